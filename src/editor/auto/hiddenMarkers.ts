import { median, pixelBox, type BinaryMask, type ImagePoint } from './types';

/**
 * Ink of other colours: pixels set in `cover` (anything but the background) that are neither the
 * series nor a mix of the series and the background (its anti-aliased edge).
 */
export function otherInk(cover: BinaryMask, series: BinaryMask): Uint8Array {
  const other = new Uint8Array(series.data.length);
  for (let i = 0; i < other.length; i++) other[i] = cover.data[i]! && !series.data[i] && !(series.weight && series.weight[i]! > 0) ? 1 : 0;
  return other;
}

/**
 * The radius a whole circle's edge reads under the coverage model of `partlyHiddenCircles` (a
 * pixel at distance d from the centre covered r + 1/2 - d): the mean of d + coverage - 1/2 over
 * its partly covered pixels against background, from its centroid. The same reading of the edge
 * for the whole and the hidden circles takes the model's bias out of the hidden ones' centres.
 */
export function edgeRadius(mask: BinaryMask, pixels: Int32Array, cx: number, cy: number): number {
  const { width, height, data } = mask;
  const own = new Set<number>(pixels);
  let sum = 0;
  let n = 0;
  forEachBeside(own, width, height, (q, x, y) => {
    const w = data[q] ? (mask.weight ? mask.weight[q]! / 255 : 1) : mask.weight ? mask.weight[q]! / 255 : 0;
    if (w <= 0.05 || w >= 0.95 || (data[q] && !own.has(q))) return;
    sum += Math.hypot(x + 0.5 - cx, y + 0.5 - cy) + w - 0.5;
    n++;
  });
  return n ? sum / n : NaN;
}

/** Each pixel of the 3 x 3 blocks around `pixels` (theirs included), once, with its column and row. */
function forEachBeside(pixels: Iterable<number>, width: number, height: number, visit: (q: number, x: number, y: number) => void): void {
  const seen = new Set<number>();
  for (const p of pixels) {
    const py = (p / width) | 0;
    const px = p - py * width;
    for (let y = Math.max(0, py - 1); y <= Math.min(height - 1, py + 1); y++)
      for (let x = Math.max(0, px - 1); x <= Math.min(width - 1, px + 1); x++) {
        const q = y * width + x;
        if (seen.has(q)) continue;
        seen.add(q);
        visit(q, x, y);
      }
  }
}

/**
 * Pieces that may be what shows of a partly hidden marker: each no larger than a marker's box
 * (`w` by `h` pixels) and lying against another colour, joined while together they fit in one
 * box (pieces on either side of the marker over it).
 */
function hiddenCandidates(mask: BinaryMask, other: Uint8Array, pieces: readonly Int32Array[], w: number, h: number): { pixels: Int32Array[]; x0: number; x1: number; y0: number; y1: number }[] {
  const { width, height } = mask;
  const nearOther = (x: number, y: number) => {
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
      for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) if (other[ny * width + nx]) return true;
    return false;
  };
  const candidates = pieces
    .filter((piece) => piece.length > 0)
    .map((piece) => {
      let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity, against = false;
      for (const p of piece) {
        const y = (p / width) | 0;
        const x = p - y * width;
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
        if (!against && nearOther(x, y)) against = true;
      }
      return { pixels: [piece], x0, x1, y0, y1, against };
    })
    .filter((c) => c.x1 - c.x0 + 1 <= w && c.y1 - c.y0 + 1 <= h && c.against);
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < candidates.length && !merged; i++)
      for (let j = i + 1; j < candidates.length && !merged; j++) {
        const a = candidates[i]!;
        const b = candidates[j]!;
        const box = { x0: Math.min(a.x0, b.x0), x1: Math.max(a.x1, b.x1), y0: Math.min(a.y0, b.y0), y1: Math.max(a.y1, b.y1) };
        if (box.x1 - box.x0 + 1 > w || box.y1 - box.y0 + 1 > h) continue;
        candidates[i] = { pixels: [...a.pixels, ...b.pixels], ...box, against: true };
        candidates.splice(j, 1);
        merged = true;
      }
  }
  return candidates;
}

/** The largest root-mean-square distance, in pixels, of a visible edge from the fitted outline. */
export const HIDDEN_FIT_RMS = 0.3;

/** The least share of the fitted disc, away from its edge, that is the series or another colour (not background). */
export const HIDDEN_INKED = 0.9;

/**
 * Circles partly hidden under another series' marker: what shows of one (a crescent, a sliver on
 * each side of the marker over it) is too small or too oddly shaped for a marker. Pieces of the
 * series' colour no marker took, lying together within a typical marker's box and against
 * another colour (`other`: ink that is neither background nor the series), are one circle of the
 * typical radius when its visible edge, the partly covered pixels against background and away
 * from the other colour, lies on such a circle: the centre is fitted to that edge by least
 * squares (a pixel at distance d from a centre of a disc of radius r is covered about
 * r + 1/2 - d), not the pieces' centroid. The fit is taken when its edge lies within
 * `HIDDEN_FIT_RMS` of the circle, spans at least a quarter turn around it, the pieces lie within
 * it, and the disc inside its edge is ink (series or other colour) but for `HIDDEN_INKED`: a JPEG
 * fringe beside another marker, or a piece of line, leaves background where its circle would be.
 */
export function partlyHiddenCircles(mask: BinaryMask, other: Uint8Array, pieces: readonly Int32Array[], radius: number, found: readonly ImagePoint[]): (ImagePoint & { pieces: Int32Array[] })[] {
  const { width, height, data } = mask;
  if (!(radius > 0)) return [];
  const cov = (p: number) => (data[p] ? (mask.weight ? mask.weight[p]! / 255 : 1) : mask.weight ? mask.weight[p]! / 255 : 0);
  const nearOther = (x: number, y: number, reach: number) => {
    for (let ny = Math.max(0, y - reach); ny <= Math.min(height - 1, y + reach); ny++)
      for (let nx = Math.max(0, x - reach); nx <= Math.min(width - 1, x + reach); nx++) if (other[ny * width + nx]) return true;
    return false;
  };
  const side = 2 * radius + 1;
  const candidates = hiddenCandidates(mask, other, pieces, side, side);
  const out: (ImagePoint & { pieces: Int32Array[] })[] = [];
  for (const c of candidates) {
    const own = new Set<number>();
    for (const piece of c.pixels) for (const p of piece) own.add(p);
    // The visible edge: partly covered pixels of the pieces and those just outside them, against
    // background (not beside another colour, whose edge cuts them).
    const edge: { x: number; y: number; d: number }[] = [];
    forEachBeside(own, width, height, (q, x, y) => {
      const w = cov(q);
      if (w <= 0.05 || w >= 0.95 || other[q] || (data[q] && !own.has(q)) || nearOther(x, y, 1)) return;
      edge.push({ x: x + 0.5, y: y + 0.5, d: radius + 0.5 - w });
    });
    if (edge.length < 5) continue;
    let cx = 0, cy = 0, n = 0;
    for (const p of own) {
      const y = (p / width) | 0;
      cx += p - y * width + 0.5;
      cy += y + 0.5;
      n++;
    }
    cx /= n;
    cy /= n;
    // Gauss-Newton on the centre, the radius fixed.
    for (let it = 0; it < 30; it++) {
      let a11 = 0, a12 = 0, a22 = 0, b1 = 0, b2 = 0;
      for (const e of edge) {
        const dx = cx - e.x;
        const dy = cy - e.y;
        const dist = Math.hypot(dx, dy) || 1e-9;
        const ux = dx / dist;
        const uy = dy / dist;
        const r = dist - e.d;
        a11 += ux * ux;
        a12 += ux * uy;
        a22 += uy * uy;
        b1 += ux * r;
        b2 += uy * r;
      }
      const det = a11 * a22 - a12 * a12;
      if (Math.abs(det) < 1e-9) break;
      const sx = (a22 * b1 - a12 * b2) / det;
      const sy = (a11 * b2 - a12 * b1) / det;
      cx -= sx;
      cy -= sy;
      if (Math.hypot(sx, sy) < 1e-4) break;
    }
    let ss = 0, sc = 0, sn = 0;
    for (const e of edge) {
      ss += (Math.hypot(cx - e.x, cy - e.y) - e.d) ** 2;
      const a = Math.atan2(e.y - cy, e.x - cx);
      sc += Math.cos(a);
      sn += Math.sin(a);
    }
    if (Math.sqrt(ss / edge.length) > HIDDEN_FIT_RMS) continue;
    // A quarter turn at least: the mean direction of edge points spread over 90 degrees is under 0.9 long.
    if (Math.hypot(sc, sn) / edge.length > 0.9) continue;
    let inside = true;
    for (const p of own) {
      const y = (p / width) | 0;
      if (Math.hypot(p - y * width + 0.5 - cx, y + 0.5 - cy) > radius + 1) inside = false;
    }
    if (!inside) continue;
    let inked = 0, all = 0;
    const r0 = radius - 1;
    for (let y = Math.max(0, Math.floor(cy - r0)); y <= Math.min(height - 1, Math.ceil(cy + r0)); y++)
      for (let x = Math.max(0, Math.floor(cx - r0)); x <= Math.min(width - 1, Math.ceil(cx + r0)); x++) {
        if (Math.hypot(x + 0.5 - cx, y + 0.5 - cy) > r0) continue;
        all++;
        if (data[y * width + x] || other[y * width + x]) inked++;
      }
    if (all === 0 || inked < HIDDEN_INKED * all) continue;
    if (found.some((f) => Math.hypot(f.x - cx, f.y - cy) < radius)) continue;
    out.push({ x: cx, y: cy, pieces: c.pixels });
  }
  return out;
}

/**
 * The outline of a series' markers that are not circles, as their whole markers measure it: a
 * square (or rectangle) or a triangle with its apex towards `apex`, `w` by `h` (its box), filled
 * (`stroke` null) or open with an outline `stroke` wide, laid inward from the box.
 */
export interface MarkerModel {
  shape: 'square' | 'triangle';
  w: number;
  h: number;
  apex: 'up' | 'down' | 'left' | 'right';
  stroke: number | null;
}

interface Pt {
  x: number;
  y: number;
}

/** The model's outer polygon around its box centre, and for an open marker the inner one (every side moved `stroke` inward). */
export function modelPolygons(model: MarkerModel): { outer: Pt[]; inner: Pt[] | null } {
  const { w, h } = model;
  let outer: Pt[];
  if (model.shape === 'square')
    outer = [
      { x: -w / 2, y: -h / 2 },
      { x: w / 2, y: -h / 2 },
      { x: w / 2, y: h / 2 },
      { x: -w / 2, y: h / 2 },
    ];
  else if (model.apex === 'up' || model.apex === 'down') {
    const s = model.apex === 'up' ? 1 : -1;
    outer = [
      { x: 0, y: (-s * h) / 2 },
      { x: w / 2, y: (s * h) / 2 },
      { x: -w / 2, y: (s * h) / 2 },
    ];
  } else {
    const s = model.apex === 'left' ? 1 : -1;
    outer = [
      { x: (-s * w) / 2, y: 0 },
      { x: (s * w) / 2, y: h / 2 },
      { x: (s * w) / 2, y: -h / 2 },
    ];
  }
  if (model.stroke === null) return { outer, inner: null };
  return { outer, inner: insetPolygon(outer, model.stroke) };
}

/** A convex polygon with every side moved `by` inward (null when nothing is left). */
function insetPolygon(poly: readonly Pt[], by: number): Pt[] | null {
  const n = poly.length;
  let area = 0;
  for (let i = 0; i < n; i++) area += poly[i]!.x * poly[(i + 1) % n]!.y - poly[(i + 1) % n]!.x * poly[i]!.y;
  const sign = area > 0 ? 1 : -1;
  // Each side as a point on it and its inward normal, moved inward.
  const lines = poly.map((a, i) => {
    const b = poly[(i + 1) % n]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const nx = (-sign * (b.y - a.y)) / len;
    const ny = (sign * (b.x - a.x)) / len;
    return { px: a.x + nx * by, py: a.y + ny * by, dx: b.x - a.x, dy: b.y - a.y };
  });
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const l1 = lines[(i + n - 1) % n]!;
    const l2 = lines[i]!;
    const det = l1.dx * l2.dy - l1.dy * l2.dx;
    if (Math.abs(det) < 1e-12) return null;
    const t = ((l2.px - l1.px) * l2.dy - (l2.py - l1.py) * l2.dx) / det;
    out.push({ x: l1.px + t * l1.dx, y: l1.py + t * l1.dy });
  }
  let inner = 0;
  for (let i = 0; i < n; i++) inner += out[i]!.x * out[(i + 1) % n]!.y - out[(i + 1) % n]!.x * out[i]!.y;
  return inner * area > 0 ? out : null;
}

/** Scratch buffers for clipping a polygon to a pixel (a triangle or square clipped by four sides keeps at most eight corners). */
const clipA = new Float64Array(32);
const clipB = new Float64Array(32);

/**
 * Clips the polygon of `n` corners in `from` (x, y pairs) to the side where `sign` * (coordinate
 * `axis` - `at`) >= 0, into `to`; returns the corners left.
 */
function clipSide(from: Float64Array, n: number, to: Float64Array, axis: 0 | 1, at: number, sign: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const ax = from[2 * i]!, ay = from[2 * i + 1]!;
    const bx = from[2 * j]!, by = from[2 * j + 1]!;
    const da = sign * ((axis === 0 ? ax : ay) - at);
    const db = sign * ((axis === 0 ? bx : by) - at);
    if (da >= 0) {
      to[2 * k] = ax;
      to[2 * k + 1] = ay;
      k++;
    }
    if (da >= 0 !== db >= 0) {
      const t = da / (da - db);
      to[2 * k] = ax + t * (bx - ax);
      to[2 * k + 1] = ay + t * (by - ay);
      k++;
    }
  }
  return k;
}

/** The area of a convex polygon (moved by cx, cy) inside the pixel [x, x + 1] x [y, y + 1]. */
function areaInPixel(poly: readonly Pt[], cx: number, cy: number, x: number, y: number): number {
  let n = poly.length;
  for (let i = 0; i < n; i++) {
    clipA[2 * i] = poly[i]!.x + cx;
    clipA[2 * i + 1] = poly[i]!.y + cy;
  }
  n = clipSide(clipA, n, clipB, 0, x, 1);
  if (n) n = clipSide(clipB, n, clipA, 0, x + 1, -1);
  if (n) n = clipSide(clipA, n, clipB, 1, y, 1);
  if (n) n = clipSide(clipB, n, clipA, 1, y + 1, -1);
  let a = 0;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    a += clipA[2 * i]! * clipA[2 * j + 1]! - clipA[2 * j]! * clipA[2 * i + 1]!;
  }
  return Math.abs(a) / 2;
}

/** A convex polygon with its sides as half-planes (inside where a x + b y + c >= 0), to tell pixels wholly inside or outside it without clipping. */
interface Shape {
  poly: Pt[];
  sides: { a: number; b: number; c: number }[];
}

function shapeOf(poly: Pt[]): Shape {
  const n = poly.length;
  let area = 0;
  for (let i = 0; i < n; i++) area += poly[i]!.x * poly[(i + 1) % n]!.y - poly[(i + 1) % n]!.x * poly[i]!.y;
  const sign = area > 0 ? 1 : -1;
  const sides = poly.map((p, i) => {
    const q = poly[(i + 1) % n]!;
    const a = -sign * (q.y - p.y);
    const b = sign * (q.x - p.x);
    return { a, b, c: -(a * p.x + b * p.y) };
  });
  return { poly, sides };
}

/** The area of a shape with its origin at (cx, cy) inside the pixel [x, x + 1] x [y, y + 1]. */
function coveredBy(shape: Shape, cx: number, cy: number, x: number, y: number): number {
  const u = x - cx;
  const v = y - cy;
  let inside = true;
  for (const { a, b, c } of shape.sides) {
    const f = a * u + b * v + c;
    const lo = f + Math.min(0, a) + Math.min(0, b);
    const hi = f + Math.max(0, a) + Math.max(0, b);
    if (hi <= 0) return 0;
    if (lo < 0) inside = false;
  }
  return inside ? 1 : areaInPixel(shape.poly, cx, cy, x, y);
}

/** The model's shapes: the outer polygon, and an open marker's inner one. */
interface Polys {
  outer: Shape;
  inner: Shape | null;
}

/** How much of pixel (x, y) a marker of the model with its box centred at (cx, cy) covers. */
function modelCoverage(polys: Polys, cx: number, cy: number, x: number, y: number): number {
  const a = coveredBy(polys.outer, cx, cy, x, y);
  return polys.inner && a > 0 ? a - coveredBy(polys.inner, cx, cy, x, y) : a;
}

/** A fit of the model to what shows of a marker: its box centre, the root-mean-square misfit of the coverage, and how firmly the visible pixels hold it along its weaker direction. */
interface ShapeFit {
  x: number;
  y: number;
  rms: number;
  hold: number;
}

/** The sum of squares of the model's coverage, its box centred at (cx, cy), against the coverage read over `pixels`. */
function misfitAt(polys: Polys, model: MarkerModel, pixels: readonly { x: number; y: number; c: number }[], cx: number, cy: number): number {
  const hw = model.w / 2 + 1;
  const hh = model.h / 2 + 1;
  let s = 0;
  for (const p of pixels) {
    if (p.x + 1 < cx - hw || p.x > cx + hw || p.y + 1 < cy - hh || p.y > cy + hh) s += p.c * p.c;
    else s += (modelCoverage(polys, cx, cy, p.x, p.y) - p.c) ** 2;
  }
  return s;
}

/** The shapes of a model (null when an open marker's inside would be nothing). */
function polysOf(model: MarkerModel): Polys | null {
  const outline = modelPolygons(model);
  if (model.stroke !== null && !outline.inner) return null;
  return { outer: shapeOf(outline.outer), inner: outline.inner ? shapeOf(outline.inner) : null };
}

/**
 * Fits the model's box centre, within [x0, x1] x [y0, y1], to the coverage of the pixels of a
 * window (`pixels`, each with its coverage; pixels not shown, under another colour, left out): the
 * least squares of the coverage the model gives against the coverage read, on a half-pixel grid,
 * then refined to a fiftieth of a pixel. `hold` is the least eigenvalue of the sum over the
 * pixels of the model's coverage gradient by itself: how much of an edge, in pixels, pins the
 * centre along its least pinned direction (nothing of the edge shown: 0).
 */
function fitShape(polys: Polys, model: MarkerModel, pixels: readonly { x: number; y: number; c: number }[], x0: number, x1: number, y0: number, y1: number): ShapeFit | null {
  if (!pixels.length || x1 < x0 || y1 < y0) return null;
  const hw = model.w / 2 + 1;
  const hh = model.h / 2 + 1;
  const cost = (cx: number, cy: number) => misfitAt(polys, model, pixels, cx, cy);
  let best = { x: (x0 + x1) / 2, y: (y0 + y1) / 2, s: Infinity };
  for (let cy = y0; cy <= y1 + 1e-9; cy += 0.5)
    for (let cx = x0; cx <= x1 + 1e-9; cx += 0.5) {
      const s = cost(cx, cy);
      if (s < best.s) best = { x: cx, y: cy, s };
    }
  if (!Number.isFinite(best.s)) best.s = cost(best.x, best.y);
  for (let step = 0.25; step >= 0.02; step /= 2)
    for (let moved = true; moved; ) {
      moved = false;
      for (const [dx, dy] of [[step, 0], [-step, 0], [0, step], [0, -step]] as const) {
        const s = cost(best.x + dx, best.y + dy);
        if (s < best.s - 1e-12) {
          best = { x: best.x + dx, y: best.y + dy, s };
          moved = true;
        }
      }
    }
  const e = 0.05;
  let a11 = 0, a12 = 0, a22 = 0, n = 0;
  for (const p of pixels) {
    if (p.x + 1 < best.x - hw || p.x > best.x + hw || p.y + 1 < best.y - hh || p.y > best.y + hh) {
      if (p.c > 0) n++;
      continue;
    }
    const gx = (modelCoverage(polys, best.x + e, best.y, p.x, p.y) - modelCoverage(polys, best.x - e, best.y, p.x, p.y)) / (2 * e);
    const gy = (modelCoverage(polys, best.x, best.y + e, p.x, p.y) - modelCoverage(polys, best.x, best.y - e, p.x, p.y)) / (2 * e);
    a11 += gx * gx;
    a12 += gx * gy;
    a22 += gy * gy;
    n++;
  }
  const hold = (a11 + a22) / 2 - Math.sqrt(((a11 - a22) / 2) ** 2 + a12 * a12);
  return { x: best.x, y: best.y, rms: Math.sqrt(Math.max(0, best.s) / Math.max(1, n)), hold };
}

/**
 * Markers that are not circles (squares, triangles) partly hidden under another series' marker,
 * as `partlyHiddenCircles` reads circles: pieces of the series' colour no marker took (and
 * markers smaller than the typical one), lying together within the model's box and against
 * another colour, are one marker of the model when its outline fits what shows of them. The
 * model (`measured` from the whole markers' boxes, see `MarkerModel`) is first sized to three
 * whole markers: its width, height and stroke that give the least misfit of coverage over them,
 * each where it fits. A marker's box centre is fitted to the coverage of the pixels around it
 * that show it (away from the other colour and from the series' other shapes: the visible edge
 * against the background, the inside an open marker encloses, the background around), within the
 * positions whose box holds every piece. The datum is that centre moved as the series' whole
 * markers' datum lies from their own fitted centre (the median over three: a triangle's centroid
 * or box centre, a square's centre, as the run reads them). A fit is taken when it misfits the
 * coverage no more than `HIDDEN_SHAPE_MISFIT` times the whole markers' median (and at least
 * `HIDDEN_SHAPE_RMS`), the pixels shown pin it along every direction by at least
 * `HIDDEN_SHAPE_HOLD` pixels of edge (nothing of its edge against the background: no marker), the
 * model's outline is ink (series or other colour) but for `HIDDEN_INKED` (a stray stroke of the
 * colour leaves background where the rest of a marker would be), and no marker was found there.
 */
export function partlyHiddenShapes(
  mask: BinaryMask,
  other: Uint8Array,
  pieces: readonly Int32Array[],
  measured: MarkerModel,
  whole: readonly { pixels: Int32Array; x: number; y: number }[],
  found: readonly ImagePoint[],
): (ImagePoint & { pieces: Int32Array[] })[] {
  const { width, height, data } = mask;
  let model = measured;
  if (!(model.w > 1 && model.h > 1)) return [];
  const start = polysOf(model);
  if (!start) return [];
  let polys: Polys = start;
  const cov = (p: number) => (mask.weight ? mask.weight[p]! / 255 : data[p] ? 1 : 0);
  const nearOther = (x: number, y: number) => {
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
      for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) if (other[ny * width + nx]) return true;
    return false;
  };
  // The pixels of a window that show the marker: not the other colour nor beside it, nor beside another shape of the series.
  const shown = (own: Set<number>, x0: number, x1: number, y0: number, y1: number) => {
    const out: { x: number; y: number; c: number }[] = [];
    for (let y = Math.max(0, y0); y <= Math.min(height - 1, y1); y++)
      for (let x = Math.max(0, x0); x <= Math.min(width - 1, x1); x++) {
        const q = y * width + x;
        if (other[q] || nearOther(x, y)) continue;
        let foreign = false;
        for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1) && !foreign; ny++)
          for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
            const n = ny * width + nx;
            if (data[n] && !own.has(n)) foreign = true;
          }
        if (!foreign) out.push({ x, y, c: cov(q) });
      }
    return out;
  };
  const reach = (box: { x0: number; x1: number; y0: number; y1: number }) => ({ x0: Math.floor(box.x0 - model.w / 2 - 2), x1: Math.ceil(box.x1 + model.w / 2 + 2), y0: Math.floor(box.y0 - model.h / 2 - 2), y1: Math.ceil(box.y1 + model.h / 2 + 2) });
  const candidates = hiddenCandidates(mask, other, pieces, Math.ceil(model.w) + 1, Math.ceil(model.h) + 1);
  if (!candidates.length) return [];
  // The whole markers (three are enough for the medians: those whose area is nearest the median), each with the pixels that show it.
  const areaOf = median(whole.map((m) => m.pixels.length));
  const shapes = [...whole]
    .sort((a, b) => Math.abs(a.pixels.length - areaOf) - Math.abs(b.pixels.length - areaOf))
    .slice(0, 3)
    .map((m) => {
      const box = pixelBox(width, m.pixels);
      const at = { x: (box.x0 + box.x1 + 1) / 2, y: (box.y0 + box.y1 + 1) / 2 };
      const r = reach({ x0: at.x, x1: at.x, y0: at.y, y1: at.y });
      return { datum: { x: m.x, y: m.y }, at, pixels: shown(new Set<number>(m.pixels), r.x0, r.x1, r.y0, r.y1) };
    });
  if (shapes.length < 3) return [];
  // Three markers are enough for the model's size.
  const sizing = shapes.slice(0, 3);
  const place = () => {
    for (const m of sizing) {
      const fit = fitShape(polys, model, m.pixels, m.at.x, m.at.x, m.at.y, m.at.y);
      if (fit) m.at = { x: fit.x, y: fit.y };
    }
  };
  place();
  // The model's size (and an open marker's stroke) as the whole markers show it best, each where it fits: the box measured from the profiles is only a start.
  {
    const total = (m: MarkerModel) => {
      const p = polysOf(m);
      return p ? sizing.reduce((sum, x) => sum + misfitAt(p, m, x.pixels, x.at.x, x.at.y), 0) : Infinity;
    };
    let best = total(model);
    for (let step = 0.5; step >= 0.12; step /= 2)
      for (let moved = true; moved; ) {
        moved = false;
        for (const key of model.stroke === null ? (['w', 'h'] as const) : (['w', 'h', 'stroke'] as const))
          for (const d of [step, -step]) {
            const next = { ...model, [key]: (model[key] ?? 0) + d };
            const s = total(next);
            if (s < best - 1e-9) {
              best = s;
              model = next;
              moved = true;
            }
          }
      }
    polys = polysOf(model)!;
  }
  const hw = model.w / 2;
  const hh = model.h / 2;
  // The whole markers: how far their datum lies from the fitted centre, and how well the model fits them.
  const offsets: { x: number; y: number; rms: number }[] = [];
  for (const m of shapes) {
    const fit = fitShape(polys, model, m.pixels, m.at.x, m.at.x, m.at.y, m.at.y);
    if (fit) offsets.push({ x: m.datum.x - fit.x, y: m.datum.y - fit.y, rms: fit.rms });
  }
  if (offsets.length < 3) return [];
  const offset = { x: median(offsets.map((o) => o.x)), y: median(offsets.map((o) => o.y)) };
  const misfit = Math.max(HIDDEN_SHAPE_RMS, HIDDEN_SHAPE_MISFIT * median(offsets.map((o) => o.rms)));
  const out: (ImagePoint & { pieces: Int32Array[] })[] = [];
  for (const c of candidates) {
    const own = new Set<number>();
    for (const piece of c.pixels) for (const p of piece) own.add(p);
    // Every piece inside the marker's box (a pixel of play): the centre's range.
    const x0 = c.x1 + 1 - hw - 0.5;
    const x1 = c.x0 + hw + 0.5;
    const y0 = c.y1 + 1 - hh - 0.5;
    const y1 = c.y0 + hh + 0.5;
    const r = reach(c);
    const fit = fitShape(polys, model, shown(own, r.x0, r.x1, r.y0, r.y1), x0, x1, y0, y1);
    if (!fit || fit.rms > misfit || fit.hold < HIDDEN_SHAPE_HOLD) continue;
    // The outline, where the model covers a pixel at least half, is ink: the series or the colour over it.
    let inked = 0, all = 0;
    for (let y = Math.max(0, Math.floor(fit.y - hh)); y <= Math.min(height - 1, Math.ceil(fit.y + hh)); y++)
      for (let x = Math.max(0, Math.floor(fit.x - hw)); x <= Math.min(width - 1, Math.ceil(fit.x + hw)); x++) {
        if (modelCoverage(polys, fit.x, fit.y, x, y) < 0.5) continue;
        all++;
        const q = y * width + x;
        if (data[q] || other[q] || cov(q) >= 0.25) inked++;
      }
    if (all === 0 || inked < HIDDEN_INKED * all) continue;
    const at = { x: fit.x + offset.x, y: fit.y + offset.y };
    if (found.some((f) => Math.abs(f.x - at.x) < hw && Math.abs(f.y - at.y) < hh)) continue;
    out.push({ ...at, pieces: c.pixels });
  }
  return out;
}

/** The least root-mean-square misfit of coverage a partly hidden marker's fit is allowed (see `partlyHiddenShapes`). */
export const HIDDEN_SHAPE_RMS = 0.1;

/** How many times the whole markers' median misfit a partly hidden marker's fit may have. */
export const HIDDEN_SHAPE_MISFIT = 2;

/** How many pixels of edge, at least, must pin a partly hidden marker's fit along every direction. */
export const HIDDEN_SHAPE_HOLD = 2;
