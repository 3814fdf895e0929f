import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';
import { TAGGING_LIMITS } from '../../core/tagging';

export { visuallyHidden } from '../../../ui/theme/a11y.css';

const { expanded, collapsed } = TAGGING_LIMITS.metadataDialogWidth;

export const dialog = style({
  position: 'fixed',
  zIndex: 20,
  boxSizing: 'border-box',
  width: expanded,
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space.md,
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.high,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: {
    '&[data-expanded="false"]': { width: collapsed },
  },
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const inner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, outline: 'none' });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const title = style({
  margin: 0,
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const columnHeads = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr) 64px',
  gap: vars.space.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  selectors: { [`${dialog}[data-expanded="false"] &`]: { display: 'none' } },
});

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr) 64px',
  gap: vars.space.sm,
  alignItems: 'start',
  selectors: {
    [`${dialog}[data-expanded="false"] &`]: {
      gridTemplateColumns: 'minmax(0, 1fr) 64px',
      paddingBottom: vars.space.sm,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const valueCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  selectors: { [`${dialog}[data-expanded="false"] &`]: { gridColumn: '1 / 2', gridRow: 2 } },
});

export const valueLine = style({ display: 'flex', alignItems: 'start', gap: vars.space.xxs, minWidth: 0 });
globalStyle(`${valueLine} > :first-child`, { flex: 1, minWidth: 0 });

export const rowButtons = style({
  display: 'flex',
  gap: vars.space.xxs,
  justifyContent: 'flex-end',
  paddingTop: vars.space.xs,
  selectors: { [`${dialog}[data-expanded="false"] &`]: { gridColumn: 2, gridRow: '1 / 3' } },
});

export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const blocked = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });

export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const help = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
});
globalStyle(`${help} ul`, { margin: 0, paddingInlineStart: vars.space.lg });
globalStyle(`${help} kbd`, { fontFamily: vars.font.family.mono });

export const headerHint = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
});

export const headerTags = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const headerTag = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  selectors: { '&[data-overridden]': { color: vars.color.textMuted, textDecoration: 'line-through' } },
});

export const headerSource = style({ fontWeight: vars.font.weight.medium, minWidth: 72 });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

export const body = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.sm });
