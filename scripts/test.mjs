#!/usr/bin/env node
// `npm test`: every test layer, cheapest first, stopping at the first that fails, then a table of each
// layer's test count and seconds and one closing line 'Total: N passed, N failed, N skipped'.
//
//   npm test                   every layer a newcomer's clone can run
//   npm test -- --postgres     and the server suite again on a throwaway PostgreSQL (what CI runs)
//
// The conformance layer (tests/conformance) checks imports of files other tools made, which the repository does
// not ship; when its tests skip themselves for want of those files, this says so in one line.
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const withPostgres = process.argv.includes('--postgres');
const reports = mkdtempSync(join(tmpdir(), 'sourcebench-test-'));

/** Counts from Vitest's JSON report, and why its tests were skipped when all of them were (their suite's title). */
function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + (report.numTodoTests ?? 0) };
  if (counts.passed === 0 && counts.failed === 0 && counts.skipped > 0) {
    counts.skippedBecause = report.testResults.flatMap((f) => f.assertionResults).map((t) => t.ancestorTitles[0] ?? t.title)[0];
  }
  return counts;
}

/** Counts from Playwright's JSON report (a test that passed on its retry counts as passed, and is named flaky). */
function playwrightCounts(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, flaky: stats.flaky };
}

/** Counts from node:test's TAP summary. */
function tapCounts(file) {
  const tap = readFileSync(file, 'utf8');
  const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo') };
}

const vitest = (name, projects, env = {}) => {
  const report = join(reports, `${name}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return { name, command: ['npx', args], env, counts: () => vitestCounts(report) };
};

/** The one Chromium the browser layers use (tests/browser.ts), or why there is none. */
async function missingChromium() {
  const fix = 'install Debian\'s (apt-get install chromium) or set SOURCEBENCH_CHROMIUM to a Chromium binary';
  const override = process.env.SOURCEBENCH_CHROMIUM;
  const executable = (path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (override) return executable(override) ? undefined : `SOURCEBENCH_CHROMIUM is ${override}, which is not an executable file: ${fix}.`;
  if (executable('/usr/bin/chromium')) return undefined;
  try {
    const { chromium } = await import('playwright');
    if (executable(chromium.executablePath())) return undefined;
  } catch {
    // No Playwright browser either.
  }
  return `The browser tests need Chromium and this machine has none: ${fix}.`;
}

const layers = [
  { name: 'types', command: ['npx', ['tsc', '--noEmit', '-p', '.']] },
  vitest('unit, dom and server', ['unit', 'dom', 'server']),
  vitest('conformance', ['conformance']),
  { name: 'storybook build', command: ['npm', ['run', '--silent', 'build-storybook']], browser: true },
  { ...vitest('stories (play, axe, screenshot)', ['stories']), browser: true },
  (() => {
    const report = join(reports, 'lib.tap');
    return {
      name: 'library',
      command: ['bash', ['-c', `npm run --silent build:lib && node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination=${report} tests/lib/`]],
      counts: () => tapCounts(report),
    };
  })(),
  (() => {
    const report = join(reports, 'e2e.json');
    return {
      name: 'end to end',
      command: ['npx', ['playwright', 'test', '-c', 'playwright.e2e.config.ts']],
      env: { SOURCEBENCH_JSON_REPORT: report },
      counts: () => playwrightCounts(report),
      browser: true,
    };
  })(),
  ...(withPostgres ? [{ ...vitest('server on PostgreSQL', ['server']), wrap: ['bash', 'scripts/postgres-for-tests.sh', '--'] }] : []),
];

function run(layer) {
  const [command, args] = layer.command;
  const [program, ...rest] = layer.wrap ? [...layer.wrap, command, ...args] : [command, ...args];
  return new Promise((done) => {
    const child = spawn(program, rest, { cwd: root, stdio: 'inherit', env: { ...process.env, ...layer.env } });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const rows = [];
let failed = false;
let browserChecked = false;
for (const layer of layers) {
  if (failed) {
    rows.push({ name: layer.name, result: 'not run' });
    continue;
  }
  if (layer.browser && !browserChecked) {
    const missing = await missingChromium();
    if (missing) {
      console.error(`\n${missing}`);
      rows.push({ name: layer.name, result: 'no Chromium' });
      failed = true;
      continue;
    }
    browserChecked = true;
  }
  console.log(`\n=== ${layer.name} ===`);
  const started = performance.now();
  const code = await run(layer);
  const seconds = (performance.now() - started) / 1000;
  let counts;
  try {
    counts = layer.counts?.();
  } catch {
    counts = undefined;
  }
  if (code !== 0) failed = true;
  if (code === 0 && counts?.skippedBecause) {
    console.log(`\n${layer.name}: skipped, ${counts.skippedBecause}.`);
    rows.push({ name: layer.name, result: 'skipped', counts, seconds });
    continue;
  }
  rows.push({ name: layer.name, result: code === 0 ? 'passed' : 'failed', counts, seconds });
}
rmSync(reports, { recursive: true, force: true });

const describe = (c) => (c ? `${c.passed} passed${c.failed ? `, ${c.failed} failed` : ''}${c.skipped ? `, ${c.skipped} skipped` : ''}${c.flaky ? ` (${c.flaky} on retry)` : ''}` : '');
const table = [
  ['layer', 'result', 'tests', 'seconds'],
  ...rows.map((r) => [r.name, r.result, describe(r.counts), r.seconds === undefined ? '' : r.seconds.toFixed(1)]),
];
const totalSeconds = rows.reduce((s, r) => s + (r.seconds ?? 0), 0);
table.push(['total', failed ? 'failed' : 'passed', '', totalSeconds.toFixed(1)]);
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
console.log('\n' + table.map((row) => row.map((cell, i) => (i === 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd()).join('\n'));

const sum = (key) => rows.reduce((s, r) => s + (r.counts?.[key] ?? 0), 0);
console.log(`\nTotal: ${sum('passed')} passed, ${sum('failed') + (failed && sum('failed') === 0 ? 1 : 0)} failed, ${sum('skipped')} skipped`);
process.exit(failed ? 1 : 0);
