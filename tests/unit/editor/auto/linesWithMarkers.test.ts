import { describe, expect, it } from 'vitest';
import { detectBlobs } from '../../../../src/editor/auto/blobs';
import type { BinaryMask } from '../../../../src/editor/auto/types';

/** A mask drawn pixel by pixel, as a renderer at 100 dpi leaves a thin line and small markers. */
function pixelMask(width: number, height: number) {
  const data = new Uint8Array(width * height);
  const set = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < width && y < height) data[y * width + x] = 1;
  };
  // A line 1 px wide, a staircase (Bresenham) from one pixel to another.
  const line = (x0: number, y0: number, x1: number, y1: number) => {
    const dx = Math.abs(x1 - x0), dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    for (;;) {
      set(x0, y0);
      if (x0 === x1 && y0 === y1) break;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x0 += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y0 += sy;
      }
    }
  };
  const mask: BinaryMask = { width, height, data };
  return { mask, set, line };
}

describe('blob detector: small markers on a thin line (lines with markers at 100 dpi)', () => {
  it('finds triangles of 5 px on a steep line 1 px wide, which no core stands out of by the chamfer distance', () => {
    // R's triangles at 100 dpi: an apex pixel, then rows of 3 and 5 pixels; the line between them
    // rises 50 px over 12, so that it runs through each triangle's middle column.
    const { mask, set, line } = pixelMask(130, 90);
    const data = Array.from({ length: 9 }, (_, i) => ({ x: 10 + 12 * i, y: i % 2 ? 20 : 70 }));
    for (let i = 1; i < data.length; i++) line(data[i - 1]!.x, data[i - 1]!.y, data[i]!.x, data[i]!.y);
    for (const { x, y } of data) {
      set(x, y - 1);
      for (let dx = -1; dx <= 1; dx++) set(x + dx, y);
      for (let dx = -2; dx <= 2; dx++) set(x + dx, y + 1);
    }
    const found = detectBlobs(mask, { minDiameter: 2, maxDiameter: 20 });
    expect(found).toHaveLength(data.length);
    // The triangle's centroid (pixel centres, weighted 1, 3 and 5 by row) lies 0.44 px below its middle row's centre.
    found.forEach((b, i) => expect(Math.hypot(b.x - (data[i]!.x + 0.5), b.y - (data[i]!.y + 0.94))).toBeLessThan(0.5));
  });

  it('leaves out the pieces of a thin line broken between its markers', () => {
    // Squares of 5 x 5 px every 20 px: the first four on an unbroken line (one shape, the markers
    // taken out of it), the next four apart from their line, which shows only as pieces 1 px wide
    // (a row of 5 px, a steep staircase of 6 px) between them.
    const { mask, set, line } = pixelMask(180, 40);
    const data = Array.from({ length: 8 }, (_, i) => ({ x: 10 + 20 * i, y: 20 + (i % 2) * 4 }));
    for (let i = 1; i < 4; i++) line(data[i - 1]!.x, data[i - 1]!.y, data[i]!.x, data[i]!.y);
    for (const { x, y } of data) for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) set(x + dx, y + dy);
    for (let i = 4; i < 8; i++) {
      const { x, y } = data[i]!;
      if (i > 4) for (let dx = 0; dx < 5; dx++) set(x - 17 + dx, y + (i % 2 ? -3 : 3));
      line(x + 5, y - 3, x + 7, y - 8);
    }
    const found = detectBlobs(mask, { minDiameter: 2, maxDiameter: 20 });
    expect(found).toHaveLength(data.length);
    found.forEach((b, i) => expect(Math.hypot(b.x - (data[i]!.x + 0.5), b.y - (data[i]!.y + 0.5))).toBeLessThan(0.6));
  });

  it('takes no core on a stretch of line drawn 45 degrees steep as rows of 2 and 3 pixels (200 dpi), where a middle pixel is 2 from the outside along rows and columns', () => {
    // Squares of 7 x 7 px every 30 px on a line 2 px wide, level but for one stretch of 45
    // degrees drawn as rows one pixel over from the row above, two rows 2 px wide, then two 3 px
    // wide: the first of these has a middle pixel whose four neighbours are set, and two
    // opposite diagonal ones outside.
    const { mask, set } = pixelMask(200, 60);
    const data = [{ x: 10, y: 10 }, { x: 40, y: 10 }, { x: 70, y: 10 }, { x: 110, y: 50 }, { x: 140, y: 50 }, { x: 170, y: 50 }];
    for (let i = 1; i < data.length; i++) {
      const a = data[i - 1]!, b = data[i]!;
      if (a.y === b.y) for (let x = a.x; x <= b.x; x++) set(x, a.y), set(x, a.y + 1);
      else for (let k = 0; k <= b.x - a.x; k++) for (let dx = k % 4 === 1 || k % 4 === 2 ? -1 : 0; dx <= 1; dx++) set(a.x + k + dx, a.y + k);
    }
    for (const { x, y } of data) for (let dy = -3; dy <= 3; dy++) for (let dx = -3; dx <= 3; dx++) set(x + dx, y + dy);
    const found = detectBlobs(mask, { minDiameter: 2, maxDiameter: 20 });
    expect(found).toHaveLength(data.length);
    found.forEach((b, i) => expect(Math.hypot(b.x - (data[i]!.x + 0.5), b.y - (data[i]!.y + 0.5))).toBeLessThan(0.6));
  });

  it('sizes the typical marker on whole markers, not on those taken out of their line, which lose pixels to it', () => {
    // gnuplot's triangles by cairo at 100 dpi: 9-11 px each where the line is taken off them, up
    // to twice that where they stand apart from it (the line too faint to show there). Five on a
    // steep line 1 px wide (an apex pixel, rows of 3 and 5), four apart (an apex pixel, a row of
    // 3 and three of 5: 19 px), which were split in two as touching markers of the small size.
    const { mask, set, line } = pixelMask(170, 90);
    const onLine = Array.from({ length: 5 }, (_, i) => ({ x: 10 + 12 * i, y: i % 2 ? 20 : 70 }));
    for (let i = 1; i < onLine.length; i++) line(onLine[i - 1]!.x, onLine[i - 1]!.y, onLine[i]!.x, onLine[i]!.y);
    const apart = Array.from({ length: 4 }, (_, i) => ({ x: 80 + 20 * i, y: 40 + (i % 2) * 10 }));
    for (const { x, y } of [...onLine, ...apart]) {
      set(x, y - 1);
      for (let dx = -1; dx <= 1; dx++) set(x + dx, y);
      for (let dx = -2; dx <= 2; dx++) set(x + dx, y + 1);
    }
    for (const { x, y } of apart) for (let dy = 2; dy <= 3; dy++) for (let dx = -2; dx <= 2; dx++) set(x + dx, y + dy);
    const found = detectBlobs(mask, { minDiameter: 2, maxDiameter: 20 });
    expect(found).toHaveLength(onLine.length + apart.length);
    // Each within 0.6 px of the centre of its rows and columns.
    const data = [...onLine.map((d) => ({ x: d.x + 0.5, y: d.y + 0.5 })), ...apart.map((d) => ({ x: d.x + 0.5, y: d.y + 1.5 }))];
    found.forEach((b, i) => expect(Math.hypot(b.x - data[i]!.x, b.y - data[i]!.y)).toBeLessThan(0.6));
  });
});
