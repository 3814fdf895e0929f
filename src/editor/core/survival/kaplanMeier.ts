import { Z975 } from './distributions';
import { type ArmData, SurvivalInputError } from './types';

/** One row of the Kaplan-Meier table, at a distinct observed time (event or censoring). */
export interface KmStep {
  time: number;
  nRisk: number;
  nEvent: number;
  nCensor: number;
  surv: number;
  /** Greenwood standard error of log S (R's `std.err`). */
  stdErrLog: number;
  lower: number;
  upper: number;
}

export interface MedianSurvival {
  /** null when the curve never reaches 0.5 ("not reached"). */
  median: number | null;
  lower: number | null;
  upper: number | null;
}

export interface KmFit {
  n: number;
  events: number;
  steps: KmStep[];
  median: MedianSurvival;
}

function checkArm(arm: ArmData): void {
  if (arm.length === 0) throw new SurvivalInputError('An arm needs at least one patient.');
  for (const r of arm) {
    if (!Number.isFinite(r.time) || r.time < 0) throw new SurvivalInputError(`Follow-up times must be finite and not negative (got ${r.time}).`);
    if (r.event !== 0 && r.event !== 1) throw new SurvivalInputError('Each event indicator must be 0 (censored) or 1 (event).');
  }
}

/**
 * Kaplan-Meier estimate with Greenwood's variance and pointwise 95 % intervals on the log scale
 * (R's survfit default, conf.type = "log"), upper bounds capped at 1.
 */
export function kaplanMeier(arm: ArmData): KmFit {
  checkArm(arm);
  const sorted = [...arm].sort((a, b) => a.time - b.time);
  const steps: KmStep[] = [];
  let nRisk = sorted.length;
  let surv = 1;
  let greenwood = 0;
  let events = 0;
  for (let i = 0; i < sorted.length; ) {
    const time = sorted[i].time;
    let d = 0;
    let c = 0;
    while (i < sorted.length && sorted[i].time === time) {
      if (sorted[i].event === 1) d++;
      else c++;
      i++;
    }
    if (d > 0) {
      surv *= 1 - d / nRisk;
      greenwood += nRisk === d ? Infinity : d / (nRisk * (nRisk - d));
    }
    events += d;
    const se = Math.sqrt(greenwood);
    const ok = surv > 0 && Number.isFinite(se);
    steps.push({
      time,
      nRisk,
      nEvent: d,
      nCensor: c,
      surv,
      stdErrLog: se,
      lower: ok ? surv * Math.exp(-Z975 * se) : NaN,
      upper: ok ? Math.min(1, surv * Math.exp(Z975 * se)) : NaN,
    });
    nRisk -= d + c;
  }
  return { n: arm.length, events, steps, median: medianOf(steps) };
}

const TOL = Math.sqrt(Number.EPSILON);

/**
 * First time a curve falls to 0.5; where it sits exactly on 0.5 over a stretch, the midpoint of
 * that stretch (R's quantile.survfit convention).
 */
function crossing(times: number[], values: number[]): number | null {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (Number.isNaN(v)) continue;
    if (Math.abs(v - 0.5) < TOL) {
      for (let j = i + 1; j < values.length; j++) {
        if (values[j] < 0.5 - TOL) return (times[i] + times[j]) / 2;
      }
      return times[i];
    }
    if (v < 0.5) return times[i];
  }
  return null;
}

/** Median survival with the 95 % interval of Brookmeyer and Crowley, from the pointwise intervals. */
function medianOf(steps: KmStep[]): MedianSurvival {
  const ev = steps.filter((s) => s.nEvent > 0);
  const times = ev.map((s) => s.time);
  const lowerBand = ev.map((s) => (s.surv === 0 ? 0 : s.lower));
  const upperBand = ev.map((s) => (s.surv === 0 ? 0 : s.upper));
  return {
    median: crossing(times, ev.map((s) => s.surv)),
    lower: crossing(times, lowerBand),
    upper: crossing(times, upperBand),
  };
}

/** Survival and its 95 % interval at chosen times (R's summary(fit, times = ...)). */
export function survivalAt(fit: KmFit, times: readonly number[]): { time: number; surv: number; lower: number; upper: number }[] {
  return times.map((t) => {
    let row: KmStep | undefined;
    for (const s of fit.steps) {
      if (s.time <= t) row = s;
      else break;
    }
    if (!row || (row.nEvent === 0 && row.surv === 1)) {
      // before any event: survival 1 with a degenerate interval
      const before = row ?? { surv: 1, lower: 1, upper: 1 };
      return { time: t, surv: before.surv, lower: before.surv === 1 ? 1 : before.lower, upper: before.surv === 1 ? 1 : before.upper };
    }
    return { time: t, surv: row.surv, lower: row.lower, upper: row.upper };
  });
}
