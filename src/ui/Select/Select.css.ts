import { style } from '@vanilla-extract/css';
import { listItemDescription, listItemRule, popoverList } from '../Popover/listItem.css';
import { vars } from '../theme/vars.css';

export const root = style({ width: '100%' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { background: vars.color.surfaceSunken, color: vars.color.textDisabled, cursor: 'not-allowed' },
    '[data-invalid] &': { borderColor: vars.color.danger },
  },
  '@media': { '(forced-colors: active)': { borderColor: 'ButtonText' } },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({ flexShrink: 0, width: '16px', height: '16px', color: vars.color.textMuted });

/** Shared by Select, ComboBox and MultiSelectPicker. */
export const listBox = popoverList;

export const listItem = style(
  listItemRule({
    '&[data-selected]': { fontWeight: vars.font.weight.medium, color: vars.color.primary },
  }),
);

export const itemLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const itemDescription = listItemDescription;

export const check = style({ flexShrink: 0, width: '16px', height: '16px' });

export const emptyState = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
