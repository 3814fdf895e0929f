import { describe, expect, it } from 'vitest';
import { SpatialGridIndex } from '../../../src/editor/engine/spatialIndex';

function bruteNearest(points: { key: number; x: number; y: number }[], x: number, y: number, r: number) {
  let best: number | null = null;
  let bestD = Infinity;
  for (const p of points) {
    const d = Math.hypot(p.x - x, p.y - y);
    if (d <= r && d < bestD) {
      best = p.key;
      bestD = d;
    }
  }
  return best;
}

// A small deterministic generator so the test never depends on Math.random.
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296);
}

describe('SpatialGridIndex', () => {
  it('finds the nearest point within a radius, inclusive', () => {
    const index = new SpatialGridIndex<string>(10);
    index.set('a', 0, 0);
    index.set('b', 30, 40);
    expect(index.nearest(1, 1, 5)?.key).toBe('a');
    expect(index.nearest(30, 40 + 25, 25)?.key).toBe('b');
    expect(index.nearest(30, 40 + 25.01, 25)).toBeNull();
    expect(index.nearest(15, 20, 100)?.distance).toBeCloseTo(Math.hypot(15, 20));
  });

  it('moves and deletes points', () => {
    const index = new SpatialGridIndex<number>(8);
    index.set(1, 5, 5);
    index.set(1, 500, 500);
    expect(index.size).toBe(1);
    expect(index.nearest(5, 5, 10)).toBeNull();
    expect(index.nearest(501, 500, 2)?.key).toBe(1);
    expect(index.delete(1)).toBe(true);
    expect(index.delete(1)).toBe(false);
    expect(index.nearest(500, 500, 1000)).toBeNull();
  });

  it('handles negative coordinates and cell borders', () => {
    const index = new SpatialGridIndex<number>(16);
    index.set(1, -0.5, -0.5);
    index.set(2, 16, 16);
    expect(index.nearest(0, 0, 1)?.key).toBe(1);
    expect(index.nearest(15.9, 15.9, 0.5)?.key).toBe(2);
  });

  it('skips points the filter rejects', () => {
    const index = new SpatialGridIndex<number>(16);
    index.set(1, 0, 0);
    index.set(2, 3, 0);
    expect(index.nearest(0, 0, 10, (k) => k !== 1)?.key).toBe(2);
  });

  it('agrees with a brute-force search on 5000 points', () => {
    const rand = lcg(42);
    const points = Array.from({ length: 5000 }, (_, key) => ({ key, x: rand() * 2000 - 200, y: rand() * 1500 }));
    const index = new SpatialGridIndex<number>(24);
    for (const p of points) index.set(p.key, p.x, p.y);
    for (let i = 0; i < 300; i++) {
      const x = rand() * 2000 - 200;
      const y = rand() * 1500;
      const r = [4, 25, 50, 400][i % 4]!;
      expect(index.nearest(x, y, r)?.key ?? null).toBe(bruteNearest(points, x, y, r));
    }
  });

  it('lists points within a radius, nearest first', () => {
    const index = new SpatialGridIndex<string>(5);
    index.set('far', 9, 0);
    index.set('near', 1, 0);
    index.set('out', 20, 0);
    expect(index.within(0, 0, 10).map((h) => h.key)).toEqual(['near', 'far']);
  });
});
