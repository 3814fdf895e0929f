import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/api/client';
import { jsonTextProblem } from '../../src/server/http';
import { ADMIN, createTestServer, snapshot, type TestServer } from './helpers';
import { createPaper, projectDocument } from './papers-fixtures';

/** Requests a hostile client can send without a session, or with any session: all answered 4xx, never 500. */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ maxJsonBodyBytes: 64 * 1024, maxDocumentBytes: 512 * 1024 });
  admin = await server.login(ADMIN.email, ADMIN.password);
});
afterAll(() => server.close());

/** A body of `total` bytes, streamed in 64 KB chunks without a Content-Length, counting what was read. */
function countedStream(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, counter };
}

describe('request body limit', () => {
  it('refuses a 50 MB body to /login with 413 before reading it whole', async () => {
    const { body, counter } = countedStream(50 * 1024 * 1024);
    const response = await server.app.request('http://localhost/api/login', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: 'error', code: 'E_TOO_LARGE', message: 'The request body is larger than the limit of 64 KB' });
    expect(counter.pulled).toBeLessThan(5 * 1024 * 1024);
  });

  it('refuses a declared Content-Length over the limit at once', async () => {
    const res = await server.request('POST', '/organizations', { cookie: admin, rawBody: JSON.stringify({ name: 'x'.repeat(70 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('E_TOO_LARGE');
  });

  it('lets whole-document saves up to the document limit through', async () => {
    const paper = await createPaper(server, admin);
    const data = projectDocument(4000);
    expect(JSON.stringify(data).length).toBeGreaterThan(64 * 1024);
    const saved = await server.request('POST', `/data-entry/${randomUUID()}`, { cookie: admin, body: { data, baseVersion: 0, paperUUID: paper, dataFormat: 'WPD', done: false } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const tooLarge = await server.request('POST', `/data-entry/${randomUUID()}`, { cookie: admin, body: { data: projectDocument(40000), baseVersion: 0, paperUUID: paper, dataFormat: 'WPD', done: false } });
    expect(tooLarge.status).toBe(413);
  });
});

describe('malformed Origin', () => {
  it('is refused 403 E_CSRF, not 500', async () => {
    for (const origin of ['http://', 'not a url', 'http://[::1', '://x']) {
      const res = await server.request('POST', '/login', { body: { email: ADMIN.email, password: ADMIN.password }, headers: { Origin: origin, Host: 'localhost' } });
      expect(res.status, origin).toBe(403);
      expect(res.body).toMatchObject({ status: 'error', code: 'E_CSRF' });
    }
  });
});

describe('NUL characters', () => {
  it('in filters, search keys and query values are refused 400', async () => {
    const before = await snapshot(server.db);
    for (const [path, query] of [
      ['/users', { filter: 'a\u0000b' }],
      ['/organizations', { filter: '\u0000' }],
      ['/files', { filter: 'x\u0000' }],
      ['/papers', { searchKey: 'ab\u0000' }],
      ['/papers/search', { query: 'ab\u0000cd' }],
      ['/data-entry/search', { filter: 'a\u0000', searchKey: 'zz' }],
      ['/tags', { filter: 'a\u0000' }],
    ] as const) {
      const res = await server.request('GET', path, { cookie: admin, query });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', code: 'E_VALIDATION' });
      expect(res.body.message).toMatch(/NUL/);
    }
    expect(await snapshot(server.db)).toBe(before);
  });

  it('in free-text fields of a body (paper, organization and concept names) are refused 400', async () => {
    const before = await snapshot(server.db);
    for (const [path, body] of [
      ['/papers', { name: 'Smith\u00002021', doi: '10.1/nul', priority: 1 }],
      ['/organizations', { name: 'Org\u0000', description: '', users: [], projects: [] }],
      ['/metathesaurus/save', { conceptId: 'C1', synonyms: ['a\u0000b'] }],
      ['/metathesaurus/search', { key: 'a\u0000' }],
    ] as const) {
      const res = await server.request('POST', path, { cookie: admin, body });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.message).toMatch(/NUL/);
    }
    expect(await snapshot(server.db)).toBe(before);
  });
});

describe('sortBy', () => {
  it('of names every object has (__proto__, constructor, toString) is refused 400', async () => {
    for (const path of ['/users', '/organizations', '/projects', '/roles', '/papers', '/files', '/data-entry/search']) {
      for (const sortBy of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        const res = await server.request('GET', path, { cookie: admin, query: { sortBy } });
        expect(res.status, `${path} ${sortBy} ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body).toMatchObject({ code: 'E_VALIDATION', field: 'sortBy' });
      }
    }
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number, inner = '1') => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

  it('is refused 400 on any route that reads a body', async () => {
    const paper = await createPaper(server, admin);
    const deep = nested(5000);
    const saves = await server.request('POST', `/data-entry/${randomUUID()}`, {
      cookie: admin,
      rawBody: `{"data":${deep},"baseVersion":0,"paperUUID":"${paper}","dataFormat":"WPD","done":false}`,
    });
    expect(saves.status, JSON.stringify(saves.body)).toBe(400);
    expect(saves.body.message).toMatch(/nested/);
    const citation = await server.request('POST', '/papers', { cookie: admin, rawBody: `{"name":"Deep","doi":"10.1/deep","priority":1,"citation":${deep}}` });
    expect(citation.status, JSON.stringify(citation.body)).toBe(400);
    const arrays = await server.request('POST', '/login', { rawBody: `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)}}` });
    expect(arrays.status).toBe(400);
  });
});

describe('the scan of a JSON body', () => {
  it('takes linear time on a large whole-document body after many small ones', () => {
    const small = JSON.stringify({ data: projectDocument(100) });
    for (let i = 0; i < 200; i++) jsonTextProblem(small);
    const large = JSON.stringify({ data: projectDocument(50_000) });
    const started = performance.now();
    expect(jsonTextProblem(large)).toBeNull();
    // About 10 ms on a 2-core machine; the scan before took seconds here (its time grew with the square of the size).
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('finds an escaped NUL but not an escaped backslash followed by u0000', () => {
    expect(jsonTextProblem('{"a":"\\u0000"}')).toMatch(/NUL/);
    expect(jsonTextProblem('{"a":"\\\\\\u0000"}')).toMatch(/NUL/);
    expect(jsonTextProblem('{"a":"\\\\u0000"}')).toBeNull();
    expect(jsonTextProblem(`{"a":"${'['.repeat(200)}"}`)).toBeNull();
    expect(jsonTextProblem(`${'['.repeat(101)}${']'.repeat(101)}`)).toMatch(/nested more than 100/);
  });
});
