/*
 * A survival graph is an XY graph whose y axis is a survival or cumulative-incidence probability
 * and whose x axis is a time, with one dataset per arm. What makes it one is `survival` in the
 * axes' metadata: the settings below, saved with the extraction.
 */

/** What the y axis shows: the probability of being event-free, or its complement. */
export const SURVIVAL_KINDS = ['survival', 'incidence'] as const;
export type SurvivalKind = (typeof SURVIVAL_KINDS)[number];

/** How the y axis is scaled: 0 to 1, or 0 to 100 %. */
export const SURVIVAL_Y_SCALES = ['proportion', 'percent'] as const;
export type SurvivalYScale = (typeof SURVIVAL_Y_SCALES)[number];

export const TIME_UNITS = ['days', 'weeks', 'months', 'years'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** Labels of the settings' choices, as the panel shows them. */
export const SURVIVAL_KIND_LABELS: Record<SurvivalKind, string> = {
  survival: 'Survival (the curve falls from 1)',
  incidence: 'Cumulative incidence (the curve rises from 0)',
};
export const SURVIVAL_Y_SCALE_LABELS: Record<SurvivalYScale, string> = { proportion: '0 to 1', percent: '0 to 100 %' };

/** One arm of the graph: a dataset, and what the paper prints about it besides its curve. */
export interface SurvivalArmSettings {
  /** Name of the dataset holding the arm's curve. */
  dataset: string;
  /** Number at risk at each of the risk table's times; null where the cell is empty. */
  atRisk: (number | null)[];
  /** Total events in the arm, when the paper reports it. */
  totalEvents?: number | null;
  /** Patients at the start; needed when the arm has no risk table. */
  size?: number | null;
}

/** The survival settings of a graph, stored as `survival` in its axes' metadata. */
export interface SurvivalSettings {
  kind: SurvivalKind;
  yScale: SurvivalYScale;
  timeUnit: TimeUnit;
  /** Times of the number-at-risk table (ascending, the first one 0); empty without a table. */
  riskTimes: number[];
  /** One entry per arm dataset, in the order the risk table lists them. */
  arms: SurvivalArmSettings[];
  /** Place censorings at the censor marks drawn on the curves (an extension of Guyot et al.'s method). */
  useCensorMarks: boolean;
  /** Dataset of the control arm (the hazard ratio's reference); null for the first arm. */
  controlArm: string | null;
  /** Times at which survival is reported for each arm. */
  reportTimes: number[];
}

/** Settings a new survival graph starts with: survival on 0-1, months, no risk table, censor marks used. */
export function defaultSurvivalSettings(datasets: readonly string[] = []): SurvivalSettings {
  return {
    kind: 'survival',
    yScale: 'proportion',
    timeUnit: 'months',
    riskTimes: [],
    arms: datasets.map((dataset) => ({ dataset, atRisk: [] })),
    useCensorMarks: true,
    controlArm: null,
    reportTimes: [],
  };
}

/** The arm settings of a dataset, with one cell per risk-table time (created empty when missing). */
export function armSettings(settings: SurvivalSettings, dataset: string): SurvivalArmSettings {
  const arm = settings.arms.find((a) => a.dataset === dataset) ?? { dataset, atRisk: [] };
  const atRisk = settings.riskTimes.map((_, i) => arm.atRisk[i] ?? null);
  return { ...arm, atRisk };
}

/**
 * The settings with their arms matched to the graph's datasets: arms of removed datasets dropped,
 * new datasets added with empty rows, every row as long as the times row, a control arm that still exists.
 */
export function syncSurvivalArms(settings: SurvivalSettings, datasets: readonly string[]): SurvivalSettings {
  const arms = datasets.map((d) => armSettings(settings, d));
  const controlArm = settings.controlArm && datasets.includes(settings.controlArm) ? settings.controlArm : null;
  return { ...settings, arms, controlArm };
}

/** The dataset of the control arm: the chosen one, or the first arm. */
export function controlDataset(settings: SurvivalSettings): string | null {
  if (settings.controlArm && settings.arms.some((a) => a.dataset === settings.controlArm)) return settings.controlArm;
  return settings.arms[0]?.dataset ?? null;
}

/** Which part of the risk table an issue is about. */
export type RiskTableField = 'time' | 'count' | 'events' | 'size';

/** A problem in the typed risk table, located on a cell so the grid shows it inline. */
export interface RiskTableIssue {
  field: RiskTableField;
  /** The arm's dataset; absent for the times row. */
  dataset?: string;
  /** Column of the cell, for times and counts. */
  column?: number;
  message: string;
}

const fmt = (v: number) => String(Number(v.toPrecision(6)));

/**
 * Checks the typed risk table, cell by cell: times that start at 0 and increase, whole counts
 * that never rise, total events and arm sizes that fit the counts. An empty table is no problem.
 */
export function checkRiskTable(settings: SurvivalSettings, armLabel: (dataset: string) => string = (d) => d): RiskTableIssue[] {
  const issues: RiskTableIssue[] = [];
  const { riskTimes } = settings;
  riskTimes.forEach((t, i) => {
    if (!Number.isFinite(t) || t < 0) issues.push({ field: 'time', column: i, message: `Time ${i + 1} must be a number of at least 0.` });
    else if (i === 0 && t !== 0) issues.push({ field: 'time', column: 0, message: 'The first time of the risk table must be 0.' });
    else if (i > 0 && t <= riskTimes[i - 1]!) issues.push({ field: 'time', column: i, message: `Time ${fmt(t)} must be later than the time before it (${fmt(riskTimes[i - 1]!)}).` });
  });
  for (const arm of settings.arms) {
    const label = armLabel(arm.dataset);
    const row = riskTimes.map((_, i) => arm.atRisk[i] ?? null);
    const filled = row.filter((c) => c !== null).length;
    if (filled > 0 && filled < row.length)
      row.forEach((c, i) => {
        if (c === null) issues.push({ field: 'count', dataset: arm.dataset, column: i, message: `Enter the number at risk of ${label} at time ${fmt(riskTimes[i]!)}, or clear the row.` });
      });
    let previous: number | null = null;
    row.forEach((c, i) => {
      if (c === null) return;
      if (!Number.isInteger(c) || c < 0) issues.push({ field: 'count', dataset: arm.dataset, column: i, message: `The number at risk of ${label} at time ${fmt(riskTimes[i]!)} must be a whole number of patients.` });
      else if (previous !== null && c > previous)
        issues.push({ field: 'count', dataset: arm.dataset, column: i, message: `The number at risk of ${label} rises at time ${fmt(riskTimes[i]!)} (from ${previous} to ${c}); it can only fall.` });
      else if (i === 0 && c === 0) issues.push({ field: 'count', dataset: arm.dataset, column: 0, message: `${label} has no patients at risk at time 0.` });
      previous = c;
    });
    const start = row[0] ?? arm.size ?? null;
    const events = arm.totalEvents ?? null;
    if (events !== null) {
      if (!Number.isInteger(events) || events < 0) issues.push({ field: 'events', dataset: arm.dataset, message: `The total events of ${label} must be a whole number.` });
      else if (start !== null && events > start) issues.push({ field: 'events', dataset: arm.dataset, message: `${label} cannot have more events (${events}) than patients (${start}).` });
    }
    const size = arm.size ?? null;
    if (size !== null) {
      if (!Number.isInteger(size) || size <= 0) issues.push({ field: 'size', dataset: arm.dataset, message: `The number of patients of ${label} must be a whole number above 0.` });
      else if (row[0] !== null && row[0] !== undefined && row[0] !== size)
        issues.push({ field: 'size', dataset: arm.dataset, message: `The number of patients of ${label} (${size}) differs from its number at risk at time 0 (${row[0]}).` });
    }
  }
  return issues;
}

/** Whether an axes is a survival graph: an XY graph carrying survival settings. */
export function isSurvivalGraph(axes: { type: string; metadata: { survival?: unknown } }): boolean {
  return axes.type === 'xy' && axes.metadata.survival !== undefined;
}

/**
 * The settings with a risk table read from the figure put in: its times, and for each arm the row
 * matched to it (an arm no row was matched to gets an empty row, to type or to take from another
 * row; a row matched to a dataset the settings do not list yet adds its arm).
 */
export function applyRiskTableProposal(
  settings: SurvivalSettings,
  proposal: { times: readonly number[]; rows: readonly { dataset: string | null; counts: readonly (number | null)[] }[] },
): SurvivalSettings {
  const arms = settings.arms.map((arm) => {
    const row = proposal.rows.find((r) => r.dataset === arm.dataset);
    return { ...arm, atRisk: row ? [...row.counts] : proposal.times.map(() => null) };
  });
  for (const row of proposal.rows)
    if (row.dataset !== null && !arms.some((a) => a.dataset === row.dataset)) arms.push({ dataset: row.dataset, atRisk: [...row.counts] });
  return { ...settings, riskTimes: [...proposal.times], arms };
}
