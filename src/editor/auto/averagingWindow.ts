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
  /** The curve's column centroids in the window, left to right. */
  xs: number[];
  ys: number[];
}

/** Columns on each side of the chosen column that a window's point averages, at least. */
const HALF_SPAN = 1;
/** A change of slope (second difference of column centroids, px) above which the curve bends. */
const BEND = 0.5;
/** Columns on each side over which the change of slope is summed when choosing that column. */
const REACH = 2;

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
  // The window's point: the mean of three column centroids where the curve is straightest in the
  // window (least change of slope around them), the middle ones on a tie. The mean over the whole
  // window cuts the corner at a sharp vertex (by up to a quarter of the window times the change
  // of slope), and the columns through a vertex of a thick line have their centroid inside the
  // turn; on a straight stretch of curve the column centroids lie on it.
  const close = (w: Window) => {
    const n = w.xs.length;
    // A sliver of a window (the last columns of a curve, through its end cap, or a speck) gives
    // no point of its own when windows are wider: its columns are not on the curve's centre line.
    if (n < 3 && dx >= 6) return;
    const m = (n - 1) / 2;
    let at = Math.round(m);
    if (n >= 2 * REACH + 3) {
      const bend = (i: number) => Math.abs(w.ys[i - 1]! - 2 * w.ys[i]! + w.ys[i + 1]!);
      let best = Infinity;
      for (let i = REACH + 1; i < n - REACH - 1; i++) {
        let cost = 0;
        for (let j = i - REACH; j <= i + REACH; j++) cost += bend(j);
        // A hundredth of a pixel per column from the middle: a tie goes to the middle.
        cost += 0.01 * Math.abs(i - m);
        if (cost < best) {
          best = cost;
          at = i;
        }
      }
    }
    // Averaged over as many columns on both sides as the curve stays straight (no change of
    // slope above BEND px), at least one: the straighter the curve, the more columns average out.
    const bendAt = (i: number) => (i > 0 && i < n - 1 ? Math.abs(w.ys[i - 1]! - 2 * w.ys[i]! + w.ys[i + 1]!) : 0);
    let h = HALF_SPAN;
    while (at - h - 1 >= 0 && at + h + 1 < n && bendAt(at - h - 1) < BEND && bendAt(at + h + 1) < BEND && bendAt(at - h) < BEND && bendAt(at + h) < BEND) h++;
    const from = Math.max(0, at - h);
    const to = Math.min(n - 1, at + h);
    let sx = 0, sy = 0;
    for (let i = from; i <= to; i++) {
      sx += w.xs[i]!;
      sy += w.ys[i]!;
    }
    found.push({ x: sx / (to - from + 1), y: sy / (to - from + 1) });
  };
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
        best.xs.push(g.x);
        best.ys.push(g.y);
      } else {
        best = { startX: x, lastX: x, lastY: g.y, xs: [g.x], ys: [g.y] };
        open.push(best);
      }
      taken.add(best);
    }
    report(x + 1);
  }
  open.forEach(close);
  return found.sort((a, b) => a.x - b.x || a.y - b.y);
}
