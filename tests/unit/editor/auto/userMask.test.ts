import { describe, expect, it } from 'vitest';
import { rasteriseMask } from '../../../../src/editor/auto/userMask';

const count = (d: Uint8Array) => d.reduce((s, v) => s + v, 0);

describe('user mask', () => {
  it('is empty without strokes', () => {
    expect(count(rasteriseMask(10, 10, []).data)).toBe(0);
  });

  it('fills the pixels whose centre is inside a box, corners in any order', () => {
    const m = rasteriseMask(10, 10, [{ kind: 'box', from: { x: 7, y: 6 }, to: { x: 2, y: 3 } }]);
    expect(count(m.data)).toBe(5 * 3);
    expect(m.data[3 * 10 + 2]).toBe(1);
    expect(m.data[5 * 10 + 6]).toBe(1);
    expect(m.data[6 * 10 + 6]).toBe(0);
    expect(m.data[3 * 10 + 7]).toBe(0);
  });

  it('clips boxes to the image', () => {
    const m = rasteriseMask(4, 4, [{ kind: 'box', from: { x: -10, y: -10 }, to: { x: 50, y: 2 } }]);
    expect(count(m.data)).toBe(8);
  });

  it('paints a pen stroke as wide as the pen along the polyline', () => {
    const m = rasteriseMask(40, 20, [{ kind: 'pen', width: 4, points: [{ x: 5, y: 10 }, { x: 35, y: 10 }] }]);
    // Rows 8..11 have centres within 2 px of y = 10 along the segment: 30 columns each, plus round caps.
    for (let x = 6; x < 34; x++) {
      expect(m.data[8 * 40 + x]).toBe(1);
      expect(m.data[11 * 40 + x]).toBe(1);
      expect(m.data[7 * 40 + x]).toBe(0);
      expect(m.data[12 * 40 + x]).toBe(0);
    }
    expect(m.data[10 * 40 + 2]).toBe(0);
  });

  it('paints a single pen dab as a disk and adds strokes together', () => {
    const m = rasteriseMask(20, 20, [
      { kind: 'pen', width: 6, points: [{ x: 10, y: 10 }] },
      { kind: 'box', from: { x: 0, y: 0 }, to: { x: 2, y: 2 } },
    ]);
    expect(m.data[10 * 20 + 10]).toBe(1);
    expect(m.data[10 * 20 + 13]).toBe(0);
    expect(m.data[0]).toBe(1);
    expect(count(m.data)).toBeGreaterThan(28 + 4 - 1);
  });
});
