import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './vars.css';
import { breakpoints } from './tokens';

const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    margin: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    width: ['auto', '100%'],
    minWidth: [0],
    textAlign: ['left', 'center', 'right'],
    overflow: ['hidden', 'auto', 'visible'],
    position: ['relative', 'absolute', 'sticky'],
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const look = defineProperties({
  properties: {
    background: {
      transparent: 'transparent',
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceSunken: vars.color.surfaceSunken,
      surfaceRaised: vars.color.surfaceRaised,
      primarySubtle: vars.color.primarySubtle,
      dangerSubtle: vars.color.dangerSubtle,
      successSubtle: vars.color.successSubtle,
      warningSubtle: vars.color.warningSubtle,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      primary: vars.color.primary,
      danger: vars.color.danger,
      success: vars.color.success,
      warning: vars.color.warning,
    },
    borderRadius: vars.radius,
    boxShadow: vars.elevation,
    fontSize: vars.font.size,
    fontWeight: vars.font.weight,
    borderStyle: ['none', 'solid'],
    borderWidth: { none: '0', thin: '1px' },
    borderColor: { border: vars.color.border, strong: vars.color.borderStrong },
  },
});

/** Layout and look atoms: screens compose these instead of writing CSS. */
export const sprinkles = createSprinkles(layout, look);
export type Sprinkles = Parameters<typeof sprinkles>[0];
