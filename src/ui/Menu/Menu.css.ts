import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const menu = style({
  minWidth: '180px',
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-tone=danger]': { color: vars.color.danger },
    '&[data-tone=danger][data-focused]': { background: vars.color.dangerSubtle },
    '&[data-tone=danger][data-disabled]': { color: vars.color.textDisabled },
  },
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      color: 'CanvasText',
      selectors: {
        '&[data-focused]': { background: 'Highlight', color: 'HighlightText' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const itemIcon = style({ width: '16px', height: '16px', flexShrink: 0 });

export const itemLabel = style({ flex: 1, minWidth: 0 });

export const itemDescription = style({
  display: 'block',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const shortcut = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  border: 'none',
  background: vars.color.border,
  '@media': { '(forced-colors: active)': { background: 'CanvasText' } },
});

export const trigger = style({});

export const chevron = style({ width: '16px', height: '16px', marginInlineEnd: `calc(-1 * ${vars.space.xs})` });
