import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser';

const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 6107);

/** Visual regression and accessibility sweep over every story of the built workbench (storybook-static). */
export default defineConfig({
  testDir: 'tests',
  testMatch: ['visual/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  // One retry on CI: a story that renders differently twice is a real change; once is load on a 2-core machine, reported as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/stories' }]],
  outputDir: 'test-results/stories',
  // A story without a baseline fails; on CI it must not quietly become its own baseline.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  snapshotPathTemplate: '{testDir}/visual/__screenshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      // Tight: a one-step change of one colour channel (#1f5fbf to #1f5fc0 on a primary button) must fail.
      // pixelmatch's YIQ threshold 0.02 lets that through (its delta is ~0.06 of a 14 allowance); 0.001 does not.
      // Anti-aliased edges are still told apart by pixelmatch, and fonts are bundled, so text renders identically.
      threshold: 0.001,
      // A few pixels of anti-aliasing on small round shapes vary with load; a changed colour moves hundreds or thousands.
      maxDiffPixels: 40,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 640 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'UTC',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
