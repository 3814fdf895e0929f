import { invalidInputs } from '../errors';
import { axisScale, requireFinite, requirePoints, type AxisScale } from './scale';
import type { Calibration, CalibrationPoint } from './types';

/** Origin, then P1 and P2 with r in dx and theta in dy. */
export const pointCount = 3;

export interface PolarOptions {
  /** Angles typed and returned in degrees (otherwise radians). */
  degrees?: boolean;
  /** Angles grow clockwise on the image. */
  clockwise?: boolean;
  /** r is logarithmic. */
  logR?: boolean;
}

export interface PolarCalibration extends Calibration {
  readonly type: 'polar';
  readonly r: AxisScale;
}

const TWO_PI = 2 * Math.PI;

/**
 * Calibrate a polar chart. r is linear (or log-linear) in the pixel distance from the origin,
 * fixed by P1 and P2; theta is the pixel angle shifted so that P1 reads theta1, returned in
 * [0, 360) degrees or [0, 2pi) radians.
 */
export function calibrate(points: readonly CalibrationPoint[], options: PolarOptions = {}): PolarCalibration {
  requirePoints(points, pointCount);
  const [O, P1, P2] = points as [CalibrationPoint, CalibrationPoint, CalibrationPoint];
  requireFinite(O.px, O.py, P1.px, P1.py, P2.px, P2.py);
  const r = axisScale(P1.dx, P2.dx, !!options.logR);
  const theta1 = Number(typeof P1.dy === 'string' ? P1.dy.trim() || NaN : P1.dy);
  if (!Number.isFinite(theta1)) throw invalidInputs();
  const toRad = options.degrees ? Math.PI / 180 : 1;
  const ySign = options.clockwise ? 1 : -1;
  const d1 = Math.hypot(P1.px - O.px, P1.py - O.py);
  const d2 = Math.hypot(P2.px - O.px, P2.py - O.py);
  if (d1 === d2) throw invalidInputs();
  const lr1 = r.toLinear(r.v1);
  const lrSpan = r.toLinear(r.v2) - lr1;
  const alpha1 = Math.atan2(ySign * (P1.py - O.py), P1.px - O.px);
  const offset = theta1 * toRad - alpha1;
  return {
    type: 'polar',
    dimensions: 2,
    r,
    pixelToData(px, py) {
      const d = Math.hypot(px - O.px, py - O.py);
      let theta = (Math.atan2(ySign * (py - O.py), px - O.px) + offset) % TWO_PI;
      if (theta < 0) theta += TWO_PI;
      return [r.fromLinear(lr1 + ((d - d1) / (d2 - d1)) * lrSpan), theta / toRad];
    },
    dataToPixel(rv, theta) {
      const d = d1 + ((r.toLinear(rv!) - lr1) / lrSpan) * (d2 - d1);
      const alpha = theta! * toRad - offset;
      return { x: O.px + d * Math.cos(alpha), y: O.py + ySign * d * Math.sin(alpha) };
    },
  };
}
