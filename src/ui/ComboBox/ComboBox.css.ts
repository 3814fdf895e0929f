import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ width: '100%' });

export const toggle = style({
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
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});

export const more = style({
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
