import { describe, expect, it } from 'vitest';
import { extractBars } from '../../../../src/editor/auto/bars';
import { colourMask } from '../../../../src/editor/auto/colourMask';
import { blank, rect } from './draw';

const BLUE = [31, 119, 180] as const;
const mask = (image: ReturnType<typeof blank>) => colourMask(image, { mode: 'foreground', foreground: BLUE, background: [255, 255, 255], threshold: 150 });

describe('bar extraction', () => {
  it('gives each vertical bar its middle and top', () => {
    const image = blank(300, 200);
    const bars = [
      { x0: 20, x1: 60, top: 50 },
      { x0: 80, x1: 120, top: 120.5 },
      { x0: 140, x1: 180, top: 30 },
    ];
    for (const b of bars) rect(image, b.x0, b.top, b.x1, 180, BLUE);
    rect(image, 250, 20, 251, 180, BLUE); // a 1 px line, not a bar
    const found = extractBars(mask(image), { orientation: 'vertical', minWidth: 5 });
    expect(found).toHaveLength(3);
    found.forEach((p, i) => {
      expect(Math.abs(p.x - (bars[i]!.x0 + bars[i]!.x1) / 2)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(p.y - bars[i]!.top)).toBeLessThanOrEqual(0.5);
    });
  });

  it('reads a bar\'s end to a fraction of a pixel from the coverage of its end pixels, also when they are covered less than half', () => {
    const image = blank(200, 200);
    // Tops a quarter, a half and three quarters into a pixel (the painter samples 4 x 4 per pixel).
    const tops = [40.25, 70.5, 100.75, 130.25];
    tops.forEach((top, i) => rect(image, 20 + 40 * i, top, 50 + 40 * i, 180, BLUE));
    const found = extractBars(mask(image), { orientation: 'vertical', minWidth: 5 });
    expect(found).toHaveLength(4);
    found.forEach((p, i) => expect(Math.abs(p.y - tops[i]!)).toBeLessThan(0.02));
  });

  it('ends bars below the baseline at their bottom', () => {
    const image = blank(200, 200);
    rect(image, 20, 40, 60, 100, BLUE); // positive: up from the baseline at y = 100
    rect(image, 100, 100, 140, 170, BLUE); // negative: down from it
    const found = extractBars(mask(image), { orientation: 'vertical', minWidth: 5, baseline: 100 });
    expect(found.map((p) => Math.round(p.y))).toEqual([40, 170]);
    // Without the baseline every bar ends at its top.
    expect(extractBars(mask(image), { orientation: 'vertical', minWidth: 5 }).map((p) => Math.round(p.y))).toEqual([40, 100]);
  });

  it('reads horizontal bars along x', () => {
    const image = blank(200, 200);
    rect(image, 10, 20, 150, 40, BLUE);
    rect(image, 10, 60, 90.5, 80, BLUE);
    const found = extractBars(mask(image), { orientation: 'horizontal', minWidth: 5 });
    expect(found).toHaveLength(2);
    expect(Math.abs(found[0]!.x - 150)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(found[0]!.y - 30)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(found[1]!.x - 90.5)).toBeLessThanOrEqual(0.5);
  });

  it('reads the end of a stacked segment against the segment above it, also when JPEG blurs that edge over four pixels', () => {
    const RED = [214, 39, 40] as const;
    const image = blank(100, 200);
    // Blue from the axis up, red stacked on it from y = 100.25 (pixel 100 a quarter red).
    rect(image, 20, 40, 60, 180, BLUE);
    rect(image, 20, 40, 60, 100.25, RED);
    // Chroma at half resolution, upsampled: each column's edge spread by [1, 2, 1] / 4 twice (the mass kept).
    for (let x = 20; x < 60; x++) {
      for (let pass = 0; pass < 2; pass++) {
        const col = Array.from({ length: 200 }, (_, y) => [0, 1, 2].map((c) => image.data[(y * 100 + x) * 4 + c]!));
        for (let y = 90; y < 110; y++) for (let c = 0; c < 3; c++) image.data[(y * 100 + x) * 4 + c] = Math.round((col[y - 1]![c]! + 2 * col[y]![c]! + col[y + 1]![c]!) / 4);
      }
    }
    const options = { mode: 'foreground', foreground: BLUE, background: [255, 255, 255], threshold: 150 } as const;
    const [against] = extractBars(colourMask(image, { ...options, edgesAgainstColours: true }), { orientation: 'vertical', minWidth: 5 });
    expect(Math.abs(against!.y - 100.25)).toBeLessThan(0.05);
    // Read against the background only, the mixed pixels put the end more than a tenth of a pixel off.
    const [plain] = extractBars(colourMask(image, options), { orientation: 'vertical', minWidth: 5 });
    expect(Math.abs(plain!.y - 100.25)).toBeGreaterThan(0.1);
  });
});

