-- Documents arrive brotli-compressed: PostgreSQL's own compression of them only burns time on every save.
ALTER TABLE "data_entries" ALTER COLUMN "document" SET STORAGE EXTERNAL;
