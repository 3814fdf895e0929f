import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataEntries, dataEntryDeltas, dataEntrySnapshots } from '../../src/server/db/schema-papers';
import { appendSaveIfAt } from '../../src/server/services/extractionHistory';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, EXTRACTOR, loginAll, projectDocument } from './papers-fixtures';
import { loaded } from '../timeouts';

let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;
let paper: string;

const save = (cookie: string, sde: string, body: Record<string, unknown>) =>
  server.request('POST', `/data-entry/${sde}`, { cookie, body: { done: false, paperUUID: paper, dataFormat: 'WPD', ...body } });
const addPoint = (x: number) => ({ op: 'add' as const, path: '/pages/0/datasets/0/points/-', value: { x, y: 300 } });

async function entry(sde: string) {
  const [row] = await server.db.select().from(dataEntries).where(eq(dataEntries.uuid, sde));
  return row!;
}
const pointsOf = async (sde: string, cookie = cookies.extractor) =>
  ((await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie })).body.rawData.pages[0].datasets[0].points as { x: number }[]).map((p) => p.x);

/** Counts the statements sent to the database whose SQL contains the text (either driver). */
function countStatements(containing: string): () => number {
  const client = (server.db as unknown as { _: { session: { client: { query: (...args: unknown[]) => unknown } } } })._.session.client;
  const spy = vi.spyOn(client, 'query');
  return () => spy.mock.calls.filter(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text).includes(containing)).length;
}

/** Three extractions of the extractor, each saved once (so the server knows where each one stands). */
async function threeExtractions(): Promise<string[]> {
  const sdes = [randomUUID(), randomUUID(), randomUUID()];
  for (const sde of sdes) expect((await save(cookies.extractor, sde, { data: projectDocument(0), baseVersion: 0 })).status).toBe(200);
  for (const sde of sdes) expect((await save(cookies.extractor, sde, { delta: [addPoint(1)], baseVersion: 1 })).status).toBe(200);
  return sdes;
}

beforeAll(async () => {
  server = await createTestServer();
  cookies = await loginAll(server);
  paper = await createPaper(server, cookies.admin, { name: 'Batching paper' });
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

describe('saves arriving together', () => {
  it('share one statement, and one that fails its version check there gets its 409 while the others are saved', async () => {
    const [a, b, c] = await threeExtractions();
    // Another server process moves b on: this one still believes b is at version 2.
    const other = await entry(b!);
    expect(
      await appendSaveIfAt(server.db, {
        entryId: other.id,
        baseVersion: 2,
        userId: other.userId,
        ownerId: other.userId,
        paperUuid: paper,
        now: new Date(),
        kind: 'delta',
        ops: { json: JSON.stringify([addPoint(50)]), count: 1 },
        summary: 'added 1 point on XY graph',
        documentBytes: other.documentBytes + 20,
        completedAt: null,
        isValidated: 'kept',
        fingerprint: 'f'.repeat(64),
      }),
    ).toMatchObject({ version: 3 });

    const batches = countStatements('json_to_recordset');
    const results = await Promise.all([a, b, c].map((sde, i) => save(cookies.extractor, sde!, { delta: [addPoint(10 + i)], baseVersion: 2 })));
    expect(results.map((r) => r.status)).toEqual([200, 409, 200]);
    expect(results[1]!.body).toMatchObject({ code: 'stale_base', version: 3 });
    expect(results[0]!.body.version).toBe(3);
    expect(results[2]!.body.version).toBe(3);
    // One statement carried the three saves (the refused one was not written).
    expect(batches()).toBe(1);

    expect(await pointsOf(a!)).toEqual([1, 10]);
    expect(await pointsOf(b!)).toEqual([1, 50]);
    expect(await pointsOf(c!)).toEqual([1, 12]);
    // The refused save, sent again from the version it was told, is saved.
    expect((await save(cookies.extractor, b!, { delta: [addPoint(11)], baseVersion: 3 })).body).toMatchObject({ status: 'success', version: 4 });
    expect(await pointsOf(b!)).toEqual([1, 50, 11]);
  });

  it('runs each save of a statement that failed alone, so only the bad one fails and nothing is lost', async () => {
    const sdes = await threeExtractions();
    const entries = await Promise.all(sdes.map(entry));
    // A broken history: the second extraction already has a row for the version its save would make.
    await server.db.insert(dataEntryDeltas).values({ entryId: entries[1]!.id, version: 3, baseVersion: 2, userId: entries[1]!.userId, kind: 'delta', ops: '[]', operations: 0, opsBytes: 2, summary: 'saved without changes' });
    const batches = countStatements('json_to_recordset');
    const outcomes = await Promise.allSettled(
      entries.map((e, i) =>
        appendSaveIfAt(server.db, {
          entryId: e.id,
          baseVersion: 2,
          userId: e.userId,
          ownerId: e.userId,
          paperUuid: paper,
          now: new Date(),
          kind: 'delta',
          ops: { json: JSON.stringify([addPoint(20 + i)]), count: 1 },
          summary: 'added 1 point on XY graph',
          documentBytes: e.documentBytes + 20,
          completedAt: null,
          isValidated: 'kept',
          fingerprint: String(i).repeat(64),
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[0]).toMatchObject({ value: { version: 3, completed: false } });
    expect(outcomes[2]).toMatchObject({ value: { version: 3, completed: false } });
    // The three together, then each alone.
    expect(batches()).toBe(4);
    const after = await Promise.all(sdes.map(entry));
    expect(after.map((e) => e.version)).toEqual([3, 2, 3]);
    expect(after.map((e) => e.lastSaveSha256)).toEqual(['0'.repeat(64), entries[1]!.lastSaveSha256, '2'.repeat(64)]);
    const deltas = await Promise.all(entries.map((e) => server.db.select({ version: dataEntryDeltas.version, ops: dataEntryDeltas.ops }).from(dataEntryDeltas).where(eq(dataEntryDeltas.entryId, e.id)).orderBy(dataEntryDeltas.version)));
    expect(deltas.map((rows) => rows.map((r) => r.version))).toEqual([
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3],
    ]);
    expect(JSON.parse(deltas[0]![2]!.ops!)).toEqual([addPoint(20)]);
    expect(deltas[1]![2]!.ops).toBe('[]');
    expect(JSON.parse(deltas[2]![2]!.ops!)).toEqual([addPoint(22)]);
  });

  it('look their sessions up together, and a session ended just before is refused at once', async () => {
    const sessions = await Promise.all([0, 1, 2].map(() => server.login(EXTRACTOR.email, EXTRACTOR.password)));
    const sdes = [randomUUID(), randomUUID(), randomUUID()];
    for (const [i, sde] of sdes.entries()) expect((await save(sessions[i]!, sde, { data: projectDocument(0), baseVersion: 0 })).status).toBe(200);
    expect((await server.request('POST', '/users/logout', { cookie: sessions[1] })).status).toBe(200);

    const lookups = countStatements('= any(');
    const results = await Promise.all(sdes.map((sde, i) => save(sessions[i]!, sde, { delta: [addPoint(i)], baseVersion: 1 })));
    expect(results.map((r) => r.status)).toEqual([200, 401, 200]);
    expect(results[1]!.body.code).toBe('E_SESSION_EXPIRED');
    expect(lookups()).toBe(1);
    expect(await pointsOf(sdes[0]!)).toEqual([0]);
    expect(await pointsOf(sdes[1]!)).toEqual([]);
    expect(await pointsOf(sdes[2]!)).toEqual([2]);
  });

  it('check together whether their histories are due for a snapshot, and each due one gets its snapshot', async () => {
    const small = await createTestServer({}, { history: { maxDeltas: 4, maxLogBytes: 1024 * 1024 } });
    try {
      const { admin, extractor } = await loginAll(small);
      const p = await createPaper(small, admin);
      const sdes = [randomUUID(), randomUUID(), randomUUID()];
      const saveTo = (sde: string, body: Record<string, unknown>) => small.request('POST', `/data-entry/${sde}`, { cookie: extractor, body: { done: false, paperUUID: p, dataFormat: 'WPD', ...body } });
      const client = (small.db as unknown as { _: { session: { client: { query: (...args: unknown[]) => unknown } } } })._.session.client;
      const spy = vi.spyOn(client, 'query');
      const checks = () => spy.mock.calls.filter(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text).includes('group by "data_entry_deltas"."entry_id"')).length;
      for (const sde of sdes) expect((await saveTo(sde, { data: projectDocument(0), baseVersion: 0 })).status).toBe(200);
      // At four deltas a check after every save: five rounds of three saves made together.
      for (let v = 1; v <= 5; v++) {
        const results = await Promise.all(sdes.map((sde, i) => saveTo(sde, { delta: [addPoint(v * 10 + i)], baseVersion: v })));
        expect(results.map((r) => r.body.version)).toEqual([v + 1, v + 1, v + 1]);
      }
      const ids = (await small.db.select({ id: dataEntries.id }).from(dataEntries).where(inArray(dataEntries.uuid, sdes))).map((r) => r.id);
      await vi.waitFor(
        async () => {
          const rows = await small.db.select({ entryId: dataEntrySnapshots.entryId, version: dataEntrySnapshots.version }).from(dataEntrySnapshots).where(inArray(dataEntrySnapshots.entryId, ids));
          for (const id of ids) expect(Math.max(...rows.filter((r) => r.entryId === id).map((r) => r.version))).toBeGreaterThanOrEqual(4);
        },
        { timeout: loaded(5000), interval: 50 },
      );
      // Fifteen saves were checked, in fewer statements.
      expect(checks()).toBeGreaterThan(0);
      expect(checks()).toBeLessThan(15);
      for (const [i, sde] of sdes.entries()) {
        const raw = await small.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: extractor });
        expect(raw.body.rawData.pages[0].datasets[0].points.map((pt: { x: number }) => pt.x)).toEqual([10, 20, 30, 40, 50].map((x) => x + i));
      }
    } finally {
      await small.close();
    }
  });
});
