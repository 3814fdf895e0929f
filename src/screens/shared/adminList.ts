import type { SortDescriptor } from 'react-aria-components';
import type { DateTimeFormatter } from './dateTime';

/** The list filter an administration table emits. */
export interface AdminListFilter {
  /** List only soft-deleted rows (true) or only live rows (false). */
  showDeleted: boolean;
}

/** Rows per page of the administration tables. */
export const ADMIN_PAGE_SIZE = 10;

/**
 * What every administration list takes and emits: one page of rows from the server, its paging,
 * sorting and filter, and promise-returning mutations whose pending state the screen shows.
 */
export interface AdminListProps<T, Create, Update = Create> {
  /** The rows of the current page. */
  items: readonly T[];
  /** Rows across all pages. */
  total: number;
  /** Current page, counting from 1. */
  page: number;
  /** Rows per page. @default 10 */
  pageSize?: number;
  /** The server-side sort. */
  sort?: SortDescriptor;
  /** Deleted rows are listed instead of live ones. @default false */
  showDeleted?: boolean;
  /** A page is loading; an indicator appears after 250 ms. @default false */
  isLoading?: boolean;
  /** Why the list could not be loaded; shown above the table. */
  error?: string | null;
  /** Called with the page the user moved to. */
  onPageChange: (page: number) => void;
  /** Called when the user sorts by a column. */
  onSortChange?: (sort: SortDescriptor) => void;
  /** Called when the user shows or hides deleted rows; the page goes back to 1 at the same time. */
  onFilterChange: (filter: AdminListFilter) => void;
  /** Saves a new row; the dialog closes when it resolves and stays open when it rejects. */
  onCreate: (values: Create) => Promise<unknown>;
  /** Saves changes to a row; the dialog closes when it resolves and stays open when it rejects. */
  onUpdate: (item: T, values: Update) => Promise<unknown>;
  /** Soft-deletes a row after confirmation. */
  onDelete: (item: T) => Promise<unknown>;
  /** Restores a soft-deleted row after confirmation. */
  onRestore: (item: T) => Promise<unknown>;
  /** Formats the 'Created at' cells. @default local time as yyyy-MM-dd HH:mm */
  formatDateTime?: DateTimeFormatter;
}
