import type { Calibration } from '../calibration/types';
import type { DataPoint } from '../model/types';
import type { CurvePoint } from './reconstruct';
import type { SurvivalKind, SurvivalYScale } from './settings';

/** A digitized point of an arm in data coordinates: x a time, y as the axis prints it. */
export interface ArmPoint {
  /** Index of the point in its dataset, so a problem can point back at it. */
  index: number;
  x: number;
  y: number;
  /** A censor mark (a tick on the curve), not a corner of the step function. */
  censor: boolean;
  /**
   * The time one image pixel of the figure spans at the point, through the graph's calibration
   * (the x axis's time per pixel); absent when the point was not read from a figure.
   */
  pixelTime?: number;
}

/** How the y axis reads: kind and scale of the graph's settings. */
export interface SurvivalAxis {
  kind: SurvivalKind;
  yScale: SurvivalYScale;
}

/** A point of a curve that rises where a survival curve can only fall (or an incidence curve only rise). */
export interface MonotonicityProblem {
  /** Index of the offending point in its dataset. */
  index: number;
  /** Index of the point it rises above. */
  previousIndex: number;
  time: number;
  /** Survival (0-1) of the point and of the point before it. */
  surv: number;
  previousSurv: number;
  /** The y value, in the axis's own units, that puts the point back on the level of the one before. */
  fixedY: number;
  message: string;
}

/** An arm's curve ready for reconstruction: survival corners, censor-mark times, and what is wrong with it. */
export interface ArmCurve {
  /** Survival step corners in time order (survival 0-1). */
  curve: CurvePoint[];
  /** Times of the censor marks, ascending. */
  censorMarks: number[];
  problems: MonotonicityProblem[];
}

/** Whether a point is a censor mark: set by the vector picker or by the user on the point. */
export function isCensorMark(point: DataPoint): boolean {
  return point.metadata?.censorMark === true;
}

/**
 * The points of a dataset in data coordinates, through the graph's XY calibration, each with the
 * time an image pixel spans there: how far the time moves for a step of one pixel along the x
 * axis, which on a tilted scan is the length of the time's gradient over the image.
 */
export function armPointsFromDataset(points: readonly DataPoint[], calibration: Pick<Calibration, 'pixelToData'>): ArmPoint[] {
  return points.map((p, index) => {
    const [x, y] = calibration.pixelToData(p.x, p.y) as [number, number];
    const alongX = calibration.pixelToData(p.x + 1, p.y)[0]! - x;
    const alongY = calibration.pixelToData(p.x, p.y + 1)[0]! - x;
    const pixelTime = Math.hypot(alongX, alongY);
    return { index, x, y, censor: isCensorMark(p), ...(Number.isFinite(pixelTime) && pixelTime > 0 ? { pixelTime } : {}) };
  });
}

/**
 * Half an image pixel of the arm's figure, in time: the points' middle pixel size, halved. Null
 * when no point says how large a pixel is.
 */
export function halfPixelTime(points: readonly ArmPoint[]): number | null {
  const sizes = points.map((p) => p.pixelTime).filter((t): t is number => t !== undefined && Number.isFinite(t) && t > 0).sort((a, b) => a - b);
  if (sizes.length === 0) return null;
  return sizes[Math.floor(sizes.length / 2)]! / 2;
}

/** Survival (0-1) of a y value as the axis prints it. */
export function survivalOf(y: number, axis: SurvivalAxis): number {
  const p = axis.yScale === 'percent' ? y / 100 : y;
  return axis.kind === 'incidence' ? 1 - p : p;
}

/** The y value as the axis prints it of a survival (0-1); the inverse of survivalOf. */
export function axisValueOf(surv: number, axis: SurvivalAxis): number {
  const p = axis.kind === 'incidence' ? 1 - surv : surv;
  return axis.yScale === 'percent' ? p * 100 : p;
}

const fmt = (v: number) => String(Number(v.toPrecision(4)));

/**
 * Rises smaller than this (in survival) are taken as rounding, not as steps up. A pixel of a
 * 400-pixel-high plot is 0.0025, so a one-pixel rise is still flagged.
 */
export const RISE_TOLERANCE = 1e-6;

/**
 * An arm's curve from its points: censor marks set apart, y turned into survival (percent divided
 * by 100, incidence turned into 1 - S), corners sorted by time (at one time, the higher corner
 * first: the top and bottom of a drop). Survival a hair outside 0-1 or a time a hair before 0
 * (a click on the axis line) is brought inside; a point that rises above the one before it is
 * flagged with its index and kept as digitized, so nothing is corrected without the user seeing it.
 */
export function armCurve(points: readonly ArmPoint[], axis: SurvivalAxis): ArmCurve {
  const corners = points.filter((p) => !p.censor);
  const span = Math.max(0, ...points.map((p) => p.x));
  const slack = span * 0.005;
  const clampTime = (t: number) => (t < 0 && t >= -slack ? 0 : t);
  const clampSurv = (s: number) => (s > 1 && s <= 1.01 ? 1 : s < 0 && s >= -0.01 ? 0 : s);
  const sorted = corners
    .map((p) => ({ index: p.index, time: clampTime(p.x), surv: clampSurv(survivalOf(p.y, axis)) }))
    .sort((a, b) => a.time - b.time || b.surv - a.surv || a.index - b.index);
  const problems: MonotonicityProblem[] = [];
  let level = sorted[0];
  for (let k = 1; k < sorted.length; k++) {
    const p = sorted[k]!;
    if (level && p.surv > level.surv + RISE_TOLERANCE) {
      const what = axis.kind === 'incidence' ? 'falls below' : 'rises above';
      problems.push({
        index: p.index,
        previousIndex: level.index,
        time: p.time,
        surv: p.surv,
        previousSurv: level.surv,
        fixedY: axisValueOf(level.surv, axis),
        message: `Point ${p.index + 1} ${what} the point before it at time ${fmt(p.time)} (from ${fmt(axisValueOf(level.surv, axis))} to ${fmt(axisValueOf(p.surv, axis))}).`,
      });
    } else level = p;
  }
  const censorMarks = points
    .filter((p) => p.censor)
    .map((p) => clampTime(p.x))
    .sort((a, b) => a - b);
  return { curve: sorted.map(({ time, surv }) => ({ time, surv })), censorMarks, problems };
}

/** Which way a clicked point was snapped onto the step before it. */
export type StepSnap = 'horizontal' | 'vertical' | null;

/**
 * Snaps a hand click onto the step function: onto the horizontal run of the previous corner (same
 * y) or onto its vertical drop (same x), whichever is nearer on screen, when within `tolerance`
 * pixels. The previous corner is the digitized corner with the latest time not after the click.
 * Works in data coordinates through the calibration, so tilted figures snap along their own axes.
 */
export function snapToStep(
  click: { x: number; y: number },
  points: readonly { x: number; y: number; censor?: boolean }[],
  calibration: Pick<Calibration, 'dataToPixel'>,
  tolerance = 4,
): { x: number; y: number; snap: StepSnap } {
  let previous: { x: number; y: number } | null = null;
  for (const p of points) {
    if (p.censor || p.x > click.x) continue;
    if (!previous || p.x > previous.x || (p.x === previous.x && Math.abs(p.y - click.y) < Math.abs(previous.y - click.y))) previous = p;
  }
  if (!previous) return { ...click, snap: null };
  const at = calibration.dataToPixel(click.x, click.y);
  const onRun = calibration.dataToPixel(click.x, previous.y);
  const onDrop = calibration.dataToPixel(previous.x, click.y);
  const dRun = Math.hypot(onRun.x - at.x, onRun.y - at.y);
  const dDrop = Math.hypot(onDrop.x - at.x, onDrop.y - at.y);
  if (dRun <= tolerance && dRun <= dDrop) return { x: click.x, y: previous.y, snap: 'horizontal' };
  if (dDrop <= tolerance) return { x: previous.x, y: click.y, snap: 'vertical' };
  return { ...click, snap: null };
}
