import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import fastJsonPatch from 'fast-json-patch';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/api/client';
import { createPapersClient } from '../../src/api/papersClient';
import { createApp } from '../../src/server/app';
import { migrationsFolder, openDatabase } from '../../src/server/db';
import { dataEntries, dataEntryDeltas, dataEntrySnapshots } from '../../src/server/db/schema-papers';
import { createPaperRoutes } from '../../src/server/paperWork';
import { summarizeDelta } from '../../src/server/services/deltaSummary';
import { appendSaveIfAt, compactHistory } from '../../src/server/services/extractionHistory';
import { compressDocument, documentCache } from '../../src/server/services/extractions';
import { jsonSizeWithin } from '../../src/server/services/patchLimits';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, loginAll, projectDocument, snapshotPapers } from './papers-fixtures';
import { loaded } from '../timeouts';

let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;
let paper: string;

const save = (cookie: string, sde: string, body: Record<string, unknown>, s: TestServer = server, paperUUID = paper) =>
  s.request('POST', `/data-entry/${sde}`, { cookie, body: { done: false, paperUUID, dataFormat: 'WPD', ...body } });

const addPoint = (x: number) => ({ op: 'add' as const, path: '/pages/0/datasets/0/points/-', value: { x, y: 300 } });

async function entryId(sde: string, s: TestServer = server): Promise<number> {
  const [row] = await s.db.select({ id: dataEntries.id }).from(dataEntries).where(eq(dataEntries.uuid, sde));
  return row!.id;
}

beforeAll(async () => {
  server = await createTestServer();
  cookies = await loginAll(server);
  paper = await createPaper(server, cookies.admin, { name: 'History paper' });
});
afterAll(() => server.close());

describe('extraction history', () => {
  it('lists every save newest first with who, when, how many operations and what, and answers each version as it was', async () => {
    const sde = randomUUID();
    const start = projectDocument(2);
    const versions: unknown[] = [{}];
    expect((await save(cookies.extractor, sde, { delta: fastJsonPatch.compare({}, start), baseVersion: 0 })).status).toBe(200);
    versions.push(structuredClone(start));
    server.advance(60_000);
    expect((await save(cookies.extractor, sde, { delta: [addPoint(1), addPoint(2), addPoint(3)], baseVersion: 1 })).status).toBe(200);
    const three = structuredClone(start);
    three.pages[0]!.datasets[0]!.points.push({ x: 1, y: 300 }, { x: 2, y: 300 }, { x: 3, y: 300 });
    versions.push(structuredClone(three));
    server.advance(60_000);
    expect((await save(cookies.extractor, sde, { delta: [{ op: 'replace', path: '/pages/0/datasets/0/points/0/x', value: 150 }, { op: 'replace', path: '/pages/0/datasets/0/points/0/y', value: 250 }], baseVersion: 2 })).status).toBe(200);
    three.pages[0]!.datasets[0]!.points[0] = { x: 150, y: 250 };
    versions.push(structuredClone(three));
    // A whole-document save is kept as its difference from the version before.
    const whole = structuredClone(three);
    whole.pages[0]!.datasets[0]!.points.splice(1, 2);
    whole.misc.zoom = 2;
    expect((await save(cookies.extractor, sde, { data: whole, baseVersion: 3 })).status).toBe(200);
    versions.push(structuredClone(whole));
    expect((await save(cookies.extractor, sde, { delta: [], baseVersion: 4, done: true })).body).toMatchObject({ version: 5, completed: true });
    versions.push(structuredClone(whole));

    const res = await server.request('GET', `/data-entry/${sde}/history`, { cookie: cookies.extractor });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ uuid: sde, version: 5, history: { meta: { total: 5 } } });
    const items = res.body.history.data;
    expect(items.map((i: { version: number }) => i.version)).toEqual([5, 4, 3, 2, 1]);
    expect(items.every((i: { email: string; baseVersion: number; version: number }) => i.email === 'extractor@example.com' && i.baseVersion === i.version - 1)).toBe(true);
    expect(items.map((i: { summary: string }) => i.summary)).toEqual([
      'saved without changes, marked as done',
      'saved the whole extraction: changed the view, removed 2 points on XY graph, moved 2 points on XY graph',
      'moved 1 point on XY graph',
      'added 3 points on XY graph',
      'started the extraction: added XY graph, added 2 points on XY graph',
    ]);
    expect(items.map((i: { operations: number }) => i.operations)).toEqual([0, 6, 2, 3, 4]);
    expect(items.map((i: { kind: string }) => i.kind)).toEqual(['delta', 'document', 'delta', 'delta', 'delta']);
    expect(Date.parse(items[3].created_at) - Date.parse(items[4].created_at)).toBe(60_000);

    for (const [n, expected] of versions.entries()) {
      const version = await server.request('GET', `/data-entry/${sde}/versions/${n}`, { cookie: cookies.extractor });
      expect(version.status).toBe(200);
      expect(version.body.data, `version ${n}`).toEqual(expected);
      expect(version.body.version).toBe(n);
    }
    // Saves only appended rows: the one snapshot is the empty version 0, and a three-point delta is a few hundred bytes.
    const id = await entryId(sde);
    expect((await server.db.select({ version: dataEntrySnapshots.version }).from(dataEntrySnapshots).where(eq(dataEntrySnapshots.entryId, id))).map((r) => r.version)).toEqual([0]);
    const [v2row] = await server.db.select().from(dataEntryDeltas).where(sql`${dataEntryDeltas.entryId} = ${id} and ${dataEntryDeltas.version} = 2`);
    expect(JSON.parse(v2row!.ops!)).toEqual([addPoint(1), addPoint(2), addPoint(3)]);
    expect(v2row!.opsBytes).toBeLessThan(300);
    const v3 = await server.request('GET', `/data-entry/${sde}/versions/3`, { cookie: cookies.qc });
    expect(v3.body).toMatchObject({ uuid: sde, version: 3, email: 'extractor@example.com', summary: 'moved 1 point on XY graph' });

    const page = await server.request('GET', `/data-entry/${sde}/history`, { cookie: cookies.extractor, query: { itemsPerPage: '2', page: '2' } });
    expect(page.body.history.data.map((i: { version: number }) => i.version)).toEqual([3, 2]);
    expect((await server.request('GET', `/data-entry/${sde}/versions/6`, { cookie: cookies.extractor })).status).toBe(404);
    for (const bad of ['abc', '-1', '1.5', '9999999999']) {
      const refused = await server.request('GET', `/data-entry/${sde}/versions/${bad}`, { cookie: cookies.extractor });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.message).toBe('version must be a whole number');
    }
    expect((await server.request('GET', `/data-entry/${sde}/history`, { cookie: cookies.extractor, query: { page: '0' } })).status).toBe(400);
  });

  it('logs the operations of a delta as they were sent, also when a later one changes what an earlier one added', async () => {
    const sde = randomUUID();
    await save(cookies.extractor, sde, { data: projectDocument(1), baseVersion: 0 });
    const delta = [
      { op: 'add', path: '/pages/0/datasets/0/points/-', value: { x: 5, y: 6, metadata: { 0: { tag: { name: 'Mean', uuid: 'm' }, value: '1' } } } },
      { op: 'remove', path: '/pages/0/datasets/0/points/1/metadata' },
      { op: 'replace', path: '/pages/0/datasets/0/points/1/x', value: 7 },
    ];
    expect((await save(cookies.extractor, sde, { delta, baseVersion: 1 })).status).toBe(200);
    const [row] = await server.db.select().from(dataEntryDeltas).where(sql`${dataEntryDeltas.entryId} = ${await entryId(sde)} and ${dataEntryDeltas.version} = 2`);
    expect(JSON.parse(row!.ops!)).toEqual(delta);
    const expected = projectDocument(1);
    expected.pages[0]!.datasets[0]!.points.push({ x: 7, y: 6 });
    const id = await entryId(sde);
    documentCache.forget(id);
    expect((await server.request('GET', `/data-entry/${sde}/versions/2`, { cookie: cookies.extractor })).body.data).toEqual(expected);
    expect(await compactHistory(server.db, id)).toBe(2);
    expect((await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor })).body.rawData).toEqual(expected);
  });

  it('lets only those who may read the extraction read its history', async () => {
    const sde = randomUUID();
    await save(cookies.extractor, sde, { data: projectDocument(1), baseVersion: 0 });
    const roles = await server.request('GET', '/roles', { cookie: cookies.admin, query: { itemsPerPage: '-1' } });
    const role = roles.body.roles.data.find((r: { slug: string }) => r.slug === 'data_entry_user_2');
    const email = `second-extractor-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Second-Extractor-Heron5';
    const created = await server.request('POST', '/users', { cookie: cookies.admin, body: { first_name: 'Second', last_name: 'Extractor', email, password, roles: [role.uuid], organizations: [] } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const other = await server.login(email, password);
    for (const path of [`/data-entry/${sde}/history`, `/data-entry/${sde}/versions/1`, `/data-entry/${sde}/versions/0`]) {
      const refused = await server.request('GET', path, { cookie: other });
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe('This extraction belongs to another user');
      expect((await server.request('GET', path, { cookie: cookies.qc })).status).toBe(200);
      expect((await server.request('GET', path, { cookie: cookies.admin })).status).toBe(200);
      expect((await server.request('GET', path)).status).toBe(401);
    }
    expect((await server.request('GET', `/data-entry/${randomUUID()}/history`, { cookie: cookies.extractor })).status).toBe(404);
    expect((await server.request('GET', '/data-entry/not-a-uuid/versions/1', { cookie: cookies.extractor })).status).toBe(404);
  });

  it('still refuses concurrent saves from a stale base with 409 and keeps one contiguous history', async () => {
    const sde = randomUUID();
    await save(cookies.extractor, sde, { data: projectDocument(0), baseVersion: 0 });
    let version = 1;
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(Array.from({ length: 4 }, (_, i) => save(cookies.extractor, sde, { delta: [addPoint(round * 10 + i)], baseVersion: version })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      const stale = results.filter((r) => r.status === 409);
      expect(stale).toHaveLength(3);
      expect(stale.every((r) => r.body.code === 'stale_base' && r.body.version === version + 1)).toBe(true);
      version++;
    }
    const before = await snapshotPapers(server.db);
    expect((await save(cookies.extractor, sde, { delta: [addPoint(99)], baseVersion: 1 })).status).toBe(409);
    expect(await snapshotPapers(server.db)).toBe(before);
    const rows = await server.db.select({ version: dataEntryDeltas.version }).from(dataEntryDeltas).where(eq(dataEntryDeltas.entryId, await entryId(sde))).orderBy(dataEntryDeltas.version);
    expect(rows.map((r) => r.version)).toEqual([1, 2, 3, 4]);
  });

  it('answers concurrent copies of one save (retries of a lost answer) with the same version and keeps it once', async () => {
    const sde = randomUUID();
    await save(cookies.extractor, sde, { data: projectDocument(0), baseVersion: 0 });
    const results = await Promise.all(Array.from({ length: 6 }, () => save(cookies.extractor, sde, { delta: [addPoint(7)], baseVersion: 1 })));
    expect(results.map((r) => [r.status, r.body.version])).toEqual(Array.from({ length: 6 }, () => [200, 2]));
    const rows = await server.db.select({ version: dataEntryDeltas.version }).from(dataEntryDeltas).where(eq(dataEntryDeltas.entryId, await entryId(sde))).orderBy(dataEntryDeltas.version);
    expect(rows.map((r) => r.version)).toEqual([1, 2]);
    const raw = await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor });
    expect(raw.body.rawData.pages[0].datasets[0].points).toEqual([{ x: 7, y: 300 }]);
  });

  it('moves an entry on and appends its delta only from the version the save was made from, both or neither', async () => {
    const sde = randomUUID();
    await save(cookies.extractor, sde, { data: projectDocument(0), baseVersion: 0 });
    const id = await entryId(sde);
    const [user] = await server.db.select({ userId: dataEntries.userId }).from(dataEntries).where(eq(dataEntries.id, id));
    const append = (fingerprint: string) =>
      appendSaveIfAt(server.db, {
        entryId: id,
        baseVersion: 1,
        userId: user!.userId,
        ownerId: user!.userId,
        paperUuid: paper,
        now: new Date(),
        kind: 'delta',
        ops: { json: JSON.stringify([addPoint(fingerprint.length)]), count: 1 },
        summary: 'added 1 point on XY graph',
        documentBytes: 500,
        completedAt: null,
        isValidated: 'kept',
        fingerprint,
      });
    const [first, second] = await Promise.all([append('a'.repeat(64)), append('b'.repeat(64))]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const [entry] = await server.db.select().from(dataEntries).where(eq(dataEntries.id, id));
    expect(entry).toMatchObject({ version: 2, documentBytes: 500, lastSaveSha256: first ? 'a'.repeat(64) : 'b'.repeat(64) });
    const rows = await server.db.select({ version: dataEntryDeltas.version, baseVersion: dataEntryDeltas.baseVersion }).from(dataEntryDeltas).where(eq(dataEntryDeltas.entryId, id)).orderBy(dataEntryDeltas.version);
    expect(rows).toEqual([
      { version: 1, baseVersion: 0 },
      { version: 2, baseVersion: 1 },
    ]);
    expect(await append('c'.repeat(64))).toBeUndefined();
    expect((await server.db.select({ version: dataEntries.version }).from(dataEntries).where(eq(dataEntries.id, id)))[0]!.version).toBe(2);
  });

  it('compacts into a snapshot that is the same document, keeps every delta and every version readable', async () => {
    const sde = randomUUID();
    await save(cookies.extractor, sde, { data: projectDocument(5, { value: '7' }), baseVersion: 0 });
    for (let v = 1; v <= 12; v++) {
      const delta = v % 3 === 0 ? [{ op: 'remove', path: '/pages/0/datasets/0/points/0' }] : [addPoint(v), { op: 'replace', path: '/misc/zoom', value: v }];
      expect((await save(cookies.extractor, sde, { delta, baseVersion: v })).status).toBe(200);
    }
    const id = await entryId(sde);
    const read = async (n: number) => (await server.request('GET', `/data-entry/${sde}/versions/${n}`, { cookie: cookies.extractor })).body.data;
    const before = await Promise.all(Array.from({ length: 14 }, (_, n) => read(n)));
    const rawBefore = JSON.stringify((await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor })).body.rawData);

    // Once from the document a save left in memory, once from the stored history: the same bytes.
    expect(await compactHistory(server.db, id)).toBe(13);
    expect(await compactHistory(server.db, id)).toBeUndefined();
    const [first] = await server.db.select().from(dataEntrySnapshots).where(sql`${dataEntrySnapshots.entryId} = ${id} and ${dataEntrySnapshots.version} = 13`);
    await server.db.delete(dataEntrySnapshots).where(sql`${dataEntrySnapshots.entryId} = ${id} and ${dataEntrySnapshots.version} = 13`);
    documentCache.forget(id);
    expect(await compactHistory(server.db, id)).toBe(13);
    const [second] = await server.db.select().from(dataEntrySnapshots).where(sql`${dataEntrySnapshots.entryId} = ${id} and ${dataEntrySnapshots.version} = 13`);
    expect(second!.document.equals(first!.document)).toBe(true);
    expect(second!.documentBytes).toBe(rawBefore.length);

    const rawAfter = JSON.stringify((await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor })).body.rawData);
    expect(rawAfter).toBe(rawBefore);
    expect(await Promise.all(Array.from({ length: 14 }, (_, n) => read(n)))).toEqual(before);
    const history = await server.request('GET', `/data-entry/${sde}/history`, { cookie: cookies.extractor, query: { itemsPerPage: '-1' } });
    expect(history.body.history.meta.total).toBe(13);
    // Saves go on from the snapshot, and the next versions replay from it.
    expect((await save(cookies.extractor, sde, { delta: [addPoint(42)], baseVersion: 13 })).status).toBe(200);
    const latest = await read(14);
    expect(latest.pages[0].datasets[0].points.at(-1)).toEqual({ x: 42, y: 300 });
    expect(latest.pages[0].datasets[0].points.slice(0, -1)).toEqual(before[13].pages[0].datasets[0].points);
    const validate = await server.request('POST', `/data-entry/${sde}/validate`, { cookie: cookies.extractor, body: { includeJson: true } });
    expect(validate.body.json).toEqual(latest);
    const loaded = await server.request('GET', `/papers/${paper}`, { cookie: cookies.extractor, query: { saveUUID: sde } });
    expect(loaded.body.saveData).toMatchObject({ uuid: sde, version: 14, data: latest });
  });

  it('compacts in the background after the configured number of deltas, while saves go on', async () => {
    const small = await createTestServer({}, { history: { maxDeltas: 4, maxLogBytes: 1024 * 1024 } });
    try {
      const extractor = (await loginAll(small)).extractor;
      const p = await createPaper(small, (await loginAll(small)).admin);
      const sde = randomUUID();
      await save(extractor, sde, { data: projectDocument(3), baseVersion: 0 }, small, p);
      for (let v = 1; v <= 9; v++) expect((await save(extractor, sde, { delta: [addPoint(v)], baseVersion: v }, small, p)).status).toBe(200);
      const id = await entryId(sde, small);
      await vi.waitFor(
        async () => {
          const rows = await small.db.select({ version: dataEntrySnapshots.version }).from(dataEntrySnapshots).where(eq(dataEntrySnapshots.entryId, id)).orderBy(dataEntrySnapshots.version);
          expect(rows.map((r) => r.version).at(-1)).toBeGreaterThanOrEqual(8);
        },
        { timeout: loaded(5000), interval: 50 },
      );
      const raw = await small.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: extractor });
      expect(raw.body.rawData.pages[0].datasets[0].points.map((pt: { x: number }) => pt.x)).toEqual([100, 101, 102, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const deltas = await small.db.select({ n: sql<number>`count(*)::int` }).from(dataEntryDeltas).where(eq(dataEntryDeltas.entryId, id));
      expect(deltas[0]!.n).toBe(10);
    } finally {
      await small.close();
    }
  });

  it('answers a whole document nested too deeply for its difference with 400, not 500', async () => {
    const sde = randomUUID();
    await save(cookies.extractor, sde, { data: projectDocument(1), baseVersion: 0 });
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const rawBody = `{"data":{"format":"WPD","deep":${deep}},"baseVersion":1,"paperUUID":"${paper}","dataFormat":"WPD","done":false}`;
    const res = await server.request('POST', `/data-entry/${sde}`, { cookie: cookies.extractor, rawBody });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await server.request('GET', `/data-entry/${sde}/history`, { cookie: cookies.extractor })).body.version).toBe(1);
  });

  it('keeps one history when two server processes save into the same extraction and one of them compacts', async () => {
    // A second app on the same database; forgetting the parsed document between saves stands for a process that did not make the last save.
    const second = createApp({ db: server.db, config: server.config, log: () => undefined, extraRoutes: createPaperRoutes({ store: server.fileStore, config: { history: { maxDeltas: 3, maxLogBytes: 1024 * 1024 } } }) });
    const viaSecond = (body: Record<string, unknown>) =>
      second.request(`http://localhost/api/data-entry/${sde}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, Cookie: cookies.extractor },
        body: JSON.stringify({ done: false, paperUUID: paper, dataFormat: 'WPD', ...body }),
      });
    const sde = randomUUID();
    expect((await save(cookies.extractor, sde, { data: projectDocument(2), baseVersion: 0 })).status).toBe(200);
    const id = await entryId(sde);
    for (let v = 1; v <= 10; v++) {
      documentCache.forget(id);
      const body = { delta: [addPoint(v)], baseVersion: v };
      const res = v % 2 ? await viaSecond(body) : await save(cookies.extractor, sde, body);
      expect(res.status).toBe(200);
    }
    await vi.waitFor(async () => {
      const rows = await server.db.select({ version: dataEntrySnapshots.version }).from(dataEntrySnapshots).where(eq(dataEntrySnapshots.entryId, id));
      expect(rows.length).toBeGreaterThan(2);
    });
    documentCache.forget(id);
    const expected = projectDocument(2);
    for (let v = 1; v <= 10; v++) expected.pages[0]!.datasets[0]!.points.push({ x: v, y: 300 });
    expect((await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor })).body.rawData).toEqual(expected);
    const history = await server.request('GET', `/data-entry/${sde}/history`, { cookie: cookies.extractor, query: { itemsPerPage: '-1' } });
    expect(history.body.history.data.map((i: { version: number }) => i.version)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const fifth = (await server.request('GET', `/data-entry/${sde}/versions/5`, { cookie: cookies.extractor })).body.data;
    expect(fifth.pages[0].datasets[0].points.map((pt: { x: number }) => pt.x)).toEqual([100, 101, 1, 2, 3, 4]);
  });

  it('is in the typed client and the API document', async () => {
    const sde = randomUUID();
    await save(cookies.extractor, sde, { data: projectDocument(1), baseVersion: 0 });
    await save(cookies.extractor, sde, { delta: [addPoint(7)], baseVersion: 1 });
    const client = createPapersClient({
      baseUrl: 'http://localhost/api',
      fetch: async (url, init) => {
        const headers = new Headers(init?.headers);
        headers.set('Cookie', cookies.extractor);
        return server.app.request(String(url), { ...init, headers });
      },
    });
    const history = await client.dataEntryHistory(sde, { itemsPerPage: 1 });
    expect(history).toMatchObject({ uuid: sde, version: 2, history: { meta: { total: 2 }, data: [{ version: 2, summary: 'added 1 point on XY graph', operations: 1 }] } });
    expect((await client.dataEntryVersion(sde, 1)).data).toEqual(projectDocument(1));
    await expect(client.dataEntryVersion(sde, 3)).rejects.toMatchObject({ status: 404 });
    const api = await server.request('GET', '/openapi.json');
    expect(api.body.paths['/data-entry/{sdeUuid}/history'].get.operationId).toBe('dataEntryHistory');
    expect(api.body.paths['/data-entry/{sdeUuid}/versions/{version}'].get.parameters).toContainEqual(expect.objectContaining({ name: 'version', schema: { type: 'integer' } }));
  });

  it('keeps a training reset in the history', async () => {
    const training = await createPaper(server, cookies.admin, { isTraining: true });
    const sde = randomUUID();
    await save(cookies.extractor, sde, { data: projectDocument(2), baseVersion: 0, isTraining: true }, server, training);
    await save(cookies.extractor, sde, { data: null, isReset: true }, server, training);
    const history = await server.request('GET', `/data-entry/${sde}/history`, { cookie: cookies.extractor });
    expect(history.body.history.data[0]).toMatchObject({ version: 2, kind: 'reset', operations: 1, summary: 'reset the training extraction' });
    expect((await server.request('GET', `/data-entry/${sde}/versions/2`, { cookie: cookies.extractor })).body.data).toEqual({});
    expect((await server.request('GET', `/data-entry/${sde}/versions/1`, { cookie: cookies.extractor })).body.data).toEqual(projectDocument(2));
  });
});

describe('the document size an entry keeps for the limit', () => {
  const storedBytes = async (sde: string) => (await server.db.select({ bytes: dataEntries.documentBytes }).from(dataEntries).where(eq(dataEntries.uuid, sde)))[0]!.bytes;
  const exactBytes = async (sde: string) => JSON.stringify((await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor })).body.rawData).length;

  it('is exact after a whole-document save and a compaction, and grows by what a delta brings in without reading the document', async () => {
    const sde = randomUUID();
    expect((await save(cookies.extractor, sde, { data: projectDocument(3), baseVersion: 0 })).status).toBe(200);
    const whole = await storedBytes(sde);
    expect(whole).toBe(JSON.stringify(projectDocument(3)).length);
    expect((await save(cookies.extractor, sde, { delta: [addPoint(7)], baseVersion: 1 })).status).toBe(200);
    const grown = await storedBytes(sde);
    expect(grown).toBeGreaterThanOrEqual(await exactBytes(sde));
    expect(grown - whole).toBeGreaterThanOrEqual(jsonSizeWithin(addPoint(7).value, Infinity));
    expect(grown - whole).toBeLessThan(40);
    // What a delta removes is not subtracted: the stored size stays an upper bound.
    expect((await save(cookies.extractor, sde, { delta: [{ op: 'remove', path: '/pages/0/datasets/0/points/0' }], baseVersion: 2 })).status).toBe(200);
    const bound = await storedBytes(sde);
    expect(bound).toBe(grown);
    const exact = await exactBytes(sde);
    expect(exact).toBeLessThan(bound);
    expect(await compactHistory(server.db, await entryId(sde))).toBe(3);
    expect(await storedBytes(sde)).toBe(exact);
  });

  it('is at least the JSON after a first delta into a new entry, and 2 after a reset', async () => {
    const training = await createPaper(server, cookies.admin, { isTraining: true });
    const sde = randomUUID();
    expect((await save(cookies.extractor, sde, { delta: fastJsonPatch.compare({}, projectDocument(2)), baseVersion: 0, isTraining: true }, server, training)).status).toBe(200);
    expect(await storedBytes(sde)).toBeGreaterThanOrEqual(await exactBytes(sde));
    expect((await save(cookies.extractor, sde, { data: null, isReset: true }, server, training)).status).toBe(200);
    expect(await storedBytes(sde)).toBe(2);
  });
});

describe('summaries of saves', () => {
  const doc = projectDocument(4);
  doc.pages[0]!.axes[0]!.name = 'XY graph 1';
  doc.pages[0]!.datasets[0]!.axesName = 'XY graph 1';
  const points = '/pages/0/datasets/0/points';

  it.each([
    [[addPoint(1), addPoint(2), addPoint(3)], 'added 3 points on XY graph 1'],
    [[{ op: 'add', path: `${points}/0`, value: { x: 1, y: 1 } }], 'added 1 point on XY graph 1'],
    [[{ op: 'remove', path: `${points}/3` }, { op: 'remove', path: `${points}/2` }], 'removed 2 points on XY graph 1'],
    [[{ op: 'replace', path: `${points}/1/x`, value: 5 }, { op: 'replace', path: `${points}/1/y`, value: 5 }], 'moved 1 point on XY graph 1'],
    [[{ op: 'add', path: `${points}/1/metadata`, value: { 0: { tag: { name: 'Mean', uuid: 'm' }, value: '3' } } }], 'tagged 1 point on XY graph 1'],
    [[{ op: 'add', path: '/pages/0/datasets/-', value: { name: 'Arm B', axesName: 'XY graph 1', points: [{ x: 1, y: 1 }, { x: 2, y: 2 }] } }], 'added dataset Arm B, added 2 points on XY graph 1'],
    [[{ op: 'remove', path: '/pages/0/datasets/0' }], 'removed dataset Arm A'],
    [[{ op: 'replace', path: '/pages/0/axes/0/calibrationPoints/0/dx', value: 1 }], 'calibrated XY graph 1'],
    [[{ op: 'replace', path: '/pages/0/datasets/0/name', value: 'Placebo' }], 'renamed dataset Arm A to Placebo'],
    [[{ op: 'replace', path: '/misc/zoom', value: 2 }, { op: 'replace', path: '/misc/scroll/x', value: 2 }], 'changed the view'],
    [[{ op: 'test', path: '/format', value: 'WPD' }], 'saved without changes'],
    [[addPoint(1), { op: 'remove', path: `${points}/0` }, { op: 'replace', path: '/misc/zoom', value: 2 }, { op: 'replace', path: '/pages/0/datasets/0/name', value: 'B' }], 'added 1 point on XY graph 1, removed 1 point on XY graph 1, changed the view and 1 more change'],
  ] as const)('%j reads as %s', (delta, expected) => {
    const before = JSON.stringify(doc);
    expect(summarizeDelta(doc, delta as never)).toBe(expected);
    expect(JSON.stringify(doc)).toBe(before);
  });

  it('names whole-document saves, resets, completion and first saves', () => {
    expect(summarizeDelta(doc, [], { kind: 'document' })).toBe('saved the whole extraction without changes');
    expect(summarizeDelta(doc, [{ op: 'replace', path: '', value: {} }], { kind: 'reset' })).toBe('reset the training extraction');
    expect(summarizeDelta(doc, [addPoint(1)], { done: true })).toBe('added 1 point on XY graph 1, marked as done');
    expect(summarizeDelta({}, [{ op: 'add', path: '/pages', value: doc.pages }])).toBe('started the extraction: added XY graph 1, added 4 points on XY graph 1');
    expect(summarizeDelta({ a: 1 }, [{ op: 'replace', path: '', value: { b: 2 } }])).toBe('replaced the whole extraction');
    // Names come from the client; the summary stays short however long they are.
    const long = summarizeDelta(doc, [{ op: 'replace', path: '/pages/0/datasets/0/name', value: 'x'.repeat(5000) }, { op: 'add', path: `/${'k'.repeat(5000)}`, value: 1 }]);
    expect(long.length).toBeLessThan(200);
    expect(long).toMatch(/^renamed dataset Arm A to x+…, changed k+…$/);
    // A first save of many points counts them without listing each.
    expect(summarizeDelta({}, [{ op: 'add', path: '/pages', value: projectDocument(50_000).pages }])).toBe('started the extraction: added XY graph, added 50,000 points on XY graph');
  });
});

describe('migration of stored extractions', () => {
  it('turns each stored document into a snapshot of its version, listed in its history as imported', async () => {
    // The migrations before history was kept, then an extraction stored the old way, then the rest.
    const folder = await mkdtemp(join(tmpdir(), 'sourcebench-migrations-'));
    const database = await openDatabase({});
    try {
      await cp(migrationsFolder, folder, { recursive: true });
      const journalPath = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((e) => e.tag === '0006_data_entry_history');
      expect(at).toBeGreaterThan(0);
      await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as never, { migrationsFolder: folder });
      const stored = projectDocument(3);
      const compressed = await compressDocument(JSON.stringify(stored));
      await database.db.execute(sql`insert into users (first_name, last_name, email) values ('Old', 'Saver', 'old@example.com')`);
      await database.db.execute(sql`insert into papers (name) values ('Old paper')`);
      await database.db.execute(
        sql`insert into data_entries (uuid, paper_id, user_id, version, document, document_bytes) values ('6f0c2f8e-2b7a-4c1e-9d3f-5a6b7c8d9e0f', (select id from papers limit 1), (select id from users where email = 'old@example.com'), 7, ${compressed}, ${JSON.stringify(stored).length})`,
      );
      await database.migrate();
      const [entry] = await database.db.select().from(dataEntries);
      const { documentAt } = await import('../../src/server/services/extractionHistory');
      expect(await documentAt(database.db, entry!.id, 7)).toEqual(stored);
      expect(await documentAt(database.db, entry!.id, 6)).toBeUndefined();
      const [delta] = await database.db.select().from(dataEntryDeltas);
      expect(delta).toMatchObject({ version: 7, baseVersion: 6, kind: 'imported', operations: 0, summary: 'saved before history was kept' });
      // The size the document limit starts from stays with the entry.
      expect(entry!.documentBytes).toBe(JSON.stringify(stored).length);
    } finally {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
