import {
  COMPOSITE_KEY_DELIMITER,
  COMPOSITE_KEY_LEVELS,
  type CompositeKeyLevel,
  deepestLevel,
  isSameOrDescendantKey,
  levelIndex,
  parentCompositeKey,
  parseCompositeKey,
} from '../compositeKey';
import type { PointMetadata, Project, StudyElement } from './types';

/*
 * Rules of the study tree (spec 2 section 5 'Branch-key editing', spec 3 section 4 'Study tree and
 * toolbar'): what an abbreviation may be, which key it makes, and which branches hold data.
 */

/** Messages of abbreviation editing, in the words of the spec where it has them. */
export const STUDY_TREE_MESSAGES = {
  delimiter: `Study branch key cannot contain the characters '${COMPOSITE_KEY_DELIMITER}'`,
  /** Clearing an existing value, or adding an element with none (the spec rejects it; the words are ours). */
  empty: 'Study branch key cannot be empty',
} as const;

/** "Study 'x' already exists" and the other levels' variants. */
export function alreadyExistsMessage(key: string): string {
  const parts = parseCompositeKey(key);
  switch (deepestLevel(key)) {
    case 'studyPart':
      return `Study part '${parts.studyPart}' already exists under study '${parts.study}'`;
    case 'studyArm':
      return `Study arm '${parts.studyArm}' already exists under study part and study`;
    case 'population':
      return `Population '${parts.population}' already exists under study arm, study part, and study`;
    case 'subgroup':
      return `Subgroup '${parts.subgroup}' already exists under population, study arm, study part, and study`;
    default:
      return `Study '${parts.study ?? key}' already exists`;
  }
}

/** The level below `level`, or undefined for a subgroup. */
export function childLevel(level: CompositeKeyLevel): CompositeKeyLevel | undefined {
  return COMPOSITE_KEY_LEVELS[levelIndex(level) + 1];
}

/** The key an abbreviation makes under a parent key (none for a study). */
export function keyUnder(parentKey: string | undefined, abbreviation: string): string {
  return parentKey ? `${parentKey}${COMPOSITE_KEY_DELIMITER}${abbreviation}` : abbreviation;
}

/** Every key and every prefix of it: the nodes the study tree shows for them. */
export function withPrefixes(keys: Iterable<string>): Set<string> {
  const all = new Set<string>();
  for (const key of keys) {
    const segments = key.split(COMPOSITE_KEY_DELIMITER);
    for (let i = 1; i <= segments.length; i++) {
      const prefix = segments.slice(0, i).join(COMPOSITE_KEY_DELIMITER);
      if (prefix.replace(/\|/g, '') !== '') all.add(prefix);
    }
  }
  return all;
}

/** An abbreviation typed for a new element or for an existing one. */
export interface AbbreviationEdit {
  /** What the user typed; it is trimmed. */
  value: string;
  /** Editing: the element's key now. Adding: leave out. */
  currentKey?: string;
  /** Adding: the key of the parent (undefined for a study). Editing: taken from currentKey. */
  parentKey?: string;
  /** Keys with a definition (the study tree's elements). */
  definedKeys: Iterable<string>;
  /** Keys the data uses (datasets, points, texts, headers); their nodes exist too. */
  usedKeys?: Iterable<string>;
}

/** The outcome of checking an abbreviation: the key it makes, or the message to show. */
export type AbbreviationCheck = { ok: true; value: string; key: string } | { ok: false; message: string };

/**
 * Check an abbreviation. A rename may not land on any key the tree shows (defined or used by
 * data); adding may give a definition to a key only the data uses, which is how a missing
 * definition is supplied.
 */
export function checkAbbreviation(edit: AbbreviationEdit): AbbreviationCheck {
  const value = edit.value.trim();
  if (value.includes(COMPOSITE_KEY_DELIMITER)) return { ok: false, message: STUDY_TREE_MESSAGES.delimiter };
  if (value === '') return { ok: false, message: STUDY_TREE_MESSAGES.empty };
  const parentKey = edit.currentKey !== undefined ? parentCompositeKey(edit.currentKey) : edit.parentKey;
  const key = keyUnder(parentKey, value);
  if (key === edit.currentKey) return { ok: true, value, key };
  const taken = edit.currentKey !== undefined ? withPrefixes([...edit.definedKeys, ...(edit.usedKeys ?? [])]) : new Set(edit.definedKeys);
  if (taken.has(key)) return { ok: false, message: alreadyExistsMessage(key) };
  return { ok: true, value, key };
}

// ---- Keys the data uses ----

function headerKeys(metadata: PointMetadata | undefined, into: Set<string>) {
  if (metadata?.compositeKey) into.add(metadata.compositeKey);
  if (metadata?.referenceCompositeKey) into.add(metadata.referenceCompositeKey);
}

/**
 * Keys of the data that deleting a branch removes: dataset study data, points and text items.
 * A key appears once.
 */
export function dataKeys(project: Pick<Project, 'pages'>): string[] {
  const keys = new Set<string>();
  for (const page of project.pages) {
    for (const dataset of page.datasets) {
      const key = dataset.metadata.studyData?.compositeKey;
      if (key) keys.add(key);
      for (const point of dataset.points) if (point.metadata?.compositeKey) keys.add(point.metadata.compositeKey);
    }
    for (const text of page.texts ?? []) if (text.metadata.compositeKey) keys.add(text.metadata.compositeKey);
  }
  return [...keys];
}

/**
 * Every key the data mentions: the data keys plus reference keys and the keys of bar and table
 * headers. These are the nodes of the study tree besides the defined ones.
 */
export function usedKeys(project: Pick<Project, 'pages'>): string[] {
  const keys = new Set(dataKeys(project));
  for (const page of project.pages) {
    for (const dataset of page.datasets) for (const point of dataset.points) if (point.metadata?.referenceCompositeKey) keys.add(point.metadata.referenceCompositeKey);
    for (const text of page.texts ?? []) if (text.metadata.referenceCompositeKey) keys.add(text.metadata.referenceCompositeKey);
    for (const axes of page.axes) {
      for (const header of axes.metadata.barHeaders?.headers ?? []) headerKeys(header.metadata, keys);
      for (const header of axes.metadata.calibration?.rows.headers ?? []) headerKeys(header, keys);
      for (const header of axes.metadata.calibration?.cols.headers ?? []) headerKeys(header, keys);
    }
  }
  return [...keys];
}

/** Does a branch or one of its descendants have data (a dataset, a point or a text item)? */
export function hasDataUnder(key: string, keysOfData: Iterable<string>): boolean {
  for (const k of keysOfData) if (isSameOrDescendantKey(key, k)) return true;
  return false;
}

/** How much data lies under a branch: datasets (with their points), other points, text items. */
export function dataUnder(project: Pick<Project, 'pages'>, key: string): { datasets: number; points: number; texts: number } {
  const count = { datasets: 0, points: 0, texts: 0 };
  for (const page of project.pages) {
    for (const dataset of page.datasets) {
      const datasetKey = dataset.metadata.studyData?.compositeKey;
      if (datasetKey && isSameOrDescendantKey(key, datasetKey)) {
        count.datasets++;
        continue;
      }
      for (const point of dataset.points) if (point.metadata?.compositeKey && isSameOrDescendantKey(key, point.metadata.compositeKey)) count.points++;
    }
    for (const text of page.texts ?? []) if (text.metadata.compositeKey && isSameOrDescendantKey(key, text.metadata.compositeKey)) count.texts++;
  }
  return count;
}

/** The elements of the tree at a key and below it. */
export function elementsUnder(elements: readonly StudyElement[] | undefined, key: string): StudyElement[] {
  return (elements ?? []).filter((e) => isSameOrDescendantKey(key, e.compositeKey));
}
