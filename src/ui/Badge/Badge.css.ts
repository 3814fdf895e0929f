import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '18px',
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    // Tones are background colours, which forced colours remove: keep an outline so the badge still reads as one.
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const tones = styleVariants({
  neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted, borderColor: vars.color.border },
  info: { background: vars.color.infoSubtle, color: vars.color.info },
  success: { background: vars.color.successSubtle, color: vars.color.success },
  warning: { background: vars.color.warningSubtle, color: vars.color.warning },
  danger: { background: vars.color.dangerSubtle, color: vars.color.danger },
  strong: { background: vars.color.primary, color: vars.color.onPrimary },
});

export const icon = style({ width: '12px', height: '12px' });
