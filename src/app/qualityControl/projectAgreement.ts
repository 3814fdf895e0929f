import type { Disagreement, PaperAgreement, ProjectAgreement } from '../../api/agreement';
import { compositeKeyLabel } from '../../editor/core/compositeKey';
import { blandAltman, icc21 } from '../../editor/core/agreement/statistics';
import { agreementOf, comparedValues, DEFAULT_TOLERANCE, shareOfRange, spreadOf, type ComparedExtraction, type ComparedItem, type ComparedValue } from './dualExtraction';
import { formatNumber } from './entries';

/*
 * Agreement at a glance for a whole project: every paper's completed extractions compared value
 * by value as quality control compares them (the same matching, repeated tags kept), counted per
 * paper and for the project, and the dual-extracted values pooled into an ICC(2,1) and a
 * Bland-Altman summary. Values of different graphs are on different scales, so the pooled
 * statistics use each reading as a share of its axis range, in the axis's own scale (decades on
 * a log axis). Pure: the server runs it on the stored documents, tests run it on fixtures.
 */

/** A completed extraction of a paper, as the agreement needs it. */
export interface AgreementExtraction extends ComparedExtraction {
  completedAt: string;
}

/** A paper with its completed extractions (reconciled and training ones already left out). */
export interface AgreementPaperInput {
  uuid: string;
  name: string;
  extractions: AgreementExtraction[];
  /** Why the paper cannot be compared (an extraction whose document cannot be read). */
  error?: string;
}

/** One paper's agreement, its pairs for the pooled statistics and its disagreements. */
export interface PaperAgreementResult {
  row: PaperAgreement;
  /** Shares of the axis range read by the first and the second reader. */
  pairs: [number, number][];
  disagreements: Disagreement[];
}

/** Earliest completed first; extractions completed at the same moment keep the order they come in (the server's: saved first, first). */
const byCompletion = (a: AgreementExtraction, b: AgreementExtraction) => a.completedAt.localeCompare(b.completedAt);

/** The range the comparison measures readings on: the first reader's that has one. */
const rangeOf = (readings: readonly ComparedValue[]) => readings.find((r) => r.range)?.range ?? null;

/** The readings of one value by two readers as shares of their axis range; null unless both are numbers the axis can place. */
function pairOf(readings: readonly (ComparedValue | undefined)[]): [number, number] | null {
  const [a, b] = readings;
  if (!a || !b || a.number === null || b.number === null) return null;
  const range = rangeOf([a, b]);
  if (!range) return null;
  const [x, y] = [shareOfRange(a.number, range), shareOfRange(b.number, range)];
  return x === null || y === null ? null : [x, y];
}

/** Where the item was read, as the user knows it: its graph, else the page of a selected text. */
function graphOf(item: ComparedItem): string {
  const { entry } = item;
  if (entry.axesName) return entry.axesName;
  return `Text, file ${entry.source.file + 1} page ${entry.source.page}`;
}

/** The dataset and study branch of the item: the dataset's label with its branch and tag group where the label does not name them. */
function datasetOf(item: ComparedItem): string {
  const { entry } = item;
  const branch = [entry.compositeKey ? compositeKeyLabel(entry.compositeKey, ' / ') : '', entry.tagGroup].filter(Boolean).join(', ');
  if (!entry.datasetLabel) return branch;
  return branch && entry.datasetLabel !== branch ? `${entry.datasetLabel} (${branch})` : entry.datasetLabel;
}

/** The difference of a value's readings as shown: in the axis's unit, in decades on a log axis. */
function differenceOf(readings: readonly (ComparedValue | undefined)[]): string | null {
  const spread = spreadOf(readings);
  if (spread === null) return null;
  return rangeOf(readings.filter((r): r is ComparedValue => !!r))?.log ? `${formatNumber(spread)} decades` : formatNumber(spread);
}

/**
 * The agreement of one paper: its completed extractions compared value by value (all readers,
 * earliest completed first), and the pairs of the first two readers for the pooled statistics.
 */
export function paperAgreement(paper: AgreementPaperInput, tolerance = DEFAULT_TOLERANCE): PaperAgreementResult {
  const readers = [...paper.extractions].sort(byCompletion);
  const row: PaperAgreement = {
    uuid: paper.uuid,
    name: paper.name,
    readers: readers.map(({ uuid, email, completedAt }) => ({ uuid, email, completedAt })),
    compared: 0,
    agreed: 0,
    differing: 0,
    paired: 0,
  };
  if (paper.error) return { row: { ...row, error: paper.error }, pairs: [], disagreements: [] };
  if (readers.length < 2) return { row, pairs: [], disagreements: [] };
  const pairs: [number, number][] = [];
  const disagreements: Disagreement[] = [];
  for (const { first, tag, readings } of comparedValues(readers)) {
    row.compared++;
    const agreement = agreementOf(readings, tolerance);
    if (agreement === 'agreed' || agreement === 'within') row.agreed++;
    else {
      row.differing++;
      disagreements.push({
        paperUuid: paper.uuid,
        paper: paper.name,
        graph: graphOf(first),
        dataset: datasetOf(first),
        tags: first.label,
        value: tag,
        readings: readings.map((r, i) => ({ email: readers[i]!.email, value: r ? r.text : null })),
        difference: differenceOf(readings),
      });
    }
    if (readers.length === 2) {
      const pair = pairOf(readings);
      if (pair) pairs.push(pair);
    }
  }
  // With more readers the pooled statistics take the first two by completion date, matched on their own.
  if (readers.length > 2) {
    for (const { readings } of comparedValues(readers.slice(0, 2))) {
      const pair = pairOf(readings);
      if (pair) pairs.push(pair);
    }
  }
  row.paired = pairs.length;
  return { row, pairs, disagreements };
}

/** Options of a project's agreement. */
export interface ProjectAgreementOptions {
  /** Share of an axis's range (in its own scale) within which readings count as one reading. @default 0.01 */
  tolerance?: number;
}

/** The agreement of a project: per paper (two or more completed extractions), the totals, ICC(2,1) and Bland-Altman of the paired values. */
export function projectAgreement(project: { uuid: string; name: string }, papers: readonly AgreementPaperInput[], options: ProjectAgreementOptions = {}): ProjectAgreement {
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  if (!(tolerance >= 0)) throw new RangeError('The tolerance must be a share of the axis range, 0 or more');
  const results = papers.filter((p) => p.error || p.extractions.length >= 2).map((p) => paperAgreement(p, tolerance));
  return combinePaperAgreements(project, results, tolerance);
}

/** Six decimals of a share of the axis range: a millionth of the range, far below what a reader can tell apart. */
const sixDecimals = (share: number) => Math.round(share * 1e6) / 1e6;

/** A project's agreement from the agreement of each of its papers (as paperAgreement gives them, for one tolerance). */
export function combinePaperAgreements(project: { uuid: string; name: string }, papers: readonly PaperAgreementResult[], tolerance: number): ProjectAgreement {
  const results = [...papers].sort((a, b) => a.row.name.localeCompare(b.row.name) || a.row.uuid.localeCompare(b.row.uuid));
  const pairs = results.flatMap((r) => r.pairs);
  const sum = (key: 'compared' | 'agreed' | 'differing' | 'paired') => results.reduce((s, r) => s + r.row[key], 0);
  const icc = icc21(pairs);
  const ba = blandAltman(pairs);
  return {
    project: { uuid: project.uuid, name: project.name },
    tolerance,
    papers: results.map((r) => r.row),
    totals: { papers: results.length, compared: sum('compared'), agreed: sum('agreed'), differing: sum('differing'), paired: sum('paired') },
    icc: icc ? { value: icc.value, lower: icc.lower, upper: icc.upper, n: icc.n } : null,
    blandAltman: ba ? { ...ba, points: ba.points.map((p) => ({ mean: sixDecimals(p.mean), difference: sixDecimals(p.difference) })) } : null,
    disagreements: results.flatMap((r) => r.disagreements),
  };
}
