import { randomUUID } from 'node:crypto';
import fastJsonPatch from 'fast-json-patch';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataEntries } from '../../src/server/db/schema-papers';
import { jsonSizeWithin } from '../../src/server/services/patchLimits';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, loginAll, projectDocument, snapshotPapers } from './papers-fixtures';

/**
 * What one delta may do to an extraction: a bounded number of operations, copy and move only
 * within the project's own data, and never a document larger than the stored limit.
 */
let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;
let paper: string;

const MAX_OPERATIONS = 50;
const MAX_DOCUMENT_BYTES = 256 * 1024;
const DOUBLINGS = Number(process.env.PATCH_DOUBLINGS ?? 30);

const save = (sde: string, body: Record<string, unknown>) =>
  server.request('POST', `/data-entry/${sde}`, { cookie: cookies.extractor, body: { done: false, paperUUID: paper, dataFormat: 'WPD', ...body } });

/** A new extraction holding a small project, at version 1. */
async function startedEntry(): Promise<string> {
  const sde = randomUUID();
  const first = await save(sde, { delta: fastJsonPatch.compare({}, projectDocument(2)), baseVersion: 0 });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  return sde;
}

beforeAll(async () => {
  server = await createTestServer({ maxDeltaOperations: MAX_OPERATIONS, maxDocumentBytes: MAX_DOCUMENT_BYTES });
  cookies = await loginAll(server);
  paper = await createPaper(server, cookies.admin);
});
afterAll(() => server.close());

describe('JSON Patch limits of a save', () => {
  it('refuses 30 doubling copies (about 1.3 KB) with 413 before the document grows, and keeps the stored version', async () => {
    const sde = await startedEntry();
    const before = await snapshotPapers(server.db);
    // Each copy of the pages list into itself doubles the document.
    const delta = Array.from({ length: DOUBLINGS }, () => ({ op: 'copy', from: '/pages', path: '/pages/-' }));
    expect(JSON.stringify(delta).length).toBeLessThan(1500);
    const refused = await save(sde, { delta, baseVersion: 1 });
    expect(refused.status, JSON.stringify(refused.body)).toBe(413);
    expect(refused.body).toMatchObject({ status: 'error', code: 'E_DOCUMENT_TOO_LARGE' });
    expect(refused.body.message).toMatch(/larger than the limit/);
    expect(await snapshotPapers(server.db)).toBe(before);
    const ok = await save(sde, { delta: [{ op: 'replace', path: '/misc/zoom', value: 2 }], baseVersion: 1 });
    expect(ok.body.version).toBe(2);
  });

  it('refuses more operations than the limit with 413', async () => {
    const sde = await startedEntry();
    const delta = Array.from({ length: MAX_OPERATIONS + 1 }, (_, i) => ({ op: 'replace', path: '/misc/zoom', value: i }));
    const refused = await save(sde, { delta, baseVersion: 1 });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: 'E_TOO_MANY_OPERATIONS', message: `A save may carry at most ${MAX_OPERATIONS} operations` });
  });

  it('refuses copy and move from or to outside the project data with 422', async () => {
    const sde = await startedEntry();
    for (const op of [
      { op: 'copy', from: '', path: '/misc/copy' },
      { op: 'copy', from: '/pages/0', path: '/somewhere/else' },
      { op: 'move', from: '/unknown', path: '/pages/-' },
      { op: 'move', from: '/misc', path: '' },
    ]) {
      const refused = await save(sde, { delta: [op], baseVersion: 1 });
      expect(refused.status, JSON.stringify(op)).toBe(422);
      expect(refused.body).toMatchObject({ status: 'error', code: 'invalid_delta' });
    }
    const allowed = await save(sde, { delta: [{ op: 'copy', from: '/pages/0/datasets/0/points/0', path: '/pages/0/datasets/0/points/-' }], baseVersion: 1 });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });

  it('refuses a move of a value into its own child (a cycle) with 422', async () => {
    const sde = await startedEntry();
    for (const op of [
      { op: 'move', from: '/pages/0', path: '/pages/0/datasets/0/copy' },
      { op: 'move', from: '', path: '/misc/root' },
    ]) {
      const refused = await save(sde, { delta: [op], baseVersion: 1 });
      expect(refused.status, JSON.stringify(op)).toBe(422);
      expect(refused.body.message).toMatch(/into itself/);
    }
  });

  it('refuses paths through __proto__, constructor or prototype with 422', async () => {
    const sde = await startedEntry();
    for (const op of [
      { op: 'add', path: '/__proto__/polluted', value: 1 },
      { op: 'add', path: '/misc/constructor/prototype/polluted', value: 1 },
      { op: 'replace', path: '/pages/0/prototype', value: 1 },
      { op: 'copy', from: '/pages/0/__proto__', path: '/pages/-' },
    ]) {
      const refused = await save(sde, { delta: [op], baseVersion: 1 });
      expect(refused.status, JSON.stringify(op)).toBe(422);
      expect(refused.body.message).toMatch(/__proto__|constructor|prototype/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('measures the document again before refusing a delta when the stored size has grown past it', async () => {
    const sde = await startedEntry();
    const bytes = async () => (await server.db.select({ bytes: dataEntries.documentBytes }).from(dataEntries).where(eq(dataEntries.uuid, sde)))[0]!.bytes;
    const exact = JSON.stringify((await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor })).body.rawData).length;
    // As after many deltas that replaced or removed what earlier ones brought in, without a compaction since.
    await server.db.update(dataEntries).set({ documentBytes: MAX_DOCUMENT_BYTES - 10 }).where(eq(dataEntries.uuid, sde));
    const ok = await save(sde, { delta: [{ op: 'add', path: '/misc/note', value: 'x'.repeat(1000) }], baseVersion: 1 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // From the document as it is, not from the stored size.
    expect(await bytes()).toBeGreaterThanOrEqual(exact + 1000);
    expect(await bytes()).toBeLessThan(exact + 1100);
  });

  it('counts escapes, quotes and member names, so the stored size is never below the JSON', () => {
    for (const value of ['a"b\\c', '\u0001\u0002\n', { 'k"ey': ['\t', 1.5, null, true] }, '\ud800 lone', 'é and 😀']) {
      expect(jsonSizeWithin(value, Infinity)).toBeGreaterThanOrEqual(JSON.stringify(value).length);
    }
  });

  it('refuses a delta whose added values would pass the document limit', async () => {
    const sde = await startedEntry();
    const big = 'x'.repeat(100 * 1024);
    const delta = [0, 1, 2].map((i) => ({ op: 'add', path: `/misc/note${i}`, value: big }));
    const refused = await save(sde, { delta, baseVersion: 1 });
    expect(refused.status).toBe(413);
    const fits = await save(sde, { delta: delta.slice(0, 1), baseVersion: 1 });
    expect(fits.status).toBe(200);
  });
});
