import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** One group row of the settings popup: its tag and its delete button. */
export const groupRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
});

/** The main group: fixed, shown with the graph's data type. */
export const mainGroup = style({
  margin: 0,
  padding: `${vars.space.xs} 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const mainType = style({ color: vars.color.textMuted });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const options = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.md, alignItems: 'start' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });
