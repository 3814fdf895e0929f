/** An RGBA image as a canvas gives it (ImageData's shape), rows top first. */
export interface RasterImage {
  readonly width: number;
  readonly height: number;
  /** width * height * 4 bytes: red, green, blue, alpha. */
  readonly data: Uint8ClampedArray;
}

/** A binary image: 1 where a pixel belongs to the series (or to the user's mask), 0 elsewhere. */
export interface BinaryMask {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
  /**
   * How much of each set pixel the series covers, 0-255, read from its colour between the series
   * and the background colour (anti-aliased edges are partly covered). Centroids weigh pixels by it;
   * without it every set pixel weighs the same. Pixels not set (covered less than half) may hold
   * their coverage too, when their colour is a mix of the two: edges are measured with them.
   */
  readonly weight?: Uint8Array;
}

/** The weight of a set pixel (1 without weights). */
export const weightAt = (mask: BinaryMask, p: number): number => (mask.weight ? mask.weight[p]! / 255 : 1);

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** A colour as red, green and blue, 0-255 each. */
export type Rgb = readonly [number, number, number];

/** A point in image coordinates: pixel (i, j) covers [i, i+1) x [j, j+1), y grows downwards. */
export interface ImagePoint {
  x: number;
  y: number;
}

/** Reports how far a run is, from 0 to 1. */
export type ProgressListener = (fraction: number) => void;

/** An empty mask of the image's size. */
export function emptyMask(width: number, height: number): BinaryMask {
  return { width, height, data: new Uint8Array(width * height) };
}

/** Calls the listener at most about every `step` units of work, always with a fraction in [0, 1]. */
export function progressEvery(total: number, onProgress: ProgressListener | undefined, from = 0, to = 1): (done: number) => void {
  if (!onProgress || total <= 0) return () => undefined;
  const step = Math.max(1, Math.floor(total / 20));
  let next = step;
  return (done) => {
    if (done < next) return;
    next = done + step;
    onProgress(from + (to - from) * Math.min(1, done / total));
  };
}

/** A bounding box in whole pixels, both ends included. */
export interface PixelBox {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The bounding box of pixels given as indices into a `width`-wide image, grown from `from` when given (empty: infinite bounds). */
export function pixelBox(width: number, pixels: Iterable<number>, from?: PixelBox): PixelBox {
  let x0 = from?.x0 ?? Infinity, x1 = from?.x1 ?? -Infinity, y0 = from?.y0 ?? Infinity, y1 = from?.y1 ?? -Infinity;
  for (const p of pixels) {
    const y = (p / width) | 0;
    const x = p - y * width;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return { x0, x1, y0, y1 };
}
