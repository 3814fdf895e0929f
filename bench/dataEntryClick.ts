/**
 * A click that adds a point in the data-entry screen, from the input event to the next presented
 * frame that shows it: the built app and the API server (embedded database, demo data) on
 * 127.0.0.1, headless Chromium with Playwright, real mouse clicks through the whole React tree.
 * An extraction of 1k and one of 10k points on the log-scale demo chart, its dataset chosen in the
 * tree (so the sidebar shows its values), CLICKS points added to each. Each click is timed in the
 * page from the pointerdown's `timeStamp` to the frame after the change: a requestAnimationFrame
 * after the event, a task after that frame (it has been painted), then a one-pixel readback of
 * each canvas (the drawing is finished). Prints median and p95 per size, the time spent in input
 * event handlers (Event Timing's processingStart to processingEnd), and the time from the event
 * to the frame after the one that first holds the point's metadata dialog (it opens once the
 * point is shown). Then, per extraction, CLICKS steps of the mouse wheel over the canvas (a pan of
 * 24 x 40 px, alternating directions), each timed the same way from the wheel event's `timeStamp`.
 *
 *   npm run build:app && npm run bench:data-entry-click      (CLICKS=30 by default)
 *
 * PROFILE=file.cpuprofile records a Chrome DevTools CPU profile of the clicks on the largest
 * extraction and prints the functions with the most self time (build with `--minify false` for
 * readable names). RENDERS=1 prints the components React renders per click and per wheel step,
 * within the input's frame and after it (the dialog), by name with `--minify false`.
 * TRACE=file.json records a Chrome trace of those clicks and prints the renderer main thread's time
 * per click by kind of work (script, style, layout, paint, ...).
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { apiHeaders, EXTRACTOR, executablePath, logChartAt, logChartExtraction, rememberColumnsShown, startAppServer } from './appServer';
import { chromium, type Page } from 'playwright';
import { TRACE_CATEGORIES } from './trace';
import { installFrameTiming, type AfterPresentedFrame } from './frameTiming';
import { installReactCommitCounter, takeReactRenders } from './reactCommits';

const CLICKS = Number(process.env.CLICKS ?? 30);
const WARMUP = 3;
const SIZES = [1_000, 10_000];
const PROFILE = process.env.PROFILE;
const TRACE = process.env.TRACE;
/** RENDERS=1 prints the components React renders per click and per wheel step: within the input's frame, and after it. */
const RENDERS = process.env.RENDERS;
const headers = apiHeaders;
/**
 * Milliseconds of quiet before each click and wheel step (`PAUSE=0` sends it as soon as the last one
 * has been answered). A person's clicks come far apart next to a frame, so each finds the page idle,
 * with no frame begun; an input sent on the heels of a frame waits out most of the next frame
 * interval instead, which no user feels.
 */
const PAUSE = Number(process.env.PAUSE ?? 100);

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[xs.length >> 1]!;
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

/** Image pixels of a place on the log-scale demo chart, in fractions of its plot. */
const at = logChartAt;

/** The chart calibrated and labelled (a new point gets its values), with n points spread over the plot. */
const extraction = (n: number) => logChartExtraction(n, { labelled: true });

/** Opens the extraction and chooses its dataset in the tree: new points go to it and its values show in the sidebar. */
async function openForClicks(page: Page, url: string, n: number) {
  await page.goto(url);
  await page.waitForSelector('[role="application"][data-page-state="ready"]', { timeout: 120_000 });
  await page.waitForSelector('[data-save-state]');
  await page.getByRole('treegrid', { name: 'Extracted items' }).getByRole('row', { name: new RegExp(`^XY graph data \\(${n} points\\)`) }).click({ position: { x: 60, y: 12 } });
  await page.getByRole('heading', { name: 'Edit XY Graph' }).waitFor();
  // Times every pointerdown on the page: from its timeStamp to the frame after it, painted and drawn.
  await installFrameTiming(page);
  await page.evaluate(() => {
    const w = window as unknown as { clickTimes: number[]; handlerTimes: number[]; dialogTimes: number[]; wheelTimes: number[]; afterPresentedFrame: AfterPresentedFrame; reactPhase?: string };
    w.clickTimes = [];
    w.wheelTimes = [];
    // Every wheel step: from its timeStamp to the frame after it, painted and drawn.
    window.addEventListener(
      'wheel',
      (event) => {
        w.reactPhase = "within a wheel step's frame";
        w.afterPresentedFrame(event.timeStamp, (ms) => {
          w.wheelTimes.push(ms);
          w.reactPhase = 'after a wheel step';
        });
      },
      { capture: true, passive: true },
    );
    w.handlerTimes = [];
    w.dialogTimes = [];

    window.addEventListener(
      'pointerdown',
      (event) => {
        const start = event.timeStamp;
        w.reactPhase = "within the click's frame";
        const watch = new MutationObserver(() => {
          if (!document.querySelector('[role="dialog"]')) return;
          watch.disconnect();
          // From the event to the frame after the one that first holds the point's metadata dialog.
          w.afterPresentedFrame(start, (ms) => w.dialogTimes.push(ms), false);
        });
        watch.observe(document.body, { childList: true, subtree: true });
        w.afterPresentedFrame(start, (ms) => {
          w.clickTimes.push(ms);
          w.reactPhase = 'after it (the dialog, Enter)';
        });
      },
      { capture: true },
    );
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) if (e.name === 'pointerdown') w.handlerTimes.push(e.processingEnd - e.processingStart);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

/** Where an image point is on screen, from the view the canvas publishes on its surface. */
async function toClient(page: Page, p: { px: number; py: number }) {
  return page.evaluate(([x, y]) => {
    const surface = document.querySelector<HTMLElement>('[data-digitizer-surface]')!;
    const ds = surface.dataset;
    const r = surface.getBoundingClientRect();
    const z = Number(ds.zoom);
    const rad = (Number(ds.rotation) * Math.PI) / 180;
    const dx = x - Number(ds.centerX);
    const dy = y - Number(ds.centerY);
    return { x: r.left + r.width / 2 + z * (Math.cos(rad) * dx - Math.sin(rad) * dy), y: r.top + r.height / 2 + z * (Math.sin(rad) * dx + Math.cos(rad) * dy) };
  }, [p.px, p.py] as const);
}

/** Adds `count` points with mouse clicks, each followed by its metadata dialog confirmed with Enter; checks the count shown in the tree. */
async function click(page: Page, n: number, count: number) {
  // A CSS locator: Playwright's role queries run in the page and would show in the profile.
  const dialog = page.locator('[role="dialog"]');
  for (let i = 0; i < count; i++) {
    const c = await toClient(page, at(0.05 + ((i * 37) % 90) / 100, 0.1 + ((i * 53) % 80) / 100));
    const before = await page.evaluate(() => (window as unknown as { clickTimes: number[] }).clickTimes.length);
    if (PAUSE) await page.waitForTimeout(PAUSE);
    await page.mouse.click(c.x, c.y);
    await page.waitForFunction((k) => (window as unknown as { clickTimes: number[] }).clickTimes.length > k, before);
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') && document.activeElement.tagName === 'INPUT');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
  }
  const shown = await page.getByRole('treegrid', { name: 'Extracted items' }).getByRole('row', { name: new RegExp(`^XY graph data \\(${n + count} points\\)`) }).count();
  if (shown !== 1) throw new Error(`The tree does not show ${n + count} points after the clicks: ${(await page.getByRole('treegrid', { name: 'Extracted items' }).getByRole('row').allTextContents()).join(' / ')}`);
}

/** Pans with `count` mouse wheel steps over the middle of the canvas (24 x 40 px, alternating directions); returns each step's time to the presented frame. */
async function wheel(page: Page, count: number): Promise<number[]> {
  const r = await page.evaluate(() => {
    const b = document.querySelector('[data-digitizer-surface]')!.getBoundingClientRect();
    return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  });
  await page.mouse.move(r.x, r.y);
  await page.evaluate(() => ((window as unknown as { wheelTimes: number[] }).wheelTimes.length = 0));
  for (let i = 0; i < count; i++) {
    const sign = i % 2 ? 1 : -1;
    if (PAUSE) await page.waitForTimeout(PAUSE);
    await page.mouse.wheel(24 * sign, 40 * sign);
    await page.waitForFunction((k) => (window as unknown as { wheelTimes: number[] }).wheelTimes.length > k, i);
  }
  return page.evaluate(() => (window as unknown as { wheelTimes: number[] }).wheelTimes);
}

async function main() {
  const server = await startAppServer('click');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(60_000);
    await rememberColumnsShown(page);
    if (RENDERS) await installReactCommitCounter(page);
    await page.goto(`${server.base}/login`);
    const login = page.getByRole('dialog', { name: /log in/i });
    await login.getByRole('textbox', { name: 'Email address' }).fill(EXTRACTOR.email);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(EXTRACTOR.password);
    await login.getByRole('button', { name: /^log in$/i }).click();
    await page.waitForURL(/\/home\/dashboard$/);
    const papers = (await (await page.request.get(`${server.base}/api/papers?itemsPerPage=50`, { headers })).json()) as { papers: { data: { uuid: string; name: string }[] } };
    const paper = papers.papers.data.find((p) => p.name.includes('log-scale'))!.uuid;

    console.log(`Adding a point with a click, input event to the next frame showing it (ms; ${CLICKS} clicks after ${WARMUP}, each after ${PAUSE} ms of quiet; load ${loadavg()[0]!.toFixed(1)})`);
    console.log('points   | median | p95    | handlers median | handlers p95 | dialog median | dialog p95');
    const wheels: string[] = [];
    for (const n of SIZES) {
      const sde = randomUUID();
      const saved = await page.request.post(`${server.base}/api/data-entry/${sde}`, {
        headers,
        data: { data: extraction(n), baseVersion: 0, paperUUID: paper, dataFormat: 'WPD' },
        timeout: 120_000,
      });
      if (!saved.ok()) throw new Error(`Saving the ${n}-point extraction failed: ${saved.status()} ${await saved.text()}`);
      await openForClicks(page, `${server.base}/data-entry/${paper}/${sde}`, n);
      await click(page, n, WARMUP);
      await page.evaluate(() => {
        const w = window as unknown as { clickTimes: number[]; handlerTimes: number[]; dialogTimes: number[] };
        w.clickTimes.length = 0;
        w.handlerTimes.length = 0;
        w.dialogTimes.length = 0;
      });
      const cdp = PROFILE && n === SIZES.at(-1) ? await page.context().newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      const tracing = TRACE && n === SIZES.at(-1);
      if (tracing) await browser.startTracing(page, { path: TRACE, categories: [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler'] });
      if (RENDERS) await takeReactRenders(page, 1);
      await click(page, n + WARMUP, CLICKS);
      if (RENDERS) {
        for (const [phase, names] of Object.entries(await takeReactRenders(page, CLICKS))) {
          console.log(`Components rendered per click at ${n} points, ${phase}: ${names.length ? names.map(([name, k]) => `${name} ${+k.toFixed(2)}`).join(', ') : 'none'}`);
        }
      }
      if (tracing) printTrace(JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }, CLICKS);
      if (cdp) {
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync(PROFILE!, JSON.stringify(profile));
        printProfile(profile);
      }
      const { clickTimes, handlerTimes, dialogTimes } = await page.evaluate(() => {
        const w = window as unknown as { clickTimes: number[]; handlerTimes: number[]; dialogTimes: number[] };
        return { clickTimes: w.clickTimes, handlerTimes: w.handlerTimes, dialogTimes: w.dialogTimes };
      });
      const h = handlerTimes.length ? `${median(handlerTimes).toFixed(1).padStart(15)} | ${p95(handlerTimes).toFixed(1).padStart(12)}` : `${'< 16'.padStart(15)} | ${'< 16'.padStart(12)}`;
      console.log(`${String(n).padStart(8)} | ${median(clickTimes).toFixed(1).padStart(6)} | ${p95(clickTimes).toFixed(1).padStart(6)} | ${h} | ${median(dialogTimes).toFixed(1).padStart(13)} | ${p95(dialogTimes).toFixed(1).padStart(10)}`);
      const steps = (await wheel(page, CLICKS + WARMUP)).slice(WARMUP);
      if (RENDERS) {
        for (const [phase, names] of Object.entries(await takeReactRenders(page, CLICKS + WARMUP))) {
          console.log(`Components rendered per wheel step at ${n} points, ${phase}: ${names.length ? names.map(([name, k]) => `${name} ${+k.toFixed(2)}`).join(', ') : 'none'}`);
        }
      }
      wheels.push(`${String(n + WARMUP + CLICKS).padStart(8)} | ${median(steps).toFixed(1).padStart(6)} | ${p95(steps).toFixed(1).padStart(6)}`);
    }
    console.log(`\nPanning with the mouse wheel over the canvas (24 x 40 px a step), input event to the next frame showing it (ms; ${CLICKS} steps after ${WARMUP}, each after ${PAUSE} ms of quiet; load ${loadavg()[0]!.toFixed(1)})`);
    console.log('points   | median | p95');
    for (const line of wheels) console.log(line);
  } finally {
    await browser.close();
    server.stop();
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** The functions with the most self time in a CPU profile. */
function printProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    // Scripts without an address are Playwright's, injected into the page.
    if (!f.url && !f.functionName.startsWith('(')) return;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  const top = [...self].filter(([name]) => !name.startsWith('(idle)') && !name.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 20);
  console.log('Self time (ms) over the profiled clicks:');
  for (const [name, ms] of top) console.log(`${ms.toFixed(1).padStart(9)}  ${name}`);
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

/** The renderer main thread's work per click, by kind: the top-level events' own durations, summed over the clicks. */
function printTrace(trace: { traceEvents: TraceEvent[] }, clicks: number) {
  const events = trace.traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain');
  const kinds = new Map<string, number>();
  for (const e of events) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !e.dur) continue;
    if (!['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'HitTest', 'ParseHTML', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'ScheduleStyleRecalculation', 'IntersectionObserverController::computeIntersections', 'UpdateLayer', 'CompositeLayers'].includes(e.name)) continue;
    const key = e.name === 'EventDispatch' ? `EventDispatch ${e.args?.data?.type ?? ''}` : e.name;
    kinds.set(key, (kinds.get(key) ?? 0) + e.dur / 1000);
  }
  console.log('Renderer main thread per click (ms; events nest, so script kinds include what they forced):');
  for (const [name, ms] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${(ms / clicks).toFixed(2).padStart(9)}  ${name}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
