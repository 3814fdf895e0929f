import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { DEMO_USERS, demoLoginLines } from '../../src/server/db/seed';
import { readFileSync } from 'node:fs';
import { loaded } from '../timeouts';

/** `npm start` as an operator runs it: the configuration it reads and how it stops. */
const root = fileURLToPath(new URL('../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('configuration', () => {
  it('the default app URL (links in e-mails) follows PORT', () => {
    expect(loadConfig({ PORT: '4123' }).appUrl).toBe('http://127.0.0.1:4123');
    expect(loadConfig({}).appUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ PORT: '4123', APP_URL: 'https://sourcebench.example.org' }).appUrl).toBe('https://sourcebench.example.org');
  });
});

describe('the start-up banner', () => {
  it('names the role of each demo login as the README does, not by its role slug', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const lines = demoLoginLines();
    expect(lines[0]).toBe('Demo logins:');
    for (const demo of DEMO_USERS) {
      const line = lines.find((l) => l.includes(demo.email))!;
      const role = line.slice(line.indexOf(demo.password) + demo.password.length).trim();
      expect(readme).toContain(`| ${demo.email} | \`${demo.password}\` | ${role} |`);
    }
    expect(lines.join('\n')).not.toMatch(/data_entry_user_1|qc_user/);
  });

  it('builds the app quietly before it starts, so the address and logins come first', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.prestart).toMatch(/--logLevel (error|silent)/);
  });
});

describe('npm start', () => {
  it('sweeps leftover uploads at start-up and stops cleanly, freeing the port, on SIGTERM sent to the npm process', { timeout: loaded(150_000) }, async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), 'sourcebench-start-'));
    const filesDir = join(dataDir, 'files');
    await mkdir(filesDir);
    const leftover = join(filesDir, '0b7f3b9e-0000-4000-8000-0000000000aa.partial');
    await writeFile(leftover, 'half a file');
    // Older than the sweep's grace (FILE_SWEEP_GRACE_MS, 1 hour by default).
    await utimes(leftover, new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    // --ignore-scripts skips only the prestart build of the browser app; the start script itself runs as it is.
    // Embedded PGlite in the temporary directory, also when the suite runs against PostgreSQL.
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const npm = spawn('npm', ['start', '--ignore-scripts'], {
      cwd: root,
      env: { ...env, PORT: String(port), DATA_DIR: dataDir, FILES_DIR: filesDir, SEED: 'false', APP_DIR: join(dataDir, 'no-app') },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    // The moment the server says it listens, or the moment it ends without saying so.
    const listening = new Promise<boolean>((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Sourcebench API on')) resolve(true);
      };
      npm.stdout.on('data', read);
      npm.stderr.on('data', read);
      void exited.then(() => resolve(false));
    });
    try {
      // A start-up that hangs is reported after a limit sized for a busy machine (npm, tsx and the database).
      const startLimit = loaded(90_000);
      const started = await Promise.race([listening, new Promise<'hung'>((r) => setTimeout(() => r('hung'), startLimit).unref())]);
      expect(started, `npm start did not say it listens within ${startLimit / 1000} s:\n${output}`).toBe(true);
      expect(output).toContain(`Sourcebench API on http://127.0.0.1:${port}/api`);
      expect(await portAnswers(port)).toBe(true);
      expect(await readdir(filesDir)).toEqual([]);

      npm.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise<'running'>((r) => setTimeout(() => r('running'), loaded(15_000)).unref())]);
      // npm has ended; the server process under it closes its socket as it ends.
      await vi.waitFor(async () => expect(await portAnswers(port), 'the server still holds the port').toBe(false), { timeout: loaded(5_000), interval: 50 });
      // npm ends by itself: 0, or 143 (128 + SIGTERM) when it reports the signal it was stopped with, as it
      // may when the signal reaches it while the server is already closing.
      expect([0, 143], `npm start ended with ${String(code)}`).toContain(code);
    } finally {
      // Whatever is left of the process group this test started.
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
