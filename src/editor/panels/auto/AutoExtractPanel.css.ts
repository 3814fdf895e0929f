import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const colourRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const colourField = style({ flex: 1, minWidth: 0 });

export const swatch = style({
  flex: 'none',
  width: 28,
  height: 28,
  marginBottom: 4,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const pair = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const count = style({ margin: 0, fontWeight: vars.font.weight.bold });
