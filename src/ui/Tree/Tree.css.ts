import { createContainer, style } from '@vanilla-extract/css';

const treeBox = createContainer('tree');
/** A tree in a narrow column: the names keep the row, the actions show over its end on hover or focus. */
const NARROW = '(max-width: 299px)';
import { vars } from '../theme/vars.css';

export const tree = style({
  containerName: treeBox,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.md,
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
  paddingInlineEnd: vars.space.sm,
  paddingInlineStart: `calc(${vars.space.lg} * (var(--tree-level, 1) - 1) + ${vars.space.xs})`,
  borderRadius: vars.radius.sm,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.surfaceSelected, fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled], &[data-disabled-node]': { color: vars.color.textMuted, fontStyle: 'italic' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': { background: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
        '&[data-disabled], &[data-disabled-node]': { color: 'GrayText' },
      },
    },
  },
});

export const chevron = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
});

export const chevronExpanded = style({ transform: 'rotate(90deg)' });

export const spacer = style({ width: '24px', flexShrink: 0 });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '16px',
  height: '16px',
  flexShrink: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  selectors: {
    '&[data-selected]': { background: vars.color.primary, borderColor: vars.color.primary },
  },
});

export const label = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const actions = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  flexShrink: 0,
  '@container': {
    [`${treeBox} ${NARROW}`]: {
      position: 'absolute',
      insetInlineEnd: vars.space.xxs,
      top: '50%',
      transform: 'translateY(-50%)',
      gap: 0,
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

export const empty = style({ padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });
