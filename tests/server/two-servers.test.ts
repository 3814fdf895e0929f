import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/api/client';
import { createApp } from '../../src/server/app';
import { createPaperRoutes } from '../../src/server/paperWork';
import { openFileStore, type TestFileStore } from './file-stores';
import { cookieFrom, createTestServer, EXTRACTOR, type TestServer } from './helpers';
import { createPaper, loginAll, pngBytes, upload } from './papers-fixtures';

/**
 * Two server instances on one database and one S3-compatible bucket answer as one: a session,
 * a revoked permission, a login limit, a list total and a file made through one hold through the
 * other at once. (The e2e suite runs against two real processes with E2E_TWO_SERVERS=1.)
 */
let first: TestServer;
let files: TestFileStore;
let second: ReturnType<typeof createApp>;
let cookies: Awaited<ReturnType<typeof loginAll>>;

async function viaSecond(method: string, path: string, options: { cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await second.request(`http://localhost/api${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
}

beforeAll(async () => {
  files = await openFileStore('s3');
  first = await createTestServer({ loginRateLimit: { max: 3, windowMs: 60_000 } }, {}, { fileStore: files.store });
  second = createApp({ db: first.db, config: first.config, clock: first.clock, log: () => undefined, extraRoutes: createPaperRoutes({ store: files.store }) });
  cookies = await loginAll(first);
});
afterAll(async () => {
  await first.close();
  await files.close();
});

describe('two servers on one database', () => {
  it('share sessions: a login on one is valid on the other, and a logout on the other ends it on the first', async () => {
    const login = await viaSecond('POST', '/login', { body: { email: EXTRACTOR.email, password: EXTRACTOR.password } });
    expect(login.status).toBe(200);
    const cookie = cookieFrom({ status: login.status, body: login.body, headers: login.headers });
    expect((await first.request('GET', '/ping', { cookie })).status).toBe(200);
    expect((await viaSecond('POST', '/users/logout', { cookie })).status).toBe(200);
    expect((await first.request('GET', '/ping', { cookie })).body.code).toBe('E_SESSION_EXPIRED');
  });

  it('count login failures together', async () => {
    for (let i = 0; i < 3; i++) {
      const app = i % 2 ? (path: string, body: unknown) => viaSecond('POST', path, { body }) : (path: string, body: unknown) => first.request('POST', path, { body });
      expect((await app('/login', { email: EXTRACTOR.email, password: `Wrong-Password-${i}` })).status).toBe(401);
    }
    expect((await viaSecond('POST', '/login', { body: { email: EXTRACTOR.email, password: EXTRACTOR.password } })).status).toBe(429);
    expect((await first.request('POST', '/login', { body: { email: EXTRACTOR.email, password: EXTRACTOR.password } })).status).toBe(429);
  });

  it('see a permission revoked on the other at the next request', async () => {
    expect((await viaSecond('GET', '/users', { cookie: cookies.admin })).status).toBe(200);
    const roles = await first.request('GET', '/roles', { cookie: cookies.admin, query: { itemsPerPage: '-1' } });
    const qcRole = roles.body.roles.data.find((r: { slug: string }) => r.slug === 'qc_user');
    expect((await viaSecond('GET', '/papers', { cookie: cookies.qc })).status).toBe(200);
    expect((await first.request('PUT', `/roles/${qcRole.id}/permissions`, { cookie: cookies.admin, body: { permissionIDs: [] } })).status).toBe(200);
    expect((await viaSecond('GET', '/papers', { cookie: cookies.qc })).status).toBe(403);
  });

  it('answer the same list totals and serve the files the other stored', async () => {
    const before = (await viaSecond('GET', '/papers', { cookie: cookies.admin })).body.papers.meta.total;
    const paper = await createPaper(first, cookies.admin, { name: 'Made on the first server' });
    expect((await viaSecond('GET', '/papers', { cookie: cookies.admin })).body.papers.meta.total).toBe(before + 1);
    const stored = await upload(first, `/papers/${paper}/files`, cookies.admin, [{ name: 'figure.png', bytes: pngBytes() }]);
    expect(stored.status).toBe(200);
    const download = await second.request(`http://localhost/api/files/download/${stored.body.files[0].uuid}`, { headers: { Cookie: cookies.admin } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pngBytes())).toBe(true);
  });
});
