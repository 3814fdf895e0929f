import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minHeight: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, maxWidth: '70ch' });

export const centred = style({ display: 'grid', placeItems: 'center', padding: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

/** The totals: one figure per tile, wrapping on narrow screens. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const figureLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const figureValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const figureDetail = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.textMuted, fontWeight: vars.font.weight.regular });

export const differing = style({ color: vars.color.danger, fontWeight: vars.font.weight.bold });

export const error = style({ color: vars.color.danger });

/** The plot and its numbers side by side, the numbers below on narrow screens. */
export const plotRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(220px, 280px)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const plot = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const plotCaption = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, padding: `0 ${vars.space.sm}` });

export const chart = style({ width: '100%', height: 360 });

globalStyle(`${chart} .recharts-cartesian-axis-tick-value`, { fill: vars.color.textMuted, fontSize: vars.font.size.xs });
globalStyle(`${chart} .recharts-cartesian-axis-line, ${chart} .recharts-cartesian-axis-tick-line`, { stroke: vars.color.borderStrong });
globalStyle(`${chart} .recharts-cartesian-grid line`, { stroke: vars.color.border });
globalStyle(`${chart} .recharts-surface:focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 });

export const points = style({});
globalStyle(`${points} .recharts-symbols`, { fill: vars.color.primary, fillOpacity: 0.7 });

export const biasLine = style({});
globalStyle(`${biasLine} line`, { stroke: vars.color.text });

export const limitLine = style({});
globalStyle(`${limitLine} line`, { stroke: vars.color.danger });

export const tooltip = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const statsTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

globalStyle(`${statsTable} caption`, { textAlign: 'start', fontWeight: vars.font.weight.bold, paddingBlockEnd: vars.space.xs });
globalStyle(`${statsTable} th, ${statsTable} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderTop: `1px solid ${vars.color.border}`, textAlign: 'start' });
globalStyle(`${statsTable} td`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${statsTable} th`, { fontWeight: vars.font.weight.medium });

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const pickerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const pickerSelect = style({ flex: '1 1 280px', maxWidth: 480 });

/** The tolerance field and, while new figures load, the spinner beside it. */
export const toleranceRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  maxWidth: '40rem',
});
