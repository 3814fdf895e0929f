import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

/** The tree's maximum height (spec 2, section 9). */
export const TREE_MAX_HEIGHT_PX = 800;

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: 0, flex: 1 });
export const title = style({ margin: 0, fontSize: vars.font.size.xl });
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(280px, 2fr) 3fr',
  gap: vars.space.lg,
  alignItems: 'start',
  minHeight: 0,
});
export const treePane = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const tree = style({ maxHeight: `${TREE_MAX_HEIGHT_PX}px` });
export const rowLabel = style({ display: 'flex', flexDirection: 'column', minWidth: 0, paddingBlock: vars.space.xxs });
export const rowName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowDetail = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  // All of a point's values and tags stay readable: the line wraps instead of being cut.
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});
export const viewer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const viewerBar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });
export const viewerTitle = style({ margin: 0, marginInlineEnd: 'auto', fontSize: vars.font.size.lg, alignSelf: 'center' });
export const pageStatus = style({ alignSelf: 'center' });
export const crosshairStatus = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const pageScroller = style({
  maxHeight: `${TREE_MAX_HEIGHT_PX}px`,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceHover,
});
export const page = style({ position: 'relative', width: '100%' });
export const canvas = style({ display: 'block', width: '100%', height: 'auto', background: '#ffffff' });
export const overlay = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', overflow: 'visible' });
export const crosshairLine = style({ stroke: vars.color.danger, strokeWidth: 1.5, vectorEffect: 'non-scaling-stroke' });
export const crosshairRing = style({ fill: 'none', stroke: vars.color.danger, strokeWidth: 2.5, vectorEffect: 'non-scaling-stroke' });
