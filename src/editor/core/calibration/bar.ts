import { invalidInputs } from '../errors';
import { axisScale, requireFinite, requirePoints, type AxisScale } from './scale';
import type { Calibration, CalibrationPoint } from './types';

/** P1 and P2 on the value axis, their values in dy. */
export const pointCount = 2;

export interface BarOptions {
  log?: boolean;
  /** Keep P2 where it was clicked; otherwise it is snapped onto P1's vertical or horizontal line. */
  rotated?: boolean;
}

/** Direction in which the value axis runs: vertical axes have vertical bars. */
export type BarOrientation = 'vertical' | 'horizontal';

export interface BarCalibration extends Calibration {
  readonly type: 'bar';
  readonly scale: AxisScale;
  readonly orientation: BarOrientation;
  /** The second calibration point after snapping. */
  readonly p2: { x: number; y: number };
}

/**
 * Direction of the value axis from P1 to P2 as drawn (WebPlotDigitizer's rule): horizontal when the
 * on-screen angle of P1 -> P2 lies strictly within 30 degrees of 0, 180 or 360 degrees, otherwise vertical.
 */
export function detectOrientation(p1: { px: number; py: number }, p2: { px: number; py: number }): BarOrientation {
  const degrees = (((Math.atan2(p1.py - p2.py, p2.px - p1.px) * 180) / Math.PI) % 360 + 360) % 360;
  const fromHorizontal = Math.min(degrees, Math.abs(degrees - 180), 360 - degrees);
  return fromHorizontal < 30 ? 'horizontal' : 'vertical';
}

/**
 * Calibrate a bar chart's value axis. A pixel's value is read from its projection onto the
 * line P1P2, so the bar's extent across the axis does not matter.
 */
export function calibrate(points: readonly CalibrationPoint[], options: BarOptions = {}): BarCalibration {
  requirePoints(points, pointCount);
  const [P1, P2raw] = points as [CalibrationPoint, CalibrationPoint];
  requireFinite(P1.px, P1.py, P2raw.px, P2raw.py);
  const scale = axisScale(P1.dy, P2raw.dy, !!options.log);
  const orientation = detectOrientation(P1, P2raw);
  const p2 = options.rotated
    ? { x: P2raw.px, y: P2raw.py }
    : orientation === 'vertical'
      ? { x: P1.px, y: P2raw.py }
      : { x: P2raw.px, y: P1.py };
  const dx = p2.x - P1.px;
  const dy = p2.y - P1.py;
  const len2 = dx * dx + dy * dy;
  if (!(len2 > 0)) throw invalidInputs();
  const l1 = scale.toLinear(scale.v1);
  const span = scale.toLinear(scale.v2) - l1;
  return {
    type: 'bar',
    dimensions: 1,
    valueFormats: [scale.format],
    scale,
    orientation,
    p2,
    pixelToData(px, py) {
      const t = ((px - P1.px) * dx + (py - P1.py) * dy) / len2;
      return [scale.fromLinear(l1 + t * span)];
    },
    dataToPixel(value) {
      const t = (scale.toLinear(value!) - l1) / span;
      return { x: P1.px + t * dx, y: P1.py + t * dy };
    },
  };
}
