import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

/** A fieldset that groups one axis's inputs without a box around them. */
export const group = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  minWidth: 200,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const sidebarTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const workspace = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 240px',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const canvasArea = style({ height: 560, minWidth: 0 });

export const valuesTable = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${valuesTable} [data-caption]`, { fontWeight: vars.font.weight.bold });
globalStyle(`${valuesTable} [role="table"]`, { fontSize: vars.font.size.sm });
// Long data types (a ternary's three fractions) wrap instead of hiding what tells the columns apart.
globalStyle(`${valuesTable} [role="columnheader"]`, { whiteSpace: 'normal', overflowWrap: 'anywhere' });
globalStyle(`${valuesTable} [role="columnheader"], ${valuesTable} [role="rowheader"], ${valuesTable} [role="cell"]`, {
  paddingInline: vars.space.sm,
  textAlign: 'right',
});
