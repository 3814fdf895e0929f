import { compositeKeyLabel } from '../../editor/core/compositeKey';
import type { Project } from '../../editor/core/model/types';
import { projectSurvivalResults, type SurvivalGraphResults } from '../../editor/core/survival';
import { formatMedian, formatP, formatRatio } from '../../editor/panels/survival/format';

/*
 * The raw data viewer's 'Survival' section: the results of each survival graph of the document,
 * per arm under its study branch. The document comes as it is, so a shape the analysis cannot read
 * gives no section rather than an error.
 */

/** The survival graphs of an extraction document and their results; none when the document cannot be read. */
export function survivalOfDocument(rawData: unknown): SurvivalGraphResults[] {
  if (!rawData || typeof rawData !== 'object' || !Array.isArray((rawData as { pages?: unknown }).pages)) return [];
  try {
    return projectSurvivalResults(rawData as Pick<Project, 'pages'>);
  } catch {
    return [];
  }
}

/** One arm as the section's table shows it. */
export interface SurvivalArmLine {
  dataset: string;
  /** The arm's branch as people read it ('TRIAL / Main / Drug'), else its name. */
  arm: string;
  patients: string;
  events: string;
  median: string;
  /** Against the control arm; 'Reference' on the control arm. */
  hazardRatio: string;
  logRank: string;
}

const DASH = '–';

/** The table lines of a graph: per arm, patients, events, median (95 % CI) and the hazard ratio against the control arm. */
export function survivalArmLines(graph: SurvivalGraphResults): SurvivalArmLine[] {
  const unit = graph.timeUnit ?? '';
  const control = graph.comparisons[0]?.control ?? null;
  return graph.arms.map((a) => {
    const s = a.summary;
    const cmp = graph.comparisons.find((c) => c.experimental === a.dataset);
    let hazardRatio = DASH;
    let logRank = DASH;
    if (a.dataset === control) hazardRatio = 'Reference';
    else if (cmp && cmp.hr !== null) {
      hazardRatio = `${formatRatio(cmp.hr)} (95 % CI ${formatRatio(cmp.hrLower!)} to ${formatRatio(cmp.hrUpper!)})`;
      logRank = cmp.logRankP === null ? DASH : formatP(cmp.logRankP);
    }
    return {
      dataset: a.dataset,
      arm: a.branch ? compositeKeyLabel(a.branch) : a.label,
      patients: s ? String(s.n) : DASH,
      events: s ? String(s.events) : DASH,
      median: s ? formatMedian({ median: s.median, lower: s.medianLower, upper: s.medianUpper }, unit) : DASH,
      hazardRatio,
      logRank,
    };
  });
}

/** Why parts of a graph's results are missing: the arms' reasons, then the comparisons', each once. */
export function survivalProblems(graph: SurvivalGraphResults): string[] {
  const all = [...(graph.error ? [graph.error] : []), ...graph.arms.flatMap((a) => a.errors), ...graph.comparisons.flatMap((c) => (c.error ? [c.error] : []))];
  return [...new Set(all)];
}
