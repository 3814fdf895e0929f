import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { BAR_CHART_DATA } from '../../src/server/db/demoFigures';
import { seedPapers } from '../../src/server/db/seed-papers';
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
    expect(list.body.papers.meta.total).toBe(3);
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
  });
});
