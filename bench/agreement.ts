/**
 * The agreement of a project with 200 papers, each extracted twice: the built app and the API
 * server (embedded PGlite database, demo data) on 127.0.0.1. One project gets 200 new papers; the
 * demo extractor and the demo QC user each complete an extraction of every one (the log-scale demo
 * chart, POINTS tagged points; the QC user's a few pixels off, and every 25th paper with one point
 * misread). Then:
 *
 * - GET /api/projects/{uuid}/agreement as round trips on 127.0.0.1 from this process, as the QC
 *   user: the first (no document read yet) and p50 / p95 of the next REQUESTS (goal under 1 s).
 * - In headless Chromium with Playwright, logged in as the QC user: from page.goto of
 *   /home/project-agreement/{uuid} (a full load of the built app) to the project's totals shown on
 *   the screen, LOADS times (goal under 1 s).
 *
 *   npm run build:app && npm run bench:agreement      (PAPERS=200, POINTS=20, REQUESTS=10, LOADS=5)
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { apiHeaders, executablePath, logChartAt, logChartExtraction, startAppServer } from './appServer';

const PAPERS = Number(process.env.PAPERS ?? 200);
const POINTS = Number(process.env.POINTS ?? 20);
const REQUESTS = Number(process.env.REQUESTS ?? 10);
const LOADS = Number(process.env.LOADS ?? 5);
const ADMIN = { email: 'admin@example.com', password: 'Sourcebench-Admin-Demo!' };
const EXTRACTOR = { email: 'extractor@example.com', password: 'Data-Entry-Demo-Quokka7' };
const QC = { email: 'qc@example.com', password: 'QC-Review-Demo-Pelican9' };

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const p50 = (xs: number[]) => sorted(xs)[xs.length >> 1]!;
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;
const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ');
const row = (name: string, xs: number[], goal: number) =>
  console.log(`${name.padEnd(52)} | ${p50(xs).toFixed(1).padStart(7)} | ${p95(xs).toFixed(1).padStart(7)} | ${p95(xs) < goal ? 'met' : `missed (${goal})`}`);

async function login(base: string, user: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: apiHeaders, body: JSON.stringify(user) });
  if (!res.ok) throw new Error(`Login of ${user.email} failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function call<T>(base: string, cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, { method, headers: { ...apiHeaders, cookie }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A tagged extraction of the log chart; `offset` moves every point by that many pixels, `misread` moves one point up the plot. */
function extraction(offset: number, misread: number | null) {
  const document = logChartExtraction(POINTS);
  const dataset = document.pages[0]!.datasets[0]!;
  // Completing an extraction needs every point under a study branch.
  Object.assign(dataset.metadata, { studyData: { compositeKey: 'S1', tagGroup: { name: 'Outcomes', uuid: '00000000-0000-4000-8000-000000000001' } } });
  dataset.points = dataset.points.map((p, i) => {
    const moved = i === misread ? logChartAt((i % 997) / 997, Math.min(1, ((i % 463) / 463) + 0.2)) : { px: p.x, py: p.y };
    return { x: moved.px + offset, y: moved.py - offset, metadata: { 0: { tag: { name: 'Outcome', uuid: '00000000-0000-4000-8000-000000000011' }, value: 'Hazard ratio' }, 1: { tag: { name: 'Time (number)', uuid: '00000000-0000-4000-8000-000000000012' }, value: i } } };
  });
  return document;
}

/** Runs the jobs a few at a time. */
async function inBatches<T>(items: T[], size: number, job: (item: T, index: number) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map((item, k) => job(item, i + k)));
}

async function main() {
  const server = await startAppServer('agreement');
  const { base } = server;
  try {
    const [admin, extractor, qc] = [await login(base, ADMIN), await login(base, EXTRACTOR), await login(base, QC)];
    const orgs = await call<{ organizations: { uuid: string }[] }>(base, admin, 'GET', '/organizations');
    const { project } = await call<{ project: { uuid: string } }>(base, admin, 'POST', '/projects', { name: 'Agreement bench', description: `${PAPERS} papers read twice`, priority: 1, organizations: [orgs.organizations[0]!.uuid] });
    const started = performance.now();
    const papers: string[] = [];
    await inBatches(
      Array.from({ length: PAPERS }, (_, i) => i),
      10,
      async (i) => {
        const created = await call<{ paper: { uuid: string } }>(base, admin, 'POST', '/papers', { name: `Agreement bench paper ${String(i + 1).padStart(3, '0')}`, doi: `10.5555/agreement.${i}.${randomUUID().slice(0, 8)}`, priority: 1 });
        papers[i] = created.paper.uuid;
      },
    );
    await call(base, admin, 'PUT', `/projects/${project.uuid}/papers`, { paperUUIDs: papers });
    await inBatches(papers, 10, async (paper, i) => {
      for (const [cookie, data] of [
        [extractor, extraction(0, null)],
        [qc, extraction(1 + (i % 3), i % 25 === 0 ? i % POINTS : null)],
      ] as const) {
        await call(base, cookie, 'POST', `/data-entry/${randomUUID()}`, { data, baseVersion: 0, done: true, paperUUID: paper, dataFormat: 'WPD' });
      }
    });
    console.log(`Seeded ${PAPERS} papers with two completed extractions of ${POINTS} tagged points each in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`);

    const timed = async () => {
      const t = performance.now();
      const res = await fetch(`${base}/api/projects/${project.uuid}/agreement`, { headers: { ...apiHeaders, cookie: qc } });
      if (!res.ok) throw new Error(`GET agreement: ${res.status} ${await res.text()}`);
      const text = await res.text();
      const answer = JSON.parse(text) as { totals: { papers: number; compared: number; agreed: number; differing: number }; icc: { value: number } | null };
      return { ms: performance.now() - t, answer, timing: res.headers.get('server-timing') ?? '', bytes: text.length };
    };
    const first = await timed();
    const { totals } = first.answer;
    console.log(`Totals: ${totals.papers} papers, ${totals.compared} values compared, ${totals.agreed} agreed, ${totals.differing} differing; ICC ${first.answer.icc?.value.toFixed(4)}; ${(first.bytes / 1024).toFixed(0)} KB of JSON`);
    console.log(`Server-Timing of the first: ${first.timing}`);
    const times: number[] = [];
    let last = '';
    for (let i = 0; i < REQUESTS; i++) {
      const next = await timed();
      times.push(next.ms);
      last = next.timing;
    }
    console.log(`Server-Timing of the last: ${last}`);

    const browser = await chromium.launch({ executablePath });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/login`);
    const dialog = page.getByRole('dialog', { name: /log in/i });
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(QC.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(QC.password);
    await dialog.getByRole('button', { name: /^log in$/i }).click();
    await page.waitForURL(/\/home\/dashboard$/);
    const screen: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      await page.goto('about:blank');
      const t = performance.now();
      await page.goto(`${base}/home/project-agreement/${project.uuid}`);
      await page.getByRole('region', { name: 'Project totals' }).getByText(String(totals.compared), { exact: true }).waitFor();
      screen.push(performance.now() - t);
    }
    await browser.close();

    console.log(`\n${PAPERS} papers x 2 extractions x ${POINTS} points, load ${load()}`);
    console.log(`${'measure'.padEnd(52)} | ${'p50 ms'.padStart(7)} | ${'p95 ms'.padStart(7)} | goal 1000 ms`);
    row('GET /projects/{uuid}/agreement, first', [first.ms], 1000);
    row(`GET /projects/{uuid}/agreement, next ${REQUESTS}`, times, 1000);
    row(`navigation to totals shown (full load), ${LOADS} loads`, screen, 1000);
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
