import { style } from '@vanilla-extract/css';
import { TAGGING_LIMITS } from '../../core/tagging';
import { vars } from '../../../ui/theme/vars.css';

/** The Add dataset popup is 650 px wide (spec 3 section 9). */
export const addDatasetDialog = style({ maxWidth: TAGGING_LIMITS.addDatasetWidth });

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** One row: study branch, tag group, remove button. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) auto',
  columnGap: vars.space.sm,
  alignItems: 'start',
});

/** The remove button lines up with the inputs, below their labels. */
export const rowButton = style({ paddingTop: vars.space.lg });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
