import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ width: '100%' });

export const searchIcon = style({
  flexShrink: 0,
  width: '16px',
  height: '16px',
  marginInlineStart: vars.space.md,
  color: vars.color.textMuted,
});

export const input = style({
  paddingInlineStart: vars.space.sm,
  selectors: {
    // The browser's own cancel button would duplicate the clear button.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

export const clearButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  width: vars.size.controlMd,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});

/** The clear button is hidden, not removed, while empty: RAC sets data-empty on the field. */
export const hiddenWhenEmpty = style({
  selectors: { '[data-empty] &': { visibility: 'hidden' } },
});

export const spinner = style({
  flexShrink: 0,
  width: '14px',
  height: '14px',
  marginInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
});
