import { style } from '@vanilla-extract/css';
import { fieldButton, fieldButtonDisabled } from '../Field/Field.css';
import { vars } from '../theme/vars.css';

export const root = style({ width: '100%' });

export const toggle = style([fieldButton, fieldButtonDisabled]);

export const more = style({
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
