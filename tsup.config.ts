import { existsSync, rmSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/** Public entry points: sourcebench/ui, sourcebench/editor, sourcebench/screens (see package.json "exports"). */
const entries = {
  'ui/index': 'src/ui/index.ts',
  'editor/index': 'src/editor/index.ts',
  'screens/index': 'src/screens/index.ts',
};

// An entry whose source does not exist yet is left out rather than failing the whole build.
const entry = Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file)));

const shared: Options = {
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  tsconfig: 'tsconfig.json',
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // Font CSS from dependencies is bundled into dist/styles.css (not left as a bare CSS import the
  // consumer's bundler would have to handle); the font files are copied beside it under hashed names.
  noExternal: [/^@fontsource\//],
  loader: { '.woff': 'file', '.woff2': 'file' },
};

export default defineConfig([
  {
    ...shared,
    entry,
    outDir: 'dist',
    // Only what this build writes: dist/ may also hold the application's own build.
    clean: ['ui', 'editor', 'screens', 'chunk-*', '*.js', '*.js.map', '*.d.ts', 'styles.css', '*.woff', '*.woff2'],
    // tsup's declaration build sets baseUrl, which TypeScript 6 deprecates.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    splitting: true,
    sourcemap: true,
    treeshake: true,
    // esbuild writes one stylesheet per entry; consumers load the single dist/styles.css instead.
    onSuccess: async () => {
      for (const name of Object.keys(entry)) rmSync(`dist/${name}.css`, { force: true });
      for (const name of Object.keys(entry)) rmSync(`dist/${name}.css.map`, { force: true });
    },
  },
  {
    ...shared,
    // One stylesheet with every entry's styles, each module once, in import order.
    entry: { styles: 'scripts/lib-styles.ts' },
    outDir: 'dist',
    clean: false,
    dts: false,
    onSuccess: async () => {
      rmSync('dist/styles.js', { force: true });
    },
  },
]);
