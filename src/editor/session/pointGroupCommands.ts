import { EditorError } from '../core/errors';
import { clampTupleTolerance, pointGroupDisplayName, rebuildTuples, TUPLE_TOLERANCE } from '../core/model/pointGroups';
import type { Axes, DataPoint, Dataset, PointGroupSettings, PointMetadata, TagRef } from '../core/model/types';
import { axesIndex, datasetIndex, pagePath, patchCommand, type CommandContext, type PatchCommand } from './commands';
import type { PatchOperation } from './patch';
import { clientLog, LOG_MESSAGES } from '../core/log';

/*
 * Point groups (spec 3 sections 3 and 4): an XY or bar graph may collect, beside its main values
 * ('Central tendency'), points of other groups such as a standard deviation or the ends of a
 * confidence interval. The groups are set on the graph (axes metadata `pointGroups`) and copied to
 * each of its datasets (`pointGroups` names); a point carries its group index, and each dataset's
 * tuples link a Central tendency point with the grouped points that line up with it on the matched
 * coordinate, within the tolerance. Tuples are always rebuilt from the points, never edited by hand.
 */

/** The spec's point-group messages, word for word where the spec gives them. */
export const POINT_GROUP_MESSAGES = {
  deleteGroup: 'This will delete all data points in this point group. Are you sure?',
  deletePoint: (group: string) => `Delete this point of the point group '${group}'? The rest of its tuple stays.`,
  outOfSync: 'Tuples are out of sync with the points. Refresh tuples to link each point to the Central tendency point it lines up with.',
  unmatched: (count: number, matchOn: 'x' | 'y', tolerance: number) =>
    `${count} ${count === 1 ? 'point is' : 'points are'} in no tuple: no Central tendency point lies within ${tolerance} px on ${matchOn.toUpperCase()}.`,
  nameRequired: 'A point group needs a tag',
  nameTaken: (name: string) => `${name} is already a point group of this graph`,
  mainType: 'The main tag is the graph data type and cannot be a point group',
} as const;

/** Axes types that support point groups (spec 3 section 3). */
export const POINT_GROUP_AXES_TYPES = ['xy', 'bar'] as const;

/** True when the graph can have point groups. */
export const supportsPointGroups = (axes: Pick<Axes, 'type'>): boolean => (POINT_GROUP_AXES_TYPES as readonly string[]).includes(axes.type);

/** Tolerance a new settings popup offers, in pixels. */
export const DEFAULT_TUPLE_TOLERANCE = TUPLE_TOLERANCE.min;

/** The tolerance a rebuild uses: the graph's, or the refresh default (1 px) when it has none. */
export function toleranceOf(settings: Partial<Pick<PointGroupSettings, 'tolerance'>> | undefined): number {
  const t = settings?.tolerance;
  return typeof t === 'number' && Number.isFinite(t) ? Math.min(t, TUPLE_TOLERANCE.max) : TUPLE_TOLERANCE.refreshDefault;
}

/** Display names of a graph's groups: 'Central tendency', then '[X] tag' or '[Y] tag'. */
export function pointGroupLabels(settings: Pick<PointGroupSettings, 'names' | 'matchOn'>): string[] {
  if (!settings.names.length) return [];
  return settings.names.map((name, i) => pointGroupDisplayName(name, settings.matchOn, i));
}

/** The axis whose value a grouped point carries: the one not matched (bar graphs: the bar axis). */
export function groupValueAxis(axes: Pick<Axes, 'type'>, matchOn: 'x' | 'y'): 'x' | 'y' | 'bar' {
  if (axes.type === 'bar') return 'bar';
  return matchOn === 'x' ? 'y' : 'x';
}

/**
 * Check the group tags a user chose (index 0 is the main group, the graph's data type): every
 * other group needs a tag, distinct from the others and from the main one. Answers a message per
 * group index (undefined where fine).
 */
export function validatePointGroupNames(names: readonly string[]): (string | undefined)[] {
  const seen = new Map<string, number>();
  return names.map((raw, i) => {
    if (i === 0) return undefined;
    const name = raw.trim();
    if (!name) return POINT_GROUP_MESSAGES.nameRequired;
    const key = name.toLowerCase();
    if (key === names[0]?.trim().toLowerCase()) return POINT_GROUP_MESSAGES.mainType;
    if (seen.has(key)) return POINT_GROUP_MESSAGES.nameTaken(name);
    seen.set(key, i);
    return undefined;
  });
}

/** How a dataset's stored tuples compare with a rebuild from its points. */
export interface TupleSyncState {
  /** The stored tuples are what a rebuild gives. */
  inSync: boolean;
  /** Grouped points a rebuild leaves out of every tuple. */
  unmatched: number;
}

const sameTuples = (a: readonly (readonly (number | null)[])[], b: readonly (readonly (number | null)[])[]) =>
  a.length === b.length && a.every((t, i) => t.length === b[i]!.length && t.every((v, j) => v === b[i]![j]));

/** Compare a dataset's tuples with a rebuild under the graph's settings. */
export function tupleSyncState(dataset: Dataset, settings: PointGroupSettings): TupleSyncState {
  if (!settings.names.length) return { inSync: true, unmatched: 0 };
  const { tuples, unmatched } = rebuildTuples(dataset.points, settings.names.length, { matchOn: settings.matchOn, tolerance: toleranceOf(settings) });
  return { inSync: sameTuples(tuples, dataset.tuples), unmatched: unmatched.length };
}

/** Operations that give one dataset the groups and the tuples its points make. */
function datasetGroupOps(ctx: CommandContext, d: number, dataset: Dataset, names: readonly string[], points: readonly DataPoint[], settings: PointGroupSettings): PatchOperation[] {
  const ops: PatchOperation[] = [];
  if (!sameNames(dataset.pointGroups, names)) ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', d, 'pointGroups'), value: [...names] });
  const tuples = names.length ? rebuildTuples(points, names.length, { matchOn: settings.matchOn, tolerance: toleranceOf(settings) }).tuples : [];
  if (!sameTuples(tuples, dataset.tuples)) ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', d, 'tuples'), value: tuples });
  return ops;
}

const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((n, i) => n === b[i]);

/** Indices (on the page) of the datasets of a graph. */
function datasetsOf(ctx: CommandContext, axesName: string): number[] {
  const out: number[] = [];
  ctx.document.pages[ctx.pageIndex]!.datasets.forEach((d, i) => {
    if (d.axesName === axesName) out.push(i);
  });
  return out;
}

function axesOf(ctx: CommandContext, axesName: string): { a: number; axes: Axes } {
  const a = axesIndex(ctx, axesName);
  return { a, axes: ctx.document.pages[ctx.pageIndex]!.axes[a]! };
}

/**
 * Create or rename a graph's point groups and choose how tuples match: the settings go to the
 * graph, the names to each of its datasets, and every dataset's tuples are rebuilt. `names[0]` is
 * the main group (the graph's data type). Groups are removed with `deleteGraphPointGroup`, so the list
 * may only grow or keep its length here.
 */
export function setPointGroups(ctx: CommandContext, axesName: string, settings: PointGroupSettings): PatchCommand {
  const { a, axes } = axesOf(ctx, axesName);
  if (!supportsPointGroups(axes)) throw new EditorError('project-invalid', `${axesName} cannot have point groups`);
  const current = axes.metadata.pointGroups?.names ?? [];
  if (settings.names.length < current.length) throw new EditorError('project-invalid', 'Point groups are removed one by one with their points');
  const problems = validatePointGroupNames(settings.names);
  const problem = problems.find((p) => p !== undefined);
  if (problem) {
    clientLog.error('point-group-upgrade-failed', LOG_MESSAGES.pointGroupUpgradeFailed, { axes: axesName, reason: problem });
    throw new EditorError('project-invalid', problem);
  }
  const clean: PointGroupSettings = {
    names: settings.names.map((n) => n.trim()),
    matchOn: settings.matchOn,
    tolerance: clampTupleTolerance(settings.tolerance),
  };
  const ops: PatchOperation[] = [{ op: axes.metadata.pointGroups ? 'replace' : 'add', path: pagePath(ctx, 'axes', a, 'metadata', 'pointGroups'), value: clean }];
  const page = ctx.document.pages[ctx.pageIndex]!;
  for (const d of datasetsOf(ctx, axesName)) ops.push(...datasetGroupOps(ctx, d, page.datasets[d]!, clean.names, page.datasets[d]!.points, clean));
  return patchCommand(ctx.document, axes.metadata.pointGroups ? 'Edit point groups' : 'Create point groups', ops);
}

/**
 * Delete a point group of a graph: its points leave every dataset of the graph, with their tuple
 * entries; later groups move down one index. Deleting the last group other than the main one
 * removes the graph's point groups altogether. The main group cannot be deleted.
 */
export function deleteGraphPointGroup(ctx: CommandContext, axesName: string, group: number): PatchCommand {
  const { a, axes } = axesOf(ctx, axesName);
  const settings = axes.metadata.pointGroups;
  if (!settings || group <= 0 || group >= settings.names.length) throw new EditorError('project-invalid', `Point group ${group} of ${axesName} not found`);
  const names = settings.names.filter((_, g) => g !== group);
  const ops: PatchOperation[] = [];
  const page = ctx.document.pages[ctx.pageIndex]!;
  const keepGroups = names.length > 1;
  for (const d of datasetsOf(ctx, axesName)) {
    const dataset = page.datasets[d]!;
    for (let i = dataset.points.length - 1; i >= 0; i--) if ((dataset.points[i]!.group ?? 0) === group) ops.push({ op: 'remove', path: pagePath(ctx, 'datasets', d, 'points', i) });
    // Indices below are those left after the removals above.
    const finalPoints: DataPoint[] = [];
    for (const p of dataset.points) {
      const g = p.group ?? 0;
      if (g === group) continue;
      const at = pagePath(ctx, 'datasets', d, 'points', finalPoints.length, 'group');
      if (keepGroups && g > group) {
        ops.push({ op: 'replace', path: at, value: g - 1 });
        finalPoints.push({ ...p, group: g - 1 });
      } else if (!keepGroups && p.group !== undefined) {
        // Without other groups the main group's points lose their index.
        ops.push({ op: 'remove', path: at });
        const { group: _dropped, ...rest } = p;
        finalPoints.push(rest);
      } else finalPoints.push(p);
    }
    const finalNames = keepGroups ? names : [];
    const next: PointGroupSettings = { ...settings, names: finalNames };
    if (!sameNames(dataset.pointGroups, finalNames)) ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', d, 'pointGroups'), value: finalNames });
    const tuples = finalNames.length ? rebuildTuples(finalPoints, finalNames.length, { matchOn: next.matchOn, tolerance: toleranceOf(next) }).tuples : [];
    ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', d, 'tuples'), value: tuples });
  }
  if (keepGroups) ops.push({ op: 'replace', path: pagePath(ctx, 'axes', a, 'metadata', 'pointGroups', 'names'), value: names });
  else ops.push({ op: 'remove', path: pagePath(ctx, 'axes', a, 'metadata', 'pointGroups') });
  return patchCommand(ctx.document, 'Delete point group', ops);
}

/**
 * Rebuild the tuples of every dataset of a graph from its points (after a merge or an import left
 * them out of step). Uses the graph's tolerance, or 1 px when it has none.
 */
export function refreshTuples(ctx: CommandContext, axesName: string): PatchCommand {
  const { axes } = axesOf(ctx, axesName);
  const settings = axes.metadata.pointGroups;
  const ops: PatchOperation[] = [];
  const page = ctx.document.pages[ctx.pageIndex]!;
  const failed: string[] = [];
  if (settings?.names.length)
    for (const d of datasetsOf(ctx, axesName)) {
      // One dataset whose points cannot be grouped leaves the others refreshed.
      try {
        ops.push(...datasetGroupOps(ctx, d, page.datasets[d]!, settings.names, page.datasets[d]!.points, settings));
      } catch (error) {
        failed.push(page.datasets[d]!.name);
        clientLog.debug('tuple-refresh-dataset', error instanceof Error ? error.message : String(error), { dataset: page.datasets[d]!.name });
      }
    }
  if (failed.length) clientLog.error('tuple-refresh-failed', LOG_MESSAGES.tupleRefreshFailed, { axes: axesName, datasets: failed });
  return patchCommand(ctx.document, 'Refresh tuples', ops);
}

/** The tuples of a dataset after its points changed, as an operation (none when unchanged). */
function tupleOpsAfter(ctx: CommandContext, d: number, dataset: Dataset, points: readonly DataPoint[], settings: PointGroupSettings | undefined): PatchOperation[] {
  if (!settings?.names.length) return [];
  const tuples = rebuildTuples(points, settings.names.length, { matchOn: settings.matchOn, tolerance: toleranceOf(settings) }).tuples;
  return sameTuples(tuples, dataset.tuples) ? [] : [{ op: 'replace', path: pagePath(ctx, 'datasets', d, 'tuples'), value: tuples }];
}

function graphOfDataset(ctx: CommandContext, datasetName: string): { d: number; dataset: Dataset; axes: Axes | undefined } {
  const d = datasetIndex(ctx, datasetName);
  const page = ctx.document.pages[ctx.pageIndex]!;
  const dataset = page.datasets[d]!;
  return { d, dataset, axes: page.axes.find((x) => x.name === dataset.axesName) };
}

/**
 * A point's metadata for a group other than the main one: the value row of the group's axis
 * carries the group's tag instead of the graph's data type.
 */
export function groupPointMetadata(metadata: PointMetadata | undefined, valueAxis: string, tag: TagRef): PointMetadata | undefined {
  if (!metadata) return metadata;
  const out: PointMetadata = { ...metadata };
  for (const key of Object.keys(metadata)) {
    const index = Number(key);
    if (!Number.isInteger(index)) continue;
    const entry = metadata[index]!;
    if (entry.axis === valueAxis && entry.axisType === 'value') out[index] = { ...entry, tag: { name: tag.name, uuid: tag.uuid } };
  }
  return out;
}

/**
 * Add a point to a group of a dataset and rebuild its tuples, as one step. Group 0 (or a dataset
 * whose graph has no groups) adds a plain point.
 */
export function addGroupedPoint(ctx: CommandContext, datasetName: string, point: DataPoint, group: number): PatchCommand {
  const { d, dataset, axes } = graphOfDataset(ctx, datasetName);
  const settings = axes?.metadata.pointGroups;
  const grouped = settings?.names.length && group > 0 && group < settings.names.length;
  const value: DataPoint = settings?.names.length ? { ...point, group: grouped ? group : 0 } : point;
  const points = [...dataset.points, value];
  const ops: PatchOperation[] = [{ op: 'add', path: pagePath(ctx, 'datasets', d, 'points', dataset.points.length), value }];
  ops.push(...tupleOpsAfter(ctx, d, dataset, points, settings));
  return patchCommand(ctx.document, 'Add point', ops);
}

/** Move a point and rebuild its dataset's tuples, as one step. */
export function moveGroupedPoint(ctx: CommandContext, datasetName: string, index: number, to: { x: number; y: number }): PatchCommand {
  const { d, dataset, axes } = graphOfDataset(ctx, datasetName);
  if (!dataset.points[index]) throw new EditorError('project-invalid', `Point ${index} of ${datasetName} not found`);
  const at = (field: string) => pagePath(ctx, 'datasets', d, 'points', index, field);
  const points = dataset.points.map((p, i) => (i === index ? { ...p, x: to.x, y: to.y } : p));
  return patchCommand(ctx.document, 'Move point', [
    { op: 'replace', path: at('x'), value: to.x },
    { op: 'replace', path: at('y'), value: to.y },
    ...tupleOpsAfter(ctx, d, dataset, points, axes?.metadata.pointGroups),
  ]);
}

/** Delete one point of a grouped dataset and rebuild the tuples, as one step. */
export function deleteGroupedPoint(ctx: CommandContext, datasetName: string, index: number): PatchCommand {
  const { d, dataset, axes } = graphOfDataset(ctx, datasetName);
  if (!dataset.points[index]) throw new EditorError('project-invalid', `Point ${index} of ${datasetName} not found`);
  const points = dataset.points.filter((_, i) => i !== index);
  const settings = axes?.metadata.pointGroups;
  const ops: PatchOperation[] = [{ op: 'remove', path: pagePath(ctx, 'datasets', d, 'points', index) }];
  if (settings?.names.length) {
    const tuples = rebuildTuples(points, settings.names.length, { matchOn: settings.matchOn, tolerance: toleranceOf(settings) }).tuples;
    ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', d, 'tuples'), value: tuples });
  }
  return patchCommand(ctx.document, 'Delete point', ops);
}

/** The group label of a point of a dataset on a graph with point groups, else null. */
export function pointGroupLabelOf(axes: Axes | undefined, point: DataPoint | undefined): string | null {
  const settings = axes?.metadata.pointGroups;
  if (!settings?.names.length || !point) return null;
  const g = point.group ?? 0;
  return pointGroupLabels(settings)[g] ?? null;
}
