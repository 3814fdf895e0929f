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

/*
 * Dual extraction: two people extract the same paper, and quality control compares them value by
 * value. Items are matched by study key, tag group and their descriptive (text) tags; several items
 * alike (the points of one curve) are paired in reading order, left to right. Each numeric tag and
 * each calibrated coordinate is then one compared value.
 */

/** Share of an axis's range within which two readings of one point count as the same reading. */
export const AXIS_TOLERANCE = 0.01;

export interface ComparedExtraction {
  uuid: string;
  email: string;
  project: Project;
}

interface ItemValue {
  tag: string;
  text: string;
  number: number | null;
  range: EntryCoordinate['range'];
  source: QcSource;
}

interface Item {
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

function itemsOf(project: Project): Item[] {
  const entries = extractionEntries(project);
  const groups = new Map<string, ExtractionEntry[]>();
  for (const e of entries) {
    const key = [e.compositeKey, e.tagGroup, descriptor(e)].join('\u0001');
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const items: Item[] = [];
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
function valuesOf(item: Item | undefined, repeated: ReadonlySet<string>): Map<string, ItemValue> {
  const values = new Map<string, ItemValue>();
  if (!item) return values;
  const { entry } = item;
  for (const [row, tag] of comparedTags(item.compared, repeated)) {
    values.set(tag, { tag, text: rowText(row.value), number: asNumber(row.value), range: null, source: entry.source });
  }
  for (const c of entry.coordinates) {
    const tag = `${c.axis} (read on the graph)`;
    values.set(tag, { tag, text: formatNumber(c.value), number: c.value, range: c.range, source: entry.source });
  }
  if (entry.kind === 'text' && entry.text) values.set('Selected text', { tag: 'Selected text', text: entry.text, number: null, range: null, source: entry.source });
  return values;
}

/** Whether two readings agree, are within 1 % of the axis range, or differ. */
export function agreementOf(a: ItemValue | undefined, b: ItemValue | undefined): QcAgreement {
  if (!a || !b) return 'missing';
  if (a.number !== null && b.number !== null) {
    if (a.number === b.number || formatNumber(a.number) === formatNumber(b.number)) return 'agreed';
    const range = a.range ?? b.range;
    if (range && range.max > range.min) {
      const scale = (v: number) => (range.log ? Math.log10(v) : v);
      const span = scale(range.max) - scale(range.min);
      const diff = Math.abs(scale(a.number) - scale(b.number));
      if (Number.isFinite(diff) && span > 0 && diff <= AXIS_TOLERANCE * span + 1e-12) return 'within';
    }
    return 'differing';
  }
  return a.text.trim().toLowerCase() === b.text.trim().toLowerCase() ? 'agreed' : 'differing';
}

const side = (v: ItemValue | undefined): QcSideValue | null => (v ? { value: v.text, source: v.source } : null);

export function figuresOf(rows: readonly QcComparisonRow[]): QcAgreementFigures {
  const count = (...kinds: QcAgreement[]) => rows.filter((r) => kinds.includes(r.agreement)).length;
  return { compared: rows.length, agreed: count('agreed'), within: count('within'), differing: count('differing', 'missing') };
}

/** Compares two extractions of one paper value by value. */
export function compareExtractions(a: ComparedExtraction, b: ComparedExtraction): QcComparison {
  const itemsA = itemsOf(a.project);
  const itemsB = new Map(itemsOf(b.project).map((i) => [i.key, i]));
  const rows: QcComparisonRow[] = [];
  const push = (item: Item, tag: string, va: ItemValue | undefined, vb: ItemValue | undefined) =>
    rows.push({
      id: `${item.key}\u0001${tag}`.replace(/\u0001/g, ' | '),
      studyKey: item.studyKey,
      tagGroup: item.tagGroup,
      item: item.label,
      tag,
      agreement: agreementOf(va, vb),
      a: side(va),
      b: side(vb),
    });
  const compareItem = (item: Item, other: Item | undefined, otherFirst = false) => {
    const repeated = new Set([...repeatedTags(item.compared), ...(other ? repeatedTags(other.compared) : [])]);
    const [va, vb] = [valuesOf(item, repeated), valuesOf(other, repeated)];
    if (otherFirst) for (const [tag, v] of va) push(item, tag, undefined, v);
    else for (const tag of new Set([...va.keys(), ...vb.keys()])) push(item, tag, va.get(tag), vb.get(tag));
  };
  for (const item of itemsA) {
    const other = itemsB.get(item.key);
    itemsB.delete(item.key);
    compareItem(item, other);
  }
  for (const item of itemsB.values()) compareItem(item, undefined, true);
  rows.sort((x, y) => x.studyKey.localeCompare(y.studyKey) || x.tagGroup.localeCompare(y.tagGroup));
  return { a: { uuid: a.uuid, email: a.email }, b: { uuid: b.uuid, email: b.email }, rows, figures: figuresOf(rows) };
}

/** The value a resolution keeps; null while it waits for discussion. */
export function resolvedValue(row: QcComparisonRow, resolution: QcResolution): string | null {
  switch (resolution.kind) {
    case 'a':
      return row.a?.value ?? '';
    case 'b':
      return row.b?.value ?? '';
    case 'corrected':
      return resolution.value;
    case 'discuss':
      return null;
  }
}

/** Rows that need the reviewer: every value that differs or was read by one extractor only. */
export const rowsToResolve = (comparison: QcComparison) => comparison.rows.filter((r) => r.agreement === 'differing' || r.agreement === 'missing');
