import { createContainer, style } from '@vanilla-extract/css';

const treeBox = createContainer('study-tree');
/** In a narrow column the names keep the row; the row's buttons show over its end on hover or focus. */
const NARROW = '(max-width: 299px)';
import { vars } from '../../../ui/theme/vars.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 200,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

// In a narrow column 'Add study' goes under the title rather than breaking it.
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, whiteSpace: 'nowrap' });

export const tree = style({
  containerName: treeBox,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  position: 'relative',
  minHeight: vars.size.controlMd,
  paddingInlineEnd: vars.space.xs,
  paddingInlineStart: `calc(${vars.space.lg} * (var(--tree-level, 1) - 1) + ${vars.space.xxs})`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.surfaceSelected, fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { background: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' } },
    },
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

export const labelBlock = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, paddingBlock: vars.space.xxs });

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const level = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.regular });

export const problem = style({ color: vars.color.danger, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.regular, whiteSpace: 'normal' });

export const actions = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  '@container': {
    [`${treeBox} ${NARROW}`]: {
      position: 'absolute',
      insetInlineEnd: vars.space.xxs,
      top: '50%',
      transform: 'translateY(-50%)',
      paddingInlineStart: vars.space.xs,
      borderRadius: vars.radius.sm,
      background: vars.color.surfaceHover,
      opacity: 0,
      selectors: {
        [`${item}[data-hovered] &, ${item}[data-focus-visible] &, ${item}:focus-within &`]: { opacity: 1 },
      },
    },
  },
});

export const addButton = style({ minWidth: 32, fontSize: vars.font.size.xs });

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0, paddingBlock: vars.space.xxs });

export const editorRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: vars.size.controlSm,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const error = style({ color: vars.color.danger, fontSize: vars.font.size.xs, whiteSpace: 'normal' });

export const empty = style({ padding: vars.space.md, color: vars.color.textMuted, textAlign: 'center' });
