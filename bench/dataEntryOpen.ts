/**
 * Opening an extraction in the data-entry screen, from navigation to the first drawn frame: the
 * built app and the API server (embedded database, demo data) on 127.0.0.1, headless Chromium with
 * Playwright. An empty extraction and ones of 10k and 50k points on the log-scale demo chart, each opened
 * RUNS times. Prints, per size, the median and best of: the paper's answer (GET /papers/{uuid},
 * the saved document included), the editor session made from it, and the page drawn with every
 * marker (read back from the canvases, so the drawing is finished).
 *
 *   npm run build:app && npm run bench:data-entry        (RUNS=7 by default)
 */
import { randomUUID } from 'node:crypto';
import { apiHeaders, EXTRACTOR, executablePath, logChartExtraction, startAppServer } from './appServer';
import { chromium, type Page } from 'playwright';

const RUNS = Number(process.env.RUNS ?? 7);
const SIZES = [0, 10_000, 50_000];
const headers = apiHeaders;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** The log-scale demo chart calibrated, with n points spread over the plot. */
const extraction = (n: number) => logChartExtraction(n);


/** Navigate and wait for the first frame with the page and every marker drawn; times from navigation start. */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' });
  return page.evaluate(async () => {
    // Plain loops: the bench runs through tsx, whose helpers do not exist in the page.
    while (document.querySelector('[role="application"]')?.getAttribute('data-page-state') !== 'ready') await new Promise((r) => setTimeout(r, 2));
    while (!document.querySelector('[data-save-state]')) await new Promise((r) => setTimeout(r, 2));
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    // Reading a pixel back from each canvas waits for the drawing to be done.
    for (const canvas of document.querySelectorAll<HTMLCanvasElement>('[data-digitizer-surface] canvas')) {
      canvas.getContext('2d')?.getImageData(0, 0, 1, 1);
    }
    const drawn = performance.now();
    const session = performance.getEntriesByName('sourcebench:data-entry-session')[0]?.startTime ?? NaN;
    const paper = performance.getEntriesByType('resource').find((e) => /\/api\/papers\/[^/?]+\?/.test(e.name)) as PerformanceResourceTiming | undefined;
    return { paper: paper?.responseEnd ?? NaN, session, drawn };
  });
}

async function main() {
  const server = await startAppServer('open');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${server.base}/login`);
    const dialog = page.getByRole('dialog', { name: /log in/i });
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(EXTRACTOR.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(EXTRACTOR.password);
    await dialog.getByRole('button', { name: /^log in$/i }).click();
    await page.waitForURL(/\/home\/dashboard$/);
    const papers = (await (await page.request.get(`${server.base}/api/papers?itemsPerPage=50`, { headers })).json()) as { papers: { data: { uuid: string; name: string }[] } };
    const paper = papers.papers.data.find((p) => p.name.includes('log-scale'))!.uuid;

    console.log(`Opening an extraction, navigation to first drawn frame (ms; median / best of ${RUNS}; load ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`);
    console.log('points   | paper answer   | session made   | first drawn frame | document JSON');
    for (const n of SIZES) {
      const sde = randomUUID();
      const doc = extraction(n);
      const saved = await page.request.post(`${server.base}/api/data-entry/${sde}`, {
        headers,
        data: { data: doc, baseVersion: 0, paperUUID: paper, dataFormat: 'WPD' },
        timeout: 120_000,
      });
      if (!saved.ok()) throw new Error(`Saving the ${n}-point extraction failed: ${saved.status()} ${await saved.text()}`);
      const url = `${server.base}/data-entry/${paper}/${sde}`;
      await open(page, url); // warm: the app's chunks, pdf.js and its worker in the cache
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await open(page, url));
      const p = runs.map((r) => r.paper);
      const d = runs.map((r) => r.drawn);
      const m = runs.map((r) => r.session);
      const kb = (JSON.stringify(doc).length / 1024).toFixed(0);
      console.log(
        `${String(n).padStart(8)} | ${median(p).toFixed(0).padStart(5)} / ${Math.min(...p).toFixed(0).padStart(5)}  | ${median(m).toFixed(0).padStart(5)} / ${Math.min(...m).toFixed(0).padStart(5)}  | ${median(d).toFixed(0).padStart(7)} / ${Math.min(...d).toFixed(0).padStart(6)}  | ${kb} KB`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
