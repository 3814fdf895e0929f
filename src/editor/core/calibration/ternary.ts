import { invalidInputs } from '../errors';
import { requireFinite, requirePoints } from './scale';
import type { Calibration, CalibrationPoint } from './types';

/** Corners A, B, C (by convention bottom-left, bottom-right, top). */
export const pointCount = 3;

export interface TernaryOptions {
  /** Values run 0-100 instead of 0-1. */
  range100?: boolean;
  /** Axes labelled in the reverse direction. */
  reversed?: boolean;
}

export interface TernaryCalibration extends Calibration {
  readonly type: 'ternary';
}

const SQRT3_2 = Math.sqrt(3) / 2;

/**
 * Calibrate a ternary chart. The figure is taken to be equilateral: AB fixes position, angle
 * and size, C only tells on which side of AB the triangle lies. A pixel's values are its
 * barycentric weights (a, b, c) towards A, B and C; reversed axes (labelled the other way round)
 * report (c, a, b), as WebPlotDigitizer does.
 */
export function calibrate(points: readonly CalibrationPoint[], options: TernaryOptions = {}): TernaryCalibration {
  requirePoints(points, pointCount);
  const [A, B, C] = points as [CalibrationPoint, CalibrationPoint, CalibrationPoint];
  requireFinite(A.px, A.py, B.px, B.py, C.px, C.py);
  const bx = B.px - A.px;
  const by = A.py - B.py; // y up
  const L = Math.hypot(bx, by);
  if (!(L > 0)) throw invalidInputs();
  const cos = bx / L;
  const sin = by / L;
  const cSide = bx * (A.py - C.py) - by * (C.px - A.px);
  if (cSide === 0) throw invalidInputs();
  const side = cSide > 0 ? 1 : -1;
  const range = options.range100 ? 100 : 1;
  const reversed = !!options.reversed;
  return {
    type: 'ternary',
    dimensions: 3,
    pixelToData(px, py) {
      const dx = px - A.px;
      const dy = A.py - py;
      const X = (dx * cos + dy * sin) / L;
      const Y = (side * (-dx * sin + dy * cos)) / L;
      const c = Y / SQRT3_2;
      const b = X - c / 2;
      const a = 1 - b - c;
      return reversed ? [c * range, a * range, b * range] : [a * range, b * range, c * range];
    },
    dataToPixel(v0, v1, v2) {
      const a = (reversed ? v1! : v0!) / range;
      const b = (reversed ? v2! : v1!) / range;
      const c = (reversed ? v0! : v2!) / range;
      const sum = a + b + c;
      const bn = b / sum;
      const cn = c / sum;
      const X = (bn + cn / 2) * L;
      const Y = side * cn * SQRT3_2 * L;
      return { x: A.px + X * cos - Y * sin, y: A.py - (X * sin + Y * cos) };
    },
  };
}
