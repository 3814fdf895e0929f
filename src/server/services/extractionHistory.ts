import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import type { JsonPatchOperation } from '../../api/papers';
import type { Db, Tx } from '../db';
import { dataEntries, dataEntryDeltas, dataEntrySnapshots } from '../db/schema-papers';
import { compressDocument, dataEntryError, decompressDocument, documentCache, SNAPSHOT_QUALITY } from './extractions';
import { preparedStatement } from './lists';
import { MicroBatch, perDatabase } from './microBatch';

/*
 * The history of an extraction: snapshots (compressed documents at some versions, never changed)
 * and one delta row per save (the RFC 6902 operations from its base version). The document of
 * version n is the newest snapshot at or before n with the deltas after it replayed. A save appends
 * one delta row; compaction writes a new snapshot in the background when the log since the last
 * one grows long, without taking any lock a save waits for. Nothing here keeps state in memory that
 * decides an answer, so several server processes can share one database.
 */

type Queryable = Db | Tx;

/** When a new snapshot is written: after this many deltas or bytes of operations since the last one. */
export interface CompactionSettings {
  maxDeltas: number;
  maxLogBytes: number;
}

export const DEFAULT_COMPACTION: CompactionSettings = { maxDeltas: 200, maxLogBytes: 1024 * 1024 };

export type DeltaKind = 'delta' | 'document' | 'reset' | 'imported';

/** Version 0 of a new entry: the empty document every first delta is made from. */
export async function startHistory(tx: Queryable, entryId: number, now: Date): Promise<void> {
  await tx
    .insert(dataEntrySnapshots)
    .values({ entryId, version: 0, document: await compressDocument('{}'), documentBytes: 2, createdAt: now })
    .onConflictDoNothing();
}

/**
 * The operations of a save as they will be logged. Taken before they apply: the document takes in
 * the values they carry, and a later operation of the same delta may change those in place.
 */
export function loggedOperations(ops: readonly JsonPatchOperation[]): { json: string; count: number } {
  return { json: JSON.stringify(ops), count: ops.length };
}

/** Appends the row of one save; runs inside the transaction that checked its base version. Answers the bytes of its operations. */
export async function appendDelta(
  tx: Queryable,
  row: { entryId: number; version: number; userId: number; createdAt: Date; kind: Exclude<DeltaKind, 'imported'>; ops: { json: string; count: number }; summary: string },
): Promise<{ opsBytes: number }> {
  const ops = row.ops.json;
  const opsBytes = Buffer.byteLength(ops);
  await tx.insert(dataEntryDeltas).values({
    entryId: row.entryId,
    version: row.version,
    baseVersion: row.version - 1,
    userId: row.userId,
    createdAt: row.createdAt,
    kind: row.kind,
    ops,
    operations: row.ops.count,
    opsBytes,
    summary: row.summary,
  });
  return { opsBytes };
}

/** One save for appendSaveIfAt. */
export interface SaveIfAt {
  entryId: number;
  baseVersion: number;
  userId: number;
  /** Who the entry must belong to, and the live paper it must be on: the save is not made otherwise. */
  ownerId: number;
  paperUuid: string;
  now: Date;
  kind: Exclude<DeltaKind, 'imported'>;
  ops: { json: string; count: number };
  summary: string;
  documentBytes: number;
  /** When the save marks the entry done; null keeps the entry's own. */
  completedAt: Date | null;
  isValidated: boolean | 'kept';
  fingerprint: string;
}

type SavedAt = { version: number; opsBytes: number; completed: boolean } | undefined;

/**
 * The saves of one batch in one statement: each moves its entry on and appends its delta row only
 * if the entry is still at its base version, its owner's and on its live paper. The saves travel as
 * one JSON parameter (one prepared statement for any number of them); each is matched back to its
 * caller by its position n. Two saves of one entry in a batch: at most one of them is made, as when
 * they run one after the other.
 */
async function appendSavesIfAt(db: Db, saves: SaveIfAt[]): Promise<SavedAt[]> {
  // Prepared: every delta save runs it, and PostgreSQL then plans it once per connection.
  const statement = preparedStatement(db, 'append-saves', (name) =>
    db._.session.prepareQuery(
      new PgDialect().sqlToQuery(sql`
        with input as (
          select * from json_to_recordset(${sql.placeholder('saves')}::json) as i(
            n integer, entry_id integer, base_version integer, owner_id integer, paper_uuid uuid, user_id integer, now timestamptz,
            kind varchar, ops text, operations integer, ops_bytes integer, summary text, document_bytes integer,
            completed_at timestamptz, keep_validated boolean, is_validated boolean, fingerprint varchar)
        ),
        saved as (
          update data_entries e
             set version = e.version + 1, document_bytes = i.document_bytes, updated_at = i.now,
                 completed_at = coalesce(i.completed_at, e.completed_at),
                 is_validated = case when i.keep_validated then e.is_validated else i.is_validated end,
                 last_save_sha256 = i.fingerprint
            from input i
           where e.id = i.entry_id and e.version = i.base_version and e.user_id = i.owner_id
             and exists (select 1 from papers p where p.id = e.paper_id and p.deleted_at is null and p.uuid = i.paper_uuid)
          returning i.n, e.id, e.version, e.completed_at is not null as completed
        ),
        appended as (
          insert into data_entry_deltas (entry_id, version, base_version, user_id, created_at, kind, ops, operations, ops_bytes, summary)
          select s.id, s.version, s.version - 1, i.user_id, i.now, i.kind, i.ops, i.operations, i.ops_bytes, i.summary
            from saved s join input i on i.n = s.n
          returning entry_id, version
        )
        select s.n, s.version, s.completed from saved s join appended a on a.entry_id = s.id and a.version = s.version`),
      undefined,
      name,
      false,
    ),
  );
  const opsBytes = saves.map((save) => Buffer.byteLength(save.ops.json));
  const input = saves.map((save, n) => ({
    n,
    entry_id: save.entryId,
    base_version: save.baseVersion,
    owner_id: save.ownerId,
    paper_uuid: save.paperUuid,
    user_id: save.userId,
    now: save.now.toISOString(),
    kind: save.kind,
    ops: save.ops.json,
    operations: save.ops.count,
    ops_bytes: opsBytes[n],
    summary: save.summary,
    document_bytes: save.documentBytes,
    completed_at: save.completedAt ? save.completedAt.toISOString() : null,
    keep_validated: save.isValidated === 'kept',
    is_validated: save.isValidated === true,
    fingerprint: save.fingerprint,
  }));
  const result = (await statement.execute({ saves: JSON.stringify(input) })) as { rows: { n: number; version: number; completed: boolean }[] };
  const answers: SavedAt[] = saves.map(() => undefined);
  for (const row of result.rows) answers[Number(row.n)] = { version: Number(row.version), opsBytes: opsBytes[Number(row.n)]!, completed: row.completed };
  return answers;
}

const saveBatch = perDatabase((db: Db) => new MicroBatch<SaveIfAt, SavedAt>((saves) => appendSavesIfAt(db, saves)));

/**
 * Saves a delta made from baseVersion in one statement, without holding a lock between round trips:
 * the entry moves to the next version and its delta row is appended only if the entry is still at
 * baseVersion, still belongs to ownerId and is on the live paper paperUuid, both or neither. Answers
 * the new version, or undefined when another save went first or the entry is not that owner's on that
 * live paper (nothing is written then). isValidated 'kept' keeps the state of the version it was made from.
 * Saves made during the same turn of the event loop share one statement (see MicroBatch); each is
 * answered once that statement has committed.
 */
export function appendSaveIfAt(db: Db, save: SaveIfAt): Promise<SavedAt> {
  return saveBatch(db).add(save);
}

/** Replays stored operations: they applied when saved, so they are not checked again. */
function replay(document: unknown, ops: Operation[]): unknown {
  return ops.length ? fastJsonPatch.applyPatch(document, ops, false, true, true).newDocument : document;
}

/**
 * The document of an entry at a version, or undefined when that version is not kept (it was saved
 * before history was kept, or does not exist).
 */
export async function documentAt(db: Queryable, entryId: number, version: number): Promise<unknown> {
  const [snapshot] = await db
    .select({ version: dataEntrySnapshots.version, document: dataEntrySnapshots.document })
    .from(dataEntrySnapshots)
    .where(and(eq(dataEntrySnapshots.entryId, entryId), lte(dataEntrySnapshots.version, version)))
    .orderBy(desc(dataEntrySnapshots.version))
    .limit(1);
  if (!snapshot) return undefined;
  const deltas =
    snapshot.version === version
      ? []
      : await db
          .select({ version: dataEntryDeltas.version, ops: dataEntryDeltas.ops })
          .from(dataEntryDeltas)
          .where(and(eq(dataEntryDeltas.entryId, entryId), gt(dataEntryDeltas.version, snapshot.version), lte(dataEntryDeltas.version, version)))
          .orderBy(asc(dataEntryDeltas.version));
  // Every version between the snapshot and the one asked for must be there, each with its operations.
  if (deltas.length !== version - snapshot.version || deltas.some((d, i) => d.version !== snapshot.version + i + 1 || d.ops === null)) return undefined;
  let document = await decompressDocument(snapshot.document);
  for (const delta of deltas) document = replay(document, JSON.parse(delta.ops!) as Operation[]);
  return document;
}

/** The current document of an entry as stored; a missing one is a broken history, not a client error. */
export async function currentDocument(db: Queryable, entry: { id: number; version: number }): Promise<unknown> {
  const document = await documentAt(db, entry.id, entry.version);
  if (document === undefined) throw new Error(`The history of extraction ${entry.id} does not reach version ${entry.version}`);
  return document;
}

/** The per-item message of an extraction whose stored document cannot be read, in batch reads that go on without it. */
export const UNREADABLE_EXTRACTION = 'The stored document of this extraction cannot be read, so it was left out';

/**
 * The current document, or why it cannot be read: batch reads (downloads, searches with documents)
 * list such an extraction with its error and go on with the others instead of failing all of them.
 */
export async function currentDocumentOrError(db: Queryable, entry: { id: number; version: number }): Promise<{ document: unknown } | { error: string }> {
  try {
    return { document: await currentDocument(db, entry) };
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { error: `${UNREADABLE_EXTRACTION} (${detail})` };
  }
}

/** How many deltas, and bytes of their operations, were saved since the newest snapshot. */
export async function pendingLog(db: Queryable, entryId: number): Promise<{ deltas: number; bytes: number }> {
  const [row] = await db
    .select({ deltas: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${dataEntryDeltas.opsBytes}), 0)::int` })
    .from(dataEntryDeltas)
    .where(
      and(
        eq(dataEntryDeltas.entryId, entryId),
        gt(dataEntryDeltas.version, sql`coalesce((select max(s.version) from ${dataEntrySnapshots} s where s.entry_id = ${entryId}), -1)`),
      ),
    );
  return { deltas: row?.deltas ?? 0, bytes: row?.bytes ?? 0 };
}

/** pendingLog of several entries in one statement. */
async function pendingLogs(db: Db, entryIds: number[]): Promise<{ deltas: number; bytes: number }[]> {
  const statement = preparedStatement(db, 'pending-logs', (name) =>
    db
      .select({ entryId: dataEntryDeltas.entryId, deltas: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${dataEntryDeltas.opsBytes}), 0)::int` })
      .from(dataEntryDeltas)
      .where(
        and(
          sql`${dataEntryDeltas.entryId} = any(${sql.placeholder('ids')}::int[])`,
          gt(dataEntryDeltas.version, sql`coalesce((select max(s.version) from ${dataEntrySnapshots} s where s.entry_id = ${dataEntryDeltas.entryId}), -1)`),
        ),
      )
      .groupBy(dataEntryDeltas.entryId)
      .prepare(name),
  );
  const rows = await statement.execute({ ids: [...new Set(entryIds)] });
  const byEntry = new Map(rows.map((r) => [r.entryId, { deltas: Number(r.deltas), bytes: Number(r.bytes) }]));
  return entryIds.map((id) => byEntry.get(id) ?? { deltas: 0, bytes: 0 });
}

/** The compactor's checks of entries saved at about the same time share one statement. */
const pendingLogBatch = perDatabase((db: Db) => new MicroBatch<number, { deltas: number; bytes: number }>((ids) => pendingLogs(db, ids)));

/**
 * Writes a snapshot of the newest saved version unless there is one. Reads only what is already
 * committed and never changes it: saves go on meanwhile, and two processes compacting the same
 * entry write the same snapshot once.
 */
export async function compactHistory(db: Queryable, entryId: number): Promise<number | undefined> {
  const [latest] = await db
    .select({
      delta: sql<number | null>`(select max(${dataEntryDeltas.version}) from ${dataEntryDeltas} where ${dataEntryDeltas.entryId} = ${entryId})`,
      snapshot: sql<number | null>`(select max(${dataEntrySnapshots.version}) from ${dataEntrySnapshots} where ${dataEntrySnapshots.entryId} = ${entryId})`,
    })
    .from(sql`(select 1) as one`);
  const version = latest?.delta ?? null;
  if (version === null || (latest?.snapshot ?? -1) >= version) return undefined;
  // The parsed document a save left in memory spares reading it back; serialised at once, before any save may take it.
  const cached = documentCache.get(entryId, version);
  const json = JSON.stringify(cached !== undefined ? cached : await currentDocument(db, { id: entryId, version }));
  const document = await compressDocument(json, SNAPSHOT_QUALITY);
  await db.insert(dataEntrySnapshots).values({ entryId, version, document, documentBytes: json.length }).onConflictDoNothing();
  // The entry's size bound becomes exact again, unless a save went on meanwhile (this runs without the save's lock).
  await db
    .update(dataEntries)
    .set({ documentBytes: json.length })
    .where(and(eq(dataEntries.id, entryId), eq(dataEntries.version, version)));
  return version;
}

/**
 * How often the log is measured: every maxDeltas / CHECKS_PER_THRESHOLD versions (every 10th at 200),
 * and after any save whose operations alone are that share of maxLogBytes. A version number is the
 * same in every process, so whichever process makes such a save does the check.
 */
const CHECKS_PER_THRESHOLD = 20;

/**
 * Runs compaction in the background after saves, at most one at a time per entry in this process.
 * What it keeps in memory only avoids duplicate work; the decision to compact is read from the database.
 */
export class HistoryCompactor {
  private readonly running = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();

  constructor(private readonly settings: CompactionSettings) {}

  /** Checks, after a save was committed, whether the entry's log is due for a snapshot. */
  afterSave(db: Db, save: { entryId: number; version: number; opsBytes: number }, log: (line: string) => void): void {
    const { entryId } = save;
    const stride = Math.max(1, Math.floor(this.settings.maxDeltas / CHECKS_PER_THRESHOLD));
    if (save.version % stride !== 0 && save.opsBytes < this.settings.maxLogBytes / CHECKS_PER_THRESHOLD) return;
    if (this.running.has(entryId)) {
      this.again.add(entryId);
      return;
    }
    const task = (async () => {
      do {
        this.again.delete(entryId);
        const pending = await pendingLogBatch(db).add(entryId);
        if (pending.deltas >= this.settings.maxDeltas || pending.bytes >= this.settings.maxLogBytes) await compactHistory(db, entryId);
      } while (this.again.has(entryId));
    })()
      .catch((error: unknown) => log(`[history] compaction of extraction ${entryId} failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.running.delete(entryId));
    this.running.set(entryId, task);
  }

  /** Resolves once no compaction is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all(this.running.values());
  }
}

/** The operations that turn the stored document into a whole document a client sent. */
export function wholeDocumentDelta(stored: unknown, sent: Record<string, unknown>): JsonPatchOperation[] {
  try {
    return fastJsonPatch.compare(stored as object, sent) as JsonPatchOperation[];
  } catch (error) {
    if (error instanceof RangeError) throw dataEntryError(400, 'invalid_data', 'The extraction is nested too deeply');
    throw error;
  }
}


/**
 * The current documents of many entries in two queries (their newest snapshots at or before the
 * current version, then every delta after them), for reads across a whole project. Keyed by entry
 * id: a document, or why it cannot be read (as currentDocumentOrError says it).
 */
export async function currentDocuments(db: Queryable, entries: readonly { id: number; version: number }[]): Promise<Map<number, { document: unknown } | { error: string }>> {
  const answers = new Map<number, { document: unknown } | { error: string }>();
  if (!entries.length) return answers;
  const ids = entries.map((e) => e.id);
  const idList = sql`${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}`;
  const snapshots = (await db.execute(sql`select distinct on (s.entry_id) s.entry_id as "entryId", s.version, s.document
    from ${dataEntrySnapshots} s join ${dataEntries} de on de.id = s.entry_id and s.version <= de.version
    where s.entry_id in (${idList}) order by s.entry_id, s.version desc`)) as unknown as { rows: { entryId: number; version: number; document: Buffer | Uint8Array }[] };
  const deltas = (await db.execute(sql`select d.entry_id as "entryId", d.version, d.ops from ${dataEntryDeltas} d
    join ${dataEntries} de on de.id = d.entry_id and d.version <= de.version
    where d.entry_id in (${idList})
      and d.version > (select max(s.version) from ${dataEntrySnapshots} s where s.entry_id = d.entry_id and s.version <= de.version)
    order by d.entry_id, d.version`)) as unknown as { rows: { entryId: number; version: number; ops: string | null }[] };
  const snapshotOf = new Map(snapshots.rows.map((r) => [Number(r.entryId), r]));
  const deltasOf = new Map<number, { version: number; ops: string | null }[]>();
  for (const d of deltas.rows) {
    const list = deltasOf.get(Number(d.entryId)) ?? [];
    list.push({ version: Number(d.version), ops: d.ops });
    deltasOf.set(Number(d.entryId), list);
  }
  await Promise.all(
    entries.map(async (entry) => {
      const snapshot = snapshotOf.get(entry.id);
      const after = deltasOf.get(entry.id) ?? [];
      const base = snapshot ? Number(snapshot.version) : -1;
      const complete = snapshot && after.length === entry.version - base && after.every((d, i) => d.version === base + i + 1 && d.ops !== null);
      if (!complete) {
        answers.set(entry.id, { error: `${UNREADABLE_EXTRACTION} (The history of extraction ${entry.id} does not reach version ${entry.version})` });
        return;
      }
      try {
        const stored = snapshot.document;
        let document = await decompressDocument(Buffer.isBuffer(stored) ? stored : Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength));
        for (const delta of after) document = replay(document, JSON.parse(delta.ops!) as Operation[]);
        answers.set(entry.id, { document });
      } catch (error) {
        const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
        answers.set(entry.id, { error: `${UNREADABLE_EXTRACTION} (${detail})` });
      }
    }),
  );
  return answers;
}
