/** Raw design tokens. Components never read these directly: they use `vars` from the theme contract. */
export const lightColors = {
  background: '#f5f7fa',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eef1f5',
  surfaceHover: '#e8edf3',
  surfacePressed: '#dce3eb',
  surfaceSelected: '#dbe8fb',
  border: '#c9d1db',
  borderStrong: '#6b7685',
  text: '#17202b',
  textMuted: '#4f5b6a',
  textDisabled: '#6f7a88',
  textInverse: '#ffffff',
  primary: '#1f5fbf',
  primaryHover: '#1a50a3',
  primaryPressed: '#154287',
  primarySubtle: '#e7f0fc',
  onPrimary: '#ffffff',
  danger: '#b42318',
  dangerHover: '#981b12',
  dangerPressed: '#7a150e',
  dangerSubtle: '#fdecea',
  onDanger: '#ffffff',
  success: '#17713a',
  successSubtle: '#e6f4ea',
  warning: '#8a5300',
  warningSubtle: '#fff4e0',
  info: '#1f5fbf',
  infoSubtle: '#e7f0fc',
  focusRing: '#1f5fbf',
  overlay: 'rgba(23, 32, 43, 0.45)',
  snackbar: '#222b36',
  onSnackbar: '#ffffff',
} as const;

export const darkColors: { [K in keyof typeof lightColors]: string } = {
  background: '#10151c',
  surface: '#18202a',
  surfaceRaised: '#202a36',
  surfaceSunken: '#0d1217',
  surfaceHover: '#263241',
  surfacePressed: '#2e3c4d',
  surfaceSelected: '#1d3a63',
  border: '#364252',
  borderStrong: '#8794a5',
  text: '#eef2f6',
  textMuted: '#b3bdc9',
  textDisabled: '#8a95a3',
  textInverse: '#10151c',
  primary: '#7db2ff',
  primaryHover: '#9cc4ff',
  primaryPressed: '#b8d5ff',
  primarySubtle: '#1b2f4d',
  onPrimary: '#0b1626',
  danger: '#ff8a80',
  dangerHover: '#ffa59d',
  dangerPressed: '#ffbdb7',
  dangerSubtle: '#4a1d1a',
  onDanger: '#2a0906',
  success: '#6fd69a',
  successSubtle: '#173a25',
  warning: '#f2b45a',
  warningSubtle: '#3f2d10',
  info: '#7db2ff',
  infoSubtle: '#1b2f4d',
  focusRing: '#9cc4ff',
  overlay: 'rgba(0, 0, 0, 0.6)',
  snackbar: '#eef2f6',
  onSnackbar: '#10151c',
};

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radius = {
  none: '0',
  sm: '4px',
  md: '6px',
  lg: '10px',
  full: '9999px',
} as const;

export const fontFamily = {
  body: "'Inter', system-ui, sans-serif",
  mono: "ui-monospace, 'DejaVu Sans Mono', monospace",
} as const;

export const fontSize = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  xxl: '24px',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  bold: '700',
} as const;

export const lineHeight = {
  tight: '1.25',
  normal: '1.5',
} as const;

export const elevation = {
  none: 'none',
  low: '0 1px 2px rgba(16, 24, 40, 0.12), 0 1px 3px rgba(16, 24, 40, 0.08)',
  medium: '0 4px 12px rgba(16, 24, 40, 0.14)',
  high: '0 12px 32px rgba(16, 24, 40, 0.22)',
} as const;

export const motion = {
  durationFast: '100ms',
  durationNormal: '200ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const size = {
  controlSm: '28px',
  controlMd: '36px',
  controlLg: '44px',
  drawer: '275px',
} as const;

/** Breakpoints used by sprinkles conditions, in px. */
export const breakpoints = { tablet: 768, desktop: 1200 } as const;
