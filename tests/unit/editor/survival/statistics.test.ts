import { describe, expect, it } from 'vitest';
import { coxBinary, kaplanMeier, logRank, survivalAt, SurvivalInputError } from '../../../../src/editor/core/survival';
import { armRecords, loadTrial, trialNames } from './fixtures';

const close = (actual: number, expected: number, rel = 1e-6) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(rel * Math.max(1e-12, Math.abs(expected)) + 1e-12);

describe.each(trialNames)('against R survival on %s', (name) => {
  const trial = loadTrial(name);
  for (const which of ['control', 'experimental'] as const) {
    const arm = trial[which];
    it(`${which}: survfit steps, medians and survival at five times`, () => {
      const fit = kaplanMeier(armRecords(arm));
      expect(fit.steps.map((s) => s.time)).toEqual(arm.km.time);
      fit.steps.forEach((s, i) => {
        expect(s.nRisk).toBe(arm.km.n_risk[i]);
        expect(s.nEvent).toBe(arm.km.n_event[i]);
        expect(s.nCensor).toBe(arm.km.n_censor[i]);
        close(s.surv, arm.km.surv[i]);
        if (arm.km.lower[i] !== null && s.surv > 0) {
          close(s.stdErrLog, arm.km.std_err[i]);
          close(s.lower, arm.km.lower[i] as number);
          close(s.upper, arm.km.upper[i] as number);
        }
      });
      expect(fit.median).toEqual(arm.median);
      const at = survivalAt(fit, arm.at_times.time);
      at.forEach((r, i) => {
        close(r.surv, arm.at_times.surv[i]);
        close(r.lower, arm.at_times.lower[i]);
        close(r.upper, arm.at_times.upper[i]);
      });
    });
  }
  it('survdiff chi-square and p', () => {
    const lr = logRank(armRecords(trial.control), armRecords(trial.experimental));
    close(lr.chiSquare, trial.logrank.chisq);
    close(lr.p, trial.logrank.p, 1e-6);
  });
  it('coxph hazard ratio, Wald interval and p (Efron ties)', () => {
    const cox = coxBinary(armRecords(trial.control), armRecords(trial.experimental));
    close(cox.coef, trial.cox.coef);
    close(cox.se, trial.cox.se);
    close(cox.hr, trial.cox.hr);
    close(cox.lower, trial.cox.lower);
    close(cox.upper, trial.cox.upper);
    close(cox.p, trial.cox.p, 1e-6);
  });
});

describe('statistics on small hand-made data', () => {
  it('medians not reached when the curve stays above one half', () => {
    const fit = kaplanMeier([{ time: 1, event: 1 }, { time: 2, event: 0 }, { time: 3, event: 0 }]);
    expect(fit.median.median).toBeNull();
  });
  it('a median on a flat stretch at exactly one half is its midpoint', () => {
    const fit = kaplanMeier([{ time: 1, event: 1 }, { time: 2, event: 1 }, { time: 4, event: 1 }, { time: 5, event: 1 }]);
    expect(fit.median.median).toBe(3);
  });
  it('rejects bad records and a hazard ratio without events in an arm', () => {
    expect(() => kaplanMeier([{ time: -1, event: 1 }])).toThrow(SurvivalInputError);
    expect(() => coxBinary([{ time: 1, event: 1 }], [{ time: 1, event: 0 }])).toThrow(/events in both arms/);
  });
});
