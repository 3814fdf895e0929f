import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'esbuild';
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

/**
 * The Web Workers, each built as one self-contained module under dist/workers/. In the sources a
 * worker is started as `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })`,
 * which Vite (the app, Storybook) bundles by itself. esbuild leaves that URL alone, so the library
 * build tags each one while loading its source (workerUrlTags) and, once the files are written,
 * points it at the emitted worker relative to whichever file the code landed in
 * (pointWorkerUrls). A consumer's bundler (Vite, webpack 5) then finds and bundles the worker
 * from that `new URL(..., import.meta.url)` as it does its own.
 */
const workers = {
  'auto-extraction': { source: 'src/editor/auto/worker.ts', startedIn: 'src/editor/auto/client.ts' },
  'vector-index': { source: 'src/editor/vector/worker.ts', startedIn: 'src/editor/vector/vectorIndex.ts' },
  'survival-analysis': { source: 'src/editor/core/survival/worker.ts', startedIn: 'src/editor/core/survival/analysisClient.ts' },
} as const;

const WORKER_URL = `new URL('./worker.ts', import.meta.url)`;
/** The tag of a worker URL; `build` tells the builds apart, which run at the same time and each rewrite only their own files. */
const workerTag = (name: string, build: string) => `./worker.ts?sourcebench-worker=${name}&build=${build}`;

const workerUrlTags = (label: string): Plugin => ({
  name: 'worker-url-tags',
  setup(build) {
    for (const [name, { startedIn }] of Object.entries(workers)) {
      const file = join(process.cwd(), startedIn);
      build.onLoad({ filter: new RegExp(`${startedIn.replace(/[./]/g, (c) => `\\${c}`)}$`) }, (args) => {
        if (args.path !== file) return undefined;
        const text = readFileSync(file, 'utf8');
        if (!text.includes(WORKER_URL)) throw new Error(`${startedIn} no longer starts its worker with ${WORKER_URL}`);
        return { contents: text.replace(WORKER_URL, `new URL('${workerTag(name, label)}', import.meta.url)`), loader: 'ts' };
      });
    }
  },
});

/** The library's scripts: not the workers themselves, nor dist/app (the application's own build). */
const emittedScripts = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === 'workers' || e.name === 'app' ? [] : emittedScripts(join(dir, e.name))) : e.name.endsWith('.js') ? [join(dir, e.name)] : []));

/** Points the worker URLs one build tagged at the workers; `required`: each worker must be started somewhere. */
function pointWorkerUrls(label: string, required: boolean): void {
  const found = new Set<string>();
  for (const file of emittedScripts('dist')) {
    let text = readFileSync(file, 'utf8');
    let changed = false;
    for (const name of Object.keys(workers)) {
      const tag = JSON.stringify(workerTag(name, label));
      if (!text.includes(tag)) continue;
      const path = relative(dirname(file), join('dist', 'workers', `${name}.js`)).split('\\').join('/');
      text = text.split(tag).join(JSON.stringify(path.startsWith('.') ? path : `./${path}`));
      changed = true;
      found.add(name);
    }
    if (changed) writeFileSync(file, text);
    // The source map shows the source as it is, untagged.
    const map = `${file}.map`;
    if (changed && existsSync(map)) {
      let mapText = readFileSync(map, 'utf8');
      for (const name of Object.keys(workers)) mapText = mapText.split(`'${workerTag(name, label)}'`).join(`'./worker.ts'`);
      writeFileSync(map, mapText);
    }
  }
  if (required) for (const name of Object.keys(workers)) if (!found.has(name)) throw new Error(`No emitted file starts the ${name} worker`);
}

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
    esbuildPlugins: [...shared.esbuildPlugins!, workerUrlTags('library')],
    // esbuild writes one stylesheet per entry; consumers load the single dist/styles.css instead.
    onSuccess: async () => {
      for (const name of Object.keys(entry)) rmSync(`dist/${name}.css`, { force: true });
      for (const name of Object.keys(entry)) rmSync(`dist/${name}.css.map`, { force: true });
      pointWorkerUrls('library', true);
    },
  },
  {
    ...shared,
    // Each worker one file with everything it runs: a worker has no page to share chunks with.
    entry: Object.fromEntries(Object.entries(workers).map(([name, { source }]) => [name, source])),
    outDir: 'dist/workers',
    clean: true,
    dts: false,
    splitting: false,
    sourcemap: true,
    treeshake: true,
  },
  {
    ...shared,
    // One stylesheet with every entry's styles, each module once, in import order.
    entry: { styles: 'scripts/lib-styles.ts' },
    outDir: 'dist',
    clean: false,
    dts: false,
    esbuildPlugins: [...shared.esbuildPlugins!, workerUrlTags('styles')],
    onSuccess: async () => {
      rmSync('dist/styles.js', { force: true });
      // The chunks this build splits off start workers too.
      pointWorkerUrls('styles', false);
    },
  },
]);
