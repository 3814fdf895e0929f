import { edgeRadius, partlyHiddenCircles, partlyHiddenShapes, type MarkerModel } from './hiddenMarkers';
import { markerCores } from './markerCores';
import { median, pixelBox, progressEvery, weightAt, type BinaryMask, type ImagePoint, type ProgressListener } from './types';

/**
 * Which point of a marker is its datum. 'centroid': the centre of its area (circles, squares,
 * any symmetric shape); 'box': the centre of its bounding box (where charting libraries such as
 * Vega-Lite and matplotlib anchor triangles and other asymmetric symbols); 'auto': decided once
 * per run from the typical marker, the centroid when the two agree within the box's measuring
 * error, else the box centre.
 */
export type BlobCentre = 'centroid' | 'box' | 'auto';

export interface BlobOptions {
  /** Smallest marker kept: diameter of the circle of the same area, in pixels. */
  minDiameter: number;
  /** Largest marker kept, in pixels. */
  maxDiameter: number;
  /** Which point of a marker is its datum; 'auto' when not given. */
  centre?: BlobCentre;
  /**
   * Split a blob whose area is about a whole multiple of the typical marker's area, or whose box
   * is longer than a marker's, into that many markers (markers of one colour that touch or
   * overlap); on unless false.
   */
  split?: boolean;
  /** Take markers out of a line of their colour they sit on (see `markerCores`); on unless false. */
  line?: boolean;
  /**
   * Ink of other colours (pixels neither the background nor the series): where it is given,
   * circles partly hidden under another series' marker are found from their visible edge (see
   * `partlyHiddenCircles`).
   */
  other?: Uint8Array;
  onProgress?: ProgressListener;
}

/** The most markers one blob is split into; larger blobs are something else (a legend bar, a line). */
export const MAX_SPLIT = 6;

/**
 * The share of a marker's shape left to a line through it from which the marker is taken out of
 * the line (see \`markerCores\`): a shorter piece of line moves its centre less than cutting the
 * marker's corners where the line meets them does, at 100 dpi.
 */
export const LINE_SHARE = 0.1;

/** A marker found: its centre, area in pixels and equivalent diameter. */
export interface Blob extends ImagePoint {
  area: number;
  diameter: number;
}

/** Equivalent diameter of an area: the diameter of the circle that has it. */
export const diameterOfArea = (area: number): number => 2 * Math.sqrt(area / Math.PI);

/** A connected component: its pixels (indices into the mask) and measures. */
interface Component {
  pixels: Int32Array;
  area: number;
  cx: number;
  cy: number;
  /** Bounding box with sub-pixel edges, from the coverage of the boundary pixels. */
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** Taken out of a line it sat on (its corners may be cut where the line meets them). */
  cored?: boolean;
  /** A marker taken out of its line: its proportions from its own outline (see `outlineSlopes`). */
  outline?: { rows: number; cols: number };
  /** The middle between the centre lines of opposite sides along each axis, and how alike they are (see `sideMidpoint`). */
  mid: { x: number; y: number; alikeX: number; alikeY: number };
  /** An open marker (a closed outline): how far the background it encloses lies from its box's centre, as a fraction of the box, the larger along the two axes. */
  holeOffset?: number;
  /** Pieces of one open marker put back together (see `joinOutlinePieces`): how many; it is read by its box. */
  pieces?: number;
}

/**
 * The middle between the centre lines of a shape's two outermost sides along one axis, from its
 * profile (the coverage summed across each column, or row; `origin` is the first one's index),
 * and how alike the two sides are (the lesser side's coverage over the greater's). Each side is
 * what stands above the profile's middle half (the other two sides crossing it) from that end
 * inwards, to where it falls below a quarter of its peak; its centre line is the mean position
 * weighted by that excess. An open square's outline drawn thicker on one side than the other (a
 * stroke snapped to two pixels on one side and one on the other) has its centroid and its box
 * centre moved towards the thicker side, its sides' centre lines not. The middle is NaN with fewer than five.
 */
export function sideMidpoint(profile: ArrayLike<number>, origin: number): { mid: number; alike: number } {
  const n = profile.length;
  if (n < 5) return { mid: NaN, alike: 1 };
  const inner = median(Array.from({ length: Math.ceil((3 * n) / 4) - Math.floor(n / 4) }, (_, i) => profile[Math.floor(n / 4) + i]!));
  const side = (from: number, step: number) => {
    let peak = 0, at = from;
    for (let i = from, k = 0; k < Math.ceil(n / 2); i += step, k++)
      if (profile[i]! - inner > peak) {
        peak = profile[i]! - inner;
        at = i;
      }
    let sw = 0, sx = 0;
    for (let i = from; i >= 0 && i < n; i += step) {
      const excess = profile[i]! - inner;
      if ((i - at) * step > 0 && excess < 0.25 * peak) break;
      if (excess > 0) {
        sw += excess;
        sx += excess * (origin + i + 0.5);
      }
    }
    return { at: sw > 0 ? sx / sw : NaN, mass: sw };
  };
  const a = side(0, 1);
  const b = side(n - 1, -1);
  return { mid: (a.at + b.at) / 2, alike: Math.min(a.mass, b.mass) / Math.max(a.mass, b.mass, 1e-9) };
}

/**
 * Sides whose coverage differs more than this (the lesser over the greater below it) are drawn
 * unlike: an outline one pixel wide on one side and two on the other. Alike sides (a symmetric
 * outline, anti-aliased or not) leave the centroid, which averages every pixel, the better datum.
 */
export const SIDES_ALIKE = 0.75;

/**
 * The typical open marker has a side at each end of an axis when the lesser side holds at least
 * this share of the greater's coverage (the median over a run): a square's sides, even drawn two
 * pixels and one, hold 0.5; a triangle's apex next to nothing (0.00-0.08 on the foreign renders).
 */
export const SIDES_OF_A_SHAPE = 0.3;

/**
 * How fast a shape widens along each axis, from its own outline only: the least-squares slope of
 * its width (coverage summed across each row) against the row, and of its height against the
 * column, over the rows (columns) none of whose pixels touches a set pixel that is not the
 * shape's (a line it was taken out of), leaving out the outermost row at each end (partly
 * covered). A triangle as high as its base widens by its base over its height: 1 per row for
 * matplotlib's, 2 / sqrt(3) for an equilateral one; NaN with fewer than three rows to fit.
 */
export function outlineSlopes(mask: BinaryMask, pixels: Int32Array): { rows: number; cols: number } {
  const { width, height, data } = mask;
  const { x0, x1, y0, y1 } = pixelBox(width, pixels);
  const own = new Set<number>(pixels);
  const rows = new Float64Array(y1 - y0 + 1);
  const cols = new Float64Array(x1 - x0 + 1);
  const rowTouched = new Uint8Array(rows.length);
  const colTouched = new Uint8Array(cols.length);
  for (let k = 0; k < pixels.length; k++) {
    const p = pixels[k]!;
    const y = (p / width) | 0;
    const x = p - y * width;
    const w = weightAt(mask, p);
    rows[y - y0]! += w;
    cols[x - x0]! += w;
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
      for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
        const n = ny * width + nx;
        if (data[n] && !own.has(n)) {
          rowTouched[y - y0] = 1;
          colTouched[x - x0] = 1;
        }
      }
  }
  const slope = (a: Float64Array, touched: Uint8Array) => {
    let n = 0, si = 0, sv = 0, sii = 0, siv = 0;
    for (let i = 1; i < a.length - 1; i++) {
      if (touched[i]) continue;
      n++;
      si += i;
      sv += a[i]!;
      sii += i * i;
      siv += i * a[i]!;
    }
    const d = n * sii - si * si;
    return n >= 3 && d > 0 ? (n * siv - si * sv) / d : NaN;
  };
  return { rows: slope(rows, rowTouched), cols: slope(cols, colTouched) };
}

/**
 * How fast a shape's outer extent grows from its apex to its base: the least-squares slope of its
 * extent across each row (`vertical`, or column) against the row, leaving out the outermost row at
 * each end (the apex's tip, and the base, where the stroke's mitres widen it). Each side's edge lies where the coverage of the side's first pixel covered
 * at least half and of the one outside it, taken as a step, would end: an outline or a fill, its
 * outer edge is the same. A triangle widens by its base over its height: 1 per row for one as
 * high as wide (matplotlib's), 2 / sqrt(3) for an equilateral one; NaN with fewer than three rows.
 */
export function extentSlope(mask: BinaryMask, pixels: Int32Array, vertical: boolean): number {
  const { width, height } = mask;
  const { x0, x1, y0, y1 } = pixelBox(width, pixels);
  const w = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : mask.weight ? mask.weight[y * width + x]! / 255 : mask.data[y * width + x] ? 1 : 0);
  // Along each line across the shape (a row, or a column), from its first and last pixel of the shape.
  const own = new Set<number>(pixels);
  const lines = vertical ? y1 - y0 + 1 : x1 - x0 + 1;
  const at = (i: number, j: number) => (vertical ? w(j, y0 + i) : w(x0 + i, j));
  const isOwn = (i: number, j: number) => own.has(vertical ? (y0 + i) * width + j : j * width + x0 + i);
  const from = vertical ? x0 : y0;
  const to = vertical ? x1 : y1;
  let n = 0, si = 0, sv = 0, sii = 0, siv = 0;
  for (let i = 1; i < lines - 1; i++) {
    let lo = -1, hi = -1;
    for (let j = from; j <= to; j++) if (isOwn(i, j) && at(i, j) >= 0.5) {
      if (lo < 0) lo = j;
      hi = j;
    }
    if (lo < 0) continue;
    const left = lo + 1 - Math.min(1, at(i, lo) + at(i, lo - 1));
    const right = hi + Math.min(1, at(i, hi) + at(i, hi + 1));
    const v = right - left;
    n++;
    si += i;
    sv += v;
    sii += i * i;
    siv += i * v;
  }
  const d = n * sii - si * si;
  return n >= 3 && d > 0 ? (n * siv - si * sv) / d : NaN;
}

/**
 * Where a shape's edge lies, from its profile (the coverage summed across each row, or column)
 * in order from outside: `first` is the outermost row's sum, `next` and `after` the two rows
 * inward. Along those rows the cross-section is taken as linear in depth (a flat edge: constant;
 * a vertex: growing from zero), and the edge is where the outermost row's area fits it. Returns
 * how deep into the outermost row the edge lies, from its inner side (0 to 1).
 */
export function edgeDepth(first: number, next: number, after: number): number {
  if (next <= 0) return Math.min(1, first);
  // The slope of the profile inward (negative where the shape widens towards its edge, as a
  // triangle towards its base), and its value at the outermost row's inner side.
  const s = after - next;
  const q = Math.max(next - s / 2, 1e-9);
  if (first >= q - s / 2 && first >= q) return 1;
  if (Math.abs(s) < 1e-9) return Math.min(1, first / q);
  const disc = q * q - 2 * s * first;
  return Math.min(1, disc <= 0 ? q / s : (q - Math.sqrt(disc)) / s);
}

function midOf(cols: Float64Array, x0: number, rows: Float64Array, y0: number): Component['mid'] {
  const x = sideMidpoint(cols, x0);
  const y = sideMidpoint(rows, y0);
  return { x: x.mid, y: y.mid, alikeX: x.alike, alikeY: y.alike };
}

/**
 * Measures a set of pixels: coverage-weighted centroid (pixel centres) and the bounding box. The
 * box's edges come from the profiles of coverage along each axis (with the outside edge pixels
 * covered less than half, which the mask leaves out): a flat edge's outermost row is covered in
 * proportion to how far the edge reaches into it, a vertex's much less (see `edgeDepth`).
 */
function measure(mask: BinaryMask, pixels: Int32Array): Component {
  const { width, height, data } = mask;
  let sw = 0, sx = 0, sy = 0;
  const cover = new Map<number, number>();
  for (let k = 0; k < pixels.length; k++) {
    const p = pixels[k]!;
    const y = (p / width) | 0;
    const x = p - y * width;
    const w = weightAt(mask, p);
    sw += w;
    sx += (x + 0.5) * w;
    sy += (y + 0.5) * w;
    cover.set(p, w);
  }
  // Outside pixels covered less than half (not in the mask) count for the edges: those next to
  // the shape and the next ring (a thin vertex can reach two pixels beyond the last one set).
  // A marker taken out of a line (see `markerCores`) has set pixels beside it that are not its
  // own: the edge pixels next to them belong to the line.
  const own = new Set<number>(pixels);
  const besideOther = (q: number) => {
    const y = (q / width) | 0;
    const x = q - y * width;
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
      for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
        const n = ny * width + nx;
        if (data[n] && !own.has(n)) return true;
      }
    return false;
  };
  if (mask.weight) {
    let frontier: number[] = Array.from(pixels);
    for (let ring = 0; ring < 2 && frontier.length; ring++) {
      const next: number[] = [];
      for (const p of frontier) {
        const y = (p / width) | 0;
        const x = p - y * width;
        for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
          for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
            const q = ny * width + nx;
            // Coverage falls away from the shape: a pixel beyond counts when less covered than the one inside it.
            if (!data[q] && mask.weight[q]! > 0 && !cover.has(q) && (ring === 0 || mask.weight[q]! < mask.weight[p]!) && !besideOther(q)) {
              cover.set(q, mask.weight[q]! / 255);
              next.push(q);
            }
          }
      }
      frontier = next;
    }
  }
  const { x0: bx0, x1: bx1, y0: by0, y1: by1 } = pixelBox(width, cover.keys());
  const cols = new Float64Array(bx1 - bx0 + 1);
  const rows = new Float64Array(by1 - by0 + 1);
  // The centroid counts the edge pixels covered less than half too: without them a triangle's
  // centroid moves towards its base (its apex and sides lose more of their area than its base).
  let ew = 0, ex = 0, ey = 0;
  for (const [q, w] of cover) {
    const y = (q / width) | 0;
    cols[q - y * width - bx0]! += w;
    rows[y - by0]! += w;
    ew += w;
    ex += (q - y * width + 0.5) * w;
    ey += (y + 0.5) * w;
  }
  if (ew > sw) {
    sw = ew;
    sx = ex;
    sy = ey;
  }
  const at = (a: Float64Array, i: number) => (i >= 0 && i < a.length ? a[i]! : 0);
  const lo = (a: Float64Array, origin: number) => origin + 1 - edgeDepth(at(a, 0), at(a, 1), at(a, 2));
  const hi = (a: Float64Array, origin: number) => origin + a.length - 1 + edgeDepth(at(a, a.length - 1), at(a, a.length - 2), at(a, a.length - 3));
  return { pixels, area: pixels.length, cx: sx / sw, cy: sy / sw, x0: lo(cols, bx0), x1: hi(cols, bx0), y0: lo(rows, by0), y1: hi(rows, by0), mid: midOf(cols, bx0, rows, by0) };
}

/** The datum of a whole marker: its centroid or its box centre. */
function centreOf(c: Component, mode: 'centroid' | 'box'): ImagePoint {
  return mode === 'centroid' ? { x: c.cx, y: c.cy } : { x: (c.x0 + c.x1) / 2, y: (c.y0 + c.y1) / 2 };
}

/**
 * The typical marker's shape, from the median over a run's markers (one series' markers share one
 * shape; a few partly hidden ones do not sway the median): how far its box centre lies from its
 * centroid, as a fraction of its extent along that offset, and its extent along the offset
 * against its extent across it. A triangle's box centre lies a sixth of its height from its
 * centroid (towards the apex), a circle's, square's or diamond's on it.
 */
export function markerShape(components: readonly { cx: number; cy: number; x0: number; x1: number; y0: number; y1: number }[]): { offset: number; offsetPx: number; aspect: number; vertical: boolean } {
  const dx = median(components.map((c) => (c.x0 + c.x1) / 2 - c.cx));
  const dy = median(components.map((c) => (c.y0 + c.y1) / 2 - c.cy));
  const w = median(components.map((c) => c.x1 - c.x0));
  const h = median(components.map((c) => c.y1 - c.y0));
  const vertical = Math.abs(dy) >= Math.abs(dx);
  const along = vertical ? h : w;
  const across = vertical ? w : h;
  return { offset: Math.hypot(dx, dy) / along, offsetPx: Math.hypot(dx, dy), aspect: along / across, vertical };
}

/**
 * The aspect (height over base) above which a triangle is taken as drawn symmetric in its box:
 * matplotlib's triangles are as high as wide (measured 0.99-1.04 on its PNG renders, 0.97-1.04
 * on JPEG q70) with the datum at the centre of the box; equilateral ones (R, ggplot2, pgfplots:
 * 0.86-0.94 on PNG, up to 0.96 on JPEG) and gnuplot's (0.72-0.84) have it at their centroid.
 */
export const BOX_TRIANGLE_ASPECT = 0.97;

/**
 * A triangle whose box measures as high as wide is still taken as equilateral (its centroid) when
 * its outer extent grows faster than this per row (see `extentSlope`, the median over the run):
 * at 100 dpi an open equilateral triangle's box, widened at the apex by its stroke's mitre, can
 * measure as high as wide (pgfplots' by splash 0.974, ggplot2's by cairo 0.997-1.04), but its sides
 * still widen by 1.16-1.17 per row; matplotlib's and LibreOffice's, at the box centre, by
 * 0.975-1.00 on PNG (0.96-1.00 on JPEG q70, where equilateral ones can measure 1.01-1.07).
 */
export const BOX_TRIANGLE_EXTENT = 1.08;

/** Whether the typical marker's box centre and centroid agree within the box's measuring error (0.25 px, or 4 % of its size). */
const symmetric = (shape: ReturnType<typeof markerShape>): boolean => shape.offsetPx <= Math.max(0.25, (0.04 * shape.offsetPx) / shape.offset);

/**
 * 'auto' decided once per run, since one series' markers share one shape: a marker whose box
 * centre and centroid agree within the box's measuring error (0.25 px, or 4 % of its size) is
 * symmetric (a circle, square or diamond), and its centroid is taken (the box centre in theory,
 * but the centroid averages every pixel: more precise); otherwise it is a triangle, whose datum is
 * its centroid, unless it is as high as wide (see `BOX_TRIANGLE_ASPECT`) and its sides widen no
 * faster than such a triangle's (`BOX_TRIANGLE_EXTENT`): then the box centre. Whole markers are
 * judged by their box and their outer extent; markers taken out of a line, whose box loses the corners
 * the line meets, by how fast their own outline widens from apex to base (`outlineSlopes`).
 */
function decideCentre(mask: BinaryMask, components: readonly Component[], mode: BlobCentre): 'centroid' | 'box' {
  if (mode !== 'auto') return mode;
  if (!components.length) return 'centroid';
  const shape = markerShape(components);
  if (symmetric(shape)) return 'centroid';
  if (components.some((c) => !c.cored)) {
    if (shape.aspect <= BOX_TRIANGLE_ASPECT) return 'centroid';
    const extents = components.filter((c) => !c.cored).map((c) => Math.abs(extentSlope(mask, c.pixels, shape.vertical))).filter(Number.isFinite);
    return extents.length >= 3 && median(extents) > BOX_TRIANGLE_EXTENT ? 'centroid' : 'box';
  }
  const slopes = components.map((c) => Math.abs(shape.vertical ? c.outline?.rows ?? NaN : c.outline?.cols ?? NaN)).filter((v) => Number.isFinite(v) && v > 0);
  return slopes.length && 1 / median(slopes) > BOX_TRIANGLE_ASPECT ? 'box' : 'centroid';
}

/**
 * Splits a component that holds `k` touching markers: k-means on its pixels (weighted by
 * coverage, started from pixels far apart), then each part's datum from its bounding box and the
 * typical marker's size: along an axis on which the other markers lie off to one side, the side
 * facing them is cut by the overlap and the far side is whole, so the datum lies half a marker in
 * from the far side; along the other axis, in the middle of the part's box.
 */
function splitComponent(mask: BinaryMask, c: Component, k: number, size: { w: number; h: number }): ImagePoint[] {
  const { width } = mask;
  const n = c.pixels.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const ws = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = c.pixels[i]!;
    ys[i] = ((p / width) | 0) + 0.5;
    xs[i] = (p % width) + 0.5;
    ws[i] = weightAt(mask, p);
  }
  // Farthest-point start: the pixel farthest from the centroid, then each next farthest from those chosen.
  const centres: { x: number; y: number }[] = [];
  let from = { x: c.cx, y: c.cy };
  for (let j = 0; j < k; j++) {
    let best = 0, bestD = -1;
    for (let i = 0; i < n; i++) {
      let d = Infinity;
      if (j === 0) d = (xs[i]! - from.x) ** 2 + (ys[i]! - from.y) ** 2;
      else for (const m of centres) d = Math.min(d, (xs[i]! - m.x) ** 2 + (ys[i]! - m.y) ** 2);
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    }
    centres.push({ x: xs[best]!, y: ys[best]! });
    from = centres[0]!;
  }
  const label = new Int32Array(n);
  for (let iter = 0; iter < 30; iter++) {
    let moved = false;
    for (let i = 0; i < n; i++) {
      let best = 0, bestD = Infinity;
      for (let j = 0; j < k; j++) {
        const d = (xs[i]! - centres[j]!.x) ** 2 + (ys[i]! - centres[j]!.y) ** 2;
        if (d < bestD) {
          bestD = d;
          best = j;
        }
      }
      if (label[i] !== best) {
        label[i] = best;
        moved = true;
      }
    }
    const sums = centres.map(() => ({ x: 0, y: 0, w: 0 }));
    for (let i = 0; i < n; i++) {
      const s = sums[label[i]!]!;
      s.x += xs[i]! * ws[i]!;
      s.y += ys[i]! * ws[i]!;
      s.w += ws[i]!;
    }
    sums.forEach((s, j) => {
      if (s.w > 0) centres[j] = { x: s.x / s.w, y: s.y / s.w };
    });
    if (!moved && iter > 0) break;
  }
  const points: ImagePoint[] = [];
  for (let j = 0; j < k; j++) {
    const own: number[] = [];
    for (let i = 0; i < n; i++) if (label[i] === j) own.push(c.pixels[i]!);
    if (!own.length) continue;
    const part = measure(mask, Int32Array.from(own));
    // The other markers' side, from the mean of the other parts' centroids.
    const others = centres.filter((_, i) => i !== j);
    const ox = others.reduce((s, m) => s + m.x, 0) / others.length;
    const oy = others.reduce((s, m) => s + m.y, 0) / others.length;
    // Along an axis on which the others lie off to one side, the far side is whole: the datum is
    // half a marker in from it. Along an axis on which they do not, the part spans the whole marker.
    const along = (lo: number, hi: number, extent: number, other: number, centre: number, whole: number) =>
      Math.abs(other - centre) > 0.2 * extent ? (other > centre ? lo + extent / 2 : hi - extent / 2) : whole;
    const whole = { x: (part.x0 + part.x1) / 2, y: (part.y0 + part.y1) / 2 };
    points.push({
      x: along(part.x0, part.x1, size.w, ox, part.cx, whole.x),
      y: along(part.y0, part.y1, size.h, oy, part.cy, whole.y),
    });
  }
  return points;
}

/**
 * Pixels covered at least this much (out of 255) that the mask leaves out join the pieces they
 * touch: an outline thinner than a pixel that a rasteriser without stroke adjustment (cairo)
 * spreads over two rows of pixels covered about half each.
 */
export const FAINT_EDGE = 77;

/**
 * The background a shape (pixels as indices into a `width`-wide image) encloses in its box: how
 * many pixels, and their centroid relative to the box's top left corner. The outside is the
 * background that pixels more than `gap` pixels from the shape (chessboard distance) reach from
 * beyond the box through 4-neighbours, and every pixel within `gap` of those: gaps of up to
 * twice `gap` in an outline close, and nothing else changes (0: the background reached through
 * 4-neighbours).
 */
function enclosedBackground(width: number, pixels: readonly number[], gap: number): { n: number; x: number; y: number; w: number; h: number } {
  const { x0, x1, y0, y1 } = pixelBox(width, pixels);
  const m = gap + 2;
  const w = x1 - x0 + 1 + 2 * m;
  const h = y1 - y0 + 1 + 2 * m;
  // Chessboard distances, by breadth-first search from a set of pixels.
  const distanceFrom = (isSource: (q: number) => boolean): Int32Array => {
    const d = new Int32Array(w * h).fill(-1);
    let queue: number[] = [];
    for (let q = 0; q < w * h; q++) if (isSource(q)) (d[q] = 0), queue.push(q);
    for (let k = 1; queue.length && k <= gap; k++) {
      const next: number[] = [];
      for (const q of queue) {
        const y = (q / w) | 0;
        const x = q - y * w;
        for (let ny = Math.max(0, y - 1); ny <= Math.min(h - 1, y + 1); ny++)
          for (let nx = Math.max(0, x - 1); nx <= Math.min(w - 1, x + 1); nx++) {
            const n = ny * w + nx;
            if (d[n] < 0) (d[n] = k), next.push(n);
          }
      }
      queue = next;
    }
    return d;
  };
  const shape = new Uint8Array(w * h);
  for (const p of pixels) {
    const y = (p / width) | 0;
    shape[(y - y0 + m) * w + (p - y * width - x0 + m)] = 1;
  }
  // Pixels within `gap` of the shape (and the shape itself: distance 0).
  const nearShape = distanceFrom((q) => shape[q] === 1);
  const far = new Uint8Array(w * h);
  const stack = [0];
  far[0] = 1;
  while (stack.length) {
    const q = stack.pop()!;
    const y = (q / w) | 0;
    const x = q - y * w;
    for (const n of [x > 0 ? q - 1 : -1, x < w - 1 ? q + 1 : -1, y > 0 ? q - w : -1, y < h - 1 ? q + w : -1])
      if (n >= 0 && !far[n] && nearShape[n]! < 0) {
        far[n] = 1;
        stack.push(n);
      }
  }
  const outside = distanceFrom((q) => far[q] === 1);
  let n = 0, sx = 0, sy = 0;
  for (let y = m; y < h - m; y++)
    for (let x = m; x < w - m; x++) {
      const q = y * w + x;
      if (shape[q] || outside[q]! >= 0) continue;
      n++;
      sx += x - m + 0.5;
      sy += y - m + 0.5;
    }
  return { n, x: sx / n, y: sy / n, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/**
 * Whether pixels (indices into a `width`-wide image) are a closed outline around the middle of
 * their box: what they enclose lies within a sixth of the box, and half a pixel, of the box's
 * centre along each axis (an open square's or circle's inside is centred in its box; an open
 * triangle's lies at the triangle's centroid, a sixth of its height from the box's centre). When
 * they enclose background through 4-neighbours, that is what they enclose: specks of JPEG fringes
 * joined through faint pixels enclose a gap off to one side. Otherwise an outline with gaps up to
 * two thirds of its box's shorter side (where another series' marker is drawn over it, or JPEG
 * breaks a thin outline) counts when what it encloses is at least an eighth of its box; the
 * notches where two touching markers meet are less.
 */
export function closedOutline(width: number, pixels: Iterable<number>): boolean {
  const list = Array.from(pixels);
  const centred = (e: { n: number; x: number; y: number; w: number; h: number }) =>
    e.n > 0 && Math.abs(e.x - e.w / 2) <= e.w / 6 + 0.5 && Math.abs(e.y - e.h / 2) <= e.h / 6 + 0.5;
  const strict = enclosedBackground(width, list, 0);
  if (strict.n > 0) return centred(strict);
  const gap = Math.max(1, Math.floor(Math.min(strict.w, strict.h) / 3));
  const closed = enclosedBackground(width, list, gap);
  return centred(closed) && closed.n >= (closed.w * closed.h) / 8;
}

/**
 * Pieces of the mask that faint pixels of the colour (covered `FAINT_EDGE` or more, not in the
 * mask) connect are one shape, with those faint pixels, when it is a closed outline around its
 * middle (`closedOutline`): an open marker whose thin outline falls across two rows of pixels is
 * left to the mask as separate sides, which these rejoin. A faint region touching a single piece
 * adds nothing (the anti-aliased edge of a whole shape); pieces that would make a shape wider or
 * taller than `maxSize` stay apart (a line and the markers on it, which the mask already holds
 * together where they are drawn as one), and so do pieces that enclose nothing or a gap off to
 * one side (JPEG fringes beside a line, markers whose anti-aliased edges touch).
 */
export function joinThroughFaintEdges(mask: BinaryMask, pieces: readonly Int32Array[], maxSize = Infinity): Int32Array[] {
  const { width, height, data, weight } = mask;
  if (!weight || pieces.length < 2) return [...pieces];
  const pieceOf = new Int32Array(width * height);
  pieces.forEach((piece, i) => {
    for (let k = 0; k < piece.length; k++) pieceOf[piece[k]!] = i + 1;
  });
  const parent = pieces.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const extra = new Map<number, number[]>();
  const seen = new Uint8Array(width * height);
  const faint = (q: number) => !data[q] && weight[q]! >= FAINT_EDGE;
  const stack: number[] = [];
  for (let q = 0; q < width * height; q++) {
    if (seen[q] || !faint(q)) continue;
    const region: number[] = [];
    const touched = new Set<number>();
    seen[q] = 1;
    stack.push(q);
    while (stack.length) {
      const p = stack.pop()!;
      region.push(p);
      const y = (p / width) | 0;
      const x = p - y * width;
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
          const n = ny * width + nx;
          if (pieceOf[n]) touched.add(pieceOf[n]! - 1);
          else if (!seen[n] && faint(n)) {
            seen[n] = 1;
            stack.push(n);
          }
        }
    }
    if (touched.size < 2) continue;
    const [first, ...rest] = [...touched];
    for (const t of rest) parent[root(t)] = root(first!);
    extra.set(first!, [...(extra.get(first!) ?? []), ...region]);
  }
  const groups = new Map<number, number[]>();
  pieces.forEach((_, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), i]));
  const out: Int32Array[] = [];
  for (const members of groups.values()) {
    const all: number[] = [];
    for (const i of members) {
      for (const p of pieces[i]!) all.push(p);
      for (const p of extra.get(i) ?? []) all.push(p);
    }
    const { x0, x1, y0, y1 } = pixelBox(width, all);
    if (members.length === 1 || Math.max(x1 - x0 + 1, y1 - y0 + 1) > maxSize || !closedOutline(width, all)) for (const i of members) out.push(pieces[i]!);
    else out.push(Int32Array.from(new Set(all)));
  }
  return out;
}

/**
 * Open markers cut into pieces (by another series' markers drawn over their outline, or by JPEG)
 * put back together. The typical marker is the run's closed outlines when there are at least
 * three and a third of the shapes, else its largest shapes (seven tenths of the area of the one
 * larger than nine in ten, at least three: JPEG leaves few outlines closed). Shapes smaller than
 * three quarters of the typical marker's area that lie within its box of each other (one pixel of
 * play) are one marker when together they span that box to within `PIECES_SPAN` pixels along each
 * axis and hold half its area to five quarters; its datum is then the centre of their box (what
 * is left of the outline on every side bounds it). Pieces that do not (fringes of another
 * series' markers, an outline with a whole side hidden) stay as they are.
 */
function joinOutlinePieces(mask: BinaryMask, components: readonly Component[]): Component[] {
  const { width } = mask;
  const closed = components.filter((c) => c.holeOffset !== undefined && !c.cored);
  const whole = components.filter((c) => !c.cored);
  const largest = whole.length ? [...whole.map((c) => c.area)].sort((a, b) => b - a)[Math.floor(whole.length / 10)]! : 0;
  const typical = closed.length >= 3 && closed.length >= components.length / 3 ? closed : whole.filter((c) => c.area >= 0.7 * largest);
  if (typical.length < 3) return [...components];
  const boxes = typical.map((c) => pixelBox(width, c.pixels));
  const w = median(boxes.map((b) => b.x1 - b.x0 + 1));
  const h = median(boxes.map((b) => b.y1 - b.y0 + 1));
  const area = median(typical.map((c) => c.area));
  const pieces = components.filter((c) => c.holeOffset === undefined && !c.cored && c.area < 0.75 * area);
  if (pieces.length < 2 || pieces.length > 400) return [...components];
  const groups = pieces.map((c) => ({ members: [c], box: pixelBox(width, c.pixels), area: c.area }));
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < groups.length && !merged; i++)
      for (let j = i + 1; j < groups.length && !merged; j++) {
        const a = groups[i]!;
        const b = groups[j]!;
        const box = { x0: Math.min(a.box.x0, b.box.x0), x1: Math.max(a.box.x1, b.box.x1), y0: Math.min(a.box.y0, b.box.y0), y1: Math.max(a.box.y1, b.box.y1) };
        if (box.x1 - box.x0 + 1 > w + 1 || box.y1 - box.y0 + 1 > h + 1 || a.area + b.area > 1.25 * area) continue;
        groups[i] = { members: [...a.members, ...b.members], box, area: a.area + b.area };
        groups.splice(j, 1);
        merged = true;
      }
  }
  const replaced = new Set<Component>();
  const out: Component[] = [];
  for (const g of groups) {
    const { box } = g;
    if (g.members.length < 2 || g.area < 0.5 * area || box.x1 - box.x0 + 1 < w - PIECES_SPAN || box.y1 - box.y0 + 1 < h - PIECES_SPAN) continue;
    const pixels = new Int32Array(g.area);
    let k = 0;
    for (const m of g.members) {
      pixels.set(m.pixels, k);
      k += m.pixels.length;
      replaced.add(m);
    }
    out.push({ ...measure(mask, pixels), pieces: g.members.length });
  }
  return [...components.filter((c) => !replaced.has(c)), ...out];
}

/** Markers under this share of the typical circle's area are read again from their visible edge when they lie against another colour (see `partlyHiddenCircles`). */
export const HIDDEN_AREA = 0.85;

/** How many pixels short of the typical open marker's box pieces put back together may span (see `joinOutlinePieces`). */
export const PIECES_SPAN = 1;

/**
 * The model of a run's whole markers when they are squares or triangles (see `MarkerModel`), from
 * those of about the typical area (within `HIDDEN_AREA` of the median): their box (the median
 * measured width and height), how much of it the marker fills with what it encloses (a square
 * all of it, over `SQUARE_FILL`; a triangle half, within `TRIANGLE_FILL`; a circle or diamond
 * neither, or symmetric: no model), a triangle's apex where its box centre lies from its
 * centroid, and an open marker's (a closed outline's) stroke from its coverage: the width of the
 * band inside the box's outline that covers as much.
 */
function markerModel(mask: BinaryMask, solid: readonly Component[], shape: ReturnType<typeof markerShape>): MarkerModel | null {
  const { width } = mask;
  const area = median(solid.map((c) => c.area));
  const typical = solid.filter((c) => c.area >= HIDDEN_AREA * area && c.area <= area / HIDDEN_AREA);
  if (typical.length < 3) return null;
  const w = median(typical.map((c) => c.x1 - c.x0));
  const h = median(typical.map((c) => c.y1 - c.y0));
  if (!(w > 1 && h > 1)) return null;
  const open = typical.filter((c) => c.holeOffset !== undefined).length * 2 > typical.length;
  const covered = (c: Component) => {
    let s = 0;
    for (const p of c.pixels) s += weightAt(mask, p);
    return s;
  };
  const fill = median(typical.map((c) => (covered(c) + (open ? enclosedBackground(width, Array.from(c.pixels), 0).n : 0)) / ((c.x1 - c.x0) * (c.y1 - c.y0))));
  const band = median(typical.map(covered));
  if (symmetric(shape)) {
    if (fill < SQUARE_FILL) return null;
    // w h - (w - 2t)(h - 2t) = band
    const t = open ? (w + h - Math.sqrt(Math.max(0, (w + h) ** 2 - 4 * band))) / 4 : null;
    return { shape: 'square', w, h, apex: 'up', stroke: t };
  }
  if (fill < TRIANGLE_FILL[0] || fill > TRIANGLE_FILL[1]) return null;
  const dx = median(typical.map((c) => (c.x0 + c.x1) / 2 - c.cx));
  const dy = median(typical.map((c) => (c.y0 + c.y1) / 2 - c.cy));
  const apex = shape.vertical ? (dy < 0 ? 'up' : 'down') : dx < 0 ? 'left' : 'right';
  // The triangle's area and inradius; its band of width t covers area (1 - (1 - t / r)^2).
  const base = shape.vertical ? w : h;
  const height = shape.vertical ? h : w;
  const whole = (base * height) / 2;
  const r = (2 * whole) / (base + 2 * Math.hypot(base / 2, height));
  const t = open ? r * (1 - Math.sqrt(Math.max(0, 1 - Math.min(1, band / whole)))) : null;
  return { shape: 'triangle', w, h, apex, stroke: t };
}

/** The pixels' box is at least twice as long as wide. */
function elongated(width: number, pixels: Int32Array): boolean {
  const box = pixelBox(width, pixels);
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  return Math.max(w, h) >= 2 * Math.min(w, h);
}

/** No two rows of two pixels of the shape lie one over the other: a stroke one pixel wide (a row, a column or a staircase). */
function oneWide(width: number, pixels: ArrayLike<number>): boolean {
  const set = new Set<number>();
  for (let k = 0; k < pixels.length; k++) set.add(pixels[k]!);
  for (let k = 0; k < pixels.length; k++) {
    const p = pixels[k]!;
    if ((p + 1) % width !== 0 && set.has(p + 1) && set.has(p + width) && set.has(p + width + 1)) return false;
  }
  return true;
}

/** A run's markers are squares when with what they enclose they fill at least this share of their box (a disc: pi / 4). */
export const SQUARE_FILL = 0.9;

/** A run's markers, not symmetric, are triangles when with what they enclose they fill this share of their box (a half). */
export const TRIANGLE_FILL: readonly [number, number] = [0.38, 0.65];

/**
 * Scatter markers: the connected components of the mask (8-neighbourhood), each with its area,
 * coverage-weighted centroid and bounding box; components whose equivalent diameter is outside
 * [minDiameter, maxDiameter] are left out (text, axis lines, noise). A component about k times
 * the typical marker's area (the median of those kept, with at least three kept), or longer than
 * one, is k touching markers and is split, unless it has a typical marker's shape (a larger
 * marker: bubble charts). Each marker's point is its centroid or its box centre (`centre`).
 * Ordered by x, then y.
 */
export function detectBlobs(mask: BinaryMask, options: BlobOptions): Blob[] {
  const { width, height, data } = mask;
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  // Every component's pixels in turn, in the order visited.
  const order = new Int32Array(width * height);
  let end = 0;
  const components: Component[] = [];
  // Every connected piece of the mask, in the order found.
  const pieces: Int32Array[] = [];
  const report = progressEvery(height, options.onProgress);
  for (let y0 = 0; y0 < height; y0++) {
    for (let x0 = 0; x0 < width; x0++) {
      const start = y0 * width + x0;
      if (!data[start] || seen[start]) continue;
      let top = 0;
      stack[top++] = start;
      seen[start] = 1;
      const begin = end;
      while (top > 0) {
        const p = stack[--top]!;
        order[end++] = p;
        const y = (p / width) | 0;
        const x = p - y * width;
        for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
          for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
            const q = ny * width + nx;
            if (data[q] && !seen[q]) {
              seen[q] = 1;
              stack[top++] = q;
            }
          }
        }
      }
      pieces.push(order.subarray(begin, end));
    }
    report(y0 + 1);
  }
  const shapes = joinThroughFaintEdges(mask, pieces, options.maxDiameter).filter((pixels) => diameterOfArea(pixels.length) >= options.minDiameter);
  // Markers on a line of their colour make one shape with it: where a shape holds markers' cores
  // and a line is left besides them, the markers are taken without the line.
  const inLimits = (n: number) => diameterOfArea(n) >= options.minDiameter && diameterOfArea(n) <= options.maxDiameter;
  shapes.forEach((pixels) => {
    // Each shape on its own: its box is all the work, and its line's width its own.
    // A marker with a line through it: mostly marker, with line left. A shape larger than any
    // marker, by its area or by its extent (a thin line through small markers close together has
    // the area of one large marker, and is far longer): whatever markers are in it, small markers
    // barely wider than the line included (the city-block cores, see `markerCores`).
    const box = pixelBox(width, pixels);
    const larger = diameterOfArea(pixels.length) > options.maxDiameter || Math.max(box.x1 - box.x0, box.y1 - box.y0) + 1 > options.maxDiameter;
    const found = options.line === false ? undefined : markerCores(width, height, [pixels], { cityBlock: larger })[0];
    const markers = found && !found.hole ? found.markers.reduce((n, m) => n + m.length, 0) : 0;
    const lineThrough = found !== undefined && found.line >= LINE_SHARE * pixels.length && markers >= pixels.length / 2;
    if (found && markers > 0 && (lineThrough || larger)) {
      for (const m of found.markers) if (inLimits(m.length)) components.push({ ...measure(mask, m), cored: true, outline: outlineSlopes(mask, m) });
    } else if (inLimits(pixels.length)) {
      const hole = enclosedBackground(width, Array.from(pixels), 0);
      components.push({ ...measure(mask, pixels), ...(hole.n > 0 ? { holeOffset: Math.max(Math.abs(hole.x - hole.w / 2) / hole.w, Math.abs(hole.y - hole.h / 2) / hole.h) } : {}) });
    }
  });
  components.splice(0, components.length, ...joinOutlinePieces(mask, components));
  const found: Blob[] = [];
  // The shape is judged on whole markers when there are some: those taken out of a line lose corners.
  const whole = components.filter((c) => !c.cored);
  const mode = decideCentre(mask, whole.length >= 3 ? whole : components, options.centre ?? 'auto');
  // Pieces of the line: where markers were taken out of a line of their colour, stretches of the
  // line that the mask keeps apart from them (a thin line's anti-aliasing breaks it up) are shapes
  // one pixel wide and twice as long as wide at least; under half the size of the markers they
  // are no marker (a filled marker holds a block of 2 x 2 pixels, and so does a piece of an open
  // marker's outline at its corner or where JPEG spreads it; what shows of a faint small marker
  // is as wide as high), and counted they would make the typical marker small, so that whole ones are
  // split as touching markers. They are left out after the choice of centre, which is judged as
  // before (on matplotlib's triangles at 100 dpi JPEG the choice lies near its limits).
  const cored = components.filter((c) => c.cored);
  if (cored.length >= 3) {
    const half = median(cored.map((c) => c.area)) / 2;
    const line = components.filter((c) => !c.cored && !c.pieces && c.holeOffset === undefined && c.area < half && elongated(width, c.pixels) && oneWide(width, c.pixels));
    if (line.length) components.splice(0, components.length, ...components.filter((c) => !line.includes(c)));
  }
  // Open markers (closed outlines, most of the run's) whose inside is centred in their box within
  // a twelfth of it and which have two sides along each axis (squares, circles; a triangle's inside
  // lies a sixth of its height off, and it has no side at its apex) are symmetric: their centroid,
  // or along an axis whose two sides are drawn unlike (one thicker than the other), the middle
  // between the sides' centre lines, which stays on the datum.
  const open = components.filter((c) => c.holeOffset !== undefined);
  const openSymmetric =
    (options.centre ?? 'auto') === 'auto' &&
    open.length > 0 &&
    open.length >= components.length / 2 &&
    median(open.map((c) => c.holeOffset!)) <= 1 / 12 &&
    median(open.map((c) => c.mid.alikeX)) >= SIDES_OF_A_SHAPE &&
    median(open.map((c) => c.mid.alikeY)) >= SIDES_OF_A_SHAPE;
  // Pieces put back together are read by their box: its centre, moved as far as the centroid of
  // the run's whole markers lies from their box centre when the centroid is their datum and they
  // are triangles (not symmetric, see \`decideCentre\`, and the two a sixth of the height apart,
  // over the tenth that squares broken by JPEG can measure).
  const solid = components.filter((c) => !c.pieces && !c.cored);
  const shape = solid.length >= 3 ? markerShape(solid) : null;
  const offset = mode === 'centroid' && shape && !symmetric(shape) && shape.offset > 0.1 ? { x: median(solid.map((c) => c.cx - (c.x0 + c.x1) / 2)), y: median(solid.map((c) => c.cy - (c.y0 + c.y1) / 2)) } : { x: 0, y: 0 };
  const datumOf = (c: Component): ImagePoint => {
    if (c.pieces) return { x: (c.x0 + c.x1) / 2 + offset.x, y: (c.y0 + c.y1) / 2 + offset.y };
    const at = centreOf(c, mode);
    if (!openSymmetric || c.holeOffset === undefined) return at;
    return {
      x: Number.isFinite(c.mid.x) && c.mid.alikeX < SIDES_ALIKE ? c.mid.x : c.cx,
      y: Number.isFinite(c.mid.y) && c.mid.alikeY < SIDES_ALIKE ? c.mid.y : c.cy,
    };
  };
  // The typical marker: the median of the whole markers when there are three (markers taken out of
  // their line lose the pixels the line shares with them, and small ones at 100 dpi half their
  // area, so that whole ones would read as two touching markers), else of all.
  const sized = whole.length >= 3 ? whole.filter((c) => components.includes(c)) : components;
  const typical = sized.length >= 3 ? median(sized.map((c) => c.area)) : 0;
  const singles = components.filter((c) => c.area >= 0.75 * typical && c.area <= 1.33 * typical);
  const size = singles.length ? { w: median(singles.map((c) => c.x1 - c.x0)), h: median(singles.map((c) => c.y1 - c.y0)) } : null;
  // How much of its box a typical marker fills (a disc: pi / 4).
  const fill = singles.length ? median(singles.map((c) => c.area / ((c.x1 - c.x0) * (c.y1 - c.y0)))) : 0;
  // A larger marker of the same shape (a bubble chart's) has a typical marker's proportions and
  // fills its box as much; touching markers make a longer box, or fill less of it.
  const sameShape = (c: Component) => {
    const w = c.x1 - c.x0;
    const h = c.y1 - c.y0;
    return size !== null && Math.abs(Math.log(w / h / (size.w / size.h))) < 0.15 && c.area / (w * h) > 0.85 * fill;
  };
  // Circles partly hidden under another series' marker: the pieces no marker took and markers
  // smaller than the typical one, read from their visible edge when it follows a typical circle.
  const hiddenTaken = new Set<Component>();
  const circles = solid.filter((c) => c.holeOffset === undefined);
  // What a partly hidden marker may show: the pieces no marker took, and markers smaller than the typical one.
  const hiddenParts = (area: number) => {
    const claimed = new Uint8Array(width * height);
    for (const c of components) for (const p of c.pixels) claimed[p] = 1;
    const partial = components.filter((c) => !c.cored && !c.pieces && c.holeOffset === undefined && c.area < HIDDEN_AREA * area);
    const byPixels = new Map<Int32Array, Component>(partial.map((c) => [c.pixels, c]));
    const left = [...pieces.filter((piece) => !piece.some((p) => claimed[p] === 1)), ...partial.map((c) => c.pixels)];
    return { byPixels, left, whole: components.filter((c) => !byPixels.has(c.pixels)) };
  };
  const take = (fits: readonly (ImagePoint & { pieces: Int32Array[] })[], byPixels: Map<Int32Array, Component>, area: number) => {
    for (const fit of fits) {
      for (const piece of fit.pieces) {
        const c = byPixels.get(piece);
        if (c) hiddenTaken.add(c);
      }
      found.push({ x: fit.x, y: fit.y, area, diameter: diameterOfArea(area) });
    }
  };
  let circular = false;
  if (options.other && circles.length >= 3 && shape && symmetric(shape)) {
    const area = median(circles.map((c) => c.area));
    const fillOf = median(circles.map((c) => c.area / ((c.x1 - c.x0) * (c.y1 - c.y0))));
    const aspect = median(circles.map((c) => (c.x1 - c.x0) / (c.y1 - c.y0)));
    if (fillOf > 0.7 && fillOf < 0.86 && Math.abs(Math.log(aspect)) < 0.1) {
      circular = true;
      const { byPixels, left, whole } = hiddenParts(area);
      // The radius the whole circles' edges read (the pixels set miss most of the anti-aliased rim).
      const radius = median(circles.filter((c) => c.area >= HIDDEN_AREA * area).map((c) => edgeRadius(mask, c.pixels, c.cx, c.cy)));
      take(partlyHiddenCircles(mask, options.other, left, radius, whole.map((c) => ({ x: c.cx, y: c.cy }))), byPixels, Math.PI * radius * radius);
    }
  }
  // Squares and triangles partly hidden under another series' marker: the model of the series' whole markers fitted to what shows.
  const model = options.other && !circular && shape && solid.length >= 3 ? markerModel(mask, solid, shape) : null;
  if (model && options.other) {
    const area = median(solid.map((c) => c.area));
    const { byPixels, left, whole } = hiddenParts(area);
    const typical = solid.filter((c) => c.area >= HIDDEN_AREA * area && c.area <= area / HIDDEN_AREA);
    const fits = partlyHiddenShapes(mask, options.other, left, model, typical.map((c) => ({ pixels: c.pixels, ...datumOf(c) })), whole.map(datumOf));
    take(fits, byPixels, area);
  }
  for (const c of components) {
    if (hiddenTaken.has(c)) continue;
    // Two markers overlapping by more than half have less than twice the area, but a box longer than one marker.
    const longer = size ? Math.max((c.x1 - c.x0) / size.w, (c.y1 - c.y0) / size.h) : 1;
    const k = typical > 0 ? Math.max(Math.round(c.area / typical), c.area >= 1.2 * typical && longer >= 1.3 ? 2 : 1) : 1;
    if (options.split !== false && size && k >= 2 && k <= MAX_SPLIT && (c.area >= 1.6 * typical || longer >= 1.3) && !sameShape(c)) {
      const area = c.area / k;
      for (const p of splitComponent(mask, c, k, size)) found.push({ ...p, area, diameter: diameterOfArea(area) });
    } else found.push({ ...datumOf(c), area: c.area, diameter: diameterOfArea(c.area) });
  }
  return found.sort((a, b) => a.x - b.x || a.y - b.y);
}
