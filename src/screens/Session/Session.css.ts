import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const message = style({ margin: 0, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

/** A centred column for the standalone pages (welcome, access denied). */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '60vh',
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text,
});

export const pageIcon = style({ color: vars.color.textMuted });

export const pageTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const pageText = style({ margin: 0, maxWidth: '52ch', color: vars.color.textMuted, fontSize: vars.font.size.lg });

/**
 * The cookie notice on the editor's pages: a small card floating at the window's bottom-right corner
 * (toasts take the bottom-left), so the figure keeps the window's height until it is acknowledged.
 */
export const compactNotice = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: 900,
  maxWidth: `min(26rem, calc(100vw - 2 * ${vars.space.md}))`,
  paddingBlock: vars.space.sm,
  fontSize: vars.font.size.sm,
  alignItems: 'center',
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.high,
});
