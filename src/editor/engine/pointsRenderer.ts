import type { SceneDataset } from './scene';
import type { Affine } from './viewTransform';

/** Marker radius in CSS pixels. */
export const MARKER_RADIUS = 3.5;

/** A marker as pixels: offsets from its centre pixel and straight (non-premultiplied) RGBA. */
interface Stamp {
  dx: Int16Array;
  dy: Int16Array;
  /** 0xAABBGGRR words as a little-endian view of ImageData holds them; signed so V8 keeps them small integers. */
  rgba: Int32Array;
  alpha: Uint8Array;
  half: number;
  /** dy * width + dx for the buffer width last used: one add per pixel when the marker is fully inside. */
  offsets: Int32Array;
  offsetsWidth: number;
}

function parseColor(color: string): [number, number, number] {
  const ctx = new OffscreenCanvas(1, 1).getContext('2d')!;
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  const d = ctx.getImageData(0, 0, 1, 1).data;
  return [d[0]!, d[1]!, d[2]!];
}

/** Rasterise one marker with the canvas (for its anti-aliasing), then keep its pixels. */
function makeStamp(color: string, offPage: boolean, dpr: number): Stamp {
  const r = MARKER_RADIUS * dpr;
  const halo = 1.25 * dpr;
  const half = Math.ceil(r + halo + 1);
  const size = half * 2 + 1;
  const ctx = new OffscreenCanvas(size, size).getContext('2d', { willReadFrequently: true })!;
  ctx.beginPath();
  ctx.arc(half + 0.5, half + 0.5, r, 0, Math.PI * 2);
  if (offPage) {
    ctx.lineWidth = 1.25 * dpr;
    ctx.strokeStyle = 'rgba(107, 114, 128, 0.6)';
    ctx.stroke();
  } else {
    // A white halo keeps markers visible on black plot lines; opaque, so it needs no blending.
    ctx.lineWidth = halo * 2;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    const [R, G, B] = parseColor(color);
    ctx.fillStyle = `rgb(${R}, ${G}, ${B})`;
    ctx.fill();
  }
  const data = ctx.getImageData(0, 0, size, size).data;
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

/**
 * Draws every data point of every dataset into one pixel buffer. A marker is a pre-rasterised
 * stamp blended into an ImageData in plain JS, then the buffer is put on the canvas once. With
 * software rendering this is several times faster than a drawImage or arc per point, and much
 * faster than one Paper.js item per point. Appending points stamps only the new ones.
 */
export class PointsRenderer {
  private readonly stamps = new Map<string, Stamp>();
  private image: ImageData | null = null;
  private pixels: Int32Array | null = null;

  private stamp(color: string, offPage: boolean, dpr: number): Stamp {
    const key = `${offPage ? 'off' : 'on'}|${color}|${dpr}`;
    let s = this.stamps.get(key);
    if (!s) this.stamps.set(key, (s = makeStamp(color, offPage, dpr)));
    return s;
  }

  private buffer(w: number, h: number): Int32Array {
    if (!this.image || this.image.width !== w || this.image.height !== h) {
      this.image = new ImageData(w, h);
      this.pixels = new Int32Array(this.image.data.buffer);
    }
    return this.pixels!;
  }

  private stampAt(px: Int32Array, w: number, h: number, s: Stamp, cx: number, cy: number): void {
    const n = s.dx.length;
    const half = s.half;
    const inside = cx >= half && cy >= half && cx < w - half && cy < h - half;
    if (s.offsetsWidth !== w) {
      for (let k = 0; k < n; k++) s.offsets[k] = s.dy[k]! * w + s.dx[k]!;
      s.offsetsWidth = w;
    }
    const base = cy * w + cx;
    for (let k = 0; k < n; k++) {
      if (!inside) {
        const x = cx + s.dx[k]!;
        const y = cy + s.dy[k]!;
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
      }
      const i = base + s.offsets[k]!;
      const a = s.alpha[k]!;
      const dst = px[i]!;
      if (a === 255 || dst === 0) {
        px[i] = s.rgba[k]!;
        continue;
      }
      // Source-over of straight-alpha colours, in integers (weights out of 255 * 255).
      const src = s.rgba[k]!;
      const ws = a * 255;
      const wd = (dst >>> 24) * (255 - a);
      const wt = ws + wd;
      const r = ((src & 255) * ws + (dst & 255) * wd) / wt;
      const g = (((src >>> 8) & 255) * ws + ((dst >>> 8) & 255) * wd) / wt;
      const b = (((src >>> 16) & 255) * ws + ((dst >>> 16) & 255) * wd) / wt;
      const outA = (wt + 127) / 255;
      px[i] = ((outA & 255) << 24) | ((b & 255) << 16) | ((g & 255) << 8) | (r & 255);
    }
  }

  /**
   * Clear and draw. `m` maps image coordinates to CSS pixels; `skip` hides one point (the one
   * being dragged, drawn by the overlay instead). Returns the number of markers drawn.
   */
  draw(
    ctx: CanvasRenderingContext2D,
    m: Affine,
    dpr: number,
    datasets: readonly SceneDataset[],
    skip?: { datasetId: string; index: number } | null,
  ): number {
    const w = ctx.canvas.width;
    const h = ctx.canvas.height;
    const px = this.buffer(w, h);
    px.fill(0);
    let drawn = 0;
    // Off-page datasets first so that current ones sit on top.
    const ordered = [...datasets.filter((s) => s.offPage), ...datasets.filter((s) => !s.offPage)];
    for (const set of ordered) {
      const skipIndex = skip && skip.datasetId === set.id ? skip.index : -1;
      drawn += this.stampPoints(px, w, h, m, dpr, set, 0, skipIndex);
    }
    ctx.putImageData(this.image!, 0, 0);
    return drawn;
  }

  /** Stamp points `from`.. of one dataset onto the last drawn buffer and put only that area. */
  append(ctx: CanvasRenderingContext2D, m: Affine, dpr: number, set: SceneDataset, from: number): number {
    const w = ctx.canvas.width;
    const h = ctx.canvas.height;
    if (!this.image || this.image.width !== w || this.image.height !== h) return -1;
    const px = this.pixels!;
    const drawn = this.stampPoints(px, w, h, m, dpr, set, from, -1);
    const s = this.stamp(set.color, !!set.offPage, dpr);
    let x0 = w;
    let y0 = h;
    let x1 = 0;
    let y1 = 0;
    for (let i = from; i < set.points.length; i++) {
      const p = set.points[i]!;
      const sx = Math.floor((m.a * p.x + m.c * p.y + m.tx) * dpr);
      const sy = Math.floor((m.b * p.x + m.d * p.y + m.ty) * dpr);
      x0 = Math.min(x0, sx - s.half);
      y0 = Math.min(y0, sy - s.half);
      x1 = Math.max(x1, sx + s.half + 1);
      y1 = Math.max(y1, sy + s.half + 1);
    }
    x0 = Math.max(0, x0);
    y0 = Math.max(0, y0);
    if (x1 > x0 && y1 > y0) ctx.putImageData(this.image, 0, 0, x0, y0, Math.min(w, x1) - x0, Math.min(h, y1) - y0);
    return drawn;
  }

  private stampPoints(px: Int32Array, w: number, h: number, m: Affine, dpr: number, set: SceneDataset, from: number, skipIndex: number): number {
    const s = this.stamp(set.color, !!set.offPage, dpr);
    const a = m.a * dpr;
    const b = m.b * dpr;
    const c = m.c * dpr;
    const d = m.d * dpr;
    const tx = m.tx * dpr;
    const ty = m.ty * dpr;
    const pts = set.points;
    const half = s.half;
    let drawn = 0;
    for (let i = from; i < pts.length; i++) {
      if (i === skipIndex) continue;
      const p = pts[i]!;
      // The stamp's centre pixel covers [sx, sx + 1): floor puts its centre within half a pixel.
      const sx = Math.floor(a * p.x + c * p.y + tx);
      const sy = Math.floor(b * p.x + d * p.y + ty);
      if (sx < -half || sy < -half || sx > w + half || sy > h + half) continue;
      this.stampAt(px, w, h, s, sx, sy);
      drawn++;
    }
    return drawn;
  }
}
