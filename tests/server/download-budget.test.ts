import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/api/client';
import { papers, users } from '../../src/server/db/schema';
import { dataEntries, dataEntryDeltas } from '../../src/server/db/schema-papers';
import { downloadWork } from '../../src/server/services/downloadWork';
import { buildDactylTree, documentToProject, exportWpd, validateDocument } from '../../src/server/services/extractions';
import { jsonChunks } from '../../src/server/services/jsonStream';
import { serializePapers } from '../../src/server/services/paperQueries';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, loginAll, projectDocument } from './papers-fixtures';

/** Called after each read of a stored document (by any route), to act at a known point of a download. */
const reads = vi.hoisted(() => ({ after: undefined as (() => void) | undefined }));
vi.mock('../../src/server/services/extractionHistory', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/server/services/extractionHistory')>();
  return {
    ...actual,
    currentDocumentOrError: async (...args: Parameters<typeof actual.currentDocumentOrError>) => {
      const read = await actual.currentDocumentOrError(...args);
      reads.after?.();
      return read;
    },
  };
});

let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;

beforeAll(async () => {
  server = await createTestServer();
  cookies = await loginAll(server);
});
afterAll(() => server.close());

/** Saves an extraction of the document as QC, completed unless told (an invalid one cannot be), and answers its uuid. */
async function completed(paper: string, document: unknown, done = true): Promise<string> {
  const sde = randomUUID();
  const res = await server.request('POST', `/data-entry/${sde}`, { cookie: cookies.qc, body: { paperUUID: paper, dataFormat: 'WPD', done, baseVersion: 0, data: document } });
  if (res.status !== 200) throw new Error(`save failed: ${res.status} ${JSON.stringify(res.body)}`);
  return sde;
}

/** A logged change that replay refuses, so the extraction's document cannot be read. */
async function breakEntry(sde: string) {
  const [entry] = await server.db.select().from(dataEntries).where(eq(dataEntries.uuid, sde));
  const ops = JSON.stringify([{ op: 'add', path: '/misc/__proto__/x', value: 1 }]);
  await server.db.insert(dataEntryDeltas).values({ entryId: entry!.id, version: entry!.version + 1, baseVersion: entry!.version, userId: entry!.userId, kind: 'document', ops, operations: 1, opsBytes: ops.length, summary: 'broken' });
  await server.db.update(dataEntries).set({ version: entry!.version + 1 }).where(eq(dataEntries.id, entry!.id));
}

/** The request as the browser makes it, answered as a Response whose body is read by the caller. */
function raw(method: string, path: string, cookie: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE, Cookie: cookie };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return Promise.resolve(server.app.request(`http://localhost/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
}

/** What POST /data-entry/download answered when it built the whole answer and wrote it with one JSON.stringify. */
async function wholeAnswer(uuids: string[], documents: Map<string, unknown>, skipped: { uuid: string; message: string }[] = []) {
  const rows = await server.db
    .select({ entry: dataEntries, paperUuid: papers.uuid, paperName: papers.name, userUuid: users.uuid, email: users.email })
    .from(dataEntries)
    .innerJoin(papers, eq(papers.id, dataEntries.paperId))
    .innerJoin(users, eq(users.id, dataEntries.userId))
    .where(inArray(dataEntries.uuid, uuids))
    .orderBy(dataEntries.id);
  const sde = rows
    .filter((r) => documents.has(r.entry.uuid))
    .map((r) => {
      const { project } = validateDocument(documents.get(r.entry.uuid));
      return {
        uuid: r.entry.uuid,
        paperUUID: r.paperUuid,
        paperName: r.paperName,
        user: { uuid: r.userUuid, email: r.email },
        completed_at: r.entry.completedAt?.toISOString() ?? null,
        dactylTreeData: buildDactylTree(r.entry.uuid, project),
        wpdData: exportWpd(project),
      };
    });
  const exported = `${sde.length} extraction${sde.length === 1 ? '' : 's'} exported`;
  if (!skipped.length) return JSON.stringify({ status: 'success', message: exported, data: { sde } });
  return JSON.stringify({ status: 'success', message: `${exported}; ${skipped.length} could not be read and ${skipped.length === 1 ? 'was' : 'were'} left out`, data: { sde, skipped } });
}

describe('the JSON of a download written in chunks', () => {
  it('is the text JSON.stringify makes, whatever the chunk size', () => {
    const big = () => Array.from({ length: 2000 }, (_, i) => ({ i, at: new Date(i), gone: undefined }));
    const values = [
      projectDocument(3000, { value: '1.5' }),
      [1, big(), 2, undefined, () => 3, Symbol('s'), NaN, { toJSON: (key: string) => `key ${key}` }, big(), 'x'.repeat(100_000)],
      { a: big(), b: undefined, c: [big(), 4], d: { toJSON: () => ({ toJSON: () => 'not called', kept: 1 }) } },
      'text',
      null,
      [],
      {},
    ];
    for (const value of values) {
      for (const size of [1, 100, 64 * 1024]) expect([...jsonChunks(value, size)].join('')).toBe(JSON.stringify(value));
    }
    expect([...jsonChunks(undefined)]).toEqual([]);
    const circular: Record<string, unknown> = { list: big() };
    (circular.list as Record<string, unknown>[])[0]!.back = circular;
    expect(() => [...jsonChunks(circular)]).toThrow(TypeError);
  });
});

describe('POST /data-entry/download', () => {
  it('answers the same JSON, byte for byte, as when it wrote the whole answer at once', async () => {
    const paper = await createPaper(server, cookies.admin, { name: 'Download budget; small', status: 'DATA_ENTRY' });
    const documents = new Map<string, unknown>();
    for (const n of [2, 5]) {
      const document = projectDocument(n, { value: String(n) });
      documents.set(await completed(paper, document), document);
    }
    const uuids = [...documents.keys()];
    const res = await raw('POST', '/data-entry/download', cookies.qc, { uuids });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).toBe(await wholeAnswer(uuids, documents));
  });

  it('lists unreadable extractions as skipped, in the same JSON', async () => {
    const paper = await createPaper(server, cookies.admin, { name: 'Download budget; skipped', status: 'DATA_ENTRY' });
    const document = projectDocument(3);
    const good = await completed(paper, document);
    const bad = await completed(paper, projectDocument(1));
    await breakEntry(bad);
    const res = await raw('POST', '/data-entry/download', cookies.qc, { uuids: [good, bad] });
    const text = await res.text();
    const skipped = JSON.parse(text).data.skipped;
    expect(skipped).toEqual([{ uuid: bad, message: expect.stringMatching(/^The stored document of this extraction cannot be read/) }]);
    expect(text).toBe(await wholeAnswer([good, bad], new Map([[good, document]]), skipped));
  });

  it('answers invalid extractions as an error before writing any of the others', async () => {
    const paper = await createPaper(server, cookies.admin, { name: 'Download budget; invalid', status: 'DATA_ENTRY' });
    const good = await completed(paper, projectDocument(2));
    const noBranch = await completed(paper, projectDocument(1, { branch: null }), false);
    const one = await server.request('POST', '/data-entry/download', { cookie: cookies.qc, body: { uuids: [good, noBranch] } });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      status: 'error',
      message: 'Format Error: 1 problem found: Data point has no study branch',
      data: [{ uuid: noBranch, message: '1 problem found: Data point has no study branch', problems: [expect.objectContaining({ message: 'Data point has no study branch' })] }],
    });
    const other = await completed(paper, projectDocument(2, { branch: null }), false);
    const two = await server.request('POST', '/data-entry/download', { cookie: cookies.qc, body: { uuids: [noBranch, good, other] } });
    expect(two.body).toMatchObject({ status: 'error', message: 'Format Error: 2 extractions are invalid' });
    expect(two.body.data.map((d: { uuid: string }) => d.uuid)).toEqual([noBranch, other]);
  });

  it('breaks the transfer off, rather than ending a shorter JSON, when writing fails after it began', async () => {
    const paper = await createPaper(server, cookies.admin, { name: 'Download budget; failing', status: 'DATA_ENTRY' });
    const sde = await completed(paper, projectDocument(2));
    const load = vi.spyOn(downloadWork, 'load').mockImplementation(async () => ({
      problems: [],
      render: async () =>
        (async function* () {
          yield new TextEncoder().encode('{"type":"SAVE"');
          throw new Error('the thread ran out of memory');
        })(),
      release: () => {},
    }));
    try {
      const res = await raw('POST', '/data-entry/download', cookies.qc, { uuids: [sde] });
      expect(res.status).toBe(200);
      await expect(res.text()).rejects.toThrow();
    } finally {
      load.mockRestore();
    }
    expect(server.logs.some((line) => line.includes('The download of extractions stopped after it began: the thread ran out of memory'))).toBe(true);
  });

  it('answers a light request made once the last of three large extractions is read before the download ends', async () => {
    const paper = await createPaper(server, cookies.admin, { name: 'Download budget; large', status: 'DATA_ENTRY' });
    const uuids: string[] = [];
    for (let i = 0; i < 3; i++) uuids.push(await completed(paper, projectDocument(30_000, { value: String(i) })));
    // Once, so that starting the download thread is not part of what is measured.
    expect((await server.request('POST', '/data-entry/download', { cookie: cookies.qc, body: { uuids: [uuids[0]] } })).body.status).toBe('success');

    const order: string[] = [];
    let ping: Promise<void> | undefined;
    let read = 0;
    // What is left once the last document is read is the heavy part: validating, building, writing.
    reads.after = () => {
      if (++read !== uuids.length) return;
      ping = raw('GET', '/ping', cookies.admin)
        .then((res) => res.json())
        .then((body: { status: string }) => {
          expect(body.status).toBe('ok');
          order.push('ping');
        });
    };
    try {
      const res = await raw('POST', '/data-entry/download', cookies.qc, { uuids });
      const answer = JSON.parse(await res.text()) as { status: string; data: { sde: { uuid: string }[] } };
      order.push('download');
      expect(answer.status).toBe('success');
      expect(answer.data.sde.map((s) => s.uuid)).toEqual(uuids);
      await ping;
    } finally {
      reads.after = undefined;
    }
    expect(order).toEqual(['ping', 'download']);
  });
});

describe('GET /papers/download', () => {
  it('answers the same JSON, byte for byte, as when it wrote each paper with one JSON.stringify', async () => {
    const paper = await createPaper(server, cookies.admin, { name: 'Download budget; papers', status: 'DATA_ENTRY' });
    const documents = new Map<string, unknown>();
    for (const n of [2, 4]) {
      const document = projectDocument(n, { value: String(n) });
      documents.set(await completed(paper, document), document);
    }
    const bad = await completed(paper, projectDocument(1));
    await breakEntry(bad);
    const res = await raw('GET', `/papers/download?paperUUIDs=${paper}`, cookies.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="papers-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const parsed = JSON.parse(text);

    const [row] = await server.db.select().from(papers).where(eq(papers.uuid, paper));
    const [serialized] = await serializePapers(server.db, [row!]);
    const entries = await server.db.select({ entry: dataEntries, email: users.email }).from(dataEntries).innerJoin(users, eq(users.id, dataEntries.userId)).where(eq(dataEntries.paperId, row!.id)).orderBy(dataEntries.id);
    const extractions = entries.map(({ entry, email }): Record<string, unknown> => {
      const head = { uuid: entry.uuid, user: email, completed_at: entry.completedAt?.toISOString() ?? null, is_validated: entry.isValidated };
      const document = documents.get(entry.uuid);
      if (document === undefined) return { ...head, wpdData: null, error: parsed.papers[0].extractions.find((e: { uuid: string }) => e.uuid === entry.uuid).error };
      return { ...head, wpdData: exportWpd(documentToProject(document)) };
    });
    expect(extractions.at(-1)!.error).toMatch(/^The stored document of this extraction cannot be read/);
    expect(text).toBe(JSON.stringify({ exportedAt: parsed.exportedAt, papers: [{ ...serialized, extractions }] }));
  });
});
