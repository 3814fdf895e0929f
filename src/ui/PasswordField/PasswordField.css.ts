import { style, styleVariants } from '@vanilla-extract/css';
import { fieldButton, fieldButtonDisabled, fieldButtonDivider } from '../Field/Field.css';
import { vars } from '../theme/vars.css';

export const root = style({ width: '100%' });

export const lengthBadge = style({ marginInlineEnd: vars.space.xs });

export const revealButton = style([fieldButton, fieldButtonDisabled, fieldButtonDivider]);

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const meterHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const meterTrack = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xxs,
  height: '4px',
});

export const segment = style({
  borderRadius: vars.radius.full,
  background: vars.color.border,
  '@media': { '(forced-colors: active)': { background: 'GrayText' } },
});

/** Filled segments take the colour of the score; text always says the score too. */
export const filled = styleVariants({
  weak: { background: vars.color.danger },
  fair: { background: vars.color.warning },
  strong: { background: vars.color.success },
});

export const filledForced = style({
  '@media': { '(forced-colors: active)': { background: 'Highlight' } },
});

export const feedback = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const warning = style({ fontSize: vars.font.size.xs, color: vars.color.warning, fontWeight: vars.font.weight.medium });
