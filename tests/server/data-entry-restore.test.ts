import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fastJsonPatch from 'fast-json-patch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataEntries, dataEntryDeltas, dataEntrySnapshots } from '../../src/server/db/schema-papers';
import { compactHistory } from '../../src/server/services/extractionHistory';
import { documentCache } from '../../src/server/services/extractions';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, loginAll, projectDocument } from './papers-fixtures';

let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;
let paper: string;

const save = (cookie: string, sde: string, body: Record<string, unknown>) =>
  server.request('POST', `/data-entry/${sde}`, { cookie, body: { done: false, paperUUID: paper, dataFormat: 'WPD', ...body } });
const restore = (cookie: string, sde: string, body: Record<string, unknown>) => server.request('POST', `/data-entry/${sde}/restore`, { cookie, body });
const versionOf = async (sde: string, n: number) => (await server.request('GET', `/data-entry/${sde}/versions/${n}`, { cookie: cookies.extractor })).body.data;
const historyOf = async (sde: string) => (await server.request('GET', `/data-entry/${sde}/history`, { cookie: cookies.extractor })).body;

const movePoint = (x: number) => [{ op: 'replace' as const, path: '/pages/0/datasets/0/points/0/x', value: x }];

/** An extraction by the extractor with three versions: two points, the first point moved, a third point added. */
async function threeVersions(): Promise<string> {
  const sde = randomUUID();
  expect((await save(cookies.extractor, sde, { delta: fastJsonPatch.compare({}, projectDocument(2)), baseVersion: 0 })).status).toBe(200);
  expect((await save(cookies.extractor, sde, { delta: movePoint(420), baseVersion: 1 })).status).toBe(200);
  expect((await save(cookies.extractor, sde, { delta: [{ op: 'add', path: '/pages/0/datasets/0/points/-', value: { x: 300, y: 200 } }], baseVersion: 2 })).status).toBe(200);
  return sde;
}

beforeAll(async () => {
  server = await createTestServer();
  cookies = await loginAll(server);
  paper = await createPaper(server, cookies.admin, { name: 'Restore paper' });
});
afterAll(() => server.close());

describe('restoring a version of an extraction', () => {
  it('saves the chosen version as a new one and leaves every earlier version as it was', async () => {
    const sde = await threeVersions();
    const before = [await versionOf(sde, 1), await versionOf(sde, 2), await versionOf(sde, 3)];
    server.advance(60_000);
    const res = await restore(cookies.extractor, sde, { version: 1, baseVersion: 3 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: 'Version 1 restored', version: 4, completed: false, restored: 1 });

    expect(await versionOf(sde, 4)).toEqual(projectDocument(2));
    expect([await versionOf(sde, 1), await versionOf(sde, 2), await versionOf(sde, 3)]).toEqual(before);
    const history = await historyOf(sde);
    expect(history.version).toBe(4);
    expect(history.history.data[0]).toMatchObject({ version: 4, baseVersion: 3, kind: 'document', email: 'extractor@example.com', summary: 'restored version 1', operations: 2 });
    expect(history.history.meta.total).toBe(4);

    // The raw data (read without the cache) and the next save start from the restored document.
    const [entry] = await server.db.select({ id: dataEntries.id }).from(dataEntries).where(eq(dataEntries.uuid, sde));
    documentCache.forget(entry!.id);
    expect((await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor })).body.rawData).toEqual(projectDocument(2));
    expect((await save(cookies.extractor, sde, { delta: movePoint(111), baseVersion: 4 })).body).toMatchObject({ version: 5 });
    const five = projectDocument(2);
    five.pages[0]!.datasets[0]!.points[0]!.x = 111;
    expect(await versionOf(sde, 5)).toEqual(five);
  });

  it('restores from a snapshot written after the version it restores', async () => {
    const sde = await threeVersions();
    const [entry] = await server.db.select({ id: dataEntries.id }).from(dataEntries).where(eq(dataEntries.uuid, sde));
    expect(await compactHistory(server.db, entry!.id)).toBe(3);
    documentCache.forget(entry!.id);
    const expected = await versionOf(sde, 2);
    expect((await restore(cookies.extractor, sde, { version: 2 })).body).toMatchObject({ version: 4, restored: 2 });
    expect(await versionOf(sde, 4)).toEqual(expected);
    const snapshots = await server.db.select({ version: dataEntrySnapshots.version }).from(dataEntrySnapshots).where(eq(dataEntrySnapshots.entryId, entry!.id));
    expect(snapshots.map((s) => s.version).sort()).toEqual([0, 3]);
  });

  it('answers 404 for a version the extraction does not have and for an unknown extraction', async () => {
    const sde = await threeVersions();
    const missing = await restore(cookies.extractor, sde, { version: 9 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Version not found');
    const unknown = await restore(cookies.extractor, randomUUID(), { version: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Extraction not found');
    expect((await historyOf(sde)).version).toBe(3);
  });

  it('refuses bad bodies with a clear message', async () => {
    const sde = await threeVersions();
    for (const [body, message] of [
      [{}, 'version: version must be a number'],
      [{ version: 'two' }, 'version: version must be a number'],
      [{ version: 1.5 }, 'version: version must be a whole number'],
      [{ version: 0 }, 'version: version must be 1 or more'],
    ] as const) {
      const res = await restore(cookies.extractor, sde, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const current = await restore(cookies.extractor, sde, { version: 3 });
    expect(current.status).toBe(409);
    expect(current.body.message).toBe('Version 3 is already the current version');
  });

  it('answers 409 with the current version when the extraction was saved since the version the client has', async () => {
    const sde = await threeVersions();
    const stale = await restore(cookies.extractor, sde, { version: 1, baseVersion: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale_base', version: 3, message: 'This extraction was saved elsewhere since your last save; reload to continue' });
    expect((await historyOf(sde)).version).toBe(3);
  });

  it("lets only those who may save the extraction restore it, and keeps a completed extraction's completion", async () => {
    const sde = await threeVersions();
    const byQc = await restore(cookies.qc, sde, { version: 1 });
    expect(byQc.status).toBe(403);
    expect(byQc.body.message).toBe('This extraction belongs to another user');
    expect((await historyOf(sde)).version).toBe(3);

    expect((await save(cookies.extractor, sde, { delta: [], baseVersion: 3, done: true })).body).toMatchObject({ version: 4, completed: true });
    // The administrator may save anyone's extraction, and so restore it; it stays completed, to be validated again.
    const byAdmin = await restore(cookies.admin, sde, { version: 2 });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect(byAdmin.body).toMatchObject({ version: 5, completed: true });
    const [entry] = await server.db.select().from(dataEntries).where(eq(dataEntries.uuid, sde));
    expect(entry!.completedAt).not.toBeNull();
    expect(entry!.isValidated).toBe(false);
    const [row] = await server.db.select().from(dataEntryDeltas).where(sql`${dataEntryDeltas.entryId} = ${entry!.id} and ${dataEntryDeltas.version} = 5`);
    expect(row!.summary).toBe('restored version 2');
  });

  it('answers 404 once the paper is deleted', async () => {
    const own = await createPaper(server, cookies.admin, { name: 'Deleted later' });
    const sde = randomUUID();
    const first = await server.request('POST', `/data-entry/${sde}`, { cookie: cookies.extractor, body: { done: false, paperUUID: own, dataFormat: 'WPD', data: projectDocument(1), baseVersion: 0 } });
    expect(first.status).toBe(200);
    await server.request('POST', `/data-entry/${sde}`, { cookie: cookies.extractor, body: { done: false, paperUUID: own, dataFormat: 'WPD', delta: movePoint(5), baseVersion: 1 } });
    expect((await server.request('DELETE', `/papers/${own}`, { cookie: cookies.admin })).status).toBe(200);
    const res = await restore(cookies.extractor, sde, { version: 1 });
    expect(res.status).toBe(404);
  });
});
