import { EditorError } from './errors';

/** Joins the parts of a composite key. */
export const COMPOSITE_KEY_DELIMITER = '||';

/** The five levels of a study branch, outermost first. */
export const COMPOSITE_KEY_LEVELS = ['study', 'studyPart', 'studyArm', 'population', 'subgroup'] as const;
export type CompositeKeyLevel = (typeof COMPOSITE_KEY_LEVELS)[number];

/** Parts of a composite key; a missing part is undefined. */
export type CompositeKeyParts = Partial<Record<CompositeKeyLevel, string>>;

/** Branch tag names and the level each one sets. */
export const BRANCH_TAG_LEVELS: Readonly<Record<string, CompositeKeyLevel>> = {
  'Study abbreviation': 'study',
  Study: 'study',
  'Study part': 'studyPart',
  'Study arm abbreviation': 'studyArm',
  'Study arm': 'studyArm',
  Population: 'population',
  Subgroup: 'subgroup',
};

/** Not a branch tag although it names an arm. */
export const REFERENCE_ARM_TAG = 'Reference study arm abbreviation';

function invalidPart(name: string): EditorError {
  return new EditorError('composite-key-invalid-part', `Tag ${name} is not a valid part of a composite key`);
}

/** The level of a level name or branch tag name; throws "Tag X is not a valid part of a composite key". */
export function levelOf(tagOrLevel: string): CompositeKeyLevel {
  if ((COMPOSITE_KEY_LEVELS as readonly string[]).includes(tagOrLevel)) return tagOrLevel as CompositeKeyLevel;
  const level = BRANCH_TAG_LEVELS[tagOrLevel];
  if (!level) throw invalidPart(tagOrLevel);
  return level;
}

/** Index 0..4 of a level. */
export const levelIndex = (level: CompositeKeyLevel): number => COMPOSITE_KEY_LEVELS.indexOf(level);

/** Split a key into its parts; empty segments are missing parts. */
export function parseCompositeKey(key: string): CompositeKeyParts {
  const parts: CompositeKeyParts = {};
  if (!key) return parts;
  const segments = key.split(COMPOSITE_KEY_DELIMITER);
  if (segments.length > COMPOSITE_KEY_LEVELS.length) throw invalidPart(segments.slice(COMPOSITE_KEY_LEVELS.length).join(COMPOSITE_KEY_DELIMITER));
  segments.forEach((segment, i) => {
    if (segment !== '') parts[COMPOSITE_KEY_LEVELS[i]!] = segment;
  });
  return parts;
}

/** Join parts into a key, up to the deepest present part; missing parts in between stay empty. */
export function buildCompositeKey(parts: CompositeKeyParts): string {
  const segments = COMPOSITE_KEY_LEVELS.map((level) => parts[level] ?? '');
  let end = segments.length;
  while (end > 0 && segments[end - 1] === '') end--;
  return segments.slice(0, end).join(COMPOSITE_KEY_DELIMITER);
}

/** Set (or with an empty value, clear) one part, given by level or branch tag name. */
export function updateCompositeKey(key: string, tagOrLevel: string, value: string | undefined): string {
  const level = levelOf(tagOrLevel);
  const parts = parseCompositeKey(key);
  if (value === undefined || value === '') delete parts[level];
  else parts[level] = value;
  return buildCompositeKey(parts);
}

/** The deepest level present, or undefined for an empty key. */
export function deepestLevel(key: string): CompositeKeyLevel | undefined {
  const parts = parseCompositeKey(key);
  for (let i = COMPOSITE_KEY_LEVELS.length - 1; i >= 0; i--) if (parts[COMPOSITE_KEY_LEVELS[i]!] !== undefined) return COMPOSITE_KEY_LEVELS[i];
  return undefined;
}

/** The value of the deepest part (the label of the branch). */
export function deepestValue(key: string): string | undefined {
  const level = deepestLevel(key);
  return level ? parseCompositeKey(key)[level] : undefined;
}

/** A key has a gap when a part is present without all of its parents. An empty key is not valid. */
export function hasGaps(key: string): boolean {
  const parts = parseCompositeKey(key);
  const deepest = deepestLevel(key);
  if (!deepest) return false;
  for (let i = 0; i < levelIndex(deepest); i++) if (parts[COMPOSITE_KEY_LEVELS[i]!] === undefined) return true;
  return false;
}

/** A usable key has at least one part and no gaps. */
export function isValidCompositeKey(key: string): boolean {
  return deepestLevel(key) !== undefined && !hasGaps(key);
}

/** The key one level up, or undefined at the study level. */
export function parentCompositeKey(key: string): string | undefined {
  const deepest = deepestLevel(key);
  if (!deepest || deepest === 'study') return undefined;
  const parts = parseCompositeKey(key);
  delete parts[deepest];
  return buildCompositeKey(parts);
}

/**
 * Is `child` strictly below `parent`? Both must be gap-free and every part of the parent must
 * agree with the child's.
 */
export function isDescendantKey(parent: string, child: string): boolean {
  if (!isValidCompositeKey(parent) || !isValidCompositeKey(child)) return false;
  const p = parent.split(COMPOSITE_KEY_DELIMITER);
  const c = child.split(COMPOSITE_KEY_DELIMITER);
  if (c.length <= p.length) return false;
  return p.every((part, i) => part === c[i]);
}

/** Is `child` exactly one level below `parent`? */
export function isChildKey(parent: string, child: string): boolean {
  return isDescendantKey(parent, child) && child.split(COMPOSITE_KEY_DELIMITER).length === parent.split(COMPOSITE_KEY_DELIMITER).length + 1;
}

/** Does `key` equal `ancestor` or lie below it? */
export function isSameOrDescendantKey(ancestor: string, key: string): boolean {
  return ancestor === key || isDescendantKey(ancestor, key);
}

/** Replace the prefix `from` by `to` in a key below (or equal to) `from`; other keys are returned unchanged. */
export function renameKeyPrefix(key: string, from: string, to: string): string {
  if (!isSameOrDescendantKey(from, key)) return key;
  return to + key.slice(from.length);
}

/** Joins the parts of a key where people read it: 'ABC-1 / Part A / Placebo'. */
export const KEY_LABEL_SEPARATOR = ' / ';

/**
 * A key as people read it: its parts, outermost first, joined by `separator`. A slash inside a part
 * is escaped ('S\/1 / Main / Drug' for the study 'S/1'), so a part never reads as two.
 */
export function compositeKeyLabel(key: string, separator: string = KEY_LABEL_SEPARATOR): string {
  return key
    .split(COMPOSITE_KEY_DELIMITER)
    .filter((part) => part !== '')
    .map((part) => part.replaceAll('/', '\\/'))
    .join(separator);
}

/** A tag whose value is a key of the study tree: a branch tag or the reference arm. */
export const isKeyTagName = (name: string): boolean => name in BRANCH_TAG_LEVELS || name === REFERENCE_ARM_TAG;
