import { describe, expect, it } from 'vitest';
import { colourMask } from '../../../../src/editor/auto/colourMask';
import { traceCurve, xStep } from '../../../../src/editor/auto/xStep';
import { calibrate } from '../../../../src/editor/core/calibration/xy';
import { blank, polyline } from './draw';

const RED = [214, 39, 40] as const;

/** x 0..10 on pixels 50..450, y 0..100 on pixels 250..50. */
const linear = calibrate([
  { px: 50, py: 250, dx: 0, dy: 0 },
  { px: 450, py: 250, dx: 10, dy: 0 },
  { px: 50, py: 250, dx: 0, dy: 0 },
  { px: 50, py: 50, dx: 0, dy: 100 },
]);

describe('X step with interpolation', () => {
  // y = 5 x^2 / 10 + 20 drawn as a fine polyline.
  const f = (x: number) => (5 * x * x) / 10 + 20;
  const image = blank(500, 300);
  const vertices = Array.from({ length: 101 }, (_, i) => {
    const x = i / 10;
    return linear.dataToPixel(x, f(x));
  });
  polyline(image, vertices, 2, RED);
  const mask = colourMask(image, { mode: 'foreground', foreground: RED, background: [255, 255, 255], threshold: 150 });

  it('gives one point per step, at exactly that x, on the curve', () => {
    const found = xStep(mask, linear, { xStart: 0.5, xEnd: 9.5, xStep: 0.5, dy: 5 });
    expect(found).toHaveLength(19);
    found.forEach((p, k) => {
      const [x, y] = linear.pixelToData(p.x, p.y) as [number, number];
      expect(x).toBeCloseTo(0.5 + k * 0.5, 9);
      // Within 0.2 % of the y range (a third of a pixel).
      expect(Math.abs(y - f(x))).toBeLessThan(0.2);
    });
  });

  it('gives nothing for x outside the curve', () => {
    // The curve runs from x = 0 to 10 (its round ends a pixel beyond).
    const found = xStep(mask, linear, { xStart: -5, xEnd: 20, xStep: 5, dy: 5 });
    expect(found.map((p) => Math.round(linear.pixelToData(p.x, p.y)[0]!))).toEqual([0, 5, 10]);
  });

  it('steps evenly in log space on a log x axis', () => {
    const log = calibrate(
      [
        { px: 50, py: 250, dx: 1, dy: 0 },
        { px: 450, py: 250, dx: 10000, dy: 0 },
        { px: 50, py: 250, dx: 1, dy: 0 },
        { px: 50, py: 50, dx: 1, dy: 100 },
      ],
      { logX: true },
    );
    const img = blank(500, 300);
    polyline(img, [log.dataToPixel(1, 10), log.dataToPixel(10000, 90)], 2, RED);
    const m = colourMask(img, { mode: 'foreground', foreground: RED, background: [255, 255, 255], threshold: 150 });
    const found = xStep(m, log, { xStart: 10, xEnd: 1000, xStep: 10, dy: 5 });
    expect(found).toHaveLength(100);
    const at100 = log.pixelToData(found[9]!.x, found[9]!.y) as [number, number];
    expect(at100[0]).toBeCloseTo(100, 6);
    expect(at100[1]).toBeCloseTo(50, 0);
  });

  it('refuses a step that is not positive or too many steps', () => {
    expect(() => xStep(mask, linear, { xStart: 0, xEnd: 1, xStep: 0, dy: 5 })).toThrow(/positive/);
    expect(() => xStep(mask, linear, { xStart: 0, xEnd: 1e9, xStep: 1, dy: 5 })).toThrow(/At most/);
  });

  it('follows the nearest group from column to column', () => {
    const two = blank(100, 100);
    polyline(two, [{ x: 0, y: 20 }, { x: 99, y: 30 }], 2, RED);
    polyline(two, [{ x: 40, y: 80 }, { x: 60, y: 80 }], 2, RED);
    const m = colourMask(two, { mode: 'foreground', foreground: RED, threshold: 150 });
    const trace = traceCurve(m, 3);
    expect(trace.every((p) => p.y < 40)).toBe(true);
    expect(trace).toHaveLength(100);
  });
});
