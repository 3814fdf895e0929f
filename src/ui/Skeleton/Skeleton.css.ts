import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const base = style({
  display: 'block',
  background: vars.color.surfaceSunken,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    '(forced-colors: active)': { border: '1px solid GrayText' },
  },
});

export const variants = styleVariants({
  text: { height: '0.9em', borderRadius: vars.radius.sm, marginBlock: '0.3em' },
  rectangle: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
