import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ width: '100%' });

/** The reveal toggle sits inside the input's border, flush with its right edge. */
export const revealButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  width: vars.size.controlMd,
  padding: 0,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
  },
  '@media': {
    '(forced-colors: active)': { color: 'ButtonText' },
  },
});
