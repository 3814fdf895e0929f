import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const groupControls = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const panels = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const disclosure = style({
  color: vars.color.text,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, paddingInlineEnd: vars.space.sm });

export const heading = style({ flex: 1, margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlLg,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(90deg)' } },
});

export const panel = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg} calc(${vars.space.lg} + 24px)`,
  fontSize: vars.font.size.md,
});
