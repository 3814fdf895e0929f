import { invalidInputs } from '../errors';
import { axisScale, requireFinite, requirePoints, type AxisScale } from './scale';
import type { Calibration, CalibrationPoint, PixelPoint } from './types';

/** X1, X2 (known x values in dx) then Y1, Y2 (known y values in dy). */
export const pointCount = 4;
/** Values an XY calibration dialog starts with. */
export const DEFAULT_AXIS_VALUES = { x1: '0', x2: '1', y1: '0', y2: '1' } as const;

export interface XYOptions {
  logX?: boolean;
  logY?: boolean;
  /**
   * Ignore small tilts: read x from one pixel coordinate and y from the other. Which one follows
   * from the clicks (WebPlotDigitizer's rule): x from px and y from py, or, when the axes are
   * turned about a quarter turn, x from py and y from px.
   */
  noRotation?: boolean;
}

export interface XYCalibration extends Calibration {
  readonly type: 'xy';
  readonly x: AxisScale;
  readonly y: AxisScale;
}

/**
 * Calibrate an XY chart. Lines of equal x run parallel to Y1Y2 and lines of equal y run
 * parallel to X1X2, so rotated and sheared figures map exactly (a full affine map in the
 * linear or log10 space of each axis).
 */
export function calibrate(points: readonly CalibrationPoint[], options: XYOptions = {}): XYCalibration {
  requirePoints(points, pointCount);
  const [X1, X2, Y1, Y2] = points as [CalibrationPoint, CalibrationPoint, CalibrationPoint, CalibrationPoint];
  requireFinite(X1.px, X1.py, X2.px, X2.py, Y1.px, Y1.py, Y2.px, Y2.py);
  const x = axisScale(X1.dx, X2.dx, !!options.logX);
  const y = axisScale(Y1.dy, Y2.dy, !!options.logY);
  const lx1 = x.toLinear(x.v1);
  const lxSpan = x.toLinear(x.v2) - lx1;
  const ly1 = y.toLinear(y.v1);
  const lySpan = y.toLinear(y.v2) - ly1;

  // Basis u = X1->X2, v = Y1->Y2; a pixel offset r = t*u + s*v.
  const ux = X2.px - X1.px;
  const uy = X2.py - X1.py;
  const vx = Y2.px - Y1.px;
  const vy = Y2.py - Y1.py;
  const valueFormats = [x.format, y.format] as const;

  if (options.noRotation) {
    // The full affine map reads x = lx1 + (vy*dpx - vx*dpy) * lxSpan/det and y = ly1 + (ux*dpy - uy*dpx) * lySpan/det:
    // A00*A11 ~ ux*vy and A01*A10 ~ uy*vx. When the diagonal dominates, x comes from px alone and
    // y from py alone; otherwise the axes are turned a quarter (x runs vertically): x from py, y from px.
    const diagonal = Math.abs(ux * vy) > Math.abs(uy * vx);
    const dx = diagonal ? ux : uy;
    const dy = diagonal ? vy : vx;
    if (!(Math.abs(dx) > 0) || !(Math.abs(dy) > 0)) throw invalidInputs();
    const along = (p: { px: number; py: number }, first: boolean) => (first === diagonal ? p.px : p.py);
    return {
      type: 'xy',
      dimensions: 2,
      valueFormats,
      x,
      y,
      pixelToData: (px, py) => {
        const p = { px, py };
        return [
          x.fromLinear(lx1 + ((along(p, true) - along(X1, true)) / dx) * lxSpan),
          y.fromLinear(ly1 + ((along(p, false) - along(Y1, false)) / dy) * lySpan),
        ];
      },
      dataToPixel: (dxv, dyv): PixelPoint => {
        const a = along(X1, true) + ((x.toLinear(dxv!) - lx1) / lxSpan) * dx;
        const b = along(Y1, false) + ((y.toLinear(dyv!) - ly1) / lySpan) * dy;
        return diagonal ? { x: a, y: b } : { x: b, y: a };
      },
    };
  }

  const det = ux * vy - uy * vx;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12 * Math.max(1, ux * ux + uy * uy, vx * vx + vy * vy)) {
    throw invalidInputs();
  }
  // s-coordinate of X1 seen from Y1: shifts the y reading from the X1 frame to the Y1 frame.
  const rx = X1.px - Y1.px;
  const ry = X1.py - Y1.py;
  const sX1 = (ux * ry - uy * rx) / det;

  return {
    type: 'xy',
    dimensions: 2,
    valueFormats,
    x,
    y,
    pixelToData(px, py) {
      const ax = px - X1.px;
      const ay = py - X1.py;
      const t = (ax * vy - ay * vx) / det;
      const bx = px - Y1.px;
      const by = py - Y1.py;
      const s = (ux * by - uy * bx) / det;
      return [x.fromLinear(lx1 + t * lxSpan), y.fromLinear(ly1 + s * lySpan)];
    },
    dataToPixel(dx, dy) {
      const t = (x.toLinear(dx!) - lx1) / lxSpan;
      const s = (y.toLinear(dy!) - ly1) / lySpan - sX1;
      return { x: X1.px + t * ux + s * vx, y: X1.py + t * uy + s * vy };
    },
  };
}
