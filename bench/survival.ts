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

// R's own rasters of a two-arm figure (scripts/make-survival-vector-fixtures.R): the arm's colour
// picked, the plot masked off from the legend and the risk table as a user would, then the step
// trace of Automatic extraction's 'Kaplan-Meier steps'.
const { decodeImage } = await import('../scripts/raster-charts');
const { colourMask, parseHexColour } = await import('../src/editor/auto/colourMask');
const { traceSteps } = await import('../src/editor/auto/steps');
interface KmFigure {
  rasters: { file: string; dpi: number }[];
  plot_pt: { origin: { x: number; y: number }; unit: { x: number; y: number } };
  arms: { name: string; color: string; corners: { time: number[]; surv: number[] }; censor_times: number[] }[];
}
const km = JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/survival', 'km-vector.json'), 'utf8')) as KmFigure;
console.log('\nraster Kaplan-Meier figures (R png()/jpeg() through cairo), step trace: corners found of R\'s, largest error as % of the axis, censor marks found of R\'s censored times, time');
for (const raster of km.rasters) {
  const image = await decodeImage(readFileSync(join(process.cwd(), 'tests/fixtures/survival', raster.file)));
  const k = raster.dpi / 72;
  const { origin, unit } = km.plot_pt;
  const toTime = (x: number) => ((x / k - origin.x) / (unit.x - origin.x)) * 30;
  const toSurv = (y: number) => (y / k - origin.y) / (unit.y - origin.y);
  for (const arm of km.arms) {
    const t0 = performance.now();
    const mask = colourMask(image, { mode: 'foreground', foreground: parseHexColour(arm.color)!, background: [255, 255, 255], threshold: 120 });
    const cover = colourMask(image, { mode: 'background', foreground: [0, 0, 0], background: [255, 255, 255], threshold: 120 });
    const legend = { x: (origin.x + (unit.x - origin.x) * 0.8) * k, y: (origin.y + (unit.y - origin.y) * 0.85) * k };
    const outside = (x: number, y: number) => x < origin.x * k - 2 || x > unit.x * k + 2 || y < unit.y * k - 3 || y > origin.y * k || (x > legend.x && y < legend.y);
    for (let y = 0; y < mask.height; y++) for (let x = 0; x < mask.width; x++) if (outside(x, y)) mask.data[y * mask.width + x] = cover.data[y * mask.width + x] = 0;
    const { corners, censorMarks } = traceSteps(mask, { minDrop: 0, cover });
    const ms = performance.now() - t0;
    const want = arm.corners.time.length;
    const err =
      corners.length === want
        ? `${(100 * Math.max(...corners.map((c, i) => Math.max(i > 0 && i < want - 1 ? Math.abs(toTime(c.x) - arm.corners.time[i]!) / 30 : 0, Math.abs(toSurv(c.y) - arm.corners.surv[i]!))))).toFixed(2)} %`
        : 'n/a (counts differ)';
    console.log(`  ${raster.file.padEnd(24)} ${arm.name.padEnd(8)} corners ${String(corners.length).padStart(2)} of ${want}  max error ${err.padEnd(20)} marks ${censorMarks.length} of ${new Set(arm.censor_times).size}  ${ms.toFixed(0)} ms`);
  }
}
