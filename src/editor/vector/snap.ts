/**
 * What a click on a vector page can land on, and the series a click picks: pure functions over
 * a GeometryIndex, in image coordinates.
 */
import { sameMarkerShape, type GeometryIndex, type Pt, type VectorPath } from './geometry';

export type SnapKind = 'vertex' | 'lineEnd' | 'marker' | 'barTop' | 'corner';

export interface SnapTarget {
  kind: SnapKind;
  x: number;
  y: number;
  pathId: number;
  /** Distance from the pointer, image pixels. */
  distance: number;
}

const dist = (a: Pt, x: number, y: number) => Math.hypot(a.x - x, a.y - y);

/** Every snap target of the index, once (a marker's outline vertices are not targets of their own). */
export function snapTargets(index: GeometryIndex): Omit<SnapTarget, 'distance'>[] {
  const markerPaths = new Set(index.markers.map((m) => m.pathId));
  const rectPaths = new Set(index.rects.map((r) => r.pathId));
  const out: Omit<SnapTarget, 'distance'>[] = [];
  for (const m of index.markers) out.push({ kind: 'marker', x: m.x, y: m.y, pathId: m.pathId });
  for (const r of index.rects) {
    if (markerPaths.has(r.pathId)) continue;
    out.push({ kind: 'barTop', x: (r.x0 + r.x1) / 2, y: r.y0, pathId: r.pathId });
    out.push({ kind: 'barTop', x: (r.x0 + r.x1) / 2, y: r.y1, pathId: r.pathId });
    for (const [x, y] of [[r.x0, r.y0], [r.x1, r.y0], [r.x1, r.y1], [r.x0, r.y1]] as const) out.push({ kind: 'corner', x, y, pathId: r.pathId });
  }
  for (const p of index.paths) {
    if (p.paint !== 'stroke' || markerPaths.has(p.id) || rectPaths.has(p.id)) continue;
    for (const s of p.subpaths) {
      s.points.forEach((q, i) => {
        const end = !s.closed && (i === 0 || i === s.points.length - 1);
        out.push({ kind: end ? 'lineEnd' : 'vertex', x: q.x, y: q.y, pathId: p.id });
      });
    }
  }
  return out;
}

/** Targets within `radius` of (x, y), nearest first; markers win ties over the vertices under them. */
export function snapCandidates(targets: readonly Omit<SnapTarget, 'distance'>[], x: number, y: number, radius: number): SnapTarget[] {
  const rank: Record<SnapKind, number> = { marker: 0, barTop: 1, lineEnd: 2, vertex: 3, corner: 4 };
  const found: SnapTarget[] = [];
  const seen = new Set<string>();
  for (const t of targets) {
    const d = dist(t, x, y);
    if (d > radius) continue;
    const key = `${t.x},${t.y}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ ...t, distance: d });
  }
  return found.sort((a, b) => a.distance - b.distance || rank[a.kind] - rank[b.kind]);
}

/** Distance from (x, y) to the nearest segment of a path's outline. */
function distanceToPath(p: VectorPath, x: number, y: number): number {
  let best = Infinity;
  for (const s of p.subpaths) {
    const pts = s.closed ? [...s.points, s.points[0]!] : s.points;
    if (pts.length === 1) best = Math.min(best, dist(pts[0]!, x, y));
    for (let i = 1; i < pts.length; i++) {
      const a = pts[i - 1]!;
      const b = pts[i]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len2 = dx * dx + dy * dy;
      const t = len2 ? Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / len2)) : 0;
      best = Math.min(best, Math.hypot(a.x + t * dx - x, a.y + t * dy - y));
    }
  }
  return best;
}

/** `steps`: a Kaplan-Meier arm, its step corners and the censor marks on it (a survival graph's pick). */
export type SeriesKind = 'line' | 'markers' | 'bars' | 'steps';

export interface PickedSeries {
  kind: SeriesKind;
  /** The points of the series in drawing order. */
  points: Pt[];
  /** Paths that make up the series, for highlighting. */
  pathIds: number[];
  color: string;
  /** The censor marks on a picked step curve (`steps` only), apart from its corners in `points`. */
  censorMarks?: Pt[];
}

/**
 * The series under a click, in this order of preference: a marker picks every marker of the same
 * shape, size and colour; a stroked line picks all its vertices; a
 * bar picks every bar of the same fill (points at the middle of each bar's free end, the end away
 * from the shared baseline).
 */
export function pickSeries(index: GeometryIndex, x: number, y: number, radius: number): PickedSeries | null {
  const markerPaths = new Set(index.markers.map((m) => m.pathId));
  // Legend symbols are never data; a click on one picks the data drawn like it.
  const legend = new Set(index.legendPathIds ?? []);
  let bestMarker: (typeof index.markers)[number] | null = null;
  let bestMarkerDistance = Infinity;
  for (const m of index.markers) {
    const p = index.paths[m.pathId]!;
    const inside = x >= p.bbox.x0 - radius && x <= p.bbox.x1 + radius && y >= p.bbox.y0 - radius && y <= p.bbox.y1 + radius;
    const d = dist(m, x, y);
    if (inside && d < bestMarkerDistance) {
      bestMarker = m;
      bestMarkerDistance = d;
    }
  }
  const same = bestMarker ? index.markers.filter((m) => !legend.has(m.pathId) && sameMarkerShape(m, bestMarker)) : [];
  if (bestMarker && same.length) {
    return { kind: 'markers', points: same.map((m) => ({ x: m.x, y: m.y })), pathIds: same.map((m) => m.pathId), color: index.paths[bestMarker.pathId]!.fill };
  }
  let bestLine: VectorPath | null = null;
  let bestLineDistance = Infinity;
  for (const p of index.paths) {
    if (p.paint !== 'stroke' || legend.has(p.id)) continue;
    if (x < p.bbox.x0 - radius || x > p.bbox.x1 + radius || y < p.bbox.y0 - radius || y > p.bbox.y1 + radius) continue;
    // Lines through the same spot (an axis under a line's first point): the one with a vertex there wins.
    const d = distanceToPath(p, x, y) + 1e-6 * Math.min(...p.subpaths.flatMap((s) => s.points.map((q) => dist(q, x, y))));
    if (d <= radius && d < bestLineDistance) {
      bestLine = p;
      bestLineDistance = d;
    }
  }
  // The smallest filled rectangle under the click: a bar rather than the plot's background.
  let bar: (typeof index.rects)[number] | null = null;
  for (const r of index.rects) {
    if (legend.has(r.pathId)) continue;
    if (x < r.x0 - radius || x > r.x1 + radius || y < r.y0 - radius || y > r.y1 + radius) continue;
    if (!bar || (r.x1 - r.x0) * (r.y1 - r.y0) < (bar.x1 - bar.x0) * (bar.y1 - bar.y0)) bar = r;
  }
  // What the user sees under the click wins: a line drawn before a bar that covers the click (a
  // grid line through the middle of a ggplot2 bar) is hidden by it.
  const barOnTop = (r: (typeof index.rects)[number], p: VectorPath) => r.pathId > p.id && x > r.x0 && x < r.x1 && y > r.y0 && y < r.y1;
  if (bestLine && !(bar && barOnTop(bar, bestLine))) {
    return { kind: 'line', points: bestLine.subpaths.flatMap((s) => s.points.map((q) => ({ x: q.x, y: q.y }))), pathIds: [bestLine.id], color: bestLine.stroke };
  }
  if (bar) {
    // Legend swatches are small squares of the same fill: only rectangles of the bar's own kind.
    const small = (r: { pathId: number }) => markerPaths.has(r.pathId);
    const same = index.rects.filter((r) => !legend.has(r.pathId) && r.fill === bar!.fill && small(r) === small(bar!));
    const common = (k: 'x0' | 'x1' | 'y0' | 'y1') => same.every((r) => Math.abs(r[k] - same[0]![k]) < 1e-3);
    // The shared edge is the baseline; the value is read at the opposite edge.
    const points = same.map((r) => {
      if (common('y1') && !common('y0')) return { x: (r.x0 + r.x1) / 2, y: r.y0 };
      if (common('y0') && !common('y1')) return { x: (r.x0 + r.x1) / 2, y: r.y1 };
      if (common('x0') && !common('x1')) return { x: r.x1, y: (r.y0 + r.y1) / 2 };
      if (common('x1') && !common('x0')) return { x: r.x0, y: (r.y0 + r.y1) / 2 };
      return { x: (r.x0 + r.x1) / 2, y: r.y0 };
    });
    return { kind: 'bars', points, pathIds: same.map((r) => r.pathId), color: bar!.fill };
  }
  return null;
}
