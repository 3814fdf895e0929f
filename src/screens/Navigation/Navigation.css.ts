import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const version = style({
  marginTop: 'auto',
  marginBottom: 0,
  padding: vars.space.lg,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});
