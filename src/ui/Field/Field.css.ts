import { style } from '@vanilla-extract/css';
import { quietIconButton } from '../theme/quietIconButton.css';
import { vars } from '../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const description = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.font.size.xs,
  color: vars.color.danger,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '16px',
});

export const counter = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over]': { color: vars.color.danger } },
});

/** The box around an input: border, focus ring, invalid and disabled states. */
export const inputGroup = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

/** The icon before the text of a search-like input. */
export const leadingIcon = style({
  flexShrink: 0,
  width: '16px',
  height: '16px',
  marginInlineStart: vars.space.md,
  color: vars.color.textMuted,
});

/** An input that follows a leading icon sits closer to it. */
export const inputAfterIcon = style({ paddingInlineStart: vars.space.sm });

/** The busy ring shown at the end of an input group while results load. */
export const inputSpinner = style({
  flexShrink: 0,
  width: '14px',
  height: '14px',
  marginInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
});

/** An icon button inside an input group (reveal, clear, open the list): square, as tall as the group. */
export const fieldButton = style([
  quietIconButton,
  {
    alignSelf: 'stretch',
    width: vars.size.controlMd,
    selectors: {
      // Inset, because the group clips what lies outside its border.
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
]);

/** Greys a field button with its disabled field. The search clear button has none: it hides when the field is empty. */
export const fieldButtonDisabled = style({
  selectors: { '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});

/** Separates a field button from the text before it. */
export const fieldButtonDivider = style({ borderInlineStart: `1px solid ${vars.color.border}` });

/** A standalone input (no group) gets the group's border itself. */
export const standaloneInput = style([
  input,
  {
    minHeight: vars.size.controlMd,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    selectors: {
      '&[data-focused]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&[data-invalid]': { borderColor: vars.color.danger },
    },
  },
]);

export const textarea = style([
  standaloneInput,
  { padding: vars.space.sm, minHeight: '80px', resize: 'vertical', lineHeight: vars.font.lineHeight.normal },
]);
