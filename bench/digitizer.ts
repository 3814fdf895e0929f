/**
 * Digitizer bench: full redraw and add point (click to drawn) at 1k, 10k and 50k points; a pan
 * step, a zoom step, a hover frame and the frames of dragging a point for a second at 50k; PDF page render time
 * at scale 3 and 6; then add point (10k, 50k), pan, zoom and hover (50k) with real input events, timed
 * from each event's timestamp to the presented frame that shows the change. Builds bench/digitizer-page with Vite (production), serves it, and drives
 * headless Chromium with Playwright. Prints medians beside the figures in BASELINE.
 *
 * The floor is the same input timing on the bench page with nothing mounted: what the browser itself
 * takes from an input event to a presented frame.
 *
 *   npm run bench:digitizer            (RUNS=9 by default; SAVE=file writes this run's figures;
 *                                       TRACE=file.json writes a Chrome trace per real-input case)
 */
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium, type Page } from 'playwright';
import { printTraceSummary, summariseTrace, TRACE_CATEGORIES, type TraceSummary } from './trace';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
/** Figures to print beside this run's: `BASELINE=file`, by default the ones saved before local redraw. */
const BASELINE = resolve(process.env.BASELINE ?? join(here, 'digitizer-baseline.json'));
const outDir = join(tmpdir(), 'sourcebench-bench-digitizer');
const RUNS = Number(process.env.RUNS ?? 9);
const SIZES = [1_000, 10_000, 50_000];
/** `TRACE=file.json` records a Chrome trace of each real-input case (file-<case>.json) and prints its work per input by thread and kind. */
const TRACE = process.env.TRACE;
/**
 * Milliseconds of quiet before each real input (`PAUSE=0` sends it straight after the last frame).
 * A person's clicks and wheel steps come far apart next to a frame, so each finds the page idle, with
 * no frame begun; an input sent on the heels of the frame that showed the last one waits out most
 * of the next frame interval instead, which no user feels.
 */
const PAUSE = Number(process.env.PAUSE ?? 100);

type Figures = Record<string, number>;
const executablePath = process.env.SOURCEBENCH_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const args = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

async function main() {
  const loadBefore = loadavg()[0]!;
  await build({
    root: join(here, 'digitizer-page'),
    base: './',
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin()],
    build: { outDir, emptyOutDir: true, assetsInlineLimit: 0 },
  });
  const server = createServer((req, res) => {
    const path = resolve(outDir, '.' + decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = path.startsWith(outDir) && existsSync(path) && statSync(path).isFile() ? path : join(outDir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;

  const browser = await chromium.launch({ executablePath, args, headless: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  page.on('pageerror', (e) => console.error('page error:', e));
  await page.goto(`http://127.0.0.1:${port}/index.html`);
  await page.evaluate(() => (window as any).bench.start());

  const figures: Figures = {};
  for (const n of SIZES) {
    await page.evaluate((n) => (window as any).bench.load(n), n);
    const redraw: number[] = [];
    const add: number[] = [];
    // The first two runs of each case warm the JIT and caches.
    for (let i = 0; i < RUNS + 2; i++) redraw.push(await page.evaluate(() => (window as any).bench.redraw()));
    for (let i = 0; i < RUNS + 2; i++) add.push(await page.evaluate((i) => (window as any).bench.addPoint(i), i));
    figures[`redraw ${n / 1000}k`] = median(redraw.slice(2));
    figures[`add point ${n / 1000}k`] = median(add.slice(2));
  }
  // The view cases run on the 50k page (points added above included).
  const pan: number[] = [];
  const zoom: number[] = [];
  for (let i = 0; i < 2 * RUNS + 4; i++) pan.push(await page.evaluate((i) => (window as any).bench.wheel(i, false), i));
  for (let i = 0; i < 2 * RUNS + 4; i++) zoom.push(await page.evaluate((i) => (window as any).bench.wheel(i, true), i));
  figures['pan step 50k'] = median(pan.slice(4));
  figures['zoom step 50k'] = median(zoom.slice(4));
  await page.evaluate(() => (window as any).bench.setTool('deletePoints'));
  const hover: number[] = [];
  for (let i = 0; i < 2 * RUNS + 4; i++) hover.push(await page.evaluate((i) => (window as any).bench.hover(i), i));
  figures['hover frame 50k'] = median(hover.slice(4));
  await page.evaluate(() => (window as any).bench.setTool('adjustPoints'));
  const dragMedians: number[] = [];
  const dragWorst: number[] = [];
  for (let i = 0; i < 3; i++) {
    const frames: number[] = await page.evaluate(() => (window as any).bench.drag(1000));
    dragMedians.push(median(frames));
    dragWorst.push(Math.max(...frames));
  }
  figures['drag frame 50k, median'] = median(dragMedians);
  figures['drag frame 50k, worst'] = median(dragWorst);
  // Real input events through the bare Digitizer: the event's timestamp to the presented frame.
  const input: Figures = {};
  const timed = (on: Page) => async (name: string, type: 'pointerdown' | 'wheel' | 'pointermove', change: 'points' | 'view' | 'drawn', count: number, act: (i: number) => Promise<void>) => {
    await on.evaluate(([type, change]) => (window as any).bench.armInput(type, change), [type, change] as const);
    const trace = TRACE ? `${TRACE.replace(/\.json$/, '')}-${name.replace(/\W+/g, '-')}.json` : null;
    for (let i = 0; i < count + 3; i++) {
      if (trace && i === 3) await browser.startTracing(on, { path: trace, categories: TRACE_CATEGORIES });
      const before = await on.evaluate(() => (window as any).bench.inputTimes().length as number);
      if (PAUSE) await on.waitForTimeout(PAUSE);
      await act(i);
      await on.waitForFunction((k) => (window as any).bench.inputTimes().length > k, before);
    }
    if (trace) traces[name] = summariseTrace(JSON.parse((await browser.stopTracing()).toString('utf8')), count);
    const times: number[] = await on.evaluate(() => (window as any).bench.inputTimes());
    input[name] = median(times.slice(3));
  };
  const traces: Record<string, TraceSummary> = {};
  // The floor: the same inputs and timing on the bench page with nothing mounted.
  const empty = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await empty.goto(`http://127.0.0.1:${port}/index.html`);
  await empty.evaluate(() => (window as any).bench.startEmpty());
  const floor = timed(empty);
  await empty.mouse.move(600, 400);
  await floor('floor: click', 'pointerdown', 'drawn', 2 * RUNS, (i) => empty.mouse.click(200 + ((i * 37) % 800), 200 + ((i * 53) % 400)));
  await floor('floor: move', 'pointermove', 'drawn', 2 * RUNS, (i) => empty.mouse.move(200 + ((i * 37) % 800), 200 + ((i * 53) % 400)));
  await floor('floor: wheel', 'wheel', 'drawn', 2 * RUNS, (i) => empty.mouse.wheel(24 * (i % 2 ? 1 : -1), 40 * (i % 2 ? 1 : -1)));
  await empty.close();
  const measure = timed(page);
  const rect: { left: number; top: number; width: number; height: number } = await page.evaluate(() => (window as any).bench.canvasRect());
  const centre = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await measure('pan step 50k', 'wheel', 'view', 2 * RUNS, (i) => page.mouse.wheel(24 * (i % 2 ? 1 : -1), 40 * (i % 2 ? 1 : -1)));
  await page.keyboard.down('Control');
  await measure('zoom step 50k', 'wheel', 'view', 2 * RUNS, (i) => page.mouse.wheel(0, 100 * (i % 2 ? 1 : -1)));
  await page.keyboard.up('Control');
  await page.evaluate(() => (window as any).bench.setTool('deletePoints'));
  await measure('hover 50k', 'pointermove', 'drawn', 2 * RUNS, async (i) => {
    const p: { x: number; y: number } = await page.evaluate((i) => (window as any).bench.pointOnScreen(i), i);
    await page.mouse.move(p.x, p.y);
  });
  await page.evaluate(() => (window as any).bench.setTool('addPoints'));
  for (const n of [10_000, 50_000]) {
    await page.evaluate((n) => (window as any).bench.load(n), n);
    await measure(`add point ${n / 1000}k`, 'pointerdown', 'points', RUNS, (i) =>
      page.mouse.click(rect.left + 100 + ((i * 37) % (rect.width - 200)), rect.top + 100 + ((i * 53) % (rect.height - 200))),
    );
  }
  const pdf: Record<string, number[]> = { low: [], high: [] };
  for (const q of ['low', 'high'] as const) {
    for (let i = 0; i < Math.max(3, Math.ceil(RUNS / 2)); i++) pdf[q]!.push(await page.evaluate((q) => (window as any).bench.pdfRender(q), q));
  }
  figures['PDF page scale 3'] = median(pdf.low!);
  figures['PDF page scale 6'] = median(pdf.high!);
  await browser.close();
  server.close();

  const previous: Figures | null = existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, 'utf8')) : null;
  const table = [
    ['case', ...(previous ? ['before'] : []), 'now'],
    ...Object.entries(figures).map(([name, ms]) => {
      const before = previous?.[name];
      return [name, ...(previous ? [before === undefined ? '-' : `${before.toFixed(1)} ms`] : []), `${ms.toFixed(1)} ms`];
    }),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  const line = (r: string[]) => '| ' + r.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(`\nDigitizer bench (${RUNS} runs, medians; drag: 3 drags of 1 s; headless Chromium, software rendering; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after)`);
  console.log(
    'draw time in the engine: a bare Digitizer on a synthetic page (add point includes its own React render, no workspace, session or panels), drawing flushed by a pixel readback, no presented frame; `npm run bench:data-entry-click` measures event to presented frame through the app',
  );
  if (previous) console.log(`before: ${BASELINE}`);
  console.log('');
  console.log(line(table[0]!));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const r of table.slice(1)) console.log(line(r));
  console.log('');
  console.log(
    `Input event to presented frame (${RUNS} to ${2 * RUNS} real Playwright inputs after 3, each after ${PAUSE} ms of quiet, medians): from the event's timeStamp, through the bare Digitizer's handlers (and its React render for an added point), to the frame after the change: a requestAnimationFrame, a task after it (the frame is painted), then a one-pixel readback of every canvas of the digitizer (its drawing is finished). The floor times the same inputs on an empty page: what the browser takes by itself`,
  );
  for (const [name, ms] of Object.entries(input)) console.log(`| ${name.padEnd(widths[0]!)} | ${ms.toFixed(1)} ms |`);
  for (const [name, summary] of Object.entries(traces)) printTraceSummary(`Trace of ${name}`, summary);
  if (process.env.SAVE) {
    writeFileSync(process.env.SAVE, JSON.stringify(figures, null, 2) + '\n');
    console.log(`\nsaved to ${process.env.SAVE}`);
  }
}

await main();
