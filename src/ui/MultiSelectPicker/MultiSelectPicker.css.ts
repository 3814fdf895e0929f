import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ width: '100%', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
});

export const dropIndicator = style({
  width: '2px',
  alignSelf: 'stretch',
  marginInline: `calc(-1 * ${vars.space.xs} / 2 - 1px)`,
  selectors: {
    '&[data-drop-target]': { background: vars.color.primary },
  },
  '@media': { '(forced-colors: active)': { selectors: { '&[data-drop-target]': { background: 'Highlight' } } } },
});
