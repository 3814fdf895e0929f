import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SurvivalRecord } from '../../../../src/editor/core/survival';

export interface RArm {
  ipd: { time: number[]; event: number[] };
  km: { time: number[]; n_risk: number[]; n_event: number[]; n_censor: number[]; surv: number[]; std_err: number[]; lower: (number | null)[]; upper: (number | null)[] };
  median: { median: number | null; lower: number | null; upper: number | null };
  at_times: { time: number[]; surv: number[]; lower: number[]; upper: number[] };
}
export interface RTrial {
  name: string;
  control: RArm;
  experimental: RArm;
  logrank: { chisq: number; p: number };
  cox: { coef: number; se: number; hr: number; lower: number; upper: number; p: number };
}

export const trialNames = ['small-50', 'medium-300', 'large-600'] as const;

export function loadTrial(name: string): RTrial {
  return JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/survival', `${name}.json`), 'utf8')) as RTrial;
}

export function armRecords(arm: RArm): SurvivalRecord[] {
  return arm.ipd.time.map((time, i) => ({ time, event: arm.ipd.event[i] === 1 ? 1 : 0 }));
}

export { trialProject } from './trialProject';
