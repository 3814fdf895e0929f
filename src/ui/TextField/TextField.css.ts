import { style } from '@vanilla-extract/css';
import { fieldButton, fieldButtonDisabled, fieldButtonDivider } from '../Field/Field.css';

export const root = style({ width: '100%' });

/** The reveal toggle sits inside the input's border, flush with its right edge. */
export const revealButton = style([fieldButton, fieldButtonDisabled, fieldButtonDivider]);
