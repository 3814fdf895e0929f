import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser';
import { limits, loaded } from './tests/timeouts';

const port = Number(process.env.E2E_PORT ?? 6108);

// The application server for tests/e2e/app-*.spec.ts: a free port, chosen once and inherited by the workers.
process.env.E2E_APP_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const appPort = Number(process.env.E2E_APP_PORT);
const appBaseURL = process.env.E2E_APP_BASE_URL ?? `http://127.0.0.1:${appPort}`;

/**
 * E2E_TWO_SERVERS=1: two server processes on one PostgreSQL (DATABASE_URL, e.g. under
 * scripts/postgres-for-tests.sh) behind a round-robin proxy on the app port, so consecutive
 * requests of one browser reach different processes. Default: one server on embedded PGlite.
 */
const twoServers = process.env.E2E_TWO_SERVERS === '1';
if (twoServers && !process.env.DATABASE_URL) throw new Error('E2E_TWO_SERVERS=1 needs DATABASE_URL (run it under bash scripts/postgres-for-tests.sh --)');
const freePort = () =>
  Number(
    execFileSync(process.execPath, ['-e', "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"]).toString(),
  );
process.env.E2E_SERVER_PORTS ??= twoServers ? `${freePort()},${freePort()}` : '';
const serverPorts = process.env.E2E_SERVER_PORTS ? process.env.E2E_SERVER_PORTS.split(',').map(Number) : [appPort];
// Feature flags as the demo has them (api-tokens and qc-dashboard on); a test that needs one off rewrites /api/config.
// The local citation service (scripts/citation-service.mjs) stands in for the Zotero translation server and PubMed.
process.env.E2E_CITATION_PORT ??= String(freePort());
const citationPort = Number(process.env.E2E_CITATION_PORT);
const appEnv = {
  HOST: '127.0.0.1',
  LOGIN_RATE_LIMIT_MAX: '1000',
  FEATURE_API_TOKENS: 'true',
  ZOTERO_TRANSLATION_URL: `http://127.0.0.1:${citationPort}`,
  IDENTIFIER_SEARCH_URL: `http://127.0.0.1:${citationPort}/esearch.fcgi`,
};
// Both processes share one file store directory (an S3 bucket would do as well; see docs/server.md).
if (twoServers) process.env.E2E_SHARED_DATA_DIR ??= execFileSync('mktemp', ['-d', '-t', 'sourcebench-e2e-XXXXXX']).toString().trim();
const sharedDataDir = process.env.E2E_SHARED_DATA_DIR ?? '';

/**
 * End-to-end tests against a served build. E2E_SERVER_COMMAND starts the application
 * (it receives the port as $PORT); until the app server exists it serves the built workbench.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // Limits sized for a busy two-core machine (tests/timeouts.ts): they catch a hang, they do not time the app.
  timeout: limits.e2eWorkbenchTest,
  expect: { timeout: limits.e2eExpect },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report/e2e' }],
    // scripts/test.mjs reads the counts for its closing table from here.
    ...(process.env.SOURCEBENCH_JSON_REPORT ? [['json', { outputFile: process.env.SOURCEBENCH_JSON_REPORT }] as const] : []),
  ],
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'workbench', testIgnore: /app-.*\.spec\.ts/ },
    // The built app and the API on one port, on a fresh embedded database (migrated and seeded).
    { name: 'app', testMatch: /app-.*\.spec\.ts/, timeout: limits.e2eAppTest, use: { baseURL: appBaseURL } },
  ],
  webServer: [
    ...(process.env.E2E_BASE_URL
      ? []
      : [
          {
            command: process.env.E2E_SERVER_COMMAND ?? `node scripts/serve-static.mjs storybook-static ${port}`,
            url: `http://127.0.0.1:${port}/`,
            env: { PORT: String(port) },
            reuseExistingServer: !process.env.CI,
            timeout: loaded(120_000),
          },
        ]),
    ...(process.env.E2E_APP_BASE_URL
      ? []
      : [
          {
            command: `node scripts/citation-service.mjs ${citationPort}`,
            url: `http://127.0.0.1:${citationPort}/esearch.fcgi?term=`,
            reuseExistingServer: false,
            timeout: loaded(30_000),
            stdout: 'ignore' as const,
          },
          ...serverPorts.map((port, i) => ({
            // E2E_SKIP_APP_BUILD=1 reuses dist/app when only the tests changed; the second server uses the first one's build.
            command: `${process.env.E2E_SKIP_APP_BUILD || i > 0 ? '' : 'npm run build:app --silent && '}${
              twoServers ? `DATA_DIR="${sharedDataDir}"` : 'DATA_DIR="$(mktemp -d -t sourcebench-e2e-XXXXXX)"'
            } node_modules/.bin/tsx src/server/main.ts`,
            url: `http://127.0.0.1:${port}/api/config`,
            env: { ...appEnv, PORT: String(port), ...(twoServers ? { DATABASE_URL: process.env.DATABASE_URL!, APP_URL: appBaseURL } : {}) },
            reuseExistingServer: false,
            timeout: limits.e2eServerStart,
            stdout: 'ignore' as const,
          })),
          ...(twoServers
            ? [
                {
                  command: `node scripts/round-robin-proxy.mjs ${appPort} ${serverPorts.join(' ')}`,
                  url: `${appBaseURL}/api/config`,
                  reuseExistingServer: false,
                  timeout: loaded(30_000),
                  stdout: 'ignore' as const,
                },
              ]
            : []),
        ]),
  ],
});
