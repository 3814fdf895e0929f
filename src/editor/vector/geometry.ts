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
  x: number;
  y: number;
  /** Same shape, size and colours give the same signature. */
  signature: string;
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

/** A shape key: the outline relative to its bounds' centre, rounded to a tenth of a pixel. */
function shapeKey(p: VectorPath, cx: number, cy: number): string {
  const r = (v: number) => Math.round(v * 10) / 10;
  return p.subpaths.map((s) => s.points.map((q) => `${r(q.x - cx)},${r(q.y - cy)}`).join(' ') + (s.straight ? '' : '~')).join('|');
}

/** Builds the index of markers, rectangles and paths from a page's operator list. */
export function buildGeometryIndex(list: OperatorList, ops: OpsTable, viewport: Matrix): GeometryIndex {
  const paths = readPaths(list, ops, viewport);
  const markers: VectorMarker[] = [];
  const rects: VectorRect[] = [];
  for (const p of paths) {
    const { x0, y0, x1, y1 } = p.bbox;
    const filled = p.paint !== 'stroke';
    const closed = p.subpaths.every((s) => s.closed || !s.straight);
    if (filled && p.subpaths.length === 1 && isAxisRect(p.subpaths[0]!)) rects.push({ pathId: p.id, x0, y0, x1, y1, fill: p.fill });
    const w = x1 - x0;
    const h = y1 - y0;
    if ((filled || closed) && w > 0 && h > 0 && w <= MARKER_MAX_SIZE && h <= MARKER_MAX_SIZE && p.subpaths.length <= 2) {
      const cx = (x0 + x1) / 2;
      const cy = (y0 + y1) / 2;
      markers.push({ pathId: p.id, x: cx, y: cy, signature: `${p.paint} ${filled ? p.fill : ''} ${p.paint !== 'fill' ? p.stroke : ''} ${shapeKey(p, cx, cy)}` });
    }
  }
  return { paths, markers, rects };
}
