import { style, styleVariants } from '@vanilla-extract/css';
import { fadeFill, pressable, variants as buttonVariants } from '../Button/Button.css';
import { vars } from '../theme/vars.css';

// No fill here: it would come after the shared Button variants and hide theirs.
export const base = style([
  pressable,
  fadeFill,
  {
    flexShrink: 0,
    padding: 0,
    '@media': {
      '(forced-colors: active)': {
        color: 'ButtonText',
        selectors: { '&[data-disabled]': { color: 'GrayText', opacity: 1 } },
      },
    },
  },
]);

export const variants = {
  quiet: style({
    background: 'transparent',
    color: vars.color.textMuted,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.surfacePressed },
    },
  }),
  secondary: buttonVariants.secondary,
  primary: buttonVariants.primary,
  danger: style({
    background: 'transparent',
    color: vars.color.danger,
    selectors: {
      '&[data-hovered]': { background: vars.color.dangerSubtle },
      '&[data-pressed]': { background: vars.color.dangerSubtle, color: vars.color.dangerPressed },
    },
  }),
};

export const sizes = styleVariants({
  small: { width: vars.size.controlSm, height: vars.size.controlSm },
  medium: { width: vars.size.controlMd, height: vars.size.controlMd },
});

export const icon = style({ width: '18px', height: '18px', flexShrink: 0 });
