import type { SurvivalRecord } from '../../editor/core/survival';
import { fileNamePart } from './extractionDownload';
import { csvLine, UTF8_BOM } from './tidyCsv';

/** The columns of the reconstructed individual patient data, as R's IPDfromKM and Stata's ipdfc write them. */
export const IPD_CSV_COLUMNS = ['arm', 'time', 'event'] as const;

/**
 * Reconstructed individual patient data as CSV: one record per patient (arm, time, event with 1
 * for the event and 0 for censoring), arms in the order given, patients in time order. Written
 * with the tidy CSV's quoting and number format, BOM first so spreadsheets read it as UTF-8.
 */
export function buildIpdCsv(arms: readonly { arm: string; ipd: readonly SurvivalRecord[] }[]): string {
  let out = UTF8_BOM + csvLine(IPD_CSV_COLUMNS);
  for (const { arm, ipd } of arms) {
    const sorted = [...ipd].sort((a, b) => a.time - b.time || b.event - a.event);
    for (const r of sorted) out += csvLine([arm, r.time, r.event]);
  }
  return out;
}

/** The IPD CSV of a survival graph as a file: '<paper>-<graph>-ipd.csv', names reduced to letters, digits and dashes. */
export function survivalIpdFile(paperName: string | undefined, graphName: string, arms: readonly { arm: string; ipd: readonly SurvivalRecord[] }[]): { blob: Blob; fileName: string } {
  const parts = [fileNamePart(paperName ?? ''), fileNamePart(graphName) || 'survival-graph'].filter(Boolean);
  return { blob: new Blob([buildIpdCsv(arms)], { type: 'text/csv;charset=utf-8' }), fileName: `${parts.join('-')}-ipd.csv` };
}
