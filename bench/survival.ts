import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  censorMarkTimes,
  coxBinary,
  kaplanMeier,
  numberAtRisk,
  reconstructIpd,
  stepCorners,
  survivalAt,
  type SurvivalRecord,
} from '../src/editor/core/survival';

interface RArm { ipd: { time: number[]; event: number[] }; at_times: { time: number[] } }
const names = ['small-50', 'medium-300', 'large-600'];
const records = (a: RArm): SurvivalRecord[] => a.ipd.time.map((time, i) => ({ time, event: a.ipd.event[i] === 1 ? 1 : 0 }));

function riskTimes(arms: SurvivalRecord[][]): number[] {
  const end = Math.min(...arms.map((a) => Math.max(...a.map((r) => r.time))));
  const step = end / 6;
  return Array.from({ length: 6 }, (_, i) => Math.round(i * step * 10) / 10);
}

function reconstruct(arm: SurvivalRecord[], times: number[], marks: boolean) {
  return reconstructIpd({
    curve: stepCorners(arm),
    riskTable: { times, counts: numberAtRisk(arm, times) },
    censorMarks: marks ? censorMarkTimes(arm) : undefined,
  }).ipd;
}

const fmt = (x: number | null, d = 3) => (x === null ? 'NR' : x.toFixed(d));
for (const name of names) {
  const t = JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/survival', `${name}.json`), 'utf8')) as { control: RArm; experimental: RArm };
  const truth = [records(t.control), records(t.experimental)];
  const times = riskTimes(truth);
  const five = t.control.at_times.time;
  const trueHr = coxBinary(truth[0], truth[1]).hr;
  const events = truth.flat().filter((r) => r.event === 1).length;
  console.log(`\n${name}: ${events} events, true Cox HR ${trueHr.toFixed(4)}`);
  for (const marks of [false, true]) {
    const rec = truth.map((a) => reconstruct(a, times, marks));
    const hr = coxBinary(rec[0], rec[1]).hr;
    let maxSurvErr = 0;
    const medians: string[] = [];
    truth.forEach((a, i) => {
      const ft = kaplanMeier(a);
      const fr = kaplanMeier(rec[i]);
      const st = survivalAt(ft, five);
      const sr = survivalAt(fr, five);
      st.forEach((r, j) => (maxSurvErr = Math.max(maxSurvErr, Math.abs(r.surv - sr[j].surv))));
      medians.push(`arm ${i}: ${fmt(ft.median.median, 2)} vs ${fmt(fr.median.median, 2)}`);
    });
    console.log(
      `  ${marks ? 'with censor marks' : 'plain Guyot      '}  HR ${hr.toFixed(4)}  rel. error ${(((hr - trueHr) / trueHr) * 100).toFixed(2)} %  max |ΔS| at 5 times ${maxSurvErr.toFixed(4)}  median true vs rec. ${medians.join('; ')}`,
    );
  }
}

const big = JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/survival', 'large-600.json'), 'utf8')) as { control: RArm };
const arm = records(big.control);
const times = riskTimes([arm]);
for (let i = 0; i < 3; i++) reconstruct(arm, times, true);
const runs = 10;
const start = performance.now();
for (let i = 0; i < runs; i++) reconstruct(arm, times, true);
console.log(`\nreconstruction of a 600-patient arm: ${((performance.now() - start) / runs).toFixed(1)} ms (goal < 200 ms)`);
