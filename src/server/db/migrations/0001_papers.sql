CREATE TABLE "data_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"paper_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_training" boolean DEFAULT false NOT NULL,
	"data_format" varchar(16) DEFAULT 'WPD' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"document" "bytea" NOT NULL,
	"document_bytes" integer DEFAULT 0 NOT NULL,
	"is_validated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "data_entries_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"paper_id" integer,
	"name" varchar(1024) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "files_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "quality_control" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"paper_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dactyl_tree" jsonb,
	"entry_data" jsonb,
	"initial_entry_data" jsonb,
	"trash_data" jsonb,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "quality_control_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "doi" varchar(255);--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "pmid" varchar(255);--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "pmcid" varchar(255);--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "source_url" varchar(2048);--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "status" varchar(16) DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "citation" jsonb;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "citation_format" varchar(32);--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "is_new_version" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "no_ids" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "is_training" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "data_entries" ADD CONSTRAINT "data_entries_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_entries" ADD CONSTRAINT "data_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control" ADD CONSTRAINT "quality_control_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control" ADD CONSTRAINT "quality_control_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_entries_paper_idx" ON "data_entries" USING btree ("paper_id");--> statement-breakpoint
CREATE INDEX "data_entries_user_paper_idx" ON "data_entries" USING btree ("user_id","paper_id");--> statement-breakpoint
CREATE INDEX "files_paper_idx" ON "files" USING btree ("paper_id");--> statement-breakpoint
CREATE INDEX "quality_control_paper_idx" ON "quality_control" USING btree ("paper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "papers_doi_unique" ON "papers" USING btree ("doi") WHERE "papers"."deleted_at" is null and "papers"."is_new_version" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "papers_pmid_unique" ON "papers" USING btree ("pmid") WHERE "papers"."deleted_at" is null and "papers"."is_new_version" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "papers_pmcid_unique" ON "papers" USING btree ("pmcid") WHERE "papers"."deleted_at" is null and "papers"."is_new_version" = false;--> statement-breakpoint
CREATE INDEX "papers_queue_idx" ON "papers" USING btree ("status","priority");