import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** One of the panel's three parts: a titled block under a rule. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });

export const armTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, display: 'flex', alignItems: 'center', gap: vars.space.xs });

/** The colour key of an arm, as drawn in the chart. */
export const swatch = style({ display: 'inline-block', width: 12, height: 3, borderRadius: vars.radius.sm, flex: 'none' });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const text = style({ margin: 0, fontSize: vars.font.size.sm });

export const errorText = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });

/** The risk-table grid scrolls sideways inside the sidebar, its first column kept in view. */
export const gridScroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  // A cell brought into view by the keyboard stops beside the sticky arm names, not under them.
  scrollPaddingInlineStart: 120,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const grid = style({ borderCollapse: 'collapse', fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });

globalStyle(`${grid} th, ${grid} td`, { padding: vars.space.xxs, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap' });
globalStyle(`${grid} th[scope="col"]`, { textAlign: 'right', fontWeight: vars.font.weight.medium });
globalStyle(`${grid} tr:last-child th, ${grid} tr:last-child td`, { borderBottom: 0 });

export const rowHeader = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surfaceRaised,
  textAlign: 'left',
  fontWeight: vars.font.weight.medium,
  maxWidth: 112,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const cellInput = style({
  boxSizing: 'border-box',
  width: 42,
  padding: `2px ${vars.space.xxs}`,
  font: 'inherit',
  textAlign: 'right',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, background: vars.color.dangerSubtle },
  },
});

export const results = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space.xxs} ${vars.space.sm}`, margin: 0, fontSize: vars.font.size.sm });
globalStyle(`${results} dt`, { color: vars.color.textMuted });
globalStyle(`${results} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

export const headline = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

/** A point flagged in Capture, marked on the chart so it can be found among the rings. */
export const flagged = style({ fill: vars.color.danger, stroke: vars.color.surface });

export const chart = style({ display: 'block', width: '100%', height: 'auto', color: vars.color.textMuted });

export const settingsRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.sm });

/** A term and its value inside the results list, laid out by the list's grid. */
export const resultsRow = style({ display: 'contents' });
