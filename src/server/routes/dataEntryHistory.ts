import { and, count, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { dataEntryHistoryQuerySchema } from '../../api/papers';
import { requireAny } from '../auth';
import type { AppEnv } from '../context';
import { users } from '../db/schema';
import { dataEntryDeltas } from '../db/schema-papers';
import { badRequest, HttpError, notFound, readQuery, uuidParam } from '../http';
import type { PaperWork } from '../paperWork';
import { documentAt, type DeltaKind } from '../services/extractionHistory';
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
    });
}
