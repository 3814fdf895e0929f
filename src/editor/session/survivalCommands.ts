import { calibrateAxes, type AxesType } from '../core/calibration';
import { EditorError } from '../core/errors';
import type { DataPoint, PointMetadata } from '../core/model/types';
import type { MonotonicityProblem, SurvivalSettings } from '../core/survival';
import { axesIndex, datasetIndex, movePoint, pagePath, patchCommand, setPointMetadata, type CommandContext, type PatchCommand } from './commands';
import type { PointMetadataOptions } from './datasetCommands';
import { addSeriesPoints } from './vectorCommands';

/*
 * Edits of a survival graph: its settings (axes metadata `survival`), the censor-mark flag of a
 * point, and the Fix of the survival panel (a point moved back onto the level before it).
 */

/**
 * Store a graph's survival settings. Only the `survival` member is written, so an edit of the
 * settings and an edit of the graph's other metadata (labels, point groups) never overwrite each other.
 */
export function setSurvivalSettings(ctx: CommandContext, axesName: string, settings: SurvivalSettings): PatchCommand {
  const a = axesIndex(ctx, axesName);
  const axes = ctx.document.pages[ctx.pageIndex]!.axes[a]!;
  if (axes.type !== 'xy') throw new EditorError('project-invalid', `${axesName} is not an XY graph; only an XY graph can be a survival graph`);
  const had = axes.metadata.survival !== undefined;
  return patchCommand(ctx.document, had ? 'Edit survival settings' : 'Make a survival graph', [
    { op: had ? 'replace' : 'add', path: pagePath(ctx, 'axes', a, 'metadata', 'survival'), value: settings },
  ]);
}

/** Make a survival graph a plain XY graph again: its survival settings are removed, its datasets and points kept. */
export function removeSurvivalSettings(ctx: CommandContext, axesName: string): PatchCommand {
  const a = axesIndex(ctx, axesName);
  const axes = ctx.document.pages[ctx.pageIndex]!.axes[a]!;
  if (axes.metadata.survival === undefined) throw new EditorError('project-invalid', `${axesName} is not a survival graph`);
  return patchCommand(ctx.document, 'Stop the survival analysis', [{ op: 'remove', path: pagePath(ctx, 'axes', a, 'metadata', 'survival') }]);
}

/** A point's metadata with the censor-mark flag set or cleared. */
export function withCensorMark(metadata: PointMetadata | undefined, censorMark: boolean): PointMetadata | undefined {
  const { censorMark: _previous, ...rest } = metadata ?? {};
  return censorMark ? { ...rest, censorMark: true } : Object.keys(rest).length ? rest : undefined;
}

/** Mark a point of an arm as a censor mark, or as a corner of the steps again. */
export function setCensorMark(ctx: CommandContext, datasetName: string, index: number, censorMark: boolean): PatchCommand {
  const d = datasetIndex(ctx, datasetName);
  const point = ctx.document.pages[ctx.pageIndex]!.datasets[d]!.points[index];
  if (!point) throw new EditorError('project-invalid', `Point ${index} of ${datasetName} not found`);
  return setPointMetadata(ctx, datasetName, index, withCensorMark(point.metadata, censorMark));
}

/**
 * A Kaplan-Meier arm picked on a vector figure, added to its dataset as one undo step: the corners
 * of the step function as points, then the censor marks as points flagged `censorMark` (each
 * tagged like a click at the same spot).
 */
export function addSurvivalArmPoints(
  ctx: CommandContext,
  datasetName: string,
  arm: { corners: readonly { x: number; y: number }[]; censorMarks: readonly { x: number; y: number }[] },
  options: PointMetadataOptions = {},
): PatchCommand {
  const added = addSeriesPoints(ctx, datasetName, [...arm.corners, ...arm.censorMarks], options);
  const first = arm.corners.length;
  const ops = added.ops.map((op, i) =>
    i >= first && op.op === 'add' ? { ...op, value: { ...(op.value as DataPoint), metadata: withCensorMark((op.value as DataPoint).metadata, true) } } : op,
  );
  const marks = arm.censorMarks.length;
  const label = `Add ${arm.corners.length} ${arm.corners.length === 1 ? 'corner' : 'corners'} and ${marks} censor ${marks === 1 ? 'mark' : 'marks'}`;
  return patchCommand(ctx.document, label, ops);
}

/**
 * The panel's Fix: move a point that goes the wrong way onto the level of the point before it
 * (`problem.fixedY`, in the axis's units), keeping its time, through the graph's calibration.
 */
export function fixSurvivalPoint(ctx: CommandContext, axesName: string, datasetName: string, problem: MonotonicityProblem): PatchCommand {
  const axes = ctx.document.pages[ctx.pageIndex]!.axes[axesIndex(ctx, axesName)]!;
  const point = ctx.document.pages[ctx.pageIndex]!.datasets[datasetIndex(ctx, datasetName)]!.points[problem.index];
  if (!point) throw new EditorError('project-invalid', `Point ${problem.index} of ${datasetName} not found`);
  const calibration = calibrateAxes(axes.type as AxesType, axes.calibrationPoints, axes.options as never);
  const [time] = calibration.pixelToData(point.x, point.y) as [number, number];
  const to = calibration.dataToPixel(time, problem.fixedY);
  return movePoint(ctx, datasetName, problem.index, to);
}
