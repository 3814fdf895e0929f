import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-selected]': {
      background: vars.color.primarySubtle,
      borderColor: vars.color.primary,
      color: vars.color.primary,
    },
    '&[data-selected][data-hovered]': { background: vars.color.surfaceSelected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
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
});

export const sizes = styleVariants({
  small: { minHeight: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
  medium: {},
});

export const iconOnly = style({ paddingInline: 0, aspectRatio: '1' });

export const icon = style({ width: '16px', height: '16px', flexShrink: 0 });
