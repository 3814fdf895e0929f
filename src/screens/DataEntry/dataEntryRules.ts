import { tableHasTagGroup } from '../../editor/core/model/table';
import type { ProjectFile } from '../../editor/core/project';
import type { Axes, Dataset, TagGroup, TagRef } from '../../editor/core/model/types';
import { compositeKeyLabel } from '../../editor/core/compositeKey';

/** Texts of the data-entry screen, word for word where the spec gives them. */
export const DATA_ENTRY_MESSAGES = {
  validationTitle: 'Source Data Extraction Validation',
  validationEmpty: 'No problems were found.',
  unsupportedTitle: 'Unsupported Dactyl Version',
  unsupportedText:
    'This data was extracted with an unsupported version of Dactyl and cannot be loaded. Please contact support. A new, empty extraction has been started instead.',
  leaveConfirm: 'You have unsaved changes. Do you really want to leave?',
  markedDone: 'Paper saved and marked as done',
  validateFailed: (message: string) => `Error while attempting to validate: ${message}`,
  recoveredTitle: 'Unsaved edits found',
  recoveredText: (count: number) =>
    count === 1
      ? '1 change to this extraction was kept in this browser but never reached the server. Restore and save it, or discard it?'
      : `${count} changes to this extraction were kept in this browser but never reached the server. Restore and save them, or discard them?`,
  conflictTitle: 'Edited in two places',
  conflictText:
    'This extraction was saved from somewhere else while you were editing, and some of the same values were changed in both places. Choose which value to keep for each.',
  noFiles: 'This paper has no files to extract data from.',
  forbidden: 'You do not have permission to open this data entry.',
} as const;

/** Saved data from before this moment (UTC) was made by a version whose data cannot be loaded. */
export const UNSUPPORTED_BEFORE = Date.UTC(2024, 9, 12);

/**
 * Whether saved data is too old to load: created before 2024-10-12 UTC, or with no (or no readable)
 * creation date. No saved data at all is a new extraction, which is fine.
 */
export function isUnsupportedSave(saveData: { created_at?: string | null } | null | undefined): boolean {
  if (!saveData) return false;
  if (!saveData.created_at) return true;
  const time = Date.parse(saveData.created_at);
  return Number.isNaN(time) || time < UNSUPPORTED_BEFORE;
}

/** One problem of a validation, as the server lists it. */
export interface ValidationProblem {
  file: number;
  page: number;
  type: string;
  x: number | null;
  y: number | null;
  message: string;
  dataPoints: readonly { axesName: string; datasetName: string; index: number }[];
}

/** What the validation dialog shows: the server's message and its problems. */
export interface ValidationReport {
  message: string;
  problems: readonly ValidationProblem[];
}

/** Which root of the workspace tree an axes belongs under. */
export type TreeRoot = 'text' | 'graph' | 'table';

/**
 * Text selections are image axes, tables are table axes, every chart kind is a graph. Image axes
 * made as a graph (points read in pixels) have axes labels, which text selections never have:
 * those are graphs.
 */
export function treeRootOf(axes: Pick<Axes, 'type'> & { metadata?: Pick<Axes['metadata'], 'axesLabelData'> }): TreeRoot {
  if (axes.type === 'image') return axes.metadata?.axesLabelData ? 'graph' : 'text';
  if (axes.type === 'table') return 'table';
  return 'graph';
}

/** An axes of the extraction with where it is. */
export interface WorkspaceAxes {
  /** `{file}:{page}:{name}`: unique in the extraction. */
  id: string;
  name: string;
  kind: Axes['type'];
  root: TreeRoot;
  file: number;
  page: number;
  /** On the file and page shown now. */
  isOnCurrentPage: boolean;
  datasets: readonly WorkspaceDataset[];
  /** A table without a tag group for its cells ('Table requires tag group selection'). */
  missingTagGroup?: boolean;
}

/** A dataset row: its name, what the tree shows for it and how many points it has. */
export interface WorkspaceDataset {
  id: string;
  name: string;
  /** The study branch and tag group it collects ('ABC-1 / Part A / Placebo, Outcomes'), else its name. */
  label: string;
  points: number;
  /** Its point groups, the main one first, with how many points each holds; absent without point groups. */
  pointGroups?: readonly { name: string; points: number }[];
}

/** The point groups of a dataset for the tree: each group's name and how many of the dataset's tuples have a point in it. */
export function datasetPointGroups(dataset: Pick<Dataset, 'pointGroups' | 'tuples'>): { name: string; points: number }[] | undefined {
  if (!dataset.pointGroups?.length) return undefined;
  return dataset.pointGroups.map((name, i) => ({ name, points: (dataset.tuples ?? []).filter((t) => t[i] !== null && t[i] !== undefined).length }));
}

/** A tagged text selection with where it is. */
export interface WorkspaceText {
  /** `{file}:{page}:text:{uuid}`. */
  id: string;
  uuid: string;
  /** The text, cut at 100 characters. */
  label: string;
  text: string;
  tagGroup: string | null;
  file: number;
  page: number;
  isOnCurrentPage: boolean;
}

/** Item titles are cut at 100 characters (spec 2, section 5). */
export const ITEM_TITLE_LIMIT = 100;
export const truncateTitle = (text: string, limit = ITEM_TITLE_LIMIT): string => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/** What the tree calls a dataset: its branch parts and tag group when it has them, a table's column by its number, else its name. */
export function datasetLabel(dataset: Pick<Dataset, 'name' | 'metadata'>): string {
  const { table, colIndex } = dataset.metadata;
  if (table && typeof colIndex === 'number' && dataset.name.startsWith('Column_')) return `Column ${colIndex + 1}`;
  const sd = dataset.metadata.studyData;
  if (!sd?.compositeKey || !dataset.name.startsWith(`${sd.compositeKey}_`)) return dataset.name;
  const branch = compositeKeyLabel(sd.compositeKey, ' / ');
  return sd.tagGroup?.name ? `${branch}, ${sd.tagGroup.name}` : branch;
}

/** Every text item of the extraction, in file and page order. */
export function workspaceTexts(document: Pick<ProjectFile, 'pages'>, file: number, page: number): WorkspaceText[] {
  const pages = [...document.pages].sort((a, b) => a.file - b.file || a.page - b.page);
  return pages.flatMap((p) =>
    (p.texts ?? []).map((t) => ({
      id: `${p.file}:${p.page}:text:${t.uuid}`,
      uuid: t.uuid,
      label: truncateTitle(t.text),
      text: t.text,
      tagGroup: t.metadata.tagGroup?.name ?? null,
      file: p.file,
      page: p.page,
      isOnCurrentPage: p.file === file && p.page === page,
    })),
  );
}

/** Every axes of the extraction, in file, page and drawing order, marked on or off the current page. */
export function workspaceAxes(document: Pick<ProjectFile, 'pages'>, file: number, page: number): WorkspaceAxes[] {
  const pages = [...document.pages].sort((a, b) => a.file - b.file || a.page - b.page);
  const out: WorkspaceAxes[] = [];
  for (const p of pages) {
    for (const axes of p.axes) {
      const id = `${p.file}:${p.page}:${axes.name}`;
      out.push({
        id,
        name: axes.name,
        kind: axes.type,
        root: treeRootOf(axes),
        file: p.file,
        page: p.page,
        isOnCurrentPage: p.file === file && p.page === page,
        datasets: p.datasets
          .filter((d) => d.axesName === axes.name)
          .map((d) => {
            const groups = datasetPointGroups(d);
            return { id: `${id}/${d.name}`, name: d.name, label: datasetLabel(d), points: d.points.length, ...(groups ? { pointGroups: groups } : {}) };
          }),
        ...(axes.type === 'table' && !tableHasTagGroup(axes.metadata.calibration) ? { missingTagGroup: true } : {}),
      });
    }
  }
  return out;
}

/** A value of a conflict, in words: a point by its pixel position, anything else as short JSON. */
export function describeConflictValue(value: unknown): string {
  if (value === undefined) return 'Deleted';
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as { x?: unknown; y?: unknown; name?: unknown };
    if (typeof v.x === 'number' && typeof v.y === 'number') return `Point at pixel ${round(v.x)}, ${round(v.y)}`;
    if (typeof v.name === 'string') return v.name;
  }
  if (Array.isArray(value) && value.every((p) => p && typeof p === 'object' && typeof (p as { x?: unknown }).x === 'number')) {
    return value.length === 1 ? describeConflictValue(value[0]) : `${value.length} points`;
  }
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Where new points find the uuids of their tags: the tag groups first, then every tag (an axis data
 * type is any value tag, in a group or not).
 */
export function tagLookup(tagGroups: readonly TagGroup[], tags: readonly TagRef[] | undefined): readonly TagGroup[] {
  return tags?.length ? [...tagGroups, { name: '', uuid: '', tags: [...tags] }] : tagGroups;
}
