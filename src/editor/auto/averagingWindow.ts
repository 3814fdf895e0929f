import { columnGroups } from './columnGroups';
import { progressEvery, type BinaryMask, type ImagePoint, type ProgressListener } from './types';

export interface AveragingWindowOptions {
  /** Window width in pixels: each curve gives one point about every dx pixels along x. */
  dx: number;
  /** Window height in pixels: pixels of a column closer than this are one group, and groups of neighbouring columns closer than this in y belong to the same curve. */
  dy: number;
  onProgress?: ProgressListener;
}

interface Window {
  startX: number;
  lastX: number;
  lastY: number;
  sumX: number;
  sumY: number;
  n: number;
}

/**
 * Curves: scan the mask column by column; in each column the set pixels fall into groups (their
 * centroid is a point of a curve there); the groups of neighbouring columns that follow each
 * other within dy form a window until the window is dx wide, and each window gives the mean of
 * its column centroids. Result: points along every curve of the colour, left to right.
 */
export function averagingWindow(mask: BinaryMask, options: AveragingWindowOptions): ImagePoint[] {
  const dx = Math.max(1, Math.round(options.dx));
  const dy = Math.max(1, options.dy);
  const open: Window[] = [];
  const found: ImagePoint[] = [];
  const close = (w: Window) => found.push({ x: w.sumX / w.n, y: w.sumY / w.n });
  const report = progressEvery(mask.width, options.onProgress);
  for (let x = 0; x < mask.width; x++) {
    // A window is finished when it is dx wide or its curve has not continued for dx columns.
    for (let i = open.length - 1; i >= 0; i--) {
      const w = open[i]!;
      if (x - w.startX >= dx || x - w.lastX > dx) {
        close(w);
        open.splice(i, 1);
      }
    }
    const taken = new Set<Window>();
    for (const g of columnGroups(mask, x, dy)) {
      let best: Window | null = null;
      let bestD = dy;
      for (const w of open) {
        const d = Math.abs(w.lastY - g.y);
        if (!taken.has(w) && d <= bestD) {
          best = w;
          bestD = d;
        }
      }
      if (best) {
        best.lastX = x;
        best.lastY = g.y;
        best.sumX += g.x;
        best.sumY += g.y;
        best.n++;
      } else {
        best = { startX: x, lastX: x, lastY: g.y, sumX: g.x, sumY: g.y, n: 1 };
        open.push(best);
      }
      taken.add(best);
    }
    report(x + 1);
  }
  open.forEach(close);
  return found.sort((a, b) => a.x - b.x || a.y - b.y);
}
