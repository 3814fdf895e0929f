import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});

export const value = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.bold });
