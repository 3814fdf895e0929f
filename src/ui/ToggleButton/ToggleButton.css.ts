import { style, styleVariants } from '@vanilla-extract/css';
import { pressable } from '../Button/Button.css';
import { vars } from '../theme/vars.css';

export const base = style([
  pressable,
  {
    gap: vars.space.sm,
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.md,
    borderColor: vars.color.borderStrong,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-pressed]': { background: vars.color.surfacePressed },
      '&[data-selected]': {
        background: vars.color.primarySubtle,
        borderColor: vars.color.primary,
        color: vars.color.primary,
      },
      '&[data-selected][data-hovered]': { background: vars.color.surfaceSelected },
    },
    '@media': {
      '(forced-colors: active)': {
        forcedColorAdjust: 'none',
        background: 'ButtonFace',
        color: 'ButtonText',
        borderColor: 'ButtonText',
        selectors: {
          '&[data-selected]': { background: 'Highlight', color: 'HighlightText', borderColor: 'Highlight' },
          '&[data-disabled]': { color: 'GrayText', borderColor: 'GrayText' },
        },
      },
    },
  },
]);

export const sizes = styleVariants({
  small: { minHeight: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
  medium: {},
});

export const iconOnly = style({ paddingInline: 0, aspectRatio: '1' });

export const icon = style({ width: '16px', height: '16px', flexShrink: 0 });
