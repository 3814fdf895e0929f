/*
 * How a reconciled extraction says what it is: a mark in its document's misc, and per value in
 * its point metadata how the value was reached. Kept apart from the reconciling itself, so the
 * CSV download reads them without the comparison's code.
 */

/** How a value of the reconciled extraction was reached, as its CSV names it. */
export const reconciledAgreements = ['agreed', 'within tolerance', 'settled', 'read once'] as const;
export type ReconciledAgreement = (typeof reconciledAgreements)[number];

/** What a reconciled value carries: how it was reached and, when the reviewer decided it, who did. */
export interface ValueReconciliation {
  agreement: ReconciledAgreement;
  /** The reviewer's e-mail address, for a value the reviewer decided. */
  by?: string;
  /** The reviewer's note on the decision, when they wrote one. */
  note?: string;
}

/**
 * The key of point metadata holding, per value, how it was reached: `axis:<axis>` for a
 * calibrated coordinate, `entry:<index>` for a numbered metadata entry, `text` for a selected text.
 */
export const RECONCILIATION_KEY = 'reconciliation';

/** The mark of a reconciled extraction, in its document's misc. */
export interface ReconciledMark {
  /** The reviewed extraction first, then those it was compared with. */
  from: string[];
  /** The reviewer's e-mail address. */
  by: string;
  /** When it was saved (ISO 8601). */
  at: string;
  /** The agreement tolerance, a share of the axis range. */
  tolerance: number;
}

/** The reconciled mark of a saved document, or null when it is an ordinary extraction. */
export function reconciledMarkOf(document: unknown): ReconciledMark | null {
  const misc = (document as { misc?: { reconciled?: unknown } } | null | undefined)?.misc;
  const mark = misc?.reconciled as Partial<ReconciledMark> | undefined;
  if (!mark || typeof mark !== 'object' || !Array.isArray(mark.from) || typeof mark.by !== 'string') return null;
  return { from: mark.from.filter((u): u is string => typeof u === 'string'), by: mark.by, at: typeof mark.at === 'string' ? mark.at : '', tolerance: typeof mark.tolerance === 'number' ? mark.tolerance : 0 };
}

