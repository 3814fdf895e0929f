import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // Props tables are for the components in src; the workbench's own files have none.
    reactDocgenTypescriptOptions: { exclude: ['**/node_modules/**', '**/.storybook/**'] },
  },
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
