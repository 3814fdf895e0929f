import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const tones = styleVariants({
  danger: { color: vars.color.danger },
  warning: { color: vars.color.warning },
  info: { color: vars.color.info },
});

export const sizes = styleVariants({
  small: { width: '16px', height: '16px' },
  medium: { width: '20px', height: '20px' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});
