import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataEntrySaveRequestSchema, paperFormSchema, qcSaveRequestSchema } from '../../src/api/papers';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, loginAll, pngBytes, projectDocument, snapshotPapers, upload } from './papers-fixtures';

let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;
let paper: string;
let file: string;
let sde: string;

type Role = 'anonymous' | 'admin' | 'extractor' | 'qc';
const ROLES: Role[] = ['anonymous', 'admin', 'extractor', 'qc'];

beforeAll(async () => {
  server = await createTestServer();
  cookies = await loginAll(server);
  paper = await createPaper(server, cookies.admin, { name: 'Matrix paper' });
  file = (await upload(server, `/papers/${paper}/files`, cookies.admin, [{ name: 'm.png', bytes: pngBytes() }])).body.files[0].uuid;
  sde = randomUUID();
  await server.request('POST', `/data-entry/${sde}`, { cookie: cookies.extractor, body: { data: projectDocument(1), done: true, baseVersion: 0, paperUUID: paper, dataFormat: 'WPD' } });
});
afterAll(() => server.close());

/** Who may call what (section 6 of the spec, as documented in docs/server-papers.md). Bodies are valid, so anything else is a refusal. */
const matrix: { call: string; allowed: Role[]; run: (cookie?: string) => Promise<{ status: number }> }[] = [
  { call: 'GET /papers', allowed: ['admin', 'extractor', 'qc'], run: (cookie) => server.request('GET', '/papers', { cookie }) },
  { call: 'GET /papers/extraction-queue', allowed: ['admin', 'extractor', 'qc'], run: (cookie) => server.request('GET', '/papers/extraction-queue', { cookie }) },
  { call: 'GET /papers/search', allowed: ['admin', 'extractor', 'qc'], run: (cookie) => server.request('GET', '/papers/search', { cookie, query: { query: 'matrix' } }) },
  { call: 'GET /papers/{uuid}', allowed: ['admin', 'extractor', 'qc'], run: (cookie) => server.request('GET', `/papers/${paper}`, { cookie }) },
  { call: 'GET /papers/download', allowed: ['admin', 'qc'], run: (cookie) => server.request('GET', '/papers/download', { cookie, query: { paperUUIDs: paper } }) },
  { call: 'POST /papers', allowed: ['admin'], run: (cookie) => server.request('POST', '/papers', { cookie, body: { name: 'x', noIDs: true } }) },
  { call: 'PUT /papers/{uuid}', allowed: ['admin'], run: (cookie) => server.request('PUT', `/papers/${paper}`, { cookie, body: { priority: 2 } }) },
  { call: 'PUT /papers/{uuid}/projects', allowed: ['admin'], run: (cookie) => server.request('PUT', `/papers/${paper}/projects`, { cookie, body: { projectUUIDs: [] } }) },
  { call: 'PUT /projects/{uuid}/papers', allowed: ['admin'], run: (cookie) => server.request('PUT', `/projects/${randomUUID()}/papers`, { cookie, body: { paperUUIDs: [] } }) },
  { call: 'DELETE /papers/{uuid}', allowed: ['admin'], run: (cookie) => server.request('DELETE', `/papers/${randomUUID()}`, { cookie }) },
  { call: 'POST /papers/{uuid}/files', allowed: ['admin'], run: (cookie) => (cookie ? upload(server, `/papers/${paper}/files`, cookie, []) : server.request('POST', `/papers/${paper}/files`)) },
  { call: 'GET /files', allowed: ['admin'], run: (cookie) => server.request('GET', '/files', { cookie }) },
  { call: 'PUT /files/{uuid}/paper', allowed: ['admin'], run: (cookie) => server.request('PUT', `/files/${file}/paper`, { cookie, body: { paperUUID: paper } }) },
  { call: 'DELETE /files/{uuid}', allowed: ['admin'], run: (cookie) => server.request('DELETE', `/files/${randomUUID()}`, { cookie }) },
  { call: 'PUT /files/{uuid}/restore', allowed: ['admin'], run: (cookie) => server.request('PUT', `/files/${randomUUID()}/restore`, { cookie }) },
  { call: 'GET /files/download/{uuid}', allowed: ['admin', 'extractor', 'qc'], run: (cookie) => server.request('GET', `/files/download/${file}`, { cookie }) },
  { call: 'POST /data-entry/{uuid}', allowed: ['admin', 'extractor', 'qc'], run: (cookie) => server.request('POST', `/data-entry/${randomUUID()}`, { cookie, body: { delta: [], baseVersion: 0, paperUUID: paper, dataFormat: 'WPD' } }) },
  { call: 'POST /data-entry/{uuid}/validate', allowed: ['admin', 'extractor', 'qc'], run: (cookie) => server.request('POST', `/data-entry/${sde}/validate`, { cookie, body: {} }) },
  { call: 'POST /data-entry/{uuid}/delete', allowed: ['admin'], run: (cookie) => server.request('POST', `/data-entry/${randomUUID()}/delete`, { cookie }) },
  { call: 'POST /data-entry/download', allowed: ['admin', 'qc'], run: (cookie) => server.request('POST', '/data-entry/download', { cookie, body: { uuids: [sde] } }) },
  { call: 'GET /data-entry/{uuid}', allowed: ['admin', 'extractor', 'qc'], run: (cookie) => server.request('GET', `/data-entry/${sde}`, { cookie }) },
  { call: 'GET /data-entry/search', allowed: ['admin', 'qc'], run: (cookie) => server.request('GET', '/data-entry/search', { cookie }) },
  { call: 'GET /data-entry/{uuid}/raw-data-viewer', allowed: ['admin', 'extractor', 'qc'], run: (cookie) => server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie }) },
  { call: 'GET /data-entry/{uuid}/history', allowed: ['admin', 'extractor', 'qc'], run: (cookie) => server.request('GET', `/data-entry/${sde}/history`, { cookie }) },
  { call: 'GET /data-entry/{uuid}/versions/{n}', allowed: ['admin', 'extractor', 'qc'], run: (cookie) => server.request('GET', `/data-entry/${sde}/versions/1`, { cookie }) },
  { call: 'POST /quality-control', allowed: ['admin', 'qc'], run: (cookie) => server.request('POST', '/quality-control', { cookie, body: { paperId: paper } }) },
  { call: 'PUT /quality-control/{uuid}', allowed: ['admin', 'qc'], run: (cookie) => server.request('PUT', `/quality-control/${randomUUID()}`, { cookie, body: {} }) },
  { call: 'GET /citations', allowed: ['admin'], run: (cookie) => server.request('GET', '/citations', { cookie }) },
  { call: 'GET /citations/identifiers', allowed: ['admin'], run: (cookie) => server.request('GET', '/citations/identifiers', { cookie }) },
];

describe('endpoint x role matrix', () => {
  it.each(matrix)('$call', async ({ allowed, run }) => {
    for (const role of ROLES) {
      const { status } = await run(role === 'anonymous' ? undefined : cookies[role]);
      if (role === 'anonymous') expect(status, role).toBe(401);
      else if (allowed.includes(role)) expect([401, 403], `${role} got ${status}`).not.toContain(status);
      else expect(status, role).toBe(403);
    }
  });
});

describe('generated bad bodies', () => {
  const junk = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom('name', 'doi', 'priority', 'delta', 'data', 'baseVersion', 'paperUUID', 'dataFormat', 'done', 'paperId', 'entryData', 'status', 'source_url', 'x'), fc.anything()));
  const cases = [
    { name: 'POST /papers', schema: paperFormSchema, send: (body: unknown) => server.request('POST', '/papers', { cookie: cookies.admin, rawBody: JSON.stringify(body) }) },
    { name: 'PUT /papers/{uuid}', schema: paperFormSchema, send: (body: unknown) => server.request('PUT', `/papers/${paper}`, { cookie: cookies.admin, rawBody: JSON.stringify(body) }) },
    { name: 'POST /data-entry/{uuid}', schema: dataEntrySaveRequestSchema, send: (body: unknown) => server.request('POST', `/data-entry/${sde}`, { cookie: cookies.extractor, rawBody: JSON.stringify(body) }) },
    { name: 'POST /quality-control', schema: qcSaveRequestSchema, send: (body: unknown) => server.request('POST', '/quality-control', { cookie: cookies.qc, rawBody: JSON.stringify(body) }) },
  ];
  it.each(cases)('$name answers 4xx and changes nothing', async ({ schema, send, name }) => {
    const before = await snapshotPapers(server.db);
    await fc.assert(
      fc.asyncProperty(
        junk.filter((v) => {
          const json = JSON.stringify(v);
          if (json === undefined) return false;
          const parsed = JSON.parse(json) as unknown;
          // Bodies that are valid, or only a priority or a restore (other variants of PUT), are not junk.
          if (name.startsWith('PUT') && parsed && typeof parsed === 'object' && ('priority' in parsed || 'deletedAt' in parsed)) return false;
          return !schema.safeParse(parsed).success;
        }),
        async (body) => {
          const res = await send(body);
          expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
          expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    expect(await snapshotPapers(server.db)).toBe(before);
  });
});
