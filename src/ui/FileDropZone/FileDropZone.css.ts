import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '140px',
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-drop-target]': { borderStyle: 'solid', borderColor: vars.color.primary, background: vars.color.primarySubtle, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { background: vars.color.surfaceSunken, borderColor: vars.color.border, cursor: 'not-allowed' },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-drop-target]': { borderColor: 'Highlight' } },
    },
  },
});

export const label = style({ fontWeight: vars.font.weight.medium, color: vars.color.text });

export const hint = style({ fontSize: vars.font.size.sm });

export const errors = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
});
