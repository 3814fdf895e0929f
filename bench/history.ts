/**
 * The history of a large extraction: the built app and the API server (embedded PGlite database,
 * demo data) on 127.0.0.1. An extraction of 5k points on the log-scale demo chart, each point
 * tagged (Outcome and Time, as tagging leaves them), is saved as 50 versions through the real save
 * endpoint (one whole document, then 49 saves of a delta each moving 3 points and adding 2). Then:
 *
 * - GET /data-entry/{uuid}/history, the first page and a later one (20 a page, as the app asks),
 *   and GET /data-entry/{uuid}/versions/{n} over every version, as round trips on 127.0.0.1 from
 *   this process: p50 and p95 (goal under 100 ms).
 * - In headless Chromium with Playwright, the data-entry screen of that extraction with its
 *   History panel open: a mouse click on a version in the panel, timed in the page from the
 *   pointerdown's `timeStamp` to the frame that shows the bar 'Viewing version N (read-only)' and
 *   has drawn the canvas (a requestAnimationFrame once the bar is in the document, a task after
 *   that frame, then a one-pixel readback of each canvas). Each version is chosen once, so each
 *   time includes fetching the version (goal under 300 ms).
 *
 *   npm run build:app && npm run bench:history      (REQUESTS=50 by default; CHOICES=15, at most 19)
 *
 * PROFILE=file.cpuprofile records a Chrome DevTools CPU profile of the choices and prints the
 * functions with the most self time (build with `--minify false` for readable names).
 */
import { writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright';
import { installFrameTiming, type AfterPresentedFrame } from './frameTiming';
import { apiHeaders, EXTRACTOR, executablePath, logChartAt, logChartExtraction, logInExtractor, startAppServer } from './appServer';

const POINTS = 5_000;
const VERSIONS = 50;
const PAGE_SIZE = 20;
const REQUESTS = Number(process.env.REQUESTS ?? 50);
const CHOICES = Math.min(19, Number(process.env.CHOICES ?? 15));
const PROFILE = process.env.PROFILE;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const p50 = (xs: number[]) => sorted(xs)[xs.length >> 1]!;
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;
const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ');
const row = (name: string, xs: number[], goal: number) =>
  console.log(`${name.padEnd(44)} | ${p50(xs).toFixed(1).padStart(6)} | ${p95(xs).toFixed(1).padStart(6)} | ${p95(xs) < goal ? 'met' : `missed (${goal})`}`);

/** A point's tags as the tagging dialog leaves them: the outcome and the time read off the x axis. */
const tags = (i: number) => ({
  0: { tag: { name: 'Outcome', uuid: '00000000-0000-4000-8000-000000000011' }, value: 'Hazard ratio' },
  1: { tag: { name: 'Time (number)', uuid: '00000000-0000-4000-8000-000000000012' }, value: i % 30 },
});

/** The extraction of POINTS tagged points. */
function taggedExtraction() {
  const document = logChartExtraction(POINTS, { labelled: true });
  document.pages[0]!.datasets[0]!.points = document.pages[0]!.datasets[0]!.points.map((p, i) => ({ ...p, metadata: tags(i) }));
  return document;
}

/** Saves the extraction as VERSIONS versions through POST /data-entry/{uuid}, each after the first a delta of moves and additions. */
async function seed(base: string, cookie: string, paper: string): Promise<string> {
  const sde = randomUUID();
  const headers = { ...apiHeaders, cookie };
  const post = async (body: unknown) => {
    const res = await fetch(`${base}/api/data-entry/${sde}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`Saving failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { version: number }).version;
  };
  let version = await post({ data: taggedExtraction(), baseVersion: 0, paperUUID: paper, dataFormat: 'WPD', done: false });
  let count = POINTS;
  for (let v = 2; v <= VERSIONS; v++) {
    const delta: unknown[] = [];
    for (let k = 0; k < 3; k++) {
      const i = (v * 97 + k * 1601) % count;
      const p = logChartAt(((v * 13 + k * 7) % 100) / 100, ((v * 29 + k * 11) % 100) / 100);
      delta.push({ op: 'replace', path: `/pages/0/datasets/0/points/${i}/x`, value: p.px }, { op: 'replace', path: `/pages/0/datasets/0/points/${i}/y`, value: p.py });
    }
    for (let k = 0; k < 2; k++) {
      const p = logChartAt(((v * 31 + k * 17) % 100) / 100, ((v * 43 + k * 19) % 100) / 100);
      delta.push({ op: 'add', path: '/pages/0/datasets/0/points/-', value: { x: p.px, y: p.py, metadata: tags(count) } });
      count++;
    }
    version = await post({ delta, baseVersion: version, paperUUID: paper, dataFormat: 'WPD', done: false });
  }
  if (version !== VERSIONS) throw new Error(`Expected ${VERSIONS} versions, the server is at ${version}`);
  return sde;
}

/** Round trips of GET url, in ms, after one warm-up; each answer checked by `check`. */
async function timeGets(urls: string[], cookie: string, check: (body: unknown) => void): Promise<number[]> {
  const times: number[] = [];
  await fetch(urls[0]!, { headers: { cookie } }).then((r) => r.arrayBuffer());
  for (const url of urls) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = (await res.json()) as unknown;
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body)}`);
    check(body);
  }
  return times;
}

/**
 * Times every click on a version of the History panel: pointerdown to the frame that shows that
 * version's read-only bar and has drawn the canvas. (No named functions inside: tsx would wrap them
 * in a helper the page does not have.)
 */
async function watchChoices(page: Page) {
  await installFrameTiming(page);
  await page.evaluate(() => {
    const w = window as unknown as { choiceTimes: number[]; afterPresentedFrame: AfterPresentedFrame };
    w.choiceTimes = [];
    window.addEventListener(
      'pointerdown',
      (event) => {
        const option = (event.target as Element).closest('[data-history-panel] [role="option"]');
        const version = /^Version (\d+)/.exec(option?.textContent ?? '')?.[1];
        if (!version) return;
        const start = event.timeStamp;
        const wanted = `Viewing version ${version} (read-only)`;
        const watch = new MutationObserver(() => {
          if (!document.body.textContent?.includes(wanted)) return;
          watch.disconnect();
          w.afterPresentedFrame(start, (ms) => w.choiceTimes.push(ms));
        });
        watch.observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      { capture: true },
    );
  });
}

async function main() {
  const server = await startAppServer('history');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const login = await fetch(`${server.base}/api/login`, { method: 'POST', headers: apiHeaders, body: JSON.stringify(EXTRACTOR) });
    const cookie = /sb_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
    const papers = (await (await fetch(`${server.base}/api/papers?itemsPerPage=50`, { headers: { cookie } })).json()) as { papers: { data: { uuid: string; name: string }[] } };
    const paper = papers.papers.data.find((p) => p.name.includes('log-scale'))!.uuid;
    const seeding = performance.now();
    const sde = seed(server.base, cookie, paper);
    const uuid = await sde;
    console.log(`Seeded a ${POINTS}-point extraction with ${VERSIONS} versions in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    console.log(`\nServer: round trips on 127.0.0.1 (ms; ${REQUESTS} requests each after a warm-up; load ${load()})`);
    console.log(`${'request'.padEnd(44)} | p50    | p95    | goal 100 ms`);
    const historyUrl = (p: number) => `${server.base}/api/data-entry/${uuid}/history?page=${p}&itemsPerPage=${PAGE_SIZE}`;
    const listed = (first: number) => (body: unknown) => {
      const b = body as { history: { data: { version: number }[] } };
      if (b.history.data[0]?.version !== first) throw new Error(`The history page starts at version ${b.history.data[0]?.version}, not ${first}`);
    };
    row('GET history, page 1 (versions 50-31)', await timeGets(Array.from({ length: REQUESTS }, () => historyUrl(1)), cookie, listed(VERSIONS)), 100);
    row('GET history, page 3 (versions 10-1)', await timeGets(Array.from({ length: REQUESTS }, () => historyUrl(3)), cookie, listed(VERSIONS - 2 * PAGE_SIZE)), 100);
    const versionUrls = Array.from({ length: REQUESTS }, (_, i) => `${server.base}/api/data-entry/${uuid}/versions/${VERSIONS - ((i * 7) % VERSIONS)}`);
    row('GET a version (each of the 50 in turn)', await timeGets(versionUrls, cookie, (body) => {
      const points = (body as { data: { pages: { datasets: { points: unknown[] }[] }[] } }).data.pages[0]!.datasets[0]!.points.length;
      if (points < POINTS) throw new Error(`A version came back with ${points} points`);
    }), 100);

    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(60_000);
    await logInExtractor(page, server.base);
    await page.goto(`${server.base}/data-entry/${paper}/${uuid}`);
    await page.waitForSelector('[role="application"][data-page-state="ready"]', { timeout: 120_000 });
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const list = page.getByRole('listbox', { name: 'Saved versions' });
    await list.getByRole('option').first().waitFor();
    await watchChoices(page);
    const cdp = PROFILE ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const choices = Array.from({ length: CHOICES }, (_, i) => VERSIONS - 1 - i);
    for (const version of choices) {
      const before = await page.evaluate(() => (window as unknown as { choiceTimes: number[] }).choiceTimes.length);
      await list.getByRole('option', { name: new RegExp(`^Version ${version}(?!\\d)`) }).click();
      await page.waitForFunction((k) => (window as unknown as { choiceTimes: number[] }).choiceTimes.length > k, before);
      await page.getByText(`Viewing version ${version} (read-only)`).waitFor();
    }
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(PROFILE!, JSON.stringify(profile));
      printProfile(profile);
    }
    const times = await page.evaluate(() => (window as unknown as { choiceTimes: number[] }).choiceTimes);
    console.log(`\nBuilt app, ${POINTS}-point extraction: a click on a version in the History panel to the frame showing it read-only, canvas drawn (ms; ${times.length} versions, each fetched once; load ${load()})`);
    console.log(`${'action'.padEnd(44)} | p50    | p95    | goal 300 ms`);
    row(`choose a version (${choices.at(-1)}-${choices[0]})`, times, 300);
  } finally {
    await browser.close();
    server.stop();
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** The functions with the most self time in a CPU profile, Playwright's injected scripts left out. */
function printProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    if (!f.url && !f.functionName.startsWith('(')) return;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  const top = [...self].filter(([name]) => !name.startsWith('(idle)') && !name.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 20);
  console.log('Self time (ms) over the profiled choices:');
  for (const [name, ms] of top) console.log(`${ms.toFixed(1).padStart(9)}  ${name}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
