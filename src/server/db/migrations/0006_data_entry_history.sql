CREATE TABLE "data_entry_deltas" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"version" integer NOT NULL,
	"base_version" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(16) NOT NULL,
	"ops" text,
	"operations" integer NOT NULL,
	"ops_bytes" integer NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_entry_snapshots" (
	"entry_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document" "bytea" NOT NULL,
	"document_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_entry_snapshots_entry_id_version_pk" PRIMARY KEY("entry_id","version")
);
--> statement-breakpoint
ALTER TABLE "data_entry_deltas" ADD CONSTRAINT "data_entry_deltas_entry_id_data_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."data_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_entry_deltas" ADD CONSTRAINT "data_entry_deltas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_entry_snapshots" ADD CONSTRAINT "data_entry_snapshots_entry_id_data_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."data_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_entry_deltas_entry_version_idx" ON "data_entry_deltas" USING btree ("entry_id","version");--> statement-breakpoint
-- Snapshots arrive brotli-compressed: PostgreSQL's own compression of them only burns time.
ALTER TABLE "data_entry_snapshots" ALTER COLUMN "document" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Every existing entry keeps its document as a snapshot of its current version.
INSERT INTO "data_entry_snapshots" ("entry_id", "version", "document", "document_bytes", "created_at")
SELECT "id", "version", "document", "document_bytes", "updated_at" FROM "data_entries";--> statement-breakpoint
-- Its earlier versions were never kept; the current one is listed in its history as imported.
INSERT INTO "data_entry_deltas" ("entry_id", "version", "base_version", "user_id", "created_at", "kind", "ops", "operations", "ops_bytes", "summary")
SELECT "id", "version", "version" - 1, "user_id", "updated_at", 'imported', NULL, 0, 0, 'saved before history was kept' FROM "data_entries" WHERE "version" > 0;--> statement-breakpoint
-- document_bytes stays: every save wrote the JSON length of the document it stored, the bound delta saves are limited by.
ALTER TABLE "data_entries" DROP COLUMN "document";