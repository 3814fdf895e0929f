import type { GeometryIndex, Pt, VectorPath } from '../../vector/geometry';
import type { PickedSeries } from '../../vector/snap';

/*
 * A Kaplan-Meier arm read from a vector figure with one click: the step function a writer strokes
 * as one polyline (R's `plot(survfit(...))`, ggplot2's `geom_step`, most journal tools), and the
 * censor marks drawn on it as short strokes of the same colour ('+' or '|'). Pure: works on the
 * geometry index of the page, in image coordinates (y down).
 */

/** A step curve picked on the page. */
export interface PickedStepCurve {
  /**
   * The corners of the step function in drawing order: where the curve starts, the top and bottom
   * of each drop, and where it ends. Points that lie inside a straight run add nothing and are left out.
   */
  corners: Pt[];
  /** The centres of the censor marks on the curve, by time. */
  censorMarks: Pt[];
  /** The curve's path and the paths of its marks, for highlighting. */
  pathIds: number[];
  color: string;
}

/**
 * How far off the horizontal or the vertical, image pixels, a segment of a step curve may be:
 * writers round each coordinate on its own (R's pdf() to 0.01 pt, 0.03 px; cairo to 1/256 pt).
 */
export const STEP_AXIS_TOLERANCE = 0.1;
/** Longest stroke, image pixels, taken as part of a censor mark (about 9 points, the marker limit). */
export const CENSOR_MARK_MAX_SIZE = 27;
/** How far, image pixels, a censor mark's centre may lie from the curve. */
export const CENSOR_MARK_ON_CURVE = 1.5;

const dist = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y);

/** Distance from p to the segment ab. */
function segmentDistance(p: Pt, a: Pt, b: Pt): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)) : 0;
  return Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}

const polylineDistance = (p: Pt, pts: readonly Pt[]) => {
  let best = pts.length ? dist(p, pts[0]!) : Infinity;
  for (let i = 1; i < pts.length; i++) best = Math.min(best, segmentDistance(p, pts[i - 1]!, pts[i]!));
  return best;
};

type Direction = 'h' | 'v' | 'none';
const directionOf = (a: Pt, b: Pt): Direction | null => {
  const dx = Math.abs(b.x - a.x);
  const dy = Math.abs(b.y - a.y);
  if (dx <= STEP_AXIS_TOLERANCE && dy <= STEP_AXIS_TOLERANCE) return 'none';
  if (dy <= STEP_AXIS_TOLERANCE) return 'h';
  if (dx <= STEP_AXIS_TOLERANCE) return 'v';
  return null;
};

/**
 * The vertices of a path when it is drawn as a step function: one open polyline (or several
 * joined end to end) of straight, horizontal and vertical segments, at least one of each. Null otherwise.
 */
export function stepVertices(path: VectorPath): Pt[] | null {
  if (path.paint !== 'stroke') return null;
  const pts: Pt[] = [];
  for (const s of path.subpaths) {
    if (s.closed || !s.straight) return null;
    for (const q of s.points) {
      const last = pts[pts.length - 1];
      if (last && dist(last, q) <= 1e-9) continue;
      pts.push({ x: q.x, y: q.y });
    }
  }
  if (pts.length < 3) return null;
  let h = false;
  let v = false;
  for (let i = 1; i < pts.length; i++) {
    const d = directionOf(pts[i - 1]!, pts[i]!);
    if (d === null) return null;
    if (d === 'h') h = true;
    if (d === 'v') v = true;
  }
  return h && v ? pts : null;
}

/** The corners of a step polyline: its ends and every vertex where it turns (vertices inside a straight run dropped). */
export function stepCornersOf(vertices: readonly Pt[]): Pt[] {
  const pts = vertices.filter((q, i) => i === 0 || directionOf(vertices[i - 1]!, q) !== 'none');
  return pts.filter((q, i) => {
    if (i === 0 || i === pts.length - 1) return true;
    return directionOf(pts[i - 1]!, q) !== directionOf(q, pts[i + 1]!);
  });
}

interface Stroke {
  pathId: number;
  a: Pt;
  b: Pt;
  mid: Pt;
  dir: 'h' | 'v';
}

/** Short horizontal and vertical strokes of a colour: the pieces censor marks are drawn with. */
function markStrokes(index: GeometryIndex, color: string, skip: ReadonlySet<number>): Stroke[] {
  const out: Stroke[] = [];
  for (const p of index.paths) {
    if (skip.has(p.id) || p.stroke !== color || (p.paint !== 'stroke' && p.paint !== 'fillStroke')) continue;
    for (const s of p.subpaths) {
      if (s.points.length !== 2 || !s.straight) continue;
      const [a, b] = s.points as [Pt, Pt];
      const dir = directionOf(a, b);
      if (dir !== 'h' && dir !== 'v') continue;
      if (dist(a, b) > CENSOR_MARK_MAX_SIZE) continue;
      out.push({ pathId: p.id, a, b, dir, mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } });
    }
  }
  return out;
}

/**
 * The censor marks drawn on a curve: a '+' (a horizontal and a vertical stroke crossing at their
 * middles) or a '|' (a vertical stroke alone), in the curve's colour, whose centre lies on the
 * curve (on a run, or on a drop when a patient was censored at an event time). Marks at one spot
 * count once. Ordered by x.
 */
export function censorMarksOn(index: GeometryIndex, curve: { pathId: number; vertices: readonly Pt[]; color: string }): { marks: Pt[]; pathIds: number[] } {
  const skip = new Set([curve.pathId, ...(index.legendPathIds ?? [])]);
  const strokes = markStrokes(index, curve.color, skip);
  const horizontal = strokes.filter((s) => s.dir === 'h');
  const used = new Set<Stroke>();
  const marks: Pt[] = [];
  const pathIds = new Set<number>();
  const keep = (centre: Pt, parts: Stroke[]) => {
    if (polylineDistance(centre, curve.vertices) > CENSOR_MARK_ON_CURVE) return;
    for (const s of parts) pathIds.add(s.pathId);
    if (marks.some((m) => dist(m, centre) <= STEP_AXIS_TOLERANCE)) return;
    marks.push(centre);
  };
  for (const v of strokes) {
    if (v.dir !== 'v') continue;
    const cross = horizontal.find((h) => !used.has(h) && dist(h.mid, v.mid) <= STEP_AXIS_TOLERANCE * 2);
    if (cross) {
      used.add(cross);
      keep({ x: v.mid.x, y: cross.mid.y }, [v, cross]);
    } else keep(v.mid, [v]);
  }
  marks.sort((a, b) => a.x - b.x || a.y - b.y);
  return { marks, pathIds: [...pathIds] };
}

/**
 * The Kaplan-Meier arm under a click: the nearest stroked step curve within `radius` (legend
 * samples excluded), its corners, and the censor marks on it. Null when no step curve is near.
 */
export function pickStepCurve(index: GeometryIndex, x: number, y: number, radius: number): PickedStepCurve | null {
  const legend = new Set(index.legendPathIds ?? []);
  const click = { x, y };
  let best: { path: VectorPath; vertices: Pt[]; d: number } | null = null;
  for (const p of index.paths) {
    if (legend.has(p.id) || p.paint !== 'stroke') continue;
    if (x < p.bbox.x0 - radius || x > p.bbox.x1 + radius || y < p.bbox.y0 - radius || y > p.bbox.y1 + radius) continue;
    const vertices = stepVertices(p);
    if (!vertices) continue;
    const d = polylineDistance(click, vertices);
    if (d <= radius && (!best || d < best.d)) best = { path: p, vertices, d };
  }
  if (!best) return null;
  const { marks, pathIds } = censorMarksOn(index, { pathId: best.path.id, vertices: best.vertices, color: best.path.stroke });
  return { corners: stepCornersOf(best.vertices), censorMarks: marks, pathIds: [best.path.id, ...pathIds], color: best.path.stroke };
}

/**
 * A survival graph's pick: the step curve under the click as a series of kind `steps` (its corners
 * as points, its censor marks apart). Null when no step curve is near.
 */
export function pickStepSeries(index: GeometryIndex, x: number, y: number, radius: number): PickedSeries | null {
  const arm = pickStepCurve(index, x, y, radius);
  return arm ? { kind: 'steps', points: arm.corners, censorMarks: arm.censorMarks, pathIds: arm.pathIds, color: arm.color } : null;
}
