import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calibrateAxes } from '../../../../src/editor/core/calibration';
import { exportWpd, importWpd } from '../../../../src/editor/core/project';
import type { Project } from '../../../../src/editor/core/model/types';

/*
 * tests/fixtures/wpd/parity-4.json is written by hand; each point's `value` is worked out from the geometry:
 * - 'Turned chart' (XY, no rotation, x running up the image): x = (py - 600) / -500 * 10, y = (px - 500) / -400 * 100,
 *   so (300, 350) -> (5, 50), (500, 100) -> (10, 0), (400, 475) -> (2.5, 25).
 * - 'Old map' (no origin field, as WebPlotDigitizer 4.0-4.2 wrote): scale bar 50 px = 10 km, k = 0.2; top-left,
 *   so (50, 150) -> (10, 30) and (100, 25) -> (20, 5).
 * - 'Reversed ternary' (0-100): mid-AB is (a, b, c) = (50, 50, 0), reported (c, a, b) = (0, 50, 50); A -> (0, 100, 0); C -> (100, 0, 0).
 * - 'Chart recorder' (five points, start 2024/01/01 12:00, one turn a day): see parity/circularChartRecorder.test.ts;
 *   P0 reads t0 + 24 h, P0 a quarter turn on reads t0 + 30 h, P2 half a turn on reads t0 + 12 h.
 */
const raw = () => JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/wpd/parity-4.json'), 'utf8')) as Record<string, unknown>;
type RawDataset = { name: string; data: { x: number; y: number; value: number[] }[] };

const valuesOf = (project: Project) => {
  const page = project.pages[0]!;
  return page.datasets.map((d) => {
    const axes = page.axes.find((a) => a.name === d.axesName)!;
    const c = calibrateAxes(axes.type as 'xy', axes.calibrationPoints, axes.options as object);
    return d.points.map((p) => c.pixelToData(p.x, p.y));
  });
};
const expectValues = (actual: number[][][], expected: number[][][]) => {
  expect(actual.length).toBe(expected.length);
  actual.forEach((rows, i) =>
    rows.forEach((row, j) => row.forEach((v, k) => expect(Math.abs(v - expected[i]![j]![k]!)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected[i]![j]![k]!))))),
  );
};
const fileValues = (file: Record<string, unknown>) => (file.datasetColl as RawDataset[]).map((d) => d.data.map((p) => p.value));

describe('WebPlotDigitizer round trip: import, export, import', () => {
  const file = raw();
  const project = importWpd(file);
  const page = project.pages[0]!;

  it('imports the hand-computed values', () => {
    expectValues(valuesOf(project), fileValues(file));
  });

  it('reads a map without an origin field as top-left', () => {
    expect(page.axes[1]!.options).toMatchObject({ origin: 'top-left', scaleLength: 10, unit: 'km' });
  });

  it("reads the recorder's start time, rotation time and direction", () => {
    expect(page.axes[3]!.options).toEqual({ tStart: '2024/01/01 12:00', rotationTime: 'day', clockwise: true });
  });

  it("reads point groups from WebPlotDigitizer's groupNames and per-point tuple and group", () => {
    expect(page.datasets[0]!.pointGroups).toEqual(['Mean', 'Upper']);
    expect(page.datasets[0]!.tuples).toEqual([[0, 2]]);
  });

  it('exports what WebPlotDigitizer 4.x reads, with the same values', () => {
    const out = JSON.parse(JSON.stringify(exportWpd(project))) as Record<string, unknown>;
    expect(out.version).toEqual([4, 2]);
    const axes = out.axesColl as Record<string, unknown>[];
    expect(axes[0]).toMatchObject({ type: 'XYAxes', noRotation: true });
    expect(axes[1]).toMatchObject({ type: 'MapAxes', originLocation: 'top-left', scaleLength: 10, unitString: 'km' });
    expect(axes[2]).toMatchObject({ type: 'TernaryAxes', isRange100: true, isNormalOrientation: false });
    expect(axes[3]).toMatchObject({ type: 'CircularChartRecorderAxes', startTime: '2024/01/01 12:00', rotationTime: 'day', rotationDirection: 'anticlockwise' });
    expect((axes[3]!.calibrationPoints as unknown[]).length).toBe(5);
    const turned = (out.datasetColl as Record<string, unknown>[])[0]!;
    expect(turned.groupNames).toEqual(['Mean', 'Upper']);
    expect((turned.data as Record<string, unknown>[]).map((p) => [p.tuple, p.group])).toEqual([[0, 0], [undefined, undefined], [0, 1]]);
    expectValues(fileValues(out), fileValues(file));
  });

  it('imports the export back to the same project and the same numbers', () => {
    const again = importWpd(JSON.parse(JSON.stringify(exportWpd(project))));
    expect(again).toEqual(project);
    expectValues(valuesOf(again), fileValues(file));
  });

  it('writes a recorder made here with the start time WebPlotDigitizer needs: t0 when none was set', () => {
    const mine: Project = structuredClone(project);
    const rec = mine.pages[0]!.axes[3]!;
    rec.options = { rotationTime: 86_400_000 };
    const written = JSON.parse(JSON.stringify(exportWpd(mine))) as { axesColl: Record<string, unknown>[] };
    // One day in milliseconds is WebPlotDigitizer's 'day'; no start time: point 0's t0.
    expect(written.axesColl[3]).toMatchObject({ startTime: '2024/01/01', rotationTime: 'day', rotationDirection: 'anticlockwise' });
    // Read back, times start at t0: P0 is t0 itself, the quarter turn 6 h later.
    const back = importWpd(written);
    const c = calibrateAxes('circularChartRecorder', back.pages[0]!.axes[3]!.calibrationPoints, back.pages[0]!.axes[3]!.options as never);
    expect(c.pixelToData(136, 148)[0]).toBe(Date.UTC(2024, 0, 1));
    expect(c.pixelToData(52, 136)[0]).toBeCloseTo(Date.UTC(2024, 0, 1, 6), 3);
  });

  it('writes a four-point recorder (centre given) as five points that calibrate the same', () => {
    const four: Project = structuredClone(project);
    const rec = four.pages[0]!.axes[3]!;
    rec.calibrationPoints = [...rec.calibrationPoints.slice(0, 3), { px: 100, py: 100, dx: '', dy: '' }];
    const written = JSON.parse(JSON.stringify(exportWpd(four))) as { axesColl: Record<string, unknown>[] };
    expect(written.axesColl[3]).toMatchObject({ startTime: '2024/01/01 12:00', rotationTime: 'day', rotationDirection: 'anticlockwise' });
    const back = importWpd(written);
    expect(back.pages[0]!.axes[3]!.calibrationPoints).toHaveLength(5);
    expectValues([valuesOf(back)[3]!], [fileValues(file)[3]!]);
  });
});
