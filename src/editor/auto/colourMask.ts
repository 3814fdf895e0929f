import { emptyMask, progressEvery, type BinaryMask, type ProgressListener, type RasterImage, type Rgb } from './types';

/** Euclidean distance between two colours in RGB space: 0 for equal colours, about 441.7 from black to white. */
export function colourDistance(a: Rgb, b: Rgb): number {
  const dr = a[0] - b[0];
  const dg = a[1] - b[1];
  const db = a[2] - b[2];
  return Math.sqrt(dr * dr + dg * dg + db * db);
}

/** The largest distance two colours can have. */
export const MAX_COLOUR_DISTANCE = Math.sqrt(3 * 255 * 255);

/** '#rrggbb' (or '#rgb') to a colour; null when the text is not a hex colour. */
export function parseHexColour(text: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

/** A colour as '#rrggbb'. */
export function toHexColour(colour: Rgb): string {
  return `#${colour.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** The colour of one pixel, composited over white when it is transparent (papers are printed on white). */
export function pixelColour(image: RasterImage, x: number, y: number): Rgb {
  const i = (Math.floor(y) * image.width + Math.floor(x)) * 4;
  const d = image.data;
  const a = d[i + 3]! / 255;
  return [d[i]! * a + 255 * (1 - a), d[i + 1]! * a + 255 * (1 - a), d[i + 2]! * a + 255 * (1 - a)];
}

export interface ColourMaskOptions {
  /**
   * 'foreground': pixels within the threshold of the series colour (and, with a background colour,
   * nearer to the series than to the background). 'background': every pixel farther than the
   * threshold from the background colour, whatever its colour.
   */
  mode: 'foreground' | 'background';
  foreground: Rgb;
  background?: Rgb | null;
  /** Colour distance (0-442). */
  threshold: number;
  /** Where to look: only pixels set in this mask count (the user's pen and boxes); everywhere when null or empty. */
  region?: BinaryMask | null;
  /**
   * Measure the coverage of edges against the colour beyond them, not only the background: where
   * the series meets another colour (the segments of a stacked bar), an edge pixel is a mix of the
   * two (`edgeAgainstColours`). For edge measures (bars).
   */
  edgesAgainstColours?: boolean;
  onProgress?: ProgressListener;
}

/** Luma and the two chroma components of a colour (ITU-R BT.601). */
export function ycc(r: number, g: number, b: number): [number, number, number] {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  return [y, 0.564 * (b - y), 0.713 * (r - y)];
}

/**
 * JPEG keeps luma at every pixel but chroma at a quarter of them (4:2:0), averaged over 2 x 2
 * blocks and blurred further by quantisation: a line a pixel or two wide keeps its luma and loses
 * most of its colour to the background around it (a blue 1 px line of #1f77b4 is read as #516371,
 * 86 from the series colour; a red one keeps about 40 % of its chroma). Such a pixel is the
 * series when its luma says it is mostly covered (at least 3/4 of the way from the background's
 * luma to the series', and not darker than the series by more than a quarter of the threshold)
 * and its chroma, however faded, points the series' way: at least 15 % of the series' along it,
 * and off it by less than a third of that and less than a quarter of the threshold. Another series of about
 * the same luma has its chroma another way; grey and black (text, axes) have none or the wrong
 * luma; an anti-aliased edge, part covered, has the luma of its coverage and is left to the
 * colour distance. Returns the pixel's coverage (from its luma), or 0 when it is not such a
 * pixel; null when the series and background lumas or the series' chroma are too close to tell.
 */
export function washedOut(series: Rgb, background: Rgb, threshold: number): ((r: number, g: number, b: number) => number) | null {
  const [yf, bf, rf] = ycc(series[0], series[1], series[2]);
  const [yb, bb, rb] = ycc(background[0], background[1], background[2]);
  const span = yb - yf;
  const cb = bf - bb, cr = rf - rb;
  const c = Math.hypot(cb, cr);
  if (Math.abs(span) < 20 || c < 20) return null;
  const ub = cb / c, ur = cr / c;
  return (r, g, b) => {
    const [y, pb, pr] = ycc(r, g, b);
    const t = (yb - y) / span;
    if (t < 0.75 || (y - yf) * Math.sign(-span) > threshold / 2) return 0;
    const qb = pb - bb, qr = pr - rb;
    const along = qb * ub + qr * ur;
    if (along < 0.15 * c) return 0;
    const off = Math.abs(qb * ur - qr * ub);
    return off < along / 3 && off < threshold / 4 ? Math.min(1, t) : 0;
  };
}

/** True when a mask has at least one pixel set. */
export function isMaskEmpty(mask: BinaryMask | null | undefined): boolean {
  if (!mask) return true;
  const d = mask.data;
  for (let i = 0; i < d.length; i++) if (d[i]) return false;
  return true;
}

/** The binary image of the pixels of the series colour: the input of every algorithm. */
export function colourMask(image: RasterImage, options: ColourMaskOptions): BinaryMask {
  const { width, height, data } = image;
  const bg = options.background ?? null;
  const out: BinaryMask = { ...emptyMask(width, height), ...(bg ? { weight: new Uint8Array(width * height) } : {}) };
  const region = isMaskEmpty(options.region) ? null : options.region!;
  if (region && (region.width !== width || region.height !== height)) throw new RangeError('The mask and the image differ in size');
  const [fr, fg, fb] = options.foreground;
  // Coverage: where the pixel's colour lies between background (0) and series colour (1).
  const sx = bg ? fr - bg[0] : 0, sy = bg ? fg - bg[1] : 0, sz = bg ? fb - bg[2] : 0;
  const s2 = sx * sx + sy * sy + sz * sz;
  const weight = out.weight;
  const byBackground = options.mode === 'background';
  if (byBackground && !bg) throw new RangeError('The background colour is needed');
  const t2 = options.threshold * options.threshold;
  const chroma = bg && options.mode === 'foreground' ? washedOut(options.foreground, bg, options.threshold) : null;
  const report = progressEvery(height, options.onProgress);
  // Charts are mostly runs of one colour: a pixel like the one before it gets the same answer.
  const packed = data.byteOffset % 4 === 0 ? new Uint32Array(data.buffer, data.byteOffset, width * height) : null;
  let lastColour = -1;
  let lastSet = 0;
  let lastWeight = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const p = row + x;
      if (region && !region.data[p]) continue;
      if (packed) {
        const colour = packed[p]!;
        if (colour === lastColour) {
          if (lastSet) out.data[p] = 1;
          if (weight) weight[p] = lastWeight;
          continue;
        }
        lastColour = colour;
        lastSet = 0;
        lastWeight = 0;
      }
      const i = p * 4;
      const a = data[i + 3]! / 255;
      const w = 255 * (1 - a);
      const r = data[i]! * a + w;
      const g = data[i + 1]! * a + w;
      const b = data[i + 2]! * a + w;
      if (byBackground) {
        const br = r - bg![0], bgg = g - bg![1], bb = b - bg![2];
        if (br * br + bgg * bgg + bb * bb > t2) {
          out.data[p] = 1;
          weight![p] = 255;
          lastSet = 1;
          lastWeight = 255;
        }
        continue;
      }
      const dr = r - fr, dg = g - fg, db = b - fb;
      const d2 = dr * dr + dg * dg + db * db;
      if (bg) {
        const br = r - bg[0], bgg = g - bg[1], bb = b - bg[2];
        const t = s2 > 0 ? (br * sx + bgg * sy + bb * sz) / s2 : 1;
        const washed = chroma ? chroma(r, g, b) : 0;
        if (washed > 0) {
          out.data[p] = 1;
          if (weight) weight[p] = lastWeight = Math.round(255 * Math.min(1, washed));
          lastSet = 1;
          continue;
        }
        if (d2 > t2 || br * br + bgg * bgg + bb * bb <= d2) {
          // Not the series, but maybe an edge pixel it covers less than half: a mix of background
          // and series lies on the line between them. Its coverage is kept for edge measures.
          if (weight && t > 0 && t < 1 && br * br + bgg * bgg + bb * bb - t * t * s2 <= t2 / 4) weight[p] = lastWeight = Math.round(255 * t);
          continue;
        }
        if (weight) weight[p] = lastWeight = s2 > 0 ? Math.round(255 * Math.min(1, Math.max(1 / 255, t))) : 255;
      } else if (d2 > t2) continue;
      out.data[p] = 1;
      lastSet = 1;
    }
    report(y + 1);
  }
  if (bg && weight && !byBackground && options.edgesAgainstColours) edgeAgainstColours(image, out, options.foreground, bg, options.threshold, region);
  return out;
}

/**
 * Coverage of the series' edges where it meets another colour instead of the background: the
 * segments of a stacked bar, each drawn against the next. A pixel there mixes the series colour
 * with that colour, not with the background, so its coverage read against the background is
 * wrong; and JPEG, keeping chroma at half resolution, spreads such an edge over up to five pixels
 * (the two colours' lumas may hardly differ). For a set pixel with a set one inside and an unset
 * one outside, whose colour four pixels out is neither the series nor the background (the other
 * colour): the coverage of the five pixels from the one inside to three out, each where it lies on
 * the line from the other colour to the series' (within half the threshold of it), is summed and
 * written as edge measures read it, on the edge pixel and the one outside it (the one inside full,
 * the rest none): the edge stays where the blurred pixels put it on average.
 */
function edgeAgainstColours(image: RasterImage, out: BinaryMask, fg: Rgb, bg: Rgb, threshold: number, region: BinaryMask | null): void {
  const { width, height } = image;
  const weight = out.weight!;
  const set = out.data;
  const t2 = threshold * threshold;
  const colourAt = (p: number): Rgb => pixelColour(image, p % width, Math.floor(p / width));
  const dist2 = (a: Rgb, b: Rgb) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
  const updates = new Map<number, number>();
  for (let y = 4; y < height - 4; y++) {
    for (let x = 4; x < width - 4; x++) {
      const p = y * width + x;
      if (!set[p] || (region && !region.data[p])) continue;
      for (const d of [-width, width, -1, 1]) {
        if (set[p + d] || !set[p - d]) continue;
        const c = colourAt(p + 4 * d);
        if (dist2(c, fg) <= t2 || dist2(c, bg) <= t2) continue;
        const sx = fg[0] - c[0], sy = fg[1] - c[1], sz = fg[2] - c[2];
        const s2 = sx * sx + sy * sy + sz * sz;
        let covered = 0;
        let onLine = true;
        for (let j = -1; j <= 3 && onLine; j++) {
          const pix = colourAt(p + j * d);
          const px = pix[0] - c[0], py = pix[1] - c[1], pz = pix[2] - c[2];
          const t = Math.min(1, Math.max(0, (px * sx + py * sy + pz * sz) / s2));
          if (px * px + py * py + pz * pz - t * t * s2 > t2 / 4) onLine = j > 0;
          else covered += t;
          if (j > 0 && t === 0) break;
        }
        if (!onLine) continue;
        // The length covered beyond the inner pixel's edge, as edge measures read it.
        const beyond = covered - 1;
        updates.set(p - d, 255);
        updates.set(p, Math.round(255 * Math.min(1, Math.max(1 / 255, beyond))));
        updates.set(p + d, Math.round(255 * Math.min(1, Math.max(0, beyond - 1))));
        break;
      }
    }
  }
  for (const [p, w] of updates) weight[p] = w;
}
