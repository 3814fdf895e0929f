import { calibrateAxes } from '../core/calibration';
import { GRAPH_KIND_INFO, isGraphKind, type LabelledAxis } from '../core/axesKinds';
import { EditorError } from '../core/errors';
import { datasetName } from '../core/model/names';
import type { AxesMetadata, AxisLabel, AxisType, Axes, DataPoint, Dataset, MetadataEntry, PointMetadata, TagGroup, TagRef } from '../core/model/types';
import { DEFAULT_DECIMALS } from '../core/model/types';
import { metadataRows, SPECIAL_TAGS, withRows } from '../core/tagging';
import { axesIndex, compositePatchCommand, datasetIndex, pagePath, patchCommand, replaceAxes, type CommandContext, type PatchCommand } from './commands';
import type { PatchOperation } from './patch';
import { clientLog, LOG_MESSAGES } from '../core/log';

/*
 * Datasets of study branches and the metadata their points get from the axes labels (spec 3
 * sections 3 and 4): a graph gets one dataset per study branch and tag group, named
 * {compositeKey}_{uuid}; a new point is tagged with the axes' data types, units, descriptions and
 * ratio types and its value on each axis; changing the labels or the calibration rewrites the
 * points already collected.
 */

/** A study branch row as saved: a composite key of the study tree and a tag group name. */
export interface DatasetRow {
  studyBranch: string;
  tagGroup: string;
}

/** What saving the rows does to a graph: datasets kept, removed and created. */
export interface DatasetRowsPlan {
  keep: string[];
  remove: string[];
  create: DatasetRow[];
}

const pairKey = (branch: string, tagGroup: string) => `${branch}\u0000${tagGroup.toLowerCase()}`;

/**
 * Compare the rows with the graph's study-branch datasets. A dataset whose branch and tag group a
 * row still names is kept; the others are removed unless they have points (those stay: their rows
 * cannot be removed in the popup); rows naming a new pair become new datasets.
 */
export function planDatasetRows(datasets: readonly Dataset[], rows: readonly DatasetRow[]): DatasetRowsPlan {
  const wanted = new Map<string, DatasetRow>();
  for (const row of rows) if (!wanted.has(pairKey(row.studyBranch, row.tagGroup))) wanted.set(pairKey(row.studyBranch, row.tagGroup), row);
  const keep: string[] = [];
  const remove: string[] = [];
  const present = new Set<string>();
  for (const d of datasets) {
    const sd = d.metadata.studyData;
    if (!sd?.compositeKey) continue;
    const pair = pairKey(sd.compositeKey, sd.tagGroup?.name ?? '');
    if ((wanted.has(pair) && !present.has(pair)) || d.points.length > 0) {
      keep.push(d.name);
      present.add(pair);
    } else remove.push(d.name);
  }
  const create = [...wanted].filter(([pair]) => !present.has(pair)).map(([, row]) => row);
  return { keep, remove, create };
}

export interface DatasetCommandOptions {
  /** Makes the uuids of new datasets, tag group instances and points. @default crypto.randomUUID */
  newUuid?: () => string;
}

const randomUuid = () => globalThis.crypto.randomUUID();

/** A dataset command, with the names of the datasets it creates and removes. */
export type DatasetRowsCommand = PatchCommand & { readonly created: readonly string[]; readonly removed: readonly string[] };

/**
 * Save the study branch rows of a graph: create a dataset for each new branch and tag group
 * ({compositeKey}_{uuid}, metadata {name, uuid, studyData {compositeKey, tagGroup {name, uuid,
 * instanceUuid}}}) and delete the graph's datasets no row names any more, unless they have points.
 * `tagGroups` are the extraction's tag groups, where the groups' uuids come from.
 */
export function applyDatasetRows(
  ctx: CommandContext,
  axesName: string,
  rows: readonly DatasetRow[],
  tagGroups: readonly TagGroup[],
  options: DatasetCommandOptions = {},
): DatasetRowsCommand {
  const newUuid = options.newUuid ?? randomUuid;
  axesIndex(ctx, axesName);
  const page = ctx.document.pages[ctx.pageIndex]!;
  const plan = planDatasetRows(
    page.datasets.filter((d) => d.axesName === axesName),
    rows,
  );
  const ops: PatchOperation[] = [];
  const removeIndices = plan.remove.map((name) => datasetIndex(ctx, name)).sort((a, b) => b - a);
  for (const i of removeIndices) ops.push({ op: 'remove', path: pagePath(ctx, 'datasets', i) });
  const taken = new Set(page.datasets.map((d) => d.name));
  const created: string[] = [];
  let next = page.datasets.length - removeIndices.length;
  for (const row of plan.create) {
    const group = tagGroups.find((g) => g.name.toLowerCase() === row.tagGroup.toLowerCase());
    if (!group) throw new EditorError('project-invalid', `Tag group ${row.tagGroup} not found`);
    let uuid = newUuid();
    while (taken.has(datasetName(row.studyBranch, uuid))) uuid = newUuid();
    const name = datasetName(row.studyBranch, uuid);
    taken.add(name);
    created.push(name);
    const dataset: Dataset = {
      name,
      axesName,
      metadata: { name, uuid, studyData: { compositeKey: row.studyBranch, tagGroup: { name: group.name, uuid: group.uuid, instanceUuid: newUuid() } } },
      points: [],
      metadataKeys: [],
      pointGroups: [],
      tuples: [],
    };
    ops.push({ op: 'add', path: pagePath(ctx, 'datasets', next++), value: dataset });
  }
  const label = plan.remove.length ? 'Set study branches' : created.length === 1 ? 'Add dataset' : 'Add datasets';
  return Object.assign(patchCommand(ctx.document, label, ops), { created, removed: plan.remove });
}

// ---- Point metadata from the axes labels ----

/** The labelled axes of an axes, in the order its calibration returns values (GRAPH_KIND_INFO); none for tables. */
export function labelledAxes(axes: Pick<Axes, 'type'>): LabelledAxis[] {
  return isGraphKind(axes.type) ? [...GRAPH_KIND_INFO[axes.type].labelledAxes] : [];
}

/** The data values of a pixel on an axes ([x, y] for XY, [value] for bar), or null while it cannot be calibrated. */
export function axesValuesAt(axes: Axes, x: number, y: number): number[] | null {
  if (axes.type === 'table') return null;
  try {
    return calibrateAxes(axes.type, axes.calibrationPoints, axes.options as never).pixelToData(x, y);
  } catch {
    return null;
  }
}

/** A calibrated value rounded to the label's decimals (empty or invalid decimals mean 2). */
export function roundToDecimals(value: number, decimals: number | undefined): number {
  const places = Number.isInteger(decimals) && decimals! >= 0 ? Math.min(decimals!, 20) : DEFAULT_DECIMALS;
  if (!Number.isFinite(value)) return value;
  return Number(value.toFixed(places));
}

/** The tag of that name in the extraction's tag groups (the first found, without case), or a tag with no uuid. */
export function findTag(tagGroups: readonly TagGroup[] | undefined, name: string): TagRef {
  const wanted = name.toLowerCase();
  for (const group of tagGroups ?? []) {
    const tag = group.tags.find((t) => t.name.toLowerCase() === wanted);
    if (tag) return { name: tag.name, uuid: tag.uuid };
  }
  return { name, uuid: '' };
}

const NOT_A_RATIO = 'Not a ratio';
const LABEL_ROW_TYPES: readonly AxisType[] = ['value', 'unit', 'description', 'changeFromBaseline'];

/** The rows one axis label gives a point: value, unit, and description and ratio type when set. */
function labelRows(axis: string, label: AxisLabel, value: number | string | null, tagGroups: readonly TagGroup[] | undefined): Map<AxisType, MetadataEntry> {
  const rows = new Map<AxisType, MetadataEntry>();
  rows.set('value', { tag: findTag(tagGroups, label.dataType), value, axis, axisType: 'value' });
  rows.set('unit', { tag: findTag(tagGroups, SPECIAL_TAGS.unit), value: label.unit, axis, axisType: 'unit' });
  if (label.description?.trim()) rows.set('description', { tag: findTag(tagGroups, SPECIAL_TAGS.description), value: label.description.trim(), axis, axisType: 'description' });
  if (label.changeFromBaseline && label.changeFromBaseline !== NOT_A_RATIO)
    rows.set('changeFromBaseline', { tag: findTag(tagGroups, SPECIAL_TAGS.changeFromBaseline), value: label.changeFromBaseline, axis, axisType: 'changeFromBaseline' });
  return rows;
}

export interface PointMetadataOptions extends DatasetCommandOptions {
  /** The extraction's tag groups, where tag uuids come from. */
  tagGroups?: readonly TagGroup[];
}

/**
 * The metadata a new point gets: for each labelled axis its value (tag: the data type, value: the
 * calibrated value rounded to the label's decimals) and unit, with description and ratio type
 * rows when the label has them; the dataset's composite key and tag group instance; a new uuid.
 */
export function pointMetadataFor(axes: Axes, dataset: Dataset, values: readonly number[], options: PointMetadataOptions = {}): PointMetadata {
  const labels = axes.metadata.axesLabelData ?? {};
  const entries: MetadataEntry[] = [];
  const axisNames = labelledAxes(axes);
  if (axes.type === 'xy' && (!labels.x?.dataType || !labels.y?.dataType)) clientLog.warn('xy-missing-data-type', LOG_MESSAGES.xyMissingDataType, { axes: axes.name });
  if (values.length > 0 && values.length !== axisNames.length)
    clientLog.warn('labels-values-mismatch', LOG_MESSAGES.labelsValuesMismatch, { axes: axes.name, labels: axisNames.length, values: values.length });
  axisNames.forEach((axis, i) => {
    const label = labels[axis];
    if (!label) return;
    const raw = values[i];
    const value = raw === undefined ? null : roundToDecimals(raw, label.decimals);
    entries.push(...labelRows(axis, label, value, options.tagGroups).values());
  });
  const base: PointMetadata = {};
  const sd = dataset.metadata.studyData;
  if (sd?.compositeKey) base.compositeKey = sd.compositeKey;
  if (sd?.tagGroup) base.tagGroup = { ...sd.tagGroup };
  base.uuid = (options.newUuid ?? randomUuid)();
  return withRows(base, entries);
}

/**
 * A new point's metadata with the tags of the previous point of its dataset that are not axis values:
 * a run of points along one curve is tagged once and confirmed with Enter.
 */
export function withPreviousTags(metadata: PointMetadata, previous: PointMetadata | undefined): PointMetadata {
  const carried = metadataRows(previous)
    .map((r) => r.entry)
    .filter((e) => !e.axis && !e.headerTag);
  if (!carried.length) return metadata;
  const own = metadataRows(metadata).map((r) => r.entry);
  const names = new Set(own.map((e) => e.tag.name));
  return withRows(metadata, [...own, ...carried.filter((e) => !names.has(e.tag.name)).map((e) => ({ ...e, tag: { ...e.tag } }))]);
}

/** Add a point at a pixel with the metadata the axes labels and the dataset's study branch give it. */
export function addLabelledPoint(ctx: CommandContext, datasetName: string, at: { x: number; y: number }, options: PointMetadataOptions = {}): PatchCommand {
  const d = datasetIndex(ctx, datasetName);
  const page = ctx.document.pages[ctx.pageIndex]!;
  const dataset = page.datasets[d]!;
  const axes = page.axes[axesIndex(ctx, dataset.axesName)]!;
  const calibrated = axesValuesAt(axes, at.x, at.y);
  if (!calibrated) clientLog.warn('calibrate-dataset', LOG_MESSAGES.datasetWithoutCalibration, { axes: axes.name, dataset: datasetName });
  const values = calibrated ?? [];
  const point: DataPoint = { x: at.x, y: at.y, metadata: pointMetadataFor(axes, dataset, values, { tagGroups: options.tagGroups ?? ctx.document.tagGroups, newUuid: options.newUuid }) };
  return patchCommand(ctx.document, 'Add point', [{ op: 'add', path: pagePath(ctx, 'datasets', d, 'points', dataset.points.length), value: point }]);
}

/**
 * A point's metadata with the rows of the labelled axes made to agree with `labels`: each row keeps
 * its place, rows a label no longer has are removed and missing ones added at the end. Values
 * come from `valueOf` (the old value when it gives undefined).
 */
function relabel(
  metadata: PointMetadata | undefined,
  labels: Partial<Record<string, AxisLabel>>,
  valueOf: (axis: string, old: MetadataEntry | undefined) => number | string | null | undefined,
  tagGroups: readonly TagGroup[] | undefined,
): PointMetadata {
  const rows = metadataRows(metadata).map((r) => r.entry);
  const out: MetadataEntry[] = [];
  const placed = new Set<string>();
  const wanted = new Map<string, Map<AxisType, MetadataEntry>>();
  for (const [axis, label] of Object.entries(labels)) {
    if (!label) continue;
    const old = rows.find((e) => e.axis === axis && e.axisType === 'value');
    const value = valueOf(axis, old);
    wanted.set(axis, labelRows(axis, label, value === undefined ? (old?.value ?? null) : value, tagGroups));
  }
  for (const entry of rows) {
    const axisRows = entry.axis !== undefined && entry.axisType && LABEL_ROW_TYPES.includes(entry.axisType) ? wanted.get(entry.axis) : undefined;
    if (!axisRows) {
      out.push(entry);
      continue;
    }
    const id = `${entry.axis}\u0000${entry.axisType}`;
    const next = axisRows.get(entry.axisType!);
    if (next && !placed.has(id)) {
      out.push({ ...entry, ...next, ...(entry.hidden !== undefined ? { hidden: entry.hidden } : {}) });
      placed.add(id);
    }
  }
  for (const [axis, axisRows] of wanted)
    for (const [type, entry] of axisRows) if (!placed.has(`${axis}\u0000${type}`)) out.push(entry);
  return withRows(metadata, out);
}

function pointsOfAxes(ctx: CommandContext, axesName: string): { d: number; dataset: Dataset }[] {
  const page = ctx.document.pages[ctx.pageIndex]!;
  return page.datasets.map((dataset, d) => ({ d, dataset })).filter(({ dataset }) => dataset.axesName === axesName);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Save new axes labels and rewrite the metadata of every point on the axes to match: data type
 * tags, units, descriptions and ratio types, values re-rounded to the new decimals. One undo step.
 */
export function rewriteAxisDataTypes(
  ctx: CommandContext,
  axesName: string,
  labels: NonNullable<AxesMetadata['axesLabelData']>,
  options: { tagGroups?: readonly TagGroup[] } = {},
): PatchCommand {
  const a = axesIndex(ctx, axesName);
  const tagGroups = options.tagGroups ?? ctx.document.tagGroups;
  const ops: PatchOperation[] = [{ op: 'add', path: pagePath(ctx, 'axes', a, 'metadata', 'axesLabelData'), value: labels }];
  const byAxis = labels as Partial<Record<string, AxisLabel>>;
  for (const { d, dataset } of pointsOfAxes(ctx, axesName))
    dataset.points.forEach((point, i) => {
      const next = relabel(point.metadata, byAxis, (axis, old) => (typeof old?.value === 'number' ? roundToDecimals(old.value, byAxis[axis]!.decimals) : undefined), tagGroups);
      if (!sameJson(next, point.metadata ?? {})) ops.push({ op: 'add', path: pagePath(ctx, 'datasets', d, 'points', i, 'metadata'), value: next });
    });
  return patchCommand(ctx.document, 'Set data types', ops);
}

/**
 * After 'Set values' changed an axes' calibration: recompute the value rows of every point on it
 * from its pixel position and the labels' decimals. Points with no value row for an axis are left
 * as they are; nothing happens while the axes cannot be calibrated.
 */
export function recomputeAxisValues(ctx: CommandContext, axesName: string): PatchCommand {
  const a = axesIndex(ctx, axesName);
  const axes = ctx.document.pages[ctx.pageIndex]!.axes[a]!;
  const labels = axes.metadata.axesLabelData ?? {};
  const axisNames = labelledAxes(axes);
  const ops: PatchOperation[] = [];
  for (const { d, dataset } of pointsOfAxes(ctx, axesName))
    dataset.points.forEach((point, i) => {
      const values = axesValuesAt(axes, point.x, point.y);
      if (!values) return;
      let changed = false;
      const rows = metadataRows(point.metadata).map(({ entry }) => {
        const k = entry.axisType === 'value' && entry.axis !== undefined ? axisNames.indexOf(entry.axis as LabelledAxis) : -1;
        if (k < 0 || values[k] === undefined) return entry;
        const value = roundToDecimals(values[k]!, labels[entry.axis as LabelledAxis]?.decimals);
        if (value === entry.value) return entry;
        changed = true;
        return { ...entry, value };
      });
      if (changed) ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', d, 'points', i, 'metadata'), value: withRows(point.metadata, rows) });
    });
  return patchCommand(ctx.document, 'Recompute values', ops);
}

/**
 * 'Set values' on a calibrated graph: new values (and options) for its calibration points, and the
 * value rows of every point on it recomputed to match. One undo step.
 */
export function setAxisValues(ctx: CommandContext, axesName: string, calibrationPoints: Axes['calibrationPoints'], options: Axes['options']): PatchCommand {
  const current = ctx.document.pages[ctx.pageIndex]!.axes[axesIndex(ctx, axesName)]!;
  const replaced = replaceAxes(ctx, axesName, { ...current, calibrationPoints, options } as Axes);
  // The recomputed values are read from the new calibration, so they are built with it in place.
  replaced.do();
  try {
    return compositePatchCommand(ctx.document, 'Set values', [replaced, recomputeAxisValues(ctx, axesName)]);
  } finally {
    replaced.undo();
  }
}

// ---- Clear all ----

/** Clear all does something only when the dataset has points or point groups. */
export function canClearAll(dataset: Pick<Dataset, 'points' | 'pointGroups'>): boolean {
  return dataset.points.length > 0 || dataset.pointGroups.length > 0;
}

/** Rows a user tagged: every numbered row that does not come from an axes label. */
const isUserTag = (entry: MetadataEntry) => !entry.axisType;

/** Clear all tags does something only when some point has a tag of its own. */
export function canClearAllTags(dataset: Pick<Dataset, 'points'>): boolean {
  return dataset.points.some((p) => metadataRows(p.metadata).some(({ entry }) => isUserTag(entry)));
}

/** Delete every point, point group and tuple of a dataset. Nothing happens when it has none. */
export function clearAll(ctx: CommandContext, datasetName: string): PatchCommand {
  const d = datasetIndex(ctx, datasetName);
  const dataset = ctx.document.pages[ctx.pageIndex]!.datasets[d]!;
  const ops: PatchOperation[] = [];
  if (canClearAll(dataset)) {
    ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', d, 'points'), value: [] });
    if (dataset.pointGroups.length) ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', d, 'pointGroups'), value: [] });
    if (dataset.tuples.length) ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', d, 'tuples'), value: [] });
  }
  return patchCommand(ctx.document, 'Clear all', ops);
}

/**
 * Remove the tags users gave the points of a dataset. The rows from the axes labels (values,
 * units, descriptions, ratio types) and each point's study branch and tag group stay.
 */
export function clearAllTags(ctx: CommandContext, datasetName: string): PatchCommand {
  const d = datasetIndex(ctx, datasetName);
  const dataset = ctx.document.pages[ctx.pageIndex]!.datasets[d]!;
  const ops: PatchOperation[] = [];
  dataset.points.forEach((point, i) => {
    const rows = metadataRows(point.metadata).map((r) => r.entry);
    const kept = rows.filter((e) => !isUserTag(e));
    if (kept.length !== rows.length) ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', d, 'points', i, 'metadata'), value: withRows(point.metadata, kept) });
  });
  return patchCommand(ctx.document, 'Clear all tags', ops);
}
