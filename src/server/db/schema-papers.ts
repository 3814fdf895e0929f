import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { papers, users } from './schema';

/*
 * The paper-work tables: files, saved data entries (extractions) and quality-control records.
 * The papers table itself is in schema.ts because projects count papers.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
const publicUuid = () => uuid('uuid').notNull().default(sql`gen_random_uuid()`).unique();

/** Raw bytes; node-postgres answers a Buffer and PGlite a Uint8Array, so both are normalised. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    paperId: integer('paper_id').references(() => papers.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 1024 }).notNull(),
    /** Detected from the content, never taken from the client. */
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Where the bytes live in the file store. */
    storageKey: text('storage_key').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('files_paper_idx').on(t.paperId)],
);

/**
 * A saved data entry (an extraction): one user's work on one paper. Its document lives in
 * data_entry_snapshots (compressed checkpoints) and data_entry_deltas (every save since, append-only).
 */
export const dataEntries = pgTable(
  'data_entries',
  {
    id: serial('id').primaryKey(),
    /** Chosen by the browser when data entry starts, so the first save can create the row. */
    uuid: uuid('uuid').notNull().unique(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isTraining: boolean('is_training').notNull().default(false),
    dataFormat: varchar('data_format', { length: 16 }).notNull().default('WPD'),
    /** Bumped by every save; a delta names the version it was made from. */
    version: integer('version').notNull().default(0),
    /**
     * At least the length of the current document's JSON, for the document size limit without
     * reading the document: exact after a whole-document save, a reset or a compaction; a delta save
     * adds what its operations bring in and subtracts nothing it removes.
     */
    documentBytes: integer('document_bytes').notNull().default(0),
    isValidated: boolean('is_validated').notNull().default(false),
    /** Fingerprint of the save that made this version: a retried save that already went through is answered as done. */
    lastSaveSha256: varchar('last_save_sha256', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('data_entries_paper_idx').on(t.paperId), index('data_entries_user_paper_idx').on(t.userId, t.paperId)],
);

/**
 * The document of an extraction as it was at one version, JSON compressed with brotli: version 0
 * ({}) of every entry, and the checkpoints compaction writes. Never changed once written.
 */
export const dataEntrySnapshots = pgTable(
  'data_entry_snapshots',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => dataEntries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: bytea('document').notNull(),
    /** Length of the uncompressed JSON, in characters. */
    documentBytes: integer('document_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.version] })],
);

/** One save of an extraction: the RFC 6902 operations that made `version` from `base_version`. Append-only. */
export const dataEntryDeltas = pgTable(
  'data_entry_deltas',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => dataEntries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    baseVersion: integer('base_version').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** delta (a patch), document (a whole-document save, stored as its difference), reset, or imported (saved before history was kept: no operations). */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The operations as JSON text, exactly as applied (text keeps key order, which jsonb would not); null for imported versions. */
    ops: text('ops'),
    operations: integer('operations').notNull(),
    opsBytes: integer('ops_bytes').notNull(),
    /** A short description of the change, such as 'added 3 points on XY graph 1'. */
    summary: text('summary').notNull(),
  },
  (t) => [uniqueIndex('data_entry_deltas_entry_version_idx').on(t.entryId, t.version)],
);

/** A quality-control record of a paper; each part is stored as the browser wraps it: { version, data }. */
export const qualityControl = pgTable(
  'quality_control',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dactylTree: jsonb('dactyl_tree'),
    entryData: jsonb('entry_data'),
    initialEntryData: jsonb('initial_entry_data'),
    trashData: jsonb('trash_data'),
    done: boolean('done').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('quality_control_paper_idx').on(t.paperId)],
);
