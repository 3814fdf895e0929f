import type { SortDescriptor } from 'react-aria-components';

/** How long a load may take before the table shows a loading indicator, in ms. */
export const LOADING_INDICATOR_DELAY = 250;

export type SortValue = string | number | boolean | Date | null | undefined;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareValues(a: SortValue, b: SortValue): number {
  // Empty values sort last whatever the direction, so they never crowd the top of a list.
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Rows sorted by the descriptor's column, stable, without touching the input. */
export function sortRows<T>(rows: readonly T[], descriptor: SortDescriptor | undefined, valueOf: (row: T, column: string) => SortValue): T[] {
  if (!descriptor) return [...rows];
  const column = String(descriptor.column);
  const sign = descriptor.direction === 'descending' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, column) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === undefined || a.value === '';
      const bEmpty = b.value === null || b.value === undefined || b.value === '';
      const byValue = aEmpty || bEmpty ? compareValues(a.value, b.value) : sign * compareValues(a.value, b.value);
      return byValue || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The rows of one page; pages count from 1. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** Number of pages, at least 1 so an empty table is on page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The pager's text, e.g. '11-20 of 45'; '0 of 0' when empty. */
export function rangeLabel(page: number, pageSize: number, total: number): string {
  if (total <= 0) return '0 of 0';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `${first}-${last} of ${total}`;
}
