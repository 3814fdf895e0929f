import type { SurvivalRecord } from '../../editor/core/survival';
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
