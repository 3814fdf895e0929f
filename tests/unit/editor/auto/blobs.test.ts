import { describe, expect, it } from 'vitest';
import { detectBlobs, diameterOfArea } from '../../../../src/editor/auto/blobs';
import { colourMask } from '../../../../src/editor/auto/colourMask';
import { blank, blend, disk, rect } from './draw';

const GREEN = [44, 160, 44] as const;

describe('blob detector', () => {
  const centres = [
    { x: 30.3, y: 40.7 },
    { x: 80, y: 40 },
    { x: 80.5, y: 90.25 },
    { x: 150.8, y: 20.1 },
    { x: 190.2, y: 110.6 },
  ];
  const image = blank(240, 160);
  for (const c of centres) disk(image, c.x, c.y, 4, GREEN);
  rect(image, 10, 130, 230, 150, GREEN); // a legend bar, far too big
  blend(image, 200, 10, GREEN, 1); // a stray pixel
  const mask = colourMask(image, { mode: 'foreground', foreground: GREEN, background: [255, 255, 255], threshold: 150 });

  it('finds every marker centre within a twentieth of a pixel and leaves out what is too small or too big', () => {
    const found = detectBlobs(mask, { minDiameter: 3, maxDiameter: 15 });
    expect(found).toHaveLength(centres.length);
    const sorted = [...centres].sort((a, b) => a.x - b.x || a.y - b.y);
    found.forEach((b, i) => {
      expect(Math.abs(b.x - sorted[i]!.x)).toBeLessThan(0.05);
      expect(Math.abs(b.y - sorted[i]!.y)).toBeLessThan(0.05);
      expect(b.diameter).toBeGreaterThan(7);
      expect(b.diameter).toBeLessThan(9);
    });
  });

  it('keeps the big and the small ones when the limits allow', () => {
    expect(detectBlobs(mask, { minDiameter: 0, maxDiameter: 1000 })).toHaveLength(centres.length + 2);
  });

  it('joins diagonal neighbours into one blob', () => {
    const m = { width: 3, height: 3, data: new Uint8Array([1, 0, 0, 0, 1, 0, 0, 0, 1]) };
    const [b] = detectBlobs(m, { minDiameter: 0, maxDiameter: 10 });
    expect(b).toMatchObject({ x: 1.5, y: 1.5, area: 3 });
  });

  it('measures the diameter of the circle of equal area', () => {
    expect(diameterOfArea(Math.PI * 16)).toBeCloseTo(8, 12);
  });
});
