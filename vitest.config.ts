import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Test projects, all run by `npm test`:
 * - unit: pure logic in Node (tests/unit/**\/*.test.ts)
 * - dom: React components in jsdom (tests/unit/**\/*.test.tsx)
 * - server: the API server on an in-process database (tests/server)
 * Browser projects (Storybook stories) are added in vitest.stories.config.ts.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own embedded database; two at a time fits two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
