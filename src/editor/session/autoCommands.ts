import { isGraphKind } from '../core/axesKinds';
import type { DataPoint } from '../core/model/types';
import { addPoints, datasetIndex, axesIndex, patchCommand, type CommandContext, type PatchCommand } from './commands';
import { axesValuesAt, pointMetadataFor, type PointMetadataOptions } from './datasetCommands';

/** The undo label of accepting found points. */
export const acceptFoundPointsLabel = (count: number): string => (count === 1 ? 'Add 1 found point' : `Add ${count} found points`);

/**
 * The points an automatic extraction found, added at the end of a dataset as one undoable command.
 * Each is tagged as a click there would be: the values its graph's calibration reads at it, rounded
 * and labelled by the graph's axis labels, the dataset's study branch and tag group, a new uuid.
 */
export function addFoundPoints(ctx: CommandContext, datasetName: string, found: readonly { x: number; y: number }[], options: PointMetadataOptions = {}): PatchCommand {
  const page = ctx.document.pages[ctx.pageIndex]!;
  const dataset = page.datasets[datasetIndex(ctx, datasetName)]!;
  const axes = page.axes[axesIndex(ctx, dataset.axesName)]!;
  const tagged = isGraphKind(axes.type);
  const metadataOptions = { tagGroups: options.tagGroups ?? ctx.document.tagGroups, newUuid: options.newUuid };
  const points = found.map(
    (at): DataPoint =>
      tagged ? { x: at.x, y: at.y, metadata: pointMetadataFor(axes, dataset, axesValuesAt(axes, at.x, at.y) ?? [], metadataOptions) } : { x: at.x, y: at.y },
  );
  return patchCommand(ctx.document, acceptFoundPointsLabel(points.length), addPoints(ctx, datasetName, points).ops);
}
