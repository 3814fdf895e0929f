import { asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  metathesaurusListRequestSchema,
  metathesaurusSaveRequestSchema,
  metathesaurusSearchRequestSchema,
  type Concept,
} from '../../api/schemas';
import { requireAll } from '../auth';
import type { AppEnv } from '../context';
import { concepts, synonyms } from '../db/schema';
import { done, readBody } from '../http';
import { EvsUnavailableError, searchEvs } from '../services/evs';

const PRODUCT_SOURCE = 'Dactyl';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

export const metathesaurusRoutes = new Hono<AppEnv>()
  .post('/metathesaurus/search', async (c) => {
    requireAll(c, 'access_completed_extractions');
    const { key } = await readBody(c, metathesaurusSearchRequestSchema);
    const { db, config, fetch, log } = c.get('deps');
    const pattern = `%${escapeLike(key)}%`;
    const evsPromise = searchEvs(key, { ...config.evs, fetch }).then(
      (evs) => ({ evs, available: true }),
      (error: unknown) => {
        if (!(error instanceof EvsUnavailableError)) throw error;
        log(`[evs] unavailable: ${error.message}`);
        return { evs: [] as Concept[], available: false };
      },
    );
    const matching = await db
      .selectDistinct({ conceptId: synonyms.conceptId })
      .from(synonyms)
      .where(ilike(synonyms.synonym, pattern))
      .union(db.select({ conceptId: concepts.conceptId }).from(concepts).where(or(ilike(concepts.conceptId, pattern), ilike(concepts.name, pattern))))
      .limit(50);
    const ids = matching.map((m) => m.conceptId);
    const [conceptRows, synonymRows] = ids.length
      ? await Promise.all([
          db.select().from(concepts).where(inArray(concepts.conceptId, ids)).orderBy(asc(concepts.conceptId)),
          db.select().from(synonyms).where(inArray(synonyms.conceptId, ids)).orderBy(asc(synonyms.position), asc(synonyms.id)),
        ])
      : [[], []];
    const dactyl: Concept[] = conceptRows.map((concept) => ({
      name: concept.name || concept.conceptId,
      code: concept.conceptId,
      active: true,
      definitions: [],
      synonyms: synonymRows.filter((s) => s.conceptId === concept.conceptId).map((s) => ({ source: PRODUCT_SOURCE, name: s.synonym })),
    }));
    const { evs, available } = await evsPromise;
    return c.json({ data: { evs, dactyl, evsAvailable: available } });
  })
  .post('/metathesaurus/list', async (c) => {
    requireAll(c, 'access_completed_extractions');
    const { conceptId } = await readBody(c, metathesaurusListRequestSchema);
    const rows = await c
      .get('deps')
      .db.select({ conceptId: synonyms.conceptId, synonym: synonyms.synonym })
      .from(synonyms)
      .where(eq(synonyms.conceptId, conceptId))
      .orderBy(asc(synonyms.position), asc(synonyms.id));
    return c.json({ data: rows });
  })
  .post('/metathesaurus/save', async (c) => {
    requireAll(c, 'access_completed_extractions');
    const body = await readBody(c, metathesaurusSaveRequestSchema);
    const { db, clock } = c.get('deps');
    const unique = [...new Set(body.synonyms)];
    await db.transaction(async (tx) => {
      await tx
        .insert(concepts)
        .values({ conceptId: body.conceptId, name: body.conceptName ?? '', updatedAt: clock() })
        .onConflictDoUpdate({
          target: concepts.conceptId,
          set: { updatedAt: clock(), ...(body.conceptName ? { name: body.conceptName } : {}) },
        });
      await tx.delete(synonyms).where(eq(synonyms.conceptId, body.conceptId));
      if (unique.length) await tx.insert(synonyms).values(unique.map((synonym, position) => ({ conceptId: body.conceptId, synonym, position })));
    });
    return done(c, 'Successfully saved synonyms');
  });
