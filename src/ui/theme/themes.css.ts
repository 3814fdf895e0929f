import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import * as t from './tokens';

const shared = {
  space: t.space,
  radius: t.radius,
  font: { family: t.fontFamily, size: t.fontSize, weight: t.fontWeight, lineHeight: t.lineHeight },
  elevation: t.elevation,
  motion: t.motion,
  size: t.size,
};

/** The light theme is the default: applied at :root so every page has it without a wrapper. */
createGlobalTheme(':root', vars, { color: t.lightColors, ...shared });

/** Class names that switch a subtree's theme. */
export const lightTheme = createTheme(vars, { color: t.lightColors, ...shared });
export const darkTheme = createTheme(vars, { color: t.darkColors, ...shared });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transitionDuration: '0ms !important',
      animationDuration: '0ms !important',
    },
  },
});
