import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  borderInlineStartWidth: '4px',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const tones = styleVariants({
  info: { background: vars.color.infoSubtle, borderColor: vars.color.info },
  success: { background: vars.color.successSubtle, borderColor: vars.color.success },
  warning: { background: vars.color.warningSubtle, borderColor: vars.color.warning },
  danger: { background: vars.color.dangerSubtle, borderColor: vars.color.danger },
  neutral: { background: vars.color.surface, borderColor: vars.color.borderStrong },
});

export const iconTones = styleVariants({
  info: { color: vars.color.info },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
  neutral: { color: vars.color.textMuted },
});

export const icon = style({ flexShrink: 0, marginBlockStart: '2px' });

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const text = style({ flex: '1 1 320px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const message = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 });
