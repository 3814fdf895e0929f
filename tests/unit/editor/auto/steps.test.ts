import { describe, expect, it } from 'vitest';
import { colourMask } from '../../../../src/editor/auto/colourMask';
import { runAutoExtraction } from '../../../../src/editor/auto/run';
import { traceSteps } from '../../../../src/editor/auto/steps';
import type { Rgb } from '../../../../src/editor/auto/types';
import { blank, polyline } from './draw';

const RED: Rgb = [200, 30, 40];
const BLUE: Rgb = [30, 80, 200];

/** A Kaplan-Meier arm as a step polyline: starts at (x0, y0), drops at each x by the given pixels, ends at x1. */
function stepCurve(x0: number, y0: number, drops: readonly [number, number][], x1: number) {
  const pts = [{ x: x0, y: y0 }];
  let y = y0;
  for (const [x, d] of drops) {
    pts.push({ x, y });
    y += d;
    pts.push({ x, y });
  }
  pts.push({ x: x1, y });
  return pts;
}

/** A '+' censor mark of half-size h centred on (x, y). */
function plus(image: ReturnType<typeof blank>, x: number, y: number, h: number, width: number, colour: Rgb) {
  polyline(image, [{ x: x - h, y }, { x: x + h, y }], width, colour);
  polyline(image, [{ x, y: y - h }, { x, y: y + h }], width, colour);
}

const DROPS: [number, number][] = [
  [60.5, 18],
  [95.5, 9],
  [140.5, 27],
  [190.5, 12],
  [260.5, 30],
];

describe('traceSteps', () => {
  it('reads every corner of an anti-aliased step curve within a third of a pixel, and the censor marks on its runs', () => {
    const image = blank(340, 220);
    const curve = stepCurve(20.5, 30.5, DROPS, 320.5);
    polyline(image, curve, 2, RED);
    // Two marks on runs, as R's mark.time draws them.
    plus(image, 120.5, 30.5 + 18 + 9, 4, 1.5, RED);
    plus(image, 230.5, 30.5 + 18 + 9 + 27 + 12, 4, 1.5, RED);
    const mask = colourMask(image, { mode: 'foreground', foreground: RED, background: [255, 255, 255], threshold: 120 });
    const { corners, censorMarks } = traceSteps(mask, { minDrop: 0 });
    expect(corners).toHaveLength(curve.length);
    corners.forEach((c, i) => {
      expect(Math.abs(c.y - curve[i]!.y)).toBeLessThan(0.34);
      // The drop's x is the vertical stroke's centre; the ends lie within the line's cap.
      expect(Math.abs(c.x - curve[i]!.x)).toBeLessThan(i === 0 || i === curve.length - 1 ? 1.6 : 0.6);
    });
    expect(censorMarks.map((m) => Math.round(m.x))).toEqual([121, 231]);
    expect(censorMarks.every((m, i) => Math.abs(m.y - [57.5, 96.5][i]!) < 0.34)).toBe(true);
  });

  it('follows one arm where another colour crosses it, and ignores text of its colour away from the curve', () => {
    const image = blank(340, 220);
    const red = stepCurve(20.5, 30.5, DROPS, 320.5);
    const blue = stepCurve(20.5, 30.5, [
      [40.5, 40],
      [200.5, 60],
    ], 320.5);
    polyline(image, blue, 2, BLUE);
    polyline(image, red, 2, RED);
    // A number at risk under the axis, in the arm's colour.
    polyline(image, [{ x: 100, y: 200 }, { x: 108, y: 200 }, { x: 108, y: 210 }], 1.5, RED);
    const mask = colourMask(image, { mode: 'foreground', foreground: RED, background: [255, 255, 255], threshold: 120 });
    const { corners } = traceSteps(mask, { minDrop: 0 });
    expect(corners).toHaveLength(red.length);
    expect(Math.max(...corners.map((c, i) => Math.abs(c.y - red[i]!.y)))).toBeLessThan(0.5);
  });

  it('gives nothing on an empty mask, and the automatic run returns the corners as points', () => {
    const empty = colourMask(blank(50, 40), { mode: 'foreground', foreground: RED, background: [255, 255, 255], threshold: 60 });
    expect(traceSteps(empty, { minDrop: 0 })).toEqual({ corners: [], censorMarks: [] });
    const image = blank(340, 220);
    polyline(image, stepCurve(20.5, 30.5, DROPS, 320.5), 2, RED);
    const result = runAutoExtraction({
      image,
      colours: { mode: 'foreground', foreground: RED, background: [255, 255, 255], threshold: 120 },
      strokes: [],
      algorithm: { name: 'steps', minDrop: 0 },
    });
    expect(result.points).toHaveLength(2 + 2 * DROPS.length);
    expect(result.censorMarks).toEqual([]);
  });
});

interface KmTruth {
  /** A raster whose writer lays the plot out differently from the PDF's gives its own plot positions. */
  rasters: { file: string; dpi: number; plot_pt?: KmTruth['plot_pt'] }[];
  plot_pt: { origin: { x: number; y: number }; unit: { x: number; y: number } };
  arms: { name: string; color: string; corners: { time: number[]; surv: number[] }; censor_times: number[] }[];
}

describe("traceSteps on R's own Kaplan-Meier rasters (R base graphics and ggplot2, png() and jpeg() through cairo)", async () => {
  const { readFileSync } = await import('node:fs');
  const { decodeImage } = await import('../../../../scripts/raster-charts');
  const { parseHexColour } = await import('../../../../src/editor/auto/colourMask');
  const load = (name: string) => JSON.parse(readFileSync(new URL(`../../../fixtures/survival/${name}`, import.meta.url), 'utf8')) as KmTruth;
  const rbase = load('km-vector.json');
  const ggplot = load('km-ggplot.json');
  // At 100 dpi R draws 1-pixel lines: where the arm under the other drops twice within 3 pixels
  // beneath it, the two drops read as one; and JPEG at 100 dpi breaks such lines up. The arm drawn
  // on top is read whole there.
  const cases = [
    { truth: rbase, file: 'km-rbase-200dpi.png', dpi: 200, arms: ['Control', 'Drug'] },
    { truth: rbase, file: 'km-rbase-150dpi.png', dpi: 150, arms: ['Control', 'Drug'] },
    { truth: rbase, file: 'km-rbase-100dpi.png', dpi: 100, arms: ['Drug'] },
    // ggplot2 draws a mark at an event time on the foot of the drop: its lower arm shows it.
    { truth: ggplot, file: 'km-ggplot-150dpi.png', dpi: 150, arms: ['Control', 'Drug'], everyMark: true },
  ];
  for (const raster of cases) {
    it(`${raster.file}: every drop of ${raster.arms.join(' and ')}, each corner within 0.5 % of the axis`, async () => {
      const truth = raster.truth;
      const { origin, unit } = truth.rasters.find((r) => r.file === raster.file)?.plot_pt ?? truth.plot_pt;
      const image = await decodeImage(readFileSync(new URL(`../../../fixtures/survival/${raster.file}`, import.meta.url)));
      const k = raster.dpi / 72;
      const toTime = (x: number) => ((x / k - origin.x) / (unit.x - origin.x)) * 30;
      const toSurv = (y: number) => (y / k - origin.y) / (unit.y - origin.y);
      for (const arm of truth.arms.filter((a) => raster.arms.includes(a.name))) {
        // The plot only: the user's mask keeps the legend and the risk table out.
        const mask = colourMask(image, { mode: 'foreground', foreground: parseHexColour(arm.color)!, background: [255, 255, 255], threshold: 120 });
        const x0 = Math.floor(origin.x * k) - 2;
        const x1 = Math.ceil(unit.x * k) + 2;
        const y0 = Math.floor(unit.y * k) - 3;
        // The legend, top right, above every curve there.
        const legend = { x: (origin.x + (unit.x - origin.x) * 0.8) * k, y: (origin.y + (unit.y - origin.y) * 0.85) * k };
        const outside = (x: number, y: number) => x < x0 || x > x1 || y < y0 || y > origin.y * k || (x > legend.x && y < legend.y);
        const cover = colourMask(image, { mode: 'background', foreground: [0, 0, 0], background: [255, 255, 255], threshold: 120 });
        for (let y = 0; y < mask.height; y++) for (let x = 0; x < mask.width; x++) if (outside(x, y)) mask.data[y * mask.width + x] = cover.data[y * mask.width + x] = 0;
        const { corners, censorMarks } = traceSteps(mask, { minDrop: 0, cover });
        const want = arm.corners.time.length;
        expect(corners.length, arm.name).toBe(want);
        const timeErr = Math.max(...corners.map((c, i) => Math.abs(toTime(c.x) - arm.corners.time[i]!) / 30).slice(1, -1));
        const survErr = Math.max(...corners.map((c, i) => Math.abs(toSurv(c.y) - arm.corners.surv[i]!)));
        expect(timeErr, `${arm.name} time`).toBeLessThan(0.005);
        expect(survErr, `${arm.name} survival`).toBeLessThan(0.005);
        expect(censorMarks.length, `${arm.name} censor marks`).toBeGreaterThan(0);
        // Each mark read is one of R's censoring times (within 0.5 % of the axis), none twice.
        const times = [...new Set(arm.censor_times)];
        const nearest = (time: number) => times.reduce((best, t, i) => (Math.abs(t - time) < Math.abs(times[best]! - time) ? i : best), 0);
        const matched = new Set(censorMarks.map((m) => (Math.abs(toTime(m.x) - times[nearest(toTime(m.x))]!) / 30 < 0.005 ? nearest(toTime(m.x)) : -1)));
        expect(matched.has(-1), `${arm.name}: a mark at no censoring time`).toBe(false);
        expect(matched.size, `${arm.name}: marks read twice`).toBe(censorMarks.length);
        if ('everyMark' in raster) expect(censorMarks.length, `${arm.name}: every censoring time`).toBe(times.length);
      }
    });
  }
});
