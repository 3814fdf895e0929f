import { compositeKeyLabel } from '../../core/compositeKey';
import type { Dataset } from '../../core/model/types';
import { DATASET_TAG_GROUPS, TAGGING_LIMITS } from '../../core/tagging';
import type { DatasetRow } from '../../session/datasetCommands';

export { planDatasetRows, type DatasetRow, type DatasetRowsPlan } from '../../session/datasetCommands';

/*
 * Rules of the study branch rows of the Add dataset popup (spec 3 section 5, 'Dataset rows'):
 * each row names a study branch (a composite key of the study tree) and a tag group; a graph gets
 * one dataset per row.
 */

/** Messages of the dataset rows, word for word where the spec gives them. */
export const DATASET_ROW_MESSAGES = {
  branchEmpty: 'Study branch cannot be empty',
  branchInvalid: (x: string) => `${x} is not a valid study branch`,
  branchExists: (x: string) => `${x} already exists on this graph`,
  tagGroupEmpty: 'Tag group cannot be empty',
  tagGroupInvalid: (x: string) => `${x} is not a valid tag group`,
  hasPoints:
    'This study branch has data points and cannot be edited/removed from this tool; use the edit/remove buttons in the Graph Data window instead',
} as const;

/** One row as the user edits it: the typed text of both fields. */
export interface DatasetRowDraft {
  /** Stable id of the row in the list (React key, focus). */
  id: string;
  /** The study branch as typed or picked: a branch label ('ABC-1 / Part A') or a composite key. */
  studyBranch: string;
  /** The tag group name as typed or picked. */
  tagGroup: string;
  /** The dataset this row stands for, when the graph already has it. */
  datasetName?: string;
  /** The dataset has data points: the row is shown but cannot be edited or removed. */
  locked?: boolean;
}


export interface DatasetRowErrors {
  studyBranch?: string;
  tagGroup?: string;
}

export interface DatasetRowRules {
  /** Composite keys of the study tree. */
  branchKeys: readonly string[];
  /** Tag groups the graph may collect; only Outcomes and Baseline/Demographics count. @default DATASET_TAG_GROUPS */
  tagGroupNames?: readonly string[];
  /**
   * Branch and tag group pairs already on this graph that no row stands for (adding to an
   * existing graph): a row repeating one of them is refused.
   */
  existing?: readonly DatasetRow[];
}

/** How a composite key reads in the picker: its parts, outermost first, joined by ' / '. */
export function branchLabel(key: string): string {
  return compositeKeyLabel(key, ' / ');
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The composite key a typed study branch names (its label or the key itself, without case), if any. */
export function resolveBranch(text: string, branchKeys: readonly string[]): string | undefined {
  const t = text.trim();
  if (!t) return undefined;
  return branchKeys.find((k) => same(k, t)) ?? branchKeys.find((k) => same(branchLabel(k), t));
}

/** The tag group name a typed tag group names, spelled as the list spells it, if it is allowed. */
export function resolveTagGroup(text: string, tagGroupNames: readonly string[] = DATASET_TAG_GROUPS): string | undefined {
  const t = text.trim();
  if (!t) return undefined;
  return tagGroupNames.find((g) => same(g, t) && DATASET_TAG_GROUPS.some((allowed) => same(allowed, g)));
}

/** The tag groups the popup offers: the allowed ones among `available`, in the spec's order. */
export function datasetTagGroupOptions(available: readonly string[] = DATASET_TAG_GROUPS): string[] {
  return DATASET_TAG_GROUPS.filter((g) => available.some((a) => same(a, g)));
}

/** The study branch picker's options: every key of the study tree, by label (the picker lists at most 20 at once). */
export function branchOptions(branchKeys: readonly string[]): { id: string; name: string }[] {
  return [...new Set(branchKeys)]
    .filter((k) => k !== '')
    .sort((a, b) => branchLabel(a).localeCompare(branchLabel(b)))
    .map((k) => ({ id: k, name: branchLabel(k) }));
}

/** At most this many options are listed in the study branch and tag group dropdowns. */
export const DATASET_DROPDOWN_ITEMS = TAGGING_LIMITS.dropdownItems;

const pairKey = (branch: string, tagGroup: string) => `${branch}\u0000${tagGroup.toLowerCase()}`;

/**
 * The errors of every row, by row id. A branch repeated with the same tag group, by an earlier row
 * or by a dataset already on the graph, is refused on the later row. Locked rows (with data points)
 * are never in error: they cannot be changed here.
 */
export function validateDatasetRows(rows: readonly DatasetRowDraft[], rules: DatasetRowRules): Map<string, DatasetRowErrors> {
  const tagGroupNames = rules.tagGroupNames ?? DATASET_TAG_GROUPS;
  const seen = new Set((rules.existing ?? []).map((r) => pairKey(r.studyBranch, r.tagGroup)));
  const out = new Map<string, DatasetRowErrors>();
  // Locked rows claim their pair first, wherever they sit in the list.
  for (const row of rows) {
    if (!row.locked) continue;
    const key = resolveBranch(row.studyBranch, rules.branchKeys) ?? row.studyBranch;
    seen.add(pairKey(key, row.tagGroup));
  }
  for (const row of rows) {
    const errors: DatasetRowErrors = {};
    out.set(row.id, errors);
    if (row.locked) continue;
    const text = row.studyBranch.trim();
    const key = resolveBranch(text, rules.branchKeys);
    if (!text) errors.studyBranch = DATASET_ROW_MESSAGES.branchEmpty;
    else if (!key) errors.studyBranch = DATASET_ROW_MESSAGES.branchInvalid(text);
    const group = resolveTagGroup(row.tagGroup, tagGroupNames);
    if (!row.tagGroup.trim()) errors.tagGroup = DATASET_ROW_MESSAGES.tagGroupEmpty;
    else if (!group) errors.tagGroup = DATASET_ROW_MESSAGES.tagGroupInvalid(row.tagGroup.trim());
    if (key && group) {
      const pair = pairKey(key, group);
      if (seen.has(pair)) errors.studyBranch = DATASET_ROW_MESSAGES.branchExists(text);
      else seen.add(pair);
    }
  }
  return out;
}

/** True when some row has an error: Save stays disabled. */
export function hasRowErrors(errors: ReadonlyMap<string, DatasetRowErrors>): boolean {
  for (const e of errors.values()) if (e.studyBranch || e.tagGroup) return true;
  return false;
}

/** The rows as saved: composite keys and tag group names. Call only when there are no errors. */
export function resolveRows(rows: readonly DatasetRowDraft[], rules: DatasetRowRules): DatasetRow[] {
  const tagGroupNames = rules.tagGroupNames ?? DATASET_TAG_GROUPS;
  return rows.map((row) => ({
    studyBranch: resolveBranch(row.studyBranch, rules.branchKeys) ?? row.studyBranch.trim(),
    tagGroup: resolveTagGroup(row.tagGroup, tagGroupNames) ?? row.tagGroup.trim(),
  }));
}

/** The study branch rows of a graph's datasets, for the edit popup: datasets with points are locked. */
export function rowsOfDatasets(datasets: readonly Dataset[]): DatasetRowDraft[] {
  return datasets
    .filter((d) => d.metadata.studyData?.compositeKey)
    .map((d) => ({
      id: d.name,
      studyBranch: branchLabel(d.metadata.studyData!.compositeKey),
      tagGroup: d.metadata.studyData!.tagGroup?.name ?? '',
      datasetName: d.name,
      locked: d.points.length > 0,
    }));
}
