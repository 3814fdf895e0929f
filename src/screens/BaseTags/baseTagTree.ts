import type { TagNode } from '../../api/schemas';
import type { TreeNode } from '../../ui';

/** What the top level is called wherever a parent is shown. */
export const TOP_LEVEL_LABEL = '(Top level)';

/** A tag as the tree shows it, keeping the tag it came from. */
export interface BaseTagTreeNode extends TreeNode {
  id: string;
  tag: TagNode;
  children?: BaseTagTreeNode[];
}

/** The tag with this uuid, searched depth first. */
export function findTag(tags: readonly TagNode[], uuid: string): TagNode | undefined {
  for (const tag of tags) {
    if (tag.uuid === uuid) return tag;
    const found = findTag(tag.children, uuid);
    if (found) return found;
  }
  return undefined;
}

/** The parent of the tag with this uuid; null at the top level, undefined when the tag is unknown. */
export function findParent(tags: readonly TagNode[], uuid: string, parent: TagNode | null = null): TagNode | null | undefined {
  for (const tag of tags) {
    if (tag.uuid === uuid) return parent;
    const found = findParent(tag.children, uuid, tag);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether a tag has children that are not deleted: only those stop it from being deleted, as on the server. */
export function hasLiveChildren(tag: TagNode | undefined): boolean {
  return tag?.children.some((child) => !child.disabled) ?? false;
}

/** The uuids of a tag and everything under it: none of them can become its parent. */
export function subtreeIds(tag: TagNode, into: Set<string> = new Set()): Set<string> {
  into.add(tag.uuid);
  for (const child of tag.children) subtreeIds(child, into);
  return into;
}

/** The tree's nodes; deleted tags and the `unavailable` ones are disabled. */
export function toTreeNodes(tags: readonly TagNode[], unavailable: ReadonlySet<string> = new Set()): BaseTagTreeNode[] {
  return tags.map((tag) => ({
    id: tag.uuid,
    name: tag.name,
    tag,
    isDisabled: tag.disabled || unavailable.has(tag.uuid),
    ...(tag.children.length > 0 ? { children: toTreeNodes(tag.children, unavailable) } : {}),
  }));
}
