import { COMPOSITE_KEY_LEVELS, REFERENCE_ARM_TAG, type CompositeKeyLevel } from './compositeKey';
import type { MetadataEntry, PointMetadata, TagGroup } from './model/types';

/*
 * Names, orders and limits of tagging (spec 3 sections 3 and 9; spec 2 sections 2 and 5), shared by
 * the model, the panels and the host.
 */

/** The branch tag group of each level of the study tree. */
export const BRANCH_GROUP_OF_LEVEL: Readonly<Record<CompositeKeyLevel, string>> = {
  study: 'Study',
  studyPart: 'Study part',
  studyArm: 'Study arm',
  population: 'Population',
  subgroup: 'Subgroup',
};

/** The tag holding the abbreviation (the key part) of each level. */
export const BRANCH_TAG_OF_LEVEL: Readonly<Record<CompositeKeyLevel, string>> = {
  study: 'Study abbreviation',
  studyPart: 'Study part',
  studyArm: 'Study arm abbreviation',
  population: 'Population',
  subgroup: 'Subgroup',
};

/** What each level is called in buttons and messages. */
export const LEVEL_NAMES: Readonly<Record<CompositeKeyLevel, string>> = {
  study: 'Study',
  studyPart: 'Study part',
  studyArm: 'Study arm',
  population: 'Population',
  subgroup: 'Subgroup',
};

/** Labels of the metadata dialog's key picker, by level, plus the reference arm. */
export const KEY_PICKER_LABELS = {
  study: 'Study',
  studyPart: 'Part',
  studyArm: 'Arm',
  population: 'Population',
  subgroup: 'Subgroup',
  reference: 'Reference',
} as const;
export type KeyPickerLevel = keyof typeof KEY_PICKER_LABELS;
/** The key picker's label when no level is chosen. */
export const KEY_PICKER_DEFAULT_LABEL = 'Study branch';

/** The branch groups: never offered in the tag-group combobox. */
export const BRANCH_GROUP_NAMES: readonly string[] = COMPOSITE_KEY_LEVELS.map((l) => BRANCH_GROUP_OF_LEVEL[l]);
export const isBranchGroup = (name: string): boolean => BRANCH_GROUP_NAMES.includes(name);

/** The level a branch group defines, if it is one. */
export function levelOfBranchGroup(name: string): CompositeKeyLevel | undefined {
  return COMPOSITE_KEY_LEVELS.find((l) => BRANCH_GROUP_OF_LEVEL[l] === name);
}

/** Order of the tag-group combobox; groups not named here follow, by name. */
export const TAG_GROUP_ORDER: readonly string[] = [
  'Inclusion/Exclusion criteria',
  'Dosing',
  'Baseline/Demographics',
  'Outcomes',
  'Adverse events',
  'Abbreviations',
];

/** The only tag groups a graph dataset may collect (Add dataset's rule). */
export const DATASET_TAG_GROUPS: readonly string[] = ['Outcomes', 'Baseline/Demographics'];

/** The tag group of definitions, with its own column order in the raw data viewer. */
export const DEFINITIONS_GROUP = 'Definitions and abbreviations';

/** Tags with a meaning of their own. */
export const SPECIAL_TAGS = {
  unit: 'Unit',
  timeUnit: 'Time (unit)',
  timeNumber: 'Time (number)',
  description: 'Description',
  changeFromBaseline: 'Change from baseline',
  referenceArm: REFERENCE_ARM_TAG,
} as const;

/** Limits and times of tagging (spec 3 section 9). */
export const TAGGING_LIMITS = {
  /** Items of the composite-key, tag-group and tag-group combobox dropdowns. */
  dropdownItems: 20,
  /** The hint tooltip hides itself after this long. */
  hintHideMs: 3000,
  tooltipOpenDelayMs: 500,
  /** Shift+Enter on a study branch row adds a row at most this often. */
  branchRowDebounceMs: 200,
  /** After a bar header gets data, the dialog moves to the next header after this long. */
  nextHeaderDelayMs: 200,
  metadataDialogWidth: { expanded: 550, collapsed: 300 },
  addDatasetWidth: 650,
} as const;

/** The tag groups of the combobox: branch groups left out, in the spec's order, at most `limit`. */
export function comboboxTagGroups<T extends Pick<TagGroup, 'name'>>(groups: readonly T[], limit: number = TAGGING_LIMITS.dropdownItems): T[] {
  const rank = (name: string) => {
    const i = TAG_GROUP_ORDER.indexOf(name);
    return i === -1 ? TAG_GROUP_ORDER.length : i;
  };
  return groups
    .filter((g) => !isBranchGroup(g.name))
    .slice()
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** The numbered rows of metadata, in index order, with their index. */
export function metadataRows(metadata: PointMetadata | undefined): { index: number; entry: MetadataEntry }[] {
  if (!metadata) return [];
  return Object.keys(metadata)
    .filter((key) => /^\d+$/.test(key))
    .map(Number)
    .sort((a, b) => a - b)
    .map((index) => ({ index, entry: metadata[index]! }))
    .filter((row) => !!row.entry && typeof row.entry === 'object' && !!row.entry.tag);
}

/** Metadata with its numbered rows replaced by `entries` (numbered from 0); special keys kept. */
export function withRows(metadata: PointMetadata | undefined, entries: readonly MetadataEntry[]): PointMetadata {
  const out: PointMetadata = {};
  for (const [key, value] of Object.entries(metadata ?? {})) if (!/^\d+$/.test(key)) (out as Record<string, unknown>)[key] = value;
  entries.forEach((entry, i) => {
    out[i] = entry;
  });
  return out;
}

/** Whether metadata has any row with a value (what 'a point with no values' lacks). */
export function hasValues(metadata: PointMetadata | undefined): boolean {
  return metadataRows(metadata).some(({ entry }) => entry.value !== null && entry.value !== '' && entry.value !== undefined);
}
