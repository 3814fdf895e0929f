import { isGraphKind } from '../core/axesKinds';
import type { DataPoint } from '../core/model/types';
import { addPoints, datasetIndex, axesIndex, patchCommand, type CommandContext, type PatchCommand } from './commands';
import { withBarHeaderRows } from './barCommands';
import { axesValuesAt, pointMetadataFor, type PointMetadataOptions } from './datasetCommands';

/** The undo label of accepting found points. */
export const acceptFoundPointsLabel = (count: number): string => (count === 1 ? 'Add 1 found point' : `Add ${count} found points`);

/**
 * The points an automatic extraction found, added at the end of a dataset as one undoable command.
 * Each is tagged as a click there would be: the values its graph's calibration reads at it, rounded
 * and labelled by the graph's axis labels, the dataset's study branch and tag group, a new uuid,
 * and on a bar graph the tags of the category it stands on.
 */
export function addFoundPoints(ctx: CommandContext, datasetName: string, found: readonly { x: number; y: number }[], options: PointMetadataOptions = {}): PatchCommand {
  const page = ctx.document.pages[ctx.pageIndex]!;
  const dataset = page.datasets[datasetIndex(ctx, datasetName)]!;
  const axes = page.axes[axesIndex(ctx, dataset.axesName)]!;
  const tagged = isGraphKind(axes.type);
  const metadataOptions = { tagGroups: options.tagGroups ?? ctx.document.tagGroups, newUuid: options.newUuid };
  const headers = axes.type === 'bar' ? axes.metadata.barHeaders : undefined;
  const points = found.map((at): DataPoint => {
    if (!tagged) return { x: at.x, y: at.y };
    const metadata = pointMetadataFor(axes, dataset, axesValuesAt(axes, at.x, at.y) ?? [], metadataOptions);
    // A bar found on a bar graph with categories carries its category's tags, as a click there does.
    return { x: at.x, y: at.y, metadata: headers ? withBarHeaderRows(metadata, headers, at, dataset.metadata.studyData?.compositeKey) : metadata };
  });
  return patchCommand(ctx.document, acceptFoundPointsLabel(points.length), addPoints(ctx, datasetName, points).ops);
}
