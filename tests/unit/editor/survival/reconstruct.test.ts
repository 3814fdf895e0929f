import { describe, expect, it } from 'vitest';
import {
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
