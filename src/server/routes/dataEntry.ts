import { and, asc, count, eq, exists, ilike, inArray, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  dataEntryDeltaSaveSchema,
  dataEntryDownloadRequestSchema,
  dataEntryFullSaveSchema,
  dataEntryResetSchema,
  dataEntrySearchQuerySchema,
  PAPER_LIMITS,
  PAPER_MESSAGES,
  validateRequestSchema,
  type JsonPatchOperation,
  type ValidationProblemDto,
} from '../../api/papers';
import { can, requireAdmin, requireAny } from '../auth';
import type { ServerConfig } from '../config';
import type { AppEnv, Deps, Principal } from '../context';
import type { Db, Tx } from '../db';
import { papers, users } from '../db/schema';
import { dataEntries, files } from '../db/schema-papers';
import { errorBody, HttpError, notFound, parseWith, readJsonObject, readQuery, uuidParam } from '../http';
import type { PaperWork } from '../paperWork';
import {
  applyDelta,
  byAdministrator,
  byExtractionUser,
  dataEntryError,
  documentCache,
  isPlainObject,
  saveFingerprint,
  validateDocument,
  validationMessage,
} from '../services/extractions';
import { appendDelta, appendSaveIfAt, currentDocument, currentDocumentOrError, HistoryCompactor, loggedOperations, startHistory, wholeDocumentDelta } from '../services/extractionHistory';
import { summarizeDelta } from '../services/deltaSummary';
import { downloadWork, ExtractionWorkError, type LoadedExtraction } from '../services/downloadWork';
import { jsonStreamResponse, slicedJson, TimeSlice } from '../services/jsonStream';
import { iso, orderBy, pagination, preparedStatement, where } from '../services/lists';
import { entrySummaries, OUTER_PAPER_ID, projectsOfPapers, type EntryRow } from '../services/paperQueries';
import { paperSearchCondition } from './papers';

type SaveBody =
  | ({ kind: 'reset' } & ReturnType<typeof dataEntryResetSchema.parse>)
  | ({ kind: 'delta' } & ReturnType<typeof dataEntryDeltaSaveSchema.parse>)
  | ({ kind: 'full' } & ReturnType<typeof dataEntryFullSaveSchema.parse>);

/** The body's shape picks its schema, so an error names the field of the variant the client meant. */
function parseSave(raw: Record<string, unknown>): SaveBody {
  if ('isReset' in raw || raw.data === null) return { kind: 'reset', ...parseWith(dataEntryResetSchema, raw) };
  if ('data' in raw && !('delta' in raw)) return { kind: 'full', ...parseWith(dataEntryFullSaveSchema, raw) };
  return { kind: 'delta', ...parseWith(dataEntryDeltaSaveSchema, raw) };
}

/** Data-entry errors carry code, message and error (and problems or the current version) as the screen reads them. */
async function answeringErrors(c: Context<AppEnv>, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const extra = (error as HttpError & { extra?: Record<string, unknown> }).extra ?? {};
    return c.json({ ...errorBody(error), error: error.message, ...extra }, error.status);
  }
}

function canRead(principal: Principal, entry: EntryRow): boolean {
  return entry.userId === principal.user.id || can(principal, 'access_completed_extractions') || can(principal, 'quality_control');
}

/** A deleted paper, and so its extractions, exist only for those who may restore papers. */
const seesDeleted = (principal: Principal) => can(principal, 'delete_file');

/** The entry if the caller may read it: 404 when there is none (or its paper is deleted and the caller cannot restore it), 403 when it is another user's. */
export async function readableEntry(db: Db, principal: Principal, uuid: string): Promise<EntryRow> {
  const [row] = await db.select({ entry: dataEntries, paperDeletedAt: papers.deletedAt }).from(dataEntries).innerJoin(papers, eq(papers.id, dataEntries.paperId)).where(eq(dataEntries.uuid, uuid));
  const entry = row?.entry;
  if (!entry || (row.paperDeletedAt && !seesDeleted(principal))) throw notFound('Extraction');
  if (!canRead(principal, entry)) throw new HttpError(403, 'E_FORBIDDEN', 'This extraction belongs to another user');
  return entry;
}

const searchSortable = {
  name: papers.name,
  created_at: papers.createdAt,
  priority: papers.priority,
  completed_at: sql`(select max(de.completed_at) from ${dataEntries} de where de.paper_id = ${OUTER_PAPER_ID})`,
};

type EntryRecord = typeof dataEntries.$inferSelect;

/** What a committed save answers, and the document it made (undefined for a retry answered as already saved). */
interface SaveResult {
  version: number;
  completed: boolean;
  document: unknown;
  documentBytes: number;
  opsBytes: number;
  /** The entry's owner. */
  ownerId: number;
}

/** The version a save makes from the entry as it is at the save's base version; nothing is written here. */
async function nextVersion(db: Db | Tx, current: Pick<EntryRecord, 'id' | 'version' | 'documentBytes' | 'completedAt'>, body: SaveBody, config: ServerConfig, now: Date) {
  // Every save is kept as the operations that made it: a whole-document save as its difference, a reset as a new root.
  let base: unknown;
  let ops: JsonPatchOperation[] = [{ op: 'replace', path: '', value: {} }];
  if (body.kind !== 'reset') {
    // Taken out of the cache while it changes in place; put back once the save is committed.
    base = documentCache.take(current.id, current.version) ?? (await currentDocument(db, current));
    ops = body.kind === 'full' ? wholeDocumentDelta(base, body.data) : body.delta;
  }
  const kind = body.kind === 'reset' ? ('reset' as const) : body.kind === 'full' ? ('document' as const) : ('delta' as const);
  const summary = summarizeDelta(base, ops, { done: body.done, kind });
  const logged = loggedOperations(ops);
  // documentBytes bounds the document's JSON without serialising it on every delta save.
  let document: unknown = {};
  let documentBytes = 2;
  if (body.kind === 'delta') {
    const limits = { maxOperations: config.maxDeltaOperations, maxDocumentBytes: config.maxDocumentBytes, documentBytes: current.documentBytes };
    try {
      const applied = applyDelta(base, ops, limits);
      document = applied.document;
      documentBytes = current.documentBytes + applied.broughtIn;
    } catch (error) {
      // The bound may have grown past the document since the last compaction: measured once, the delta gets its real room.
      if (!(error instanceof HttpError && error.code === 'E_DOCUMENT_TOO_LARGE')) throw error;
      const fresh = await currentDocument(db, current);
      const exact = JSON.stringify(fresh).length;
      if (exact >= current.documentBytes) throw error;
      const applied = applyDelta(fresh, ops, { ...limits, documentBytes: exact });
      document = applied.document;
      documentBytes = exact + applied.broughtIn;
    }
  } else if (body.kind === 'full') {
    // The logged difference makes the sent document from the stored one, so the sent one is the result.
    // Within the limit already: the body that carried it is capped at maxDocumentBytes.
    document = body.data;
    documentBytes = JSON.stringify(document).length;
  }
  if (!isPlainObject(document)) throw dataEntryError(400, 'invalid_data', 'The extraction must be a JSON object');

  let completedAt = body.kind === 'reset' ? null : current.completedAt;
  // An empty delta changes nothing, so the version it makes is as valid as the one it was made from.
  let isValidated: boolean | 'kept' = body.kind === 'delta' && body.delta.length === 0 ? 'kept' : false;
  if (body.done) {
    const { problems } = validateDocument(document);
    if (problems.length) throw dataEntryError(422, 'validation_failed', validationMessage(problems), { data: problems, version: current.version });
    completedAt = now;
    isValidated = true;
  }
  return { kind, summary, logged, document, documentBytes, completedAt, isValidated, now };
}

/** The entry a save names, with the paper it belongs to; prepared, as every save runs it. */
function entryForSave(db: Db, uuid: string) {
  const statement = preparedStatement(db, 'data-entry-save', (name) =>
    db
      .select({ entry: dataEntries, paperUuid: papers.uuid, paperDeletedAt: papers.deletedAt })
      .from(dataEntries)
      .innerJoin(papers, eq(papers.id, dataEntries.paperId))
      .where(eq(dataEntries.uuid, sql.placeholder('uuid')))
      .prepare(name),
  );
  return statement.execute({ uuid });
}

/**
 * What the last save of an entry in this process left it at, so the next delta onto that version
 * need not read the entry first. Only a shortcut: the statement that saves checks the version, the
 * owner and the live paper itself, and a save it refuses goes the locked way.
 */
interface SaveTarget {
  id: number;
  version: number;
  documentBytes: number;
  userId: number;
  paperUuid: string;
}

/** The save targets of recently saved entries by uuid, the least recently saved dropped beyond the bound. */
class SaveTargets {
  private readonly byUuid = new Map<string, SaveTarget>();
  constructor(private readonly capacity: number) {}
  get(uuid: string): SaveTarget | undefined {
    return this.byUuid.get(uuid);
  }
  set(uuid: string, target: SaveTarget) {
    this.byUuid.delete(uuid);
    this.byUuid.set(uuid, target);
    if (this.byUuid.size > this.capacity) this.byUuid.delete(this.byUuid.keys().next().value!);
  }
  forget(uuid: string) {
    this.byUuid.delete(uuid);
  }
}

const saveTargets = new SaveTargets(20_000);

/**
 * The common save: a delta onto the version the entry is at, by its owner (or an administrator),
 * to its live paper. Written in one statement that moves the entry on only if it is still at that
 * version, its owner's and on that live paper, so no lock is held across round trips and saves to
 * different entries never wait for each other. A delta onto the version this process's last save of
 * the entry made, by its owner, is written without reading the entry first. Any other case (a new
 * entry, another base, a retry, another paper, a refused caller) and a save that another one
 * overtook go the locked way, which answers each of them.
 */
async function quickDeltaSave(
  deps: Deps,
  principal: Principal,
  uuid: string,
  body: Extract<SaveBody, { kind: 'delta' }>,
  fingerprint: string,
): Promise<{ rowId?: number; saved: SaveResult } | { rowId?: number; applied: boolean }> {
  const { db, config, clock } = deps;
  let current = saveTargets.get(uuid);
  if (!current || current.version !== body.baseVersion || current.userId !== principal.user.id || current.paperUuid !== body.paperUUID) {
    const [row] = await entryForSave(db, uuid);
    const entry = row?.entry;
    if (!row || !entry || row.paperDeletedAt || row.paperUuid !== body.paperUUID) return { applied: false };
    if ((entry.userId !== principal.user.id && !principal.isAdmin) || body.baseVersion !== entry.version) return { rowId: entry.id, applied: false };
    current = { id: entry.id, version: entry.version, documentBytes: entry.documentBytes, userId: entry.userId, paperUuid: row.paperUuid };
  }
  // Unless the save marks the entry done, the statement keeps the entry's own completion.
  const next = await nextVersion(db, { ...current, completedAt: null }, body, config, clock());
  const appended = await appendSaveIfAt(db, {
    entryId: current.id,
    baseVersion: current.version,
    userId: principal.user.id,
    ownerId: current.userId,
    paperUuid: current.paperUuid,
    now: next.now,
    kind: next.kind,
    ops: next.logged,
    summary: next.summary,
    documentBytes: next.documentBytes,
    completedAt: next.completedAt,
    isValidated: next.isValidated,
    fingerprint,
  });
  if (!appended) return { rowId: current.id, applied: true };
  return {
    rowId: current.id,
    saved: { version: appended.version, completed: appended.completed, document: next.document, documentBytes: next.documentBytes, opsBytes: appended.opsBytes, ownerId: current.userId },
  };
}

export function dataEntryRoutes(work: PaperWork) {
  const compactor = new HistoryCompactor(work.config.history);
  return new Hono<AppEnv>()
    .get('/data-entry/search', async (c) => {
      requireAny(c, 'access_completed_extractions');
      const query = readQuery(c, dataEntrySearchQuerySchema);
      const { db } = c.get('deps');
      const entryCondition: SQL = and(
        eq(dataEntries.isTraining, false),
        byExtractionUser(dataEntries.userId),
        query.done === true ? isNotNull(dataEntries.completedAt) : query.done === false ? and(isNull(dataEntries.completedAt), isNull(users.deletedAt)) : undefined,
        query.excludeAdmin ? not(byAdministrator(dataEntries.userId)) : undefined,
        query.filter ? ilike(users.email, `%${query.filter.replace(/[\\%_]/g, (m) => `\\${m}`)}%`) : undefined,
      )!;
      const matching = db
        .select({ one: sql`1` })
        .from(dataEntries)
        .innerJoin(users, eq(users.id, dataEntries.userId))
        .where(and(eq(dataEntries.paperId, papers.id), entryCondition));
      const condition = where(isNull(papers.deletedAt), paperSearchCondition(query.searchKey), exists(matching));
      const { limit, offset } = pagination({ page: query.page, itemsPerPage: query.itemsPerPage ?? PAPER_LIMITS.completedPerPage });
      const base = db.select().from(papers).where(condition).orderBy(...orderBy(query, searchSortable, 'name', papers.id)).offset(offset);
      const [rows, [total]] = await Promise.all([limit === undefined ? base : base.limit(limit), db.select({ n: count() }).from(papers).where(condition)]);
      const ids = rows.map((r) => r.id);
      const [projectRows, entries] = await Promise.all([projectsOfPapers(db, ids), ids.length ? entrySummaries(db, and(inArray(dataEntries.paperId, ids), entryCondition)) : []]);
      if (query.includeJson && entries.length) {
        const stored = await db.select({ id: dataEntries.id, uuid: dataEntries.uuid, version: dataEntries.version }).from(dataEntries).where(inArray(dataEntries.uuid, entries.map((e) => e.uuid)));
        const byUuid = new Map(stored.map((d) => [d.uuid, d]));
        const slice = new TimeSlice();
        for (const e of entries) {
          await slice.pause();
          const read = await currentDocumentOrError(db, byUuid.get(e.uuid)!);
          if ('document' in read) e.data = read.document;
          else Object.assign(e, { data: null, dataError: read.error });
        }
      }
      const answer = {
        papers: {
          data: rows.map((p) => ({
            uuid: p.uuid,
            name: p.name,
            projects: projectRows.filter((r) => r.paperId === p.id).map(({ uuid, name }) => ({ uuid, name })),
            dataEntries: entries.filter((e) => e.paperId === p.id).map(({ paperId: _p, ...e }) => e),
          })),
          meta: { total: total?.n ?? 0 },
        },
      };
      // With their documents the answer can run to many megabytes: written in slices as the client takes it.
      return query.includeJson ? jsonStreamResponse(c, slicedJson(answer), 'The search with documents') : c.json(answer);
    })
    .post('/data-entry/download', async (c) => {
      const principal = requireAny(c, 'download_data', 'access_completed_extractions');
      const body = parseWith(dataEntryDownloadRequestSchema, await readJsonObject(c));
      const { db } = c.get('deps');
      const uuids = [...new Set(body.uuids)];
      const rows = await db
        .select({ entry: dataEntries, paperUuid: papers.uuid, paperName: papers.name, userUuid: users.uuid, email: users.email })
        .from(dataEntries)
        .innerJoin(papers, eq(papers.id, dataEntries.paperId))
        .innerJoin(users, eq(users.id, dataEntries.userId))
        .where(and(inArray(dataEntries.uuid, uuids), seesDeleted(principal) ? undefined : isNull(papers.deletedAt)))
        .orderBy(asc(dataEntries.id));
      if (rows.length !== uuids.length) throw notFound('Extraction');
      if (rows.some((r) => !canRead(principal, r.entry))) throw new HttpError(403, 'E_FORBIDDEN', 'You do not have permission to do this');
      const invalid: { uuid: string; message: string; problems: ValidationProblemDto[] }[] = [];
      const skipped: { uuid: string; message: string }[] = [];
      // First every extraction is read and validated (on the download thread), so the answer's
      // status is settled before its first byte; then each is written as the client takes it.
      const valid: { row: (typeof rows)[number]; loaded: LoadedExtraction }[] = [];
      const slice = new TimeSlice();
      const releaseAll = () => valid.forEach(({ loaded }) => loaded.release());
      try {
        for (const row of rows) {
          await slice.pause();
          const read = await currentDocumentOrError(db, row.entry);
          if (!('document' in read)) {
            skipped.push({ uuid: row.entry.uuid, message: read.error });
            continue;
          }
          let loaded: LoadedExtraction;
          try {
            loaded = await downloadWork.load(read.document, { validate: true, slice });
          } catch (error) {
            if (!(error instanceof ExtractionWorkError)) throw error;
            invalid.push({ uuid: row.entry.uuid, message: error.message, problems: [] });
            continue;
          }
          if (loaded.problems.length) {
            loaded.release();
            invalid.push({ uuid: row.entry.uuid, message: validationMessage(loaded.problems), problems: loaded.problems });
            continue;
          }
          valid.push({ row, loaded });
        }
      } catch (error) {
        releaseAll();
        throw error;
      }
      if (invalid.length) {
        releaseAll();
        const message = invalid.length === 1 ? `Format Error: ${invalid[0]!.message}` : `Format Error: ${invalid.length} extractions are invalid`;
        return c.json({ status: 'error' as const, message, data: invalid });
      }
      const exported = `${valid.length} extraction${valid.length === 1 ? '' : 's'} exported`;
      const message = skipped.length ? `${exported}; ${skipped.length} could not be read and ${skipped.length === 1 ? 'was' : 'were'} left out` : exported;
      // The same JSON as {status, message, data: {sde, skipped?}}, one extraction at a time.
      async function* answer() {
        try {
          yield `{"status":"success","message":${JSON.stringify(message)},"data":{"sde":[`;
          for (const [i, { row, loaded }] of valid.entries()) {
            const { uuid } = row.entry;
            const head = JSON.stringify({ uuid, paperUUID: row.paperUuid, paperName: row.paperName, user: { uuid: row.userUuid, email: row.email }, completed_at: iso(row.entry.completedAt) });
            yield `${i ? ',' : ''}${head.slice(0, -1)},"dactylTreeData":`;
            yield* await loaded.render('tree', uuid);
            yield ',"wpdData":';
            yield* await loaded.render('wpd', uuid);
            yield '}';
            loaded.release();
          }
          yield `]${skipped.length ? `,"skipped":${JSON.stringify(skipped)}` : ''}}}`;
        } finally {
          releaseAll();
        }
      }
      return jsonStreamResponse(c, answer(), 'The download of extractions');
    })
    .get('/data-entry/:sdeUuid', async (c) => {
      const principal = requireAny(c, 'data_entry', 'quality_control', 'access_completed_extractions');
      const uuid = uuidParam(c, 'sdeUuid', 'Extraction');
      const { db } = c.get('deps');
      const entry = await readableEntry(db, principal, uuid);
      const [paper] = await db.select({ uuid: papers.uuid, name: papers.name }).from(papers).where(eq(papers.id, entry.paperId));
      return c.json({ paper: paper!, uuid: entry.uuid, version: entry.version, completed_at: iso(entry.completedAt), is_training: entry.isTraining });
    })
    .get('/data-entry/:uuid/raw-data-viewer', async (c) => {
      const principal = requireAny(c, 'data_entry', 'quality_control', 'access_completed_extractions');
      const uuid = uuidParam(c, 'uuid', 'Extraction');
      const { db } = c.get('deps');
      const entry = await readableEntry(db, principal, uuid);
      const [paper] = await db.select({ name: papers.name }).from(papers).where(eq(papers.id, entry.paperId));
      const fileRows = await db.select({ name: files.name }).from(files).where(and(eq(files.paperId, entry.paperId), isNull(files.deletedAt))).orderBy(asc(files.id));
      return c.json({ rawData: await currentDocument(db, entry), fileNames: fileRows.map((f) => f.name), paperName: paper?.name ?? '' });
    })
    .post('/data-entry/:sdeUuid/validate', async (c) =>
      answeringErrors(c, async () => {
        const principal = requireAny(c, 'data_entry', 'quality_control', 'access_completed_extractions');
        const uuid = uuidParam(c, 'sdeUuid', 'Extraction');
        const body = parseWith(validateRequestSchema, await readJsonObject(c));
        const { db } = c.get('deps');
        const entry = await readableEntry(db, principal, uuid);
        const document = await currentDocument(db, entry);
        const { problems } = validateDocument(document);
        // Only the version that was checked is marked; a save in between keeps its own state.
        await db
          .update(dataEntries)
          .set({ isValidated: problems.length === 0 })
          .where(and(eq(dataEntries.id, entry.id), eq(dataEntries.version, entry.version)));
        return c.json({
          status: problems.length ? ('error' as const) : ('success' as const),
          message: validationMessage(problems),
          data: problems,
          ...(body.includeJson ? { json: document } : {}),
        });
      }),
    )
    .post('/data-entry/:sdeUuid/delete', async (c) =>
      answeringErrors(c, async () => {
        requireAdmin(c);
        const uuid = uuidParam(c, 'sdeUuid', 'Extraction');
        const { db } = c.get('deps');
        const [row] = await db.delete(dataEntries).where(eq(dataEntries.uuid, uuid)).returning({ id: dataEntries.id });
        if (!row) throw notFound('Extraction');
        documentCache.forget(row.id);
        saveTargets.forget(uuid);
        return c.json({ status: 'success' as const, message: PAPER_MESSAGES.dataDiscarded });
      }),
    )
    .post('/data-entry/:sdeUuid', async (c) =>
      answeringErrors(c, async () => {
        const principal = requireAny(c, 'data_entry', 'quality_control');
        const uuid = uuidParam(c, 'sdeUuid', 'Extraction');
        const raw = await readJsonObject(c);
        let body = parseSave(raw);
        const text = await c.req.text();
        const fingerprint = saveFingerprint(text);
        const deps = c.get('deps');
        const { db, clock } = deps;

        let rowId: number | undefined;
        try {
          let result: SaveResult | undefined;
          if (body.kind === 'delta') {
            const quick = await quickDeltaSave(deps, principal, uuid, body, fingerprint);
            rowId = quick.rowId;
            if ('saved' in quick) result = quick.saved;
            else if (quick.applied) {
              // Another save went first: the delta's values may have been changed in place while it applied, so it is read again.
              documentCache.forget(rowId!);
              body = parseSave(JSON.parse(text) as Record<string, unknown>);
            }
          }
          if (!result) {
            const [paper] = await db.select().from(papers).where(and(eq(papers.uuid, body.paperUUID), isNull(papers.deletedAt)));
            if (!paper) throw dataEntryError(404, 'E_NOT_FOUND', 'Paper not found');
            const save = body;
            result = await db.transaction(async (tx) => {
              const lockEntry = () => tx.select().from(dataEntries).where(eq(dataEntries.uuid, uuid)).for('update');
              let [entry] = await lockEntry();
              if (!entry) {
                if (paper.status !== 'DATA_ENTRY' && !principal.isAdmin) throw dataEntryError(409, 'E_NOT_READY', 'This paper is not ready for data entry yet');
                if (save.kind !== 'reset' && save.baseVersion !== 0) {
                  throw dataEntryError(409, 'stale_base', PAPER_MESSAGES.staleBase, { version: 0 });
                }
                const [created] = await tx
                  .insert(dataEntries)
                  .values({ uuid, paperId: paper.id, userId: principal.user.id, isTraining: save.isTraining ?? paper.isTraining, documentBytes: 2 })
                  .onConflictDoNothing({ target: dataEntries.uuid })
                  .returning({ id: dataEntries.id });
                if (created) await startHistory(tx, created.id, clock());
                [entry] = await lockEntry();
              }
              const current = entry!;
              rowId = current.id;
              if (current.userId !== principal.user.id && !principal.isAdmin) throw dataEntryError(403, 'E_FORBIDDEN', 'This extraction belongs to another user');
              if (current.paperId !== paper.id) throw dataEntryError(400, 'invalid_data', 'paperUUID does not match this extraction');
              if (save.kind === 'reset' && !current.isTraining) throw dataEntryError(400, 'invalid_data', 'Only training extractions can be reset');
              if (save.kind !== 'reset' && save.baseVersion !== current.version) {
                // A retry of a save that went through (its answer was lost) is answered as that save was.
                if (current.version === save.baseVersion + 1 && current.lastSaveSha256 === fingerprint) {
                  return { version: current.version, completed: !!current.completedAt, document: undefined, documentBytes: 0, opsBytes: 0, ownerId: current.userId };
                }
                throw dataEntryError(409, 'stale_base', PAPER_MESSAGES.staleBase, { version: current.version });
              }
              const next = await nextVersion(tx, current, save, deps.config, clock());
              const version = current.version + 1;
              const isValidated = next.isValidated === 'kept' ? current.isValidated : next.isValidated;
              const { opsBytes } = await appendDelta(tx, { entryId: current.id, version, userId: principal.user.id, createdAt: next.now, kind: next.kind, ops: next.logged, summary: next.summary });
              await tx
                .update(dataEntries)
                .set({ version, documentBytes: next.documentBytes, updatedAt: next.now, completedAt: next.completedAt, isValidated, lastSaveSha256: fingerprint })
                .where(eq(dataEntries.id, current.id));
              return { version, completed: !!next.completedAt, document: next.document, documentBytes: next.documentBytes, opsBytes, ownerId: current.userId };
            });
          }
          if (result.document !== undefined) {
            documentCache.set(rowId!, result.version, result.document, result.documentBytes);
            saveTargets.set(uuid, {
              id: rowId!,
              version: result.version,
              documentBytes: result.documentBytes,
              userId: result.ownerId,
              paperUuid: body.paperUUID,
            });
            compactor.afterSave(db, { entryId: rowId!, version: result.version, opsBytes: result.opsBytes }, deps.log);
          }
          const message = body.kind === 'reset' ? PAPER_MESSAGES.dataReset : body.done ? PAPER_MESSAGES.savedAndDone : PAPER_MESSAGES.saved;
          return c.json({ status: 'success' as const, message, version: result.version, completed: result.completed });
        } catch (error) {
          // A document taken from the cache may have been changed in place by a delta that was then refused.
          if (rowId !== undefined) documentCache.forget(rowId);
          saveTargets.forget(uuid);
          throw error;
        }
      }),
    );
}

