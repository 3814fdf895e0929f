import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';
import { focusRing } from '../../ui/theme/focus.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '64px',
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  flexWrap: 'wrap',
});

export const brand = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.text,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
  },
]);

export const logo = style({ flexShrink: 0, color: vars.color.primary });

export const productText = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, whiteSpace: 'nowrap' });

export const partnerLogo = style({ display: 'inline-flex', alignItems: 'center', maxHeight: '40px', overflow: 'hidden' });

export const partnerLogoImage = style({ display: 'block', height: '40px', width: 'auto', maxWidth: '200px', objectFit: 'contain' });

export const spacer = style({ flex: 1 });

// Doubled class: the header's spacing wins over the Toolbar's own, whichever style sheet loads first.
export const actions = style({ selectors: { '&&': { display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' } } });

export const divider = style({ alignSelf: 'stretch', width: '1px', marginBlock: vars.space.md, background: vars.color.border });

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const body = style({ position: 'relative', display: 'flex', flex: 1, minHeight: 0 });

export const navigation = style({ flexShrink: 0, display: 'flex', minHeight: 0 });

// Narrow windows: the drawer covers the page's left edge rather than squeezing it.
export const navigationOverlay = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: 20,
  display: 'flex',
  maxWidth: '100%',
  boxShadow: vars.elevation.high,
});

export const scrim = style({ position: 'absolute', inset: 0, zIndex: 10, background: vars.color.overlay });

export const main = style({ flex: 1, minWidth: 0, overflow: 'auto', padding: vars.space.xl, outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: 200,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.primary,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
  // Off screen until focused: keyboard users meet it first, everyone else never sees it.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
