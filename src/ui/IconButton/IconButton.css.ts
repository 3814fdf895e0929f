import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'ButtonText',
      selectors: { '&[data-disabled]': { color: 'GrayText', opacity: 1 } },
    },
  },
});

export const variants = styleVariants({
  quiet: {
    color: vars.color.textMuted,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.surfacePressed },
    },
  },
  secondary: {
    color: vars.color.primary,
    background: vars.color.surface,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-pressed]': { background: vars.color.surfacePressed },
    },
  },
  primary: {
    color: vars.color.onPrimary,
    background: vars.color.primary,
    selectors: {
      '&[data-hovered]': { background: vars.color.primaryHover },
      '&[data-pressed]': { background: vars.color.primaryPressed },
    },
  },
  danger: {
    color: vars.color.danger,
    selectors: {
      '&[data-hovered]': { background: vars.color.dangerSubtle },
      '&[data-pressed]': { background: vars.color.dangerSubtle, color: vars.color.dangerPressed },
    },
  },
});

export const sizes = styleVariants({
  small: { width: vars.size.controlSm, height: vars.size.controlSm },
  medium: { width: vars.size.controlMd, height: vars.size.controlMd },
});

export const icon = style({ width: '18px', height: '18px', flexShrink: 0 });
