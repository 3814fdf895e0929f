import { describe, expect, it } from 'vitest';
import {
  MarkerBuffer,
  exposedStrips,
  mergeRects,
  stampFromPixels,
  type StampedSet,
} from '../../../../src/editor/engine/renderers/markerBuffer';
import type { Affine, Vec } from '../../../../src/editor/engine/viewTransform';

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296);
}

/** A disc of radius 3 with a soft edge: opaque core, half-transparent rim, like a real marker. */
function discStamp(r: number, g: number, b: number) {
  const half = 4;
  const size = half * 2 + 1;
  const data = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - half, y - half);
      const a = d <= 2.5 ? 255 : d <= 3.6 ? 120 : 0;
      data.set([r, g, b, a], (y * size + x) * 4);
    }
  }
  return stampFromPixels(data, half);
}

const W = 120;
const H = 90;
const ID: Affine = { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 };

function scatter(n: number, seed: number): Vec[] {
  const rand = lcg(seed);
  return Array.from({ length: n }, () => ({ x: -10 + rand() * (W + 20), y: -10 + rand() * (H + 20) }));
}

function sets(a: Vec[], b: Vec[]): StampedSet[] {
  return [
    { id: 'a', points: a, stamp: discStamp(200, 30, 30) },
    { id: 'b', points: b, stamp: discStamp(30, 30, 200) },
  ];
}

function fullDraw(m: Affine, s: StampedSet[], skip: { datasetId: string; index: number } | null = null): Int32Array {
  const buf = new MarkerBuffer(W, H);
  buf.drawAll(m, 1, s, skip);
  return buf.pixels;
}

describe('MarkerBuffer', () => {
  it('redraws a moved point by rectangle exactly as a full redraw does, overlaps included', () => {
    const a = scatter(400, 1);
    const b = scatter(300, 2);
    const buf = new MarkerBuffer(W, H);
    buf.drawAll(ID, 1, sets(a, b));
    const from = a[17]!;
    a[17] = { x: 60.4, y: 44.7 };
    buf.redraw([MarkerBuffer.rectOf(ID, 1, from, 4), MarkerBuffer.rectOf(ID, 1, a[17], 4)], ID, 1, sets(a, b));
    expect(buf.pixels).toEqual(fullDraw(ID, sets(a, b)));
  });

  it('redraws an added, a deleted and a skipped point exactly', () => {
    const a = scatter(300, 3);
    const b = scatter(300, 4);
    const buf = new MarkerBuffer(W, H);
    buf.drawAll(ID, 1, sets(a, b));
    a.push({ x: 3, y: 88.9 });
    const gone = b.splice(40, 1)[0]!;
    const skip = { datasetId: 'a', index: 5 };
    buf.redraw(
      [MarkerBuffer.rectOf(ID, 1, a.at(-1)!, 4), MarkerBuffer.rectOf(ID, 1, gone, 4), MarkerBuffer.rectOf(ID, 1, a[5]!, 4)],
      ID,
      1,
      sets(a, b),
      skip,
    );
    expect(buf.pixels).toEqual(fullDraw(ID, sets(a, b), skip));
  });

  it('follows a pan by shifting pixels and stamping the uncovered strips', () => {
    const a = scatter(500, 5);
    const b = scatter(200, 6);
    const m = { a: 1.5, b: 0, c: 0, d: 1.5, tx: -20, ty: -8 };
    const buf = new MarkerBuffer(W, H);
    buf.drawAll(m, 1, sets(a, b));
    for (const [dx, dy] of [
      [7, 0],
      [0, -5],
      [-13, 11],
      [30, 30],
    ] as const) {
      m.tx += dx;
      m.ty += dy;
      buf.shift(dx, dy);
      buf.redraw(exposedStrips(W, H, dx, dy), m, 1, sets(a, b));
      expect(buf.pixels).toEqual(fullDraw(m, sets(a, b)));
    }
  });

  it('counts the markers it draws and leaves out the skipped one', () => {
    const pts = [
      { x: 10, y: 10 },
      { x: 50, y: 50 },
      { x: 500, y: 500 },
    ];
    const buf = new MarkerBuffer(W, H);
    expect(buf.drawAll(ID, 1, [{ id: 'a', points: pts, stamp: discStamp(0, 0, 0) }])).toBe(2);
    expect(buf.drawAll(ID, 1, [{ id: 'a', points: pts, stamp: discStamp(0, 0, 0) }], { datasetId: 'a', index: 1 })).toBe(1);
  });
});

describe('rectangles', () => {
  it('merges rectangles that meet and keeps the others', () => {
    const merged = mergeRects([
      { x0: 0, y0: 0, x1: 10, y1: 10 },
      { x0: 5, y0: 5, x1: 15, y1: 15 },
      { x0: 50, y0: 50, x1: 60, y1: 60 },
    ]);
    expect(merged).toEqual([
      { x0: 0, y0: 0, x1: 15, y1: 15 },
      { x0: 50, y0: 50, x1: 60, y1: 60 },
    ]);
  });

  it('names the strips a scroll uncovers, without overlap', () => {
    expect(exposedStrips(100, 80, 10, 0)).toEqual([{ x0: 0, y0: 0, x1: 10, y1: 80 }]);
    expect(exposedStrips(100, 80, 0, -6)).toEqual([{ x0: 0, y0: 74, x1: 100, y1: 80 }]);
    expect(exposedStrips(100, 80, -10, 6)).toEqual([
      { x0: 90, y0: 0, x1: 100, y1: 80 },
      { x0: 0, y0: 0, x1: 90, y1: 6 },
    ]);
    expect(exposedStrips(100, 80, 0, 0)).toEqual([]);
  });
});

describe('rectangles that only touch', () => {
  it('are kept apart: they share no pixel', () => {
    const strips = exposedStrips(100, 80, 10, 6);
    expect(mergeRects(strips)).toEqual(strips);
  });
});
