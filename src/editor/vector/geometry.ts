/**
 * The geometry index of a vector PDF page: every path the page draws, read from pdf.js's operator
 * list and mapped into the editor's image coordinates (origin top-left, y down, PDF pages at
 * PDF_BASE_SCALE pixels per point). From the paths it keeps what a digitizer snaps to: the
 * vertices of stroked lines, their ends, the centres of small filled shapes (markers) with a
 * signature of their shape and colour, and axis-aligned filled rectangles (bars).
 *
 * Pure: no pdf.js import, so it runs in a worker and in node tests alike. The caller passes the
 * operator list, pdf.js's OPS table and the viewport transform.
 */

export type Matrix = readonly [number, number, number, number, number, number];
export interface Pt {
  x: number;
  y: number;
}

export type Paint = 'stroke' | 'fill' | 'fillStroke' | 'none';

export interface VectorSubpath {
  /** Anchor points in image coordinates (curve control points are left out). */
  points: Pt[];
  closed: boolean;
  /** True when every piece of the subpath is a straight segment. */
  straight: boolean;
}

export interface VectorPath {
  id: number;
  paint: Paint;
  stroke: string;
  fill: string;
  /** Line width in image pixels. */
  lineWidth: number;
  subpaths: VectorSubpath[];
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

export interface VectorMarker {
  pathId: number;
  /** The datum the marker stands for: its centre, or for a triangle the point its writer centred it on. */
  x: number;
  y: number;
  /** Same paint, colours and outline topology give the same signature; the outline tells sizes apart. */
  signature: string;
  /** The outline's anchor points relative to the bounds' centre, x and y in turn, subpath by subpath. */
  outline: number[];
}

export interface VectorRect {
  pathId: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  fill: string;
}

export interface GeometryIndex {
  paths: VectorPath[];
  markers: VectorMarker[];
  rects: VectorRect[];
  /** Paths drawn as legend symbols (see legend.ts): never data. */
  legendPathIds?: number[];
}

export interface OperatorList {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

/** The OPS codes the reader needs, named as pdf.js names them. */
export interface OpsTable {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  stroke: number;
  closeStroke: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
  endPath: number;
  setLineWidth: number;
  setStrokeRGBColor: number;
  setFillRGBColor: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
}

/** The names of the operators the reader follows. */
export const OPS_NAMES = [
  'save', 'restore', 'transform', 'constructPath', 'stroke', 'closeStroke', 'fill', 'eoFill', 'fillStroke', 'eoFillStroke',
  'closeFillStroke', 'closeEOFillStroke', 'endPath', 'setLineWidth', 'setStrokeRGBColor', 'setFillRGBColor',
  'paintFormXObjectBegin', 'paintFormXObjectEnd',
] as const satisfies readonly (keyof OpsTable)[];

/** The reader's part of pdf.js's OPS table. */
export const opsTable = (all: Record<string, number>): OpsTable => Object.fromEntries(OPS_NAMES.map((n) => [n, all[n]!])) as unknown as OpsTable;

/** Largest side, in image pixels, of a filled shape taken as a marker (about 9 points). */
export const MARKER_MAX_SIZE = 27;

export const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const apply = (m: Matrix, x: number, y: number): Pt => ({ x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] });

const hexOf = (v: unknown): string => {
  if (typeof v === 'string') return v.toLowerCase();
  if (Array.isArray(v) || ArrayBuffer.isView(v)) {
    const a = Array.from(v as ArrayLike<number>);
    const c = (n: number) => Math.round(Math.max(0, Math.min(255, n <= 1 && a.every((x) => x <= 1) ? n * 255 : n))).toString(16).padStart(2, '0');
    return `#${c(a[0] ?? 0)}${c(a[1] ?? 0)}${c(a[2] ?? 0)}`;
  }
  return '#000000';
};

interface GState {
  ctm: Matrix;
  stroke: string;
  fill: string;
  lineWidth: number;
}

const significantDigits = (v: number): number =>
  String(Math.abs(v)).replace(/e.*$/i, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;

/**
 * Whether a page's numbers were written by a float32 writer (Skia, with which Chromium and
 * Android print): a float32 needs at most 9 significant digits to be written so that it reads
 * back as itself, so such a writer writes none longer, and its numbers of 8 or 9 digits are not
 * exact float32 values as read. It computed with the float32 value, not with the decimal:
 * `1046.48438` stands for 1046.484375, and reading it as written puts a marker 5e-6 units off
 * the line drawn through the same datum with shorter numbers. Evidence is taken from the
 * transform operands (the numbers pdf.js leaves as written; it reads path coordinates as float32).
 */
export function isFloat32Writer(list: OperatorList, ops: OpsTable): boolean {
  let evidence = false;
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i]!;
    if (fn !== ops.transform && fn !== ops.paintFormXObjectBegin) continue;
    const args = list.argsArray[i] as unknown[] | null;
    const m = (fn === ops.transform ? args : args?.[0]) as ArrayLike<number> | null | undefined;
    if (!m) continue;
    for (let k = 0; k < m.length; k++) {
      const v = Number(m[k]);
      if (!Number.isFinite(v) || v === 0) continue;
      const digits = significantDigits(v);
      if (digits > 9) return false;
      if (digits >= 8 && Math.fround(v) !== v) evidence = true;
    }
  }
  return evidence;
}

/** Reads the paths of one page. `viewport` maps PDF user space to image coordinates. */
export function readPaths(list: OperatorList, ops: OpsTable, viewport: Matrix): VectorPath[] {
  const paths: VectorPath[] = [];
  // A float32 writer's transforms are read as the float32 values it drew with.
  const matrixOf: (m: Matrix) => Matrix = isFloat32Writer(list, ops) ? (m) => Array.from(m, (v) => Math.fround(v)) as unknown as Matrix : (m) => m;
  let g: GState = { ctm: viewport, stroke: '#000000', fill: '#000000', lineWidth: 1 };
  const stack: GState[] = [];
  const paintOf = new Map<number, Paint>([
    [ops.stroke, 'stroke'],
    [ops.closeStroke, 'stroke'],
    [ops.fill, 'fill'],
    [ops.eoFill, 'fill'],
    [ops.fillStroke, 'fillStroke'],
    [ops.eoFillStroke, 'fillStroke'],
    [ops.closeFillStroke, 'fillStroke'],
    [ops.closeEOFillStroke, 'fillStroke'],
    [ops.endPath, 'none'],
  ]);
  const closing = new Set([ops.closeStroke, ops.closeFillStroke, ops.closeEOFillStroke]);
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i]!;
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === ops.save) stack.push({ ...g });
    else if (fn === ops.restore) g = stack.pop() ?? g;
    else if (fn === ops.transform) g = { ...g, ctm: multiply(g.ctm, matrixOf(args as unknown as Matrix)) };
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push({ ...g });
      const m = args?.[0] as Matrix | null | undefined;
      if (m) g = { ...g, ctm: multiply(g.ctm, matrixOf(m)) };
    } else if (fn === ops.paintFormXObjectEnd) g = stack.pop() ?? g;
    else if (fn === ops.setLineWidth) g = { ...g, lineWidth: Number(args?.[0] ?? 1) };
    else if (fn === ops.setStrokeRGBColor) g = { ...g, stroke: hexOf(args?.[0] ?? args) };
    else if (fn === ops.setFillRGBColor) g = { ...g, fill: hexOf(args?.[0] ?? args) };
    else if (fn === ops.constructPath && args) {
      const paintOp = args[0] as number;
      const paint = paintOf.get(paintOp) ?? 'none';
      if (paint === 'none') continue;
      const data = (args[1] as ArrayLike<unknown>[] | undefined)?.[0] as ArrayLike<number> | undefined;
      if (!data) continue;
      const path = toPath(paths.length, data, g, paint, closing.has(paintOp));
      if (path) paths.push(path);
    }
  }
  return paths;
}

function toPath(id: number, d: ArrayLike<number>, g: GState, paint: Paint, close: boolean): VectorPath | null {
  const subpaths: VectorSubpath[] = [];
  let cur: VectorSubpath | null = null;
  const at = (x: number, y: number) => apply(g.ctm, x, y);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  const grow = (p: Pt) => {
    if (p.x < x0) x0 = p.x;
    if (p.x > x1) x1 = p.x;
    if (p.y < y0) y0 = p.y;
    if (p.y > y1) y1 = p.y;
  };
  for (let k = 0; k < d.length; ) {
    const op = d[k]!;
    if (op === 0) {
      cur = { points: [at(d[k + 1]!, d[k + 2]!)], closed: false, straight: true };
      subpaths.push(cur);
      grow(cur.points[0]!);
      k += 3;
    } else if (op === 1) {
      const p = at(d[k + 1]!, d[k + 2]!);
      cur?.points.push(p);
      grow(p);
      k += 3;
    } else if (op === 2) {
      // Control points count for the bounds (symmetric shapes stay centred), not as vertices.
      grow(at(d[k + 1]!, d[k + 2]!));
      grow(at(d[k + 3]!, d[k + 4]!));
      const p = at(d[k + 5]!, d[k + 6]!);
      grow(p);
      if (cur) {
        cur.points.push(p);
        cur.straight = false;
      }
      k += 7;
    } else if (op === 3) {
      grow(at(d[k + 1]!, d[k + 2]!));
      const p = at(d[k + 3]!, d[k + 4]!);
      grow(p);
      if (cur) {
        cur.points.push(p);
        cur.straight = false;
      }
      k += 5;
    } else if (op === 4) {
      if (cur) cur.closed = true;
      k += 1;
    } else break;
  }
  // A lone moveto after a closepath (cairo and gnuplot write one) draws nothing.
  for (let i = subpaths.length - 1; i >= 0 && subpaths.length > 1; i--) if (subpaths[i]!.points.length === 1) subpaths.splice(i, 1);
  if (close) for (const s of subpaths) s.closed = true;
  // A closing segment back onto the first point is not a vertex of its own.
  for (const s of subpaths) {
    const a = s.points[0];
    const b = s.points.at(-1);
    if (s.closed && s.points.length > 1 && a && b && a.x === b.x && a.y === b.y) s.points.pop();
  }
  if (!subpaths.length || !Number.isFinite(x0)) return null;
  const scale = Math.sqrt(Math.abs(g.ctm[0] * g.ctm[3] - g.ctm[1] * g.ctm[2]));
  return { id, paint, stroke: g.stroke, fill: g.fill, lineWidth: g.lineWidth * scale, subpaths, bbox: { x0, y0, x1, y1 } };
}

const isAxisRect = (s: VectorSubpath): boolean => {
  if (!s.straight || s.points.length !== 4) return false;
  const [a, b, c, d] = s.points as [Pt, Pt, Pt, Pt];
  // Writers round coordinates independently (float32 in Chromium): equal within a thousandth of a pixel.
  const eq = (u: number, w: number) => Math.abs(u - w) < 1e-3;
  const h = (p: Pt, q: Pt) => eq(p.y, q.y) && !eq(p.x, q.x);
  const v = (p: Pt, q: Pt) => eq(p.x, q.x) && !eq(p.y, q.y);
  return (h(a, b) && v(b, c) && h(c, d) && v(d, a)) || (v(a, b) && h(b, c) && v(c, d) && h(d, a));
};

/**
 * Largest difference, image pixels, between the outlines of two markers of one series. Writers
 * round each coordinate on its own (R and ggplot2's pdf() to 0.01 pt, 0.03 px; cairo to 1/256 pt),
 * so the same marker drawn at two places differs by up to twice that relative to its centre;
 * a legend symbol of another size differs by far more.
 */
export const MARKER_OUTLINE_TOLERANCE = 0.2;

/** Whether two markers share paint, colours and shape within the writers' rounding. */
export function sameMarkerShape(a: VectorMarker, b: VectorMarker): boolean {
  if (a.signature !== b.signature || a.outline.length !== b.outline.length) return false;
  for (let i = 0; i < a.outline.length; i++) if (Math.abs(a.outline[i]! - b.outline[i]!) > MARKER_OUTLINE_TOLERANCE) return false;
  return true;
}

/**
 * The datum of a triangle marker. Writers agree on the base and the apex, not on the datum:
 * R, ggplot2 and pgfplots draw an equilateral triangle centred on its centroid; matplotlib and
 * gnuplot draw the apex and both base corners on the marker's size, so the datum lies half the
 * base's length from the apex (the box centre of matplotlib's triangle, which is as high as it
 * is wide; 0.69 of gnuplot's height from its apex). Vega-Lite, printed by a browser, centres its
 * equilateral triangle in its box (`equilateral: 'box'`). Null when the outline is not an
 * isosceles triangle.
 */
export function triangleDatum(points: readonly Pt[], equilateral: 'centroid' | 'box' = 'centroid'): Pt | null {
  if (points.length !== 3) return null;
  const d = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y);
  const sides = [d(points[1]!, points[2]!), d(points[0]!, points[2]!), d(points[0]!, points[1]!)];
  const longest = Math.max(...sides);
  if (!(longest > 0)) return null;
  const near = (u: number, v: number) => Math.abs(u - v) < 0.02 * longest;
  if (near(sides[0]!, sides[1]!) && near(sides[1]!, sides[2]!)) {
    if (equilateral === 'box') {
      const xs = points.map((q) => q.x);
      const ys = points.map((q) => q.y);
      return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
    }
    return { x: (points[0]!.x + points[1]!.x + points[2]!.x) / 3, y: (points[0]!.y + points[1]!.y + points[2]!.y) / 3 };
  }
  // The apex is the vertex whose two sides are equal; the base is the side opposite.
  for (let i = 0; i < 3; i++) {
    const apex = points[i]!;
    const b = points[(i + 1) % 3]!;
    const c = points[(i + 2) % 3]!;
    if (!near(d(apex, b), d(apex, c))) continue;
    const mid = { x: (b.x + c.x) / 2, y: (b.y + c.y) / 2 };
    const h = d(apex, mid);
    if (!(h > 0)) return null;
    const t = d(b, c) / 2 / h;
    return { x: apex.x + (mid.x - apex.x) * t, y: apex.y + (mid.y - apex.y) * t };
  }
  return null;
}

/** Builds the index of markers, rectangles and paths from a page's operator list. */
export function buildGeometryIndex(list: OperatorList, ops: OpsTable, viewport: Matrix): GeometryIndex {
  const paths = readPaths(list, ops, viewport);
  // Pages a browser printed (a float32 writer) hold web charts, whose symbols are centred in their box.
  const equilateral = isFloat32Writer(list, ops) ? 'box' : 'centroid';
  const markers: VectorMarker[] = [];
  const rects: VectorRect[] = [];
  for (const p of paths) {
    const { x0, y0, x1, y1 } = p.bbox;
    const filled = p.paint !== 'stroke';
    const closed = p.subpaths.every((s) => s.closed || !s.straight);
    // Each rectangle of a path is a bar of its own (pgfplots writes a series' bars as one path).
    if (filled) {
      for (const sp of p.subpaths) {
        if (!isAxisRect(sp)) continue;
        const xs = sp.points.map((q) => q.x);
        const ys = sp.points.map((q) => q.y);
        rects.push({ pathId: p.id, x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys), fill: p.fill });
      }
    }
    const w = x1 - x0;
    const h = y1 - y0;
    if ((filled || closed) && w > 0 && h > 0 && w <= MARKER_MAX_SIZE && h <= MARKER_MAX_SIZE && p.subpaths.length <= 2) {
      const cx = (x0 + x1) / 2;
      const cy = (y0 + y1) / 2;
      const only = p.subpaths.length === 1 && p.subpaths[0]!.straight ? triangleDatum(p.subpaths[0]!.points, equilateral) : null;
      const topology = p.subpaths.map((sp) => `${sp.points.length}${sp.straight ? '' : '~'}`).join('|');
      markers.push({
        pathId: p.id,
        x: only?.x ?? cx,
        y: only?.y ?? cy,
        signature: `${p.paint} ${filled ? p.fill : ''} ${p.paint !== 'fill' ? p.stroke : ''} ${topology}`,
        outline: p.subpaths.flatMap((sp) => sp.points.flatMap((q) => [q.x - cx, q.y - cy])),
      });
    }
  }
  return { paths, markers, rects };
}
