/**
 * Sizes of the browser app per route (gzip), from dist/app and its Vite manifest.
 * `npm run bench:bundle` (builds first unless SKIP_BUILD=1). Fails when the login route exceeds its budget.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const APP_DIR = 'dist/app';
// docs/app.md (Bundle) explains the figure: what React, the data router and a react-aria modal leave for the rest.
const LOGIN_BUDGET_BYTES = 165 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

if (!process.env.SKIP_BUILD) execSync('npm run build:app --silent', { stdio: 'inherit' });
const manifestPath = path.join(APP_DIR, '.vite/manifest.json');
if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build:app`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(APP_DIR, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};

/** The chunk and everything it imports statically: what the browser must load before it runs. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const jsBytes = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('No entry in the manifest');
const initial = closure(entryKey);
const initialBytes = jsBytes(initial);

console.log('Route chunks, gzip JavaScript (level 9)\n');
console.log(`${kb(initialBytes)}  initial: /, /login and every route's shell (${initial.size} files)`);

const lazy = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
const rows = lazy.map((key) => {
  const extra = [...closure(key)].filter((k) => !initial.has(k));
  return { key, name: manifest[key]!.name ?? key, extra: jsBytes(extra), files: extra.length };
});
rows.sort((a, b) => b.extra - a.extra);
for (const row of rows) console.log(`${kb(row.extra)}  + ${row.name} (${row.key}, ${row.files} files beyond the initial load)`);

const heavy = ['src/editor', 'pdfjs-dist', 'paper'];
const inInitial = [...initial].filter((key) => heavy.some((h) => key.includes(h)));
console.log(`\nEditor, pdf.js, Paper.js in the initial load: ${inInitial.length ? inInitial.join(', ') : 'none'}`);
console.log(`Login route: ${kb(initialBytes).trim()} of ${kb(LOGIN_BUDGET_BYTES).trim()} budget`);
if (initialBytes > LOGIN_BUDGET_BYTES || inInitial.length) process.exitCode = 1;
