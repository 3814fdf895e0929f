import { invalidInputs } from '../errors';
import { requireFinite, requirePoints } from './scale';
import type { Calibration, CalibrationPoint, PixelPoint } from './types';
import { parseCalibrationValue } from './valueParser';

/**
 * Three points on the pen arc of time t0 (at value r0, anywhere between, at value r2),
 * then the centre of the chart.
 */
export const pointCount = 4;

export interface CircularChartRecorderOptions {
  /** Time of the calibration arc (number or yyyy/mm/dd date). */
  t0: string | number;
  /** Value at the first point. */
  r0: string | number;
  /** Value at the third point. */
  r2: string | number;
  /** Duration of one turn of the chart, in the units of t0 (milliseconds for dates). */
  rotationTime: number;
  /** Earliest time on the chart; times are reported in [tStart, tStart + rotationTime). @default t0 */
  tStart?: string | number;
  /** Time advances clockwise on the image. @default true */
  clockwise?: boolean;
}

export interface CircularChartRecorderCalibration extends Calibration {
  readonly type: 'circularChartRecorder';
  readonly isDate: boolean;
}

function circleThrough(a: PixelPoint, b: PixelPoint, c: PixelPoint): { x: number; y: number; r: number } {
  const d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
  if (Math.abs(d) < 1e-12) throw invalidInputs();
  const a2 = a.x * a.x + a.y * a.y;
  const b2 = b.x * b.x + b.y * b.y;
  const c2 = c.x * c.x + c.y * c.y;
  const x = (a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d;
  const y = (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d;
  return { x, y, r: Math.hypot(a.x - x, a.y - y) };
}

const TWO_PI = 2 * Math.PI;

/**
 * Calibrate a circular chart recorder. Values are linear in the distance from the chart centre;
 * a pen draws along an arc, so time is the rotation about the centre that carries the t0 pen
 * arc onto the pixel.
 */
export function calibrate(
  points: readonly CalibrationPoint[],
  options: CircularChartRecorderOptions,
): CircularChartRecorderCalibration {
  requirePoints(points, pointCount);
  const [P0, P1, P2, Cp] = points as [CalibrationPoint, CalibrationPoint, CalibrationPoint, CalibrationPoint];
  requireFinite(P0.px, P0.py, P1.px, P1.py, P2.px, P2.py, Cp.px, Cp.py);
  const t0p = parseCalibrationValue(options.t0);
  const tsp = options.tStart === undefined ? t0p : parseCalibrationValue(options.tStart);
  const r0p = parseCalibrationValue(options.r0);
  const r2p = parseCalibrationValue(options.r2);
  if (!t0p || !tsp || !r0p || !r2p || r0p.value === r2p.value) throw invalidInputs();
  const period = options.rotationTime;
  if (!Number.isFinite(period) || period <= 0) throw invalidInputs();
  const C = { x: Cp.px, y: Cp.py };
  const arc = circleThrough({ x: P0.px, y: P0.py }, { x: P1.px, y: P1.py }, { x: P2.px, y: P2.py });
  const d0 = Math.hypot(P0.px - C.x, P0.py - C.y);
  const d2 = Math.hypot(P2.px - C.x, P2.py - C.y);
  if (d0 === d2) throw invalidInputs();
  const D = Math.hypot(arc.x - C.x, arc.y - C.y);
  if (!(D > 0)) throw invalidInputs();
  const ex = (arc.x - C.x) / D;
  const ey = (arc.y - C.y) / D;
  // The pen arc crosses each circle about C twice; keep the crossing on the calibration side.
  const side = ex * (P1.py - C.y) - ey * (P1.px - C.x) >= 0 ? 1 : -1;
  const penAt = (d: number): PixelPoint => {
    const a = (d * d - arc.r * arc.r + D * D) / (2 * D);
    const h = Math.sqrt(Math.max(0, d * d - a * a));
    return { x: C.x + a * ex - side * h * ey, y: C.y + a * ey + side * h * ex };
  };
  const r0 = r0p.value;
  const r2 = r2p.value;
  const t0 = t0p.value;
  const tStart = tsp.value;
  const dir = options.clockwise === false ? -1 : 1;
  return {
    type: 'circularChartRecorder',
    dimensions: 2,
    isDate: t0p.isDate,
    pixelToData(px, py) {
      const d = Math.hypot(px - C.x, py - C.y);
      const q = penAt(d);
      const phi = Math.atan2(py - C.y, px - C.x) - Math.atan2(q.y - C.y, q.x - C.x);
      let t = t0 + ((dir * phi) / TWO_PI) * period;
      t = tStart + ((((t - tStart) % period) + period) % period);
      return [t, r0 + ((d - d0) / (d2 - d0)) * (r2 - r0)];
    },
    dataToPixel(t, r) {
      const d = d0 + ((r! - r0) / (r2 - r0)) * (d2 - d0);
      const q = penAt(d);
      const phi = (dir * ((t! - t0) / period)) * TWO_PI;
      const cos = Math.cos(phi);
      const sin = Math.sin(phi);
      const qx = q.x - C.x;
      const qy = q.y - C.y;
      return { x: C.x + cos * qx - sin * qy, y: C.y + sin * qx + cos * qy };
    },
  };
}
