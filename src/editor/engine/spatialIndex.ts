/**
 * A uniform grid over image coordinates for exact nearest-point queries among tens of thousands
 * of points. Drawing happens elsewhere in bulk; this keeps hit testing exact and O(points nearby).
 */
export interface IndexedPoint<K> {
  key: K;
  x: number;
  y: number;
}

export interface NearestHit<K> extends IndexedPoint<K> {
  distance: number;
}

export class SpatialGridIndex<K> {
  private readonly cells = new Map<number, IndexedPoint<K>[]>();
  private readonly where = new Map<K, IndexedPoint<K>>();
  /** Side of a grid cell in image units. */
  readonly cellSize: number;

  constructor(cellSize = 32) {
    if (!(cellSize > 0)) throw new RangeError('cellSize must be positive');
    this.cellSize = cellSize;
  }

  get size(): number {
    return this.where.size;
  }

  // Cantor-free packing: cell coordinates stay within ±2^20 for any realistic page.
  private cellId(cx: number, cy: number): number {
    return (cx + 1048576) * 2097152 + (cy + 1048576);
  }

  private cellOf(v: number): number {
    return Math.floor(v / this.cellSize);
  }

  /** Add a point, or move it if the key is already present. */
  set(key: K, x: number, y: number): void {
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      this.delete(key);
      return;
    }
    const existing = this.where.get(key);
    if (existing) {
      if (this.cellOf(existing.x) === this.cellOf(x) && this.cellOf(existing.y) === this.cellOf(y)) {
        existing.x = x;
        existing.y = y;
        return;
      }
      this.delete(key);
    }
    const entry: IndexedPoint<K> = { key, x, y };
    const id = this.cellId(this.cellOf(x), this.cellOf(y));
    let bucket = this.cells.get(id);
    if (!bucket) this.cells.set(id, (bucket = []));
    bucket.push(entry);
    this.where.set(key, entry);
  }

  delete(key: K): boolean {
    const entry = this.where.get(key);
    if (!entry) return false;
    const id = this.cellId(this.cellOf(entry.x), this.cellOf(entry.y));
    const bucket = this.cells.get(id);
    if (bucket) {
      const i = bucket.indexOf(entry);
      if (i >= 0) {
        bucket[i] = bucket[bucket.length - 1]!;
        bucket.pop();
      }
      if (bucket.length === 0) this.cells.delete(id);
    }
    this.where.delete(key);
    return true;
  }

  clear(): void {
    this.cells.clear();
    this.where.clear();
  }

  get(key: K): IndexedPoint<K> | undefined {
    return this.where.get(key);
  }

  /**
   * The point closest to (x, y) within `radius` (inclusive), or null. Ties go to the point
   * inserted first in its cell, so results are deterministic.
   */
  nearest(x: number, y: number, radius: number, accept?: (key: K) => boolean): NearestHit<K> | null {
    if (!(radius >= 0) || this.where.size === 0) return null;
    const r2 = radius * radius;
    let best: IndexedPoint<K> | null = null;
    let bestD2 = Infinity;
    const cx0 = this.cellOf(x - radius);
    const cx1 = this.cellOf(x + radius);
    const cy0 = this.cellOf(y - radius);
    const cy1 = this.cellOf(y + radius);
    // A huge radius over a sparse index: scanning every point is cheaper than every cell.
    if ((cx1 - cx0 + 1) * (cy1 - cy0 + 1) > this.where.size) {
      for (const p of this.where.values()) {
        const d2 = (p.x - x) ** 2 + (p.y - y) ** 2;
        if (d2 <= r2 && d2 < bestD2 && (!accept || accept(p.key))) {
          best = p;
          bestD2 = d2;
        }
      }
    } else {
      for (let cx = cx0; cx <= cx1; cx++) {
        for (let cy = cy0; cy <= cy1; cy++) {
          const bucket = this.cells.get(this.cellId(cx, cy));
          if (!bucket) continue;
          for (const p of bucket) {
            const d2 = (p.x - x) ** 2 + (p.y - y) ** 2;
            if (d2 <= r2 && d2 < bestD2 && (!accept || accept(p.key))) {
              best = p;
              bestD2 = d2;
            }
          }
        }
      }
    }
    return best ? { key: best.key, x: best.x, y: best.y, distance: Math.sqrt(bestD2) } : null;
  }

  /** All points within `radius` of (x, y), nearest first. */
  within(x: number, y: number, radius: number): NearestHit<K>[] {
    const out: NearestHit<K>[] = [];
    if (!(radius >= 0)) return out;
    const r2 = radius * radius;
    for (let cx = this.cellOf(x - radius); cx <= this.cellOf(x + radius); cx++) {
      for (let cy = this.cellOf(y - radius); cy <= this.cellOf(y + radius); cy++) {
        const bucket = this.cells.get(this.cellId(cx, cy));
        if (!bucket) continue;
        for (const p of bucket) {
          const d2 = (p.x - x) ** 2 + (p.y - y) ** 2;
          if (d2 <= r2) out.push({ key: p.key, x: p.x, y: p.y, distance: Math.sqrt(d2) });
        }
      }
    }
    return out.sort((a, b) => a.distance - b.distance);
  }
}
