import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const message = style({ margin: 0, color: vars.color.text });

/** A consequence line under the message, e.g. 'Warning: All unsaved changes will be lost.' */
export const warning = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.danger });
