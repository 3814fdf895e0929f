import type { ProjectAgreement } from '../../api/agreement';
import { fileNamePart } from './extractionDownload';
import { csvLine, UTF8_BOM } from './tidyCsv';

/** The columns before the readers'; each reader then adds 'reader N' and 'reader N value', and 'difference' ends the row. */
export const DISAGREEMENT_CSV_COLUMNS = ['paper', 'graph', 'dataset/branch', 'tags', 'value'] as const;

/**
 * One row per differing value of a project (or one some readers did not read): where it is, each
 * reader's e-mail and reading (empty where the reader has none), and how far apart the numbers lie
 * (in the axis's unit, in decades on a log axis). As many reader columns as the paper with most readers has.
 */
export function buildDisagreementsCsv(agreement: Pick<ProjectAgreement, 'disagreements'>): string {
  const readers = Math.max(2, ...agreement.disagreements.map((d) => d.readings.length));
  const header = [...DISAGREEMENT_CSV_COLUMNS, ...Array.from({ length: readers }, (_, i) => [`reader ${i + 1}`, `reader ${i + 1} value`]).flat(), 'difference'];
  let out = UTF8_BOM + csvLine(header);
  for (const d of agreement.disagreements) {
    const readings = Array.from({ length: readers }, (_, i) => [d.readings[i]?.email ?? '', d.readings[i]?.value ?? '']).flat();
    out += csvLine([d.paper, d.graph, d.dataset, d.tags, d.value, ...readings, d.difference ?? '']);
  }
  return out;
}

/** The disagreements as a file: '<project>-disagreements.csv'. */
export function disagreementsFile(agreement: Pick<ProjectAgreement, 'disagreements' | 'project'>): { blob: Blob; fileName: string } {
  const name = fileNamePart(agreement.project.name) || 'project';
  return { blob: new Blob([buildDisagreementsCsv(agreement)], { type: 'text/csv;charset=utf-8' }), fileName: `${name}-disagreements.csv` };
}
