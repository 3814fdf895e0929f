import { style } from '@vanilla-extract/css';
import { selectionControl } from '../theme/a11y.css';
import { vars } from '../theme/vars.css';

export const switchRoot = style([selectionControl, { alignItems: 'center' }]);

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '34px',
  height: '20px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchRoot}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      borderColor: 'ButtonText',
      background: 'Canvas',
      selectors: {
        [`${switchRoot}[data-selected] &`]: { background: 'Highlight', borderColor: 'Highlight' },
        [`${switchRoot}[data-disabled] &`]: { borderColor: 'GrayText', opacity: 1 },
      },
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(14px)', background: vars.color.onPrimary },
  },
  '@media': {
    '(forced-colors: active)': {
      background: 'ButtonText',
      selectors: { [`${switchRoot}[data-selected] &`]: { background: 'HighlightText' } },
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
