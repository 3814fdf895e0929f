import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  alignTimes,
  censorMarkTimes,
  coxBinary,
  kaplanMeier,
  numberAtRisk,
  reconstructIpd,
  stepCorners,
  survivalAt,
  type SurvivalRecord,
} from '../../../../src/editor/core/survival';
import { armRecords, loadTrial, trialNames } from './fixtures';

function rebuild(arm: SurvivalRecord[], times: number[], marks: boolean) {
  return reconstructIpd({
    curve: stepCorners(arm),
    riskTable: { times, counts: numberAtRisk(arm, times) },
    censorMarks: marks ? censorMarkTimes(arm) : undefined,
  });
}

describe.each(trialNames)('reconstruction from exact step corners on %s', (name) => {
  const trial = loadTrial(name);
  const truth = [armRecords(trial.control), armRecords(trial.experimental)];
  const end = Math.min(...truth.map((a) => Math.max(...a.map((r) => r.time))));
  const times = Array.from({ length: 6 }, (_, i) => Math.round(((i * end) / 6) * 10) / 10);
  const events = truth.flat().filter((r) => r.event === 1).length;

  it('with censor marks meets the hazard ratio, survival and median goals', () => {
    const rec = truth.map((a) => rebuild(a, times, true));
    rec.forEach((r, i) => {
      expect(r.n).toBe(truth[i].length);
      expect(r.unmatchedIntervals).toEqual([]);
    });
    const hr = coxBinary(rec[0].ipd, rec[1].ipd).hr;
    const trueHr = coxBinary(truth[0], truth[1]).hr;
    expect(Math.abs(hr / trueHr - 1)).toBeLessThan(events >= 100 ? 0.01 : 0.03);
    truth.forEach((a, i) => {
      const ft = kaplanMeier(a);
      const fr = kaplanMeier(rec[i].ipd);
      const five = trial.control.at_times.time;
      const st = survivalAt(ft, five);
      survivalAt(fr, five).forEach((r, j) => expect(Math.abs(r.surv - st[j].surv)).toBeLessThan(0.002));
      expect(fr.median.median).toBe(ft.median.median);
    });
  });

  it('plain Guyot keeps every patient and matches the risk table', () => {
    const rec = truth.map((a) => rebuild(a, times, false));
    rec.forEach((r, i) => {
      expect(r.n).toBe(truth[i].length);
      const counts = numberAtRisk(r.ipd, times.slice(1));
      expect(counts).toEqual(numberAtRisk(truth[i], times.slice(1)));
    });
  });
});

describe('reconstruction input checks', () => {
  const curve = [{ time: 0, surv: 1 }, { time: 2, surv: 1 }, { time: 2, surv: 0.8 }, { time: 5, surv: 0.8 }];
  it('rejects a curve that goes up', () => {
    expect(() => reconstructIpd({ curve: [...curve, { time: 6, surv: 0.9 }], initialN: 10 })).toThrow(/cannot go up/);
  });
  it('rejects risk table times after the curve and rising counts', () => {
    expect(() => reconstructIpd({ curve, riskTable: { times: [0, 8], counts: [10, 5] } })).toThrow(/after the end of the curve/);
    expect(() => reconstructIpd({ curve, riskTable: { times: [0, 3], counts: [10, 12] } })).toThrow(/can only fall/);
    expect(() => reconstructIpd({ curve })).toThrow(/number of patients/);
  });
  it('without a risk table uses the arm size and total events', () => {
    const r = reconstructIpd({ curve, initialN: 10, totalEvents: 2 });
    expect(r.n).toBe(10);
    expect(r.events).toBe(2);
    const plain = reconstructIpd({ curve, initialN: 10 });
    expect(plain.events).toBe(2);
    expect(plain.ipd.filter((x) => x.event === 0).every((x) => x.time === 5)).toBe(true);
  });
});

describe('times a hair apart are one time', () => {
  // R's figure trial: times to 0.1 month, censorings at event times and at a risk-table time (6 months).
  type FigureArm = { corners: { time: number[]; surv: number[] }; censor_times: number[]; at_risk: number[] };
  const control = (JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/survival/km-vector.json'), 'utf8')) as { arms: FigureArm[] }).arms[0]!;
  const times = [0, 6, 12, 18, 24];
  const counts = control.at_risk.slice(0, 5);
  const exact = reconstructIpd({ curve: control.corners.time.map((time, i) => ({ time, surv: control.corners.surv[i]! })), riskTable: { times, counts }, censorMarks: control.censor_times });

  it('a curve and marks digitized 1e-5 of the axis off either way reconstruct as the exact ones', () => {
    // A vector figure's rounding: each coordinate off on its own, by up to 3e-4 months of 30.
    const wobble = (i: number) => ((i * 7919) % 7 - 3) * 1e-4;
    const curve = control.corners.time.map((time, i) => ({ time: Math.max(0, time + wobble(i)), surv: control.corners.surv[i]! }));
    const marks = control.censor_times.map((t, i) => t + wobble(i + 3));
    const digitized = reconstructIpd({ curve, riskTable: { times, counts }, censorMarks: marks });
    expect(digitized.events).toBe(exact.events);
    expect(digitized.unmatchedIntervals).toEqual([]);
    const byTime = (r: SurvivalRecord[]) => [...r].sort((a, b) => a.time - b.time || a.event - b.event);
    const a = byTime(exact.ipd);
    byTime(digitized.ipd).forEach((r, i) => {
      expect(r.event, `patient ${i}`).toBe(a[i]!.event);
      expect(Math.abs(r.time - a[i]!.time), `patient ${i}`).toBeLessThan(1e-3);
    });
  });

  it('alignTimes puts a drop on its risk-table time, a drop\'s bottom on its top, and a mark on the drop it sits on', () => {
    const { curve, marks } = alignTimes(
      [
        { time: 0, surv: 1 },
        { time: 6.00002, surv: 1 },
        { time: 5.99999, surv: 0.9 },
        { time: 10, surv: 0.9 },
        { time: 10.00002, surv: 0.8 },
        { time: 30, surv: 0.8 },
      ],
      [9.99999, 20],
      [0, 6, 12],
    );
    expect(curve.map((p) => p.time)).toEqual([0, 6, 6, 10, 10, 30]);
    expect(marks).toEqual([10, 20]);
    // Farther apart than 1e-4 of the follow-up, times stay apart.
    expect(alignTimes([{ time: 0, surv: 1 }, { time: 6.01, surv: 1 }, { time: 30, surv: 1 }], [], [0, 6]).curve[1]!.time).toBe(6.01);
  });
  it('alignTimes takes a larger tolerance around risk-table times (half a pixel of a raster) when given one', () => {
    const curve = [
      { time: 0, surv: 1 },
      { time: 17.99, surv: 1 },
      { time: 17.99, surv: 0.7 },
      { time: 23.9, surv: 0.7 },
      { time: 23.9, surv: 0.6 },
      { time: 30, surv: 0.6 },
    ];
    // Half a pixel of 0.06 months: 17.99 is 18, 23.9 (1.7 px from 24) is not 24, a mark 0.02 before 24 is at 24;
    // a mark 0.02 past a drop away from the table stays where it is (only table times take the pixel).
    const { curve: aligned, marks } = alignTimes(curve, [23.98, 23.92, 26], [0, 6, 12, 18, 24], 0.03);
    expect(aligned.map((p) => p.time)).toEqual([0, 18, 18, 23.9, 23.9, 30]);
    expect(marks).toEqual([24, 23.92, 26]);
    // Without it, 1e-4 of the follow-up (0.003 months) keeps them apart.
    expect(alignTimes(curve, [23.92], [0, 18]).curve[1]!.time).toBe(17.99);
  });
});
