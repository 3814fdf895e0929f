import { hasValues } from './tagging';
import type { Axes, BarHeader, BarHeaders, Direction, HeaderDivider, PointMetadata } from './model/types';

/*
 * The categorical axis of a bar chart (spec 3 sections 3, 4 and 9): the line between the two bar
 * corners p1 and p2, cut by header dividers into one header (category) per bar group. Dividers
 * stand across the axis line towards the bars; the first lies on p1 and the last on p2, the
 * others can be dragged along the line but never within 10 px of a neighbour. Pure functions on
 * plain data: every change returns new headers.
 */

export const BAR_LIMITS = {
  /** Radius (screen pixels) within which a click selects a corner point. */
  selectRadius: 50,
  /** Categories a bar chart can have. */
  maxCategories: 50,
  /** Closest two dividers may come, in image pixels. */
  minDividerGap: 10,
  /** How far a header area reaches from the axis line towards the bars, in image pixels. */
  headerSpan: 200,
  /** Gap between two header rectangles. */
  headerGap: 1,
  /** Divider hit tolerance, screen pixels. */
  dividerHit: 16,
  /** Header line hit tolerance, screen pixels. */
  headerLineHit: 8,
  /** After a header gets data, the dialog moves to the next header without metadata after this long. */
  nextHeaderDelayMs: 200,
} as const;

export const BAR_MESSAGES = {
  count: 'Must be a number greater than zero',
  countTooLarge: 'At most 50 categories',
  missingHeaderMetadata: 'Missing header metadata; fill in metadata for each header and try again',
  cornersNotSet: 'Bar chart corners not set',
  removeBlocked: 'A bar graph needs at least one category: this one cannot be removed.',
  addTooClose: 'Too close to a divider to add a category here; click further inside the category.',
} as const;

export interface Vec {
  x: number;
  y: number;
}

/** Where a bar's value grows: UP for vertical bars whose values rise upwards, and so on. */
export function barDirectionOf(axes: Pick<Axes, 'calibrationPoints'>): Direction {
  const [a, b] = axes.calibrationPoints;
  if (!a || !b) return 'UP';
  const dx = b.px - a.px;
  const dy = b.py - a.py;
  // The value axis is vertical when its points differ more in y (ties count as vertical).
  if (Math.abs(dy) >= Math.abs(dx)) return (dy <= 0) === (b.dy >= a.dy) ? 'UP' : 'DOWN';
  return (dx >= 0) === (b.dy >= a.dy) ? 'RIGHT' : 'LEFT';
}

/** The unit vector of a bar direction, in image coordinates (y down). */
const directionVector = (d: Direction | undefined): Vec =>
  d === 'DOWN' ? { x: 0, y: 1 } : d === 'LEFT' ? { x: -1, y: 0 } : d === 'RIGHT' ? { x: 1, y: 0 } : { x: 0, y: -1 };

/**
 * The way bars grow on a 'rotated' bar graph, as a unit vector in image coordinates: along the value
 * axis, from its lower calibration value towards its higher one. Undefined when the bar axes are not
 * rotated (the categorical axis then runs horizontally or vertically) or the points are missing.
 */
export function barGrowthOf(axes: Axes): Vec | undefined {
  if (axes.type !== 'bar' || !axes.options.rotated) return undefined;
  const [a, b] = axes.calibrationPoints;
  if (!a || !b) return undefined;
  const sign = b.dy >= a.dy ? 1 : -1;
  const dx = (b.px - a.px) * sign;
  const dy = (b.py - a.py) * sign;
  const length = Math.hypot(dx, dy);
  return length > 0 ? { x: dx / length, y: dy / length } : undefined;
}

/** The bar direction nearest a vector (ties go to UP or DOWN). */
function nearestDirection(v: Vec): Direction {
  if (Math.abs(v.y) >= Math.abs(v.x)) return v.y <= 0 ? 'UP' : 'DOWN';
  return v.x >= 0 ? 'RIGHT' : 'LEFT';
}

/**
 * A rotated categorical axis from p1 to p2 as clicked: its orientation is the nearer of horizontal
 * and vertical, and its dividers stand perpendicular to it on the side of `towards` (the way the
 * bars grow); `barDirection` is the axis-aligned direction nearest that perpendicular.
 */
function rotatedAxis(p1: Vec, p2: Vec, towards: Vec): { headerOrientation: BarHeaders['headerOrientation']; barDirection: Direction } | null {
  const dx = p2.x - p1.x;
  const dy = p2.y - p1.y;
  const length = Math.hypot(dx, dy);
  if (!(length > 0)) return null;
  const n = { x: -dy / length, y: dx / length };
  const side = n.x * towards.x + n.y * towards.y;
  // Bars growing along the axis itself leave the side open: (-dy, dx) is taken then.
  const across = side < 0 ? { x: -n.x, y: -n.y } : n;
  return { headerOrientation: Math.abs(dx) >= Math.abs(dy) ? 'HORIZONTAL' : 'VERTICAL', barDirection: nearestDirection(across) };
}

/** The axis line: p1 and the end, p2 brought onto p1's horizontal (or vertical) line. */
function axisLine(p1: Vec, p2: Vec, orientation: BarHeaders['headerOrientation']): { start: Vec; end: Vec } {
  return { start: { x: p1.x, y: p1.y }, end: orientation === 'HORIZONTAL' ? { x: p2.x, y: p1.y } : { x: p1.x, y: p2.y } };
}

/** Unit vector along the axis line and its length. */
function along(bh: Pick<BarHeaders, 'headerAxisLineStart' | 'headerAxisLineEnd'>): { start: Vec; u: Vec; length: number } {
  const start = bh.headerAxisLineStart ?? { x: 0, y: 0 };
  const end = bh.headerAxisLineEnd ?? start;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const length = Math.hypot(dx, dy);
  return { start, u: length > 0 ? { x: dx / length, y: dy / length } : { x: 1, y: 0 }, length };
}

/** Distance of a point along the axis line from p1 (its projection). */
export function positionAlong(bh: BarHeaders, p: Vec): number {
  const { start, u } = along(bh);
  return (p.x - start.x) * u.x + (p.y - start.y) * u.y;
}

/**
 * The unit vector across the axis line towards the bars: the bar direction for an axis line that runs
 * horizontally or vertically; for a slanted (rotated) one, its perpendicular on the bar direction's side.
 */
function acrossOf(bh: Pick<BarHeaders, 'headerAxisLineStart' | 'headerAxisLineEnd' | 'barDirection'>): Vec {
  const d = directionVector(bh.barDirection);
  const s = bh.headerAxisLineStart;
  const e = bh.headerAxisLineEnd;
  if (!s || !e || s.x === e.x || s.y === e.y) return d;
  const { u } = along(bh);
  const n = { x: -u.y, y: u.x };
  return n.x * d.x + n.y * d.y >= 0 ? n : { x: -n.x, y: -n.y };
}

/** Distance of a point from the axis line towards the bars (negative on the other side). */
export function offsetAcross(bh: BarHeaders, p: Vec): number {
  const n = acrossOf(bh);
  const start = bh.headerAxisLineStart ?? { x: 0, y: 0 };
  return (p.x - start.x) * n.x + (p.y - start.y) * n.y;
}

/** Positions of the dividers along the axis line, first to last. */
export function dividerPositions(bh: BarHeaders): number[] {
  return bh.headerDividers.map((d) => positionAlong(bh, { x: d.startX, y: d.startY }));
}

function dividerAt(bh: Pick<BarHeaders, 'headerAxisLineStart' | 'headerAxisLineEnd' | 'barDirection'>, t: number, disabled: boolean): HeaderDivider {
  const { start, u } = along(bh);
  const n = acrossOf(bh);
  const s = { x: start.x + u.x * t, y: start.y + u.y * t };
  return { startX: s.x, startY: s.y, endX: s.x + n.x * BAR_LIMITS.headerSpan, endY: s.y + n.y * BAR_LIMITS.headerSpan, disabled };
}

/** Headers between dividers at positions `ts`, keeping the metadata given for each. */
function withPositions(bh: BarHeaders, ts: readonly number[], metadata: readonly (PointMetadata | undefined)[]): BarHeaders {
  const dividers = ts.map((t, i) => dividerAt(bh, t, i === 0 || i === ts.length - 1));
  const horizontal = bh.headerOrientation === 'HORIZONTAL';
  const headers: BarHeader[] = ts.slice(1).map((_, i) => {
    const a = dividers[i]!;
    const b = dividers[i + 1]!;
    const xs = [a.startX, a.endX, b.startX, b.endX];
    const ys = [a.startY, a.endY, b.startY, b.endY];
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    const gap = BAR_LIMITS.headerGap;
    const rect = horizontal
      ? { x: x + gap, y, width: Math.max(0, Math.max(...xs) - x - 2 * gap), height: Math.max(...ys) - y }
      : { x, y: y + gap, width: Math.max(...xs) - x, height: Math.max(0, Math.max(...ys) - y - 2 * gap) };
    const header: BarHeader = horizontal ? { startX: a.startX, endX: b.startX, rectArgs: rect } : { startY: a.startY, endY: b.startY, rectArgs: rect };
    const m = metadata[i];
    if (m) header.metadata = m;
    return header;
  });
  return { ...bh, count: headers.length, headers, headerDividers: dividers };
}

/**
 * New headers from the two corners and a category count: dividers evenly spaced along the axis
 * line, across it towards the bars (`barDirection`, from the value axis). With `growth` (the way
 * the bars grow on a rotated bar graph, see barGrowthOf) the axis line runs from p1 to p2 as
 * clicked and the dividers stand perpendicular to it on the bars' side. Throws 'Bar chart corners
 * not set' without two distinct corners.
 */
export function buildBarHeaders(p1: Vec | undefined, p2: Vec | undefined, count: number, barDirection: Direction, growth?: Vec): BarHeaders {
  if (!p1 || !p2) throw new Error(BAR_MESSAGES.cornersNotSet);
  if (growth) {
    const rotated = rotatedAxis(p1, p2, growth);
    if (!rotated) throw new Error(BAR_MESSAGES.cornersNotSet);
    barDirection = rotated.barDirection;
  }
  const headerOrientation: BarHeaders['headerOrientation'] = barDirection === 'UP' || barDirection === 'DOWN' ? 'HORIZONTAL' : 'VERTICAL';
  const line = growth ? { start: { x: p1.x, y: p1.y }, end: { x: p2.x, y: p2.y } } : axisLine(p1, p2, headerOrientation);
  const length = Math.hypot(line.end.x - line.start.x, line.end.y - line.start.y);
  if (!(length > 0)) throw new Error(BAR_MESSAGES.cornersNotSet);
  const base: BarHeaders = {
    count,
    linesLocked: false,
    headers: [],
    headerOrientation,
    barOrientation: headerOrientation === 'HORIZONTAL' ? 'VERTICAL' : 'HORIZONTAL',
    barDirection,
    p1: { px: p1.x, py: p1.y, pos: 'p1', isSelected: false },
    p2: { px: p2.x, py: p2.y, pos: 'p2', isSelected: false },
    headerDividers: [],
    headerAxisLineStart: line.start,
    headerAxisLineEnd: line.end,
  };
  const ts = Array.from({ length: count + 1 }, (_, i) => (length * i) / count);
  return withPositions(base, ts, []);
}

/** Index of the header whose span along the axis holds a point, or null beyond the ends. */
export function headerIndexAlong(bh: BarHeaders, p: Vec): number | null {
  const t = positionAlong(bh, p);
  const ts = dividerPositions(bh);
  for (let i = 0; i < ts.length - 1; i++) if (t >= ts[i]! && t <= ts[i + 1]!) return i;
  return null;
}

/** Index of the header area (between its dividers, from the axis line to the span) under a point. */
export function headerIndexAt(bh: BarHeaders, p: Vec): number | null {
  const across = offsetAcross(bh, p);
  if (across < -BAR_LIMITS.headerLineHit || across > BAR_LIMITS.headerSpan) return null;
  return headerIndexAlong(bh, p);
}

/** Index of the divider within `tolerance` image pixels of a point (the nearest), or null. */
export function dividerIndexAt(bh: BarHeaders, p: Vec, tolerance: number): number | null {
  const across = offsetAcross(bh, p);
  if (across < -tolerance || across > BAR_LIMITS.headerSpan + tolerance) return null;
  const t = positionAlong(bh, p);
  let best: number | null = null;
  let bestD = tolerance;
  dividerPositions(bh).forEach((dt, i) => {
    const d = Math.abs(dt - t);
    if (d <= bestD) {
      best = i;
      bestD = d;
    }
  });
  return best;
}

/** Can the divider be dragged (not the first nor the last)? */
export const isDraggable = (bh: BarHeaders, index: number): boolean => index > 0 && index < bh.headerDividers.length - 1;

/**
 * Move a divider to where a point projects on the axis line, kept at least 10 px from its
 * neighbours. The first and last dividers do not move. Header metadata stays with its header.
 */
export function moveDivider(bh: BarHeaders, index: number, to: Vec): BarHeaders {
  if (!isDraggable(bh, index)) return bh;
  const ts = dividerPositions(bh);
  const gap = BAR_LIMITS.minDividerGap;
  const lo = ts[index - 1]! + gap;
  const hi = ts[index + 1]! - gap;
  if (lo > hi) return bh;
  ts[index] = Math.min(hi, Math.max(lo, positionAlong(bh, to)));
  return withPositions(bh, ts, bh.headers.map((h) => h.metadata));
}

/**
 * Add a category: split the header under a point at the point's place along the axis. The left
 * (p1 side) part keeps the header's metadata, the new part has none. Null when the point is not
 * over a header or too close to a divider.
 */
export function splitHeaderAt(bh: BarHeaders, at: Vec): BarHeaders | null {
  if (bh.count >= BAR_LIMITS.maxCategories) return null;
  const i = headerIndexAt(bh, at);
  if (i === null) return null;
  const ts = dividerPositions(bh);
  const t = positionAlong(bh, at);
  if (t - ts[i]! < BAR_LIMITS.minDividerGap || ts[i + 1]! - t < BAR_LIMITS.minDividerGap) return null;
  const metadata = bh.headers.map((h) => h.metadata);
  return withPositions(bh, [...ts.slice(0, i + 1), t, ...ts.slice(i + 1)], [...metadata.slice(0, i + 1), undefined, ...metadata.slice(i + 1)]);
}

/**
 * Remove a category: the header under a point goes, its area joining the next header (the
 * previous one for the last), which keeps its own metadata. Null when the point is not over a
 * header or only two dividers (one header) remain.
 */
export function mergeHeaderAt(bh: BarHeaders, at: Vec): BarHeaders | null {
  if (bh.headerDividers.length <= 2) return null;
  const i = headerIndexAt(bh, at);
  if (i === null) return null;
  const ts = dividerPositions(bh);
  const last = i === bh.headers.length - 1;
  // The divider between the header and the neighbour that takes its place.
  const gone = last ? i : i + 1;
  const metadata = bh.headers.map((h) => h.metadata);
  metadata.splice(i, 1);
  return withPositions(
    bh,
    ts.filter((_, k) => k !== gone),
    metadata,
  );
}

/**
 * Move a corner (the categorical axis' end): the axis line is rebuilt and the dividers keep their
 * relative places along it. On a rotated bar graph the line runs to the corners as placed and the
 * dividers stay perpendicular to it, on the side they stood.
 */
export function moveCorner(bh: BarHeaders, which: 'p1' | 'p2', to: Vec, rotated = false): BarHeaders {
  const p1 = which === 'p1' ? to : { x: bh.p1?.px ?? 0, y: bh.p1?.py ?? 0 };
  const p2 = which === 'p2' ? to : { x: bh.p2?.px ?? 0, y: bh.p2?.py ?? 0 };
  if (rotated) {
    const axis = rotatedAxis(p1, p2, acrossOf(bh));
    if (!axis) return bh;
    const turned: BarHeaders = { ...bh, ...axis, barOrientation: axis.headerOrientation === 'HORIZONTAL' ? 'VERTICAL' : 'HORIZONTAL' };
    return moveCornerTo(bh, turned, p1, p2, { start: { x: p1.x, y: p1.y }, end: { x: p2.x, y: p2.y } });
  }
  const line = axisLine(p1, p2, bh.headerOrientation);
  return moveCornerTo(bh, bh, p1, p2, line);
}

function moveCornerTo(bh: BarHeaders, next: BarHeaders, p1: Vec, p2: Vec, line: { start: Vec; end: Vec }): BarHeaders {
  const length = Math.hypot(line.end.x - line.start.x, line.end.y - line.start.y);
  if (!(length > 0)) return bh;
  const old = along(bh).length || 1;
  const ts = dividerPositions(bh).map((t) => (t / old) * length);
  const moved: BarHeaders = {
    ...next,
    p1: { ...bh.p1, px: p1.x, py: p1.y },
    p2: { ...bh.p2, px: p2.x, py: p2.y },
    headerAxisLineStart: line.start,
    headerAxisLineEnd: line.end,
  };
  return withPositions(moved, ts, bh.headers.map((h) => h.metadata));
}

/** True when a header's metadata has any value or a study branch. */
export function headerHasData(header: BarHeader | undefined): boolean {
  const m = header?.metadata;
  return !!m && (!!m.compositeKey || hasValues(m));
}

/** The first header without metadata at or after `from` (wrapping round), or null when all have some. */
export function nextHeaderWithoutData(bh: BarHeaders, from = 0): number | null {
  const n = bh.headers.length;
  for (let k = 0; k < n; k++) {
    const i = (from + k) % n;
    if (!headerHasData(bh.headers[i])) return i;
  }
  return null;
}

/** Where a header's label goes: the middle of its area. */
export function headerCentre(bh: BarHeaders, index: number): Vec {
  const d = bh.headerDividers;
  const a = d[index]!;
  const b = d[index + 1]!;
  return { x: (a.startX + b.startX + a.endX + b.endX) / 4, y: (a.startY + b.startY + a.endY + b.endY) / 4 };
}
