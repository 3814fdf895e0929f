import { describe, expect, it } from 'vitest';
import { reorder } from '../../../src/ui/MultiSelectPicker/reorder';
import { isTruncated, truncate, TRUNCATE_FILE_NAME, TRUNCATE_NAME } from '../../../src/ui/utils/truncate';

const key = (s: string) => s;
const list = ['a', 'b', 'c', 'd'];

describe('reorder', () => {
  it('moves one item after a later target', () => {
    expect(reorder(list, key, new Set(['a']), 'c', 'after')).toEqual(['b', 'c', 'a', 'd']);
  });

  it('moves one item before an earlier target', () => {
    expect(reorder(list, key, new Set(['d']), 'a', 'before')).toEqual(['d', 'a', 'b', 'c']);
  });

  it('moves several items together, keeping their order', () => {
    expect(reorder(list, key, new Set(['c', 'a']), 'd', 'after')).toEqual(['b', 'd', 'a', 'c']);
  });

  it('returns the same array when nothing changes', () => {
    expect(reorder(list, key, new Set(['a']), 'a', 'before')).toBe(list);
    expect(reorder(list, key, new Set(['a']), 'b', 'before')).toBe(list);
    expect(reorder(list, key, new Set(['x']), 'b', 'before')).toBe(list);
    expect(reorder(list, key, new Set(['a']), 'missing', 'after')).toBe(list);
  });
});

describe('truncate', () => {
  it('keeps text within the limit untouched', () => {
    const exact = 'x'.repeat(TRUNCATE_NAME);
    expect(truncate(exact, TRUNCATE_NAME)).toBe(exact);
    expect(isTruncated(exact, TRUNCATE_NAME)).toBe(false);
  });

  it('cuts to exactly the limit, ellipsis included', () => {
    const long = 'y'.repeat(120);
    const cut = truncate(long, TRUNCATE_NAME);
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(truncate(long, TRUNCATE_FILE_NAME))).toHaveLength(50);
  });

  it('drops trailing spaces before the ellipsis', () => {
    expect(truncate('abc def', 5)).toBe('abc…');
  });

  it('never splits a character outside the BMP', () => {
    expect(truncate('😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('handles tiny limits', () => {
    expect(truncate('abc', 1)).toBe('…');
    expect(truncate('abc', 0)).toBe('');
  });
});
