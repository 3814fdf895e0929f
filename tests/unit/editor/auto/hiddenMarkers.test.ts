import { describe, expect, it } from 'vitest';
import { detectBlobs } from '../../../../src/editor/auto/blobs';
import { colourMask } from '../../../../src/editor/auto/colourMask';
import { otherInk } from '../../../../src/editor/auto/hiddenMarkers';
import type { RasterImage, Rgb } from '../../../../src/editor/auto/types';
import { blank, disk, polyline, rect } from './draw';

const BLUE: Rgb = [31, 119, 180];
const RED: Rgb = [214, 39, 40];
const WHITE: Rgb = [255, 255, 255];

function run(image: RasterImage) {
  const mask = colourMask(image, { mode: 'foreground', foreground: BLUE, background: WHITE, threshold: 60 });
  const cover = colourMask(image, { mode: 'background', foreground: BLUE, background: WHITE, threshold: 60 });
  return detectBlobs(mask, { minDiameter: 6, maxDiameter: 20, other: otherInk(cover, mask) });
}

describe('circles partly hidden under another series marker', () => {
  const whole = [
    { x: 20.3, y: 20.6 },
    { x: 60.7, y: 22.2 },
    { x: 100.1, y: 18.4 },
    { x: 140.5, y: 21.9 },
  ];

  it('finds a circle 40 % covered by a square of another colour, its centre within 0.3 px', () => {
    const image = blank(200, 100);
    for (const c of whole) disk(image, c.x, c.y, 5, BLUE);
    const hidden = { x: 80.4, y: 65.3 };
    disk(image, hidden.x, hidden.y, 5, BLUE);
    // A square over the circle's right part: 40 % of its area (the chord at 1 px right of the centre).
    rect(image, hidden.x + 1.0, hidden.y - 7, hidden.x + 13, hidden.y + 7, RED);
    const found = run(image);
    expect(found).toHaveLength(whole.length + 1);
    const near = found.filter((b) => Math.hypot(b.x - hidden.x, b.y - hidden.y) < 3);
    expect(near).toHaveLength(1);
    expect(Math.abs(near[0]!.x - hidden.x)).toBeLessThan(0.3);
    expect(Math.abs(near[0]!.y - hidden.y)).toBeLessThan(0.3);
  });

  it('finds a circle showing a sliver on each side of a marker over its middle', () => {
    const image = blank(200, 100);
    for (const c of whole) disk(image, c.x, c.y, 5, BLUE);
    const hidden = { x: 120.6, y: 60.2 };
    disk(image, hidden.x, hidden.y, 5, BLUE);
    rect(image, hidden.x - 3, hidden.y - 8, hidden.x + 3, hidden.y + 8, RED);
    const found = run(image);
    expect(found).toHaveLength(whole.length + 1);
    const near = found.find((b) => Math.hypot(b.x - hidden.x, b.y - hidden.y) < 3)!;
    expect(Math.hypot(near.x - hidden.x, near.y - hidden.y)).toBeLessThan(0.3);
  });

  it('takes no marker from a fringe of the series colour beside another colour, nor from a piece of line', () => {
    const image = blank(200, 100);
    for (const c of whole) disk(image, c.x, c.y, 5, BLUE);
    // A red square with a thin blue fringe along its left side (a misregistered edge).
    rect(image, 60, 50, 72, 62, RED);
    rect(image, 58.6, 50, 59.9, 62, BLUE);
    // A short blue line ending at a red marker.
    polyline(image, [{ x: 100, y: 80 }, { x: 112, y: 70 }], 1.5, BLUE);
    disk(image, 114, 68, 5, RED);
    expect(run(image)).toHaveLength(whole.length);
  });
});
