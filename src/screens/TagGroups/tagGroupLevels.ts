import { DEFAULT_TAG_GROUP_LEVEL, TAG_GROUP_LEVELS } from '../../api/schemas';

/** A tag group level: 1 (beginner) to 3 (advanced). */
export type TagGroupLevel = (typeof TAG_GROUP_LEVELS)[number];

/** The level tabs, in order, with who each level is for. */
export const tagGroupLevels: readonly { level: TagGroupLevel; label: string; audience: string }[] = [
  { level: 1, label: 'Level 1', audience: 'Beginner, for new extraction users' },
  { level: 2, label: 'Level 2', audience: 'Intermediate, for experienced users' },
  { level: 3, label: 'Level 3', audience: 'Advanced, for specialized extraction and QC users' },
];

/** The tab that opens first. */
export const DEFAULT_LEVEL: TagGroupLevel = DEFAULT_TAG_GROUP_LEVEL;

/** The level one step down, or undefined at level 1. */
export function lowerLevel(level: number): TagGroupLevel | undefined {
  return level > 1 && level <= 3 ? ((level - 1) as TagGroupLevel) : undefined;
}

/** The level one step up, or undefined at level 3. */
export function higherLevel(level: number): TagGroupLevel | undefined {
  return level >= 1 && level < 3 ? ((level + 1) as TagGroupLevel) : undefined;
}
