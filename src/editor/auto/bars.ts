import { median, progressEvery, weightAt, type BinaryMask, type ImagePoint, type ProgressListener } from './types';

export interface BarOptions {
  /** 'vertical': bars stand along y, categories along x; 'horizontal': bars along x. */
  orientation: 'vertical' | 'horizontal';
  /** Narrowest bar kept, in pixels across the category axis (thinner marks are lines, ticks or text). */
  minWidth: number;
  /**
   * Where the bars start, as the image coordinate along the value axis (y for vertical bars). A bar
   * that extends beyond it on the far side (negative values) has its end there; without it every
   * bar's end is its top (or right end for horizontal bars).
   */
  baseline?: number | null;
  onProgress?: ProgressListener;
}

interface Line {
  /** Where the set pixels start and end along the value axis, in pixels (sub-pixel). */
  first: number;
  last: number;
}

/**
 * The extent of one line across the value axis (a column of vertical bars), with sub-pixel ends:
 * a bar's end is a straight edge across the line, so the end pixel is covered in proportion to
 * how far the edge reaches into it (and, when it is covered less than half, the mask leaves it
 * out but keeps its coverage: the edge lies in it). `first` is where the bar starts, `last` where
 * it ends (exclusive), in pixels along the value axis.
 */
function lineExtent(mask: BinaryMask, index: number, vertical: boolean): Line | null {
  const { width, height, data } = mask;
  const length = vertical ? height : width;
  const pixel = vertical ? (i: number) => i * width + index : (i: number) => index * width + i;
  let first = -1;
  let last = -1;
  for (let i = 0; i < length; i++)
    if (data[pixel(i)]) {
      if (first < 0) first = i;
      last = i;
    }
  if (first < 0) return null;
  const cover = (i: number) => (i < 0 || i >= length ? 0 : data[pixel(i)] ? weightAt(mask, pixel(i)) : (mask.weight?.[pixel(i)] ?? 0) / 255);
  return { first: first + 1 - cover(first) - cover(first - 1), last: last + cover(last) + cover(last + 1) };
}

/**
 * Bars: the lines across the value axis (columns for vertical bars) that hold set pixels, in runs
 * of neighbours, are bars when the run is at least minWidth wide. Each bar gives one point: the
 * middle of the run across, and its end along the value axis, the median over the run's inner
 * columns (the outer sixth on each side is left out, where anti-aliased edges and outlines are).
 * Ordered along the category axis.
 */
export function extractBars(mask: BinaryMask, options: BarOptions): ImagePoint[] {
  const vertical = options.orientation === 'vertical';
  const across = vertical ? mask.width : mask.height;
  const baseline = options.baseline ?? null;
  const report = progressEvery(across, options.onProgress);
  const found: ImagePoint[] = [];
  let run: { start: number; lines: Line[] } | null = null;
  const finish = () => {
    if (!run || run.lines.length < Math.max(1, options.minWidth)) return;
    const cut = Math.floor(run.lines.length / 6);
    const inner = run.lines.slice(cut, run.lines.length - cut);
    const first = median(inner.map((l) => l.first));
    const last = median(inner.map((l) => l.last));
    // Smaller coordinates are higher values for vertical bars, larger ones for horizontal bars.
    let end: number;
    if (baseline === null) end = vertical ? first : last;
    else if (vertical) end = baseline - first >= last - baseline ? first : last;
    else end = last - baseline >= baseline - first ? last : first;
    const middle = run.start + run.lines.length / 2;
    found.push(vertical ? { x: middle, y: end } : { x: end, y: middle });
  };
  for (let i = 0; i < across; i++) {
    const line = lineExtent(mask, i, vertical);
    if (line) {
      if (!run) run = { start: i, lines: [] };
      run.lines.push(line);
    } else {
      finish();
      run = null;
    }
    report(i + 1);
  }
  finish();
  return found;
}
