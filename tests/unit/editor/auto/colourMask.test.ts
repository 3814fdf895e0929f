import { describe, expect, it } from 'vitest';
import { colourDistance, colourMask, isMaskEmpty, MAX_COLOUR_DISTANCE, parseHexColour, pixelColour, toHexColour } from '../../../../src/editor/auto/colourMask';
import { blank, blend } from './draw';

describe('colour distance', () => {
  it('is the Euclidean distance in RGB', () => {
    expect(colourDistance([0, 0, 0], [0, 0, 0])).toBe(0);
    expect(colourDistance([0, 0, 0], [255, 255, 255])).toBeCloseTo(MAX_COLOUR_DISTANCE, 9);
    expect(colourDistance([10, 20, 30], [13, 24, 30])).toBe(5);
  });

  it('reads and writes hex colours', () => {
    expect(parseHexColour('#1f77b4')).toEqual([31, 119, 180]);
    expect(parseHexColour('f00')).toEqual([255, 0, 0]);
    expect(parseHexColour('#12345')).toBeNull();
    expect(parseHexColour('blue')).toBeNull();
    expect(toHexColour([31, 119, 180])).toBe('#1f77b4');
  });

  it('reads transparent pixels as if printed on white', () => {
    const image = blank(2, 1);
    image.data.set([0, 0, 0, 0], 0);
    image.data.set([0, 0, 0, 128], 4);
    expect(pixelColour(image, 0, 0)).toEqual([255, 255, 255]);
    expect(pixelColour(image, 1, 0)[0]).toBeCloseTo(127, 0);
  });
});

describe('colour mask', () => {
  const image = blank(4, 2);
  blend(image, 0, 0, [0, 0, 255], 1); // series colour
  blend(image, 1, 0, [0, 0, 255], 0.5); // half covered: between blue and white
  blend(image, 2, 0, [255, 0, 0], 1); // another series
  blend(image, 3, 1, [0, 0, 255], 0.2); // faint

  it('keeps the pixels within the threshold of the series colour', () => {
    const m = colourMask(image, { mode: 'foreground', foreground: [0, 0, 255], threshold: 200 });
    expect([...m.data]).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
    const strict = colourMask(image, { mode: 'foreground', foreground: [0, 0, 255], threshold: 10 });
    expect([...strict.data]).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('with a background colour, keeps only pixels nearer the series than the background', () => {
    const m = colourMask(image, { mode: 'foreground', foreground: [0, 0, 255], background: [255, 255, 255], threshold: 400 });
    // The half-covered pixel is as near to both; the faint one and red are nearer to white.
    expect(m.data[0]).toBe(1);
    expect(m.data[7]).toBe(0);
    expect(m.data[2]).toBe(0);
  });

  it('in background mode keeps everything unlike the background', () => {
    const m = colourMask(image, { mode: 'background', foreground: [0, 0, 0], background: [255, 255, 255], threshold: 60 });
    expect([...m.data]).toEqual([1, 1, 1, 0, 0, 0, 0, 1]);
    expect(() => colourMask(image, { mode: 'background', foreground: [0, 0, 0], threshold: 60 })).toThrow(/background/);
  });

  it('looks only inside the region when it has pixels', () => {
    const region = { width: 4, height: 2, data: new Uint8Array([0, 1, 0, 0, 0, 0, 0, 0]) };
    const m = colourMask(image, { mode: 'foreground', foreground: [0, 0, 255], threshold: 200, region });
    expect([...m.data]).toEqual([0, 1, 0, 0, 0, 0, 0, 0]);
    expect(isMaskEmpty(region)).toBe(false);
    expect(isMaskEmpty({ width: 4, height: 2, data: new Uint8Array(8) })).toBe(true);
    const all = colourMask(image, { mode: 'foreground', foreground: [0, 0, 255], threshold: 200, region: { width: 4, height: 2, data: new Uint8Array(8) } });
    expect(all.data[0]).toBe(1);
  });

  it('keeps the coverage of edge pixels covered less than half (not set), and of none of another colour', () => {
    const image = blank(4, 1);
    blend(image, 0, 0, [31, 119, 180], 0.3);
    blend(image, 1, 0, [31, 119, 180], 0.8);
    blend(image, 2, 0, [200, 30, 30], 0.3);
    const m = colourMask(image, { mode: 'foreground', foreground: [31, 119, 180], background: [255, 255, 255], threshold: 60 });
    expect(Array.from(m.data)).toEqual([0, 1, 0, 0]);
    expect(m.weight![0]! / 255).toBeCloseTo(0.3, 1);
    expect(m.weight![1]! / 255).toBeCloseTo(0.8, 1);
    expect(m.weight![2]).toBe(0);
    expect(m.weight![3]).toBe(0);
  });

  it('reports progress up to 1', () => {
    const seen: number[] = [];
    colourMask(blank(10, 100), { mode: 'foreground', foreground: [0, 0, 0], threshold: 10, onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});

describe('colour mask: lines washed out by JPEG', () => {
  const mask1 = (pixel: readonly [number, number, number], series: readonly [number, number, number]) => {
    const image = blank(1, 1, pixel);
    const m = colourMask(image, { mode: 'foreground', foreground: series, background: [255, 255, 255], threshold: 60 });
    return { set: m.data[0] === 1, weight: m.weight![0]! };
  };
  const BLUE = [31, 119, 180] as const;
  const RED = [214, 39, 40] as const;

  it('takes a thin line\'s pixel that kept its luma and lost most of its chroma (read on gnuplot\'s 100 dpi JPEG q70)', () => {
    // 86 from #1f77b4 and 100 from #d62728 in RGB: beyond the threshold.
    expect(colourDistance([81, 99, 113], BLUE)).toBeGreaterThan(60);
    expect(mask1([81, 99, 113], BLUE).set).toBe(true);
    expect(mask1([141, 65, 77], RED).set).toBe(true);
    expect(mask1([141, 65, 77], RED).weight).toBeGreaterThan(240);
  });

  it('leaves out grey and black, other series of about the same luma, and edges covered less than 3/4', () => {
    expect(mask1([100, 100, 100], BLUE).set).toBe(false);
    expect(mask1([0, 0, 0], BLUE).set).toBe(false);
    // Green (#2ca02c) washed out the same way, read beside the blue line.
    expect(mask1([81, 136, 97], BLUE).set).toBe(false);
    expect(mask1([141, 65, 77], BLUE).set).toBe(false);
    // A PNG edge pixel, the series over 60 % of it: 100 from the series, left to the distance.
    const edge = [0, 1, 2].map((c) => Math.round(0.6 * BLUE[c]! + 0.4 * 255)) as unknown as readonly [number, number, number];
    expect(mask1(edge, BLUE).set).toBe(false);
  });
});

describe('colour mask on a JPEG q70 of thin lines', async () => {
  const { readFileSync } = await import('node:fs');
  const { decodeImage } = await import('../../../../scripts/raster-charts');
  const { runAutoExtraction } = await import('../../../../src/editor/auto/run');
  const truth = JSON.parse(readFileSync(new URL('../../../fixtures/foreign/gnuplot-line.json', import.meta.url), 'utf8')) as {
    series: { color: string; points: { pt: [number, number] }[] }[];
  };
  const image = await decodeImage(readFileSync(new URL('../../../fixtures/foreign/gnuplot-line-100dpi-q70.jpg', import.meta.url)));
  const scale = 100 / 72;

  it('reads each of gnuplot\'s three 1 px lines alone with the default threshold', () => {
    for (const s of truth.series) {
      const pts = s.points.map((p) => ({ x: p.pt[0] * scale, y: p.pt[1] * scale }));
      const box = { kind: 'box' as const, from: { x: pts[0]!.x - 8, y: Math.min(...pts.map((p) => p.y)) - 8 }, to: { x: pts.at(-1)!.x + 8, y: Math.max(...pts.map((p) => p.y)) + 8 } };
      const result = runAutoExtraction({
        image,
        colours: { mode: 'foreground', foreground: parseHexColour(s.color)!, background: [255, 255, 255], threshold: 60 },
        strokes: [box],
        algorithm: { name: 'averagingWindow', dx: 10, dy: 6 },
      });
      // A point every 10-15 px along the line (before: none), each on it (within a pixel), none on another series' line.
      expect(result.points.length).toBeGreaterThan((pts.at(-1)!.x - pts[0]!.x) / 15);
      for (const p of result.points) {
        const i = pts.findIndex((q) => q.x >= p.x);
        const a = pts[Math.max(0, i - 1)]!;
        const b = pts[Math.max(1, i)]!;
        const y = a.y + ((b.y - a.y) * (p.x - a.x)) / (b.x - a.x);
        expect(Math.abs(p.y - y)).toBeLessThan(1);
      }
    }
  });
});
