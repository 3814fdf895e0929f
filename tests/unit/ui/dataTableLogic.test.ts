import { describe, expect, it } from 'vitest';
import { pageCount, pageRows, rangeLabel, sortRows } from '../../../src/ui/DataTable/dataTableLogic';

const rows = [
  { name: 'beta', count: 10, when: new Date(2024, 1, 1) },
  { name: 'Alpha', count: 2, when: new Date(2023, 1, 1) },
  { name: '', count: 5, when: null },
  { name: 'alpha 10', count: 2, when: new Date(2025, 1, 1) },
  { name: 'alpha 9', count: 7, when: new Date(2022, 1, 1) },
];
const valueOf = (row: (typeof rows)[number], column: string) => row[column as keyof typeof row];

describe('sortRows', () => {
  it('sorts text case-insensitively with numbers in natural order, empty values last', () => {
    const sorted = sortRows(rows, { column: 'name', direction: 'ascending' }, valueOf).map((r) => r.name);
    expect(sorted).toEqual(['Alpha', 'alpha 9', 'alpha 10', 'beta', '']);
  });

  it('keeps empty values last when descending', () => {
    const sorted = sortRows(rows, { column: 'name', direction: 'descending' }, valueOf).map((r) => r.name);
    expect(sorted).toEqual(['beta', 'alpha 10', 'alpha 9', 'Alpha', '']);
  });

  it('is stable for equal numbers and sorts dates by time', () => {
    expect(sortRows(rows, { column: 'count', direction: 'ascending' }, valueOf).map((r) => r.name)).toEqual([
      'Alpha',
      'alpha 10',
      '',
      'alpha 9',
      'beta',
    ]);
    expect(sortRows(rows, { column: 'when', direction: 'descending' }, valueOf).map((r) => r.name)).toEqual([
      'alpha 10',
      'beta',
      'Alpha',
      'alpha 9',
      '',
    ]);
  });

  it('leaves the input untouched and returns a copy without a descriptor', () => {
    const copy = sortRows(rows, undefined, valueOf);
    expect(copy).toEqual(rows);
    expect(copy).not.toBe(rows);
  });
});

describe('paging', () => {
  const numbers = Array.from({ length: 45 }, (_, i) => i + 1);

  it('slices pages counting from 1', () => {
    expect(pageRows(numbers, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageRows(numbers, 5, 10)).toEqual([41, 42, 43, 44, 45]);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(45, 10)).toBe(5);
    expect(pageCount(50, 10)).toBe(5);
  });

  it("labels the range as 'x-y of total'", () => {
    expect(rangeLabel(1, 10, 45)).toBe('1-10 of 45');
    expect(rangeLabel(5, 10, 45)).toBe('41-45 of 45');
    expect(rangeLabel(1, 10, 0)).toBe('0 of 0');
  });
});
