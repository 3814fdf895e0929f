import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * An icon button drawn inside another control (a field, a chip, a dialog header): no fill until
 * hovered, so it reads as part of its host. Each host adds its own size and focus ring offset.
 */
export const quietIconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfacePressed },
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});
