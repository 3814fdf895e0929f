import type { Affine, Vec } from '../viewTransform';

/** A marker as pixels: offsets from its centre pixel and straight (non-premultiplied) RGBA. */
export interface Stamp {
  dx: Int16Array;
  dy: Int16Array;
  /** 0xAABBGGRR words as a little-endian view of ImageData holds them; signed so V8 keeps them small integers. */
  rgba: Int32Array;
  alpha: Uint8Array;
  /** Every pixel lies within `half` of the centre pixel on both axes. */
  half: number;
  /** dy * width + dx for the buffer width last used: one add per pixel. */
  offsets: Int32Array;
  offsetsWidth: number;
}

/** A rectangle of buffer pixels, x0 and y0 included, x1 and y1 excluded. */
export interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Points of one dataset with the stamp they are drawn with, in drawing order. */
export interface StampedSet {
  id: string;
  points: readonly Vec[];
  stamp: Stamp;
}

/** Build a stamp from RGBA pixels of a (2 * half + 1)² square centred on the marker. */
export function stampFromPixels(data: Uint8ClampedArray | Uint8Array, half: number): Stamp {
  const size = half * 2 + 1;
  const dx: number[] = [];
  const dy: number[] = [];
  const rgba: number[] = [];
  const alpha: number[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const a = data[i + 3]!;
      if (a === 0) continue;
      dx.push(x - half);
      dy.push(y - half);
      rgba.push((a << 24) | (data[i + 2]! << 16) | (data[i + 1]! << 8) | data[i]!);
      alpha.push(a);
    }
  }
  return {
    dx: Int16Array.from(dx),
    dy: Int16Array.from(dy),
    rgba: Int32Array.from(rgba),
    alpha: Uint8Array.from(alpha),
    half,
    offsets: new Int32Array(dx.length),
    offsetsWidth: -1,
  };
}

/** Where a point's stamp is centred in buffer pixels: the centre pixel covers [sx, sx + 1). */
export function stampCenter(m: Affine, dpr: number, p: Vec): Vec {
  return { x: Math.floor((m.a * p.x + m.c * p.y + m.tx) * dpr), y: Math.floor((m.b * p.x + m.d * p.y + m.ty) * dpr) };
}

/** Overlapping rectangles merged into their bounds, so that each pixel belongs to at most one. */
export function mergeRects(rects: readonly PixelRect[]): PixelRect[] {
  const out = rects.map((r) => ({ ...r }));
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!;
        const b = out[j]!;
        if (a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1) {
          out[i] = { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
          out.splice(j, 1);
          merged = true;
          break;
        }
      }
    }
  }
  return out;
}

/** The strips a scroll by (dx, dy) whole pixels uncovers in a w x h buffer. */
export function exposedStrips(w: number, h: number, dx: number, dy: number): PixelRect[] {
  const strips: PixelRect[] = [];
  if (dx > 0) strips.push({ x0: 0, y0: 0, x1: Math.min(w, dx), y1: h });
  if (dx < 0) strips.push({ x0: Math.max(0, w + dx), y0: 0, x1: w, y1: h });
  // The horizontal strips leave out the columns already covered above.
  const cx0 = dx > 0 ? Math.min(w, dx) : 0;
  const cx1 = dx < 0 ? Math.max(0, w + dx) : w;
  if (cx1 > cx0) {
    if (dy > 0) strips.push({ x0: cx0, y0: 0, x1: cx1, y1: Math.min(h, dy) });
    if (dy < 0) strips.push({ x0: cx0, y0: Math.max(0, h + dy), x1: cx1, y1: h });
  }
  return strips.filter((r) => r.x1 > r.x0 && r.y1 > r.y0);
}

/**
 * Every data marker as one pixel buffer. A marker is a pre-rasterised stamp blended in plain JS
 * (integer source-over). Any rectangle can be redrawn alone: it is cleared and every marker
 * touching it is stamped again in drawing order, clipped to it, so the pixels come out exactly as
 * a full redraw leaves them. Scrolling moves the pixels and redraws only the uncovered strips.
 */
export class MarkerBuffer {
  pixels: Int32Array;

  constructor(
    public width: number,
    public height: number,
  ) {
    this.pixels = new Int32Array(width * height);
  }

  /** Use `pixels` (for example an ImageData's buffer) of a w x h image. */
  attach(pixels: Int32Array, width: number, height: number): void {
    this.pixels = pixels;
    this.width = width;
    this.height = height;
  }

  /** Clear and stamp every point; `skip` leaves out one point. Returns the markers drawn. */
  drawAll(m: Affine, dpr: number, sets: readonly StampedSet[], skip?: { datasetId: string; index: number } | null): number {
    this.pixels.fill(0);
    return this.stampInto([{ x0: 0, y0: 0, x1: this.width, y1: this.height }], m, dpr, sets, skip);
  }

  /** Redraw the given rectangles (clamped to the buffer, merged where they meet). Returns them. */
  redraw(rects: readonly PixelRect[], m: Affine, dpr: number, sets: readonly StampedSet[], skip?: { datasetId: string; index: number } | null): PixelRect[] {
    const clipped = mergeRects(
      rects
        .map((r) => ({ x0: Math.max(0, r.x0), y0: Math.max(0, r.y0), x1: Math.min(this.width, r.x1), y1: Math.min(this.height, r.y1) }))
        .filter((r) => r.x1 > r.x0 && r.y1 > r.y0),
    );
    const w = this.width;
    for (const r of clipped) for (let y = r.y0; y < r.y1; y++) this.pixels.fill(0, y * w + r.x0, y * w + r.x1);
    if (clipped.length) this.stampInto(clipped, m, dpr, sets, skip);
    return clipped;
  }

  /** Move the pixels by whole pixels; what leaves the buffer is lost, what enters is cleared. */
  shift(dx: number, dy: number): void {
    const { width: w, height: h, pixels: px } = this;
    if (Math.abs(dx) >= w || Math.abs(dy) >= h) {
      px.fill(0);
      return;
    }
    const rows = dy >= 0 ? [h - 1, -1, -1] : [0, h, 1];
    for (let y = rows[0]!; y !== rows[1]; y += rows[2]!) {
      const from = y - dy;
      const row = y * w;
      if (from < 0 || from >= h) {
        px.fill(0, row, row + w);
        continue;
      }
      const src = from * w;
      if (dx >= 0) {
        px.copyWithin(row + dx, src, src + w - dx);
        px.fill(0, row, row + dx);
      } else {
        px.copyWithin(row, src - dx, src + w);
        px.fill(0, row + w + dx, row + w);
      }
    }
  }

  /** The rectangle of buffer pixels a point's stamp covers. */
  static rectOf(m: Affine, dpr: number, p: Vec, half: number): PixelRect {
    const c = stampCenter(m, dpr, p);
    return { x0: c.x - half, y0: c.y - half, x1: c.x + half + 1, y1: c.y + half + 1 };
  }

  private stampInto(
    rects: readonly PixelRect[],
    m: Affine,
    dpr: number,
    sets: readonly StampedSet[],
    skip?: { datasetId: string; index: number } | null,
  ): number {
    const a = m.a * dpr;
    const b = m.b * dpr;
    const c = m.c * dpr;
    const d = m.d * dpr;
    const tx = m.tx * dpr;
    const ty = m.ty * dpr;
    const one = rects.length === 1 ? rects[0]! : null;
    let drawn = 0;
    for (const set of sets) {
      const s = set.stamp;
      const half = s.half;
      const skipIndex = skip && skip.datasetId === set.id ? skip.index : -1;
      const pts = set.points;
      for (let i = 0; i < pts.length; i++) {
        if (i === skipIndex) continue;
        const p = pts[i]!;
        const sx = Math.floor(a * p.x + c * p.y + tx);
        const sy = Math.floor(b * p.x + d * p.y + ty);
        if (one) {
          if (sx + half < one.x0 || sy + half < one.y0 || sx - half >= one.x1 || sy - half >= one.y1) continue;
          this.stampAt(s, sx, sy, one);
          drawn++;
          continue;
        }
        let hit = false;
        for (const r of rects) {
          if (sx + half < r.x0 || sy + half < r.y0 || sx - half >= r.x1 || sy - half >= r.y1) continue;
          this.stampAt(s, sx, sy, r);
          hit = true;
        }
        if (hit) drawn++;
      }
    }
    return drawn;
  }

  private stampAt(s: Stamp, cx: number, cy: number, clip: PixelRect): void {
    const px = this.pixels;
    const w = this.width;
    const n = s.dx.length;
    const half = s.half;
    const inside = cx - half >= clip.x0 && cy - half >= clip.y0 && cx + half < clip.x1 && cy + half < clip.y1;
    if (s.offsetsWidth !== w) {
      for (let k = 0; k < n; k++) s.offsets[k] = s.dy[k]! * w + s.dx[k]!;
      s.offsetsWidth = w;
    }
    const base = cy * w + cx;
    for (let k = 0; k < n; k++) {
      if (!inside) {
        const x = cx + s.dx[k]!;
        const y = cy + s.dy[k]!;
        if (x < clip.x0 || y < clip.y0 || x >= clip.x1 || y >= clip.y1) continue;
      }
      const i = base + s.offsets[k]!;
      const al = s.alpha[k]!;
      const dst = px[i]!;
      if (al === 255 || dst === 0) {
        px[i] = s.rgba[k]!;
        continue;
      }
      // Source-over of straight-alpha colours, in integers (weights out of 255 * 255).
      const src = s.rgba[k]!;
      const ws = al * 255;
      const wd = (dst >>> 24) * (255 - al);
      const wt = ws + wd;
      const r = ((src & 255) * ws + (dst & 255) * wd) / wt;
      const g = (((src >>> 8) & 255) * ws + ((dst >>> 8) & 255) * wd) / wt;
      const bl = (((src >>> 16) & 255) * ws + ((dst >>> 16) & 255) * wd) / wt;
      const outA = (wt + 127) / 255;
      px[i] = ((outA & 255) << 24) | ((bl & 255) << 16) | ((g & 255) << 8) | (r & 255);
    }
  }
}
