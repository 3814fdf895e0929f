import { SpatialGridIndex } from './spatialIndex';
import type { Vec } from './viewTransform';

/**
 * The coordinates a dataset's markers and spatial-index entries were last brought up to date
 * with. The model changes in place, so each scene is diffed against this snapshot: adding, moving,
 * deleting or re-inserting one point touches one marker and the index keys that moved.
 */
export class PointSnapshot {
  readonly index = new SpatialGridIndex<number>(24);
  private coords = new Float64Array(0);
  private count = 0;

  get length(): number {
    return this.count;
  }

  /**
   * Bring the snapshot and index up to date with `pts`, calling `touch` with every image position
   * where a marker appeared, moved from or to, or vanished. A removal or an insertion in the
   * middle shifts the points after it: their index keys change, their markers do not, so they
   * are not touched. Returns whether anything changed.
   */
  sync(pts: readonly Vec[], touch: (x: number, y: number) => void): boolean {
    const before = this.count;
    if (this.coords.length < pts.length * 2) {
      const grown = new Float64Array(Math.max(pts.length * 2, this.coords.length * 2, 64));
      grown.set(this.coords.subarray(0, before * 2));
      this.coords = grown;
    }
    const c = this.coords;
    const same = (i: number, p: Vec) => c[2 * i] === p.x && c[2 * i + 1] === p.y;
    const common = Math.min(before, pts.length);
    let k = 0;
    while (k < common && same(k, pts[k]!)) k++;
    if (k === before && k === pts.length) return false;

    // The points after k may be the old ones shifted by d places (a removal or an insertion at k).
    const d = pts.length - before;
    let shifted = d !== 0;
    for (let j = d > 0 ? k + d : k; j < pts.length && shifted; j++) shifted = same(j - d, pts[j]!);
    if (shifted) {
      if (d < 0) for (let j = k; j < k - d; j++) touch(c[2 * j]!, c[2 * j + 1]!);
      else for (let j = k; j < k + d; j++) touch(pts[j]!.x, pts[j]!.y);
    }
    for (let i = k; i < pts.length; i++) {
      const p = pts[i]!;
      if (i < before && same(i, p)) continue;
      if (!shifted) {
        if (i < before) touch(c[2 * i]!, c[2 * i + 1]!);
        touch(p.x, p.y);
      }
      c[2 * i] = p.x;
      c[2 * i + 1] = p.y;
      this.index.set(i, p.x, p.y);
    }
    for (let i = pts.length; i < before; i++) {
      if (!shifted) touch(c[2 * i]!, c[2 * i + 1]!);
      this.index.delete(i);
    }
    this.count = pts.length;
    return true;
  }
}
