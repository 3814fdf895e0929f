import { weightAt, type BinaryMask } from './types';

/** The pixels of one column that belong together: their centre and how many there are. */
export interface ColumnGroup {
  /** Pixel centre of the column, x + 0.5. */
  x: number;
  /** Mean of the pixel centres' y, weighted by coverage. */
  y: number;
  count: number;
}

/**
 * The groups of set pixels in one column: runs of set pixels closer than `gap` pixels to each other
 * are one group (a line a few pixels thick, or broken by anti-aliasing, stays one group).
 */
export function columnGroups(mask: BinaryMask, x: number, gap: number): ColumnGroup[] {
  const { width, height, data } = mask;
  const groups: ColumnGroup[] = [];
  let sum = 0;
  let total = 0;
  let count = 0;
  let last = -Infinity;
  for (let y = 0, p = x; y < height; y++, p += width) {
    if (!data[p]) continue;
    if (count > 0 && y - last > gap) {
      groups.push({ x: x + 0.5, y: sum / total, count });
      sum = 0;
      total = 0;
      count = 0;
    }
    const w = weightAt(mask, p);
    sum += (y + 0.5) * w;
    total += w;
    count++;
    last = y;
  }
  if (count > 0) groups.push({ x: x + 0.5, y: sum / total, count });
  return groups;
}
