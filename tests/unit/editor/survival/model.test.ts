import { describe, expect, it } from 'vitest';
import { xy } from '../../../../src/editor/core/calibration';
import type { DataPoint } from '../../../../src/editor/core/model/types';
import {
  analyseSurvival,
  applyRiskTableProposal,
  armCurve,
  armPointsFromDataset,
  checkRiskTable,
  coxBinary,
  defaultSurvivalSettings,
  isSurvivalGraph,
  kaplanMeier,
  numberAtRisk,
  readSurvivalSettings,
  snapToStep,
  stepCorners,
  censorMarkTimes,
  syncSurvivalArms,
  type ArmPoint,
  type SurvivalSettings,
} from '../../../../src/editor/core/survival';
import { armRecords, loadTrial } from './fixtures';

/** A plot 400 px wide for 0-24 months and 400 px high for survival 0-1, origin at (100, 500). */
const calibration = xy.calibrate([
  { px: 100, py: 500, dx: 0, dy: 0 },
  { px: 500, py: 500, dx: 24, dy: 0 },
  { px: 100, py: 500, dx: 0, dy: 0 },
  { px: 100, py: 100, dx: 0, dy: 1 },
]);

const pts = (xs: [number, number][], censorAt: number[] = []): ArmPoint[] => [
  ...xs.map(([x, y], index) => ({ index, x, y, censor: false })),
  ...censorAt.map((x, k) => ({ index: xs.length + k, x, y: 0, censor: true })),
];

const settings = (over: Partial<SurvivalSettings> = {}): SurvivalSettings => ({ ...defaultSurvivalSettings(['Control', 'Treatment']), ...over });

describe('survival settings', () => {
  it('round-trips through the schema and reports what is wrong', () => {
    const s = settings({ riskTimes: [0, 6], arms: [{ dataset: 'Control', atRisk: [50, 40], totalEvents: 12 }] });
    expect(readSurvivalSettings({ survival: s })).toEqual({ settings: s, error: null });
    expect(readSurvivalSettings({})).toEqual({ settings: null, error: 'This graph is not a survival graph.' });
    const bad = readSurvivalSettings({ survival: { ...s, yScale: 'permille' } });
    expect(bad.settings).toBeNull();
    expect(bad.error).toMatch(/^The survival settings are not valid at yScale/);
  });

  it('tells a survival graph from other XY graphs', () => {
    expect(isSurvivalGraph({ type: 'xy', metadata: { survival: settings() } })).toBe(true);
    expect(isSurvivalGraph({ type: 'xy', metadata: {} })).toBe(false);
    expect(isSurvivalGraph({ type: 'bar', metadata: { survival: settings() } })).toBe(false);
  });

  it('keeps arms in step with the datasets and the risk-table times', () => {
    const s = settings({ riskTimes: [0, 6, 12], arms: [{ dataset: 'Old', atRisk: [1, 1, 1] }, { dataset: 'Control', atRisk: [50] }], controlArm: 'Old' });
    const synced = syncSurvivalArms(s, ['Control', 'New']);
    expect(synced.arms).toEqual([
      { dataset: 'Control', atRisk: [50, null, null] },
      { dataset: 'New', atRisk: [null, null, null] },
    ]);
    expect(synced.controlArm).toBeNull();
  });

  it('takes in a risk table read from the figure, emptying the rows of arms it did not match', () => {
    const s = settings({ riskTimes: [0, 12], arms: [{ dataset: 'Control', atRisk: [9, 9], totalEvents: 4 }, { dataset: 'Treatment', atRisk: [9, 9] }] });
    const next = applyRiskTableProposal(s, { times: [0, 6, 12], rows: [{ dataset: 'Control', counts: [50, 40, 31] }, { dataset: null, counts: [1, 1, 1] }] });
    expect(next.riskTimes).toEqual([0, 6, 12]);
    expect(next.arms).toEqual([
      { dataset: 'Control', atRisk: [50, 40, 31], totalEvents: 4 },
      { dataset: 'Treatment', atRisk: [null, null, null] },
    ]);
    expect(applyRiskTableProposal(settings({ arms: [] }), { times: [0, 6], rows: [{ dataset: 'Control', counts: [50, 40] }] }).arms).toEqual([
      { dataset: 'Control', atRisk: [50, 40] },
    ]);
  });

  it('locates risk-table problems on their cells', () => {
    const s = settings({
      riskTimes: [0, 6, 6],
      arms: [
        { dataset: 'Control', atRisk: [50, 55, null], totalEvents: 60 },
        { dataset: 'Treatment', atRisk: [null, null, null], size: 40 },
      ],
    });
    expect(checkRiskTable(s)).toEqual([
      { field: 'time', column: 2, message: 'Time 6 must be later than the time before it (6).' },
      { field: 'count', dataset: 'Control', column: 2, message: 'Enter the number at risk of Control at time 6, or clear the row.' },
      { field: 'count', dataset: 'Control', column: 1, message: 'The number at risk of Control rises at time 6 (from 50 to 55); it can only fall.' },
      { field: 'events', dataset: 'Control', message: 'Control cannot have more events (60) than patients (50).' },
    ]);
    expect(checkRiskTable(settings({ riskTimes: [1] }))).toEqual([{ field: 'time', column: 0, message: 'The first time of the risk table must be 0.' }]);
  });
});

describe('arm curves', () => {
  it('reads points through the calibration and sets censor marks apart', () => {
    const points: DataPoint[] = [
      { x: 100, y: 100 },
      { x: 300, y: 100 },
      { x: 300, y: 300 },
      { x: 200, y: 100, metadata: { censorMark: true } },
    ];
    const arm = armPointsFromDataset(points, calibration);
    expect(arm.map((p) => [p.x, p.y, p.censor])).toEqual([
      [0, 1, false],
      [12, 1, false],
      [12, 0.5, false],
      [6, 1, true],
    ]);
    const curve = armCurve(arm, { kind: 'survival', yScale: 'proportion' });
    expect(curve.curve).toEqual([
      { time: 0, surv: 1 },
      { time: 12, surv: 1 },
      { time: 12, surv: 0.5 },
    ]);
    expect(curve.censorMarks).toEqual([6]);
    expect(curve.problems).toEqual([]);
  });

  it('gives each point the time an image pixel spans, and a tilted scan its pixel along the time axis', () => {
    const arm = armPointsFromDataset([{ x: 100, y: 100 }, { x: 300, y: 300 }], calibration);
    // 400 px for 24 months.
    arm.forEach((p) => expect(p.pixelTime).toBeCloseTo(0.06, 12));
    const tilted = xy.calibrate([
      { px: 100, py: 500, dx: 0, dy: 0 },
      { px: 100 + 400 * Math.cos(0.1), py: 500 + 400 * Math.sin(0.1), dx: 24, dy: 0 },
      { px: 100, py: 500, dx: 0, dy: 0 },
      { px: 100 + 400 * Math.sin(0.1), py: 500 - 400 * Math.cos(0.1), dx: 0, dy: 1 },
    ]);
    expect(armPointsFromDataset([{ x: 250, y: 300 }], tilted)[0]!.pixelTime).toBeCloseTo(0.06, 9);
  });

  it('sorts by time, divides percentages by 100 and turns incidence into survival', () => {
    const percent = armCurve(pts([[10, 50], [0, 100], [10, 80]]), { kind: 'survival', yScale: 'percent' });
    expect(percent.curve).toEqual([
      { time: 0, surv: 1 },
      { time: 10, surv: 0.8 },
      { time: 10, surv: 0.5 },
    ]);
    const incidence = armCurve(pts([[0, 0], [5, 0.25]]), { kind: 'incidence', yScale: 'proportion' });
    expect(incidence.curve).toEqual([
      { time: 0, surv: 1 },
      { time: 5, surv: 0.75 },
    ]);
  });

  it('brings a click a hair outside the plot inside it', () => {
    const c = armCurve(pts([[-0.05, 1.004], [20, 0.2]]), { kind: 'survival', yScale: 'proportion' });
    expect(c.curve[0]).toEqual({ time: 0, surv: 1 });
  });

  it('flags a step up with the index of the point, and keeps the point as digitized', () => {
    const c = armCurve(pts([[0, 1], [4, 0.8], [6, 0.85], [8, 0.7]]), { kind: 'survival', yScale: 'proportion' });
    expect(c.curve).toHaveLength(4);
    expect(c.problems).toEqual([
      {
        index: 2,
        previousIndex: 1,
        time: 6,
        surv: 0.85,
        previousSurv: 0.8,
        fixedY: 0.8,
        message: 'Point 3 rises above the point before it at time 6 (from 0.8 to 0.85).',
      },
    ]);
  });

  it('gives the fix in the axis units of an incidence curve in percent', () => {
    const c = armCurve(pts([[0, 0], [4, 20], [6, 15]]), { kind: 'incidence', yScale: 'percent' });
    expect(c.problems).toHaveLength(1);
    expect(c.problems[0]!.fixedY).toBeCloseTo(20, 12);
    expect(c.problems[0]!.message).toBe('Point 3 falls below the point before it at time 6 (from 20 to 15).');
  });
});

describe('snapping hand clicks onto the steps', () => {
  const corners = [
    { x: 0, y: 1 },
    { x: 6, y: 1 },
    { x: 6, y: 0.8 },
  ];
  it('puts a click near the horizontal run on it', () => {
    // 0.005 in survival is 2 px on this plot
    expect(snapToStep({ x: 10, y: 0.805 }, corners, calibration)).toEqual({ x: 10, y: 0.8, snap: 'horizontal' });
  });
  it('puts a click near the vertical drop on it', () => {
    // 0.1 months is under 2 px
    expect(snapToStep({ x: 6.1, y: 0.6 }, corners, calibration)).toEqual({ x: 6, y: 0.6, snap: 'vertical' });
  });
  it('leaves a click far from both alone', () => {
    expect(snapToStep({ x: 12, y: 0.5 }, corners, calibration)).toEqual({ x: 12, y: 0.5, snap: null });
    expect(snapToStep({ x: 12, y: 0.5 }, [], calibration)).toEqual({ x: 12, y: 0.5, snap: null });
  });
  it('ignores censor marks as previous corners', () => {
    expect(snapToStep({ x: 10, y: 0.9 }, [...corners, { x: 8, y: 0.9, censor: true }], calibration).snap).toBeNull();
  });
});

describe('analyseSurvival', () => {
  const trial = loadTrial('small-50');
  const truth = { Control: armRecords(trial.control), Treatment: armRecords(trial.experimental) };
  const times = [0, 4, 8, 12, 16, 20];
  const armPoints = (name: keyof typeof truth, marks = true): ArmPoint[] => [
    ...stepCorners(truth[name]).map((c, index) => ({ index, x: c.time, y: c.surv, censor: false })),
    ...(marks ? censorMarkTimes(truth[name]).map((t, k) => ({ index: 1000 + k, x: t, y: 0, censor: true })) : []),
  ];
  const full = settings({
    riskTimes: times,
    arms: [
      { dataset: 'Control', atRisk: numberAtRisk(truth.Control, times) },
      { dataset: 'Treatment', atRisk: numberAtRisk(truth.Treatment, times) },
    ],
    reportTimes: [6, 12],
  });
  const inputs = () => [
    { dataset: 'Control', label: 'Placebo', points: armPoints('Control') },
    { dataset: 'Treatment', label: 'Drug A', points: armPoints('Treatment') },
  ];

  describe('a drop read within half an image pixel of a risk-table time', () => {
    // 10 patients, nobody lost before 12 months; 2 events at exactly 12 months, a table time.
    // The figure: 400 px for 24 months (0.06 months a pixel), survival 1 at y 100, 0.8 at y 180.
    const tableAt12 = settings({ riskTimes: [0, 12], arms: [{ dataset: 'Control', atRisk: [10, 10] }], reportTimes: [] });
    const dropAt = (x: number) => {
      const points: DataPoint[] = [
        { x: 100, y: 100 },
        { x, y: 100 },
        { x, y: 180 },
        { x: 500, y: 180 },
      ];
      return analyseSurvival(tableAt12, [{ dataset: 'Control', label: 'Control', points: armPointsFromDataset(points, calibration) }]).arms[0]!.result!.reconstruction;
    };

    it('0.2 px before it, counts in the interval that starts there', () => {
      const r = dropAt(300 - 0.2);
      expect(r.unmatchedIntervals).toEqual([]);
      expect(r.ipd.filter((p) => p.event === 1).map((p) => p.time)).toEqual([12, 12]);
    });

    it('2 px before it, stays before it', () => {
      const r = dropAt(300 - 2);
      expect(r.ipd.filter((p) => p.event === 1).map((p) => p.time)).toEqual([11.88, 11.88].map((t) => expect.closeTo(t, 9)));
      // The table says nobody left before 12 months, so the interval cannot match.
      expect(r.unmatchedIntervals).toEqual([0]);
    });
  });

  it('reconstructs each arm and compares them, close to the true data', () => {
    const result = analyseSurvival(full, inputs());
    expect(result.arms.map((a) => a.errors)).toEqual([[], []]);
    const control = result.arms[0]!.result!;
    expect(control.reconstruction.n).toBe(50);
    expect(control.survivalAt.map((s) => s.time)).toEqual([6, 12]);
    const trueControl = kaplanMeier(truth.Control);
    expect(control.median.median).toBe(trueControl.median.median);
    expect(result.comparisons).toHaveLength(1);
    const cmp = result.comparisons[0]!;
    expect(cmp.control).toBe('Control');
    expect(cmp.experimental).toBe('Treatment');
    expect(cmp.error).toBeNull();
    expect(Math.abs(cmp.cox!.hr / coxBinary(truth.Control, truth.Treatment).hr - 1)).toBeLessThan(0.03);
    expect(cmp.logRank!.p).toBeGreaterThan(0);
  });

  it('takes the chosen control arm as the reference', () => {
    const result = analyseSurvival({ ...full, controlArm: 'Treatment' }, inputs());
    expect(result.comparisons[0]!.control).toBe('Treatment');
    const forward = analyseSurvival(full, inputs()).comparisons[0]!.cox!.hr;
    expect(result.comparisons[0]!.cox!.hr).toBeCloseTo(1 / forward, 6);
  });

  it('uses the arm size and the total events when there is no risk table', () => {
    const s = settings({ arms: [{ dataset: 'Control', atRisk: [], size: 50, totalEvents: truth.Control.filter((r) => r.event).length }] });
    const result = analyseSurvival(s, [{ dataset: 'Control', label: 'Placebo', points: armPoints('Control', false) }]);
    expect(result.arms[0]!.errors).toEqual([]);
    expect(result.arms[0]!.result!.reconstruction.events).toBe(truth.Control.filter((r) => r.event).length);
    expect(result.comparisons).toEqual([]);
  });

  it('explains, per arm, what is missing or wrong', () => {
    const s = settings({
      riskTimes: times,
      arms: [
        { dataset: 'Control', atRisk: [] },
        { dataset: 'Treatment', atRisk: [50, 40, null, null, null, null] },
      ],
    });
    const result = analyseSurvival(s, [
      { dataset: 'Control', label: 'Placebo', points: [] },
      { dataset: 'Treatment', label: 'Drug A', points: pts([[0, 1], [4, 0.8], [6, 0.85]]) },
      { dataset: 'Third', label: 'Drug B', points: armPoints('Treatment') },
    ]);
    expect(result.arms[0]!.errors).toEqual([
      'Digitize the curve of Placebo: it has no points yet.',
      'Enter the numbers at risk of Placebo, or its number of patients: the reconstruction needs one of them.',
    ]);
    expect(result.arms[1]!.errors[0]).toBe('Drug A: Point 3 rises above the point before it at time 6 (from 0.8 to 0.85). Fix the point before the analysis.');
    expect(result.arms[1]!.errors).toContain('Enter the number at risk of Drug A at time 8, or clear the row.');
    expect(result.arms[2]!.errors).toEqual(['Enter the numbers at risk of Drug B, or its number of patients: the reconstruction needs one of them.']);
    expect(result.comparisons.map((c) => c.error)).toEqual([
      'The hazard ratio needs both arms reconstructed; Placebo and Drug A are not.',
      'The hazard ratio needs both arms reconstructed; Placebo and Drug B are not.',
    ]);
  });

  it('leaves out columns after the end of the curve with nobody left at risk', () => {
    const control = numberAtRisk(truth.Control, times);
    const s = settings({ riskTimes: [...times, 40], arms: [{ dataset: 'Control', atRisk: [...control, 0] }] });
    const result = analyseSurvival(s, [{ dataset: 'Control', label: 'Placebo', points: armPoints('Control') }]);
    expect(result.arms[0]!.errors).toEqual([]);
    expect(result.arms[0]!.result!.reconstruction.n).toBe(50);
  });

  it('sums up many points going the wrong way in one sentence', () => {
    const s = settings({ arms: [{ dataset: 'Control', atRisk: [], size: 50 }] });
    const points = pts([[0, 1], [4, 0.8], [6, 0.85], [8, 0.7], [9, 0.75]]);
    expect(analyseSurvival(s, [{ dataset: 'Control', label: 'Placebo', points }]).arms[0]!.errors).toEqual([
      'Placebo: 2 points go the wrong way, the first at time 6. Fix them before the analysis.',
    ]);
  });

  it('passes the reconstruction errors on with the arm name', () => {
    const s = settings({ riskTimes: [0, 30], arms: [{ dataset: 'Control', atRisk: [50, 10] }] });
    const result = analyseSurvival(s, [{ dataset: 'Control', label: 'Placebo', points: armPoints('Control') }]);
    expect(result.arms[0]!.errors).toEqual([expect.stringMatching(/^Placebo: Risk table time 30 lies after the end of the curve/)]);
  });
});
