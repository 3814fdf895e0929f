import { describe, expect, it } from 'vitest';
import { armCurve, armPointsFromDataset, pickStepCurve, stepCornersOf } from '../../../../src/editor/core/survival';
import { proposeCalibration } from '../../../../src/editor/vector/axes';
import { calibrationFromProposal } from '../../../../src/editor/vector/evaluate';
import type { GeometryIndex } from '../../../../src/editor/vector/geometry';
import { loadPage, toPxOf, writers, type KmTruth } from './kmFigure';

/** A click on an arm's curve: on its run after the third corner, between two corners. */
const clickOn = (of: KmTruth, arm: KmTruth['arms'][number]) => {
  const t = arm.corners.time;
  const s = arm.corners.surv;
  return toPxOf(of)((t[2]! + t[3]!) / 2, s[2]!);
};

describe.each(writers.flatMap(([writer, of]) => of.files.map((file) => [writer, file, of] as const)))("one click picks a Kaplan-Meier arm of %s's %s", (_writer, file, truth) => {
  /**
   * The writers' rounding, in data units: R's pdf() writes 0.01 pt, cairo 1/256 pt; the calibration's
   * ticks are rounded too, so a value may be off by twice that: 0.02 pt of the x axis (30 months)
   * and of the y axis.
   */
  const TIME_TOLERANCE = (0.02 * 30) / (truth.plot_pt.unit.x - truth.plot_pt.origin.x);
  const SURV_TOLERANCE = 0.02 / (truth.plot_pt.origin.y - truth.plot_pt.unit.y);

  it.each(truth.arms.map((a, k) => [a.name, k] as const))('%s: every corner exact to the rounding, every censor time found', async (_name, k) => {
    const page = await loadPage(file);
    const proposal = proposeCalibration(page.index, page.labels)!;
    expect(proposal.x!.ticks.map((t) => t.value)).toEqual(truth.x_ticks);
    const calibration = calibrationFromProposal(proposal);
    const arm = truth.arms[k]!;
    const click = clickOn(truth, arm);
    const picked = pickStepCurve(page.index, click.x, click.y, 6)!;
    expect(picked.color).toBe(arm.color);
    expect(picked.corners).toHaveLength(arm.corners.time.length);
    picked.corners.forEach((p, i) => {
      const [time, surv] = calibration.pixelToData(p.x, p.y) as [number, number];
      expect(Math.abs(time - arm.corners.time[i]!), `corner ${i} time`).toBeLessThanOrEqual(TIME_TOLERANCE);
      expect(Math.abs(surv - arm.corners.surv[i]!), `corner ${i} survival`).toBeLessThanOrEqual(SURV_TOLERANCE);
    });
    const marks = picked.censorMarks.map((p) => calibration.pixelToData(p.x, p.y)[0]!);
    expect(marks).toHaveLength(arm.censor_times.length);
    marks.forEach((t, i) => expect(Math.abs(t - arm.censor_times[i]!), `censor mark ${i}`).toBeLessThanOrEqual(TIME_TOLERANCE));
    // Each mark sits on the curve at the survival R had at that time.
    const curve = armCurve(
      armPointsFromDataset([...picked.corners, ...picked.censorMarks.map((m) => ({ ...m, metadata: { censorMark: true } }))], calibration),
      { kind: 'survival', yScale: 'proportion' },
    );
    expect(curve.problems).toEqual([]);
    expect(curve.censorMarks).toHaveLength(arm.censor_times.length);
  });

  it('a click on the legend sample, or away from any curve, picks no arm', async () => {
    const page = await loadPage(file);
    for (const id of page.index.legendPathIds ?? []) {
      const p = page.index.paths[id]!;
      expect(pickStepCurve(page.index, (p.bbox.x0 + p.bbox.x1) / 2, p.bbox.y0, 6)).toBeNull();
    }
    const empty = toPxOf(truth)(27, 0.05);
    expect(pickStepCurve(page.index, empty.x, empty.y, 6)).toBeNull();
  });
});

describe('step curves and censor marks on a drawing', () => {
  const path = (id: number, points: [number, number][], stroke = '#000000', closed = false) => ({
    id,
    paint: 'stroke' as const,
    stroke,
    fill: '#000000',
    lineWidth: 1,
    subpaths: [{ points: points.map(([x, y]) => ({ x, y })), closed, straight: true }],
    bbox: { x0: Math.min(...points.map((p) => p[0])), y0: Math.min(...points.map((p) => p[1])), x1: Math.max(...points.map((p) => p[0])), y1: Math.max(...points.map((p) => p[1])) },
  });
  const index = (paths: ReturnType<typeof path>[]): GeometryIndex => ({ paths, markers: [], rects: [] });

  it('keeps the corners, drops vertices inside a run, and reads vertical ticks as marks', () => {
    const curve = path(0, [[0, 0], [50, 0], [100, 0], [100, 20], [200, 20], [200, 60], [300, 60]]);
    const tick = path(1, [[150, 14], [150, 26]]);
    const offCurve = path(2, [[250, 0], [250, 12]]);
    const otherColour = path(3, [[60, -6], [60, 6]], '#ff0000');
    const picked = pickStepCurve(index([curve, tick, offCurve, otherColour]), 120, 21, 4)!;
    expect(picked.corners).toEqual([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 20 }, { x: 200, y: 20 }, { x: 200, y: 60 }, { x: 300, y: 60 }]);
    expect(picked.censorMarks).toEqual([{ x: 150, y: 20 }]);
    expect(picked.pathIds).toEqual([0, 1]);
  });

  it('a step up is kept as drawn, so the survival panel flags it', () => {
    // Image y grows downwards: the curve falls, then rises at x = 200.
    const curve = path(0, [[0, 0], [100, 0], [100, 40], [200, 40], [200, 20], [300, 20]]);
    const picked = pickStepCurve(index([curve]), 150, 40, 4)!;
    expect(picked.corners).toHaveLength(6);
    const calibration = { pixelToData: (x: number, y: number) => [x / 100, 1 - y / 100] };
    const result = armCurve(armPointsFromDataset(picked.corners.map((c) => ({ ...c })), calibration), { kind: 'survival', yScale: 'proportion' });
    expect(result.problems.map((p) => p.message)).toEqual([
      'Point 5 rises above the point before it at time 2 (from 0.6 to 0.8).',
      'Point 6 rises above the point before it at time 3 (from 0.6 to 0.8).',
    ]);
  });

  it('a closed frame or a sloped line is no step curve', () => {
    expect(pickStepCurve(index([path(0, [[0, 0], [100, 0], [100, 100], [0, 100]], '#000000', true)]), 50, 0, 4)).toBeNull();
    expect(pickStepCurve(index([path(0, [[0, 0], [100, 10], [200, 10]])]), 150, 10, 4)).toBeNull();
    expect(stepCornersOf([{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 5, y: 0 }])).toEqual([{ x: 0, y: 0 }, { x: 5, y: 0 }]);
  });
});
