import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The surface every floating layer shares: popovers, menus, listboxes of Select and ComboBox. */
export const overlaySurface = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  outline: 'none',
  '@media': {
    // Shadows vanish in forced colours; the border alone must separate the layer from the page.
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const popover = style([
  overlaySurface,
  {
    maxWidth: 'min(360px, calc(100vw - 16px))',
  },
]);

/** Listbox popovers match their trigger's width (RAC sets --trigger-width). */
export const listPopover = style([
  overlaySurface,
  {
    minWidth: 'var(--trigger-width)',
    maxHeight: '320px',
    overflow: 'auto',
  },
]);

export const dialog = style({
  outline: 'none',
  padding: vars.space.md,
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
  '@media': {
    '(forced-colors: active)': { fill: 'Canvas', stroke: 'CanvasText' },
  },
});
