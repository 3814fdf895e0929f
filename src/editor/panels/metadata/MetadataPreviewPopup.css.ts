import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const popup = style({
  position: 'fixed',
  zIndex: 20,
  boxSizing: 'border-box',
  maxWidth: 420,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  pointerEvents: 'none',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const table = style({ borderCollapse: 'collapse', width: '100%' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { fontWeight: vars.font.weight.medium, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const key = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xxs} ${vars.space.sm}` });
globalStyle(`${key} dt`, { fontWeight: vars.font.weight.medium, color: vars.color.textMuted });
globalStyle(`${key} dd`, { margin: 0 });

export const missing = style({ margin: 0, color: vars.color.danger, fontWeight: vars.font.weight.medium });
