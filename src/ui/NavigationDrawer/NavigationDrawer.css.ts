import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const drawer = style({
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.drawer,
  maxWidth: '100%',
  height: '100%',
  overflowY: 'auto',
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.bold,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const userText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const userName = style({ fontWeight: vars.font.weight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const userEmail = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const list = style({ listStyle: 'none', margin: 0, padding: `${vars.space.sm} 0` });

export const nestedList = style({ listStyle: 'none', margin: 0, padding: 0 });

const entryBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.controlLg,
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
} as const;

export const entry = style({
  ...entryBase,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      background: vars.color.primarySubtle,
      color: vars.color.primary,
      fontWeight: vars.font.weight.bold,
      boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[aria-current="page"]': { outline: '2px solid Highlight', outlineOffset: '-2px' } },
    },
  },
});

export const nestedEntry = style({ paddingInlineStart: `calc(${vars.space.lg} + 36px)` });

export const groupTrigger = style([entry, {}]);

export const icon = style({ flexShrink: 0, color: 'inherit' });

export const entryLabel = style({ flex: 1, minWidth: 0 });

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
});
