import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { quietIconButton } from '../theme/quietIconButton.css';
import { vars } from '../theme/vars.css';

/** How far the user has dragged the dialog from its centred position. */
export const offsetX = createVar();
export const offsetY = createVar();

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
});

export const modal = style({
  display: 'flex',
  width: '100%',
  maxHeight: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.high,
  outline: 'none',
  transform: `translate(${fallbackVar(offsetX, '0px')}, ${fallbackVar(offsetY, '0px')})`,
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

/** Widths the product's dialogs use (px); 'fullscreen' covers the viewport. */
export const maxWidths = styleVariants({
  500: { maxWidth: '500px' },
  600: { maxWidth: '600px' },
  700: { maxWidth: '700px' },
  800: { maxWidth: '800px' },
  fullscreen: { maxWidth: 'none', height: '100%', borderRadius: 0 },
});

export const fullscreenOverlay = style({ padding: 0 });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  maxHeight: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-draggable]': { cursor: 'grab', userSelect: 'none', touchAction: 'none' },
    '&[data-dragging]': { cursor: 'grabbing' },
  },
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const closeButton = style([
  quietIconButton,
  {
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.md,
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  },
]);

export const body = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  padding: vars.space.lg,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
