import { chiSquare1P, twoSidedNormalP, Z975 } from './distributions';
import { type ArmData, SurvivalInputError } from './types';

interface PooledTime {
  time: number;
  /** at risk in the control and experimental arms */
  n0: number;
  n1: number;
  /** events in the control and experimental arms */
  d0: number;
  d1: number;
}

/** Distinct event times of the pooled data with risk sets per arm. */
function pooledEventTimes(control: ArmData, experimental: ArmData): PooledTime[] {
  if (control.length === 0 || experimental.length === 0) throw new SurvivalInputError('Both arms need at least one patient.');
  const all = [
    ...control.map((r) => ({ ...r, arm: 0 })),
    ...experimental.map((r) => ({ ...r, arm: 1 })),
  ].sort((a, b) => a.time - b.time);
  let n0 = control.length;
  let n1 = experimental.length;
  const out: PooledTime[] = [];
  for (let i = 0; i < all.length; ) {
    const time = all[i].time;
    const row = { time, n0, n1, d0: 0, d1: 0 };
    while (i < all.length && all[i].time === time) {
      const r = all[i];
      if (r.event === 1) {
        if (r.arm === 0) row.d0++;
        else row.d1++;
      }
      if (r.arm === 0) n0--;
      else n1--;
      i++;
    }
    if (row.d0 + row.d1 > 0) out.push(row);
  }
  return out;
}

export interface LogRankResult {
  observed: [number, number];
  expected: [number, number];
  chiSquare: number;
  p: number;
}

/** Log-rank test (R's survdiff with rho = 0), one degree of freedom. */
export function logRank(control: ArmData, experimental: ArmData): LogRankResult {
  let o1 = 0;
  let e1 = 0;
  let o0 = 0;
  let e0 = 0;
  let v = 0;
  for (const { n0, n1, d0, d1 } of pooledEventTimes(control, experimental)) {
    const n = n0 + n1;
    const d = d0 + d1;
    o1 += d1;
    o0 += d0;
    e1 += (d * n1) / n;
    e0 += (d * n0) / n;
    if (n > 1) v += (n0 * n1 * d * (n - d)) / (n * n * (n - 1));
  }
  const chiSquare = v > 0 ? ((o1 - e1) * (o1 - e1)) / v : 0;
  return { observed: [o0, o1], expected: [e0, e1], chiSquare, p: chiSquare1P(chiSquare) };
}

export interface CoxResult {
  /** log hazard ratio of experimental vs control */
  coef: number;
  se: number;
  hr: number;
  lower: number;
  upper: number;
  /** Wald test p-value */
  p: number;
  iterations: number;
}

/**
 * Cox proportional hazards model with one binary covariate (experimental arm = 1), Efron's
 * handling of ties (R's coxph default), fitted by Newton-Raphson from 0; Wald 95 % interval.
 */
export function coxBinary(control: ArmData, experimental: ArmData): CoxResult {
  const rows = pooledEventTimes(control, experimental);
  if (rows.every((r) => r.d1 === 0) || rows.every((r) => r.d0 === 0))
    throw new SurvivalInputError('The hazard ratio needs events in both arms.');
  const derivatives = (beta: number) => {
    const w = Math.exp(beta);
    let loglik = 0;
    let score = 0;
    let info = 0;
    for (const { n0, n1, d0, d1 } of rows) {
      const d = d0 + d1;
      const s0 = n0 + n1 * w;
      const s1 = n1 * w;
      const t0 = d0 + d1 * w;
      const t1 = d1 * w;
      loglik += beta * d1;
      score += d1;
      for (let k = 0; k < d; k++) {
        const f = k / d;
        const den = s0 - f * t0;
        const mean = (s1 - f * t1) / den;
        loglik -= Math.log(den);
        score -= mean;
        info += mean - mean * mean;
      }
    }
    return { loglik, score, info };
  };
  let beta = 0;
  let current = derivatives(beta);
  let iterations = 0;
  for (; iterations < 50; iterations++) {
    let step = current.score / current.info;
    let next = derivatives(beta + step);
    // step halving, as coxph does when the log likelihood falls
    let halvings = 0;
    while (next.loglik < current.loglik - 1e-12 && halvings < 30) {
      step /= 2;
      next = derivatives(beta + step);
      halvings++;
    }
    beta += step;
    const converged = Math.abs(next.loglik - current.loglik) <= 1e-12 * Math.abs(current.loglik) + 1e-14 && Math.abs(step) < 1e-12;
    current = next;
    if (converged) break;
  }
  const se = 1 / Math.sqrt(current.info);
  return {
    coef: beta,
    se,
    hr: Math.exp(beta),
    lower: Math.exp(beta - Z975 * se),
    upper: Math.exp(beta + Z975 * se),
    p: twoSidedNormalP(beta / se),
    iterations: iterations + 1,
  };
}
