import { style } from '@vanilla-extract/css';
import { selectionControl } from '../theme/a11y.css';
import { vars } from '../theme/vars.css';

export const checkbox = style([selectionControl, { alignItems: 'flex-start', lineHeight: vars.font.lineHeight.normal }]);

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  marginTop: '2px',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.primaryPressed },
    [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-invalid][data-selected] &`]: { background: vars.color.danger },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      borderColor: 'ButtonText',
      background: 'Canvas',
      color: 'HighlightText',
      selectors: {
        [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: { background: 'Highlight', borderColor: 'Highlight' },
        [`${checkbox}[data-disabled] &`]: { borderColor: 'GrayText', opacity: 1 },
      },
    },
  },
});

export const mark = style({ width: '14px', height: '14px', strokeWidth: 3 });
