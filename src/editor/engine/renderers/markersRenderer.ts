import type { SceneDataset } from '../scene';
import type { Affine, Vec } from '../viewTransform';
import { MarkerBuffer, exposedStrips, stampFromPixels, type PixelRect, type StampedSet, type Stamp } from './markerBuffer';
import { context2d, type DrawingCanvas } from './underlayRenderer';

/** Marker radius in CSS pixels. */
export const MARKER_RADIUS = 3.5;

/** How far a marker's pixels reach from its centre pixel, halo included, in device pixels. */
export const stampHalf = (dpr: number): number => Math.ceil(MARKER_RADIUS * dpr + 1.25 * dpr + 1);

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
  const half = stampHalf(dpr);
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
  return stampFromPixels(ctx.getImageData(0, 0, size, size).data, half);
}

/** One point left out of the markers (the one being dragged, which the overlay draws). */
export type SkippedPoint = { datasetId: string; index: number } | null;

/**
 * The data markers on their own canvas (off screen, shown through the underlay). A full draw stamps every
 * marker (stamps are cached per colour and pixel ratio, so zooming only re-stamps); a change to a
 * few points redraws and puts only their rectangles; a pan moves the drawn pixels and stamps only
 * the uncovered strips.
 */
export class MarkersRenderer {
  private readonly stamps = new Map<string, Stamp>();
  private image: ImageData | null = null;
  private readonly buffer = new MarkerBuffer(0, 0);
  /** The rectangles the last `redrawAround` put, in device pixels. */
  lastRects: readonly PixelRect[] = [];
  /** The matrix and pixel ratio the buffer was last drawn with. */
  private drawnWith: { m: Affine; dpr: number } | null = null;

  constructor(
    readonly canvas: DrawingCanvas,
    private readonly makeStampFor: (color: string, offPage: boolean, dpr: number) => Stamp = makeStamp,
  ) {}

  private get ctx(): CanvasRenderingContext2D {
    return context2d(this.canvas);
  }

  private stamp(color: string, offPage: boolean, dpr: number): Stamp {
    const key = `${offPage ? 'off' : 'on'}|${color}|${dpr}`;
    let s = this.stamps.get(key);
    if (!s) this.stamps.set(key, (s = this.makeStampFor(color, offPage, dpr)));
    return s;
  }

  /** Datasets in drawing order: off-page ones first so that current ones sit on top. */
  private sets(datasets: readonly SceneDataset[], dpr: number): StampedSet[] {
    const ordered = [...datasets.filter((s) => s.offPage), ...datasets.filter((s) => !s.offPage)];
    return ordered.map((s) => ({ id: s.id, points: s.points, stamp: this.stamp(s.color, !!s.offPage, dpr) }));
  }

  /** Size the canvas and buffer to the viewport in device pixels; true when it changed (and was cleared). */
  resize(width: number, height: number): boolean {
    if (this.canvas.width === width && this.canvas.height === height && this.image) return false;
    this.canvas.width = width;
    this.canvas.height = height;
    this.image = new ImageData(width, height);
    this.buffer.attach(new Int32Array(this.image.data.buffer), width, height);
    this.drawnWith = null;
    return true;
  }

  /** Clear and draw every marker. `m` maps image coordinates to CSS pixels. Returns the markers drawn. */
  draw(m: Affine, dpr: number, datasets: readonly SceneDataset[], skip: SkippedPoint = null): number {
    if (!this.image) return 0;
    const drawn = this.buffer.drawAll(m, dpr, this.sets(datasets, dpr), skip);
    this.ctx.putImageData(this.image, 0, 0);
    this.drawnWith = { m: { ...m }, dpr };
    return drawn;
  }

  /**
   * Redraw the markers around `points` (image coordinates, old and new positions alike) and put
   * only those rectangles. False when nothing is drawn yet or the view moved: draw in full then.
   */
  redrawAround(points: readonly Vec[], m: Affine, dpr: number, datasets: readonly SceneDataset[], skip: SkippedPoint = null): boolean {
    if (!this.image || !this.drawnWith || !sameAffine(this.drawnWith.m, m) || this.drawnWith.dpr !== dpr) return false;
    const half = stampHalf(dpr);
    const rects = points.map((p) => MarkerBuffer.rectOf(m, dpr, p, half));
    this.put(this.buffer.redraw(rects, m, dpr, this.sets(datasets, dpr), skip));
    return true;
  }

  /**
   * Follow a pan: when the view moved by whole device pixels since the last draw, move the drawn
   * pixels in the buffer, stamp only the uncovered strips and put the buffer. False when it cannot (zoom, rotation): draw in full then.
   */
  scrollTo(m: Affine, dpr: number, datasets: readonly SceneDataset[], skip: SkippedPoint = null): boolean {
    const was = this.drawnWith;
    if (!this.image || !was || was.dpr !== dpr || was.m.a !== m.a || was.m.b !== m.b || was.m.c !== m.c || was.m.d !== m.d) return false;
    const fx = (m.tx - was.m.tx) * dpr;
    const fy = (m.ty - was.m.ty) * dpr;
    const dx = Math.round(fx);
    const dy = Math.round(fy);
    if (Math.abs(fx - dx) > 1e-6 || Math.abs(fy - dy) > 1e-6) return false;
    const { width: w, height: h } = this.buffer;
    if (Math.abs(dx) >= w || Math.abs(dy) >= h) return false;
    this.drawnWith = { m: { ...m }, dpr };
    if (!dx && !dy) return true;
    this.buffer.shift(dx, dy);
    this.buffer.redraw(exposedStrips(w, h, dx, dy), m, dpr, this.sets(datasets, dpr), skip);
    // One put of the moved buffer: copying a canvas onto itself costs several times more in a
    // software canvas (it snapshots the whole bitmap first).
    this.ctx.putImageData(this.image, 0, 0);
    return true;
  }

  private put(rects: readonly PixelRect[]): void {
    this.lastRects = rects;
    const ctx = this.ctx;
    for (const r of rects) ctx.putImageData(this.image!, 0, 0, r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
  }
}

function sameAffine(a: Affine, b: Affine): boolean {
  return a.a === b.a && a.b === b.b && a.c === b.c && a.d === b.d && a.tx === b.tx && a.ty === b.ty;
}
