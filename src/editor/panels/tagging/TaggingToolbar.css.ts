import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

const strip = createContainer('tagging-toolbar');

/** Below this width the tag-group field and the branch list share one column. */
const NARROW = '(max-width: 899px)';
/** Too narrow for three columns (a side panel open beside the figure): two, the tags beside the fields. */
const MEDIUM = '(max-width: 639px)';
/** A narrow strip (a small window): every part in one column, one under the other. */
const COLUMN = '(max-width: 479px)';

export const root = style({
  containerName: strip,
  containerType: 'inline-size',
  height: '100%',
  minWidth: 0,
  // In a narrow strip the parts stand under each other and scroll together.
  overflowY: 'auto',
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const toolbar = style({
  height: '100%',
  boxSizing: 'border-box',
  flexWrap: 'nowrap',
  alignItems: 'stretch',
  '@container': { [`${strip} ${MEDIUM}`]: { height: 'auto' } },
});

export const grid = style({
  flex: '1 1 100%',
  minWidth: 0,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(170px, 220px) minmax(150px, 210px) minmax(0, 1fr) minmax(190px, 260px)',
  gridTemplateRows: 'minmax(0, 1fr)',
  gridTemplateAreas: '"group branches tags data"',
  gap: vars.space.md,
  '@container': {
    [`${strip} ${NARROW}`]: {
      gridTemplateColumns: 'minmax(160px, 200px) minmax(0, 1fr) minmax(170px, 220px)',
      gridTemplateRows: 'auto minmax(0, 1fr)',
      gridTemplateAreas: '"group tags data" "branches tags data"',
      gap: vars.space.sm,
    },
    [`${strip} ${MEDIUM}`]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateRows: 'auto minmax(72px, auto) minmax(72px, auto)',
      gridTemplateAreas: '"group tags" "branches tags" "data data"',
      gap: vars.space.sm,
    },
    [`${strip} ${COLUMN}`]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto minmax(72px, auto) minmax(72px, auto) minmax(72px, auto)',
      gridTemplateAreas: '"group" "branches" "tags" "data"',
      gap: vars.space.sm,
    },
  },
});

const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, minHeight: 0 });

export const groupPanel = style([panel, { gridArea: 'group' }]);
export const branchPanel = style([panel, { gridArea: 'branches' }]);
export const tagsPanel = style([panel, { gridArea: 'tags' }]);
export const dataPanel = style([panel, { gridArea: 'data' }]);

export const panelTitle = style({
  flexShrink: 0,
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const titleRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minWidth: 0, flexShrink: 0 });

export const hintSlot = style({ display: 'flex', flexShrink: 0 });

/** Small enough to sit beside a panel title. */
export const hintButton = style({ flexShrink: 0, minHeight: '22px', paddingBlock: 0 });

export const scroller = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const branchList = style([
  scroller,
  {
    position: 'relative',
    margin: 0,
    padding: vars.space.xxs,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    outline: 'none',
  },
]);

export const branchItem = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.primarySubtle, color: vars.color.primary, fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { background: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' } },
    },
  },
});

export const branchLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const branchLevel = style({ flexShrink: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const emptyText = style({ margin: 0, padding: vars.space.xs, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const tagList = style([
  scroller,
  { display: 'flex', flexWrap: 'wrap', alignContent: 'flex-start', gap: vars.space.xs, padding: vars.space.xxs },
]);

export const tagButton = style({
  selectors: {
    '&[data-collected]:not([data-selected])': { borderColor: vars.color.success, background: vars.color.successSubtle },
  },
});

export const collectedMark = style({ width: '14px', height: '14px', flexShrink: 0, color: vars.color.success });

export const keyMark = style({ width: '14px', height: '14px', flexShrink: 0, color: vars.color.textMuted });

export const dataScroller = style([scroller, { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, paddingInlineEnd: vars.space.xs }]);

export const pointName = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const pointContext = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const dataRows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const dataTag = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const dataValue = style({ margin: 0, overflowWrap: 'anywhere' });
