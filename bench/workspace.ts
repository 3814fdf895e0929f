/**
 * The data-entry workspace at the window sizes extractors use: the built app and the API server
 * (embedded database, demo data) on 127.0.0.1, headless Chromium with Playwright. For each size a new
 * extractor session (so the cookie notice is shown, as on a first visit) opens a new extraction of the
 * log-scale demo chart and the bench prints the canvas' share of the window, the canvas size, the
 * zoom of the first view and how much of the chart's x-axis range one screen pixel is.
 *
 *   npm run build:app && npm run bench:workspace
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';

// The demo chart's plot is 320 of its 420 pt width, at 3 image pixels per point.
const PLOT_WIDTH_PX = 960;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const executablePath = process.env.SOURCEBENCH_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const EXTRACTOR = { email: 'extractor@example.com', password: 'Data-Entry-Demo-Quokka7' };
const headers = { 'X-Requested-With': 'sourcebench', 'Content-Type': 'application/json' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startServer(): Promise<{ base: string; stop: () => void }> {
  if (!existsSync('dist/app/index.html')) throw new Error('Build the app first: npm run build:app');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sourcebench-bench-workspace-'));
  const child = spawn(process.execPath, ['node_modules/.bin/tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOGIN_RATE_LIMIT_MAX: '1000' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/config`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: () => {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    console.log('Data-entry workspace on first open (new extraction of the log-scale demo chart, cookie notice shown)');
    console.log('window     | canvas px  | share of window | first zoom | x-axis range % per screen px');
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      await page.goto(`${server.base}/login`);
      const dialog = page.getByRole('dialog', { name: /log in/i });
      await dialog.getByRole('textbox', { name: 'Email address' }).fill(EXTRACTOR.email);
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(EXTRACTOR.password);
      await dialog.getByRole('button', { name: /^log in$/i }).click();
      await page.waitForURL(/\/home\/dashboard$/);
      const papers = (await (await page.request.get(`${server.base}/api/papers?itemsPerPage=50`, { headers })).json()) as { papers: { data: { uuid: string; name: string }[] } };
      const paper = papers.papers.data.find((p) => p.name.includes('log-scale'))!.uuid;
      await page.goto(`${server.base}/data-entry/${paper}/${randomUUID()}`);
      const surface = page.locator('[data-digitizer-surface]');
      await page.locator('[role="application"][data-page-state="ready"]').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(500);
      const m = await surface.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const ds = (el as HTMLElement).dataset;
        return { w: r.width, h: r.height, zoom: Number(ds.zoom) };
      });
      const share = (m.w * m.h) / (size.width * size.height);
      const perPixel = (100 / (PLOT_WIDTH_PX * m.zoom)).toFixed(3);
      console.log(
        `${`${size.width}x${size.height}`.padEnd(10)} | ${`${Math.round(m.w)}x${Math.round(m.h)}`.padEnd(10)} | ${share.toFixed(3).padStart(15)} | ${m.zoom.toFixed(2).padStart(10)} | ${perPixel}`,
      );
      await context.close();
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
