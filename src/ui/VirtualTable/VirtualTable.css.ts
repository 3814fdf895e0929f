import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
});

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const headerRow = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'grid',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
});

export const body = style({ position: 'relative' });

export const row = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  display: 'grid',
  alignItems: 'center',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
  },
});

export const cell = style({
  padding: `0 ${vars.space.lg}`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
});

export const headerCell = style([cell, { paddingBlock: vars.space.sm }]);

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
