/**
 * The points of a series picked on a vector figure, added to a dataset as one undoable command.
 * Each point gets the metadata a click at the same spot gives it (pointMetadataFor): the values
 * of the labelled axes, the dataset's composite key and tag group instance, a new uuid.
 */
import type { DataPoint } from '../core/model/types';
import { axesIndex, datasetIndex, pagePath, patchCommand, type CommandContext, type PatchCommand } from './commands';
import { axesValuesAt, pointMetadataFor, type PointMetadataOptions } from './datasetCommands';
import type { PatchOperation } from './patch';

/** Adds `points` (image pixels, in order) at the end of the dataset: one undo step. */
export function addSeriesPoints(ctx: CommandContext, datasetName: string, points: readonly { x: number; y: number }[], options: PointMetadataOptions = {}): PatchCommand {
  const d = datasetIndex(ctx, datasetName);
  const page = ctx.document.pages[ctx.pageIndex]!;
  const dataset = page.datasets[d]!;
  const axes = page.axes[axesIndex(ctx, dataset.axesName)]!;
  const labelled = axes.type === 'xy' || axes.type === 'bar';
  const start = dataset.points.length;
  const ops = points.map((at, i): PatchOperation => {
    const point: DataPoint = labelled
      ? { x: at.x, y: at.y, metadata: pointMetadataFor(axes, dataset, axesValuesAt(axes, at.x, at.y) ?? [], { tagGroups: options.tagGroups ?? ctx.document.tagGroups, newUuid: options.newUuid }) }
      : { x: at.x, y: at.y };
    return { op: 'add', path: pagePath(ctx, 'datasets', d, 'points', start + i), value: point };
  });
  return patchCommand(ctx.document, points.length === 1 ? 'Add point' : `Add ${points.length} points`, ops);
}
