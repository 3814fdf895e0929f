import { describe, expect, it } from 'vitest';
import { detectBlobs } from '../../../../src/editor/auto/blobs';
import { colourMask } from '../../../../src/editor/auto/colourMask';
import { otherInk } from '../../../../src/editor/auto/hiddenMarkers';
import type { RasterImage, Rgb } from '../../../../src/editor/auto/types';
import { blank, disk, paint, polyline, rect } from './draw';

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

/** Whether (x, y) lies inside the triangle a, b, c (either winding). */
function inTriangle(x: number, y: number, a: readonly [number, number], b: readonly [number, number], c: readonly [number, number]): boolean {
  const s = (p: readonly [number, number], q: readonly [number, number]) => (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
  const d1 = s(a, b), d2 = s(b, c), d3 = s(c, a);
  return (d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0);
}

/** An upward triangle with its centroid on (cx, cy): half base `hw`, height `h` (R's and ggplot2's filled triangles). */
function filledTriangle(image: ReturnType<typeof blank>, cx: number, cy: number, hw: number, h: number, colour: Rgb) {
  const a = [cx, cy - (2 * h) / 3] as const;
  const b = [cx + hw, cy + h / 3] as const;
  const c = [cx - hw, cy + h / 3] as const;
  paint(image, colour, (x, y) => inTriangle(x, y, a, b, c), { x0: cx - hw - 1, y0: cy - h, x1: cx + hw + 1, y1: cy + h });
}

/** An open upward triangle, centroid on (cx, cy), its outline `t` wide inside the outer edge. */
function openTriangle(image: ReturnType<typeof blank>, cx: number, cy: number, hw: number, h: number, t: number, colour: Rgb) {
  // The inside: the triangle shrunk about its centroid (its incentre, equilateral or not close to it) by the outline's width.
  const r = (hw * h) / (hw + Math.hypot(hw, h));
  const k = 1 - t / r;
  const outer = [[cx, cy - (2 * h) / 3], [cx + hw, cy + h / 3], [cx - hw, cy + h / 3]] as const;
  const inner = outer.map(([x, y]) => [cx + (x - cx) * k, cy + (y - cy) * k] as const);
  paint(image, colour, (x, y) => inTriangle(x, y, outer[0], outer[1], outer[2]) && !inTriangle(x, y, inner[0], inner[1], inner[2]), { x0: cx - hw - 1, y0: cy - h, x1: cx + hw + 1, y1: cy + h });
}

/** An open square centred on (cx, cy), side `s`, its outline `t` wide inside the outer edge. */
function openSquare(image: ReturnType<typeof blank>, cx: number, cy: number, s: number, t: number, colour: Rgb) {
  const h = s / 2;
  paint(image, colour, (x, y) => Math.abs(x - cx) <= h && Math.abs(y - cy) <= h && !(Math.abs(x - cx) < h - t && Math.abs(y - cy) < h - t), { x0: cx - h - 1, y0: cy - h - 1, x1: cx + h + 1, y1: cy + h + 1 });
}

describe('squares and triangles partly hidden under another series marker', () => {
  const whole = [
    { x: 20.3, y: 20.6 },
    { x: 60.7, y: 22.2 },
    { x: 100.1, y: 18.4 },
    { x: 140.5, y: 21.9 },
    { x: 180.2, y: 20.3 },
  ];

  it('finds an open square whose lower part lies under an open triangle of another colour, its centre within 0.5 px', () => {
    const image = blank(220, 100);
    for (const c of whole) openSquare(image, c.x, c.y, 13, 2, BLUE);
    const hidden = { x: 80.4, y: 65.3 };
    openSquare(image, hidden.x, hidden.y, 13, 2, BLUE);
    // An open triangle over it, its base over the square's bottom side, its sides over the square's lower corners.
    openTriangle(image, hidden.x + 0.4, hidden.y + 2.6, 9.5, 15, 2.2, RED);
    const found = run(image);
    expect(found).toHaveLength(whole.length + 1);
    const near = found.filter((b) => Math.hypot(b.x - hidden.x, b.y - hidden.y) < 4);
    expect(near).toHaveLength(1);
    expect(Math.abs(near[0]!.x - hidden.x)).toBeLessThan(0.5);
    expect(Math.abs(near[0]!.y - hidden.y)).toBeLessThan(0.5);
  });

  it('finds a filled triangle whose apex and right corner lie under a square of another colour, at its centroid within 0.5 px', () => {
    const image = blank(220, 100);
    for (const c of whole) filledTriangle(image, c.x, c.y, 7, 12, BLUE);
    const hidden = { x: 120.6, y: 64.2 };
    filledTriangle(image, hidden.x, hidden.y, 7, 12, BLUE);
    // A square over the triangle's upper part and right corner: its base's left part and its left side's lower part show.
    rect(image, hidden.x - 3.2, hidden.y - 13, hidden.x + 10.8, hidden.y + 1.0, RED);
    const found = run(image);
    expect(found).toHaveLength(whole.length + 1);
    const near = found.filter((b) => Math.hypot(b.x - hidden.x, b.y - hidden.y) < 4);
    expect(near).toHaveLength(1);
    expect(Math.hypot(near[0]!.x - hidden.x, near[0]!.y - hidden.y)).toBeLessThan(0.5);
  });

  it('takes no square from a lone stray edge of the series colour beside another colour, nor from a strip whose edges all lie against it', () => {
    const image = blank(220, 100);
    for (const c of whole) openSquare(image, c.x, c.y, 13, 2, BLUE);
    // A stroke of the series colour as long as a square's side, ending at a red marker: background where the rest of a square would be.
    rect(image, 58, 60, 66, 62, BLUE);
    disk(image, 71, 61, 5, RED);
    // A strip of the series colour, a square's side long, inside a red block near its edge: nothing of its own edge against the background.
    rect(image, 100, 42, 140, 82, RED);
    rect(image, 103.5, 55.5, 105.5, 68.5, BLUE);
    expect(run(image)).toHaveLength(whole.length);
  });
});
