import type { Project } from '../../editor/core/model/types';
import type {
  QcAgreement,
  QcAgreementFigures,
  QcComparison,
  QcComparisonRow,
  QcResolution,
  QcSideValue,
  QcSource,
} from '../../screens/QualityControl/qcTypes';
import { extractionEntries, formatNumber, rowText, type EntryCoordinate, type EntryRow, type ExtractionEntry } from './entries';
import { survivalEntries } from './survivalEntries';

/*
 * Dual extraction: two people extract the same paper, and quality control compares them value by
 * value. Items are matched by study key, tag group and their descriptive (text) tags; several items
 * alike (the points of one curve) are paired in reading order, left to right. Each numeric tag and
 * each calibrated coordinate is then one compared value.
 */

/** The default share of an axis's range (in its own scale) within which readings of one point count as the same reading. */
export const DEFAULT_TOLERANCE = 0.01;

export interface ComparedExtraction {
  uuid: string;
  email: string;
  completedAt?: string;
  project: Project;
}

/** One reading of one compared value. */
export interface ComparedValue {
  tag: string;
  text: string;
  number: number | null;
  range: EntryCoordinate['range'];
  source: QcSource;
  /** Where the reading is in its extraction: a tag row of the item (index in its rows), a calibrated coordinate, or the selected text. */
  target?: ValueTarget;
}

/** Where a compared value is read in an extraction's item. */
export type ValueTarget = { kind: 'row'; rowIndex: number } | { kind: 'coordinate'; axis: string } | { kind: 'text' };

/** A tagged item of one extraction as the comparison matches it. */
export interface ComparedItem {
  key: string;
  studyKey: string;
  tagGroup: string;
  label: string;
  entry: ExtractionEntry;
  /** The rows compared as values: numbers and axis values. */
  compared: EntryRow[];
}

const asNumber = (value: string | number | null): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
};

/** The text tags that say what an item is; numbers are what gets compared. */
function descriptor(entry: ExtractionEntry): string {
  return entry.rows
    .filter((r) => !r.axisType && asNumber(r.value) === null && rowText(r.value) !== '')
    .map((r) => `${r.tag}: ${rowText(r.value)}`)
    .sort()
    .join('; ');
}

/**
 * The name each compared row is shown and matched by: its tag, or for a tag the item carries more
 * than once in any of the compared extractions (a unit per axis, say) the tag with its axis
 * ('Unit (x axis)'), else with its place among the rows of that tag ('Dose (2)'), so no reading
 * hides another and a reader who tagged one axis only is still matched on that axis.
 */
function comparedTags(rows: readonly EntryRow[], repeated: ReadonlySet<string>): [EntryRow, string][] {
  const seen = new Map<string, number>();
  const taken = new Set<string>();
  return rows.map((row) => {
    const k = (seen.get(row.tag) ?? 0) + 1;
    seen.set(row.tag, k);
    if (!repeated.has(row.tag)) return [row, row.tag];
    let name = row.axis ? `${row.tag} (${row.axis} axis)` : `${row.tag} (${k})`;
    if (taken.has(name)) name = `${row.tag} (${k})`;
    taken.add(name);
    return [row, name];
  });
}

/** Tags an item carries more than once. */
function repeatedTags(rows: readonly EntryRow[]): Set<string> {
  const count = new Map<string, number>();
  for (const row of rows) count.set(row.tag, (count.get(row.tag) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n > 1).map(([tag]) => tag));
}

function itemsOf(project: Project): ComparedItem[] {
  const entries = [...extractionEntries(project), ...survivalEntries(project)];
  const groups = new Map<string, ExtractionEntry[]>();
  for (const e of entries) {
    const key = [e.compositeKey, e.tagGroup, descriptor(e)].join('\u0001');
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const items: ComparedItem[] = [];
  for (const [key, list] of groups) {
    // Reading order: left to right, then top to bottom, on each page.
    const ordered = [...list].sort(
      (a, b) => a.source.file - b.source.file || a.source.page - b.source.page || (a.source.at?.x ?? a.source.rect?.x ?? 0) - (b.source.at?.x ?? b.source.rect?.x ?? 0) || (a.source.at?.y ?? a.source.rect?.y ?? 0) - (b.source.at?.y ?? b.source.rect?.y ?? 0),
    );
    ordered.forEach((entry, i) => {
      const describe = descriptor(entry) || (entry.kind === 'text' ? 'Text' : 'Point');
      items.push({
        key: `${key}\u0001${i}`,
        studyKey: entry.compositeKey,
        tagGroup: entry.tagGroup,
        label: ordered.length > 1 ? `${describe} (${i + 1} of ${ordered.length})` : describe,
        entry,
        compared: entry.rows.filter((row) => row.axisType || asNumber(row.value) !== null),
      });
    });
  }
  return items;
}

/** The compared values of an item, named with the tags repeated in any extraction's reading of it. */
function valuesOf(item: ComparedItem | undefined, repeated: ReadonlySet<string>): Map<string, ComparedValue> {
  const values = new Map<string, ComparedValue>();
  if (!item) return values;
  const { entry } = item;
  for (const [row, tag] of comparedTags(item.compared, repeated)) {
    // A value typed for an axis is measured on that axis, as a point read on it would be.
    const range = row.axis ? (entry.coordinates.find((c) => c.axis === row.axis)?.range ?? null) : null;
    values.set(tag, { tag, text: rowText(row.value), number: asNumber(row.value), range, source: entry.source, target: { kind: 'row', rowIndex: entry.rows.indexOf(row) } });
  }
  for (const c of entry.coordinates) {
    const tag = `${c.axis} (read on the graph)`;
    values.set(tag, { tag, text: formatNumber(c.value), number: c.value, range: c.range, source: entry.source, target: { kind: 'coordinate', axis: c.axis } });
  }
  if (entry.kind === 'text' && entry.text) values.set('Selected text', { tag: 'Selected text', text: entry.text, number: null, range: null, source: entry.source, target: { kind: 'text' } });
  return values;
}

/** A reading's position in its axis's own scale: decades on a log axis; null where the scale has none. */
function scaled(value: number, range: EntryCoordinate['range']): number | null {
  if (!range?.log) return value;
  return value > 0 ? Math.log10(value) : null;
}

/**
 * Where a reading lies on its axis as a share of the axis range between its calibration points,
 * in the axis's own scale (decades on a log axis): 0 at the range's low end, 1 at its high end.
 * Null when the axis has no range or its scale cannot place the reading (0 or below on a log axis).
 */
export function shareOfRange(value: number, range: EntryCoordinate['range']): number | null {
  const span = spanOf(range);
  const position = scaled(value, range);
  const low = range ? scaled(range.min, range) : null;
  return span === null || position === null || low === null || !Number.isFinite(position) ? null : (position - low) / span;
}

/** The span of an axis range in its own scale (decades on a log axis); null when it has none. */
function spanOf(range: EntryCoordinate['range']): number | null {
  if (!range || !(range.max > range.min)) return null;
  const [lo, hi] = [scaled(range.min, range), scaled(range.max, range)];
  return lo !== null && hi !== null && hi > lo ? hi - lo : null;
}

/** The axis range a set of readings is measured on: the first reader's that has one. */
const rangeOf = (values: readonly ComparedValue[]) => values.find((v) => v.range)?.range ?? null;

/**
 * How far apart numeric readings lie in their axis's scale (largest minus smallest; decades on a
 * log axis), or null unless there are two numbers that the scale can place.
 */
export function spreadOf(values: readonly (ComparedValue | undefined)[]): number | null {
  const present = values.filter((v): v is ComparedValue => !!v);
  if (present.length < 2 || present.some((v) => v.number === null)) return null;
  const range = rangeOf(present);
  const positions = present.map((v) => scaled(v.number!, range));
  if (positions.some((p) => p === null || !Number.isFinite(p))) return null;
  return Math.max(...(positions as number[])) - Math.min(...(positions as number[]));
}

/**
 * Whether the readings of one value agree (equal as shown), lie within `tolerance` of the axis
 * range of one another in the axis's own scale (decades on a log axis), differ, or are missing
 * for some reader. Readings of no reader at all count as agreed.
 */
export function agreementOf(values: readonly (ComparedValue | undefined)[], tolerance = DEFAULT_TOLERANCE): QcAgreement {
  const present = values.filter((v): v is ComparedValue => !!v);
  if (present.length === 0) return 'agreed';
  if (present.length < values.length) return 'missing';
  if (present.every((v) => v.number !== null)) {
    const shown = new Set(present.map((v) => formatNumber(v.number!)));
    if (shown.size === 1) return 'agreed';
    const span = spanOf(rangeOf(present));
    const spread = spreadOf(present);
    if (span !== null && spread !== null && spread <= tolerance * span + 1e-12) return 'within';
    return 'differing';
  }
  const texts = new Set(present.map((v) => v.text.trim().toLowerCase()));
  return texts.size === 1 ? 'agreed' : 'differing';
}

/**
 * The reader whose reading alone keeps a value from agreeing: the only one without whom the others
 * agree (or lie within the tolerance). Needs three readers or more; null when no single reader is it.
 */
export function oddOneOutOf(values: readonly (ComparedValue | undefined)[], tolerance = DEFAULT_TOLERANCE): number | null {
  if (values.length < 3) return null;
  const overall = agreementOf(values, tolerance);
  if (overall === 'agreed' || overall === 'within') return null;
  const candidates = values
    .map((_, i) => i)
    .filter((i) => {
      const rest = agreementOf(values.filter((_, j) => j !== i), tolerance);
      return rest === 'agreed' || rest === 'within';
    });
  return candidates.length === 1 ? candidates[0]! : null;
}

/** The spread as shown: in the axis's unit, or in decades on a log axis. */
function spreadText(values: readonly (ComparedValue | undefined)[]): string | null {
  const spread = spreadOf(values);
  if (spread === null) return null;
  return rangeOf(values.filter((v): v is ComparedValue => !!v))?.log ? `${formatNumber(spread)} decades` : formatNumber(spread);
}

const side = (v: ComparedValue | undefined): QcSideValue | null => (v ? { value: v.text, source: v.source } : null);

export function figuresOf(rows: readonly QcComparisonRow[]): QcAgreementFigures {
  const count = (...kinds: QcAgreement[]) => rows.filter((r) => kinds.includes(r.agreement)).length;
  return { compared: rows.length, agreed: count('agreed'), within: count('within'), differing: count('differing', 'missing') };
}

/** Options of a comparison. */
export interface CompareOptions {
  /** Share of an axis's range (in its own scale) within which readings count as one reading. @default 0.01 */
  tolerance?: number;
}

/**
 * Compares extractions of one paper value by value: the first is the reviewed one, the others its
 * readers to compare with (one or more). Each row has one reading per extraction, in this order.
 */
export function compareExtractions(extractions: readonly ComparedExtraction[], options: CompareOptions = {}): QcComparison {
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  if (!(tolerance >= 0)) throw new RangeError('The tolerance must be a share of the axis range, 0 or more');
  const rows: QcComparisonRow[] = [];
  for (const { id, first, tag, readings } of comparedValues(extractions)) {
    rows.push({
      id,
      studyKey: first.studyKey,
      tagGroup: first.tagGroup,
      item: first.label,
      tag,
      agreement: agreementOf(readings, tolerance),
      readings: readings.map(side),
      spread: spreadText(readings),
      oddOneOut: oddOneOutOf(readings, tolerance),
    });
  }
  rows.sort((x, y) => x.studyKey.localeCompare(y.studyKey) || x.tagGroup.localeCompare(y.tagGroup));
  return { readers: extractions.map(({ uuid, email, completedAt }) => ({ uuid, email, ...(completedAt ? { completedAt } : {}) })), tolerance, rows, figures: figuresOf(rows) };
}

/** Every compared value of the extractions: its row id, the item (as the first extraction having it names it), the tag, the item of each extraction and one reading per extraction. */
export function* comparedValues(extractions: readonly ComparedExtraction[]) {
  const byReader = extractions.map((e) => new Map(itemsOf(e.project).map((i) => [i.key, i])));
  // Items in the order the reviewed extraction has them, then those only later readers have.
  const keys = [...new Set(byReader.flatMap((items) => [...items.keys()]))];
  for (const key of keys) {
    const items = byReader.map((m) => m.get(key));
    const first = items.find((i): i is ComparedItem => !!i)!;
    const repeated = new Set(items.flatMap((i) => (i ? [...repeatedTags(i.compared)] : [])));
    const values = items.map((i) => valuesOf(i, repeated));
    const tags = [...new Set(values.flatMap((v) => [...v.keys()]))];
    for (const tag of tags) {
      yield { id: `${first.key}\u0001${tag}`.replace(/\u0001/g, ' | '), first, tag, items, readings: values.map((v) => v.get(tag)) };
    }
  }
}

/** Where each compared value lies in each extraction: per row id, the item of each extraction (absent where it has none) and the reading's place in it. */
export interface ComparedPlaces {
  entries: (ExtractionEntry | undefined)[];
  targets: (ValueTarget | undefined)[];
  /** The tag row each extraction read the value on, when it is a tag. */
  rows: (EntryRow | undefined)[];
}

/** The places of every compared value of a comparison of the same extractions, by row id. */
export function comparedPlaces(extractions: readonly ComparedExtraction[]): Map<string, ComparedPlaces> {
  const places = new Map<string, ComparedPlaces>();
  for (const { id, items, readings } of comparedValues(extractions)) {
    places.set(id, {
      entries: items.map((i) => i?.entry),
      targets: readings.map((r) => r?.target),
      rows: readings.map((r, i) => (r?.target?.kind === 'row' ? items[i]?.entry.rows[r.target.rowIndex] : undefined)),
    });
  }
  return places;
}

/**
 * The value a resolution keeps; null while it waits for discussion, or when it keeps the value of a
 * reader who is no longer compared or has no reading of it (the value is then still to decide).
 */
export function resolvedValue(comparison: QcComparison, row: QcComparisonRow, resolution: QcResolution): string | null {
  switch (resolution.kind) {
    case 'keep': {
      const index = comparison.readers.findIndex((r) => r.uuid === resolution.reader);
      return index < 0 ? null : (row.readings[index]?.value ?? null);
    }
    case 'corrected':
      return resolution.value;
    case 'discuss':
      return null;
  }
}

/** Rows that need the reviewer: every value that differs or was not read by every extractor. */
export const rowsToResolve = (comparison: QcComparison) => comparison.rows.filter((r) => r.agreement === 'differing' || r.agreement === 'missing');

