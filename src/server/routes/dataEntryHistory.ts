import { and, count, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { dataEntryHistoryQuerySchema, dataEntryRestoreRequestSchema, PAPER_MESSAGES } from '../../api/papers';
import { requireAny } from '../auth';
import type { AppEnv } from '../context';
import { papers, users } from '../db/schema';
import { dataEntries, dataEntryDeltas } from '../db/schema-papers';
import { badRequest, errorBody, HttpError, notFound, parseWith, readJsonObject, readQuery, uuidParam } from '../http';
import type { PaperWork } from '../paperWork';
import { appendDelta, currentDocument, documentAt, loggedOperations, wholeDocumentDelta, type DeltaKind } from '../services/extractionHistory';
import { dataEntryError, documentCache, isPlainObject } from '../services/extractions';
import { pagination } from '../services/lists';
import { readableEntry } from './dataEntry';

/*
 * The history of an extraction: who saved which version when, and each version's document. Read
 * by whoever may read the extraction itself (the owner, quality_control, access_completed_extractions).
 */

/** The version in a path: a whole number, or 400. */
function versionParam(c: Context<AppEnv>): number {
  const raw = c.req.param('version') ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw badRequest('version must be a whole number', 'version');
  return Number(raw);
}

/** The summary a restore leaves in the history. */
export const restoredSummary = (version: number) => `restored version ${version}`;

/** A refusal carries its extra fields (the current version of a stale restore) beside code and message, as a save's does. */
async function withExtras(c: Context<AppEnv>, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const extra = (error as HttpError & { extra?: Record<string, unknown> }).extra ?? {};
    return c.json({ ...errorBody(error), ...extra }, error.status);
  }
}

/** The history pages list this many versions unless asked otherwise. */
const HISTORY_PER_PAGE = 50;

export function dataEntryHistoryRoutes(_work: PaperWork) {
  return new Hono<AppEnv>()
    .get('/data-entry/:sdeUuid/history', async (c) => {
      const principal = requireAny(c, 'data_entry', 'quality_control', 'access_completed_extractions');
      const uuid = uuidParam(c, 'sdeUuid', 'Extraction');
      const query = readQuery(c, dataEntryHistoryQuerySchema);
      const { db } = c.get('deps');
      const entry = await readableEntry(db, principal, uuid);
      const { limit, offset } = pagination({ page: query.page, itemsPerPage: query.itemsPerPage ?? HISTORY_PER_PAGE });
      const base = db
        .select({
          version: dataEntryDeltas.version,
          baseVersion: dataEntryDeltas.baseVersion,
          kind: dataEntryDeltas.kind,
          email: users.email,
          createdAt: dataEntryDeltas.createdAt,
          operations: dataEntryDeltas.operations,
          summary: dataEntryDeltas.summary,
        })
        .from(dataEntryDeltas)
        .leftJoin(users, eq(users.id, dataEntryDeltas.userId))
        .where(eq(dataEntryDeltas.entryId, entry.id))
        .orderBy(desc(dataEntryDeltas.version))
        .offset(offset);
      const [rows, [total]] = await Promise.all([limit === undefined ? base : base.limit(limit), db.select({ n: count() }).from(dataEntryDeltas).where(eq(dataEntryDeltas.entryId, entry.id))]);
      return c.json({
        uuid: entry.uuid,
        version: entry.version,
        history: {
          data: rows.map(({ createdAt, kind, ...row }) => ({ ...row, kind: kind as DeltaKind, created_at: createdAt.toISOString() })),
          meta: { total: total?.n ?? 0 },
        },
      });
    })
    .get('/data-entry/:sdeUuid/versions/:version', async (c) => {
      const principal = requireAny(c, 'data_entry', 'quality_control', 'access_completed_extractions');
      const uuid = uuidParam(c, 'sdeUuid', 'Extraction');
      const version = versionParam(c);
      const { db } = c.get('deps');
      const entry = await readableEntry(db, principal, uuid);
      if (version > entry.version) throw notFound('Version');
      const [saved] = await db
        .select({ email: users.email, createdAt: dataEntryDeltas.createdAt, summary: dataEntryDeltas.summary })
        .from(dataEntryDeltas)
        .leftJoin(users, eq(users.id, dataEntryDeltas.userId))
        .where(and(eq(dataEntryDeltas.entryId, entry.id), eq(dataEntryDeltas.version, version)));
      const data = await documentAt(db, entry.id, version);
      if (data === undefined) throw new HttpError(404, 'E_NOT_FOUND', `Version ${version} was saved before history was kept`);
      return c.json({ uuid: entry.uuid, version, email: saved?.email ?? null, created_at: (saved?.createdAt ?? entry.createdAt).toISOString(), summary: saved?.summary ?? null, data });
    })
    .post('/data-entry/:sdeUuid/restore', async (c) =>
      withExtras(c, async () => {
      // Who may restore is who may save: the owner (or an administrator), with data_entry or quality_control, on a live paper.
      const principal = requireAny(c, 'data_entry', 'quality_control');
      const uuid = uuidParam(c, 'sdeUuid', 'Extraction');
      const body = parseWith(dataEntryRestoreRequestSchema, await readJsonObject(c));
      const { db, clock } = c.get('deps');
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ entry: dataEntries, paperDeletedAt: papers.deletedAt })
          .from(dataEntries)
          .innerJoin(papers, eq(papers.id, dataEntries.paperId))
          .where(eq(dataEntries.uuid, uuid))
          .for('update', { of: dataEntries });
        const current = row?.entry;
        if (!current || row.paperDeletedAt) throw notFound('Extraction');
        if (current.userId !== principal.user.id && !principal.isAdmin) throw dataEntryError(403, 'E_FORBIDDEN', 'This extraction belongs to another user');
        if (body.baseVersion !== undefined && body.baseVersion !== current.version) {
          throw dataEntryError(409, 'stale_base', PAPER_MESSAGES.staleBase, { version: current.version });
        }
        if (body.version > current.version) throw notFound('Version');
        if (body.version === current.version) throw dataEntryError(409, 'E_CONFLICT', `Version ${body.version} is already the current version`);
        const restored = await documentAt(tx, current.id, body.version);
        if (restored === undefined) throw new HttpError(404, 'E_NOT_FOUND', `Version ${body.version} was saved before history was kept`);
        if (!isPlainObject(restored)) throw dataEntryError(409, 'E_CONFLICT', `Version ${body.version} is not an extraction that can be restored`);
        const stored = await currentDocument(tx, current);
        const now = clock();
        const version = current.version + 1;
        const json = JSON.stringify(restored);
        // Kept as the difference from the current version, like a whole-document save; earlier versions stay as they were.
        await appendDelta(tx, { entryId: current.id, version, userId: principal.user.id, createdAt: now, kind: 'document', ops: loggedOperations(wholeDocumentDelta(stored, restored)), summary: restoredSummary(body.version) });
        // As a save that is not marked done: the entry keeps its completion and awaits validation again.
        await tx.update(dataEntries).set({ version, documentBytes: json.length, updatedAt: now, isValidated: false, lastSaveSha256: null }).where(eq(dataEntries.id, current.id));
        return { entryId: current.id, version, completed: current.completedAt !== null, document: restored, documentBytes: json.length };
      });
      documentCache.set(result.entryId, result.version, result.document, result.documentBytes);
      return c.json({ status: 'success' as const, message: `Version ${body.version} restored`, version: result.version, completed: result.completed, restored: body.version });
      }),
    );
}
