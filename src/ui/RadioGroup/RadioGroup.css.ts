import { style } from '@vanilla-extract/css';
import { selectionControl } from '../theme/a11y.css';
import { vars } from '../theme/vars.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const options = style({
  display: 'flex',
  gap: vars.space.sm,
  selectors: {
    [`${group}[data-orientation=vertical] &`]: { flexDirection: 'column' },
    [`${group}[data-orientation=horizontal] &`]: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
  },
});

export const radio = style([selectionControl, { alignItems: 'center' }]);

export const circle = style({
  flexShrink: 0,
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    // The selected dot is the surface showing through a thick border: no extra element, survives zoom.
    [`${radio}[data-selected] &`]: { borderWidth: '5px', borderColor: vars.color.primary },
    [`${radio}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: { opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      borderColor: 'ButtonText',
      background: 'Canvas',
      selectors: {
        [`${radio}[data-selected] &`]: { borderColor: 'Highlight' },
        [`${radio}[data-disabled] &`]: { borderColor: 'GrayText', opacity: 1 },
      },
    },
  },
});
