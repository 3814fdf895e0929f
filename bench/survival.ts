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
/**
 * One arm's steps traced on a raster render with the settings a user gets: the arm's colour at
 * threshold 120, other ink as cover, everything outside the plot (and the legend's corner) left out.
 * `k` is image pixels per page point; `plot` the plot's origin and (30, 1) corner in page points.
 */
function traceArm(image: Parameters<typeof colourMask>[0], color: string, k: number, plot: { origin: { x: number; y: number }; unit: { x: number; y: number } }) {
  const { origin, unit } = plot;
  const mask = colourMask(image, { mode: 'foreground', foreground: parseHexColour(color)!, background: [255, 255, 255], threshold: 120 });
  const cover = colourMask(image, { mode: 'background', foreground: [0, 0, 0], background: [255, 255, 255], threshold: 120 });
  const legend = { x: (origin.x + (unit.x - origin.x) * 0.8) * k, y: (origin.y + (unit.y - origin.y) * 0.85) * k };
  const outside = (x: number, y: number) => x < origin.x * k - 2 || x > unit.x * k + 2 || y < unit.y * k - 3 || y > origin.y * k || (x > legend.x && y < legend.y);
  for (let y = 0; y < mask.height; y++) for (let x = 0; x < mask.width; x++) if (outside(x, y)) mask.data[y * mask.width + x] = cover.data[y * mask.width + x] = 0;
  return traceSteps(mask, { minDrop: 0, cover });
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
    const { corners, censorMarks } = traceArm(image, arm.color, k, km.plot_pt);
    const ms = performance.now() - t0;
    const want = arm.corners.time.length;
    const err =
      corners.length === want
        ? `${(100 * Math.max(...corners.map((c, i) => Math.max(i > 0 && i < want - 1 ? Math.abs(toTime(c.x) - arm.corners.time[i]!) / 30 : 0, Math.abs(toSurv(c.y) - arm.corners.surv[i]!))))).toFixed(2)} %`
        : 'n/a (counts differ)';
    console.log(`  ${raster.file.padEnd(24)} ${arm.name.padEnd(8)} corners ${String(corners.length).padStart(2)} of ${want}  max error ${err.padEnd(20)} marks ${censorMarks.length} of ${new Set(arm.censor_times).size}  ${ms.toFixed(0)} ms`);
  }
}

// The trial R drew as figures, by two writers (R base graphics and ggplot2), each from two sources:
// the vector PDF (one click per arm picks its steps and censor marks, the calibration is the
// proposed one from the ticks, the risk table read from the page's text) and the 150 dpi PNG (the
// 'Kaplan-Meier steps' trace on the arm's colour, the plot masked off, the calibration where the
// writer put the axes, the risk table typed from the figure). The reconstruction is the app's
// (analyseSurvival), plain Guyot (marks not used) and ours (with the marks), against R's Cox HR on
// the true patients, R's Kaplan-Meier at five times and R's medians. Plain Guyot fed R's exact
// step corners and risk table comes first.
{
  const { analyseSurvival } = await import('../src/editor/core/survival/analyse');
  const { armPointsFromDataset } = await import('../src/editor/core/survival/armCurve');
  // Pixels to data as the app reads a dataset: each point with the time an image pixel spans there.
  const throughCalibration = (pixels: { x: number; y: number }[], censor: boolean, calibration: { pixelToData(x: number, y: number): number[] }): Point[] =>
    armPointsFromDataset(pixels.map((p) => ({ x: p.x, y: p.y, ...(censor ? { metadata: { censorMark: true } } : {}) })), calibration).map(({ x, y, pixelTime }) => ({ x, y, censor, ...(pixelTime ? { pixelTime } : {}) }));
  const { defaultSurvivalSettings } = await import('../src/editor/core/survival/settings');
  const { pickStepCurve } = await import('../src/editor/core/survival/vectorSteps');
  const { readRiskTable } = await import('../src/editor/core/survival/riskTableReader');
  const { proposeCalibration } = await import('../src/editor/vector/axes');
  const { calibrationFromProposal } = await import('../src/editor/vector/evaluate');
  const { opsTable } = await import('../src/editor/vector/geometry');
  const { buildVectorPage, readPageInputs } = await import('../src/editor/vector/readPage');
  const { PDF_BASE_SCALE } = await import('../src/editor/pages/pageSource');
  const { OPS, getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  type Pos = { origin: { x: number; y: number }; unit: { x: number; y: number } };
  interface Writer {
    writer: string;
    files: string[];
    rasters: { file: string; dpi: number; plot_pt?: Pos }[];
    x_ticks: number[];
    plot_pt: Pos;
    cox_hr: number;
    arms: { name: string; color: string; n: number; events: number; median: number | null; corners: { time: number[]; surv: number[] }; censor_times: number[]; at_risk: number[] }[];
  }
  type Arm = Writer['arms'][number];
  type Point = { x: number; y: number; censor: boolean; pixelTime?: number };
  const dir = join(process.cwd(), 'tests/fixtures/survival');
  // Just after 3, 6, 12, 18 and 24 months, off the 0.1-month grid of the trial's times, so a step
  // at exactly 6 months digitized 1e-5 late does not count as a whole step missed.
  const FIVE = [3.05, 6.05, 12.05, 18.05, 24.05];
  const X_RANGE = 30;
  /** R's Kaplan-Meier at t: the level of the last corner at or before it. */
  const trueSurv = (arm: Arm, t: number) => {
    let s = 1;
    arm.corners.time.forEach((time, i) => {
      if (time <= t) s = arm.corners.surv[i]!;
    });
    return s;
  };
  const run = (w: Writer, arms: Point[][], riskTimes: number[], atRisk: (number | null)[][], marks: boolean) => {
    const settings = {
      ...defaultSurvivalSettings(w.arms.map((a) => a.name)),
      riskTimes,
      useCensorMarks: marks,
      reportTimes: FIVE,
      arms: w.arms.map((a, k) => ({ dataset: a.name, atRisk: atRisk[k]! })),
    };
    const t0 = performance.now();
    const analysis = analyseSurvival(
      settings,
      w.arms.map((a, k) => ({ dataset: a.name, label: a.name, points: arms[k]!.map((p, index) => ({ index, ...p })) })),
    );
    const ms = performance.now() - t0;
    const errors = analysis.arms.flatMap((a) => a.errors);
    const hr = analysis.comparisons[0]?.cox?.hr ?? NaN;
    let maxDs = 0;
    const medians: string[] = [];
    let medianExact = true;
    let medianWithin2 = true;
    analysis.arms.forEach((a, k) => {
      const truth = w.arms[k]!;
      a.result?.survivalAt.forEach((s) => (maxDs = Math.max(maxDs, Math.abs(s.surv - trueSurv(truth, s.time)))));
      const m = a.result?.median.median ?? null;
      medians.push(`${truth.name} ${fmt(truth.median, 1)} vs ${fmt(m, 2)}`);
      if ((truth.median === null) !== (m === null)) medianExact = medianWithin2 = false;
      else if (truth.median !== null && m !== null) {
        // R's times are to 0.1 month: exact to the step is within half of that.
        if (Math.abs(m - truth.median) >= 0.05) medianExact = false;
        if (Math.abs(m - truth.median) > 0.02 * X_RANGE) medianWithin2 = false;
      }
    });
    return { hr, err: (hr - w.cox_hr) / w.cox_hr, maxDs, medians, medianExact, medianWithin2, errors, ms };
  };
  const report = (label: string, r: ReturnType<typeof run>, goal: 'vector' | 'png' | null) => {
    const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const goals =
      goal === 'vector'
        ? `  goals (HR 3 %, few events; |ΔS| 0.002; medians exact): ${met(Math.abs(r.err) <= 0.03)}, ${met(r.maxDs <= 0.002)}, ${met(r.medianExact)}`
        : goal === 'png'
          ? `  goals (HR 3 %; |ΔS| 0.01; medians within 2 % of the x range): ${met(Math.abs(r.err) <= 0.03)}, ${met(r.maxDs <= 0.01)}, ${met(r.medianWithin2)}`
          : '';
    console.log(
      `  ${label.padEnd(34)} HR ${r.hr.toFixed(4)} (${(r.err * 100).toFixed(2).padStart(6)} %)  max |ΔS| ${r.maxDs.toFixed(4)}  medians ${r.medians.join(', ')}${r.errors.length ? `  errors: ${r.errors.join(' ')}` : ''}\n  ${''.padEnd(34)}${goals}`,
    );
  };
  const cornersOf = (arm: Arm): Point[] => [
    ...arm.corners.time.map((x, i) => ({ x, y: arm.corners.surv[i]!, censor: false })),
    ...arm.censor_times.map((x) => ({ x, y: trueSurv(arm, x), censor: true })),
  ];

  for (const name of ['km-vector.json', 'km-ggplot.json']) {
    const w = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Writer;
    const events = w.arms.reduce((s, a) => s + a.events, 0);
    console.log(`\n${w.writer}: ${w.arms.map((a) => `${a.name} ${a.n} patients, ${a.events} events`).join('; ')}; ${events} events (few: HR goal 3 %); R's Cox HR ${w.cox_hr.toFixed(4)}; survival at ${FIVE.join(', ')} months`);
    const exact = w.arms.map(cornersOf);
    const table = w.arms.map((a) => a.at_risk);
    report("plain Guyot, R's exact corners", run(w, exact.map((a) => a.filter((p) => !p.censor)), w.x_ticks, table, false), 'vector');
    report("ours, R's exact corners and marks", run(w, exact, w.x_ticks, table, true), 'vector');

    // The vector PDFs.
    for (const file of w.files) {
      const doc = await getDocument({ data: new Uint8Array(readFileSync(join(dir, file))), isEvalSupported: false, useSystemFonts: false }).promise;
      const page = buildVectorPage(await readPageInputs((await doc.getPage(1)) as never), opsTable(OPS as unknown as Record<string, number>));
      await doc.destroy();
      const proposal = proposeCalibration(page.index, page.labels)!;
      const calibration = calibrationFromProposal(proposal);
      const { origin, unit } = w.plot_pt;
      const picked = w.arms.map((a) => {
        const t = a.corners.time;
        const x = (origin.x + (((t[2]! + t[3]!) / 2) / X_RANGE) * (unit.x - origin.x)) * PDF_BASE_SCALE;
        const y = (origin.y + a.corners.surv[2]! * (unit.y - origin.y)) * PDF_BASE_SCALE;
        const arm = pickStepCurve(page.index, x, y, 6)!;
        return [...throughCalibration(arm.corners, false, calibration), ...throughCalibration(arm.censorMarks, true, calibration)];
      });
      const tickTimes = proposal.x!.ticks.map((t) => t.value);
      const read = readRiskTable({ texts: page.texts, calibration, arms: w.arms.map((a) => ({ dataset: a.name, names: [] })), tickTimes })!;
      const rows = w.arms.map((a) => read.rows.find((r) => r.dataset === a.name)!.counts);
      console.log(`  ${file} (vector): ${picked.map((p, k) => `${w.arms[k]!.name} ${p.filter((q) => !q.censor).length} corners, ${p.filter((q) => q.censor).length} marks`).join('; ')}; risk table read ${read.times.length} times`);
      report('  plain Guyot, digitized', run(w, picked.map((a) => a.filter((p) => !p.censor)), read.times, rows, false), 'vector');
      report('  ours (censor marks), digitized', run(w, picked, read.times, rows, true), 'vector');
    }

    // The 150 dpi PNGs.
    for (const raster of w.rasters.filter((r) => r.dpi === 150)) {
      const image = await decodeImage(readFileSync(join(dir, raster.file)));
      const k = raster.dpi / 72;
      const { origin, unit } = raster.plot_pt ?? w.plot_pt;
      const toTime = (x: number) => ((x / k - origin.x) / (unit.x - origin.x)) * X_RANGE;
      const toSurv = (y: number) => (y / k - origin.y) / (unit.y - origin.y);
      const traced = w.arms.map((arm) => {
        const { corners, censorMarks } = traceArm(image, arm.color, k, { origin, unit });
        const calibration = { pixelToData: (x: number, y: number) => [toTime(x), toSurv(y)] };
        return [...throughCalibration(corners, false, calibration), ...throughCalibration(censorMarks, true, calibration)];
      });
      console.log(`  ${raster.file} (raster): ${traced.map((p, i) => `${w.arms[i]!.name} ${p.filter((q) => !q.censor).length} corners of ${w.arms[i]!.corners.time.length}, ${p.filter((q) => q.censor).length} marks of ${new Set(w.arms[i]!.censor_times).size}`).join('; ')}; risk table typed`);
      report('  plain Guyot, traced', run(w, traced.map((a) => a.filter((p) => !p.censor)), w.x_ticks, table, false), 'png');
      report('  ours (censor marks), traced', run(w, traced, w.x_ticks, table, true), 'png');
    }
  }
}
