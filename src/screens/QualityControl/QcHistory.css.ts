import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

// The panel scrolls within itself so the tree below stays one scroll away.
export const side = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'min(640px, 70vh)',
  overflow: 'auto',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
