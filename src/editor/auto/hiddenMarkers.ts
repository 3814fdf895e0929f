import { type BinaryMask, type ImagePoint } from './types';

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
        if (!against && nearOther(x, y, 1)) against = true;
      }
      return { pixels: [piece], x0, x1, y0, y1, against };
    })
    .filter((c) => c.x1 - c.x0 + 1 <= side && c.y1 - c.y0 + 1 <= side && c.against);
  // Pieces on either side of the marker over the circle: together while they fit in one circle's box.
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < candidates.length && !merged; i++)
      for (let j = i + 1; j < candidates.length && !merged; j++) {
        const a = candidates[i]!;
        const b = candidates[j]!;
        const box = { x0: Math.min(a.x0, b.x0), x1: Math.max(a.x1, b.x1), y0: Math.min(a.y0, b.y0), y1: Math.max(a.y1, b.y1) };
        if (box.x1 - box.x0 + 1 > side || box.y1 - box.y0 + 1 > side) continue;
        candidates[i] = { pixels: [...a.pixels, ...b.pixels], ...box, against: true };
        candidates.splice(j, 1);
        merged = true;
      }
  }
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
