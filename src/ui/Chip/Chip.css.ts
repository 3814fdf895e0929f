import { style } from '@vanilla-extract/css';
import { quietIconButton } from '../theme/quietIconButton.css';
import { visuallyHidden as sharedVisuallyHidden } from '../theme/a11y.css';
import { vars } from '../theme/vars.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
});

/** Shared by TagGroup chips and the sortable chips of MultiSelectPicker. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: '28px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-selection-mode]': { cursor: 'pointer' },
    '&[data-selected]': {
      background: vars.color.primarySubtle,
      borderColor: vars.color.primary,
      color: vars.color.primary,
    },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-allows-removing], &[data-removable]': { paddingInlineEnd: vars.space.xxs },
    '&[data-dragging]': { opacity: 0.5 },
  },
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      borderColor: 'CanvasText',
      background: 'Canvas',
      color: 'CanvasText',
      selectors: {
        '&[data-selected]': { background: 'Highlight', color: 'HighlightText', borderColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText', borderColor: 'GrayText' },
      },
    },
  },
});

export const label = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chipButton = style([
  quietIconButton,
  {
    flexShrink: 0,
    width: '22px',
    height: '22px',
    borderRadius: vars.radius.full,
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
  },
]);

export const dragHandle = style([chipButton, { cursor: 'grab', marginInlineStart: `calc(-1 * ${vars.space.xs})` }]);

export const visuallyHidden = sharedVisuallyHidden;

export const empty = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
