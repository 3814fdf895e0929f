import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const lockFrame = style({ position: 'relative', minHeight: '16rem' });

/**
 * The table behind the lock: faded and out of reach. It holds no rows while locked, so there is
 * nothing to hide; a blur filter was dropped because its edges rasterise differently run to run.
 */
export const lockedContent = style({ opacity: 0.4, userSelect: 'none', pointerEvents: 'none' });

export const lockOverlay = style({
  position: 'absolute',
  inset: 0,
  // Above the faded table, whose opacity makes it a stacking layer that would otherwise paint over the pad.
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const lockPad = style([
  {
    outline: 'none',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.xl,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.elevation.medium,
    cursor: 'pointer',
  },
]);

export const lockIcon = style({ width: '2rem', height: '2rem', color: vars.color.textMuted });

export const lockHint = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text });

export const lockDots = style({ display: 'flex', gap: vars.space.xs });

export const lockDot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  selectors: { '&[data-filled]': { background: vars.color.primary, borderColor: vars.color.primary } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

globalStyle(`${lockDot}[data-filled]`, { '@media': { '(forced-colors: active)': { background: 'CanvasText' } } });

// Beside the table's buttons rather than a row of its own; long enough for an e-mail address.
export const search = style({ width: '18rem', maxWidth: '100%' });
