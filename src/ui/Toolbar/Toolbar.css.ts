import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const group = style({ display: 'flex', gap: vars.space.xs, flexDirection: 'inherit' });

export const separator = style({
  alignSelf: 'stretch',
  width: '1px',
  margin: `0 ${vars.space.xs}`,
  background: vars.color.border,
  border: 'none',
  selectors: {
    '&[aria-orientation="horizontal"]': { width: 'auto', height: '1px', margin: `${vars.space.xs} 0` },
  },
  '@media': {
    '(forced-colors: active)': { background: 'CanvasText' },
  },
});
