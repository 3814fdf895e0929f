import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fastJsonPatch from 'fast-json-patch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { dataEntries, dataEntryDeltas } from '../../src/server/db/schema-papers';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, loginAll, pdfBytes, QC, projectDocument, snapshotPapers, upload } from './papers-fixtures';

/**
 * No save can leave an extraction that cannot be read again, and one unreadable extraction does
 * not break a batch read of the others.
 */
let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;
let paper: string;

const save = (sde: string, body: Record<string, unknown>, paperUUID = paper) =>
  server.request('POST', `/data-entry/${sde}`, { cookie: cookies.extractor, body: { done: false, paperUUID, dataFormat: 'WPD', ...body } });

/** A new extraction of the extractor holding a small valid project, at version 1 (completed when done). */
async function startedEntry(done = false, paperUUID = paper): Promise<string> {
  const sde = randomUUID();
  const first = await save(sde, { delta: fastJsonPatch.compare({}, projectDocument(2)), baseVersion: 0, done }, paperUUID);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  return sde;
}

/** Every read of the extraction an owner or QC makes; all must answer 200. */
async function readsOf(sde: string) {
  return [
    await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor }),
    await server.request('POST', `/data-entry/${sde}/validate`, { cookie: cookies.extractor, body: { includeJson: true } }),
    await server.request('GET', `/data-entry/${sde}/versions/1`, { cookie: cookies.extractor }),
  ];
}

beforeAll(async () => {
  server = await createTestServer();
  cookies = await loginAll(server);
  paper = await createPaper(server, cookies.admin);
});
afterAll(() => server.close());

describe('member names that reach the prototype', () => {
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    it(`refuses a nested '${key}' in whole saves with 400 and a message, and every read still answers`, async () => {
      const sde = await startedEntry();
      const before = await snapshotPapers(server.db);
      const document = JSON.parse(JSON.stringify(projectDocument(2)).replace('"misc":{', `"misc":{"${key}":{"x":1},`));
      for (const baseVersion of [1, 1]) {
        const refused = await save(sde, { data: document, baseVersion });
        expect(refused.status, JSON.stringify(refused.body)).toBe(400);
        expect(refused.body.message).toBe(`data.misc: '${key}' is not allowed as a member name`);
      }
      expect(await snapshotPapers(server.db)).toBe(before);
      for (const read of await readsOf(sde)) expect(read.status, JSON.stringify(read.body)).toBe(200);
    });
  }

  it("refuses '__proto__' inside a delta's value with 400", async () => {
    const sde = await startedEntry();
    const refused = await server.request('POST', `/data-entry/${sde}`, {
      cookie: cookies.extractor,
      rawBody: `{"done":false,"paperUUID":"${paper}","dataFormat":"WPD","baseVersion":1,"delta":[{"op":"add","path":"/misc/extra","value":{"a":{"__proto__":{"polluted":1}}}}]}`,
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.message).toBe("delta.0.value.a: '__proto__' is not allowed as a member name");
    for (const read of await readsOf(sde)) expect(read.status).toBe(200);
  });
});

describe('the document a delta makes', () => {
  it('refuses a delta that nests the document more than 100 levels deep, and the extraction stays readable', async () => {
    const sde = await startedEntry();
    // Each operation adds 90 levels below the deepest point so far: no body is deep, the document would be.
    let path = '/misc/deep';
    const delta = [];
    for (let i = 0; i < 5; i++) {
      let value: unknown = 1;
      for (let level = 0; level < 90; level++) value = { n: value };
      delta.push({ op: 'add', path, value });
      path += '/n'.repeat(90);
    }
    const refused = await save(sde, { delta, baseVersion: 1 });
    expect(refused.status, JSON.stringify(refused.body).slice(0, 300)).toBe(400);
    expect(refused.body.message).toBe('Operation 1: the extraction would be nested more than 100 levels deep; nothing was saved');
    for (const read of await readsOf(sde)) expect(read.status).toBe(200);
    const ok = await save(sde, { delta: delta.slice(0, 1), baseVersion: 1 });
    expect(ok.status, JSON.stringify(ok.body).slice(0, 300)).toBe(200);
  });

  it('refuses an array index past the end of its list (4294967295 wrapped to the last element)', async () => {
    const sde = await startedEntry();
    for (const op of [
      { op: 'replace', path: '/pages/0/datasets/0/points/4294967295', value: { x: 1, y: 1 } },
      { op: 'add', path: '/pages/4294967296/x', value: 1 },
      { op: 'remove', path: '/pages/0/datasets/0/points/3' },
      { op: 'copy', from: '/pages/0/datasets/0/points/01', path: '/pages/0/datasets/0/points/-' },
    ]) {
      const refused = await save(sde, { delta: [op], baseVersion: 1 });
      expect(refused.status, JSON.stringify(op)).toBe(422);
      expect(refused.body.message, JSON.stringify(op)).toMatch(/which is outside its list of/);
    }
    const raw = await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor });
    expect(raw.body.rawData.pages[0].datasets[0].points).toEqual(projectDocument(2).pages[0]!.datasets[0]!.points);
    const appended = await save(sde, { delta: [{ op: 'add', path: '/pages/0/datasets/0/points/2', value: { x: 5, y: 5 } }], baseVersion: 1 });
    expect(appended.status).toBe(200);
  });
});

describe('numbers and text the database cannot keep', () => {
  it('refuses 1e309 in a delta and in a whole save with 400', async () => {
    const sde = await startedEntry();
    const refused = await server.request('POST', `/data-entry/${sde}`, {
      cookie: cookies.extractor,
      rawBody: `{"done":false,"paperUUID":"${paper}","dataFormat":"WPD","baseVersion":1,"delta":[{"op":"replace","path":"/misc/zoom","value":1e309}]}`,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('delta.0.value: numbers must be finite (at most about 1.8e308)');
    const whole = JSON.stringify({ done: false, paperUUID: paper, dataFormat: 'WPD', baseVersion: 1, data: projectDocument(2) }).replace('"zoom":1', '"zoom":-1e309');
    const refusedWhole = await server.request('POST', `/data-entry/${sde}`, { cookie: cookies.extractor, rawBody: whole });
    expect(refusedWhole.status).toBe(400);
    expect(refusedWhole.body.message).toBe('data.misc.zoom: numbers must be finite (at most about 1.8e308)');
    // The stored zoom is unchanged, so a test of it passes whatever the server has in memory.
    const tested = await save(sde, { delta: [{ op: 'test', path: '/misc/zoom', value: 1 }], baseVersion: 1 });
    expect(tested.status).toBe(200);
  });

  it('refuses a lone surrogate in QC record data and in a paper citation with 400 and a message', async () => {
    const qc = await server.request('POST', '/quality-control', {
      cookie: cookies.qc,
      rawBody: `{"paperId":"${paper}","entryData":{"version":1,"data":[{"note":"a\\ud800b"}]},"done":false}`,
    });
    expect(qc.status, JSON.stringify(qc.body)).toBe(400);
    expect(qc.body.message).toBe('entryData.data.0.note: must not contain a lone surrogate (an unpaired \\ud800-\\udfff escape)');
    const created = await server.request('POST', '/quality-control', { cookie: cookies.qc, body: { paperId: paper } });
    const updated = await server.request('PUT', `/quality-control/${created.body.uuid}`, { cookie: cookies.qc, rawBody: '{"trashData":{"version":1,"data":{"\\udc00":1}}}' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(400);
    expect(updated.body.message).toMatch(/^trashData\.data: a member name must not contain a lone surrogate/);
    const withCitation = await server.request('POST', '/papers', {
      cookie: cookies.admin,
      rawBody: `{"name":"Surrogate paper","doi":"10.1000/surrogate","priority":1,"citation":{"itemType":"journalArticle","title":"A \\ud83d title"},"citation_format":"zotero"}`,
    });
    expect(withCitation.status, JSON.stringify(withCitation.body)).toBe(400);
    expect(withCitation.body.message).toBe('citation.title: must not contain a lone surrogate (an unpaired \\ud800-\\udfff escape)');
    // A whole pair is text like any other.
    const paired = await server.request('POST', '/quality-control', { cookie: cookies.qc, body: { paperId: paper, entryData: { version: 1, data: [{ note: 'a\ud83d\ude00b' }] } } });
    expect(paired.status).toBe(200);
  });
});

describe('an extraction whose stored history cannot be replayed', () => {
  /** Breaks an extraction the way nested '__proto__' members once did: a logged change that replay refuses. */
  async function breakEntry(sde: string) {
    const [entry] = await server.db.select().from(dataEntries).where(eq(dataEntries.uuid, sde));
    const ops = JSON.stringify([{ op: 'add', path: '/misc/__proto__/x', value: 1 }]);
    await server.db.insert(dataEntryDeltas).values({ entryId: entry!.id, version: entry!.version + 1, baseVersion: entry!.version, userId: entry!.userId, kind: 'document', ops, operations: 1, opsBytes: ops.length, summary: 'broken' });
    await server.db.update(dataEntries).set({ version: entry!.version + 1 }).where(eq(dataEntries.id, entry!.id));
  }

  it('is skipped with a per-item error by the batch download, the search with documents and the papers download', async () => {
    const ownPaper = await createPaper(server, cookies.admin, { status: 'DATA_ENTRY' });
    const good = await startedEntry(true, ownPaper);
    const bad = await startedEntry(true, ownPaper);
    await breakEntry(bad);

    const download = await server.request('POST', '/data-entry/download', { cookie: cookies.qc, body: { uuids: [good, bad] } });
    expect(download.status, JSON.stringify(download.body).slice(0, 300)).toBe(200);
    expect(download.body.status).toBe('success');
    expect(download.body.message).toBe('1 extraction exported; 1 could not be read and was left out');
    expect(download.body.data.sde.map((s: { uuid: string }) => s.uuid)).toEqual([good]);
    expect(download.body.data.skipped).toEqual([{ uuid: bad, message: expect.stringMatching(/^The stored document of this extraction cannot be read, so it was left out/) }]);

    const search = await server.request('GET', '/data-entry/search', { cookie: cookies.qc, query: { includeJson: 'true', searchKey: 'Paper', itemsPerPage: '100' } });
    expect(search.status, JSON.stringify(search.body).slice(0, 300)).toBe(200);
    const listed = search.body.papers.data.find((p: { uuid: string }) => p.uuid === ownPaper).dataEntries;
    const byUuid = new Map(listed.map((e: { uuid: string }) => [e.uuid, e]));
    expect(byUuid.get(good)).toMatchObject({ data: { format: 'WPD' } });
    expect(byUuid.get(bad)).toMatchObject({ data: null, dataError: expect.stringMatching(/^The stored document of this extraction cannot be read/) });

    const papersDownload = await server.request('GET', '/papers/download', { cookie: cookies.admin, query: { paperUUIDs: ownPaper } });
    expect(papersDownload.status).toBe(200);
    const extractions = papersDownload.body.papers[0].extractions;
    expect(extractions.find((e: { uuid: string }) => e.uuid === good).wpdData).not.toBeNull();
    expect(extractions.find((e: { uuid: string }) => e.uuid === bad)).toMatchObject({ wpdData: null, error: expect.stringMatching(/^The stored document of this extraction cannot be read/) });
  });
});

describe("a deleted paper's extractions", () => {
  it('are not found through the data-entry routes by the owner or QC, and stay readable for those who can restore papers', async () => {
    const doomed = await createPaper(server, cookies.admin, { status: 'DATA_ENTRY' });
    const sde = await startedEntry(true, doomed);
    expect((await server.request('DELETE', `/papers/${doomed}`, { cookie: cookies.admin })).status).toBe(200);
    for (const cookie of [cookies.extractor, cookies.qc]) {
      for (const [method, path, body] of [
        ['GET', `/data-entry/${sde}`],
        ['GET', `/data-entry/${sde}/raw-data-viewer`],
        ['POST', `/data-entry/${sde}/validate`, {}],
        ['GET', `/data-entry/${sde}/history`],
        ['GET', `/data-entry/${sde}/versions/1`],
      ] as const) {
        const res = await server.request(method, path, { cookie, body });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain('Paper ');
      }
    }
    const download = await server.request('POST', '/data-entry/download', { cookie: cookies.qc, body: { uuids: [sde] } });
    expect(download.status).toBe(404);
    const restorer = await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.admin });
    expect(restorer.status).toBe(200);
  });
});

describe('a delta onto the version this server saved last', () => {
  const addPoint = (x: number) => [{ op: 'add', path: '/pages/0/datasets/0/points/-', value: { x, y: 1 } }];
  const versionOf = async (sde: string) => (await server.db.select({ version: dataEntries.version }).from(dataEntries).where(eq(dataEntries.uuid, sde)))[0]!.version;

  it('is refused with 404 once the paper is deleted, and the entry stays where it was', async () => {
    const doomed = await createPaper(server, cookies.admin, { status: 'DATA_ENTRY' });
    const sde = await startedEntry(false, doomed);
    expect((await save(sde, { delta: addPoint(1), baseVersion: 1 }, doomed)).status).toBe(200);
    expect((await server.request('DELETE', `/papers/${doomed}`, { cookie: cookies.admin })).status).toBe(200);
    const refused = await save(sde, { delta: addPoint(2), baseVersion: 2 }, doomed);
    expect(refused.status, JSON.stringify(refused.body)).toBe(404);
    expect(await versionOf(sde)).toBe(2);
  });

  it('is refused with 403 once the entry belongs to someone else, and the entry stays where it was', async () => {
    const sde = await startedEntry();
    expect((await save(sde, { delta: addPoint(1), baseVersion: 1 })).status).toBe(200);
    const [qcUser] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, QC.email));
    await server.db.update(dataEntries).set({ userId: qcUser!.id }).where(eq(dataEntries.uuid, sde));
    const refused = await save(sde, { delta: addPoint(2), baseVersion: 2 });
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(await versionOf(sde)).toBe(2);
  });

  it('is refused with stale_base when another writer moved the entry on meanwhile, and nothing is lost', async () => {
    const sde = await startedEntry();
    expect((await save(sde, { delta: addPoint(1), baseVersion: 1 })).status).toBe(200);
    // Another server appends version 3 behind this one's back.
    const [entry] = await server.db.select().from(dataEntries).where(eq(dataEntries.uuid, sde));
    await server.db.insert(dataEntryDeltas).values({ entryId: entry!.id, version: 3, baseVersion: 2, userId: entry!.userId, createdAt: new Date(), kind: 'delta', ops: JSON.stringify(addPoint(3)), operations: 1, opsBytes: 60, summary: 'added 1 point' });
    await server.db.update(dataEntries).set({ version: 3 }).where(eq(dataEntries.id, entry!.id));
    const refused = await save(sde, { delta: addPoint(4), baseVersion: 2 });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body).toMatchObject({ code: 'stale_base', version: 3 });
    const saved = await save(sde, { delta: addPoint(4), baseVersion: 3 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const raw = await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor });
    expect(raw.body.rawData.pages[0].datasets[0].points.slice(-3).map((p: { x: number }) => p.x)).toEqual([1, 3, 4]);
  });
});

describe('file names with bidirectional controls', () => {
  it('strips right-to-left overrides and isolates on upload, so the real extension shows in lists and downloads', async () => {
    const res = await upload(server, `/papers/${paper}/files`, cookies.admin, [{ name: 'report_\u202Efdp.exe\u202C \u2067x\u2069.pdf', bytes: pdfBytes() }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.files[0].name).toBe('report_fdp.exe x.pdf');
    const download = await server.app.request(`http://localhost/api/files/download/${res.body.files[0].uuid}`, { headers: { Cookie: cookies.admin } });
    expect(decodeURIComponent(download.headers.get('content-disposition') ?? '')).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
});
