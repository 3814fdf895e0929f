import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import type { DactylTreeNode } from '../../src/api/papers';
import { BAR_CHART_DATA } from '../../src/server/db/demoFigures';
import { DEMO_EXTRACTION, seedPapers } from '../../src/server/db/seed-papers';
import { createTestServer, type TestServer } from './helpers';
import { loginAll } from './papers-fixtures';

let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;

beforeAll(async () => {
  server = await createTestServer();
  cookies = await loginAll(server);
  await seedPapers(server.db, server.fileStore);
  await seedPapers(server.db, server.fileStore);
});
afterAll(() => server.close());

describe('demo papers', () => {
  it('are seeded once, ready for extraction, with figures whose numbers are known', async () => {
    const list = await server.request('GET', '/papers', { cookie: cookies.admin, query: { searchKey: 'Demo;', itemsPerPage: '-1' } });
    expect(list.body.papers.meta.total).toBe(4);
    const queue = await server.request('GET', '/papers/extraction-queue', { cookie: cookies.extractor });
    expect(queue.body.papers.data.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining([expect.stringContaining('log-scale'), expect.stringContaining('bar chart')]));
    const byName = (part: string) => list.body.papers.data.find((p: { name: string }) => p.name.includes(part));

    const twoPage = byName('two pages');
    expect(twoPage.isTraining).toBe(true);
    const pdf = await server.app.request(`http://localhost/api/files/download/${twoPage.files[0].uuid}`, { headers: { Cookie: cookies.extractor } });
    const pdfBytes = new Uint8Array(await pdf.arrayBuffer());
    expect((await PDFDocument.load(pdfBytes)).getPageCount()).toBe(2);

    const bar = byName('bar chart');
    const png = await server.app.request(`http://localhost/api/files/download/${bar.files[0].uuid}`, { headers: { Cookie: cookies.extractor } });
    const pngBytes = Buffer.from(await png.arrayBuffer());
    expect((await fileTypeFromBuffer(pngBytes))?.mime).toBe('image/png');
    const image = PNG.sync.read(pngBytes);
    // The first bar's top edge is at 280 - value * 4 pixels.
    const topOf = (x: number) => {
      for (let y = 0; y < image.height; y++) if (image.data[(y * image.width + x) * 4] === 40) return y;
      return -1;
    };
    expect(topOf(100)).toBe(280 - BAR_CHART_DATA[0]!.value * 4);

    // The Vega-Lite figure: its vector PDF and its PNG twin.
    const vector = byName('vector PDF and PNG twin');
    expect(vector.files.map((f: { name: string }) => f.name)).toEqual(['plasma-concentration.pdf', 'plasma-concentration.png']);
    for (const f of vector.files as { uuid: string; name: string }[]) {
      const res = await server.app.request(`http://localhost/api/files/download/${f.uuid}`, { headers: { Cookie: cookies.extractor } });
      const mime = (await fileTypeFromBuffer(Buffer.from(await res.arrayBuffer())))?.mime;
      expect(mime).toBe(f.name.endsWith('.pdf') ? 'application/pdf' : 'image/png');
    }
  });

  it('include one completed, validated extraction of the bar chart whose values are the figure\'s numbers', async () => {
    const search = await server.request('GET', '/data-entry/search', { cookie: cookies.qc, query: { done: 'true', searchKey: 'bar chart' } });
    expect(search.status).toBe(200);
    expect(search.body.papers.meta.total).toBe(1);
    const [paper] = search.body.papers.data;
    expect(paper.name).toContain('bar chart');
    expect(paper.projects.map((p: { name: string }) => p.name)).toEqual(['PD-1 inhibitors: overall survival']);
    // Seeded twice, listed once.
    expect(paper.dataEntries).toHaveLength(1);
    const [entry] = paper.dataEntries;
    expect(entry).toMatchObject({ uuid: DEMO_EXTRACTION.uuid, is_validated: true, completed_at: DEMO_EXTRACTION.completedAt.toISOString(), user: { email: 'qc@example.com' } });

    // Kept as a whole-document save, so its history and raw data read like any other extraction's.
    const history = await server.request('GET', `/data-entry/${DEMO_EXTRACTION.uuid}/history`, { cookie: cookies.qc });
    expect(history.body.history.data).toMatchObject([{ version: 1, kind: 'document', email: 'qc@example.com' }]);

    // The server's own validation agrees, and leaves it validated.
    const validate = await server.request('POST', `/data-entry/${DEMO_EXTRACTION.uuid}/validate`, { cookie: cookies.qc, body: {} });
    expect(validate.body).toMatchObject({ status: 'success', data: [] });

    const download = await server.request('POST', '/data-entry/download', { cookie: cookies.admin, body: { uuids: [DEMO_EXTRACTION.uuid] } });
    expect(download.body.status).toBe('success');
    const [sde] = download.body.data.sde;
    const points: { key: string; values: number[] }[] = [];
    const walk = (node: DactylTreeNode, key = '') => {
      const here = node.type === 'DATASET' ? String((node.data?.metadata as { studyData: { compositeKey: string } }).studyData.compositeKey) : key;
      if (node.type === 'POINT') points.push({ key: here, values: node.data!.values as number[] });
      node.children?.forEach((child) => walk(child, here));
    };
    const [graph, studyTree] = sde.dactylTreeData.children!;
    walk(graph!);
    // The study tree is its own node: the study, its part and an arm per bar.
    expect(studyTree).toMatchObject({ type: 'AXIS', name: 'Study tree' });
    expect(studyTree!.children!.map((n: DactylTreeNode) => n.name)).toEqual(['DEMO-2', 'DEMO-2||Main', ...BAR_CHART_DATA.map((bar) => `DEMO-2||Main||${bar.label}`)]);
    expect(points.map((p) => p.key)).toEqual(BAR_CHART_DATA.map((bar) => `DEMO-2||Main||${bar.label}`));
    points.forEach((p, i) => expect(p.values[0]).toBeCloseTo(BAR_CHART_DATA[i]!.value, 9));
  });

  it('leave the extractor\'s queue as it was: the seeded extraction is the QC user\'s', async () => {
    const queue = await server.request('GET', '/papers/extraction-queue', { cookie: cookies.extractor });
    expect(queue.body.papers.data.some((p: { name: string; sdeUUID: string | null }) => p.name.includes('bar chart') && p.sdeUUID === null)).toBe(true);
  });
});
