import {
  COMPOSITE_KEY_DELIMITER,
  COMPOSITE_KEY_LEVELS,
  type CompositeKeyLevel,
  parseCompositeKey,
  deepestLevel,
  hasGaps,
} from '../compositeKey';

/** A node of the study tree. */
export interface StudyTreeNode {
  key: string;
  level: CompositeKeyLevel;
  label: string;
  /** A definition (a branch-tag instance) exists for exactly this key. */
  defined: boolean;
  /** The node's parents are missing from its key. */
  orphan: boolean;
  /** 'Definition for {x} is missing' and its variants, when not defined. */
  problem: string | null;
  children: StudyTreeNode[];
}

/** Why a node lacks a definition, in the words of the spec. */
export function missingDefinitionMessage(key: string): string {
  const level = deepestLevel(key);
  const parts = parseCompositeKey(key);
  const label = level ? parts[level]! : key;
  const base = `Definition for ${label} is missing`;
  if (!level || !hasGaps(key)) return base;
  if (level === 'studyPart') return `${base}; no parent study`;
  if (level === 'studyArm') {
    if (parts.study === undefined && parts.studyPart === undefined) return `${base}; no parent study/part`;
    if (parts.study === undefined) return `${base}; parent part does not have a parent study`;
  }
  return `${base}; no parent study`;
}

/**
 * Build the study tree from the keys that have a definition and the keys used by data.
 * Every prefix of a used key becomes a node; nodes without a definition carry a problem,
 * and keys with gaps hang at the root flagged as orphans.
 */
export function buildStudyTree(definedKeys: Iterable<string>, usedKeys: Iterable<string> = []): StudyTreeNode[] {
  const defined = new Set(definedKeys);
  const nodes = new Map<string, StudyTreeNode>();
  const roots: StudyTreeNode[] = [];
  const ensure = (key: string, orphan: boolean): StudyTreeNode => {
    let node = nodes.get(key);
    if (node) return node;
    const level = deepestLevel(key)!;
    const isDefined = defined.has(key);
    node = {
      key,
      level,
      label: parseCompositeKey(key)[level]!,
      defined: isDefined,
      orphan,
      problem: isDefined ? null : missingDefinitionMessage(key),
      children: [],
    };
    nodes.set(key, node);
    if (orphan) roots.push(node);
    else {
      const segments = key.split(COMPOSITE_KEY_DELIMITER);
      if (segments.length === 1) roots.push(node);
      else ensure(segments.slice(0, -1).join(COMPOSITE_KEY_DELIMITER), false).children.push(node);
    }
    return node;
  };
  for (const key of [...defined, ...usedKeys]) {
    if (!deepestLevel(key)) continue;
    ensure(key, hasGaps(key));
  }
  const sort = (list: StudyTreeNode[]) => {
    list.sort((a, b) => COMPOSITE_KEY_LEVELS.indexOf(a.level) - COMPOSITE_KEY_LEVELS.indexOf(b.level) || a.label.localeCompare(b.label));
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/** Slashes in names are escaped as backslashes in tree paths. */
export const escapeTreePathSegment = (name: string): string => name.replace(/\//g, '\\');
