import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../ui/theme/vars.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  height: '100%',
  minHeight: 240,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const surface = style({
  position: 'absolute',
  inset: 0,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const message = style({
  position: 'absolute',
  insetInline: vars.space.md,
  top: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

// The pdf.js text layer: transparent glyph boxes laid over the page so text can be selected.
const textLayer = `${root} .textLayer`;
globalStyle(textLayer, {
  position: 'absolute',
  overflow: 'clip',
  lineHeight: 1,
  textSizeAdjust: 'none',
  forcedColorAdjust: 'none',
  vars: {
    '--min-font-size': '1',
    '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
    '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  },
});
globalStyle(`${textLayer} :is(span, br)`, {
  color: 'transparent',
  position: 'absolute',
  whiteSpace: 'pre',
  cursor: 'text',
  transformOrigin: '0% 0%',
});
globalStyle(`${textLayer} > :not(.markedContent), ${textLayer} .markedContent span:not(.markedContent)`, {
  zIndex: 1,
  fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
  transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  vars: { '--font-height': '0', '--scale-x': '1', '--rotate': '0deg' },
});
globalStyle(`${textLayer} .markedContent`, { display: 'contents' });
globalStyle(`${textLayer} ::selection`, { background: 'rgb(0 90 255 / 0.3)' });
globalStyle(`${textLayer} br::selection`, { background: 'transparent' });

// pdf.js measures glyphs on a canvas it appends to <body>, hidden by its viewer's stylesheet, which the
// app does not load: left inline, it adds a line under the app and the whole window scrolls.
globalStyle('body > canvas.hiddenCanvasElement', { position: 'absolute', top: 0, left: 0, width: 0, height: 0, display: 'none' });
