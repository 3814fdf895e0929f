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
