import { style } from '@vanilla-extract/css';
import { fieldButton } from '../Field/Field.css';

export const root = style({ width: '100%' });

export const input = style({
  selectors: {
    // The browser's own cancel button would duplicate the clear button.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

export const clearButton = style([fieldButton]);

/** The clear button is hidden, not removed, while empty: RAC sets data-empty on the field. */
export const hiddenWhenEmpty = style({
  selectors: { '[data-empty] &': { visibility: 'hidden' } },
});
