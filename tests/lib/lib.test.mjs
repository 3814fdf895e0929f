// Consumes the built library exactly as an application would: by package name, through "exports".
// Plain ESM so it runs on the emitted files without a TypeScript step.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
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
