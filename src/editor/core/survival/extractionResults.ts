import { calibrateAxes, type AxesType } from '../calibration';
import type { Project } from '../model/types';
import { analyseSurvival, type ArmInput } from './analyse';
import type { ArmPoint } from './armCurve';
import { armLabel } from './graphArms';
import { armPointsFromDataset } from './armCurve';
import type { TimeUnit } from './settings';
import { readSurvivalSettings } from './settingsSchema';
import type { SurvivalRecord } from './types';

/*
 * The survival results as part of the extraction: what the analysis of each survival graph gives,
 * per arm under the arm's study branch, computed on the main thread (the numbers go into downloads,
 * the raw data viewer and quality control, which read a saved document, not a live session).
 */

/** An arm of a survival graph as the results take it: its dataset, study branch and points in data coordinates. */
export interface SurvivalArmSource extends ArmInput {
  /** The dataset's composite key (its study branch); null when the dataset is not tagged. */
  branch: string | null;
}

/** A survival graph as the results take it. */
export interface SurvivalGraphSource {
  graph: string;
  /** The graph's axes metadata, where the settings are stored as `survival`. */
  metadata: { survival?: unknown };
  arms: readonly SurvivalArmSource[];
  file?: number | null;
  page?: number | null;
}

/** What one arm's reconstruction gives: patients, events and median survival with its 95 % interval. */
export interface SurvivalArmResult {
  dataset: string;
  label: string;
  branch: string | null;
  /** Present when the arm was reconstructed; null with the reasons in `errors`. */
  summary: {
    n: number;
    events: number;
    /** null: not reached. */
    median: number | null;
    medianLower: number | null;
    medianUpper: number | null;
    survivalAt: { time: number; surv: number; lower: number; upper: number }[];
  } | null;
  errors: string[];
  ipd: SurvivalRecord[];
}

/** An experimental arm against the control arm: Cox hazard ratio with its 95 % interval, and the log-rank p. */
export interface SurvivalComparisonResult {
  control: string;
  experimental: string;
  controlLabel: string;
  experimentalLabel: string;
  controlBranch: string | null;
  experimentalBranch: string | null;
  hr: number | null;
  hrLower: number | null;
  hrUpper: number | null;
  logRankP: number | null;
  error: string | null;
}

/** The results of one survival graph, or why there are none (settings that cannot be read, no calibration). */
export interface SurvivalGraphResults {
  graph: string;
  file: number | null;
  page: number | null;
  timeUnit: TimeUnit | null;
  arms: SurvivalArmResult[];
  comparisons: SurvivalComparisonResult[];
  error: string | null;
}

/** One reconstructed patient, under the study branch of the arm. */
export interface SurvivalIpdRow {
  branch: string | null;
  arm: string;
  time: number;
  event: 0 | 1;
}

/** Analyses one survival graph synchronously and gives its results per arm and between arms. */
export function survivalGraphResults(source: SurvivalGraphSource): SurvivalGraphResults {
  const base = { graph: source.graph, file: source.file ?? null, page: source.page ?? null };
  const read = readSurvivalSettings(source.metadata);
  if (!read.settings) return { ...base, timeUnit: null, arms: [], comparisons: [], error: read.error };
  const analysis = analyseSurvival(read.settings, source.arms);
  const byDataset = new Map(source.arms.map((a) => [a.dataset, a]));
  const arms = analysis.arms.map((a): SurvivalArmResult => {
    const r = a.result;
    return {
      dataset: a.dataset,
      label: a.label,
      branch: byDataset.get(a.dataset)?.branch ?? null,
      summary: r
        ? {
            n: r.reconstruction.n,
            events: r.reconstruction.events,
            median: r.median.median,
            medianLower: r.median.lower,
            medianUpper: r.median.upper,
            survivalAt: r.survivalAt,
          }
        : null,
      errors: a.errors,
      ipd: r ? [...r.reconstruction.ipd].sort((x, y) => x.time - y.time || y.event - x.event) : [],
    };
  });
  const comparisons = analysis.comparisons.map((c): SurvivalComparisonResult => {
    const control = byDataset.get(c.control);
    const experimental = byDataset.get(c.experimental);
    return {
      control: c.control,
      experimental: c.experimental,
      controlLabel: control?.label ?? c.control,
      experimentalLabel: experimental?.label ?? c.experimental,
      controlBranch: control?.branch ?? null,
      experimentalBranch: experimental?.branch ?? null,
      hr: c.cox?.hr ?? null,
      hrLower: c.cox?.lower ?? null,
      hrUpper: c.cox?.upper ?? null,
      logRankP: c.logRank?.p ?? null,
      error: c.error,
    };
  });
  return { ...base, timeUnit: read.settings.timeUnit, arms, comparisons, error: null };
}

/** The survival graphs of a project document and their results, page by page. */
export function projectSurvivalResults(project: Pick<Project, 'pages'>): SurvivalGraphResults[] {
  const results: SurvivalGraphResults[] = [];
  for (const page of project.pages) {
    for (const axes of page.axes) {
      if (axes.type !== 'xy' || axes.metadata.survival === undefined) continue;
      const datasets = page.datasets.filter((d) => d.axesName === axes.name);
      let toData: ((d: (typeof datasets)[number]) => ArmPoint[]) | null = null;
      try {
        const calibration = calibrateAxes(axes.type as AxesType, axes.calibrationPoints, axes.options as never);
        toData = (d) => armPointsFromDataset(d.points, calibration);
      } catch {
        toData = null;
      }
      if (!toData) {
        results.push({
          graph: axes.name,
          file: page.file,
          page: page.page,
          timeUnit: null,
          arms: [],
          comparisons: [],
          error: 'The graph has no working calibration yet: set its values before the survival analysis.',
        });
        continue;
      }
      const arms = datasets.map((d) => ({ dataset: d.name, label: armLabel(d), branch: d.metadata.studyData?.compositeKey || null, points: toData(d) }));
      results.push(survivalGraphResults({ graph: axes.name, metadata: axes.metadata, arms, file: page.file, page: page.page }));
    }
  }
  return results;
}

/** The reconstructed patients of a graph's arms, arm by arm, each in time order (events before censorings at one time). */
export function survivalIpdRows(results: SurvivalGraphResults): SurvivalIpdRow[] {
  return results.arms.flatMap((a) => a.ipd.map((r) => ({ branch: a.branch, arm: a.label, time: r.time, event: r.event })));
}
