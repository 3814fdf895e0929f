import {
  BRANCH_TAG_LEVELS,
  COMPOSITE_KEY_DELIMITER,
  COMPOSITE_KEY_LEVELS,
  buildCompositeKey,
  levelIndex,
  REFERENCE_ARM_TAG,
  deepestLevel,
  deepestValue,
  parseCompositeKey,
  updateCompositeKey,
  type CompositeKeyLevel,
} from '../../core/compositeKey';
import type { AxisType, MetadataEntry, PointMetadata, Tag, TagGroup, TagGroupRef } from '../../core/model/types';
import {
  KEY_PICKER_DEFAULT_LABEL,
  KEY_PICKER_LABELS,
  TAGGING_LIMITS,
  isBranchGroup,
  metadataRows,
  withRows,
  type KeyPickerLevel,
} from '../../core/tagging';

/*
 * The metadata dialog as a pure state machine: rows of tag and value per tag-group tab, the key
 * picker, the closing rules and the result (spec 3 sections 2, 3 and 5; spec 2 sections 2, 4 and 5).
 * The dialog component only renders this state and dispatches actions.
 */

/** What kind of item the dialog tags; 'text' is a tagged text selection. */
export const METADATA_AXIS_TYPES = ['tableHeader', 'barGraphHeader', 'table', 'image', 'text', 'bar', 'map', 'polar', 'ternary', 'xy'] as const;
export type MetadataAxisType = (typeof METADATA_AXIS_TYPES)[number];

/** Axis types whose items are points: closing empty shows a hint, Escape on no values deletes the point. */
export const POINT_AXIS_TYPES: readonly MetadataAxisType[] = ['bar', 'map', 'polar', 'ternary', 'xy'];
/** Axis types whose metadata is cleared when the dialog closes with nothing in it. */
export const CLEAR_WHEN_CLEAN_AXIS_TYPES: readonly MetadataAxisType[] = ['tableHeader', 'barGraphHeader', 'image', 'text'];

/** The special tag of a row that picks the study branch of a non-branch group with the key picker. */
export const STUDY_BRANCH_PSEUDO_TAG = KEY_PICKER_DEFAULT_LABEL;

/** Levels of the key picker, in its order. */
export const KEY_PICKER_LEVELS = Object.keys(KEY_PICKER_LABELS) as KeyPickerLevel[];

/** The dialog's own texts (spec words where the spec gives them; see docs/tagging.md for the others). */
export const METADATA_DIALOG_MESSAGES = {
  dismissHint: 'Press Esc or click outside to dismiss',
  blankTableCell: 'Blank table cell',
  selectingText: 'Selecting text',
  headerOverridden: 'This header value is overridden by cell data',
  headerHint: (which: HeaderHintTarget) =>
    `This ${which} do not have header information. Add data to the headers by selecting the axis, and then you can add data here.`,
  missingStudyBranch: 'Missing study branch',
  emptyPointHint: 'This point has no values yet. Add a value, or press Esc to delete the point.',
  emptyNotAllowed: 'Add at least one value before closing.',
  valueWithoutTag: 'Choose a tag for this value.',
  unknownTag: (tag: string, group: string) => `'${tag}' is not a tag of ${group}.`,
  invalidBranch: (value: string) => `${value} is not a valid study branch`,
  delimiter: `Study branch key cannot contain the characters '${COMPOSITE_KEY_DELIMITER}'`,
  oneBranch: 'Only one study branch tag is allowed in this dialog.',
  oneReference: 'Only one reference tag is allowed in this dialog.',
  chooseLevel: 'Choose a level for the study branch.',
} as const;

/** Which headers a table cell lacks, as the header hint names them. */
export type HeaderHintTarget = 'row' | 'column' | 'row and column';

/** One row of the dialog. Axis fields ride along untouched so the axis labels of a point survive editing. */
export interface DialogRow {
  /** Stable id within the dialog (React keys, focus). */
  id: number;
  /** A tag name of the tab's group, the study-branch pseudo tag, or '' before one is chosen. */
  tag: string;
  /** The typed text; a composite key for key rows. */
  value: string;
  /** The key picker's level, for the study-branch pseudo tag. */
  keyLevel?: KeyPickerLevel;
  axis?: string;
  axisType?: AxisType;
  hidden?: boolean;
  headerTag?: boolean;
  /** The stored tag's uuid ('' when it had none), kept while the row keeps its tag (axis rows name tags outside the group). */
  tagUuid?: string;
}

/** One tag-group tab and its rows. */
export interface DialogTab {
  group: TagGroup;
  instanceUuid?: string;
  rows: DialogRow[];
  /** The metadata the tab opened with (its special keys are kept in the result). */
  initial?: PointMetadata;
}

/** How the dialog ended, for the host to act on. */
export type DialogOutcome =
  | { kind: 'save'; metadata: PointMetadata; byTagGroup: PointMetadata[]; blankTableCell: boolean }
  | { kind: 'clear' }
  | { kind: 'delete' }
  | { kind: 'close' };

export interface MetadataDialogState {
  axisType?: MetadataAxisType;
  /** Empty content may close the dialog (false for items that must carry data, such as study tree elements). */
  allowsEmpty: boolean;
  tabs: DialogTab[];
  activeTab: number;
  expanded: boolean;
  /** The row whose value is being picked from the page, if any. */
  selectingTextRow: number | null;
  blankTableCell: boolean;
  /** Keys of the study tree. */
  studyKeys: readonly string[];
  /** Tag names never offered (such as the reference tag when a table header has one). */
  excludedTags: readonly string[];
  /** Closing was refused; the reason is shown until the next edit. */
  blockedReason: string | null;
  /** Set once the dialog has ended. */
  outcome: DialogOutcome | null;
  nextRowId: number;
  /** The rows as they opened, to tell a changed dialog from an untouched one. */
  pristine: string;
  pristineBlank: boolean;
  /** See MetadataDialogInit.isNewItem. */
  isNewItem: boolean;
}

export interface MetadataDialogInit {
  axisType?: MetadataAxisType;
  /** Overrides the axis type's rule: may the dialog close empty? */
  allowsEmpty?: boolean;
  /** One tab per group (several only with multiple tag groups on). */
  tagGroups: readonly TagGroup[];
  /** The item's current metadata, one per tag group (matched by tagGroup.uuid) or one for the first tab. */
  initial?: PointMetadata | readonly PointMetadata[];
  studyKeys?: readonly string[];
  excludedTags?: readonly string[];
  blankTableCell?: boolean;
  /** @default true */
  expanded?: boolean;
  /** The tab to open, by tag group uuid; defaults to the first. */
  activeTagGroupUuid?: string;
  /** The item was just made (a point just clicked): Escape with nothing changed takes it back. @default false */
  isNewItem?: boolean;
}

export type MetadataDialogAction =
  | { type: 'addRow'; afterRowId?: number }
  | { type: 'deleteRow'; rowId: number }
  | { type: 'setTag'; rowId: number; tag: string }
  | { type: 'setValue'; rowId: number; value: string }
  | { type: 'setKeyLevel'; rowId: number; level: KeyPickerLevel }
  | { type: 'setActiveTab'; index: number }
  | { type: 'expand' }
  | { type: 'collapse' }
  | { type: 'startPickText'; rowId: number }
  | { type: 'finishPickText'; text: string | null }
  | { type: 'setBlankTableCell'; blank: boolean }
  /** Escape (escape: true) or click outside. */
  | { type: 'dismiss'; escape?: boolean }
  /** Enter: confirms once a value is entered. */
  | { type: 'confirm' };

/** The key level a tag's value is chosen at, or undefined for a plain (non-key) tag. */
export function keyLevelOfTag(tag: string, keyLevel?: KeyPickerLevel): KeyPickerLevel | 'unset' | undefined {
  if (tag === STUDY_BRANCH_PSEUDO_TAG) return keyLevel ?? 'unset';
  if (tag === REFERENCE_ARM_TAG) return 'reference';
  return BRANCH_TAG_LEVELS[tag];
}

const isKeyTag = (tag: string): boolean => keyLevelOfTag(tag) !== undefined;

/** Does a row set the study branch (a branch tag, or the pseudo tag at a branch level)? */
export function isBranchRow(row: Pick<DialogRow, 'tag' | 'keyLevel'>): boolean {
  if (row.tag === STUDY_BRANCH_PSEUDO_TAG) return row.keyLevel !== 'reference';
  return BRANCH_TAG_LEVELS[row.tag] !== undefined;
}

/** Does a row set the reference arm (the reference tag, or the pseudo tag at the reference level)? */
export function isReferenceRow(row: Pick<DialogRow, 'tag' | 'keyLevel'>): boolean {
  return row.tag === REFERENCE_ARM_TAG || (row.tag === STUDY_BRANCH_PSEUDO_TAG && row.keyLevel === 'reference');
}

/**
 * Keys of the study tree a level may pick (spec 2 section 5): study = study only; part = study and part
 * without arm; arm = arm without population or subgroup; population = population without subgroup;
 * subgroup = with subgroup; reference (or no level yet) = all.
 */
export function keysForLevel(keys: readonly string[], level: KeyPickerLevel | 'unset'): string[] {
  const fits = (key: string): boolean => {
    const p = parseCompositeKey(key);
    switch (level) {
      case 'study':
        return p.study !== undefined && !p.studyPart && !p.studyArm && !p.population && !p.subgroup;
      case 'studyPart':
        return p.study !== undefined && p.studyPart !== undefined && p.studyArm === undefined;
      case 'studyArm':
        return p.studyArm !== undefined && p.population === undefined && p.subgroup === undefined;
      case 'population':
        return p.population !== undefined && p.subgroup === undefined;
      case 'subgroup':
        return p.subgroup !== undefined;
      default:
        return true;
    }
  };
  return keys.filter((key) => key !== '' && fits(key));
}

/** At most `limit` items (the editor's dropdowns show 20), with how many were left out. */
export function limitItems<T>(items: readonly T[], limit: number = TAGGING_LIMITS.dropdownItems): { items: T[]; hiddenCount: number } {
  return { items: items.slice(0, limit), hiddenCount: Math.max(0, items.length - limit) };
}

/** The label of a row's key picker: the level's label, or 'Study branch' before a level is chosen. */
export function keyPickerLabel(level: KeyPickerLevel | undefined): string {
  return level ? KEY_PICKER_LABELS[level] : KEY_PICKER_DEFAULT_LABEL;
}

/** A trimmed value, as a number when it reads as one, except on key tags whose values stay strings. */
export function convertValue(tag: string, raw: string): string | number {
  const value = raw.trim();
  if (isKeyTag(tag) || tag === STUDY_BRANCH_PSEUDO_TAG) return value;
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) ? Number(value) : value;
}

function allowsEmptyByDefault(axisType: MetadataAxisType | undefined): boolean {
  return axisType !== undefined;
}

/** The key cut below a level: a branch tag's value is its own level's key. */
function keyUpTo(key: string, level: CompositeKeyLevel): string {
  const parts = parseCompositeKey(key);
  for (const l of COMPOSITE_KEY_LEVELS.slice(levelIndex(level) + 1)) delete parts[l];
  return buildCompositeKey(parts);
}

function rowsFromMetadata(metadata: PointMetadata | undefined, group: TagGroup, nextId: () => number): DialogRow[] {
  const rows: DialogRow[] = [];
  const branchGroup = isBranchGroup(group.name);
  let hasBranch = false;
  for (const { entry } of metadataRows(metadata)) {
    const tag = entry.tag.name;
    let value = entry.value === null || entry.value === undefined ? '' : String(entry.value);
    if (!branchGroup && BRANCH_TAG_LEVELS[tag] !== undefined && metadata?.compositeKey) {
      value = keyUpTo(metadata.compositeKey, BRANCH_TAG_LEVELS[tag]!);
      hasBranch = true;
    } else if (!branchGroup && tag === REFERENCE_ARM_TAG && metadata?.referenceCompositeKey) {
      value = metadata.referenceCompositeKey;
    }
    const row: DialogRow = { id: nextId(), tag, value };
    row.tagUuid = entry.tag.uuid ?? '';
    if (entry.axis !== undefined) row.axis = entry.axis;
    if (entry.axisType !== undefined) row.axisType = entry.axisType;
    if (entry.hidden !== undefined) row.hidden = entry.hidden;
    if (entry.headerTag !== undefined) row.headerTag = entry.headerTag;
    rows.push(row);
  }
  // A key without a branch row is shown as the key picker, so it can be seen, changed or removed.
  if (!branchGroup && !hasBranch && metadata?.compositeKey) {
    const level = deepestLevel(metadata.compositeKey);
    rows.unshift({ id: nextId(), tag: STUDY_BRANCH_PSEUDO_TAG, value: metadata.compositeKey, ...(level ? { keyLevel: level } : {}) });
  }
  return rows;
}

const snapshot = (tabs: readonly DialogTab[]): string =>
  JSON.stringify(
    tabs.map((t) => t.rows.filter((r) => r.tag !== '' || r.value.trim() !== '').map(({ tag, value, keyLevel }) => [tag, value.trim(), keyLevel ?? null])),
  );

/** The dialog's first state. A tab with no rows starts with one empty row to type into. */
export function initMetadataDialog(init: MetadataDialogInit): MetadataDialogState {
  let id = 0;
  const nextId = () => id++;
  const given = init.initial === undefined ? [] : Array.isArray(init.initial) ? (init.initial as readonly PointMetadata[]) : [init.initial as PointMetadata];
  const tabs: DialogTab[] = init.tagGroups.map((group, i) => {
    const initial = given.find((m) => m.tagGroup?.uuid === group.uuid) ?? (i === 0 ? given.find((m) => !m.tagGroup) : undefined);
    const rows = rowsFromMetadata(initial, group, nextId);
    const tab: DialogTab = { group, rows };
    if (initial) tab.initial = initial;
    if (initial?.tagGroup?.instanceUuid) tab.instanceUuid = initial.tagGroup.instanceUuid;
    return tab;
  });
  const pristine = snapshot(tabs);
  for (const tab of tabs) if (tab.rows.every((r) => r.hidden)) tab.rows.push({ id: nextId(), tag: '', value: '' });
  const active = init.activeTagGroupUuid ? tabs.findIndex((t) => t.group.uuid === init.activeTagGroupUuid) : 0;
  return {
    ...(init.axisType ? { axisType: init.axisType } : {}),
    allowsEmpty: init.allowsEmpty ?? allowsEmptyByDefault(init.axisType),
    tabs,
    activeTab: Math.max(0, active),
    expanded: init.expanded ?? true,
    selectingTextRow: null,
    blankTableCell: init.blankTableCell ?? false,
    studyKeys: init.studyKeys ?? [],
    excludedTags: init.excludedTags ?? [],
    blockedReason: null,
    outcome: null,
    nextRowId: id,
    pristine,
    pristineBlank: init.blankTableCell ?? false,
    isNewItem: init.isNewItem ?? false,
  };
}

// ---- selectors ----

/** The tab on show. */
export const activeTab = (s: MetadataDialogState): DialogTab => s.tabs[s.activeTab]!;

/** Rows shown to the user (hidden rows ride along unseen). */
export const visibleRows = (tab: DialogTab): DialogRow[] => tab.rows.filter((r) => !r.hidden);

const allRows = (s: MetadataDialogState): { tab: DialogTab; row: DialogRow }[] => s.tabs.flatMap((tab) => tab.rows.map((row) => ({ tab, row })));

function findRow(s: MetadataDialogState, rowId: number): { tab: DialogTab; row: DialogRow } | undefined {
  return allRows(s).find((r) => r.row.id === rowId);
}

/** Is a row of the dialog filled (a tag or a value)? */
const rowHasContent = (row: DialogRow): boolean => row.value.trim() !== '';

/** Does the dialog hold any value? */
export const hasContent = (s: MetadataDialogState): boolean => allRows(s).some(({ row }) => rowHasContent(row));

/** Has anything changed since the dialog opened? */
export const isDirty = (s: MetadataDialogState): boolean => snapshot(s.tabs) !== s.pristine || s.blankTableCell !== s.pristineBlank;

/**
 * The tags a row may choose, in the group's order: the study-branch pseudo tag first in a
 * non-branch group; branch tags only while no other row of the dialog sets the branch, the
 * reference tag only while no other row sets the reference, and never an excluded tag.
 */
export function tagOptions(s: MetadataDialogState, rowId: number): string[] {
  const found = findRow(s, rowId);
  const tab = found?.tab ?? activeTab(s);
  const others = allRows(s).filter(({ row }) => row.id !== rowId && row.tag !== '');
  const branchTaken = others.some(({ row }) => isBranchRow(row));
  const referenceTaken = others.some(({ row }) => isReferenceRow(row));
  const offered = (tag: string): boolean => {
    if (s.excludedTags.includes(tag)) return false;
    if (tag === REFERENCE_ARM_TAG) return !referenceTaken;
    if (BRANCH_TAG_LEVELS[tag] !== undefined) return !branchTaken;
    return true;
  };
  const names = tab.group.tags.map((t) => t.name).filter(offered);
  if (!isBranchGroup(tab.group.name) && !(branchTaken && referenceTaken)) names.unshift(STUDY_BRANCH_PSEUDO_TAG);
  return names;
}

/** Levels the key picker of a row may choose: without the branch levels once another row sets the branch, without reference once one sets it. */
export function keyLevelOptions(s: MetadataDialogState, rowId: number): KeyPickerLevel[] {
  const others = allRows(s).filter(({ row }) => row.id !== rowId);
  const branchTaken = others.some(({ row }) => row.tag !== '' && isBranchRow(row));
  const referenceTaken = others.some(({ row }) => row.tag !== '' && isReferenceRow(row)) || s.excludedTags.includes(REFERENCE_ARM_TAG);
  return KEY_PICKER_LEVELS.filter((level) => (level === 'reference' ? !referenceTaken : !branchTaken));
}

/** Is a row's value picked from the study keys (rather than typed)? */
export function isKeyRow(s: MetadataDialogState, row: DialogRow): boolean {
  const tab = findRow(s, row.id)?.tab ?? activeTab(s);
  return !isBranchGroup(tab.group.name) && keyLevelOfTag(row.tag, row.keyLevel) !== undefined;
}

/** The study keys a key row may pick, filtered by its level. */
export function keyOptions(s: MetadataDialogState, rowId: number): string[] {
  const found = findRow(s, rowId);
  if (!found) return [];
  const level = keyLevelOfTag(found.row.tag, found.row.keyLevel);
  return level === undefined ? [] : keysForLevel(s.studyKeys, level);
}

/** The rule a row breaks, if any. */
export function rowError(s: MetadataDialogState, rowId: number): string | null {
  const found = findRow(s, rowId);
  if (!found) return null;
  const { tab, row } = found;
  const value = row.value.trim();
  if (row.tag === '') return value !== '' ? METADATA_DIALOG_MESSAGES.valueWithoutTag : null;
  // A value carried from the axes labels names the axis' data type, a value tag of any group.
  const fromAxisLabel = row.axisType !== undefined && row.tagUuid !== undefined;
  const known = fromAxisLabel || row.tag === STUDY_BRANCH_PSEUDO_TAG || tab.group.tags.some((t) => t.name === row.tag);
  if (!known) return METADATA_DIALOG_MESSAGES.unknownTag(row.tag, tab.group.name);
  const earlier = allRows(s).slice(0, allRows(s).findIndex((r) => r.row.id === rowId));
  if (isBranchRow(row) && earlier.some((r) => r.row.tag !== '' && isBranchRow(r.row))) return METADATA_DIALOG_MESSAGES.oneBranch;
  if (isReferenceRow(row) && earlier.some((r) => r.row.tag !== '' && isReferenceRow(r.row))) return METADATA_DIALOG_MESSAGES.oneReference;
  if (value === '') return null;
  if (isBranchGroup(tab.group.name)) {
    if (isKeyTag(row.tag) && value.includes(COMPOSITE_KEY_DELIMITER)) return METADATA_DIALOG_MESSAGES.delimiter;
    return null;
  }
  if (row.tag === STUDY_BRANCH_PSEUDO_TAG && !row.keyLevel) return METADATA_DIALOG_MESSAGES.chooseLevel;
  if (isKeyRow(s, row) && !keyOptions(s, rowId).includes(value)) return METADATA_DIALOG_MESSAGES.invalidBranch(value);
  return null;
}

/** The first rule the dialog breaks, if any ('Blank table cell' waives the rows). */
export function firstError(s: MetadataDialogState): string | null {
  if (s.blankTableCell && s.axisType === 'table') return null;
  for (const { row } of allRows(s)) {
    const error = rowError(s, row.id);
    if (error) return error;
  }
  return null;
}

/** Whether closing is blocked now (preventClosing), and why. */
export function preventClosing(s: MetadataDialogState): string | null {
  const error = firstError(s);
  if (error) return error;
  if (!s.allowsEmpty && !hasContent(s) && !s.blankTableCell) return METADATA_DIALOG_MESSAGES.emptyNotAllowed;
  return null;
}

/** The hint under the rows: for empty points, what closing will do. */
export function emptyHint(s: MetadataDialogState): string | null {
  return s.axisType && POINT_AXIS_TYPES.includes(s.axisType) && !hasContent(s) ? METADATA_DIALOG_MESSAGES.emptyPointHint : null;
}

function tagRef(tab: DialogTab, row: DialogRow): { name: string; uuid: string } {
  const tag: Tag | undefined = tab.group.tags.find((t) => t.name === row.tag);
  return { name: row.tag, uuid: tag?.uuid || row.tagUuid || '' };
}

/** The metadata of every tab, with the dialog's one study branch and reference applied to each. */
export function resultByTagGroup(s: MetadataDialogState): PointMetadata[] {
  const blank = s.blankTableCell && s.axisType === 'table';
  let compositeKey: string | undefined;
  let referenceKey: string | undefined;
  let hasReference = false;
  if (!blank) {
    for (const { tab, row } of allRows(s)) {
      const value = row.value.trim();
      if (row.tag === '' || value === '') continue;
      if (isBranchGroup(tab.group.name)) {
        if (BRANCH_TAG_LEVELS[row.tag] !== undefined) compositeKey = updateCompositeKey(tab.initial?.compositeKey ?? '', row.tag, value);
        continue;
      }
      if (isReferenceRow(row)) {
        hasReference = true;
        referenceKey = value;
      } else if (isBranchRow(row)) compositeKey = value;
    }
  }
  return s.tabs.map((tab) => {
    const entries: MetadataEntry[] = [];
    if (!blank) {
      for (const row of tab.rows) {
        const value = row.value.trim();
        if (row.tag === '' || row.tag === STUDY_BRANCH_PSEUDO_TAG || (value === '' && !row.hidden)) continue;
        const keyRow = !isBranchGroup(tab.group.name) && isKeyTag(row.tag);
        const entry: MetadataEntry = { tag: tagRef(tab, row), value: keyRow ? (deepestValue(value) ?? value) : convertValue(row.tag, row.value) };
        if (row.axis !== undefined) entry.axis = row.axis;
        if (row.axisType !== undefined) entry.axisType = row.axisType;
        if (row.hidden !== undefined) entry.hidden = row.hidden;
        if (row.headerTag !== undefined) entry.headerTag = row.headerTag;
        entries.push(entry);
      }
    }
    const metadata = withRows(tab.initial, entries);
    delete metadata.compositeKey;
    delete metadata.referenceCompositeKey;
    if (compositeKey) metadata.compositeKey = compositeKey;
    if (hasReference && referenceKey) metadata.referenceCompositeKey = referenceKey;
    else if (hasReference && tab.initial?.referenceCompositeKey) metadata.referenceCompositeKey = tab.initial.referenceCompositeKey;
    const tagGroup: TagGroupRef = { name: tab.group.name, uuid: tab.group.uuid };
    if (tab.instanceUuid) tagGroup.instanceUuid = tab.instanceUuid;
    metadata.tagGroup = tagGroup;
    return metadata;
  });
}

/** The metadata of the active tab: what the dialog confirms. */
export function result(s: MetadataDialogState): PointMetadata {
  return resultByTagGroup(s)[s.activeTab]!;
}

/** What Escape (escape: true) or click outside does now. */
export function dismissOutcome(s: MetadataDialogState, escape = false): DialogOutcome | { kind: 'blocked'; reason: string } {
  // Escape on an item just made, untouched, takes the click back; a click outside keeps it (the next point is being clicked).
  if (escape && s.isNewItem && !isDirty(s)) return { kind: 'delete' };
  const reason = preventClosing(s);
  if (reason) return { kind: 'blocked', reason };
  const content = hasContent(s);
  if (!content && !s.blankTableCell) {
    if (s.axisType && POINT_AXIS_TYPES.includes(s.axisType)) return { kind: 'delete' };
    if (s.axisType && CLEAR_WHEN_CLEAN_AXIS_TYPES.includes(s.axisType)) return { kind: 'clear' };
  }
  if (!isDirty(s)) return { kind: 'close' };
  return saveOutcome(s);
}

function saveOutcome(s: MetadataDialogState): DialogOutcome {
  const byTagGroup = resultByTagGroup(s);
  return { kind: 'save', metadata: byTagGroup[s.activeTab]!, byTagGroup, blankTableCell: s.blankTableCell };
}

// ---- reducer ----

function editRow(s: MetadataDialogState, rowId: number, edit: (row: DialogRow) => DialogRow): MetadataDialogState {
  return {
    ...s,
    blockedReason: null,
    tabs: s.tabs.map((tab) => (tab.rows.some((r) => r.id === rowId) ? { ...tab, rows: tab.rows.map((r) => (r.id === rowId ? edit(r) : r)) } : tab)),
  };
}

function tagChanged(row: DialogRow, tag: string): DialogRow {
  const before = keyLevelOfTag(row.tag, row.keyLevel);
  const after = tag === row.tag ? before : keyLevelOfTag(tag);
  // The value resets between key and non-key tags, and between different key tags.
  const reset = (before === undefined) !== (after === undefined) || (before !== undefined && tag !== row.tag);
  const next: DialogRow = { ...row, tag, value: reset ? '' : row.value };
  if (tag !== STUDY_BRANCH_PSEUDO_TAG) delete next.keyLevel;
  return next;
}

/** The dialog's reducer: every user action as a pure state change. */
export function metadataDialogReducer(s: MetadataDialogState, action: MetadataDialogAction): MetadataDialogState {
  if (s.outcome) return s;
  switch (action.type) {
    case 'addRow': {
      const tab = activeTab(s);
      const row: DialogRow = { id: s.nextRowId, tag: '', value: '' };
      const at = action.afterRowId === undefined ? -1 : tab.rows.findIndex((r) => r.id === action.afterRowId);
      const rows = at === -1 ? [...tab.rows, row] : [...tab.rows.slice(0, at + 1), row, ...tab.rows.slice(at + 1)];
      return { ...s, blockedReason: null, nextRowId: s.nextRowId + 1, tabs: s.tabs.map((t, i) => (i === s.activeTab ? { ...t, rows } : t)) };
    }
    case 'deleteRow': {
      const found = findRow(s, action.rowId);
      if (!found) return s;
      const tabs = s.tabs.map((t) => (t === found.tab ? { ...t, rows: t.rows.filter((r) => r.id !== action.rowId) } : t));
      // Deleting the last remaining row closes the dialog and clears the metadata.
      if (tabs.every((t) => visibleRows(t).length === 0)) return { ...s, tabs, outcome: { kind: 'clear' } };
      return { ...s, tabs, blockedReason: null };
    }
    case 'setTag':
      return editRow(s, action.rowId, (row) => {
        const next = tagChanged(row, action.tag);
        if (next.tag !== row.tag) delete next.tagUuid;
        return next;
      });
    case 'setValue':
      return editRow(s, action.rowId, (row) => ({ ...row, value: action.value }));
    case 'setKeyLevel':
      return editRow(s, action.rowId, (row) => ({ ...row, keyLevel: action.level, value: row.keyLevel === action.level ? row.value : '' }));
    case 'setActiveTab':
      return action.index >= 0 && action.index < s.tabs.length ? { ...s, activeTab: action.index } : s;
    case 'expand':
      return { ...s, expanded: true };
    case 'collapse':
      return { ...s, expanded: false };
    case 'startPickText':
      return findRow(s, action.rowId) ? { ...s, selectingTextRow: action.rowId } : s;
    case 'finishPickText': {
      const rowId = s.selectingTextRow;
      if (rowId === null) return s;
      const done = { ...s, selectingTextRow: null };
      return action.text === null ? done : editRow(done, rowId, (row) => ({ ...row, value: action.text!.replace(/\s+/g, ' ').trim() }));
    }
    case 'setBlankTableCell':
      return { ...s, blankTableCell: action.blank, blockedReason: null };
    case 'dismiss': {
      if (s.selectingTextRow !== null) return { ...s, selectingTextRow: null };
      const outcome = dismissOutcome(s, action.escape);
      return outcome.kind === 'blocked' ? { ...s, blockedReason: outcome.reason } : { ...s, outcome };
    }
    case 'confirm': {
      if (!hasContent(s) && !s.blankTableCell) return s;
      const reason = preventClosing(s);
      return reason ? { ...s, blockedReason: reason } : { ...s, outcome: saveOutcome(s) };
    }
  }
}

/** Level names for composite-key parts, as the preview popup labels them. */
export const KEY_PART_LABELS: Readonly<Record<CompositeKeyLevel, string>> = {
  study: KEY_PICKER_LABELS.study,
  studyPart: KEY_PICKER_LABELS.studyPart,
  studyArm: KEY_PICKER_LABELS.studyArm,
  population: KEY_PICKER_LABELS.population,
  subgroup: KEY_PICKER_LABELS.subgroup,
};
