import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const tooltip = style({
  maxWidth: '280px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.snackbar,
  color: vars.color.onSnackbar,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.elevation.low,
  overflowWrap: 'anywhere',
  pointerEvents: 'none',
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.snackbar,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
  '@media': {
    '(forced-colors: active)': { fill: 'CanvasText' },
  },
});
