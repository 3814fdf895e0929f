/**
 * Storybook's dev server, from `storybook dev` started to the first story drawn: the manager opened in headless
 * Chromium at one story, as a person running `npm run storybook` opens it, until that story's root has content in
 * the preview frame. A cold start first (Vite's dependency cache removed, as on a fresh clone), then warm starts.
 * Prints each start with the seconds to the server's first answer and to the story drawn, and the load average.
 *
 *   npm run bench:storybook-start                  (RUNS=2 warm starts by default; STORY=ui-button--primary)
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';

const root = join(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 2);
const STORY = process.env.STORY ?? 'ui-button--primary';
const LIMIT_MS = 600_000;
const executablePath = process.env.SOURCEBENCH_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
/** Where Storybook's Vite builder keeps its pre-bundled dependencies (and Storybook its other caches). */
const cacheDir = join(root, 'node_modules/.cache');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function start(cold: boolean) {
  if (cold) rmSync(cacheDir, { recursive: true, force: true });
  const port = await freePort();
  const started = performance.now();
  const server = spawn('npx', ['storybook', 'dev', '-p', String(port), '--host', '127.0.0.1', '--no-open', '--ci'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(LIMIT_MS);
    // The server answers once it listens; until then the page load is refused, so try again.
    let answered = 0;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`storybook dev ended with ${server.exitCode}:\n${output}`);
      try {
        await page.goto(`http://127.0.0.1:${port}/?path=/story/${STORY}`, { waitUntil: 'commit' });
        answered = performance.now() - started;
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const preview = page.frameLocator('#storybook-preview-iframe');
    await preview.locator('#storybook-root > *').first().waitFor({ state: 'visible' });
    const drawn = performance.now() - started;
    return { answered, drawn };
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(undefined)));
  }
}

const s = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
const load = () => loadavg()[0]!.toFixed(1);
console.log(`Storybook dev, start to first story (${STORY}) drawn; ${availableParallelism()} cores`);
console.log('start   server answers (s)   story drawn (s)   load at start');
for (let i = 0; i <= RUNS; i++) {
  const cold = i === 0;
  const loadAtStart = load();
  const { answered, drawn } = await start(cold);
  console.log(`${(cold ? 'cold' : 'warm').padEnd(6)}  ${s(answered)}               ${s(drawn)}            ${loadAtStart}`);
}
