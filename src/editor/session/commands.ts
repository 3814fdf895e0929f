import { EditorError } from '../core/errors';
import { editIntentOf } from '../core/model/edits';
import { removePoints } from '../core/model/pointGroups';
import type { Axes, DataPoint, Dataset, PageData, PointMetadata } from '../core/model/types';
import type { ProjectFile } from '../core/project';
import type { Command } from '../core/undo';
import { applyInPlace, inverseOf, pointer, type PatchOperation } from './patch';

/*
 * Edits of an open extraction as commands that carry their own JSON Patch: `ops` take the document
 * from before the edit to after it, `inverseOps` take it back. Paths point into the saved document
 * (`saveProject`): `/pages/{index}/datasets/{index}/points/{index}/x`. Pages are addressed by their
 * index in `pages`, which never changes once a page exists (pages are added at the end and never
 * removed by an edit), so a path written on one page stays right while other pages are edited.
 */

/** A reversible edit that knows the operations it makes and the ones that revert it. */
export interface PatchCommand extends Command {
  /** Take the document from before the edit to after it. */
  readonly ops: readonly PatchOperation[];
  /** Take the document from after the edit back to before it (applied in order). */
  readonly inverseOps: readonly PatchOperation[];
}

/** Where commands are built: the live document and the index of the page being edited in `pages`. */
export interface CommandContext {
  readonly document: ProjectFile;
  readonly pageIndex: number;
}

/** True for commands that carry their own operations. */
export const isPatchCommand = (command: Command): command is PatchCommand =>
  Array.isArray((command as Partial<PatchCommand>).ops) && Array.isArray((command as Partial<PatchCommand>).inverseOps);

/**
 * A command from operations: the inverse is read from the document as it is now, so build it
 * right before executing it.
 */
export function patchCommand(document: ProjectFile, label: string, ops: readonly PatchOperation[]): PatchCommand {
  // Each inverse is read from the document as the previous operations left it: apply on a scratch
  // path only where an operation depends on an earlier one of the same command.
  const inverseOps = inversesInOrder(document, ops);
  return {
    label,
    ops,
    inverseOps,
    do: () => applyInPlace(document, ops),
    undo: () => applyInPlace(document, inverseOps),
  };
}

/** Several commands as one step; its operations are theirs in order. */
export function compositePatchCommand(document: ProjectFile, label: string, commands: readonly PatchCommand[]): PatchCommand {
  const ops = commands.flatMap((c) => c.ops);
  const inverseOps = [...commands].reverse().flatMap((c) => c.inverseOps);
  return { label, ops, inverseOps, do: () => applyInPlace(document, ops), undo: () => applyInPlace(document, inverseOps) };
}

/**
 * Inverses of a sequence of operations, reversed so they apply in order. An operation whose
 * inverse depends on an earlier one of the sequence (a value added then replaced) is read after
 * applying the earlier ones to a copy of just what they touch; the usual one- or two-operation
 * edit reads the live document and copies nothing.
 */
function inversesInOrder(document: ProjectFile, ops: readonly PatchOperation[]): PatchOperation[] {
  if (ops.length <= 1 || !overlapping(ops)) return ops.map((op) => inverseOf(document, op)).reverse();
  const inverses: PatchOperation[] = [];
  const applied: PatchOperation[] = [];
  try {
    for (const op of ops) {
      const inverse = inverseOf(document, op);
      applyInPlace(document, [op]);
      applied.push(inverse);
      inverses.push(inverse);
    }
  } finally {
    applyInPlace(document, [...applied].reverse());
  }
  return inverses.reverse();
}

/** True when some operation's path lies in or above an earlier operation's path, or arrays shift. */
function overlapping(ops: readonly PatchOperation[]): boolean {
  const seen: string[] = [];
  for (const op of ops) {
    if (op.op !== 'replace') return true;
    if (seen.some((p) => p === op.path || op.path.startsWith(`${p}/`) || p.startsWith(`${op.path}/`))) return true;
    seen.push(op.path);
  }
  return false;
}

// ---- Addressing ----

function page(ctx: CommandContext): PageData {
  const found = ctx.document.pages[ctx.pageIndex];
  if (!found) throw new EditorError('project-invalid', `Page ${ctx.pageIndex} does not exist`);
  return found;
}

/** The pointer of the context's page, or of a member below it. */
export const pagePath = (ctx: CommandContext, ...rest: (string | number)[]): string => pointer('pages', ctx.pageIndex, ...rest);

/** Index of a dataset by name on the context's page. */
export function datasetIndex(ctx: CommandContext, name: string): number {
  const index = page(ctx).datasets.findIndex((d) => d.name === name);
  if (index < 0) throw new EditorError('project-invalid', `Dataset ${name} not found`);
  return index;
}

/** Index of an axes by name on the context's page. */
export function axesIndex(ctx: CommandContext, name: string): number {
  const index = page(ctx).axes.findIndex((a) => a.name === name);
  if (index < 0) throw new EditorError('project-invalid', `Axes ${name} not found`);
  return index;
}

// ---- Points ----

/** Add points at the end of a dataset. */
export function addPoints(ctx: CommandContext, datasetName: string, points: readonly DataPoint[]): PatchCommand {
  const d = datasetIndex(ctx, datasetName);
  const start = page(ctx).datasets[d]!.points.length;
  const ops = points.map((p, i): PatchOperation => ({ op: 'add', path: pagePath(ctx, 'datasets', d, 'points', start + i), value: p }));
  return patchCommand(ctx.document, points.length === 1 ? 'Add point' : 'Add points', ops);
}

/** Add one point at the end of a dataset. */
export const addPoint = (ctx: CommandContext, datasetName: string, point: DataPoint): PatchCommand => addPoints(ctx, datasetName, [point]);

/** Move a point to a new pixel position. */
export function movePoint(ctx: CommandContext, datasetName: string, index: number, to: { x: number; y: number }): PatchCommand {
  const d = datasetIndex(ctx, datasetName);
  if (!page(ctx).datasets[d]!.points[index]) throw new EditorError('project-invalid', `Point ${index} of ${datasetName} not found`);
  const at = (field: string) => pagePath(ctx, 'datasets', d, 'points', index, field);
  return patchCommand(ctx.document, 'Move point', [
    { op: 'replace', path: at('x'), value: to.x },
    { op: 'replace', path: at('y'), value: to.y },
  ]);
}

/** Delete points by index; tuples are remapped as `removePoints` does. */
export function deletePoints(ctx: CommandContext, datasetName: string, indices: readonly number[]): PatchCommand {
  const d = datasetIndex(ctx, datasetName);
  const dataset = page(ctx).datasets[d]!;
  const doomed = [...new Set(indices)].filter((i) => i >= 0 && i < dataset.points.length).sort((a, b) => b - a);
  const ops: PatchOperation[] = doomed.map((i) => ({ op: 'remove', path: pagePath(ctx, 'datasets', d, 'points', i) }));
  if (dataset.tuples.length) {
    const { tuples } = removePoints(dataset, doomed);
    ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', d, 'tuples'), value: tuples });
  }
  return patchCommand(ctx.document, doomed.length === 1 ? 'Delete point' : 'Delete points', ops);
}

/** Replace the metadata of a point (undefined removes it). */
export function setPointMetadata(ctx: CommandContext, datasetName: string, index: number, metadata: PointMetadata | undefined): PatchCommand {
  const d = datasetIndex(ctx, datasetName);
  const point = page(ctx).datasets[d]!.points[index];
  if (!point) throw new EditorError('project-invalid', `Point ${index} of ${datasetName} not found`);
  return patchCommand(ctx.document, 'Set point data', [setMember(point, 'metadata', pagePath(ctx, 'datasets', d, 'points', index, 'metadata'), metadata)].flat());
}

// ---- Datasets ----

/** Add a dataset at the end of the page's datasets. */
export function addDataset(ctx: CommandContext, dataset: Dataset): PatchCommand {
  const p = page(ctx);
  if (p.datasets.some((d) => d.name === dataset.name)) throw new EditorError('project-invalid', `Dataset ${dataset.name} already exists`);
  return patchCommand(ctx.document, 'Add dataset', [{ op: 'add', path: pagePath(ctx, 'datasets', p.datasets.length), value: dataset }]);
}

/** Delete a dataset with its points. */
export function deleteDataset(ctx: CommandContext, datasetName: string): PatchCommand {
  return patchCommand(ctx.document, 'Delete dataset', [{ op: 'remove', path: pagePath(ctx, 'datasets', datasetIndex(ctx, datasetName)) }]);
}

/** Rename a dataset (and the name kept in its metadata, when there is one). */
export function renameDataset(ctx: CommandContext, from: string, to: string): PatchCommand {
  const d = datasetIndex(ctx, from);
  if (from !== to && page(ctx).datasets.some((ds) => ds.name === to)) throw new EditorError('project-invalid', `Dataset ${to} already exists`);
  const dataset = page(ctx).datasets[d]!;
  const ops: PatchOperation[] = [{ op: 'replace', path: pagePath(ctx, 'datasets', d, 'name'), value: to }];
  if (dataset.metadata.name === from) ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', d, 'metadata', 'name'), value: to });
  return patchCommand(ctx.document, 'Rename dataset', ops);
}

/** Replace the metadata of a dataset. */
export function setDatasetMetadata(ctx: CommandContext, datasetName: string, metadata: Dataset['metadata']): PatchCommand {
  const d = datasetIndex(ctx, datasetName);
  return patchCommand(ctx.document, 'Set dataset data', [{ op: 'replace', path: pagePath(ctx, 'datasets', d, 'metadata'), value: metadata }]);
}

// ---- Axes ----

/** Add an axes at the end of the page's axes. */
export function addAxes(ctx: CommandContext, axes: Axes): PatchCommand {
  const p = page(ctx);
  if (p.axes.some((a) => a.name === axes.name)) throw new EditorError('project-invalid', `Axes ${axes.name} already exists`);
  return patchCommand(ctx.document, 'Add axes', [{ op: 'add', path: pagePath(ctx, 'axes', p.axes.length), value: axes }]);
}

/** Add a graph with its first dataset, as one step: its undo removes both. */
export function addAxesWithDataset(ctx: CommandContext, axes: Axes, dataset: Dataset): PatchCommand {
  if (dataset.axesName !== axes.name) throw new EditorError('project-invalid', `Dataset ${dataset.name} is not drawn on ${axes.name}`);
  return compositePatchCommand(ctx.document, 'Add graph', [addAxes(ctx, axes), addDataset(ctx, dataset)]);
}

/** Replace an axes (its calibration, options or metadata) keeping its place. */
export function replaceAxes(ctx: CommandContext, axesName: string, axes: Axes): PatchCommand {
  return patchCommand(ctx.document, 'Edit axes', [{ op: 'replace', path: pagePath(ctx, 'axes', axesIndex(ctx, axesName)), value: axes }]);
}

/** Delete an axes with the datasets and measurements drawn on it. */
export function deleteAxes(ctx: CommandContext, axesName: string): PatchCommand {
  const p = page(ctx);
  const a = axesIndex(ctx, axesName);
  const ops: PatchOperation[] = [];
  for (let i = p.datasets.length - 1; i >= 0; i--) if (p.datasets[i]!.axesName === axesName) ops.push({ op: 'remove', path: pagePath(ctx, 'datasets', i) });
  for (let i = p.measurements.length - 1; i >= 0; i--) if (p.measurements[i]!.axesName === axesName) ops.push({ op: 'remove', path: pagePath(ctx, 'measurements', i) });
  ops.push({ op: 'remove', path: pagePath(ctx, 'axes', a) });
  return patchCommand(ctx.document, 'Delete axes', ops);
}

/** Rename an axes and re-point its datasets and measurements. */
export function renameAxes(ctx: CommandContext, from: string, to: string): PatchCommand {
  const p = page(ctx);
  const a = axesIndex(ctx, from);
  if (from !== to && p.axes.some((ax) => ax.name === to)) throw new EditorError('project-invalid', `Axes ${to} already exists`);
  const ops: PatchOperation[] = [{ op: 'replace', path: pagePath(ctx, 'axes', a, 'name'), value: to }];
  p.datasets.forEach((d, i) => {
    if (d.axesName === from) ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', i, 'axesName'), value: to });
  });
  p.measurements.forEach((m, i) => {
    if (m.axesName === from) ops.push({ op: 'replace', path: pagePath(ctx, 'measurements', i, 'axesName'), value: to });
  });
  return patchCommand(ctx.document, 'Rename axes', ops);
}

/** Replace the metadata of an axes (labels, bar headers, table calibration). */
export function setAxesMetadata(ctx: CommandContext, axesName: string, metadata: Axes['metadata']): PatchCommand {
  return patchCommand(ctx.document, 'Set axes data', [{ op: 'replace', path: pagePath(ctx, 'axes', axesIndex(ctx, axesName), 'metadata'), value: metadata }]);
}

/** Move a calibration point of an axes to a new pixel position. */
export function moveCalibrationPoint(ctx: CommandContext, axesName: string, index: number, to: { x: number; y: number }): PatchCommand {
  const a = axesIndex(ctx, axesName);
  if (!page(ctx).axes[a]!.calibrationPoints[index]) throw new EditorError('project-invalid', `Axis point ${index} of ${axesName} not found`);
  const at = (field: string) => pagePath(ctx, 'axes', a, 'calibrationPoints', index, field);
  return patchCommand(ctx.document, 'Move axis point', [
    { op: 'replace', path: at('px'), value: to.x },
    { op: 'replace', path: at('py'), value: to.y },
  ]);
}

// ---- Commands of the Digitizer ----

/**
 * The operations of a command the Digitizer made (add, move, delete a point; move an axis point),
 * built from what it says it does; undefined for a command that does not say, or whose page is
 * not in this document.
 */
export function fromDigitizerCommand(document: ProjectFile, command: Command): PatchCommand | undefined {
  const intent = editIntentOf(command);
  if (!intent) return undefined;
  const pageIndex = document.pages.indexOf(intent.page);
  if (pageIndex < 0) return undefined;
  const ctx = { document, pageIndex };
  switch (intent.kind) {
    case 'addPoint':
      return addPoint(ctx, intent.datasetName, intent.point);
    case 'movePoint':
      return movePoint(ctx, intent.datasetName, intent.index, intent.to);
    case 'deletePoints':
      return deletePoints(ctx, intent.datasetName, intent.indices);
    case 'moveCalibrationPoint':
      return moveCalibrationPoint(ctx, intent.axesName, intent.index, intent.to);
  }
}

// ---- Anything ----

/**
 * Put a value at any pointer of the document: replaced when something is there, added when the
 * parent object lacks the member, removed when value is undefined.
 */
export function replaceAt(document: ProjectFile, path: string, value: unknown, label = 'Edit'): PatchCommand {
  const cut = path.lastIndexOf('/');
  const parentPath = path.slice(0, cut);
  const member = path.slice(cut + 1).replace(/~1/g, '/').replace(/~0/g, '~');
  const parent = parentPath === '' ? document : (valueAtOrThrow(document, parentPath) as object);
  return patchCommand(document, label, setMember(parent, member, path, value));
}

function valueAtOrThrow(document: ProjectFile, path: string): unknown {
  let current: unknown = document;
  for (const s of path.slice(1).split('/').map((x) => x.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (current === null || typeof current !== 'object') throw new EditorError('project-invalid', `Nothing at ${path}`);
    current = (current as Record<string, unknown>)[s];
  }
  if (current === undefined) throw new EditorError('project-invalid', `Nothing at ${path}`);
  return current;
}

function setMember(parent: object, member: string, path: string, value: unknown): PatchOperation[] {
  const has = Array.isArray(parent) ? Number(member) < parent.length : Object.prototype.hasOwnProperty.call(parent, member);
  if (value === undefined) return has ? [{ op: 'remove', path }] : [];
  return [{ op: has ? 'replace' : 'add', path, value }];
}
