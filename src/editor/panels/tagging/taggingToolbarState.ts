import {
  compositeKeyLabel,
  deepestLevel,
  isKeyTagName,
  isSameOrDescendantKey,
  levelIndex,
  KEY_LABEL_SEPARATOR,
} from '../../core/compositeKey';
import type { MetadataEntry, PointMetadata, StudyElement, Tag, TagGroup } from '../../core/model/types';
import { LEVEL_NAMES, isBranchGroup, metadataRows } from '../../core/tagging';

/*
 * What the bottom-centre tagging toolbar shows, worked out from the model: the state of each tag
 * button, the collected data of the selected item, the study branches and the hint. Pure, so the
 * host and the tests compute the same thing the toolbar renders.
 */

/** The three states of a tag button (spec 3 section 4: 'Tag buttons toggle: pressed, collected, unpressed'). */
export const TAG_BUTTON_STATES = ['unpressed', 'pressed', 'collected'] as const;
export type TagButtonState = (typeof TAG_BUTTON_STATES)[number];

/** One tag of the chosen group, as the tags panel shows it. */
export interface TagButtonModel {
  uuid: string;
  name: string;
  /** Pressed wins over collected: a collected tag can be pressed again to collect anew. */
  state: TagButtonState;
  /** The instance already has a value for this tag (shown by a mark even while pressed). */
  collected: boolean;
  /** A key tag of a non-branch group: its value is a key chosen from the study tree, not a click on the page. */
  positionless: boolean;
}

/** Anything tagged with a tag-group instance: a data point, a text item, a table cell. */
export interface TaggedItem {
  metadata?: PointMetadata;
}

/** A key tag: one naming a level of the study tree, or the reference arm (also a key of the tree). */
export function isKeyTag(tag: Pick<Tag, 'name' | 'isCompositeKeyMember'>): boolean {
  return !!tag.isCompositeKeyMember || isKeyTagName(tag.name);
}

/** Key tags of non-branch groups are positionless and added directly (spec 3 section 4). */
export function isPositionlessTag(group: Pick<TagGroup, 'name'>, tag: Pick<Tag, 'name' | 'isCompositeKeyMember'>): boolean {
  return !isBranchGroup(group.name) && isKeyTag(tag);
}

/** The items of one tag-group instance. */
export function instanceItems<T extends TaggedItem>(items: readonly T[], instanceUuid: string | null | undefined): T[] {
  return [...itemsOfInstance(items, instanceUuid)];
}

/** The items of one tag-group instance, read as they are asked for (a walk that may stop early). */
export function* itemsOfInstance<T extends TaggedItem>(items: Iterable<T>, instanceUuid: string | null | undefined): Generator<T> {
  if (!instanceUuid) return;
  for (const item of items) if (item.metadata?.tagGroup?.instanceUuid === instanceUuid) yield item;
}

const isFilled = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== '';

/** Each numbered row of an item's metadata that has a value, read in place (an extraction's every point may pass here). */
function forEachFilledRow(item: TaggedItem, visit: (entry: MetadataEntry) => void): void {
  const metadata = item.metadata as Record<string, unknown> | undefined;
  if (!metadata) return;
  for (const key in metadata) {
    // Numbered rows only: their keys are digits, the others (tagGroup, uuid, ...) words.
    const c = key.charCodeAt(0);
    if (c < 48 || c > 57) continue;
    const entry = metadata[key] as MetadataEntry | undefined;
    if (entry && typeof entry === 'object' && entry.tag && isFilled(entry.value)) visit(entry);
  }
}

/** Uuids (and names, for rows written before tags had uuids) of the tags that have a value among `items`. */
export function collectedTagIds(items: Iterable<TaggedItem>): Set<string> {
  const ids = new Set<string>();
  for (const item of items) {
    forEachFilledRow(item, (entry) => {
      if (entry.tag.uuid) ids.add(entry.tag.uuid);
      ids.add(`name:${entry.tag.name}`);
    });
  }
  return ids;
}

/** Which of `tags` have a value among `items` (by uuid, or by name for rows written before tags had uuids); the walk stops once all have. */
function collectedOf(items: Iterable<TaggedItem>, tags: readonly Pick<Tag, 'uuid' | 'name'>[]): boolean[] {
  const collected = tags.map(() => false);
  const byUuid = new Map(tags.map((tag, i) => [tag.uuid, i]));
  const byName = new Map(tags.map((tag, i) => [tag.name, i]));
  let left = tags.length;
  const mark = (i: number | undefined) => {
    if (i === undefined || collected[i]) return;
    collected[i] = true;
    left--;
  };
  for (const item of items) {
    if (left === 0) break;
    forEachFilledRow(item, (entry) => {
      mark(entry.tag.uuid ? byUuid.get(entry.tag.uuid) : undefined);
      mark(byName.get(entry.tag.name));
    });
  }
  return collected;
}

/**
 * The buttons of the tags panel: the group's tags in the group's order, each pressed (the tag the
 * next collected value goes to), collected (the instance has a value for it) or unpressed.
 */
export function tagButtons(
  group: TagGroup | null | undefined,
  items: Iterable<TaggedItem>,
  pressedTagUuid: string | null | undefined,
): TagButtonModel[] {
  if (!group) return [];
  const collected = collectedOf(items, group.tags);
  return group.tags.map((tag, i) => {
    const isCollected = collected[i]!;
    const state: TagButtonState = tag.uuid === pressedTagUuid ? 'pressed' : isCollected ? 'collected' : 'unpressed';
    return { uuid: tag.uuid, name: tag.name, state, collected: isCollected, positionless: isPositionlessTag(group, tag) };
  });
}

/** The pressed tag after a press on `tagUuid`: pressing toggles; pressing another tag moves the press. */
export function nextPressedTag(pressedTagUuid: string | null | undefined, tagUuid: string): string | null {
  return pressedTagUuid === tagUuid ? null : tagUuid;
}

/** What a tag button's description says besides its name. */
export const TAG_DESCRIPTIONS = {
  collected: 'Collected',
  positionless: 'Asks for the key, no click on the page',
} as const;

/** The accessible description of a tag button: whether it is collected and whether it needs a click. */
export function tagDescription(tag: Pick<TagButtonModel, 'collected' | 'positionless'>): string | undefined {
  const parts = [tag.collected ? TAG_DESCRIPTIONS.collected : null, tag.positionless ? TAG_DESCRIPTIONS.positionless : null].filter(Boolean);
  return parts.length > 0 ? parts.join('. ') : undefined;
}

/** Separates the parts of a composite key in labels ('ABC-1 / Part A / Placebo'), as everywhere else. */
export const BRANCH_LABEL_SEPARATOR = KEY_LABEL_SEPARATOR;

/** A branch's label: the parts of its composite key, outermost first. */
export function branchLabel(compositeKey: string): string {
  return compositeKeyLabel(compositeKey, BRANCH_LABEL_SEPARATOR);
}

/** One entry of the study-tree list. */
export interface StudyBranchOption {
  /** The composite key. */
  key: string;
  /** What the list shows, from the key's parts. */
  label: string;
}

/** The level a branch key defines ('Study arm'), for the list's secondary text. */
export function branchLevelName(compositeKey: string): string | undefined {
  const level = deepestLevel(compositeKey);
  return level ? LEVEL_NAMES[level] : undefined;
}

/**
 * The study tree as the toolbar's list: each element once, parents before their children, siblings in
 * the tree's order.
 */
export function studyBranchOptions(tree: readonly Pick<StudyElement, 'compositeKey'>[]): StudyBranchOption[] {
  const keys = [...new Set(tree.map((e) => e.compositeKey).filter((key) => deepestLevel(key) !== undefined))];
  const order = new Map(keys.map((key, i) => [key, i]));
  const depth = (key: string) => levelIndex(deepestLevel(key)!);
  // The nearest listed ancestor at each level gives the sort path; a key whose parent is missing sorts as its own root.
  const path = (key: string): number[] => {
    const ancestors = keys.filter((other) => other !== key && isSameOrDescendantKey(other, key)).sort((a, b) => depth(a) - depth(b));
    return [...ancestors, key].map((k) => order.get(k)!);
  };
  const paths = new Map(keys.map((key) => [key, path(key)]));
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return a.length - b.length;
  };
  return keys.sort((a, b) => compare(paths.get(a)!, paths.get(b)!)).map((key) => ({ key, label: branchLabel(key) }));
}

/** One row of the collected-data panel. */
export interface CollectedDataRow {
  tag: string;
  value: string;
}

/** The collected-data panel's content for the selected point or text item. */
export interface CollectedDataSummary {
  /** The point's or text item's name. */
  name: string;
  tagGroup?: string;
  /** The branch label, from the composite key. */
  branch?: string;
  /** Tags and their data, in row order. */
  rows: CollectedDataRow[];
}

/** Shown in place of an empty value. */
export const EMPTY_VALUE = '—';

/**
 * The name, tags and data of a selected item. Hidden rows (values carried from headers and axes that
 * the metadata dialog does not show) are left out, as in the dialog.
 */
export function collectedDataSummary(item: { name: string; metadata?: PointMetadata }): CollectedDataSummary {
  const metadata = item.metadata;
  const rows = metadataRows(metadata)
    .filter(({ entry }) => !entry.hidden)
    .map(({ entry }) => ({ tag: entry.tag.name, value: isFilled(entry.value) ? String(entry.value) : EMPTY_VALUE }));
  const branch = metadata?.compositeKey ? branchLabel(metadata.compositeKey) : '';
  return {
    name: item.name,
    ...(metadata?.tagGroup?.name ? { tagGroup: metadata.tagGroup.name } : {}),
    ...(branch ? { branch } : {}),
    rows,
  };
}

/** The situation the hint describes. */
export interface HintSituation {
  /** The chosen tag group's name, if any. */
  tagGroup?: string | null;
  /** The chosen branch's label, if any. */
  branch?: string | null;
  tags: readonly TagButtonModel[];
}

/** The hint texts; `{tag}`, `{group}` and `{branch}` are filled in. */
export const HINTS = {
  noGroup: 'Choose a tag group to start tagging',
  noBranch: 'Choose a study branch to collect {group} for',
  noTags: '{group} has no tags to collect',
  nothingPressed: 'Press a tag, then click a point or select text on the page',
  allCollected: 'Every tag of {group} is collected for {branch}; press a tag to collect it anew',
  pressed: 'Click a point or select text on the page to collect {tag}',
  pressedAgain: 'Click a point or select text on the page to collect {tag} anew',
  pressedPositionless: 'Choose the key for {tag}; it needs no click on the page',
} as const;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** The hint for the current situation: what to do next. */
export function taggingHint({ tagGroup, branch, tags }: HintSituation): string {
  if (!tagGroup) return HINTS.noGroup;
  const values = { group: tagGroup, branch: branch ?? '' };
  if (!branch) return fill(HINTS.noBranch, values);
  if (tags.length === 0) return fill(HINTS.noTags, values);
  const pressed = tags.find((t) => t.state === 'pressed');
  if (pressed) {
    const text = pressed.positionless ? HINTS.pressedPositionless : pressed.collected ? HINTS.pressedAgain : HINTS.pressed;
    return fill(text, { ...values, tag: pressed.name });
  }
  if (tags.every((t) => t.collected)) return fill(HINTS.allCollected, values);
  return HINTS.nothingPressed;
}
