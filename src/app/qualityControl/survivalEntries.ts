import type { Project } from '../../editor/core/model/types';
import { armLabel, projectSurvivalResults } from '../../editor/core/survival';
import type { EntryRow, ExtractionEntry } from './entries';

/** Marks a survival statistic as a compared value, never as a text tag that says what the item is. */
const STATISTIC = 'survival statistic';

/**
 * The survival statistics of an extraction as items quality control compares: one per arm of each
 * survival graph, under the arm's study branch and tag group, named by the graph. Its values are
 * the arm's patients, events and median survival with its interval and, on an experimental arm,
 * the hazard ratio against the control arm with its interval and the log-rank p. Arms that could
 * not be reconstructed have none.
 */
export function survivalEntries(project: Project): ExtractionEntry[] {
  const entries: ExtractionEntry[] = [];
  for (const graph of projectSurvivalResults(project)) {
    const page = project.pages.find((p) => p.file === graph.file && p.page === graph.page);
    for (const arm of graph.arms) {
      const s = arm.summary;
      if (!s) continue;
      const dataset = page?.datasets.find((d) => d.axesName === graph.graph && d.name === arm.dataset);
      const meta = dataset?.metadata;
      const stat = (tag: string, value: number | null, reached = false): EntryRow => ({ tag, value: value ?? (reached ? 'Not reached' : null), axisType: STATISTIC });
      const rows: EntryRow[] = [
        { tag: 'Survival graph', value: graph.graph },
        stat('Patients', s.n),
        stat('Events', s.events),
        stat(`Median survival (${graph.timeUnit})`, s.median, true),
        stat('Median survival 95 % CI lower', s.medianLower, true),
        stat('Median survival 95 % CI upper', s.medianUpper, true),
      ];
      const cmp = graph.comparisons.find((c) => c.experimental === arm.dataset && c.hr !== null);
      if (cmp) rows.push(stat('Hazard ratio', cmp.hr), stat('Hazard ratio 95 % CI lower', cmp.hrLower), stat('Hazard ratio 95 % CI upper', cmp.hrUpper), stat('Log-rank p', cmp.logRankP));
      entries.push({
        id: `survival:${graph.file}:${graph.page}:${graph.graph}:${arm.dataset}`,
        kind: 'point',
        compositeKey: arm.branch ?? '',
        tagGroup: meta?.studyData?.tagGroup?.name || meta?.tagGroup?.name || '',
        instance: '',
        rows,
        coordinates: [],
        source: { file: graph.file ?? 0, page: graph.page ?? 1 },
        axesName: graph.graph,
        axesType: 'xy',
        datasetName: arm.dataset,
        datasetLabel: dataset ? armLabel(dataset) : arm.label,
      });
    }
  }
  return entries;
}
