import {
  analyseSurvival,
  censorMarkTimes,
  defaultSurvivalSettings,
  kaplanMeier,
  numberAtRisk,
  stepCorners,
  survivalAt,
  type ArmPoint,
  type PositionedText,
  type SurvivalRecord,
  type SurvivalSettings,
} from '../../src/editor/core/survival';
import type { SurvivalPanelArm } from '../../src/editor/panels/survival';

/*
 * A small simulated two-arm trial for the survival panel's stories: exponential event times
 * (control median 12 months, hazard ratio 0.65), entry spread over 12 months, 5 % drop-out a year,
 * analysis 36 months after the first patient. Seeded, so every run draws the same patients.
 */

/** A seeded uniform generator on (0, 1) (mulberry32). */
function uniform(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
  };
}

function simulateArm(n: number, medianMonths: number, seed: number): SurvivalRecord[] {
  const rand = uniform(seed);
  const rate = Math.log(2) / medianMonths;
  const dropRate = -Math.log(0.95) / 12;
  return Array.from({ length: n }, () => {
    const event = -Math.log(rand()) / rate;
    const drop = -Math.log(rand()) / dropRate;
    const followUp = 36 - 12 * rand();
    const time = Math.min(event, drop, followUp);
    return { time: Math.round(time * 10) / 10 || 0.1, event: event <= Math.min(drop, followUp) ? 1 : 0 };
  });
}

export const TRIAL = {
  Placebo: simulateArm(120, 12, 20261129),
  'Drug A': simulateArm(120, 12 / 0.65, 8),
};
export type TrialArm = keyof typeof TRIAL;

/** The risk table's times, as the figure prints them under the axis. */
export const RISK_TIMES = [0, 6, 12, 18, 24];

/** An arm's points as a vector pick gives them: every corner of its steps, and its censor marks on the curve. */
export function trialPoints(arm: TrialArm, withMarks = true): ArmPoint[] {
  const ipd = TRIAL[arm];
  const corners = stepCorners(ipd).map((c, index) => ({ index, x: c.time, y: c.surv, censor: false }));
  if (!withMarks) return corners;
  const fit = kaplanMeier(ipd);
  const marks = censorMarkTimes(ipd).map((t, k) => ({ index: corners.length + k, x: t, y: survivalAt(fit, [t])[0]!.surv, censor: true }));
  return [...corners, ...marks];
}

export const trialArms = (withMarks = true): SurvivalPanelArm[] => [
  { dataset: 'Placebo', label: 'Placebo', points: trialPoints('Placebo', withMarks) },
  { dataset: 'Drug A', label: 'Drug A 10 mg', points: trialPoints('Drug A', withMarks) },
];

/** The trial's settings with its risk table typed in full, survival reported at 12 and 24 months. */
export function trialSettings(): SurvivalSettings {
  return {
    ...defaultSurvivalSettings(['Placebo', 'Drug A']),
    riskTimes: [...RISK_TIMES],
    arms: (['Placebo', 'Drug A'] as const).map((dataset) => ({ dataset, atRisk: numberAtRisk(TRIAL[dataset], RISK_TIMES) })),
    reportTimes: [12, 24],
  };
}

/**
 * The text of the figure's risk table as pdf.js would place it, for a plot whose x axis runs
 * 0-30 months over pixels 100-400 and whose axis line is at y = 300.
 */
export const FIGURE_CALIBRATION = {
  pixelToData: (px: number, py: number) => [((px - 100) / 300) * 30, (300 - py) / 250],
  dataToPixel: (t: number, s: number) => ({ x: 100 + (t / 30) * 300, y: 300 - s * 250 }),
};
export function figureTexts(): PositionedText[] {
  const px = (t: number) => FIGURE_CALIBRATION.dataToPixel(t, 0).x;
  const run = (text: string, x: number, y: number): PositionedText => ({ text, x, y, halfWidth: text.length * 3, halfHeight: 5 });
  const row = (label: string, arm: TrialArm, y: number) => [run(label, 40, y), ...numberAtRisk(TRIAL[arm], RISK_TIMES).map((n, i) => run(String(n), px(RISK_TIMES[i]!), y))];
  return [
    ...[0, 6, 12, 18, 24, 30].map((t) => run(String(t), px(t), 315)),
    run('Months', 250, 332),
    run('Number at risk', 60, 352),
    ...row('Placebo', 'Placebo', 368),
    ...row('Drug A', 'Drug A', 384),
  ];
}

/** The analysis the host would compute for these settings and arms. */
export const analyse = (settings: SurvivalSettings, arms: readonly SurvivalPanelArm[]) =>
  analyseSurvival(
    settings,
    arms.map((a) => ({ dataset: a.dataset, label: a.label, points: a.points })),
  );
