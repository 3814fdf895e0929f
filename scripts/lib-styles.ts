// The library build bundles this file only for its CSS: every public entry's styles, once each, into dist/styles.css.
// Re-exported rather than imported bare, so the bundler keeps modules the package marks as free of side effects.
export * as ui from '../src/ui/index';
export * as screens from '../src/screens/index';
export * as editor from '../src/editor/index';
