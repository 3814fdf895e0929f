import { invalidInputs } from '../errors';
import { requireFinite, requirePoints } from './scale';
import type { Calibration, CalibrationPoint, PixelPoint } from './types';
import { parseCalibrationValue } from './valueParser';

/**
 * WebPlotDigitizer's five-point layout, in click order:
 *
 * | # | where                                            | values            |
 * |---|--------------------------------------------------|-------------------|
 * | 0 | on the t0 pen arc, at value r0                   | dx = t0, dy = r0  |
 * | 1 | on the t0 pen arc, anywhere between 0 and 2      | (not read)        |
 * | 2 | on the t0 pen arc where it meets the outer circle| dy = r2           |
 * | 3 | on the chart's outer circle (the circle of r2)   | (not read)        |
 * | 4 | on the chart's outer circle                      | (not read)        |
 *
 * Points 0-2 fix the pen arc (the circle through them); points 2-4 fix the chart centre (the
 * centre of the circle through them). Labels WebPlotDigitizer shows for them: CALIBRATION_LABELS.
 */
export const pointCount = 5;

/** Labels of the five calibration points, as WebPlotDigitizer names them. */
export const CALIBRATION_LABELS = ['(T0,R0)', '(T0,R1)', '(T0,R2)', '(T1,R2)', '(T2,R2)'] as const;

/** The chart turns once a week or once a day (WebPlotDigitizer's choices), or once per a duration in t0 units. */
export type RotationTime = 'week' | 'day' | number;

/** Milliseconds in one turn of each named rotation time. */
export const ROTATION_MS = { week: 7 * 86_400_000, day: 86_400_000 } as const;

export interface CircularChartRecorderOptions {
  /** Time of the calibration pen arc (number or yyyy/mm/dd date). @default calibration point 0's dx */
  t0?: string | number;
  /** Value at calibration point 0. @default calibration point 0's dy */
  r0?: string | number;
  /** Value at calibration point 2. @default calibration point 2's dy */
  r2?: string | number;
  /** Duration of one turn: 'week', 'day' (milliseconds) or a number in the units of t0. @default 'week' */
  rotationTime?: RotationTime;
  /** Earliest time on the chart (WebPlotDigitizer's start time); times are reported in [tStart, tStart + one turn). @default t0 */
  tStart?: string | number | null;
  /**
   * Time advances clockwise on the image. WebPlotDigitizer's rotation direction names the way the
   * paper disc turns under the pen, the opposite: its 'anticlockwise' (its default) is clockwise: true.
   * @default true
   */
  clockwise?: boolean;
}

export interface CircularChartRecorderCalibration extends Calibration {
  readonly type: 'circularChartRecorder';
  readonly isDate: boolean;
  /** Centre of the chart (the centre of the circle through calibration points 2, 3 and 4). */
  readonly centre: PixelPoint;
  /** The t0 pen arc (the circle through calibration points 0, 1 and 2). */
  readonly penArc: { x: number; y: number; r: number };
  /** Duration of one turn, in the units of t0. */
  readonly period: number;
}

/** The circle through three points; refused when they lie on one line. */
export function circleThrough(a: PixelPoint, b: PixelPoint, c: PixelPoint): { x: number; y: number; r: number } {
  const d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
  if (!(Math.abs(d) > 1e-12)) throw invalidInputs();
  const a2 = a.x * a.x + a.y * a.y;
  const b2 = b.x * b.x + b.y * b.y;
  const c2 = c.x * c.x + c.y * c.y;
  const x = (a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d;
  const y = (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d;
  return { x, y, r: Math.hypot(a.x - x, a.y - y) };
}

/** Duration of one turn for a rotation time; null when it is not a positive finite number or a known name. */
export function rotationPeriod(rotationTime: RotationTime | undefined): number | null {
  if (rotationTime === undefined || rotationTime === 'week') return ROTATION_MS.week;
  if (rotationTime === 'day') return ROTATION_MS.day;
  return typeof rotationTime === 'number' && Number.isFinite(rotationTime) && rotationTime > 0 ? rotationTime : null;
}

const TWO_PI = 2 * Math.PI;
const px = (p: CalibrationPoint): PixelPoint => ({ x: p.px, y: p.py });

/**
 * Calibrate a circular chart recorder. Values are linear in the distance from the chart centre;
 * a pen draws along an arc, so a pixel's time is the rotation about the centre that carries the
 * t0 pen arc onto it. Of the two places where the t0 arc crosses the pixel's circle about the
 * centre, the one on the side of calibration point 1 is used, so every calibration click reads
 * back as t0. A pixel the pen cannot reach (its distance from the centre is outside the range
 * the pen arc spans) has no value: both numbers are NaN, never clamped onto the nearest arc.
 *
 * Four points (three on the pen arc, then the chart centre itself) are read as well, for
 * projects made before the five-point layout.
 */
export function calibrate(
  points: readonly CalibrationPoint[],
  options: CircularChartRecorderOptions = {},
): CircularChartRecorderCalibration {
  requirePoints(points, 4);
  const five = points.length >= pointCount;
  const [P0, P1, P2] = points as [CalibrationPoint, CalibrationPoint, CalibrationPoint];
  const used = points.slice(0, five ? 5 : 4);
  requireFinite(...used.flatMap((p) => [p.px, p.py]));
  const t0p = parseCalibrationValue(options.t0 ?? P0.dx);
  const tsp = options.tStart == null || options.tStart === '' ? t0p : parseCalibrationValue(options.tStart);
  const r0p = parseCalibrationValue(options.r0 ?? P0.dy);
  const r2p = parseCalibrationValue(options.r2 ?? P2.dy);
  if (!t0p || !tsp || !r0p || !r2p || r0p.value === r2p.value || t0p.isDate !== tsp.isDate) throw invalidInputs();
  const period = rotationPeriod(options.rotationTime);
  if (period === null) throw invalidInputs();
  const C = five ? circleThrough(px(P2), px(points[3]!), px(points[4]!)) : px(points[3]!);
  const arc = circleThrough(px(P0), px(P1), px(P2));
  const d0 = Math.hypot(P0.px - C.x, P0.py - C.y);
  const d2 = Math.hypot(P2.px - C.x, P2.py - C.y);
  if (!(Math.abs(d2 - d0) > 1e-12)) throw invalidInputs();
  const D = Math.hypot(arc.x - C.x, arc.y - C.y);
  if (!(D > 0)) throw invalidInputs();
  const ex = (arc.x - C.x) / D;
  const ey = (arc.y - C.y) / D;
  // The pen arc crosses each circle about C twice; keep the crossing on the calibration side.
  const side = ex * (P1.py - C.y) - ey * (P1.px - C.x) >= 0 ? 1 : -1;
  const penAt = (d: number): PixelPoint | null => {
    const a = (d * d - arc.r * arc.r + D * D) / (2 * D);
    const h2 = d * d - a * a;
    // Rounding leaves tangent points a hair below zero; anything further is out of the pen's reach.
    if (!(h2 >= -1e-9 * Math.max(1, d * d))) return null;
    const h = Math.sqrt(Math.max(0, h2));
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
    // A chart turns in a day or a week: times need the hour even when t0 was typed as a day.
    valueFormats: [t0p.format && !t0p.format.includes('hh') ? 'yyyy/mm/dd hh:ii' : t0p.format, r0p.format],
    isDate: t0p.isDate,
    centre: { x: C.x, y: C.y },
    penArc: arc,
    period,
    pixelToData(x, y) {
      const d = Math.hypot(x - C.x, y - C.y);
      const q = penAt(d);
      if (!q) return [NaN, NaN];
      const phi = Math.atan2(y - C.y, x - C.x) - Math.atan2(q.y - C.y, q.x - C.x);
      let t = t0 + ((dir * phi) / TWO_PI) * period;
      t = tStart + ((((t - tStart) % period) + period) % period);
      return [t, r0 + ((d - d0) / (d2 - d0)) * (r2 - r0)];
    },
    dataToPixel(t, r) {
      const d = d0 + ((r! - r0) / (r2 - r0)) * (d2 - d0);
      const q = penAt(d);
      if (!q) return { x: NaN, y: NaN };
      const phi = dir * ((t! - t0) / period) * TWO_PI;
      const cos = Math.cos(phi);
      const sin = Math.sin(phi);
      const qx = q.x - C.x;
      const qy = q.y - C.y;
      return { x: C.x + cos * qx - sin * qy, y: C.y + sin * qx + cos * qy };
    },
  };
}
