import { style } from '@vanilla-extract/css';
import { chip as uiChip } from '../../ui/Chip/Chip.css';
import { visuallyHidden as sharedVisuallyHidden } from '../../ui/theme/a11y.css';
import { vars } from '../../ui/theme/vars.css';

export const visuallyHidden = sharedVisuallyHidden;

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, color: vars.color.text, minWidth: 0 });

export const pageTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const searchRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const search = style({ flex: '1 1 20rem', maxWidth: '32rem' });

/** 'n selected' beside the download buttons while choosing papers. */
export const selectionCount = style({ alignSelf: 'center', color: vars.color.textMuted, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });

/** Chips in a cell: a plain list, wrapping. */
export const chipList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, minWidth: '7rem', maxWidth: '16rem', margin: 0, padding: 0, listStyle: 'none' });

/** A read-only chip: the look of the UI kit's chips without their interaction. */
export const chip = style([uiChip, { minHeight: '24px', borderRadius: vars.radius.md, paddingBlock: vars.space.xxs }]);

/** Long names wrap inside the chip, even inside a word, so one long file name does not widen the table; the spec's cut at 50 or 100 characters keeps them short. */
export const chipText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const truncated = style({
  display: 'inline',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/** A paper's name wraps, inside a long word if need be, so the name column never pushes the row actions out of the window. */
export const name = style({ display: 'inline-block', minWidth: '8rem', maxWidth: '24rem', overflowWrap: 'anywhere' });

export const identifiers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.font.size.sm });

export const identifierKind = style({ color: vars.color.textMuted, marginInlineEnd: vars.space.xs });

export const mono = style({ fontFamily: vars.font.family.mono, overflowWrap: 'break-word' });

/** 'Created at': the date and the time each stay whole; the column wraps between them. */
export const dateTimePart = style({ whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });

export const priority = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.xs, fontVariantNumeric: 'tabular-nums' });

export const priorityForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, width: '16rem' });

export const priorityButtons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const startButton = style({ whiteSpace: 'nowrap' });
