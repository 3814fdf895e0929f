import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './tests/browser';
import { limits } from './tests/timeouts';
import { storyContextOptions, storyScreenshotTolerance } from './tests/visual/settings';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Browser-only suites: never collected by the Node or jsdom projects. */
const browserSuites = ['tests/visual/**', 'tests/a11y/**', 'tests/e2e/**', 'tests/lib/**', '**/*.browser.test.*', 'stories/**'];

/**
 * Test projects, all run by `npm test`:
 * - unit: pure logic in Node (tests/unit/**\/*.test.ts)
 * - dom: React components in jsdom (tests/unit/**\/*.test.tsx)
 * - server: the API server on an in-process database (tests/server)
 * - stories: every Storybook story once in headless Chromium: render, play function, axe audit, screenshot
 * - conformance: imports of other tools' files from ../shared/fixtures (run by scripts/test.mjs only when present)
 */
export default defineConfig({
  test: {
    api: { allowWrite: true },
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...browserSuites],
          testTimeout: limits.unitTest,
          hookTimeout: limits.unitHook,
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx'],
          exclude: ['**/node_modules/**', ...browserSuites],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: limits.unitTest,
          hookTimeout: limits.unitHook,
          expect: { poll: { timeout: limits.domWait } },
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: limits.serverTest,
          hookTimeout: limits.serverHook,
          expect: { poll: { timeout: limits.domWait } },
          // Each file gets its own embedded database; two at a time fits two cores.
          maxWorkers: 2,
          // Vitest runs projects with their own worker limit as a separate group, after the others.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'conformance',
          environment: 'node',
          include: ['tests/conformance/**/*.test.ts'],
          testTimeout: limits.unitTest,
          hookTimeout: limits.unitHook,
        },
      },
      {
        // The vanilla-extract plugin comes from .storybook/main.ts (viteFinal), so it is not added again here.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'stories',
          testTimeout: limits.storyTest,
          // The screenshot is compared in an afterEach hook (.storybook/vitest.setup.ts).
          hookTimeout: limits.storyTest,
          // expect.element and expect.poll; play functions' waitFor and findBy… read domWait (vitest.setup.ts).
          expect: { poll: { timeout: limits.domWait } },
          provide: { domWait: limits.domWait, screenshotWait: limits.screenshotWait },
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions, contextOptions: storyContextOptions }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            // Baselines are written by `npm run test:stories -- -u`; the story-test plugin forbids writes unless allowed here.
            api: { allowWrite: true },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: storyScreenshotTolerance,
                resolveScreenshotPath: ({ arg, ext, root }) => path.join(root, 'tests/visual/__screenshots__', `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext, root }) => path.join(root, 'test-results/stories', `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
