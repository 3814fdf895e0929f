import { style } from '@vanilla-extract/css';
import { fieldButtonDisabled } from '../Field/Field.css';
import { quietIconButton } from '../theme/quietIconButton.css';
import { vars } from '../theme/vars.css';

export const root = style({ width: '100%' });

export const input = style({ fontVariantNumeric: 'tabular-nums' });

export const steppers = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const stepper = style([
  quietIconButton,
  fieldButtonDisabled,
  {
    flex: 1,
    width: '28px',
    selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
    '@media': { '(forced-colors: active)': { selectors: { '&[data-disabled]': { color: 'GrayText' } } } },
  },
]);
