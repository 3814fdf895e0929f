import { parseCompositeKey, type CompositeKeyParts } from '../../editor/core/compositeKey';
import { csvLine, survivalResultsOfTree, UTF8_BOM, type TidyCsvExtraction } from './tidyCsv';

/**
 * The columns of the reconstructed patients of downloaded extractions: where each patient comes
 * from (as the tidy CSV names it), then arm, time and event.
 */
export const EXTRACTIONS_IPD_CSV_COLUMNS = ['paper', 'extraction', 'user', 'graph', 'study', 'part', 'population', 'subgroup', 'arm', 'time', 'event'] as const;

function branchOf(key: string | null): CompositeKeyParts {
  try {
    return parseCompositeKey(key ?? '');
  } catch {
    // More parts than a branch has: keep the whole key rather than lose it.
    return { study: key ?? '' };
  }
}

/**
 * The reconstructed patients of every survival graph of the extractions as one CSV: one record
 * per patient (event 1, censoring 0), under the extraction, the graph and the arm's study branch;
 * `arm` is the branch's study arm, else the dataset's name. Arms that cannot be reconstructed give
 * no records. Quoting, numbers and BOM as in the tidy CSV.
 */
export function buildExtractionsIpdCsv(extractions: Iterable<TidyCsvExtraction>): string {
  let out = UTF8_BOM + csvLine(EXTRACTIONS_IPD_CSV_COLUMNS);
  for (const sde of extractions) {
    for (const axesNode of sde.dactylTreeData.children ?? []) {
      const data = (axesNode.data ?? {}) as { axesType?: unknown; metadata?: { survival?: unknown } };
      if (axesNode.type !== 'AXIS' || data.axesType !== 'xy' || data.metadata?.survival === undefined) continue;
      const results = survivalResultsOfTree(axesNode);
      for (const arm of results.arms) {
        const b = branchOf(arm.branch);
        const before = [sde.paperName, sde.uuid, sde.user.email, results.graph, b.study, b.studyPart, b.population, b.subgroup, arm.label];
        for (const r of arm.ipd) out += csvLine([...before, r.time, r.event]);
      }
    }
  }
  return out;
}
