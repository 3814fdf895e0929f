import { style, styleVariants } from '@vanilla-extract/css';
import { visuallyHidden as sharedVisuallyHidden } from '../theme/a11y.css';
import { vars } from '../theme/vars.css';

export const region = style({
  position: 'fixed',
  insetInlineStart: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: '300px',
  maxWidth: '560px',
  minHeight: '48px',
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.high,
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const tones = styleVariants({
  info: { background: vars.color.snackbar, color: vars.color.onSnackbar },
  success: { background: vars.color.success, color: vars.color.onPrimary },
  error: { background: vars.color.danger, color: vars.color.onDanger },
});

export const icon = style({ flexShrink: 0 });

export const content = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const closeButton = style({
  flexShrink: 0,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: '2px solid currentColor', outlineOffset: '1px' },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid ButtonText' },
  },
});

export const visuallyHidden = sharedVisuallyHidden;
