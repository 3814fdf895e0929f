import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const circle = style({
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: vars.color.surfaceSunken,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A still quarter-arc: the screenshot and the reduced-motion user both see a steady shape.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    '(forced-colors: active)': { borderColor: 'Canvas', borderTopColor: 'Highlight' },
  },
});

export const sizes = styleVariants({
  small: { width: '16px', height: '16px', borderWidth: '2px' },
  medium: { width: '24px', height: '24px', borderWidth: '3px' },
  large: { width: '40px', height: '40px', borderWidth: '4px' },
});
