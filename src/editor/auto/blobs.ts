import { progressEvery, weightAt, type BinaryMask, type ImagePoint, type ProgressListener } from './types';

export interface BlobOptions {
  /** Smallest marker kept: diameter of the circle of the same area, in pixels. */
  minDiameter: number;
  /** Largest marker kept, in pixels. */
  maxDiameter: number;
  onProgress?: ProgressListener;
}

/** A marker found: its centroid, area in pixels and equivalent diameter. */
export interface Blob extends ImagePoint {
  area: number;
  diameter: number;
}

/** Equivalent diameter of an area: the diameter of the circle that has it. */
export const diameterOfArea = (area: number): number => 2 * Math.sqrt(area / Math.PI);

/**
 * Scatter markers: the connected components of the mask (8-neighbourhood), each with its centroid
 * (the mean of its pixel centres, weighted by coverage) and area; components whose equivalent diameter is outside
 * [minDiameter, maxDiameter] are left out (text, axis lines, noise). Ordered by x, then y.
 */
export function detectBlobs(mask: BinaryMask, options: BlobOptions): Blob[] {
  const { width, height, data } = mask;
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const found: Blob[] = [];
  const report = progressEvery(height, options.onProgress);
  for (let y0 = 0; y0 < height; y0++) {
    for (let x0 = 0; x0 < width; x0++) {
      const start = y0 * width + x0;
      if (!data[start] || seen[start]) continue;
      let top = 0;
      stack[top++] = start;
      seen[start] = 1;
      let n = 0;
      let sx = 0;
      let sy = 0;
      let sw = 0;
      while (top > 0) {
        const p = stack[--top]!;
        const y = (p / width) | 0;
        const x = p - y * width;
        const w = weightAt(mask, p);
        n++;
        sw += w;
        sx += x * w;
        sy += y * w;
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
      const diameter = diameterOfArea(n);
      if (diameter >= options.minDiameter && diameter <= options.maxDiameter) found.push({ x: sx / sw + 0.5, y: sy / sw + 0.5, area: n, diameter });
    }
    report(y0 + 1);
  }
  return found.sort((a, b) => a.x - b.x || a.y - b.y);
}
