/**
 * The data-entry workspace at the window sizes extractors use: the built app and the API server
 * (embedded database, demo data) on 127.0.0.1, headless Chromium with Playwright. For each size a new
 * extractor session (so the cookie notice is shown, as on a first visit) opens a new extraction of the
 * log-scale demo chart and the bench prints the canvas' share of the window, the canvas size, the
 * zoom of the first view and how much of the chart's x-axis range one screen pixel is (the app opens
 * figure-first on a new browser); then the same with the tree and the sidebar shown, and with both
 * hidden and the tagging strip at its smallest.
 *
 *   npm run build:app && npm run bench:workspace
 */
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright';
import { executablePath, logInExtractor, startAppServer } from './appServer';
import { standardJob } from './workspaceJob';

// The demo chart's plot is 320 of its 420 pt width, at 3 image pixels per point.
const PLOT_WIDTH_PX = 960;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

async function main() {
  const server = await startAppServer('workspace');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    console.log('Data-entry workspace on first open (new extraction of the log-scale demo chart, cookie notice shown)');
    console.log('window     | columns       | canvas px  | share of window | first zoom | x-axis range % per screen px');
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      const paper = await logInExtractor(page, server.base);
      await page.goto(`${server.base}/data-entry/${paper}/${randomUUID()}`);
      const surface = page.locator('[data-digitizer-surface]');
      await page.locator('[role="application"][data-page-state="ready"]').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(500);
      const measure = async (label: string) => {
        const m = await surface.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const ds = (el as HTMLElement).dataset;
          return { w: r.width, h: r.height, zoom: Number(ds.zoom) };
        });
        const share = (m.w * m.h) / (size.width * size.height);
        const perPixel = (100 / (PLOT_WIDTH_PX * m.zoom)).toFixed(3);
        console.log(
          `${`${size.width}x${size.height}`.padEnd(10)} | ${label.padEnd(13)} | ${`${Math.round(m.w)}x${Math.round(m.h)}`.padEnd(10)} | ${share.toFixed(3).padStart(15)} | ${m.zoom.toFixed(2).padStart(10)} | ${perPixel}`,
        );
      };
      await measure('as opened');
      // The tree and the sidebar shown, as an extractor who has shown them finds them.
      for (const name of ['Show the tree', 'Show the sidebar']) {
        const show = page.getByRole('button', { name });
        if (await show.count()) await show.click();
      }
      await page.waitForTimeout(500);
      await measure('both shown');
      // The tree and the sidebar hidden to their rails, the tagging strip at its smallest.
      await page.getByRole('button', { name: 'Hide the tree' }).click();
      await page.getByRole('button', { name: 'Hide the sidebar' }).click();
      const strip = page.getByRole('separator', { name: 'Resize the tagging tools' });
      await strip.focus();
      await page.keyboard.press('End');
      await page.waitForTimeout(500);
      await measure('figure only');
      await context.close();
    }

    // The standard job, at the laptop size, on a new extraction of the same chart.
    const context = await browser.newContext({ viewport: SIZES[0] });
    const page = await context.newPage();
    const paper = await logInExtractor(page, server.base);
    await page.goto(`${server.base}/data-entry/${paper}/${randomUUID()}`);
    await page.locator('[role="application"][data-page-state="ready"]').waitFor({ timeout: 60_000 });
    const job = await standardJob(page);
    const rows = Number(await page.locator('[data-values] [role="table"]').getAttribute('aria-rowcount')) - 1;
    console.log('');
    console.log('Standard job at 1280x800: a study, calibrate (log y), label the axes, a dataset, 10 points tagged with an Outcome');
    console.log('part            | pointer actions | typed characters | other keys | total inputs');
    const row = (label: string, c: { pointer: number; typed: number; keys: number }) =>
      console.log(`${label.padEnd(15)} | ${String(c.pointer).padStart(15)} | ${String(c.typed).padStart(16)} | ${String(c.keys).padStart(10)} | ${String(c.pointer + c.typed + c.keys).padStart(12)}`);
    row('the study', job.study);
    row('the rest', { pointer: job.total.pointer - job.study.pointer, typed: job.total.typed - job.study.typed, keys: job.total.keys - job.study.keys });
    row('whole job', job.total);
    console.log(`scripted time ${job.seconds.toFixed(1)} s (Playwright's own waits included); points in the values table: ${rows}`);
    await context.close();
  } finally {
    await browser.close();
    server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
