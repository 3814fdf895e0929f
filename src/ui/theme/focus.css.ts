import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** The one visible focus ring, applied when react-aria reports keyboard focus. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
