import type { XYCalibration } from '../core/calibration/xy';
import { columnGroups } from './columnGroups';
import { progressEvery, type BinaryMask, type ImagePoint, type ProgressListener } from './types';

export interface XStepOptions {
  /** First x, in data units. */
  xStart: number;
  /** Last x, in data units (included when the steps land on it). */
  xEnd: number;
  /** Distance between two x, in data units (positive). */
  xStep: number;
  /** Pixels of a column closer than this are one group; the curve is followed from column to column within it. */
  dy: number;
  onProgress?: ProgressListener;
}

/** At most this many x per run: a typo in the step should not freeze the page. */
export const MAX_X_STEPS = 100_000;

/**
 * One curve, followed column by column: in each column the group of set pixels nearest the
 * previous column's is the curve; columns without one are skipped. Centroids, left to right.
 */
export function traceCurve(mask: BinaryMask, dy: number, onProgress?: ProgressListener): ImagePoint[] {
  const trace: ImagePoint[] = [];
  const report = progressEvery(mask.width, onProgress);
  let previous: number | null = null;
  for (let x = 0; x < mask.width; x++) {
    const groups = columnGroups(mask, x, dy);
    report(x + 1);
    if (groups.length === 0) continue;
    let best = groups[0]!;
    if (previous !== null)
      for (const g of groups) if (Math.abs(g.y - previous) < Math.abs(best.y - previous)) best = g;
    if (previous !== null && Math.abs(best.y - previous) > Math.max(dy, 4) * 4 && groups.length > 1) continue;
    previous = best.y;
    trace.push({ x: best.x, y: best.y });
  }
  return trace;
}

/**
 * Curves at evenly spaced x: the curve's centroids are read in data units through the graph's
 * calibration and, for each x from xStart to xEnd by xStep, the curve is interpolated linearly
 * between the two centroids around it (in the axis' linear or log space, in image coordinates).
 * x outside the traced curve give no point.
 */
export function xStep(mask: BinaryMask, calibration: XYCalibration, options: XStepOptions): ImagePoint[] {
  const { xStart, xEnd, xStep: step } = options;
  if (!(step > 0) || !Number.isFinite(xStart) || !Number.isFinite(xEnd)) throw new RangeError('The x step must be a positive number');
  const count = Math.floor((xEnd - xStart) / step + 1e-9) + 1;
  if (count > MAX_X_STEPS) throw new RangeError(`At most ${MAX_X_STEPS} x per run`);
  const trace = traceCurve(mask, options.dy, options.onProgress && ((f) => options.onProgress!(f * 0.9)));
  const lin = calibration.x.toLinear;
  const samples = trace
    .map((p) => ({ p, u: lin(calibration.pixelToData(p.x, p.y)[0]!) }))
    .filter((s) => Number.isFinite(s.u))
    .sort((a, b) => a.u - b.u);
  const found: ImagePoint[] = [];
  if (samples.length === 0) return found;
  // A line's first and last pixel centres lie half a pixel inside its ends: x up to one column
  // beyond them are read by extending the end columns' line.
  const n = samples.length;
  const reach = n > 1 ? (samples[n - 1]!.u - samples[0]!.u) / (n - 1) : 0;
  let j = 0;
  for (let k = 0; k < count; k++) {
    const u = lin(xStart + k * step);
    if (!Number.isFinite(u) || u < samples[0]!.u - reach || u > samples[n - 1]!.u + reach) continue;
    while (j < n - 2 && samples[j + 1]!.u < u) j++;
    const a = samples[j]!;
    const b = samples[Math.min(j + 1, samples.length - 1)]!;
    const t = b.u === a.u ? 0 : (u - a.u) / (b.u - a.u);
    found.push({ x: a.p.x + t * (b.p.x - a.p.x), y: a.p.y + t * (b.p.y - a.p.y) });
  }
  options.onProgress?.(1);
  return found;
}
