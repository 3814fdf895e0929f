import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const base = style({
  color: vars.color.primary,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  textUnderlineOffset: '2px',
  selectors: {
    '&[data-hovered]': { color: vars.color.primaryHover, textDecorationThickness: '2px' },
    '&[data-pressed]': { color: vars.color.primaryPressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed', textDecoration: 'none' },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'LinkText',
      selectors: { '&[data-disabled]': { color: 'GrayText' } },
    },
  },
});

export const variants = styleVariants({
  // Inline links sit in running text, so colour alone must not carry them: they keep the underline.
  inline: { textDecoration: 'underline' },
  standalone: {
    textDecoration: 'none',
    fontWeight: vars.font.weight.medium,
    selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
  },
});
