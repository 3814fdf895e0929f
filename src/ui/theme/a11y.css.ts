import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** Text that only assistive technology reads, e.g. a status word the colour already shows. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The clickable label row of a checkbox, radio or switch; the control's own styles add alignment. */
export const selectionControl = style({
  display: 'inline-flex',
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});
