// Consumes the built library exactly as an application would: by package name, through "exports".
// Plain ESM so it runs on the emitted files without a TypeScript step.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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
  for (const name of classes) assert.ok(css.includes(`.${name}`), `dist/styles.css has no rule for .${name}`);
  // The theme and the bundled font travel with the stylesheet.
  assert.match(css, /:root\s*\{[^}]*--/);
  assert.match(css, /font-family:\s*["']?Inter/);
});

test('every public entry point loads', async () => {
  for (const entry of ['sourcebench/ui', 'sourcebench/screens', 'sourcebench/editor']) {
    const module = await import(entry);
    assert.ok(Object.keys(module).length > 0, `${entry} exports nothing`);
  }
});
