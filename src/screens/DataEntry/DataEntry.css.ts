import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

/** The screen fills the main region edge to edge: the shell's padding is given back. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  margin: `calc(-1 * ${vars.space.xl})`,
  height: `calc(100% + 2 * ${vars.space.xl})`,
  minHeight: 480,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

/** The paper's name and where the edits stand with the server, in one slim row above the editor. */
export const titleRow = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.md,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const centred = style({ flex: 1, display: 'grid', placeItems: 'center', padding: vars.space.xl });

export const workspace = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });

export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** One row on a laptop's window: no frame of its own, it is the bar. */
export const tools = style({ flexWrap: 'wrap', alignItems: 'center', rowGap: vars.space.xxs, padding: 0, border: 'none', gap: vars.space.xxs });
globalStyle(`${tools} > [role="group"]`, { gap: vars.space.xxs });
globalStyle(`${tools} > [role="separator"]`, { marginInline: vars.space.xxs });

export const status = style({ marginInlineStart: 'auto', flexShrink: 0, whiteSpace: 'nowrap', fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** File and page, at the head of the tree column: the file on its own row, the page and its arrows under it. */
export const filePageSelector = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.xs });
export const fileSelect = style({ flex: '1 1 100%', minWidth: 0 });
export const pageSelect = style({ flex: '1 1 90px', minWidth: 0 });
export const treeHead = style({ position: 'relative', padding: `${vars.space.xs} ${vars.space.sm} 0`, background: vars.color.surface });

/** The button that hides a side column, in the corner of its head. */
export const hideColumn = style({ position: 'absolute', top: 2, right: vars.space.xs });

/** A side column's head row, holding only its hide button. */
export const columnHead = style({ display: 'flex', justifyContent: 'flex-end', margin: `calc(-1 * ${vars.space.sm}) calc(-1 * ${vars.space.sm}) 0 0` });

/** A hidden side column: a narrow rail with the button that shows it again. */
/** The page buttons on the tree's rail, under its show button. */
export const railGroup = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginTop: vars.space.md,
});
export const railPage = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const rail = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingTop: vars.space.xs,
  background: vars.color.surface,
  boxSizing: 'border-box',
});

export const panels = style({ flex: 1, minHeight: 0 });
export const panel = style({ height: '100%', minWidth: 0, overflow: 'auto' });

export const separator = style({
  width: 6,
  background: vars.color.border,
  outline: 'none',
  selectors: {
    '&:hover, &[data-separator="active"], &[data-separator="hover"]': { background: vars.color.primary },
    '&:focus-visible': { background: vars.color.focusRing },
  },
});

export const tree = style({ padding: vars.space.sm, background: vars.color.surface, minHeight: '100%', boxSizing: 'border-box' });
export const treeActions = style({ display: 'inline-flex', gap: vars.space.xxs });
export const treeWarning = style({ display: 'inline-flex', alignItems: 'center', color: vars.color.danger });
export const studyTree = style({ padding: vars.space.sm, background: vars.color.surface, minHeight: '100%', boxSizing: 'border-box' });
// The study tree panel keeps 200 px where it stands alone; in the tree column (200 px by default, less its
// padding) it takes the column's width, so its border and 'Add study' are not cut off at the column's edge.
globalStyle(`${studyTree} > section`, { minWidth: 0 });
export const leftColumn = style({ height: '100%', minHeight: 0 });
export const separatorRow = style({
  height: 6,
  background: vars.color.border,
  outline: 'none',
  selectors: {
    '&:hover, &[data-separator="active"], &[data-separator="hover"]': { background: vars.color.primary },
    '&:focus-visible': { background: vars.color.focusRing },
  },
});

export const centre = style({ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 });
export const figurePanel = style({ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0 });
export const canvasArea = style({ position: 'relative', flex: 1, minHeight: 0, display: 'flex' });
globalStyle(`${canvasArea} > [role="application"]`, { flex: 1, minWidth: 0 });

export const toolbarArea = style({
  display: 'flex',
  justifyContent: 'center',
  flex: '0 0 auto',
  // The tagging strip under the figure: tag group, branch, tags and collected data side by side.
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  background: vars.color.surface,
});
globalStyle(`${toolbarArea} > *`, { flex: '1 1 auto', maxWidth: 1200, minWidth: 0 });

export const floatingMenu = style({ position: 'absolute', insetInlineEnd: vars.space.lg, bottom: vars.space.lg, zIndex: 2 });

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  minHeight: '100%',
  boxSizing: 'border-box',
});

export const sidebarCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });
export const sidebarTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const sidebarHint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const selectedText = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const valuesTable = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%', fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${valuesTable} [data-caption]`, { fontWeight: vars.font.weight.bold });
globalStyle(`${valuesTable} [role="table"]`, { fontSize: vars.font.size.sm });
// Long data types (a ternary's three fractions) wrap instead of hiding what tells the columns apart.
globalStyle(`${valuesTable} [role="columnheader"]`, { whiteSpace: 'normal', overflowWrap: 'anywhere' });
globalStyle(`${valuesTable} [role="columnheader"], ${valuesTable} [role="rowheader"], ${valuesTable} [role="cell"]`, {
  paddingInline: vars.space.xs,
  textAlign: 'end',
});

export const dialogText = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });
export const dialogMuted = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const problemList = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  maxHeight: 420,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
});
export const problem = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:last-child': { borderBottom: 0 },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
export const problemIcon = style({ color: vars.color.warning, flexShrink: 0, marginTop: 2 });
export const problemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const problemWhere = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const conflictList = style({ listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const conflict = style({ padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const conflictLabel = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const conflictValues = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xxs} ${vars.space.md}`, margin: `${vars.space.sm} 0 0` });
globalStyle(`${conflictValues} dt`, { fontWeight: vars.font.weight.bold });
globalStyle(`${conflictValues} dd`, { margin: 0 });

export const viewer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'center' });
export const viewerBar = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap', alignSelf: 'stretch' });
export const viewerTitle = style({ margin: 0, marginInlineEnd: 'auto', fontSize: vars.font.size.lg });
export const viewerPage = style({ maxWidth: '100%' });
export const viewerCanvas = style({ display: 'block', maxWidth: '100%', height: 'auto', boxShadow: vars.elevation.low, background: '#ffffff' });
export const floatingMenuList = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', padding: vars.space.xs, gap: vars.space.xxs });
globalStyle(`${floatingMenuList} > button`, { justifyContent: 'flex-start' });

/**
 * The survival graph's part of the sidebar. Positioned, so the visually hidden inputs of its
 * switches stay inside the scrolling sidebar instead of stretching the page below it.
 */
export const survivalSection = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The editor and, beside it, the history panel: the figure keeps the rest of the width. */
export const main = style({ flex: 1, minHeight: 0, display: 'flex' });
export const mainContent = style({ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' });
export const historySide = style({
  width: `calc(${vars.size.drawer} + ${vars.space.xxl})`,
  flexShrink: 0,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
/** 'Viewing version N (read-only)' above the figure, while an earlier version is shown. */
export const viewingBar = style({ padding: `${vars.space.xs} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}` });
export const historyButton = style({ flexShrink: 0, alignSelf: 'center' });
