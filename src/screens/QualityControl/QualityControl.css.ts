import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

// Positioned: the visually hidden inputs of its radios (absolutely positioned) stay inside the page's
// scrolling area instead of stretching the whole window.
export const screen = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const titleBar = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const status = style({ marginInlineStart: 'auto', fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const centred = style({ display: 'grid', placeItems: 'center', padding: vars.space.xl });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(300px, 2fr) minmax(460px, 3fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 960px)': { gridTemplateColumns: '1fr' } },
});

// The page stays in view while the tree and the comparison scroll past it.
export const viewer = style({
  position: 'sticky',
  top: 0,
  '@media': { 'screen and (max-width: 960px)': { position: 'static' } },
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'auto',
  // Below the header: the whole page fits in the window.
  maxHeight: 'min(800px, calc(100vh - 128px))',
});
export const work = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sectionHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const tree = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 800,
  overflow: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

// Deep rows keep room for their text: what follows the label wraps onto a second line instead.
export const item = style({
  display: 'flex',
  flexShrink: 0,
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingInlineEnd: vars.space.sm,
  paddingInlineStart: `calc(${vars.space.md} * (var(--tree-level, 1) - 1) + ${vars.space.xs})`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}`, background: vars.color.surfaceSelected },
    '&[data-empty]': { color: vars.color.textMuted, fontStyle: 'italic' },
  },
});

export const chevron = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});
export const chevronExpanded = style({ transform: 'rotate(90deg)' });
export const spacer = style({ width: 24, flexShrink: 0 });

export const kind = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, minWidth: 64, flexShrink: 0 });
export const label = style({ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' });
export const value = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.medium });
export const page = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const actions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });

export const thumbnail = style({
  width: 96,
  height: 64,
  flexShrink: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

export const trashList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minHeight: 48,
  padding: vars.space.xs,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` } },
});
export const trashItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-dragging]': { opacity: 0.5 },
  },
});
export const empty = style({ padding: vars.space.sm, color: vars.color.textMuted });

export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
export const figure = style({ display: 'flex', flexDirection: 'column' });
export const figureValue = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

// The comparison scrolls in its own box, its header row staying in view. Positioned, so the visually
// hidden inputs of its radios stay inside the box instead of stretching the page below it.
export const tableScroll = style({
  position: 'relative',
  maxHeight: 480,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const cell = style({ padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start', verticalAlign: 'top' });
export const headCell = style({ position: 'sticky', top: 0, zIndex: 1, background: vars.color.surface });
// From three readers on, the columns share the box's width (no sideways scrolling): labels are cut
// short (their whole text is the tooltip), reader columns are narrow and thumbnails shrink to fit.
export const compactTable = style({ tableLayout: 'fixed' });
export const clipped = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
export const clippedLine = style({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const compactThumbnail = style({ width: '100%', maxWidth: 96, height: 'auto', aspectRatio: '3 / 2' });
export const differingRow = style({ background: vars.color.dangerSubtle });
export const sideValue = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const decision = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 200 });
export const figuresBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md });
export const tolerance = style({ maxWidth: 220 });
export const readers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const readersLegend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.font.weight.bold });
export const readerNote = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
