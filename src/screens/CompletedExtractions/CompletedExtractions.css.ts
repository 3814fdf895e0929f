import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const searchRow = style({ maxWidth: '32rem' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, paddingBlock: vars.space.xxs });

/** The e-mail and completion time of an extraction chip, stacked. */
export const chipText = style({ display: 'inline-flex', flexDirection: 'column', lineHeight: vars.font.lineHeight.tight, paddingBlock: vars.space.xxs });

export const chipEmail = style({ fontWeight: vars.font.weight.medium });

export const chipTime = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, fontVariantNumeric: 'tabular-nums' });

export const chipButtons = style({ display: 'inline-flex', alignItems: 'center' });

export const muted = style({ color: vars.color.textMuted });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const formatError = style({ margin: 0, color: vars.color.danger, fontWeight: vars.font.weight.medium });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const progressLabel = style({ margin: 0, overflowWrap: 'anywhere' });

/** An extraction chip: a chip's colours with room for two lines and its buttons. */
export const extractionChip = style({
  borderRadius: vars.radius.md,
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
});

/** The format choices of a Download button. */
export const formatMenu = style({ display: 'flex', flexDirection: 'column', padding: vars.space.xxs, minWidth: '16rem', outline: 'none' });

export const formatChoice = style({ flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs, justifyContent: 'flex-start', height: 'auto', paddingBlock: vars.space.xs, textAlign: 'start' });

export const formatLabel = style({ display: 'block', fontWeight: vars.font.weight.medium });

export const formatDescription = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.regular });
