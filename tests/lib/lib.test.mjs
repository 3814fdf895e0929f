// Consumes the built library exactly as an application would: by package name, through "exports".
// Plain ESM so it runs on the emitted files without a TypeScript step.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

test('sourcebench/ui renders a Button whose styles are in dist/styles.css', async () => {
  const { Button } = await import('sourcebench/ui');
  const html = renderToStaticMarkup(createElement(Button, { variant: 'danger' }, 'Discard Extracted Data'));

  assert.match(html, /^<button\b/);
  assert.match(html, /type="button"/);
  assert.match(html, /data-variant="danger"/);
  assert.match(html, />Discard Extracted Data<\/button>$/);

  const classes = html.match(/class="([^"]+)"/)?.[1].split(/\s+/) ?? [];
  assert.ok(classes.length >= 2, `expected base and variant classes, got ${html}`);
  const css = readFileSync(new URL('../../dist/styles.css', import.meta.url), 'utf8');
  // Base and variant classes carry rules; the default (medium) size class is intentionally empty.
  for (const name of classes.slice(0, 2)) assert.ok(css.includes(`.${name}`), `dist/styles.css has no rule for .${name}`);
  // The theme and the bundled font travel with the stylesheet.
  assert.match(css, /:root\s*\{[^}]*--/);
  assert.match(css, /font-family:\s*["']?Inter/);
});

test('every public entry point is emitted with types, and the DOM-free ones load in Node', async () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
      assert.ok(existsSync(new URL(`../../${file}`, import.meta.url)), `exports["${subpath}"] points at missing ${file}`);
    }
  }
  // The editor is left out: it needs a browser (Paper.js, pdf.js) and a bundler to resolve them.
  for (const entry of ['sourcebench/ui', 'sourcebench/screens']) {
    const module = await import(entry);
    assert.ok(Object.keys(module).length > 0, `${entry} exports nothing`);
  }
});

/** Every emitted script of the library (dist/app, the application's own build, is not the library's). */
function libraryScripts(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'app' ? [] : libraryScripts(path);
    return e.name.endsWith('.js') ? [path] : [];
  });
}

test('the workers are emitted, each one self-contained file, and the code starts them by their emitted paths', () => {
  const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
  const workers = ['auto-extraction', 'vector-index', 'survival-analysis'].map((name) => join(dist, 'workers', `${name}.js`));
  for (const file of workers) {
    assert.ok(existsSync(file), `${file} is missing`);
    const text = readFileSync(file, 'utf8');
    // A worker has no page to share chunks with: nothing imported from beside it.
    assert.doesNotMatch(text, /^\s*import\b|\bimport\s*\(/m, `${file} imports other files`);
  }

  const started = new Map();
  for (const file of libraryScripts(dist)) {
    const text = readFileSync(file, 'utf8');
    assert.ok(!/["']\.\/worker\.ts\b/.test(text), `${file} still starts a worker from its source path ./worker.ts`);
    for (const [, url] of text.matchAll(/new Worker\(\s*new URL\(\s*"([^"]+)",\s*import\.meta\.url\s*\)/g)) {
      const target = resolve(dirname(file), url);
      assert.ok(existsSync(target), `${file} starts a worker at ${url}, which does not exist`);
      started.set(target, (started.get(target) ?? 0) + 1);
    }
  }
  for (const file of workers) assert.ok(started.has(file), `no emitted file starts ${file}`);
  assert.deepEqual([...started.keys()].sort(), [...workers].sort(), 'a worker URL points at something other than the workers');
});

test('the emitted automatic-extraction worker answers a run with its result', async () => {
  const replies = [];
  const scope = { onmessage: null, postMessage: (message) => replies.push(message) };
  globalThis.self = scope;
  try {
    await import(new URL('../../dist/workers/auto-extraction.js', import.meta.url).href);
  } finally {
    delete globalThis.self;
  }
  assert.equal(typeof scope.onmessage, 'function');
  // A 20 x 20 white page with one blue 5 x 5 marker centred on (10.5, 8.5).
  const width = 20;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 6; y < 11; y++) for (let x = 8; x < 13; x++) data.set([31, 119, 180, 255], (y * width + x) * 4);
  const request = {
    image: { width, height: width, data },
    colours: { mode: 'foreground', foreground: [31, 119, 180], background: [255, 255, 255], threshold: 60 },
    strokes: [],
    algorithm: { name: 'blobs', minDiameter: 2, maxDiameter: 10, centre: 'box' },
    axes: null,
  };
  scope.onmessage({ data: { type: 'run', id: 7, request } });
  const result = replies.find((r) => r.type === 'result');
  assert.ok(result, `no result among ${JSON.stringify(replies)}`);
  assert.equal(result.id, 7);
  assert.deepEqual(result.result.points.map(({ x, y }) => ({ x, y })), [{ x: 10.5, y: 8.5 }]);
});

test('the emitted survival worker answers an analysis with its result', async () => {
  const replies = [];
  const scope = { onmessage: null, postMessage: (message) => replies.push(message) };
  globalThis.self = scope;
  const previous = { onmessage: globalThis.onmessage, postMessage: globalThis.postMessage };
  // The survival worker answers on the global scope.
  globalThis.postMessage = scope.postMessage;
  try {
    await import(new URL('../../dist/workers/survival-analysis.js', import.meta.url).href);
  } finally {
    delete globalThis.self;
  }
  try {
    assert.equal(typeof globalThis.onmessage, 'function');
    // One arm of 10 patients: half die at time 5, the rest are followed to 10.
    const settings = { kind: 'survival', yScale: 'proportion', timeUnit: 'months', riskTimes: [], arms: [{ dataset: 'A', atRisk: [], size: 10 }], useCensorMarks: true, controlArm: null, reportTimes: [] };
    const points = [
      { index: 0, x: 0, y: 1, censor: false },
      { index: 1, x: 5, y: 1, censor: false },
      { index: 2, x: 5, y: 0.5, censor: false },
      { index: 3, x: 10, y: 0.5, censor: false },
    ];
    globalThis.onmessage({ data: { id: 3, analysis: { settings, arms: [{ dataset: 'A', label: 'Arm A', points }] } } });
    assert.equal(replies.length, 1, JSON.stringify(replies));
    assert.equal(replies[0].id, 3);
    assert.equal(replies[0].result.arms[0].result.reconstruction.events, 5);
  } finally {
    globalThis.onmessage = previous.onmessage;
    globalThis.postMessage = previous.postMessage;
  }
});
