import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser';

const port = Number(process.env.E2E_PORT ?? 6108);

/**
 * End-to-end tests against a served build. E2E_SERVER_COMMAND starts the application
 * (it receives the port as $PORT); until the app server exists it serves the built workbench.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/e2e' }]],
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
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: process.env.E2E_SERVER_COMMAND ?? `node scripts/serve-static.mjs storybook-static ${port}`,
        url: `http://127.0.0.1:${port}/`,
        env: { PORT: String(port) },
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
      },
});
