import { style } from '@vanilla-extract/css';
import { visuallyHidden as sharedVisuallyHidden } from '../theme/a11y.css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.medium });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginInlineStart: 'auto' });

export const scroller = style({ position: 'relative', overflowX: 'auto' });

export const loadingBar = style({ position: 'absolute', insetInline: 0, top: 0, zIndex: 1 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const column = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  textAlign: 'start',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-align="end"]': { textAlign: 'end' },
    // Compact headers wrap between words, so a long header does not widen its column beyond its cells.
    '[data-density="compact"] &': { paddingInline: vars.space.sm, whiteSpace: 'normal' },
    '[data-density="compact"] &:first-child': { paddingInlineStart: vars.space.lg },
    '[data-density="compact"] &:last-child': { paddingInlineEnd: vars.space.lg },
  },
});

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const sortIcon = style({
  flexShrink: 0,
  opacity: 0.35,
  selectors: { '[aria-sort="ascending"] &, [aria-sort="descending"] &': { opacity: 1 } },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.surfaceSelected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    // Dimmed but still readable: muted text keeps 4.5:1 contrast where an opacity fade would not.
    '&[data-deleted]': { color: vars.color.textMuted, background: vars.color.surfaceSunken, fontStyle: 'italic' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-deleted]': { color: 'GrayText' } },
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-align="end"]': { textAlign: 'end' },
    '[data-density="compact"] &': { paddingInline: vars.space.sm },
    '[data-density="compact"] &:first-child': { paddingInlineStart: vars.space.lg },
    '[data-density="compact"] &:last-child': { paddingInlineEnd: vars.space.lg },
  },
});

export const actionsCell = style({ whiteSpace: 'nowrap', width: '1%' });

export const actions = style({ display: 'inline-flex', gap: vars.space.xs });

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const pageSize = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const pageSizeSelect = style({
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const range = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text });

export const pagerButtons = style({ display: 'inline-flex', gap: vars.space.xs });

export const visuallyHidden = sharedVisuallyHidden;
