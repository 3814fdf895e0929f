import type { DactylTreeNode } from '../../api/papers';
import { BRANCH_TAG_LEVELS, parseCompositeKey, REFERENCE_ARM_TAG, type CompositeKeyParts } from '../../editor/core/compositeKey';
import type { AxesMetadata, DatasetMetadata, MetadataEntry, PointMetadata } from '../../editor/core/model/types';
import { armLabel, survivalGraphResults, type SurvivalArmSource, type SurvivalGraphResults } from '../../editor/core/survival';
import { RECONCILIATION_KEY, reconciledMarkOf, type ValueReconciliation } from '../qualityControl/reconciledMark';

/*
 * Extractions as a tidy table: one row per value, so a reviewer can filter, pivot and compare in a
 * spreadsheet or load it into R or pandas without reshaping. Built from what POST /data-entry/download
 * answers (each extraction's dactylTreeData: SAVE > AXIS > DATASET > POINT).
 */

/** The columns, in order, as the header row names them. */
export const TIDY_CSV_COLUMNS = [
  'paper',
  'extraction',
  'user',
  'study',
  'part',
  'arm',
  'population',
  'subgroup',
  'tag group',
  'tag',
  'value',
  'unit',
  'axis',
  'graph',
  'file',
  'page',
  'x',
  'y',
] as const;
export type TidyCsvColumn = (typeof TIDY_CSV_COLUMNS)[number];

/**
 * The columns a reconciled extraction's CSV adds after the others: how each value was reached
 * ('agreed', 'within tolerance', 'settled', 'read once') and the reviewer who settled it.
 */
export const RECONCILED_CSV_COLUMNS = ['agreement', 'settled by', 'note'] as const;
export type ReconciledCsvColumn = (typeof RECONCILED_CSV_COLUMNS)[number];

/** One row: text, a number, or empty (null); rows of a reconciled extraction also say how each value was reached. */
export type TidyRow = Record<TidyCsvColumn, string | number | null> & Partial<Record<ReconciledCsvColumn, string | null>>;

/** What the CSV needs of one downloaded extraction (an item of the download answer's data.sde). */
export interface TidyCsvExtraction {
  uuid: string;
  paperName: string;
  user: { email: string };
  dactylTreeData: DactylTreeNode;
  /** The extraction as a WebPlotDigitizer project (the download's wpdData): its misc says whether it is reconciled. */
  wpdData?: unknown;
}

/** Whether a downloaded extraction is the reconciled extraction quality control saved. */
export const isReconciledExtraction = (sde: TidyCsvExtraction) => reconciledMarkOf(sde.wpdData) !== null;

/** Starts the file so spreadsheet programs read it as UTF-8 (Excel otherwise guesses the legacy code page). */
export const UTF8_BOM = '\uFEFF';
/** RFC 4180 ends every record with CRLF. */
export const CSV_LINE_END = '\r\n';

/** The values each axes type calibrates, in the order its calibration answers them. */
const CALIBRATED_AXES: Readonly<Record<string, readonly string[]>> = {
  xy: ['x', 'y'],
  bar: ['bar'],
  polar: ['r', 'theta'],
  ternary: ['a', 'b', 'c'],
  map: ['x', 'y'],
  circularChartRecorder: ['time', 'r'],
};

/**
 * A number as the CSV writes it: 12 significant digits, which keeps every digit a pixel pick can
 * mean and drops the binary noise of the calibration (11.999999999999998 is written 12).
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const shortest = String(value);
  // Most pixel positions and typed values are short already: rounding would change nothing.
  if (shortest.length <= 12) return shortest;
  return String(Number(value.toPrecision(12)));
}

const isNumericText = (text: string) => text.trim() !== '' && Number.isFinite(Number(text.trim()));

/**
 * One field, quoted as RFC 4180 asks (only when it holds a comma, a quote, CR or LF; quotes
 * doubled). Text a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR and not
 * a number) gets a leading apostrophe, the usual guard against CSV injection.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value);
  let text = value;
  if (/^[=+\-@\t\r]/.test(text) && !isNumericText(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, with its line end. */
export function csvLine(fields: readonly (string | number | null | undefined)[]): string {
  return fields.map(csvField).join(',') + CSV_LINE_END;
}

/** The header record. */
export const TIDY_CSV_HEADER = csvLine(TIDY_CSV_COLUMNS);
/** The header record of a CSV holding a reconciled extraction. */
export const RECONCILED_TIDY_CSV_HEADER = csvLine([...TIDY_CSV_COLUMNS, ...RECONCILED_CSV_COLUMNS]);

/** A row as a record of the CSV. */
export function tidyRowLine(row: TidyRow, withReconciliation = false): string {
  return csvLine([...TIDY_CSV_COLUMNS.map((column) => row[column]), ...(withReconciliation ? RECONCILED_CSV_COLUMNS.map((column) => row[column] ?? null) : [])]);
}

/** The columns every row of a point shares, and the ones that say what each value is. */
type PointBase = Omit<TidyRow, 'tag' | 'value' | 'unit' | 'axis'>;
type PointValue = Pick<TidyRow, 'tag' | 'value' | 'unit' | 'axis' | ReconciledCsvColumn>;
interface TidyPoint {
  base: PointBase;
  values: PointValue[];
  /** A survival arm's statistics rather than a point: not counted as a point written. */
  summary?: boolean;
}

const BEFORE_VALUE: readonly TidyCsvColumn[] = TIDY_CSV_COLUMNS.slice(0, TIDY_CSV_COLUMNS.indexOf('tag'));
const VALUE: readonly TidyCsvColumn[] = ['tag', 'value', 'unit', 'axis'];
const AFTER_VALUE: readonly TidyCsvColumn[] = TIDY_CSV_COLUMNS.slice(TIDY_CSV_COLUMNS.indexOf('axis') + 1);

/** Numbered metadata entries of a point, in index order. */
function entriesOf(metadata: PointMetadata | undefined): MetadataEntry[] {
  if (!metadata) return [];
  return Object.keys(metadata)
    .filter((key) => /^\d+$/.test(key))
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => metadata[Number(key)])
    .filter((entry): entry is MetadataEntry => !!entry && typeof entry === 'object' && !!entry.tag);
}

/** The 'agreement', 'settled by' and 'note' of a value of a reconciled extraction, from the first of its keys the point's marks name. */
function reconciliationColumns(marks: Record<string, ValueReconciliation> | undefined, ...keys: string[]): Pick<TidyRow, ReconciledCsvColumn> {
  const mark = keys.map((k) => marks?.[k]).find((m) => !!m);
  return { agreement: mark?.agreement ?? null, 'settled by': mark?.by ?? null, note: mark?.note ?? null };
}

function branchOf(key: string): CompositeKeyParts {
  try {
    return parseCompositeKey(key);
  } catch {
    // More parts than a branch has: keep the whole key rather than lose it.
    return { study: key };
  }
}

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const metadataValue = (value: unknown): string | number | null => (typeof value === 'number' || typeof value === 'string' ? value : null);

/**
 * The rows of one point: a row per calibrated value (its tag from the point's value entry for that
 * axis, else the axis label's data type; its unit from the point's unit entry, else the axis
 * label's), then a row per other metadata entry. Branch tags are left out: the study to subgroup
 * columns carry them. A point with nothing to say still gets one row, so no point is lost.
 */
function pointValues(axesType: string, axes: AxesMetadata, point: Record<string, unknown>, reconciled = false): PointValue[] {
  const metadata = asRecord(point.metadata) as PointMetadata;
  const entries = entriesOf(metadata);
  const used = new Set<MetadataEntry>();
  const values = Array.isArray(point.values) ? (point.values as unknown[]) : undefined;
  const labels = (axes.axesLabelData ?? {}) as Record<string, { dataType?: string; unit?: string } | undefined>;
  const rows: PointValue[] = [];
  // Only for a reconciled extraction: the keys its marks name each row's value by (so an ordinary CSV pays nothing).
  const keys: string[][] | null = reconciled ? [] : null;
  (CALIBRATED_AXES[axesType] ?? []).forEach((axis, i) => {
    const value = asNumber(values?.[i]);
    if (value === null) return;
    const valueEntry = entries.find((e) => e.axis === axis && e.axisType === 'value');
    const unitEntry = entries.find((e) => e.axis === axis && e.axisType === 'unit');
    if (valueEntry) used.add(valueEntry);
    if (unitEntry) used.add(unitEntry);
    rows.push({
      tag: valueEntry?.tag.name || labels[axis]?.dataType || null,
      value,
      unit: (unitEntry ? metadataValue(unitEntry.value) : null) ?? (labels[axis]?.unit || null),
      axis,
    });
    // The calibrated value was compared as read on the graph; a value typed for the axis as its entry.
    keys?.push([`axis:${axis}`, ...(valueEntry ? [entryKey(metadata, valueEntry)] : [])]);
  });
  for (const entry of entries) {
    if (used.has(entry) || BRANCH_TAG_LEVELS[entry.tag.name]) continue;
    rows.push({ tag: entry.tag.name, value: metadataValue(entry.value), unit: null, axis: entry.axis ?? null });
    keys?.push([entryKey(metadata, entry)]);
  }
  if (!rows.length) {
    rows.push({ tag: null, value: null, unit: null, axis: null });
    keys?.push([]);
  }
  if (keys) {
    const marks = asRecord((metadata as Record<string, unknown>)[RECONCILIATION_KEY]) as Record<string, ValueReconciliation>;
    rows.forEach((row, i) => Object.assign(row, reconciliationColumns(marks, ...keys[i]!)));
  }
  return rows;
}

/** The key a reconciled extraction's marks name a numbered metadata entry by. */
function entryKey(metadata: PointMetadata, entry: MetadataEntry): string {
  const index = Object.keys(metadata).find((key) => /^\d+$/.test(key) && metadata[Number(key)] === entry);
  return `entry:${index}`;
}

/** Where a row of a point or of a survival arm sits on the page: file (counted from 0), page and pixel position. */
interface RowPlace {
  file: number | null;
  page: number | null;
  x: number | null;
  y: number | null;
}

/**
 * The columns a point's rows share, and a survival arm's statistic rows alike: the paper, the
 * extraction and its user, the branch of the composite key, the tag group, the graph and where on
 * the page.
 */
function sharedColumns(sde: TidyCsvExtraction, graph: string, key: string, tagGroup: string | null, place: RowPlace): PointBase {
  const branch = branchOf(key);
  return {
    paper: sde.paperName,
    extraction: sde.uuid,
    user: sde.user.email,
    study: branch.study ?? null,
    part: branch.studyPart ?? null,
    arm: branch.studyArm ?? null,
    population: branch.population ?? null,
    subgroup: branch.subgroup ?? null,
    'tag group': tagGroup,
    graph,
    // Counted from 1, as pages are: the paper's first file is file 1.
    file: place.file === null ? null : place.file + 1,
    page: place.page,
    x: place.x,
    y: place.y,
  };
}

/** Every row of the extractions, in tree order: graph by graph, dataset by dataset, point by point. */
export function* tidyRows(extractions: Iterable<TidyCsvExtraction>): Generator<TidyRow> {
  for (const { base, values } of tidyPoints(extractions)) for (const value of values) yield { ...base, ...value };
}

/** Each point in turn: what its rows share, and a part per value. */
function* tidyPoints(extractions: Iterable<TidyCsvExtraction>): Generator<TidyPoint> {
  for (const sde of extractions) {
    const reconciled = isReconciledExtraction(sde);
    for (const axesNode of sde.dactylTreeData.children ?? []) {
      if (axesNode.type !== 'AXIS') continue;
      const axesData = asRecord(axesNode.data);
      const axesType = String(axesData.axesType ?? '');
      const axes = asRecord(axesData.metadata) as AxesMetadata;
      for (const datasetNode of axesNode.children ?? []) {
        if (datasetNode.type !== 'DATASET') continue;
        const dataset = asRecord(asRecord(datasetNode.data).metadata) as DatasetMetadata;
        for (const pointNode of datasetNode.children ?? []) {
          if (pointNode.type !== 'POINT') continue;
          const point = asRecord(pointNode.data);
          const metadata = asRecord(point.metadata) as PointMetadata;
          const key = (typeof metadata.compositeKey === 'string' && metadata.compositeKey) || dataset.studyData?.compositeKey || '';
          const values = pointValues(axesType, axes, point, reconciled);
          // A study tree element with nothing but its abbreviation says nothing the study columns do not.
          if (axesType === 'branch' && values.every((v) => v.tag === null)) continue;
          yield {
            base: sharedColumns(sde, axesNode.name, key, metadata.tagGroup?.name || dataset.studyData?.tagGroup?.name || dataset.tagGroup?.name || null, {
              file: asNumber(point.file ?? axesData.file),
              page: asNumber(point.page ?? axesData.page),
              x: asNumber(point.x),
              y: asNumber(point.y),
            }),
            values,
          };
        }
      }
      if (axesType === 'xy' && axes.survival !== undefined) yield* survivalSummaries(sde, axesNode, axesData);
    }
  }
}

/** Names of the survival statistics in the tag column, as the tidy CSV writes them. */
export const SURVIVAL_STATISTICS = {
  patients: 'Patients',
  events: 'Events',
  median: 'Median survival',
  medianLower: 'Median survival 95 % CI lower',
  medianUpper: 'Median survival 95 % CI upper',
  hr: 'Hazard ratio',
  hrLower: 'Hazard ratio 95 % CI lower',
  hrUpper: 'Hazard ratio 95 % CI upper',
  logRankP: 'Log-rank p',
  /** The control arm the hazard ratio is against, under its usual tag. */
  reference: REFERENCE_ARM_TAG,
} as const;

/** The survival analysis of a survival graph as the download tree holds it: its arms in data coordinates. */
export function survivalResultsOfTree(axesNode: DactylTreeNode): SurvivalGraphResults {
  const axesData = asRecord(axesNode.data);
  const arms: SurvivalArmSource[] = [];
  let uncalibrated = false;
  for (const datasetNode of axesNode.children ?? []) {
    if (datasetNode.type !== 'DATASET') continue;
    const metadata = asRecord(asRecord(datasetNode.data).metadata) as DatasetMetadata;
    const points = (datasetNode.children ?? [])
      .filter((p) => p.type === 'POINT')
      .map((p, index) => {
        const point = asRecord(p.data);
        const values = Array.isArray(point.values) ? (point.values as unknown[]) : [];
        const [x, y] = [asNumber(values[0]), asNumber(values[1])];
        if (x === null || y === null) uncalibrated = true;
        return { index, x: x ?? 0, y: y ?? 0, censor: asRecord(point.metadata).censorMark === true };
      });
    arms.push({ dataset: datasetNode.name, label: armLabel({ name: datasetNode.name, metadata }), branch: metadata.studyData?.compositeKey || null, points });
  }
  const file = asNumber(axesData.file);
  const page = asNumber(axesData.page);
  if (uncalibrated)
    return { graph: axesNode.name, file, page, timeUnit: null, arms: [], comparisons: [], error: 'The graph has no working calibration yet: set its values before the survival analysis.' };
  return survivalGraphResults({ graph: axesNode.name, metadata: asRecord(axesData.metadata), arms, file, page });
}

/**
 * The statistics of a survival graph as value rows, one per arm and statistic, under the arm's
 * branch: patients, events, median survival and its interval (in the graph's time unit; 'Not
 * reached' when the curve does not get there), survival at the report times; on each experimental
 * arm, the hazard ratio against the control arm, its interval, the log-rank p and the control arm.
 * Arms that could not be reconstructed give no rows.
 */
function* survivalSummaries(sde: TidyCsvExtraction, axesNode: DactylTreeNode, axesData: Record<string, unknown>): Generator<TidyPoint> {
  const results = survivalResultsOfTree(axesNode);
  if (results.error) return;
  const unit = results.timeUnit;
  const tagGroups = new Map(
    (axesNode.children ?? []).map((d) => {
      const metadata = asRecord(asRecord(d.data).metadata) as DatasetMetadata;
      return [d.name, metadata.studyData?.tagGroup?.name || metadata.tagGroup?.name || null] as const;
    }),
  );
  const file = asNumber(axesData.file);
  const place: RowPlace = { file: asNumber(axesData.file), page: asNumber(axesData.page), x: null, y: null };
  const baseOf = (dataset: string, key: string | null): PointBase => sharedColumns(sde, axesNode.name, key ?? '', tagGroups.get(dataset) ?? null, place);
  const time = (value: number | null): string | number => value ?? 'Not reached';
  const row = (tag: string, value: string | number | null, withUnit = false): PointValue => ({ tag, value, unit: withUnit ? unit : null, axis: null });
  for (const arm of results.arms) {
    const s = arm.summary;
    const values: PointValue[] = [];
    if (s) {
      values.push(
        row(SURVIVAL_STATISTICS.patients, s.n),
        row(SURVIVAL_STATISTICS.events, s.events),
        row(SURVIVAL_STATISTICS.median, time(s.median), true),
        row(SURVIVAL_STATISTICS.medianLower, time(s.medianLower), true),
        row(SURVIVAL_STATISTICS.medianUpper, time(s.medianUpper), true),
      );
      for (const at of s.survivalAt) {
        const name = `Survival at ${formatNumber(at.time)} ${unit}`;
        values.push(row(name, at.surv), row(`${name} 95 % CI lower`, at.lower), row(`${name} 95 % CI upper`, at.upper));
      }
    }
    const cmp = results.comparisons.find((c) => c.experimental === arm.dataset);
    if (cmp && cmp.hr !== null)
      values.push(
        row(SURVIVAL_STATISTICS.hr, cmp.hr),
        row(SURVIVAL_STATISTICS.hrLower, cmp.hrLower),
        row(SURVIVAL_STATISTICS.hrUpper, cmp.hrUpper),
        row(SURVIVAL_STATISTICS.logRankP, cmp.logRankP),
        row(SURVIVAL_STATISTICS.reference, cmp.controlLabel),
      );
    if (values.length) yield { base: baseOf(arm.dataset, arm.branch), values, summary: true };
  }
}

/** The whole CSV as one string: BOM, header, a record per row. For large exports use the rows and write in parts. */
export function buildTidyCsv(extractions: Iterable<TidyCsvExtraction>): string {
  const list = [...extractions];
  const withReconciliation = list.some(isReconciledExtraction);
  let out = UTF8_BOM + (withReconciliation ? RECONCILED_TIDY_CSV_HEADER : TIDY_CSV_HEADER);
  for (const row of tidyRows(list)) out += tidyRowLine(row, withReconciliation);
  return out;
}

/** How many points the extractions hold: what a CSV build's progress counts. */
export function countPoints(extractions: Iterable<TidyCsvExtraction>): number {
  let n = 0;
  const walk = (node: DactylTreeNode) => {
    if (node.type === 'POINT') n++;
    else node.children?.forEach(walk);
  };
  for (const sde of extractions) walk(sde.dactylTreeData);
  return n;
}

export interface TidyCsvPartsOptions {
  /** Called after each slice with the points written so far. */
  onProgress?: (pointsDone: number) => void;
  /** Stops the build between slices with the signal's reason. */
  signal?: AbortSignal;
  /** Points per slice, between which the build lets the page breathe. @default 2000 */
  sliceSize?: number;
  /** How the build waits between slices. @default a macrotask (setTimeout 0), so clicks and repaints get in */
  pause?: () => Promise<void>;
}

/**
 * The CSV as parts for a Blob (one string per slice, so a large export is never one huge string),
 * built a slice of points at a time so the page stays responsive, reports progress and can stop.
 */
export async function buildTidyCsvParts(extractions: readonly TidyCsvExtraction[], options: TidyCsvPartsOptions = {}): Promise<string[]> {
  const { onProgress, signal, sliceSize = 2000 } = options;
  const pause = options.pause ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  signal?.throwIfAborted();
  // A reconciled extraction's CSV says how each value was reached; others keep their columns.
  const withReconciliation = extractions.some(isReconciledExtraction);
  const parts = [UTF8_BOM + (withReconciliation ? RECONCILED_TIDY_CSV_HEADER : TIDY_CSV_HEADER)];
  let slice = '';
  let points = 0;
  for (const point of tidyPoints(extractions)) {
    const { base, values } = point;
    // The shared columns are written once per point, not once per row.
    const before = BEFORE_VALUE.map((column) => csvField(base[column as keyof PointBase])).join(',');
    const after = AFTER_VALUE.map((column) => csvField(base[column as keyof PointBase])).join(',');
    const tail = (value: PointValue) => (withReconciliation ? `,${RECONCILED_CSV_COLUMNS.map((column) => csvField(value[column] ?? null)).join(',')}` : '');
    for (const value of values) slice += `${before},${VALUE.map((column) => csvField(value[column as keyof PointValue])).join(',')},${after}${tail(value)}${CSV_LINE_END}`;
    if (point.summary) continue;
    points++;
    if (points % sliceSize === 0) {
      parts.push(slice);
      slice = '';
      onProgress?.(points);
      await pause();
      signal?.throwIfAborted();
    }
  }
  if (slice) parts.push(slice);
  onProgress?.(points);
  return parts;
}
