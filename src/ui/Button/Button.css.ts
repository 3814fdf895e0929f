import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * What Button, IconButton and ToggleButton share: shape, cursor, focus ring and disabled look.
 * It is declared before the variants below so that their fill and border win over it.
 */
export const pressable = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** Button and IconButton fade their fill; ToggleButton never has, so this stays out of `pressable`. */
export const fadeFill = style({ transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}` });

export const base = style([
  pressable,
  fadeFill,
  {
    gap: vars.space.sm,
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.lg,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    userSelect: 'none',
    whiteSpace: 'nowrap',
    position: 'relative',
    selectors: {
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': {
      '(forced-colors: active)': { border: '1px solid ButtonText', forcedColorAdjust: 'none' },
    },
  },
]);

/** Primary and secondary are shared with IconButton; danger and quiet differ there (no fill). */
export const variants = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&[data-hovered]': { background: vars.color.primaryHover },
      '&[data-pressed]': { background: vars.color.primaryPressed },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-pressed]': { background: vars.color.surfacePressed },
    },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onDanger,
    selectors: {
      '&[data-hovered]': { background: vars.color.dangerHover },
      '&[data-pressed]': { background: vars.color.dangerPressed },
    },
  },
  quiet: {
    background: 'transparent',
    color: vars.color.primary,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-pressed]': { background: vars.color.surfacePressed },
    },
  },
});

export const sizes = styleVariants({
  small: { minHeight: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.font.size.sm },
  medium: {},
});

/**
 * While pending the label keeps its width and stays the button's accessible name,
 * so it is made transparent rather than `visibility: hidden` (which would remove the name).
 */
export const pendingLabel = style({ opacity: 0 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
