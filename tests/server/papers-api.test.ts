import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAPER_MESSAGES } from '../../src/api/papers';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, loginAll, snapshotPapers } from './papers-fixtures';

let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;

beforeAll(async () => {
  server = await createTestServer();
  cookies = await loginAll(server);
});
afterAll(() => server.close());

describe('papers', () => {
  it('creates a paper ready for extraction by default and lists it', async () => {
    const res = await server.request('POST', '/papers', { cookie: cookies.admin, body: { name: 'Dapagliflozin in HFrEF', doi: '10.1056/NEJMoa1911303', priority: 5 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: 'Paper Dapagliflozin in HFrEF created', paper: { status: 'DATA_ENTRY', priority: 5, doi: '10.1056/NEJMoa1911303', projects: [], files: [], dataEntries: [] } });
    const list = await server.request('GET', '/papers', { cookie: cookies.admin, query: { searchKey: 'dapa' } });
    expect(list.status).toBe(200);
    expect(list.body.papers.meta.total).toBe(1);
    expect(list.body.papers.data[0].name).toBe('Dapagliflozin in HFrEF');
  });

  it("answers the form's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x'.repeat(2049), doi: '10.1/a' }, PAPER_MESSAGES.nameTooLong],
      [{ source_url: 'not a url' }, PAPER_MESSAGES.invalidUrl],
      [{ source_url: `https://example.org/${'a'.repeat(2048)}` }, PAPER_MESSAGES.urlTooLong],
      [{ doi: 'd'.repeat(256) }, PAPER_MESSAGES.doiTooLong],
      [{ doi: '10.1/b', priority: 'high' }, 'Priority must be a number'],
      [{ doi: '10.1/c', priority: -1 }, 'Priority must be non-negative'],
      [{ name: 'No identifiers' }, PAPER_MESSAGES.identifierRequired],
    ];
    const before = await snapshotPapers(server.db);
    for (const [body, message] of cases) {
      const res = await server.request('POST', '/papers', { cookie: cookies.admin, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    expect(await snapshotPapers(server.db)).toBe(before);
    const ok = await server.request('POST', '/papers', { cookie: cookies.admin, body: { name: 'No identifiers', noIDs: true, priority: '3' } });
    expect(ok.status).toBe(200);
    expect(ok.body.paper).toMatchObject({ noIDs: true, priority: 3 });
  });

  it('keeps DOI, PMID and PMCID unique unless the paper is a new version', async () => {
    const base = { doi: '10.1000/unique', pmid: '123456', pmcid: 'PMC7654321' };
    expect((await server.request('POST', '/papers', { cookie: cookies.admin, body: { name: 'Original', ...base } })).status).toBe(200);
    for (const [field, message] of [
      ['doi', PAPER_MESSAGES.doiExists],
      ['pmid', PAPER_MESSAGES.pmidExists],
      ['pmcid', PAPER_MESSAGES.pmcidExists],
    ] as const) {
      const res = await server.request('POST', '/papers', { cookie: cookies.admin, body: { name: 'Copy', [field]: base[field] } });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message, field });
    }
    const version = await server.request('POST', '/papers', { cookie: cookies.admin, body: { name: 'Original v2', ...base, isNewVersion: true } });
    expect(version.status).toBe(200);
  });

  it('edits, sets priority, deletes and restores a paper', async () => {
    const uuid = await createPaper(server, cookies.admin, { name: 'Editable' });
    const edit = await server.request('PUT', `/papers/${uuid}`, { cookie: cookies.admin, body: { name: 'Edited', pmid: '999001', status: 'NEW' } });
    expect(edit.body).toEqual({ status: 'success', message: 'Paper Edited updated' });
    const priority = await server.request('PUT', `/papers/${uuid}`, { cookie: cookies.admin, body: { priority: 9 } });
    expect(priority.status).toBe(200);
    const got = await server.request('GET', `/papers/${uuid}`, { cookie: cookies.admin });
    expect(got.body).toMatchObject({ name: 'Edited', pmid: '999001', status: 'NEW', priority: 9, doi: null });
    expect((await server.request('DELETE', `/papers/${uuid}`, { cookie: cookies.admin })).body.message).toBe('Paper Edited deleted');
    expect((await server.request('DELETE', `/papers/${uuid}`, { cookie: cookies.admin })).status).toBe(404);
    const deleted = await server.request('GET', '/papers', { cookie: cookies.admin, query: { deletedOnly: 'true' } });
    expect(deleted.body.papers.data.map((p: { uuid: string }) => p.uuid)).toContain(uuid);
    expect((await server.request('PUT', `/papers/${uuid}`, { cookie: cookies.admin, body: { name: 'Edited', pmid: '1' } })).status).toBe(409);
    expect((await server.request('PUT', `/papers/${uuid}`, { cookie: cookies.admin, body: { deletedAt: null } })).body.message).toBe('Paper Edited restored');
    expect((await server.request('PUT', `/papers/${uuid}`, { cookie: cookies.admin, body: { deletedAt: null } })).status).toBe(409);
  });

  it('refuses to restore a paper whose identifiers were taken meanwhile', async () => {
    const first = await createPaper(server, cookies.admin, { doi: '10.1000/taken' });
    await server.request('DELETE', `/papers/${first}`, { cookie: cookies.admin });
    await createPaper(server, cookies.admin, { doi: '10.1000/taken' });
    const res = await server.request('PUT', `/papers/${first}`, { cookie: cookies.admin, body: { deletedAt: null } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAPER_MESSAGES.doiExists);
  });

  it('attaches papers to projects from either side', async () => {
    const projects = await server.request('GET', '/projects', { cookie: cookies.admin });
    const [p1, p2] = projects.body.projects.data;
    const uuid = await createPaper(server, cookies.admin);
    expect((await server.request('PUT', `/papers/${uuid}/projects`, { cookie: cookies.admin, body: { projectUUIDs: [p1.uuid, p2.uuid] } })).status).toBe(200);
    let paper = await server.request('GET', `/papers/${uuid}`, { cookie: cookies.admin });
    expect(paper.body.projects.map((p: { uuid: string }) => p.uuid).sort()).toEqual([p1.uuid, p2.uuid].sort());
    expect((await server.request('PUT', `/papers/${uuid}/projects`, { cookie: cookies.admin, body: { projectUUIDs: ['00000000-0000-4000-8000-000000000000'] } })).status).toBe(400);
    expect((await server.request('PUT', `/projects/${p1.uuid}/papers`, { cookie: cookies.admin, body: { paperUUIDs: [] } })).status).toBe(200);
    paper = await server.request('GET', `/papers/${uuid}`, { cookie: cookies.admin });
    expect(paper.body.projects.map((p: { uuid: string }) => p.uuid)).toEqual([p2.uuid]);
    const counted = await server.request('GET', '/projects', { cookie: cookies.admin });
    expect(counted.body.projects.data.find((p: { uuid: string }) => p.uuid === p2.uuid).paper_count).toBeGreaterThanOrEqual(1);
  });

  it('searches papers from two characters', async () => {
    await createPaper(server, cookies.admin, { name: 'Empagliflozin outcomes' });
    expect((await server.request('GET', '/papers/search', { cookie: cookies.admin, query: { query: 'E' } })).body.papers).toEqual([]);
    const res = await server.request('GET', '/papers/search', { cookie: cookies.admin, query: { query: 'empa' } });
    expect(res.body.papers.map((p: { name: string }) => p.name)).toEqual(['Empagliflozin outcomes']);
    const short = await server.request('GET', '/papers', { cookie: cookies.admin, query: { searchKey: 'E' } });
    expect(short.body.papers.meta.total).toBeGreaterThan(1);
  });

  it('pages and sorts', async () => {
    const page1 = await server.request('GET', '/papers', { cookie: cookies.admin, query: { itemsPerPage: '2', page: '1', sortBy: 'name' } });
    const page2 = await server.request('GET', '/papers', { cookie: cookies.admin, query: { itemsPerPage: '2', page: '2', sortBy: 'name' } });
    expect(page1.body.papers.data).toHaveLength(2);
    expect(page1.body.papers.data[1].name <= page2.body.papers.data[0].name).toBe(true);
    expect((await server.request('GET', '/papers', { cookie: cookies.admin, query: { sortBy: 'password' } })).status).toBe(400);
    expect((await server.request('GET', '/papers', { cookie: cookies.admin, query: { filter: 'nonsense' } })).status).toBe(400);
  });

  it('orders the extraction queue by priority and offers the open entry to resume', async () => {
    const low = await createPaper(server, cookies.admin, { name: 'Queue low', priority: 100 });
    const high = await createPaper(server, cookies.admin, { name: 'Queue high', priority: 200 });
    await createPaper(server, cookies.admin, { name: 'Queue not ready', priority: 300, status: 'NEW' });
    await createPaper(server, cookies.admin, { name: 'Queue training', priority: 400, isTraining: true });
    const queue = await server.request('GET', '/papers/extraction-queue', { cookie: cookies.extractor });
    expect(queue.status).toBe(200);
    const names = queue.body.papers.data.map((p: { name: string }) => p.name);
    expect(names.indexOf('Queue high')).toBeLessThan(names.indexOf('Queue low'));
    expect(names).not.toContain('Queue not ready');
    expect(names).not.toContain('Queue training');
    // The work queue of users with queue access (every ready paper) leaves training papers to the training queue.
    const workQueue = await server.request('GET', '/papers', { cookie: cookies.admin, query: { filter: 'ready', itemsPerPage: '100' } });
    const ready = workQueue.body.papers.data.map((p: { name: string }) => p.name);
    expect(ready).toContain('Queue high');
    expect(ready).not.toContain('Queue training');
    // Starting data entry: no open entry yet, so the server offers a fresh id.
    const start = await server.request('GET', `/papers/${high}`, { cookie: cookies.extractor });
    expect(start.body.saveData).toBeNull();
    const sde = start.body.saveUUID;
    await server.request('POST', `/data-entry/${sde}`, { cookie: cookies.extractor, body: { delta: [], baseVersion: 0, done: false, paperUUID: high, dataFormat: 'WPD' } });
    const again = await server.request('GET', `/papers/${high}`, { cookie: cookies.extractor });
    expect(again.body.saveUUID).toBe(sde);
    expect(again.body.saveData).toMatchObject({ uuid: sde, version: 1, completed_at: null });
    const resumed = await server.request('GET', '/papers/extraction-queue', { cookie: cookies.extractor });
    expect(resumed.body.papers.data.find((p: { uuid: string }) => p.uuid === high)).toMatchObject({ sdeUUID: sde, inProgress: true });
    expect(resumed.body.papers.data.find((p: { uuid: string }) => p.uuid === low)).toMatchObject({ sdeUUID: null, inProgress: false });
    const inProgress = await server.request('GET', '/papers', { cookie: cookies.admin, query: { filter: 'in-progress' } });
    expect(inProgress.body.papers.data.map((p: { uuid: string }) => p.uuid)).toContain(high);
  });

  it('answers 404 for unknown papers and 401 without a session', async () => {
    expect((await server.request('GET', '/papers/00000000-0000-4000-8000-000000000000', { cookie: cookies.admin })).status).toBe(404);
    expect((await server.request('GET', '/papers/not-a-uuid', { cookie: cookies.admin })).status).toBe(404);
    expect((await server.request('GET', '/papers')).status).toBe(401);
  });

  it('downloads selected papers as a JSON attachment', async () => {
    const uuid = await createPaper(server, cookies.admin, { name: 'Downloadable' });
    const res = await server.request('GET', '/papers/download', { cookie: cookies.admin, query: { paperUUIDs: [uuid] } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="papers-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.body.papers[0]).toMatchObject({ uuid, name: 'Downloadable', extractions: [] });
    expect((await server.request('GET', '/papers/download', { cookie: cookies.extractor, query: { paperUUIDs: [uuid] } })).status).toBe(403);
  });
});
