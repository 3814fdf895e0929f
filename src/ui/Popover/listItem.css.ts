import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

type Selectors = NonNullable<StyleRule['selectors']>;

/** The scrolling list inside a popover: a menu, or the listbox of Select, ComboBox and MultiSelectPicker. */
export const popoverList = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

/**
 * The rule for one row of a popover list (menu items and listbox options). It is a rule, not a
 * class to compose: each list's own states (pressed, selected, tones) must sit after focus and
 * before the disabled state and the forced-colours rules, so those still win as they do in one rule.
 */
export function listItemRule(states: Selectors = {}): StyleRule {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlSm,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    fontSize: vars.font.size.md,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { background: vars.color.surfaceHover },
      ...states,
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
    '@media': {
      '(forced-colors: active)': {
        forcedColorAdjust: 'none',
        color: 'CanvasText',
        selectors: {
          '&[data-focused]': { background: 'Highlight', color: 'HighlightText' },
          '&[data-disabled]': { color: 'GrayText' },
        },
      },
    },
  };
}

/** A row's second line. */
export const listItemDescription = style({
  display: 'block',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});
