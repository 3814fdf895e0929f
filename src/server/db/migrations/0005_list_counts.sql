CREATE TABLE "list_counts" (
	"list" varchar(64) PRIMARY KEY NOT NULL,
	"live" bigint DEFAULT 0 NOT NULL,
	"deleted" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "papers_created_at_idx" ON "papers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "papers_name_idx" ON "papers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "project_papers_paper_idx" ON "project_papers" USING btree ("paper_id");--> statement-breakpoint
CREATE FUNCTION "list_counts_apply"(counted text, live_change bigint, deleted_change bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that changes no count (most updates) writes nothing, so it never waits on the counter row.
  IF live_change = 0 AND deleted_change = 0 THEN RETURN; END IF;
  INSERT INTO "list_counts" ("list", "live", "deleted") VALUES (counted, live_change, deleted_change)
    ON CONFLICT ("list") DO UPDATE SET "live" = "list_counts"."live" + EXCLUDED."live", "deleted" = "list_counts"."deleted" + EXCLUDED."deleted";
END $$;
--> statement-breakpoint
CREATE FUNCTION "list_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "list_counts_apply"(TG_TABLE_NAME, (SELECT count(*) FILTER (WHERE "deleted_at" IS NULL) FROM new_rows), (SELECT count(*) FILTER (WHERE "deleted_at" IS NOT NULL) FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "list_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "list_counts_apply"(TG_TABLE_NAME, -(SELECT count(*) FILTER (WHERE "deleted_at" IS NULL) FROM old_rows), -(SELECT count(*) FILTER (WHERE "deleted_at" IS NOT NULL) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "list_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "list_counts_apply"(TG_TABLE_NAME,
    (SELECT count(*) FILTER (WHERE "deleted_at" IS NULL) FROM new_rows) - (SELECT count(*) FILTER (WHERE "deleted_at" IS NULL) FROM old_rows),
    (SELECT count(*) FILTER (WHERE "deleted_at" IS NOT NULL) FROM new_rows) - (SELECT count(*) FILTER (WHERE "deleted_at" IS NOT NULL) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "list_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "list_counts" SET "live" = 0, "deleted" = 0 WHERE "list" = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE counted text;
BEGIN
  FOREACH counted IN ARRAY ARRAY['users', 'papers', 'projects'] LOOP
    EXECUTE format('INSERT INTO "list_counts" ("list", "live", "deleted") SELECT %L, count(*) FILTER (WHERE "deleted_at" IS NULL), count(*) FILTER (WHERE "deleted_at" IS NOT NULL) FROM %I', counted, counted);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_inserted"()', counted || '_list_counts_insert', counted);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_deleted"()', counted || '_list_counts_delete', counted);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_updated"()', counted || '_list_counts_update', counted);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_truncated"()', counted || '_list_counts_truncate', counted);
  END LOOP;
END $$;
