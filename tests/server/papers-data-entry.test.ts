import { randomUUID } from 'node:crypto';
import fastJsonPatch from 'fast-json-patch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAPER_MESSAGES } from '../../src/api/papers';
import { dataEntries } from '../../src/server/db/schema-papers';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, loginAll, projectDocument, snapshotPapers } from './papers-fixtures';

let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;
let paper: string;

const save = (cookie: string, sde: string, body: Record<string, unknown>) =>
  server.request('POST', `/data-entry/${sde}`, { cookie, body: { done: false, paperUUID: paper, dataFormat: 'WPD', ...body } });

beforeAll(async () => {
  server = await createTestServer();
  cookies = await loginAll(server);
  paper = await createPaper(server, cookies.admin, { name: 'Smith; 2021; SGLT2 trial' });
});
afterAll(() => server.close());

describe('data entry', () => {
  it('creates an entry from a first delta, then applies deltas in order by version', async () => {
    const sde = randomUUID();
    const doc = projectDocument(3);
    const first = await save(cookies.extractor, sde, { delta: fastJsonPatch.compare({}, doc), baseVersion: 0 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ status: 'success', message: PAPER_MESSAGES.saved, version: 1, completed: false });
    const second = await save(cookies.extractor, sde, { delta: [{ op: 'add', path: '/pages/0/datasets/0/points/-', value: { x: 1, y: 2 } }], baseVersion: 1 });
    expect(second.body.version).toBe(2);
    const raw = await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor });
    expect(raw.body.paperName).toBe('Smith; 2021; SGLT2 trial');
    expect(raw.body.rawData.pages[0].datasets[0].points).toHaveLength(4);
    const entry = await server.request('GET', `/data-entry/${sde}`, { cookie: cookies.extractor });
    expect(entry.body).toMatchObject({ paper: { uuid: paper }, uuid: sde, version: 2 });
  });

  it('refuses a stale base with 409, keeps what was saved, and answers a retried save as done', async () => {
    const sde = randomUUID();
    const body = { delta: fastJsonPatch.compare({}, projectDocument(1)), baseVersion: 0 };
    expect((await save(cookies.extractor, sde, body)).status).toBe(200);
    // The same request again (its answer was lost): answered as the save it already was.
    const retry = await save(cookies.extractor, sde, body);
    expect(retry.status).toBe(200);
    expect(retry.body.version).toBe(1);
    const before = await snapshotPapers(server.db);
    const stale = await save(cookies.extractor, sde, { delta: [{ op: 'replace', path: '/misc/zoom', value: 3 }], baseVersion: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ status: 'error', code: 'stale_base', message: PAPER_MESSAGES.staleBase, error: PAPER_MESSAGES.staleBase, version: 1 });
    expect(await snapshotPapers(server.db)).toBe(before);
  });

  it('loses nothing under concurrent deltas: each is applied in order or refused', async () => {
    const sde = randomUUID();
    await save(cookies.extractor, sde, { delta: fastJsonPatch.compare({}, projectDocument(0)), baseVersion: 0 });
    let version = 1;
    const accepted: number[] = [];
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          save(cookies.extractor, sde, { delta: [{ op: 'add', path: '/pages/0/datasets/0/points/-', value: { x: round * 10 + i, y: 0 } }], baseVersion: version }),
        ),
      );
      const ok = results.filter((r) => r.status === 200);
      expect(ok).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(3);
      accepted.push(round * 10 + results.findIndex((r) => r.status === 200));
      version = ok[0]!.body.version;
    }
    const raw = await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor });
    expect(raw.body.rawData.pages[0].datasets[0].points.map((p: { x: number }) => p.x)).toEqual(accepted);
  });

  it('validates with the editor core, refuses done with validation_failed and completes a valid entry', async () => {
    const sde = randomUUID();
    await save(cookies.extractor, sde, { data: projectDocument(2, { branch: null }), baseVersion: 0 });
    const check = await server.request('POST', `/data-entry/${sde}/validate`, { cookie: cookies.extractor, body: {} });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ status: 'error', message: '1 problem found: Data point has no study branch' });
    expect(check.body.data[0]).toMatchObject({ page: 1, type: 'missing-study-branch', x: 100, y: 500, dataPoints: [{ axesName: 'XY graph', datasetName: 'Arm A', index: 0 }, { axesName: 'XY graph', datasetName: 'Arm A', index: 1 }] });

    const before = await snapshotPapers(server.db);
    const refused = await save(cookies.extractor, sde, { delta: [], baseVersion: 1, done: true });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'validation_failed', version: 1 });
    expect(refused.body.data).toHaveLength(1);
    expect(await snapshotPapers(server.db)).toBe(before);

    const fixed = await save(cookies.extractor, sde, { delta: [{ op: 'add', path: '/pages/0/datasets/0/metadata/studyData', value: { compositeKey: 'S1', tagGroup: { name: 'Outcomes', uuid: 'g' } } }], baseVersion: 1, done: true });
    expect(fixed.body).toEqual({ status: 'success', message: PAPER_MESSAGES.savedAndDone, version: 2, completed: true });
    const valid = await server.request('POST', `/data-entry/${sde}/validate`, { cookie: cookies.extractor, body: { includeJson: true } });
    expect(valid.body).toMatchObject({ status: 'success', message: 'Data is valid', data: [] });
    expect(valid.body.json.format).toBe('WPD');

    const completed = await server.request('GET', '/papers', { cookie: cookies.admin, query: { filter: 'completed' } });
    expect(completed.body.papers.data.map((p: { uuid: string }) => p.uuid)).toContain(paper);
    // The queue no longer offers a paper the user completed.
    const queue = await server.request('GET', '/papers/extraction-queue', { cookie: cookies.extractor });
    expect(queue.body.papers.data.map((p: { uuid: string }) => p.uuid)).not.toContain(paper);
  });

  it('keeps the checked state and completion through an empty delta, and clears the checked state with a change', async () => {
    const sde = randomUUID();
    await save(cookies.extractor, sde, { data: projectDocument(2), baseVersion: 0 });
    expect((await save(cookies.extractor, sde, { delta: [], baseVersion: 1, done: true })).body).toMatchObject({ version: 2, completed: true });
    const state = async () => {
      const [row] = await server.db.select({ isValidated: dataEntries.isValidated, completedAt: dataEntries.completedAt, version: dataEntries.version }).from(dataEntries).where(eq(dataEntries.uuid, sde));
      return row!;
    };
    const done = await state();
    expect(done).toMatchObject({ isValidated: true, version: 2 });
    expect((await save(cookies.extractor, sde, { delta: [], baseVersion: 2 })).body).toMatchObject({ version: 3, completed: true });
    expect(await state()).toEqual({ isValidated: true, completedAt: done.completedAt, version: 3 });
    expect((await save(cookies.extractor, sde, { delta: [{ op: 'add', path: '/pages/0/datasets/0/points/-', value: { x: 5, y: 6 } }], baseVersion: 3 })).body).toMatchObject({ version: 4, completed: true });
    expect(await state()).toEqual({ isValidated: false, completedAt: done.completedAt, version: 4 });
  });

  it('answers invalid_data for a document that is not a project, and for deltas that do not apply', async () => {
    const sde = randomUUID();
    await save(cookies.extractor, sde, { data: { hello: 'world' }, baseVersion: 0 });
    const done = await save(cookies.extractor, sde, { delta: [], baseVersion: 1, done: true });
    expect(done.status).toBe(422);
    expect(done.body.code).toBe('invalid_data');
    const bad = await save(cookies.extractor, sde, { delta: [{ op: 'remove', path: '/nothing/here' }], baseVersion: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_data');
    const root = await save(cookies.extractor, sde, { delta: [{ op: 'replace', path: '', value: [1, 2] }], baseVersion: 1 });
    expect(root.status).toBe(400);
    // Nothing of the refused deltas stuck, also not in the server's cache of documents.
    const ok = await save(cookies.extractor, sde, { delta: [{ op: 'add', path: '/n', value: 1 }], baseVersion: 1 });
    expect(ok.body.version).toBe(2);
    const raw = await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor });
    expect(raw.body.rawData).toEqual({ hello: 'world', n: 1 });
  });

  it("keeps other users out of an entry and lets only administrators discard", async () => {
    const sde = randomUUID();
    await save(cookies.extractor, sde, { data: projectDocument(1), baseVersion: 0 });
    expect((await save(cookies.qc, sde, { delta: [], baseVersion: 1 })).status).toBe(403);
    expect((await server.request('POST', `/data-entry/${sde}/delete`, { cookie: cookies.extractor })).status).toBe(403);
    const discard = await server.request('POST', `/data-entry/${sde}/delete`, { cookie: cookies.admin });
    expect(discard.body).toEqual({ status: 'success', message: PAPER_MESSAGES.dataDiscarded });
    expect((await server.request('GET', `/data-entry/${sde}`, { cookie: cookies.admin })).status).toBe(404);
    const wrongPaper = await server.request('POST', `/data-entry/${randomUUID()}`, { cookie: cookies.extractor, body: { delta: [], baseVersion: 0, done: false, paperUUID: randomUUID(), dataFormat: 'WPD' } });
    expect(wrongPaper.status).toBe(404);
  });

  it('resets training entries only, and keeps them out of the tables', async () => {
    const trainingPaper = await createPaper(server, cookies.admin, { name: 'Training paper', isTraining: true });
    const sde = randomUUID();
    const body = { paperUUID: trainingPaper, dataFormat: 'WPD', done: false };
    await server.request('POST', `/data-entry/${sde}`, { cookie: cookies.extractor, body: { ...body, data: projectDocument(2), isTraining: true, baseVersion: 0 } });
    const reset = await server.request('POST', `/data-entry/${sde}`, { cookie: cookies.extractor, body: { ...body, data: null, isReset: true } });
    expect(reset.body).toMatchObject({ status: 'success', message: PAPER_MESSAGES.dataReset, version: 2 });
    const raw = await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor });
    expect(raw.body.rawData).toEqual({});
    const listed = await server.request('GET', '/papers', { cookie: cookies.admin, query: { trainingOnly: 'true' } });
    expect(listed.body.papers.data[0]).toMatchObject({ uuid: trainingPaper, dataEntries: [] });
    const queue = await server.request('GET', '/papers/extraction-queue', { cookie: cookies.extractor, query: { trainingOnly: 'true' } });
    expect(queue.body.papers.data[0]).toMatchObject({ uuid: trainingPaper, sdeUUID: sde });
    const notTraining = randomUUID();
    await save(cookies.extractor, notTraining, { data: projectDocument(1), baseVersion: 0 });
    expect((await save(cookies.extractor, notTraining, { data: null, isReset: true })).status).toBe(400);
  });

  it('lists completed extractions by paper, only of extraction users, and exports them', async () => {
    const p = await createPaper(server, cookies.admin, { name: 'Completed search target' });
    const mine = randomUUID();
    const admins = randomUUID();
    const base = { paperUUID: p, dataFormat: 'WPD', baseVersion: 0 };
    await server.request('POST', `/data-entry/${mine}`, { cookie: cookies.qc, body: { ...base, data: projectDocument(2), done: true } });
    await server.request('POST', `/data-entry/${admins}`, { cookie: cookies.admin, body: { ...base, data: projectDocument(2), done: true } });
    const res = await server.request('GET', '/data-entry/search', { cookie: cookies.qc, query: { done: 'true', searchKey: 'search target', includeJson: 'true' } });
    expect(res.status).toBe(200);
    expect(res.body.papers.meta.total).toBe(1);
    const entries = res.body.papers.data[0].dataEntries;
    expect(entries.map((e: { uuid: string }) => e.uuid)).toEqual([mine]);
    expect(entries[0]).toMatchObject({ user: { email: 'qc@example.com', roles: ['qc_user'] }, is_validated: true });
    expect(entries[0].data.format).toBe('WPD');
    expect((await server.request('GET', '/data-entry/search', { cookie: cookies.qc, query: { done: 'true', filter: 'nobody@' } })).body.papers.meta.total).toBe(0);
    expect((await server.request('GET', '/data-entry/search', { cookie: cookies.extractor })).status).toBe(403);

    const exported = await server.request('POST', '/data-entry/download', { cookie: cookies.qc, body: { uuids: [mine] } });
    expect(exported.body.status).toBe('success');
    const sde = exported.body.data.sde[0];
    expect(sde.dactylTreeData.type).toBe('SAVE');
    const point = sde.dactylTreeData.children[0].children[0].children[1];
    expect(point.type).toBe('POINT');
    // Pixel (101, 499) on the calibration 0..10 over 600 px and 0..100 over 400 px.
    expect(point.data.values[0]).toBeCloseTo(10 / 600, 6);
    expect(point.data.values[1]).toBeCloseTo(100 / 400, 6);
    expect(sde.wpdData.axesColl[0].name).toBe('XY graph');

    const broken = randomUUID();
    await server.request('POST', `/data-entry/${broken}`, { cookie: cookies.qc, body: { ...base, data: projectDocument(1, { branch: null }) } });
    const refused = await server.request('POST', '/data-entry/download', { cookie: cookies.qc, body: { uuids: [mine, broken] } });
    expect(refused.body).toMatchObject({ status: 'error', message: 'Format Error: 1 problem found: Data point has no study branch' });
    expect(refused.body.data[0].uuid).toBe(broken);
  });
});
