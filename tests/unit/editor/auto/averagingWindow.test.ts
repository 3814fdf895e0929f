import { describe, expect, it } from 'vitest';
import { averagingWindow } from '../../../../src/editor/auto/averagingWindow';
import { colourMask } from '../../../../src/editor/auto/colourMask';
import { blank, polyline, polylineY } from './draw';

const BLUE = [31, 119, 180] as const;
const ORANGE = [255, 127, 14] as const;

describe('averaging window', () => {
  const image = blank(400, 200);
  const blue = [{ x: 20, y: 150 }, { x: 120, y: 40.3 }, { x: 250, y: 120.7 }, { x: 380, y: 60 }];
  const orange = [{ x: 20, y: 30 }, { x: 380, y: 180 }];
  polyline(image, blue, 2, BLUE);
  polyline(image, orange, 2, ORANGE);

  it('finds points along the curve of the colour, within 0.15 px, every dx pixels', () => {
    const mask = colourMask(image, { mode: 'foreground', foreground: BLUE, background: [255, 255, 255], threshold: 120 });
    const found = averagingWindow(mask, { dx: 10, dy: 10 });
    expect(found.length).toBeGreaterThanOrEqual(36);
    expect(found.length).toBeLessThanOrEqual(40);
    // Away from the sharp vertices (where a window averages two segments) and from where the orange
    // line is drawn over it, every point is on the line.
    for (const p of found) {
      const nearVertex = blue.some((v) => Math.abs(v.x - p.x) < 12);
      const underOrange = Math.abs(p.y - polylineY(orange, p.x)) < 12;
      // Within 0.15 px: this painter's 4 x 4 subsampling puts each column's centroid up to that off.
      if (!nearVertex && !underOrange) expect(Math.abs(p.y - polylineY(blue, p.x))).toBeLessThan(0.15);
    }
    expect(found[0]!.x).toBeLessThan(30);
    expect(found.at(-1)!.x).toBeGreaterThan(370);
    // Left to right.
    expect(found.map((p) => p.x)).toEqual([...found.map((p) => p.x)].sort((a, b) => a - b));
  });

  it('ignores the other colour, also where the curves cross', () => {
    const mask = colourMask(image, { mode: 'foreground', foreground: ORANGE, background: [255, 255, 255], threshold: 120 });
    const found = averagingWindow(mask, { dx: 20, dy: 10 });
    const far = found.filter((p) => Math.abs(p.y - polylineY(orange, p.x)) > 0.6);
    expect(far).toEqual([]);
    expect(found.length).toBeGreaterThanOrEqual(17);
  });

  it('follows two curves of one colour separately', () => {
    const two = blank(200, 100);
    polyline(two, [{ x: 0, y: 20 }, { x: 199, y: 20 }], 2, BLUE);
    polyline(two, [{ x: 0, y: 70 }, { x: 199, y: 70 }], 2, BLUE);
    const mask = colourMask(two, { mode: 'foreground', foreground: BLUE, threshold: 120 });
    const found = averagingWindow(mask, { dx: 50, dy: 5 });
    expect(found.filter((p) => Math.abs(p.y - 20) < 0.1)).toHaveLength(4);
    expect(found.filter((p) => Math.abs(p.y - 70) < 0.1)).toHaveLength(4);
    expect(found).toHaveLength(8);
  });

  it('at sharp vertices of a thick line, every point still lies on the line: the point is taken where the curve is straight', () => {
    const zigzag = blank(300, 200);
    const peaks = [{ x: 10, y: 180 }, { x: 60, y: 20 }, { x: 110, y: 170 }, { x: 160, y: 30 }, { x: 210, y: 160 }, { x: 290, y: 40 }];
    polyline(zigzag, peaks, 3, BLUE);
    const mask = colourMask(zigzag, { mode: 'foreground', foreground: BLUE, background: [255, 255, 255], threshold: 120 });
    const found = averagingWindow(mask, { dx: 20, dy: 12 });
    expect(found.length).toBeGreaterThanOrEqual(12);
    // The mean over a whole window would lie up to a quarter of 20 px times the change of slope
    // (about 6) inside each turn.
    for (const p of found) expect(Math.abs(p.y - polylineY(peaks, p.x))).toBeLessThan(0.3);
  });

  it('finds nothing on an empty mask', () => {
    expect(averagingWindow({ width: 10, height: 10, data: new Uint8Array(100) }, { dx: 3, dy: 3 })).toEqual([]);
  });
});
