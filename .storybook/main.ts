import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Change detection (the sidebar's "changed since the last commit" filter) walks the import graph of every story
  // file at start-up, beside the first story's compilation; on a busy two-core machine it delayed that story.
  features: { changeDetection: false },
  // react-docgen-typescript builds a TypeScript program over the whole project before its first props table: in
  // `storybook dev` that put tens of seconds before the first story on a busy machine (47 s for the first story
  // file at load 15 on two cores). The dev server reads props with react-docgen (Babel, one file at a time); the
  // built workbench keeps the full tables, props inherited from react-aria-components included.
  typescript: async (typescript, { configType }) => ({
    ...typescript,
    reactDocgen: configType === 'PRODUCTION' ? 'react-docgen-typescript' : 'react-docgen',
    // Props tables are for the components in src; the workbench's own files have none.
    reactDocgenTypescriptOptions: { exclude: ['**/node_modules/**', '**/.storybook/**'] },
  }),
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // `storybook build --quiet` shows warnings only: no list of emitted files, and none of the warnings that
      // say nothing about our code (a workbench bundles every story, so its chunks are large by design; icon
      // modules marked "use client" are bundled for the browser alone, where the directive means nothing).
      logLevel: 'warn',
      build: {
        reportCompressedSize: false,
        chunkSizeWarningLimit: 8192,
        rolldownOptions: {
          onwarn(warning: { code?: string }, warn: (w: unknown) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
