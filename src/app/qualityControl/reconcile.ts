import { calibrateAxes, type AxesType, type Calibration } from '../../editor/core/calibration';
import type { DataPoint, MetadataEntry, PointMetadata, Project, TextItem } from '../../editor/core/model/types';
import { metadataRows } from '../../editor/core/tagging';
import type { QcAgreement, QcComparison, QcComparisonRow, QcResolution } from '../../screens/QualityControl/qcTypes';
import { comparedPlaces, resolvedValue, type ComparedExtraction, type ComparedPlaces } from './dualExtraction';
import type { ExtractionEntry } from './entries';
import { RECONCILIATION_KEY, type ReconciledMark, type ValueReconciliation } from './reconciledMark';

/*
 * The reconciled extraction: the reviewed extraction's document with every settled value applied
 * (the kept reader's value or the corrected one), marked as reconciled in its misc, and each
 * compared value marked with how it was reached, so its CSV can say so.
 */

export { RECONCILIATION_KEY, reconciledAgreements, reconciledMarkOf, type ReconciledAgreement, type ReconciledMark, type ValueReconciliation } from './reconciledMark';

const differs = (agreement: QcAgreement) => agreement === 'differing' || agreement === 'missing';

/** The value a resolution settles, or null while the row is still to decide (no decision, marked for discussion, or keeping a reader who has no reading). */
function settledValue(comparison: QcComparison, row: QcComparisonRow, resolution: QcResolution | undefined): string | null {
  return resolution ? resolvedValue(comparison, row, resolution) : null;
}

/** How many differing values are still to decide before the reconciled extraction can be saved; a value marked for discussion is one of them. */
export function valuesLeftToSettle(comparison: QcComparison, resolutions: Readonly<Record<string, QcResolution>>): number {
  return comparison.rows.filter((row) => differs(row.agreement) && settledValue(comparison, row, resolutions[row.id]) === null).length;
}

export interface ReconcileOptions {
  /** The reviewer's e-mail address. */
  by: string;
  /** When (ISO 8601). */
  at: string;
}

export interface ReconciledProject {
  project: Project;
  /** Values settled. */
  settled: number;
  /** Values the reviewed extraction has no item for (a point or text only another reader took): named 'item, tag'; left out. */
  unplaced: string[];
}

/** Where an item of the reviewed project lives: a point (with its calibration) or a text. */
type Place = { kind: 'point'; point: DataPoint; calibration: Calibration | null; axisNames: string[] } | { kind: 'text'; text: TextItem };

const AXIS_NAMES: Partial<Record<string, string[]>> = { xy: ['x', 'y'], bar: ['bar'], polar: ['r', 'theta'], map: ['x', 'y'], ternary: ['a', 'b', 'c'] };

/** The point or text of a project an extraction entry was read from. */
function placeOf(project: Project, entry: ExtractionEntry): Place | null {
  const page = project.pages.find((p) => p.file === entry.source.file && p.page === entry.source.page);
  if (!page) return null;
  if (entry.kind === 'text') {
    const text = page.texts?.find((t) => `text:${t.uuid}` === entry.id);
    return text ? { kind: 'text', text } : null;
  }
  const dataset = page.datasets.find((d) => d.axesName === entry.axesName && d.name === entry.datasetName);
  const point = dataset?.points[entry.index ?? -1];
  if (!point) return null;
  const axes = page.axes.find((a) => a.name === entry.axesName);
  let calibration: Calibration | null = null;
  if (axes && axes.type !== 'table') {
    try {
      calibration = calibrateAxes(axes.type as AxesType, axes.calibrationPoints, axes.options as never);
    } catch {
      calibration = null;
    }
  }
  return { kind: 'point', point, calibration, axisNames: (axes && AXIS_NAMES[axes.type]) ?? [] };
}

const metadataOf = (place: Place): PointMetadata => {
  if (place.kind === 'text') return place.text.metadata as PointMetadata;
  place.point.metadata ??= {};
  return place.point.metadata;
};

function markValue(place: Place, key: string, mark: ValueReconciliation) {
  const metadata = metadataOf(place) as PointMetadata & { [RECONCILIATION_KEY]?: Record<string, ValueReconciliation> };
  metadata[RECONCILIATION_KEY] = { ...(metadata[RECONCILIATION_KEY] ?? {}), [key]: mark };
}

/** A typed value as stored: a number where the entry held one and the text is a number. */
function typedValue(text: string, like: MetadataEntry['value']): string | number {
  const n = Number(text.trim());
  return typeof like === 'number' && text.trim() !== '' && Number.isFinite(n) ? n : text;
}

/** The value a resolution keeps, exactly as the kept reader has it (not rounded for display). */
function keptExactly(places: ComparedPlaces, readerIndex: number, row: QcComparisonRow): string | number | null {
  const target = places.targets[readerIndex];
  const entry = places.entries[readerIndex];
  if (!target || !entry) return null;
  if (target.kind === 'coordinate') return entry.coordinates.find((c) => c.axis === target.axis)?.value ?? null;
  if (target.kind === 'row') return entry.rows[target.rowIndex]?.value ?? null;
  return row.readings[readerIndex]?.value ?? null;
}

/** Puts a value where the reviewed extraction read it (or, a tag it lacks, adds it as the kept reader tagged it); false when it cannot. */
function applyValue(project: Project, readerProjects: readonly Project[], places: ComparedPlaces, value: string | number, from: number): { place: Place; key: string } | null {
  const entry = places.entries[0];
  if (!entry) return null;
  const place = placeOf(project, entry);
  if (!place) return null;
  const target = places.targets[0] ?? places.targets[from] ?? places.targets.find((t) => !!t);
  if (!target) return null;
  if (target.kind === 'text') {
    if (place.kind !== 'text') return null;
    place.text.text = String(value);
    return { place, key: 'text' };
  }
  if (target.kind === 'coordinate') {
    if (place.kind !== 'point' || !place.calibration) return null;
    const i = place.axisNames.indexOf(target.axis);
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    if (i < 0 || !Number.isFinite(n)) return null;
    const data = place.calibration.pixelToData(place.point.x, place.point.y);
    data[i] = n;
    const pixel = place.calibration.dataToPixel(...data);
    if (!Number.isFinite(pixel.x) || !Number.isFinite(pixel.y)) return null;
    place.point.x = pixel.x;
    place.point.y = pixel.y;
    return { place, key: `axis:${target.axis}` };
  }
  const metadata = metadataOf(place);
  if (places.targets[0]) {
    const row = metadataRows(metadata)[target.rowIndex];
    if (!row) return null;
    row.entry.value = typeof value === 'number' ? value : typedValue(value, row.entry.value);
    return { place, key: `entry:${row.index}` };
  }
  // The reviewed item lacks this tag: it is added as the kept reader tagged it.
  const readerEntry = places.entries[from];
  const readerProject = readerProjects[from - 1];
  if (!readerEntry || !readerProject) return null;
  const readerPlace = placeOf(readerProject, readerEntry);
  const source = readerPlace ? metadataRows(metadataOf(readerPlace))[target.rowIndex] : undefined;
  if (!source) return null;
  const rows = metadataRows(metadata);
  const index = rows.length ? Math.max(...rows.map((r) => r.index)) + 1 : 0;
  metadata[index] = { ...structuredClone(source.entry), value: typeof value === 'number' ? value : typedValue(value, source.entry.value) };
  return { place, key: `entry:${index}` };
}

/**
 * The reconciled project: the reviewed extraction (the first) with every settled value of the
 * comparison applied, each compared value marked with how it was reached, and the project marked
 * as reconciled. Throws while a differing value is still to decide.
 */
export function reconcileProject(
  extractions: readonly ComparedExtraction[],
  comparison: QcComparison,
  resolutions: Readonly<Record<string, QcResolution>>,
  options: ReconcileOptions,
): ReconciledProject {
  const left = valuesLeftToSettle(comparison, resolutions);
  if (left > 0) throw new Error(`${left} ${left === 1 ? 'value is' : 'values are'} still to decide`);
  const [reviewed, ...others] = extractions;
  if (!reviewed) throw new Error('There is no reviewed extraction');
  const project = structuredClone(reviewed.project);
  const places = comparedPlaces(extractions);
  let settled = 0;
  const unplaced: string[] = [];
  for (const row of comparison.rows) {
    const at = places.get(row.id);
    if (!at) continue;
    if (!differs(row.agreement)) {
      const entry = at.entries[0];
      const target = at.targets[0];
      const place = entry && target ? placeOf(project, entry) : null;
      if (!place || !target) continue;
      const key = target.kind === 'coordinate' ? `axis:${target.axis}` : target.kind === 'text' ? 'text' : `entry:${metadataRows(metadataOf(place))[target.rowIndex]?.index}`;
      markValue(place, key, { agreement: row.agreement === 'agreed' ? 'agreed' : 'within tolerance' });
      continue;
    }
    const resolution = resolutions[row.id]!;
    const from = resolution.kind === 'keep' ? comparison.readers.findIndex((r) => r.uuid === resolution.reader) : 0;
    const value = resolution.kind === 'keep' ? keptExactly(at, from, row) : resolution.kind === 'corrected' ? resolution.value : null;
    const applied = value === null ? null : applyValue(project, others.map((o) => o.project), at, value, Math.max(from, 0));
    if (!applied) {
      unplaced.push(`${row.item}, ${row.tag}`);
      continue;
    }
    settled++;
    const note = resolution.note?.trim();
    markValue(applied.place, applied.key, { agreement: row.agreement === 'missing' ? 'read once' : 'settled', by: options.by, ...(note ? { note } : {}) });
  }
  const mark: ReconciledMark = { from: extractions.map((e) => e.uuid), by: options.by, at: options.at, tolerance: comparison.tolerance };
  (project.misc as Project['misc'] & { reconciled?: ReconciledMark }).reconciled = mark;
  return { project, settled, unplaced };
}
