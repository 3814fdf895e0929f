import { describe, expect, it } from 'vitest';
import type { TagNode } from '../../../src/api/schemas';
import { findParent, hasLiveChildren, subtreeIds } from '../../../src/screens/BaseTags/baseTagTree';

const tag = (uuid: string, children: TagNode[] = [], disabled = false): TagNode => ({ uuid, name: uuid, disabled, children });

describe('base tag tree', () => {
  it('lets a tag be deleted once every child of it is deleted, as the server does', () => {
    expect(hasLiveChildren(tag('leaf'))).toBe(false);
    expect(hasLiveChildren(tag('parent', [tag('child')]))).toBe(true);
    expect(hasLiveChildren(tag('parent', [tag('gone', [], true), tag('kept')]))).toBe(true);
    expect(hasLiveChildren(tag('parent', [tag('gone', [], true), tag('also gone', [], true)]))).toBe(false);
    expect(hasLiveChildren(undefined)).toBe(false);
  });

  it('finds parents and the subtree a tag cannot be moved into', () => {
    const tree = [tag('study', [tag('arm', [tag('dose')])]), tag('outcome')];
    expect(findParent(tree, 'dose')?.uuid).toBe('arm');
    expect(findParent(tree, 'outcome')).toBeNull();
    expect(findParent(tree, 'missing')).toBeUndefined();
    expect([...subtreeIds(tree[0]!)]).toEqual(['study', 'arm', 'dose']);
  });
});
