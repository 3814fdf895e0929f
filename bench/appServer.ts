/**
 * What the benches of the built app share: the API server with the built app (embedded database, demo
 * data) on a free port of 127.0.0.1, Chromium, and the demo extractor's login.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';

export const executablePath = process.env.SOURCEBENCH_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
export const EXTRACTOR = { email: 'extractor@example.com', password: 'Data-Entry-Demo-Quokka7' };
export const apiHeaders = { 'X-Requested-With': 'sourcebench', 'Content-Type': 'application/json' };

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Starts the server on a throwaway data directory and waits for it; `stop` ends it and removes the directory. */
export async function startAppServer(name: string): Promise<{ base: string; stop: () => void }> {
  if (!existsSync('dist/app/index.html')) throw new Error('Build the app first: npm run build:app');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `sourcebench-bench-${name}-`));
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

/** The browser remembers the data-entry tree and sidebar shown, as for an extractor who works in them every day. */
export async function rememberColumnsShown(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = 'sourcebench.data-entry.hidden-columns';
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, JSON.stringify({ tree: false, sidebar: false }));
  });
}

/** Logs the demo extractor in through the login dialog and returns the uuid of the log-scale demo paper. */
export async function logInExtractor(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/login`);
  const dialog = page.getByRole('dialog', { name: /log in/i });
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(EXTRACTOR.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(EXTRACTOR.password);
  await dialog.getByRole('button', { name: /^log in$/i }).click();
  await page.waitForURL(/\/home\/dashboard$/);
  const papers = (await (await page.request.get(`${base}/api/papers?itemsPerPage=50`, { headers: apiHeaders })).json()) as { papers: { data: { uuid: string; name: string }[] } };
  return papers.papers.data.find((p) => p.name.includes('log-scale'))!.uuid;
}

/** Image pixels of a place on the log-scale demo chart, in fractions of its plot (420 x 320 pt page, plot at 60,60 of 320 x 200 pt). */
export const logChartAt = (x: number, y: number) => ({ px: 3 * (60 + x * 320), py: 3 * (320 - (60 + y * 200)) });

/** An extraction of the log-scale demo chart, calibrated (with its axes labelled when asked), with n points spread over the plot. */
export function logChartExtraction(n: number, { labelled = false } = {}) {
  const at = logChartAt;
  return {
    format: 'WPD',
    formatVersion: 1,
    pages: [
      {
        file: 0,
        page: 1,
        axes: [
          {
            name: 'XY graph',
            type: 'xy',
            options: { logY: true },
            calibrationPoints: [
              { ...at(0, 0), dx: 0, dy: 0 },
              { ...at(1, 0), dx: 30, dy: 0 },
              { ...at(0, 0), dx: 0, dy: 1 },
              { ...at(0, 1), dx: 0, dy: 100 },
            ],
            metadata: labelled
              ? {
                  axesLabelData: {
                    x: { dataType: 'Time (number)', unit: 'month', description: '', decimals: 2, changeFromBaseline: 'Not a ratio' },
                    y: { dataType: 'Mean', unit: 'ratio', description: '', decimals: 2, changeFromBaseline: 'Not a ratio' },
                  },
                }
              : {},
          },
        ],
        datasets: [
          {
            name: 'XY graph data',
            axesName: 'XY graph',
            metadata: { name: 'XY graph data' },
            points: Array.from({ length: n }, (_, i) => {
              const p = at((i % 997) / 997, (i % 463) / 463);
              return { x: p.px, y: p.py };
            }),
            metadataKeys: [],
            pointGroups: [],
            tuples: [],
          },
        ],
        measurements: [],
      },
    ],
    misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
  };
}
