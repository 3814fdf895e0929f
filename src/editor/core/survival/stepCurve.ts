import { kaplanMeier } from './kaplanMeier';
import type { CurvePoint } from './reconstruct';
import type { ArmData } from './types';

/** The corners of an arm's Kaplan-Meier step function, as a figure draws them, ending at the last follow-up. */
export function stepCorners(arm: ArmData): CurvePoint[] {
  const fit = kaplanMeier(arm);
  const out: CurvePoint[] = [{ time: 0, surv: 1 }];
  let prev = 1;
  for (const s of fit.steps) {
    if (s.nEvent > 0) {
      out.push({ time: s.time, surv: prev }, { time: s.time, surv: s.surv });
      prev = s.surv;
    }
  }
  const end = fit.steps[fit.steps.length - 1].time;
  if (out[out.length - 1].time < end) out.push({ time: end, surv: prev });
  return out;
}

/** Times of the censor marks a figure draws: distinct censoring times. */
export function censorMarkTimes(arm: ArmData): number[] {
  return [...new Set(arm.filter((r) => r.event === 0).map((r) => r.time))].sort((a, b) => a - b);
}

/** Number at risk at each time (patients with follow-up of at least that time). */
export function numberAtRisk(arm: ArmData, times: readonly number[]): number[] {
  return times.map((t) => arm.filter((r) => r.time >= t).length);
}
