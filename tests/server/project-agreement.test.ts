import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGES } from '../../src/api/agreement';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, loginAll, projectDocument } from './papers-fixtures';

let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;
let project: string;
let qcEntry: string;

/**
 * Three points across the graph (x 0, 5, 10 of 0–10; y 0, 50, 100 of 0–100); `middleY` moves the
 * middle point's y pixel (200 pixels are 50 units, so 260 reads 60).
 */
function document(middleY = 300) {
  const doc = projectDocument(3);
  doc.pages[0]!.datasets[0]!.points = [
    { x: 100, y: 500 },
    { x: 400, y: middleY },
    { x: 700, y: 100 },
  ];
  return doc;
}

async function complete(cookie: string, paper: string, data: unknown) {
  const uuid = randomUUID();
  const saved = await server.request('POST', `/data-entry/${uuid}`, { cookie, body: { data, baseVersion: 0, done: true, paperUUID: paper, dataFormat: 'WPD' } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return uuid;
}

beforeAll(async () => {
  server = await createTestServer();
  cookies = await loginAll(server);
  const orgs = await server.request('GET', '/organizations', { cookie: cookies.admin });
  const created = await server.request('POST', '/projects', { cookie: cookies.admin, body: { name: 'Agreement project', description: 'Dual extraction', priority: 1, organizations: [orgs.body.organizations[0].uuid] } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  project = created.body.project.uuid;
  const dual = await createPaper(server, cookies.admin, { name: 'Read twice' });
  const single = await createPaper(server, cookies.admin, { name: 'Read once' });
  const reconciled = await createPaper(server, cookies.admin, { name: 'With a reconciled extraction' });
  const elsewhere = await createPaper(server, cookies.admin, { name: 'In no project' });
  const linked = await server.request('PUT', `/projects/${project}/papers`, { cookie: cookies.admin, body: { paperUUIDs: [dual, single, reconciled] } });
  expect(linked.status).toBe(200);
  // Read twice: the QC user (first) reads the middle point's y as 60 instead of 50.
  qcEntry = await complete(cookies.qc, dual, document(260));
  await complete(cookies.extractor, dual, document());
  await complete(cookies.extractor, single, document());
  // The QC user's extraction here is the reconciled one of its own review: not a reader.
  const extractor = await complete(cookies.extractor, reconciled, document());
  const settled = await complete(cookies.qc, reconciled, document(260));
  const record = await server.request('POST', '/quality-control', { cookie: cookies.qc, body: { paperId: reconciled, entryData: { version: 1, data: { extractionUuid: extractor, reconciledUuid: settled } }, done: false } });
  expect(record.status).toBe(200);
  await complete(cookies.extractor, elsewhere, document());
  await complete(cookies.qc, elsewhere, document(260));
});
afterAll(() => server.close());

describe('GET /projects/{uuid}/agreement', () => {
  it('compares the papers read twice, with totals, ICC and Bland-Altman on shares of the axis range', async () => {
    const res = await server.request('GET', `/projects/${project}/agreement`, { cookie: cookies.qc });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body;
    expect(a.project).toEqual({ uuid: project, name: 'Agreement project' });
    expect(a.tolerance).toBe(0.01);
    // One paper: the others have one extraction that is not a reconciled one.
    expect(a.papers).toHaveLength(1);
    expect(a.papers[0]).toMatchObject({ name: 'Read twice', compared: 6, agreed: 5, differing: 1, paired: 6 });
    expect(a.papers[0].readers.map((r: { email: string }) => r.email)).toEqual(['qc@example.com', 'extractor@example.com']);
    expect(a.totals).toEqual({ papers: 1, compared: 6, agreed: 5, differing: 1, paired: 6 });
    // Shares 0, .5, 1 for x and y; the extractor (second) reads .5 where the QC user (first) read .6: one difference of −0.1 among six.
    expect(a.blandAltman.n).toBe(6);
    expect(a.blandAltman.bias).toBeCloseTo(-0.1 / 6, 10);
    expect(a.blandAltman.sd).toBeCloseTo(0.1 / Math.sqrt(6), 10);
    expect(a.blandAltman.lower).toBeCloseTo(-0.1 / 6 - (1.96 * 0.1) / Math.sqrt(6), 10);
    // Two-way ANOVA: BMS 0.400833, JMS = EMS = 0.000833, so ICC = 0.4 / 0.401667 (scipy: 95 % CI 0.97541 to 0.99940).
    expect(a.icc.n).toBe(6);
    expect(a.icc.value).toBeCloseTo(0.4 / 0.401666667, 6);
    expect(a.icc.lower).toBeCloseTo(0.97541, 4);
    expect(a.icc.upper).toBeCloseTo(0.99940, 4);
    expect(a.disagreements).toEqual([
      {
        paperUuid: expect.any(String),
        paper: 'Read twice',
        graph: 'XY graph',
        dataset: 'Arm A (S1, Outcomes)',
        tags: 'Point (2 of 3)',
        value: 'y (read on the graph)',
        readings: [
          { email: 'qc@example.com', value: '60' },
          { email: 'extractor@example.com', value: '50' },
        ],
        difference: '10',
      },
    ]);
  });

  it('answers from the current versions: a later save is compared afresh, and the answer says how long each part took', async () => {
    const before = await server.request('GET', `/projects/${project}/agreement`, { cookie: cookies.qc });
    expect(before.body.totals).toMatchObject({ agreed: 5, differing: 1 });
    expect(before.headers.get('server-timing')).toMatch(/^query;dur=[\d.]+, documents;dur=[\d.]+;desc="0 papers read", compare;dur=[\d.]+;desc="1 papers cached"$/);
    const saved = await server.request('POST', `/data-entry/${qcEntry}`, { cookie: cookies.qc, body: { data: document(), baseVersion: 1, done: true, paperUUID: before.body.papers[0].uuid, dataFormat: 'WPD' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await server.request('GET', `/projects/${project}/agreement`, { cookie: cookies.qc });
    expect(after.body.totals).toMatchObject({ compared: 6, agreed: 6, differing: 0 });
    expect(after.headers.get('server-timing')).toContain('desc="1 papers read"');
    expect(after.body.blandAltman).toMatchObject({ bias: 0, sd: 0 });
  });

  it('applies the tolerance asked for, and refuses one that is not a share', async () => {
    const loose = await server.request('GET', `/projects/${project}/agreement`, { cookie: cookies.admin, query: { tolerance: '0.2' } });
    expect(loose.body.totals).toMatchObject({ compared: 6, agreed: 6, differing: 0 });
    expect(loose.body.disagreements).toEqual([]);
    for (const tolerance of ['abc', '2', '-0.1']) {
      const bad = await server.request('GET', `/projects/${project}/agreement`, { cookie: cookies.admin, query: { tolerance } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(AGREEMENT_MESSAGES.tolerance);
    }
  });

  it('is for reviewers and administrators only: others 403 with a message, unknown projects 404', async () => {
    const refused = await server.request('GET', `/projects/${project}/agreement`, { cookie: cookies.extractor });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AGREEMENT_MESSAGES.forbidden);
    expect((await server.request('GET', `/projects/${project}/agreement`)).status).toBe(401);
    const unknown = await server.request('GET', `/projects/${randomUUID()}/agreement`, { cookie: cookies.qc });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Project not found');
    expect((await server.request('GET', '/projects/not-a-uuid/agreement', { cookie: cookies.qc })).status).toBe(404);
  });

  it('lists the live projects by name for reviewers to pick one, with their papers; others 403', async () => {
    const list = await server.request('GET', '/agreement/projects', { cookie: cookies.qc });
    expect(list.status).toBe(200);
    const names = list.body.projects.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(list.body.projects.find((p: { uuid: string }) => p.uuid === project)).toEqual({ uuid: project, name: 'Agreement project', paper_count: 3 });
    const refused = await server.request('GET', '/agreement/projects', { cookie: cookies.extractor });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AGREEMENT_MESSAGES.forbidden);
  });

  it('answers an empty agreement for a project without papers read twice', async () => {
    const projects = await server.request('GET', '/projects', { cookie: cookies.admin, query: { filter: 'zzz-none' } });
    expect(projects.status).toBe(200);
    const orgs = await server.request('GET', '/organizations', { cookie: cookies.admin });
    const created = await server.request('POST', '/projects', { cookie: cookies.admin, body: { name: 'Empty project', description: '', priority: 1, organizations: [orgs.body.organizations[0].uuid] } });
    const res = await server.request('GET', `/projects/${created.body.project.uuid}/agreement`, { cookie: cookies.qc });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ papers: [], totals: { papers: 0, compared: 0 }, icc: null, blandAltman: null, disagreements: [] });
  });
});
