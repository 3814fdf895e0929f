import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const standIns: Record<string, string> = {
  '@zxcvbn-ts/core': path.join(dirname, 'src/app/passwordDictionaries/core.ts'),
  '@zxcvbn-ts/language-common': path.join(dirname, 'src/app/passwordDictionaries/languageCommon.ts'),
  '@zxcvbn-ts/language-en': path.join(dirname, 'src/app/passwordDictionaries/languageEn.ts'),
};
const loader = path.join(dirname, 'src/app/passwordDictionaries/index.ts');

/**
 * The shared password rules import zxcvbn's dictionaries statically, which would put ~900 KB gzip
 * into the login page. In the browser build they resolve to stand-ins that loadPasswordDictionaries()
 * fills from a lazy chunk; only the loader itself reaches the real packages.
 */
function lazyPasswordDictionaries(): Plugin {
  return {
    name: 'sourcebench:lazy-password-dictionaries',
    enforce: 'pre',
    resolveId(source, importer) {
      const standIn = standIns[source];
      if (!standIn || !importer || path.normalize(importer.split('?')[0]!) === loader) return null;
      return standIn;
    },
  };
}

const apiPort = Number(process.env.API_PORT ?? 3000);

/**
 * The browser application: `npm run build:app` writes dist/app, which `npm start` serves beside the API.
 * `npm run dev` serves it with hot reload and forwards /api to the API server.
 */
export default defineConfig({
  resolve: {
    // react-router's package exports only its development build; the production one drops the dev-time checks.
    alias: [
      { find: /^react-router$/, replacement: path.join(dirname, 'node_modules/react-router/dist/production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(dirname, 'node_modules/react-router/dist/production/dom-export.mjs') },
    ],
  },
  plugins: [lazyPasswordDictionaries(), react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // bench/bundle.ts reads it to tell which chunks each route loads.
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    // The editor, pdf.js and Paper.js are lazy route chunks by design; only warn for chunks beyond them.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1' },
});
