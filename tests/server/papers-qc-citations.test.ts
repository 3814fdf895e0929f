import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAPER_MESSAGES } from '../../src/api/papers';
import { createTestServer, type TestServer } from './helpers';
import { randomUUID } from 'node:crypto';
import { createPaper, loginAll, projectDocument } from './papers-fixtures';

let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;

/** Local fakes of the identifier search and the Zotero translation server. */
const requests: string[] = [];
const esearch = new Hono().get('/esearch.fcgi', (c) => {
  const term = c.req.query('term') ?? '';
  if (term.includes('broken')) return c.text('oops', 500);
  return c.json({ esearchresult: term.includes('10.1000/known') ? { count: '1', idlist: ['31535829'] } : { count: '0', idlist: [] } });
});
const zotero = new Hono()
  .post('/search', async (c) => {
    const text = await c.req.text();
    requests.push(`search ${text}`);
    if (text === '31535829' || text === '10.1000/known') return c.json([{ itemType: 'journalArticle', title: 'Dapagliflozin in Patients with Heart Failure', creators: [{ firstName: 'John', lastName: 'McMurray', creatorType: 'author' }], DOI: '10.1000/known', extra: 'PMID: 31535829' }]);
    // Answers only once the server has given up on it (its timeout), however long that takes.
    if (text === 'slow') await new Promise((r) => c.req.raw.signal.addEventListener('abort', r, { once: true }));
    return c.text('No identifiers found', 501);
  })
  .post('/web', async (c) => {
    const url = await c.req.text();
    requests.push(`web ${url}`);
    return url === 'https://example.org/article' ? c.json([{ itemType: 'webpage', title: 'From the web', url }]) : c.text('', 501);
  });

beforeAll(async () => {
  // The lookups answered here take milliseconds; the time limit is far above that even on a busy machine.
  server = await createTestServer({}, { citations: { identifierSearchUrl: 'http://ncbi.test/esearch.fcgi', zoteroUrl: 'http://zotero.test', timeoutMs: 1500, resolveHost: async () => ['93.184.215.14'] } });
  cookies = await loginAll(server);
  server.setEvs(async (url, init) => {
    const target = new URL(url);
    const app = target.host === 'ncbi.test' ? esearch : target.host === 'zotero.test' ? zotero : null;
    if (!app) return new Response('unknown host', { status: 502 });
    const answer = app.request(`${target.pathname}${target.search}`, { method: init?.method, body: init?.body as string | undefined, headers: init?.headers, signal: init?.signal ?? undefined });
    const signal = init?.signal;
    if (!signal) return answer;
    // As fetch does: a request whose signal aborts (the server's timeout) fails at once.
    const aborted = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    return Promise.race([answer, aborted]);
  });
});
afterAll(() => server.close());

describe('citations', () => {
  it('tries PMID, PMCID, DOI and URL in that order and answers the first citation', async () => {
    requests.length = 0;
    const res = await server.request('GET', '/citations', { cookie: cookies.admin, query: { pmid: '111', pmcid: '222', doi: '10.1000/known', url: 'https://example.org/article' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ citation_format: 'zotero', foundBy: 'doi', citation: { title: 'Dapagliflozin in Patients with Heart Failure' } });
    expect(requests).toEqual(['search 111', 'search PMC222', 'search 10.1000/known']);
    const web = await server.request('GET', '/citations', { cookie: cookies.admin, query: { url: 'https://example.org/article' } });
    expect(web.body.foundBy).toBe('url');
  });

  it("answers a miss with 404 'Citation not found, please try again', also when the service is too slow", async () => {
    const miss = await server.request('GET', '/citations', { cookie: cookies.admin, query: { doi: '10.1000/unknown' } });
    expect(miss.status).toBe(404);
    expect(miss.body.message).toBe(PAPER_MESSAGES.citationNotFound);
    const slow = await server.request('GET', '/citations', { cookie: cookies.admin, query: { doi: 'slow' } });
    expect(slow.status).toBe(404);
    expect((await server.request('GET', '/citations', { cookie: cookies.admin })).status).toBe(400);
    expect((await server.request('GET', '/citations', { cookie: cookies.extractor, query: { doi: 'x' } })).status).toBe(403);
  });

  it('reads count and idlist of the identifier search, silently empty when it fails', async () => {
    const found = await server.request('GET', '/citations/identifiers', { cookie: cookies.admin, query: { doi: '10.1000/known', pmcid: '123' } });
    expect(found.body).toEqual({ count: 1, idlist: ['31535829'] });
    const failed = await server.request('GET', '/citations/identifiers', { cookie: cookies.admin, query: { doi: 'broken' } });
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({ count: 0, idlist: [] });
  });
});

describe('quality control', () => {
  it('creates a record the first time, updates it after and marks it done', async () => {
    const paper = await createPaper(server, cookies.admin, { name: 'QC paper' });
    const wrap = (data: unknown) => ({ version: 1, data });
    const created = await server.request('POST', '/quality-control', {
      cookie: cookies.qc,
      body: { paperId: paper, dactylTree: wrap([{ type: 'SAVE' }]), entryData: wrap([]), initialEntryData: wrap([]), trashData: wrap([]), done: false },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ status: 'success', message: 'Save complete' });
    const uuid = created.body.uuid;
    const updated = await server.request('PUT', `/quality-control/${uuid}`, { cookie: cookies.qc, body: { trashData: wrap([{ type: 'POINT', name: '3' }]), done: true } });
    expect(updated.body.message).toBe('Save complete');
    const detail = await server.request('GET', `/papers/${paper}`, { cookie: cookies.qc });
    expect(detail.body.qcData).toMatchObject({ uuid, done: true, trashData: { version: 1, data: [{ type: 'POINT', name: '3' }] }, dactylTree: { version: 1 } });
    expect(detail.body.qcData.completed_at).not.toBeNull();
    const qcDone = await server.request('GET', '/papers', { cookie: cookies.admin, query: { filter: 'qc-done' } });
    expect(qcDone.body.papers.data.map((p: { uuid: string }) => p.uuid)).toEqual([paper]);
  });

  it("lists the extraction a reviewer's QC record names as reconciled as such, and no other", async () => {
    const paper = await createPaper(server, cookies.admin, { name: 'Reconciled paper' });
    const complete = async (cookie: string) => {
      const uuid = randomUUID();
      const saved = await server.request('POST', `/data-entry/${uuid}`, { cookie, body: { data: projectDocument(2), baseVersion: 0, done: true, paperUUID: paper, dataFormat: 'WPD' } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return uuid;
    };
    const extractor = await complete(cookies.extractor);
    const reconciled = await complete(cookies.qc);
    const wrap = (data: unknown) => ({ version: 1, data });
    // Another reviewer naming the extractor's entry marks nothing: only the owner's own record counts.
    await server.request('POST', '/quality-control', { cookie: cookies.admin, body: { paperId: paper, entryData: wrap({ reconciledUuid: extractor }), done: false } });
    const record = await server.request('POST', '/quality-control', { cookie: cookies.qc, body: { paperId: paper, entryData: wrap({ extractionUuid: extractor, reconciledUuid: reconciled }), done: false } });
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    const marks = (entries: { uuid: string; reconciled?: boolean }[]) => Object.fromEntries(entries.map((e) => [e.uuid, e.reconciled === true]));
    const detail = await server.request('GET', `/papers/${paper}`, { cookie: cookies.qc });
    expect(marks(detail.body.dataEntries)).toEqual({ [extractor]: false, [reconciled]: true });
    const search = await server.request('GET', '/data-entry/search', { cookie: cookies.admin, query: { searchKey: 'Reconciled paper' } });
    expect(marks(search.body.papers.data[0].dataEntries)).toEqual({ [extractor]: false, [reconciled]: true });
    const list = await server.request('GET', '/papers', { cookie: cookies.admin, query: { searchKey: 'Reconciled paper' } });
    expect(marks(list.body.papers.data.find((p: { uuid: string }) => p.uuid === paper).dataEntries)).toEqual({ [extractor]: false, [reconciled]: true });
  });

  it('refuses unwrapped parts, other users and users without quality_control', async () => {
    const paper = await createPaper(server, cookies.admin);
    expect((await server.request('POST', '/quality-control', { cookie: cookies.qc, body: { paperId: paper, entryData: [1, 2] } })).status).toBe(400);
    expect((await server.request('POST', '/quality-control', { cookie: cookies.extractor, body: { paperId: paper } })).status).toBe(403);
    const created = await server.request('POST', '/quality-control', { cookie: cookies.qc, body: { paperId: paper } });
    expect((await server.request('PUT', `/quality-control/${created.body.uuid}`, { cookie: cookies.admin, body: { done: true } })).status).toBe(200);
    expect((await server.request('PUT', '/quality-control/00000000-0000-4000-8000-000000000000', { cookie: cookies.qc, body: { done: true } })).status).toBe(404);
  });
});
