import { createThemeContract } from '@vanilla-extract/css';
import { lightColors } from './tokens';

const nullTokens = <T extends Record<string, unknown>>(obj: T) =>
  Object.fromEntries(Object.keys(obj).map((k) => [k, null])) as { [K in keyof T]: null };

/** The theme contract: every themed value a component may use. */
export const vars = createThemeContract({
  color: nullTokens(lightColors),
  space: {
    none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null,
  },
  radius: { none: null, sm: null, md: null, lg: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  elevation: { none: null, low: null, medium: null, high: null },
  motion: { durationFast: null, durationNormal: null, easing: null },
  size: { controlSm: null, controlMd: null, controlLg: null, drawer: null },
});
