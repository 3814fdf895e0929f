import type { ProjectAgreement } from '../../api/agreement';

/** The words of the agreement screen. */
export const AGREEMENT_TEXT = {
  title: 'Agreement',
  loading: 'Loading the agreement',
  loadFailed: 'The agreement could not be loaded',
  forbidden: 'Only reviewers (quality control) and administrators can see the agreement of a project.',
  emptyTitle: 'No paper extracted twice yet',
  emptyDescription: 'Agreement appears here once a paper of this project has two or more completed extractions (reconciled and training extractions are not counted).',
  export: 'Export disagreements (CSV)',
  papers: 'Papers',
  plot: 'Bland-Altman plot',
  xAxis: 'Mean of the two readings (% of axis range)',
  yAxis: 'Difference, second − first (% of range)',
  plotDescription: 'Each point is one value read on a graph axis by both of the first two readers: across, the mean of their two readings; up, the second reading minus the first; both as % of the axis range.',
  noPairs: 'No value was read on a graph axis by two readers, so there is nothing to plot.',
} as const;

/** A share as a percentage: 0.9412 as '94.1 %'; '–' with nothing to divide. */
export function percentText(part: number, whole: number): string {
  return whole > 0 ? `${(Math.round((part / whole) * 1000) / 10).toFixed(1)} %` : '–';
}

/** A share of the axis range as a percentage of it, to two decimals: -0.0167 as '-1.67 %'. */
export const rangePercent = (share: number) => `${(share * 100).toFixed(2)} %`;

/** An ICC to four decimals: agreement between careful readers lies close to 1. */
export const iccText = (value: number) => value.toFixed(4);

/** The ICC's interval as read aloud and shown: '95 % CI 0.975 to 0.999'. */
export function iccInterval(icc: NonNullable<ProjectAgreement['icc']>): string {
  return icc.lower === null || icc.upper === null ? 'no confidence interval (no spread between readers)' : `95 % CI ${iccText(icc.lower)} to ${iccText(icc.upper)}`;
}

/** A tolerance share as the QC screen says it: 0.01 as '1 %'. */
export const toleranceText = (share: number) => `${Number((share * 100).toFixed(4))} %`;
