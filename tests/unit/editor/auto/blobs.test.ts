import { describe, expect, it } from 'vitest';
import { closedOutline, detectBlobs, diameterOfArea, edgeDepth, joinThroughFaintEdges, outlineSlopes, sideMidpoint } from '../../../../src/editor/auto/blobs';
import { colourMask } from '../../../../src/editor/auto/colourMask';
import { blank, blend, disk, paint, polyline, rect } from './draw';

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

  it('a joined pair of diagonal neighbours stays one blob when no typical marker size is known', () => {
    expect(detectBlobs(mask, { minDiameter: 3, maxDiameter: 15, split: false })).toHaveLength(centres.length);
  });
});

/**
 * An upward triangle whose bounding box is centred on (cx, cy), anti-aliased by the share of
 * 32 x 32 subsamples inside: fine enough for its thin apex. Vega-Lite's 'triangle-up' (apex at
 * -h, base at +h, h = sqrt(3) / 2 of the half width, vega-scenegraph's symbol) and matplotlib's '^'
 * (as high as wide) are drawn so: their datum is the box centre.
 */
function triangle(image: ReturnType<typeof blank>, cx: number, cy: number, halfWidth: number, halfHeight: number, colour: readonly [number, number, number]) {
  const inside = (x: number, y: number) => y <= cy + halfHeight && y >= cy - halfHeight && Math.abs(x - cx) <= (halfWidth * (y - (cy - halfHeight))) / (2 * halfHeight);
  for (let y = Math.floor(cy - halfHeight) - 1; y <= Math.ceil(cy + halfHeight) + 1; y++)
    for (let x = Math.floor(cx - halfWidth) - 1; x <= Math.ceil(cx + halfWidth) + 1; x++) {
      let n = 0;
      for (let j = 0; j < 32; j++) for (let i = 0; i < 32; i++) if (inside(x + (i + 0.5) / 32, y + (j + 0.5) / 32)) n++;
      blend(image, x, y, colour, n / 1024);
    }
}

/**
 * An upward triangle whose centroid is on the datum, as R (pch 2 and 17), ggplot2, pgfplots and
 * gnuplot draw it (and Vega's 'triangle' symbol): its box centre lies a sixth of its height above.
 */
const centredTriangle = (image: ReturnType<typeof blank>, cx: number, cy: number, halfWidth: number, halfHeight: number, colour: readonly [number, number, number]) =>
  triangle(image, cx, cy - halfHeight / 3, halfWidth, halfHeight, colour);

describe('blob detector: where a marker\'s datum is', () => {
  const RED = [214, 39, 40] as const;
  const centres = [
    { x: 20.25, y: 30.75 },
    { x: 60.5, y: 25.25 },
    { x: 101.75, y: 41.5 },
    { x: 140, y: 33 },
  ];
  const maskOf = (draw: (image: ReturnType<typeof blank>, c: { x: number; y: number }) => void) => {
    const image = blank(170, 70);
    for (const c of centres) draw(image, c);
    return colourMask(image, { mode: 'foreground', foreground: RED, background: [255, 255, 255], threshold: 100 });
  };
  // Vega-Lite's 'triangle-up' at 100 dpi: equilateral, the datum at the box centre.
  const mask = maskOf((image, c) => triangle(image, c.x, c.y, 6, 5.2, RED));
  const near = (found: readonly { x: number; y: number }[], tolerance: number) => {
    expect(found).toHaveLength(centres.length);
    found.forEach((b, i) => {
      expect(Math.abs(b.x - centres[i]!.x)).toBeLessThan(tolerance);
      expect(Math.abs(b.y - centres[i]!.y)).toBeLessThan(tolerance);
    });
  };

  it('the bounding-box centre of triangles lies within a tenth of a pixel of the datum; their centroid a sixth of their height below', () => {
    const box = detectBlobs(mask, { minDiameter: 3, maxDiameter: 20, centre: 'box' });
    const centroid = detectBlobs(mask, { minDiameter: 3, maxDiameter: 20, centre: 'centroid' });
    near(box, 0.1);
    // The centroid of a triangle is a third of the way up from its base: 10.4 / 6 below the box centre.
    centroid.forEach((b, i) => expect(b.y - centres[i]!.y).toBeCloseTo(10.4 / 6, 0));
  });

  it('auto takes the centroid of equilateral triangles, where R, ggplot2 and pgfplots put the datum', () => {
    near(detectBlobs(maskOf((image, c) => centredTriangle(image, c.x, c.y, 6, 5.2, RED)), { minDiameter: 3, maxDiameter: 20 }), 0.1);
    // Vega-Lite's 'triangle-up' has the same shape with the datum at the box centre: 'Centre of the box' reads it.
    const auto = detectBlobs(mask, { minDiameter: 3, maxDiameter: 20 });
    auto.forEach((b, i) => expect(b.y - centres[i]!.y).toBeCloseTo(10.4 / 6, 0));
  });

  it('auto takes the centroid of flatter triangles (gnuplot: height 0.75 of the base)', () => {
    near(detectBlobs(maskOf((image, c) => centredTriangle(image, c.x, c.y, 6, 4.5, RED)), { minDiameter: 3, maxDiameter: 20 }), 0.1);
  });

  it('auto takes the box centre of triangles as high as wide (matplotlib)', () => {
    near(detectBlobs(maskOf((image, c) => triangle(image, c.x, c.y, 5.5, 5.5, RED)), { minDiameter: 3, maxDiameter: 20 }), 0.1);
  });

  it('auto takes the centroid of open equilateral triangles whose box a mitred apex makes as high as wide (pgfplots at 100 dpi)', () => {
    // An outline 1.2 px wide around an equilateral triangle (half base 6, centroid on the datum),
    // with the apex's mitre drawn as a spike 0.8 px wide reaching 1.6 px above it: the box
    // measures as high as wide (1.01), the sides still widen by 2 / sqrt(3) per row.
    const h = 6 * Math.sqrt(3);
    // The inside: the same triangle shrunk about its centroid by the outline's width.
    const k = (h / 3 - 1.2) / (h / 3);
    const open = maskOf((image, c) => {
      const apex = c.y - (2 * h) / 3;
      const inTriangle = (x: number, y: number, half: number, top: number, height: number) =>
        y >= top && y <= top + height && Math.abs(x - c.x) <= (half * (y - top)) / height;
      const inside = (x: number, y: number) =>
        (inTriangle(x, y, 6, apex, h) && !inTriangle(x, y, 6 * k, c.y - (2 * h * k) / 3, h * k)) || (Math.abs(x - c.x) <= 0.4 && y >= apex - 1.6 && y <= apex + 1);
      for (let y = Math.floor(apex) - 3; y <= Math.ceil(c.y + h / 3) + 1; y++)
        for (let x = Math.floor(c.x - 6) - 1; x <= Math.ceil(c.x + 6) + 1; x++) {
          let n = 0;
          for (let j = 0; j < 16; j++) for (let i = 0; i < 16; i++) if (inside(x + (i + 0.5) / 16, y + (j + 0.5) / 16)) n++;
          blend(image, x, y, RED, n / 256);
        }
    });
    const box = detectBlobs(open, { minDiameter: 3, maxDiameter: 20, centre: 'box' });
    const height = box.map((b, i) => b.y - centres[i]!.y);
    // The box centre lies well above the datum (the spike and the apex's sixth of the height).
    height.forEach((d) => expect(d).toBeLessThan(-1));
    near(detectBlobs(open, { minDiameter: 3, maxDiameter: 20 }), 0.35);
  });

  it('auto still takes the box centre of open triangles as high as wide (matplotlib\'s, drawn as an outline)', () => {
    const open = maskOf((image, c) => {
      const inTriangle = (x: number, y: number, half: number, top: number, height: number) =>
        y >= top && y <= top + height && Math.abs(x - c.x) <= (half * (y - top)) / height;
      const inside = (x: number, y: number) => inTriangle(x, y, 6, c.y - 6, 12) && !inTriangle(x, y, 6 - 1.6, c.y - 6 + 2.2, 12 - 3.2);
      for (let y = Math.floor(c.y - 6) - 1; y <= Math.ceil(c.y + 6) + 1; y++)
        for (let x = Math.floor(c.x - 6) - 1; x <= Math.ceil(c.x + 6) + 1; x++) {
          let n = 0;
          for (let j = 0; j < 16; j++) for (let i = 0; i < 16; i++) if (inside(x + (i + 0.5) / 16, y + (j + 0.5) / 16)) n++;
          blend(image, x, y, RED, n / 256);
        }
    });
    near(detectBlobs(open, { minDiameter: 3, maxDiameter: 20 }), 0.35);
  });

  it('auto takes the centroid for disks', () => {
    const disks = blank(100, 40);
    disk(disks, 20.3, 20.6, 5, RED);
    disk(disks, 60.7, 18.2, 5, RED);
    const m = colourMask(disks, { mode: 'foreground', foreground: RED, background: [255, 255, 255], threshold: 100 });
    const auto2 = detectBlobs(m, { minDiameter: 3, maxDiameter: 20 });
    const centroid = detectBlobs(m, { minDiameter: 3, maxDiameter: 20, centre: 'centroid' });
    expect(auto2).toEqual(centroid);
  });

  it('splits markers that overlap (area about twice a marker\'s, or a box longer than one) and finds each centre within a tenth of the radius', () => {
    const BLUE = [31, 119, 180] as const;
    const img = blank(220, 60);
    const single = [{ x: 20.2, y: 30.4 }, { x: 50.6, y: 28.1 }, { x: 80.3, y: 33.3 }];
    // Two pairs: one touching side by side, one overlapping by more than half a diameter on a diagonal.
    const pairs = [{ x: 120.4, y: 30.2 }, { x: 129.9, y: 31.1 }, { x: 170.1, y: 26.3 }, { x: 174.6, y: 30.8 }];
    for (const c of [...single, ...pairs]) disk(img, c.x, c.y, 5, BLUE);
    const m = colourMask(img, { mode: 'foreground', foreground: BLUE, background: [255, 255, 255], threshold: 100 });
    expect(detectBlobs(m, { minDiameter: 3, maxDiameter: 30, split: false })).toHaveLength(5);
    const found = detectBlobs(m, { minDiameter: 3, maxDiameter: 30 });
    expect(found).toHaveLength(7);
    const truth = [...single, ...pairs].sort((a, b) => a.x - b.x);
    found.forEach((b, i) => {
      expect(Math.hypot(b.x - truth[i]!.x, b.y - truth[i]!.y)).toBeLessThan(0.5);
    });
  });

  it('does not split a larger marker of the same shape (a bubble chart\'s)', () => {
    const BLUE = [31, 119, 180] as const;
    const img = blank(200, 60);
    const centres = [{ x: 20.2, y: 30.4 }, { x: 50.6, y: 28.1 }, { x: 80.3, y: 33.3 }, { x: 140.4, y: 30.2 }];
    centres.slice(0, 3).forEach((c) => disk(img, c.x, c.y, 5, BLUE));
    disk(img, centres[3]!.x, centres[3]!.y, 9, BLUE); // 3.2 times a marker's area
    const m = colourMask(img, { mode: 'foreground', foreground: BLUE, background: [255, 255, 255], threshold: 100 });
    const found = detectBlobs(m, { minDiameter: 3, maxDiameter: 30 });
    expect(found).toHaveLength(4);
    expect(Math.hypot(found[3]!.x - centres[3]!.x, found[3]!.y - centres[3]!.y)).toBeLessThan(0.1);
  });

  it('edge depth: a flat edge reaches into its outermost row as far as that row is covered; a vertex further', () => {
    // A flat edge 30 % into the outermost row of a 10 px wide shape.
    expect(edgeDepth(3, 10, 10)).toBeCloseTo(0.3, 12);
    // A vertex: the width grows by 2 px per row from the apex 0.5 px into the outermost row
    // (rows of 0.25, 2 and 4 px); the outermost row is covered a quarter of a pixel only.
    expect(edgeDepth(0.25, 2, 4)).toBeCloseTo(0.5, 12);
    // An edge on a pixel boundary.
    expect(edgeDepth(10, 10, 10)).toBe(1);
  });
});

describe('blob detector: thin outlines spread over two rows of pixels', () => {
  const BLUE = [31, 119, 180] as const;
  // Open squares, outline 1 px wide: the sides on whole columns, the top and bottom across two
  // rows covered half each (as cairo draws them, without stroke adjustment); the mask keeps the
  // sides only.
  const centres = [{ x: 30.5, y: 30 }, { x: 80.5, y: 34 }, { x: 130.5, y: 28 }, { x: 180.5, y: 31 }];
  const openSquares = (image: ReturnType<typeof blank>) => {
    for (const c of centres)
      paint(image, BLUE, (x, y) => {
        const d = Math.max(Math.abs(x - c.x), Math.abs(y - c.y));
        return d >= 5.5 && d <= 6.5;
      }, { x0: c.x - 8, y0: c.y - 8, x1: c.x + 8, y1: c.y + 8 });
  };
  const maskOf = (image: ReturnType<typeof blank>) => colourMask(image, { mode: 'foreground', foreground: BLUE, background: [255, 255, 255], threshold: 60 });

  it('rejoins the sides of an open marker through its faint top and bottom, and finds it at its centre', () => {
    const image = blank(220, 60);
    openSquares(image);
    const mask = maskOf(image);
    // The mask alone holds two sides per square.
    expect(detectBlobs({ ...mask, weight: undefined }, { minDiameter: 2, maxDiameter: 20 }).length).toBeGreaterThan(centres.length);
    const found = detectBlobs(mask, { minDiameter: 2, maxDiameter: 20 });
    expect(found).toHaveLength(centres.length);
    found.forEach((b, i) => expect(Math.hypot(b.x - centres[i]!.x, b.y - centres[i]!.y)).toBeLessThan(0.15));
  });

  it('joins the sides into one shape unless it would be larger than a marker', () => {
    const image = blank(220, 60);
    openSquares(image);
    const mask = maskOf(image);
    const set = Array.from(mask.data).flatMap((v, i) => (v && i % 220 < 50 ? [i] : []));
    const left = Int32Array.from(set.filter((i) => i % 220 < 30));
    const right = Int32Array.from(set.filter((i) => i % 220 > 30));
    const joined = joinThroughFaintEdges(mask, [left, right], 20);
    expect(joined).toHaveLength(1);
    expect(joined[0]!.length).toBeGreaterThan(left.length + right.length);
    expect(joinThroughFaintEdges(mask, [left, right], 10)).toEqual([left, right]);
  });

  it('keeps neighbouring markers whose anti-aliased edges touch apart', () => {
    const image = blank(220, 60);
    const disks = [{ x: 20.3, y: 30.2 }, { x: 60.4, y: 29.6 }, { x: 100.2, y: 31.1 }, { x: 150.3, y: 30.4 }, { x: 160.6, y: 30.9 }];
    for (const c of disks) disk(image, c.x, c.y, 5, BLUE);
    // The last two, 0.3 px apart, touch through faint pixels, which enclose nothing: they are not joined.
    for (const split of [false, true]) {
      const found = detectBlobs(maskOf(image), { minDiameter: 2, maxDiameter: 20, split });
      expect(found).toHaveLength(disks.length);
      found.forEach((b, i) => expect(Math.hypot(b.x - disks[i]!.x, b.y - disks[i]!.y)).toBeLessThan(0.5));
    }
  });

  it('does not join specks of JPEG fringes into a marker: they enclose nothing, or a gap off to one side', () => {
    const image = blank(60, 40);
    // Two lone pixels of the colour three rows apart beside a line's fringe, and faint pixels
    // (covered 0.35-0.6) bridging them: a tick's smear on one side, the line's ringing on the other.
    blend(image, 30, 20, BLUE, 1);
    blend(image, 30, 23, BLUE, 1);
    for (let x = 25; x <= 29; x++) for (const y of [21, 22]) blend(image, x, y, BLUE, 0.55);
    for (const y of [21, 22]) blend(image, 31, y, BLUE, 0.35);
    const mask = maskOf(image);
    const pieces = [Int32Array.of(20 * 60 + 30), Int32Array.of(23 * 60 + 30)];
    expect(Array.from(mask.data).flatMap((v, i) => (v ? [i] : []))).toEqual([20 * 60 + 30, 23 * 60 + 30]);
    expect(joinThroughFaintEdges(mask, pieces, 20)).toEqual(pieces);
    expect(detectBlobs(mask, { minDiameter: 2, maxDiameter: 20 })).toEqual([]);
  });

  it('tells a closed outline around its middle from a speck', () => {
    const at = (x: number, y: number) => y * 40 + x;
    const ring: number[] = [];
    for (let i = 0; i <= 8; i++) ring.push(at(10 + i, 10), at(10 + i, 18), at(10, 10 + i), at(18, 10 + i));
    expect(closedOutline(40, ring)).toBe(true);
    // Cut by another series' marker over five pixels of its top: still an outline.
    expect(closedOutline(40, ring.filter((p) => !(p >= at(12, 10) && p <= at(16, 10))))).toBe(true);
    // A triangle's inside lies below its box's centre, at its centroid.
    const triangle: number[] = [];
    for (let y = 0; y <= 8; y++) for (let x = 0; x <= 2 * y; x++) if (y === 8 || x === 0 || x === 2 * y) triangle.push(at(20 + x - y, 10 + y));
    expect(closedOutline(40, triangle)).toBe(true);
    // A small one (7 x 4 px, as at 100 dpi) whose side JPEG broke for a pixel.
    const small = [at(3, 0), at(2, 1), at(4, 1), at(5, 2), ...[0, 1, 2, 3, 4, 5, 6].map((x) => at(x, 3))];
    expect(closedOutline(40, small)).toBe(true);
    // Without its left side it is open.
    expect(closedOutline(40, small.filter((p) => p !== at(2, 1)))).toBe(false);
    // Enclosing a gap at its side, or nothing.
    const speck = [at(15, 10), at(15, 13), at(16, 11), at(16, 12), ...[11, 12].flatMap((y) => [at(10, y), at(11, y), at(12, y), at(13, y), at(14, y)])];
    expect(closedOutline(40, speck)).toBe(false);
    expect(closedOutline(40, [at(5, 5), at(6, 5), at(7, 6)])).toBe(false);
  });

  it('a faint edge touching one piece only adds nothing', () => {
    const image = blank(100, 60);
    disk(image, 40.3, 30.6, 5, BLUE);
    const pieces = [Int32Array.from(Array.from(maskOf(image).data).flatMap((v, i) => (v ? [i] : [])))];
    expect(joinThroughFaintEdges(maskOf(image), pieces)).toEqual(pieces);
  });
});

describe('blob detector: open squares drawn thicker on one side', () => {
  const RED = [214, 39, 40] as const;
  // A stroke of 1.4 px snapped to whole pixels (as splash draws matplotlib's squares at 100 dpi):
  // two pixels on the left and top sides, one on the right and bottom. The datum lies midway
  // between the sides' centre lines, 4.25 px from each: a quarter pixel right of and below the
  // box's centre, and 0.7 px from the centroid (pulled towards the thicker sides).
  const data = [{ x: 30.25, y: 30.25 }, { x: 60.25, y: 40.25 }, { x: 90.25, y: 28.25 }, { x: 120.25, y: 35.25 }, { x: 150.25, y: 45.25 }];
  const image = blank(180, 70);
  for (const c of data) {
    const l = c.x - 5.25, r = c.x + 4.75, t = c.y - 5.25, b = c.y + 4.75;
    rect(image, l, t, r, t + 2, RED);
    rect(image, l, t, l + 2, b, RED);
    rect(image, r - 1, t, r, b, RED);
    rect(image, l, b - 1, r, b, RED);
  }
  const mask = colourMask(image, { mode: 'foreground', foreground: RED, background: [255, 255, 255], threshold: 60 });

  it('finds each at the middle between its sides\' centre lines, not its centroid or its box centre', () => {
    const found = detectBlobs(mask, { minDiameter: 2, maxDiameter: 20 });
    expect(found).toHaveLength(data.length);
    found.forEach((b, i) => expect(Math.hypot(b.x - data[i]!.x, b.y - data[i]!.y)).toBeLessThan(0.05));
  });

  it('reads the middle between the sides from a profile, and how alike the sides are', () => {
    // Columns of an outline 10 px wide: 2 px on the left, 1 on the right, the top and bottom across.
    const { mid, alike } = sideMidpoint([10, 10, 3, 3, 3, 3, 3, 3, 3, 10], 25);
    expect(mid).toBeCloseTo(30.25, 9);
    expect(alike).toBeCloseTo(0.5, 9);
    expect(sideMidpoint([9, 2, 2, 2, 2, 2, 9], 0)).toEqual({ mid: 3.5, alike: 1 });
  });
});

describe('blob detector: markers on their line', () => {
  const BLUE = [31, 119, 180] as const;
  // Data every 24 px along a zigzag; the line 2 px wide through every datum, disks of radius 5 on them.
  const data = Array.from({ length: 12 }, (_, i) => ({ x: 20.3 + 24 * i, y: 60.4 + (i % 3) * 9.7 - (i % 2) * 14.2 }));
  const draw = (markers: (image: ReturnType<typeof blank>, c: { x: number; y: number }) => void) => {
    const image = blank(320, 110);
    polyline(image, data, 2, BLUE);
    for (const c of data) markers(image, c);
    return colourMask(image, { mode: 'foreground', foreground: BLUE, background: [255, 255, 255], threshold: 60 });
  };

  it('finds every filled marker sitting on the line, within a twentieth of its size', () => {
    const found = detectBlobs(draw((image, c) => disk(image, c.x, c.y, 5, BLUE)), { minDiameter: 3, maxDiameter: 20 });
    expect(found).toHaveLength(data.length);
    found.forEach((b, i) => expect(Math.hypot(b.x - data[i]!.x, b.y - data[i]!.y)).toBeLessThan(0.25));
  });

  it('finds triangles on the line at their centroid, within a twentieth of their size', () => {
    const found = detectBlobs(draw((image, c) => centredTriangle(image, c.x, c.y, 6, 5.2, BLUE)), { minDiameter: 3, maxDiameter: 20 });
    expect(found).toHaveLength(data.length);
    // The corners the line meets are cut (their box centre is a sixth of their height, 1.7 px, from the datum).
    found.forEach((b, i) => expect(Math.hypot(b.x - data[i]!.x, b.y - data[i]!.y)).toBeLessThan(0.6));
  });

  it('judges triangles taken out of their line by their own outline: as high as wide (matplotlib) at the box centre', () => {
    const found = detectBlobs(draw((image, c) => triangle(image, c.x, c.y, 6, 6, BLUE)), { minDiameter: 3, maxDiameter: 20 });
    expect(found).toHaveLength(data.length);
    // Their centroid lies a sixth of their height (2 px) below the datum; the box centre on it.
    found.forEach((b, i) => expect(Math.hypot(b.x - data[i]!.x, b.y - data[i]!.y)).toBeLessThan(0.6));
  });

  it('finds small markers close together on a thin line, whose shape has the area of one large marker but is far longer', () => {
    // Three lines 1 px wide, each through four disks of radius 2.6 every 12.3 px (ggplot2's
    // circles at 100 dpi): each shape's area is that of a disk 11 px across, under the largest
    // marker (20 px), and it is 42 px long.
    const image = blank(320, 110);
    const runs = [0, 1, 2].map((r) => Array.from({ length: 4 }, (_, i) => ({ x: 20.4 + 100 * r + 12.3 * i, y: 40.5 + 12 * r })));
    for (const run of runs) {
      polyline(image, run, 1, BLUE);
      for (const c of run) disk(image, c.x, c.y, 2.6, BLUE);
    }
    const mask = colourMask(image, { mode: 'foreground', foreground: BLUE, background: [255, 255, 255], threshold: 60 });
    const found = detectBlobs(mask, { minDiameter: 2, maxDiameter: 20 });
    const data = runs.flat();
    expect(found).toHaveLength(data.length);
    found.forEach((b, i) => expect(Math.hypot(b.x - data[i]!.x, b.y - data[i]!.y)).toBeLessThan(0.4));
  });

  it('outline slopes: a triangle widens by its base over its height per row, away from the pixels of a line beside it', () => {
    const image = blank(60, 40);
    triangle(image, 30.3, 20.2, 8, 8, BLUE);
    const mask = colourMask(image, { mode: 'foreground', foreground: BLUE, background: [255, 255, 255], threshold: 60 });
    const pixels = Int32Array.from(Array.from(mask.data).flatMap((v, i) => (v ? [i] : [])));
    expect(outlineSlopes(mask, pixels).rows).toBeCloseTo(1, 1);
    // A line through the middle, not the marker's own: its rows are left out, the slope stays.
    const own = pixels.filter((p) => Math.abs(((p / 60) | 0) - 20) > 1);
    expect(outlineSlopes(mask, own).rows).toBeCloseTo(1, 1);
    const flat = blank(60, 40);
    centredTriangle(flat, 30.3, 20.2, 8, 8 * Math.sqrt(3) / 2, BLUE);
    const flatMask = colourMask(flat, { mode: 'foreground', foreground: BLUE, background: [255, 255, 255], threshold: 60 });
    expect(outlineSlopes(flatMask, Int32Array.from(Array.from(flatMask.data).flatMap((v, i) => (v ? [i] : [])))).rows).toBeCloseTo(2 / Math.sqrt(3), 1);
  });

  it('takes a marker out of a short piece of line through it', () => {
    const image = blank(120, 60);
    polyline(image, [{ x: 20, y: 30 }, { x: 60, y: 24 }], 2, BLUE);
    disk(image, 40.4, 27.3, 5, BLUE);
    const mask = colourMask(image, { mode: 'foreground', foreground: BLUE, background: [255, 255, 255], threshold: 60 });
    const found = detectBlobs(mask, { minDiameter: 4, maxDiameter: 12 });
    expect(found).toHaveLength(1);
    expect(Math.hypot(found[0]!.x - 40.4, found[0]!.y - 27.3)).toBeLessThan(0.1);
  });

  it('leaves open markers whole (their outline is no line)', () => {
    const image = blank(200, 60);
    const centres = [{ x: 30.4, y: 30.2 }, { x: 80.7, y: 28.5 }, { x: 130.2, y: 31.6 }];
    for (const c of centres) paint(image, BLUE, (x, y) => Math.max(Math.abs(x - c.x), Math.abs(y - c.y)) <= 6 && Math.max(Math.abs(x - c.x), Math.abs(y - c.y)) >= 4, { x0: c.x - 8, y0: c.y - 8, x1: c.x + 8, y1: c.y + 8 });
    const mask = colourMask(image, { mode: 'foreground', foreground: BLUE, background: [255, 255, 255], threshold: 150 });
    const found = detectBlobs(mask, { minDiameter: 3, maxDiameter: 30 });
    expect(found).toHaveLength(3);
    found.forEach((b, i) => expect(Math.hypot(b.x - centres[i]!.x, b.y - centres[i]!.y)).toBeLessThan(0.15));
  });
});

describe('blob detector: open markers cut into pieces', () => {
  const RED = [214, 39, 40] as const;
  const BLUE = [31, 119, 180] as const;
  const centres = [
    { x: 20.3, y: 30.4 },
    { x: 50.6, y: 28.2 },
    { x: 80.2, y: 33.7 },
    { x: 110.5, y: 29.1 },
    { x: 140.4, y: 31.6 },
  ];
  /** Open squares (side 10 px, outline 1.2 px) of one series; `cut` of them under two filled disks of another series at opposite corners. */
  const draw = (cut: readonly number[], over: 'corners' | 'side') => {
    const image = blank(160, 60);
    for (const c of centres)
      paint(image, RED, (x, y) => Math.max(Math.abs(x - c.x), Math.abs(y - c.y)) <= 5.6 && Math.max(Math.abs(x - c.x), Math.abs(y - c.y)) >= 4.4, { x0: c.x - 7, y0: c.y - 7, x1: c.x + 7, y1: c.y + 7 });
    for (const i of cut) {
      const c = centres[i]!;
      if (over === 'corners') {
        disk(image, c.x - 5, c.y - 5, 2.6, BLUE);
        disk(image, c.x + 5, c.y + 5, 2.6, BLUE);
      } else {
        // A whole side hidden, and a corner: what is left does not span the marker.
        rect(image, c.x - 7, c.y - 7, c.x - 3.5, c.y + 7, BLUE);
        disk(image, c.x + 5, c.y + 5, 2.6, BLUE);
      }
    }
    return colourMask(image, { mode: 'foreground', foreground: RED, background: [255, 255, 255], threshold: 100 });
  };

  it('puts the pieces of an open square cut by two markers of another series back together, at its centre', () => {
    const found = detectBlobs(draw([1, 3], 'corners'), { minDiameter: 3, maxDiameter: 20 });
    expect(found).toHaveLength(centres.length);
    found.forEach((b, i) => expect(Math.hypot(b.x - centres[i]!.x, b.y - centres[i]!.y)).toBeLessThan(0.3));
  });

  it('reads an open triangle put back together from its pieces at its centroid, as its whole neighbours', () => {
    // Open equilateral triangles (half base 6, outline 1.2 px) with the datum at their centroid;
    // one cut across both sides by two markers of another series, into its apex and its base. Its
    // box centre lies a sixth of its height (1.7 px) above the datum.
    const h = 6 * Math.sqrt(3);
    const k = (h / 3 - 1.2) / (h / 3);
    const image = blank(160, 60);
    const inTriangle = (x: number, y: number, cx: number, half: number, top: number, height: number) =>
      y >= top && y <= top + height && Math.abs(x - cx) <= (half * (y - top)) / height;
    for (const c of centres)
      paint(image, RED, (x, y) => inTriangle(x, y, c.x, 6, c.y - (2 * h) / 3, h) && !inTriangle(x, y, c.x, 6 * k, c.y - (2 * h * k) / 3, h * k), { x0: c.x - 8, y0: c.y - 12, x1: c.x + 8, y1: c.y + 6 });
    const cut = centres[2]!;
    disk(image, cut.x - 3.6, cut.y + 0.5, 1.8, BLUE);
    disk(image, cut.x + 3.6, cut.y + 0.5, 1.8, BLUE);
    const found = detectBlobs(colourMask(image, { mode: 'foreground', foreground: RED, background: [255, 255, 255], threshold: 100 }), { minDiameter: 3, maxDiameter: 20 });
    expect(found).toHaveLength(centres.length);
    found.forEach((b, i) => expect(Math.hypot(b.x - centres[i]!.x, b.y - centres[i]!.y)).toBeLessThan(0.4));
  });

  it('leaves pieces that do not span a marker as they are', () => {
    const found = detectBlobs(draw([1], 'side'), { minDiameter: 3, maxDiameter: 20 });
    // The whole squares at their centres; the cut one gives its pieces, none of them at its centre.
    for (const i of [0, 2, 3, 4]) expect(found.some((b) => Math.hypot(b.x - centres[i]!.x, b.y - centres[i]!.y) < 0.3)).toBe(true);
    expect(found.some((b) => Math.hypot(b.x - centres[1]!.x, b.y - centres[1]!.y) < 1)).toBe(false);
  });
});
