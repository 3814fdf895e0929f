import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  minWidth: '120px',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const sizes = styleVariants({ small: { height: '4px' }, medium: { height: '8px' } });

export const tones = styleVariants({
  primary: { vars: { ['--progress-fill' as string]: vars.color.primary } },
  success: { vars: { ['--progress-fill' as string]: vars.color.success } },
  danger: { vars: { ['--progress-fill' as string]: vars.color.danger } },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  background: 'var(--progress-fill)',
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
  '@media': {
    '(forced-colors: active)': { background: 'Highlight' },
  },
});

export const indeterminateFill = style({
  width: '40%',
  animation: `${slide} 1.4s ${vars.motion.easing} infinite`,
  '@media': {
    // Without motion, a still bar across the middle still reads as "working".
    '(prefers-reduced-motion: reduce)': { animation: 'none', insetInlineStart: '30%' },
  },
});
