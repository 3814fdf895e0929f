import { describe, expect, it } from 'vitest';
import { PointSnapshot } from '../../../src/editor/engine/pointSnapshot';
import type { Vec } from '../../../src/editor/engine/viewTransform';

const grid = (n: number): Vec[] => Array.from({ length: n }, (_, i) => ({ x: (i % 10) * 100, y: Math.floor(i / 10) * 100 }));

function synced(points: Vec[]) {
  const snap = new PointSnapshot();
  snap.sync(points, () => undefined);
  const touched: Vec[] = [];
  const sync = (next: Vec[]) => {
    touched.length = 0;
    return snap.sync(next, (x, y) => touched.push({ x, y }));
  };
  return { snap, touched, sync };
}

/** Every index key answers with its point. */
function expectIndexed(snap: PointSnapshot, points: Vec[]) {
  expect(snap.index.size).toBe(points.length);
  points.forEach((p, i) => expect(snap.index.nearest(p.x, p.y, 1)?.key).toBe(i));
}

describe('PointSnapshot', () => {
  it('reports nothing when nothing changed', () => {
    const pts = grid(50);
    const { sync, touched } = synced(pts);
    expect(sync(pts)).toBe(false);
    expect(touched).toEqual([]);
  });

  it('touches an appended point only', () => {
    const pts = grid(50);
    const { snap, sync, touched } = synced(pts);
    const next = [...pts, { x: 5, y: 7 }];
    expect(sync(next)).toBe(true);
    expect(touched).toEqual([{ x: 5, y: 7 }]);
    expectIndexed(snap, next);
  });

  it('touches the old and new positions of a moved point', () => {
    const pts = grid(50);
    const { snap, sync, touched } = synced(pts);
    const next = pts.map((p, i) => (i === 12 ? { x: 1, y: 2 } : p));
    sync(next);
    expect(touched).toEqual([pts[12], { x: 1, y: 2 }]);
    expectIndexed(snap, next);
  });

  it('touches only a deleted point although the keys after it shift', () => {
    const pts = grid(50);
    const { snap, sync, touched } = synced(pts);
    const next = pts.filter((_, i) => i !== 20);
    sync(next);
    expect(touched).toEqual([pts[20]]);
    expectIndexed(snap, next);
  });

  it('touches only a point inserted in the middle (an undone deletion)', () => {
    const pts = grid(50);
    const { snap, sync, touched } = synced(pts.filter((_, i) => i !== 20));
    sync(pts);
    expect(touched).toEqual([pts[20]]);
    expectIndexed(snap, pts);
  });

  it('touches the last point when it is deleted, and every point when all go', () => {
    const pts = grid(5);
    const { snap, sync, touched } = synced(pts);
    sync(pts.slice(0, 4));
    expect(touched).toEqual([pts[4]]);
    sync([]);
    expect(touched).toEqual(pts.slice(0, 4));
    expect(snap.index.size).toBe(0);
  });

  it('touches old and new positions of every point when the order changes', () => {
    const pts = grid(4);
    const { snap, sync, touched } = synced(pts);
    const next = [pts[1]!, pts[0]!, pts[2]!, pts[3]!];
    sync(next);
    expect(touched).toEqual([pts[0], pts[1], pts[1], pts[0]]);
    expectIndexed(snap, next);
  });
});
