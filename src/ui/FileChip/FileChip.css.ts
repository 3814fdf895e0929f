import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const chip = style({
  display: 'inline-grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  maxWidth: '360px',
  minHeight: vars.size.controlMd,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-status="error"]': { borderColor: vars.color.danger, background: vars.color.dangerSubtle },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const icon = style({ color: vars.color.textMuted });

export const errorIcon = style({ color: vars.color.danger });

export const text = style({ display: 'flex', gap: vars.space.xs, minWidth: 0, alignItems: 'baseline' });

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: vars.font.weight.medium });

export const size = style({ flexShrink: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const progress = style({ gridColumn: '2 / 3', minWidth: 0 });

export const error = style({ gridColumn: '2 / 3', color: vars.color.danger, fontSize: vars.font.size.xs });
