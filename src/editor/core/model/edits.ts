import { renameKeyPrefix } from '../compositeKey';
import { command, type Command } from '../undo';
import { removePoints } from './pointGroups';
import type { DataPoint, Dataset, PageData } from './types';

/*
 * Model edits as undoable commands. Each command captures what it needs to restore, and
 * mutates the page in place so that the engine and screens observe a single model.
 */

/** What a command does, as data: hosts that record edits as operations read it instead of diffing the model. */
export type EditIntent =
  | { kind: 'addPoint'; page: PageData; datasetName: string; point: DataPoint }
  | { kind: 'movePoint'; page: PageData; datasetName: string; index: number; to: { x: number; y: number } }
  | { kind: 'deletePoints'; page: PageData; datasetName: string; indices: readonly number[] }
  | { kind: 'moveCalibrationPoint'; page: PageData; axesName: string; index: number; to: { x: number; y: number } };

const intents = new WeakMap<Command, EditIntent>();

/** Remember what a command does (see editIntentOf). */
export function withIntent(cmd: Command, intent: EditIntent): Command {
  intents.set(cmd, intent);
  return cmd;
}

/** What a command made by this module does, or undefined for other commands. */
export const editIntentOf = (cmd: Command): EditIntent | undefined => intents.get(cmd);

function findDataset(page: PageData, name: string): Dataset {
  const d = page.datasets.find((ds) => ds.name === name);
  if (!d) throw new Error(`Dataset ${name} not found`);
  return d;
}

/** Add a point at the end of a dataset. */
export function addPointCommand(page: PageData, datasetName: string, point: DataPoint): Command {
  const cmd = command(
    'Add point',
    () => void findDataset(page, datasetName).points.push(point),
    () => void findDataset(page, datasetName).points.pop(),
  );
  return withIntent(cmd, { kind: 'addPoint', page, datasetName, point });
}

/** Move a point to a new pixel position. */
export function movePointCommand(page: PageData, datasetName: string, index: number, to: { x: number; y: number }): Command {
  let from: { x: number; y: number } | undefined;
  const cmd = command(
    'Move point',
    () => {
      const p = findDataset(page, datasetName).points[index]!;
      from = { x: p.x, y: p.y };
      p.x = to.x;
      p.y = to.y;
    },
    () => {
      const p = findDataset(page, datasetName).points[index]!;
      p.x = from!.x;
      p.y = from!.y;
    },
  );
  return withIntent(cmd, { kind: 'movePoint', page, datasetName, index, to });
}

/** Delete points by index; tuples are remapped. */
export function deletePointsCommand(page: PageData, datasetName: string, indices: number[]): Command {
  let before: Dataset | undefined;
  const cmd = command(
    indices.length === 1 ? 'Delete point' : 'Delete points',
    () => {
      const i = page.datasets.findIndex((d) => d.name === datasetName);
      before = page.datasets[i]!;
      page.datasets[i] = removePoints(before, indices);
    },
    () => {
      const i = page.datasets.findIndex((d) => d.name === datasetName);
      page.datasets[i] = before!;
    },
  );
  return withIntent(cmd, { kind: 'deletePoints', page, datasetName, indices });
}

/** Replace a whole dataset (used by edits that rebuild it, like deleting a point group). */
export function replaceDatasetCommand(page: PageData, label: string, datasetName: string, next: (d: Dataset) => Dataset): Command {
  let before: Dataset | undefined;
  return command(
    label,
    () => {
      const i = page.datasets.findIndex((d) => d.name === datasetName);
      before = page.datasets[i]!;
      page.datasets[i] = next(before);
    },
    () => {
      const i = page.datasets.findIndex((d) => d.name === datasetName);
      page.datasets[i] = before!;
    },
  );
}

/** Rename an axes and re-point its datasets and measurements. */
export function renameAxesCommand(page: PageData, from: string, to: string): Command {
  const apply = (a: string, b: string) => {
    page.axes.forEach((ax) => {
      if (ax.name === a) ax.name = b;
    });
    page.datasets.forEach((d) => {
      if (d.axesName === a) d.axesName = b;
    });
    page.measurements.forEach((m) => {
      if (m.axesName === a) m.axesName = b;
    });
  };
  return command('Rename axes', () => apply(from, to), () => apply(to, from));
}

/** Rename a study key across datasets and points below it. */
export function renameCompositeKeyCommand(pages: PageData[], from: string, to: string): Command {
  const apply = (a: string, b: string) => {
    for (const page of pages)
      for (const d of page.datasets) {
        const sd = d.metadata.studyData;
        if (sd) sd.compositeKey = renameKeyPrefix(sd.compositeKey, a, b);
        for (const p of d.points) if (p.metadata?.compositeKey) p.metadata.compositeKey = renameKeyPrefix(p.metadata.compositeKey, a, b);
      }
  };
  return command('Rename study branch', () => apply(from, to), () => apply(to, from));
}
