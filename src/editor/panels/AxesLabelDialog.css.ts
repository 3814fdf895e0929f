import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

/** Two columns per axis: data type and unit, description across, decimals and ratio type. */
export const axisGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
});

export const wide = style({ gridColumn: '1 / -1' });
