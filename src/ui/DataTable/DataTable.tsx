import { createElement, useId, useMemo, useState, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { IconButton } from '../IconButton/IconButton';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { useDelayedFlag } from '../utils/useDelayedFlag';
import { LOADING_INDICATOR_DELAY, pageCount, pageRows, rangeLabel, sortRows, type SortValue } from './dataTableLogic';
import * as styles from './DataTable.css';

export const dataTablePagingModes = ['none', 'client', 'server'] as const;
export type DataTablePaging = (typeof dataTablePagingModes)[number];

/** 'regular' spacing, or 'compact': narrower cell padding and headers that wrap, for wide tables beside the navigation drawer. */
export const dataTableDensities = ['regular', 'compact'] as const;
export type DataTableDensity = (typeof dataTableDensities)[number];

export interface DataTableColumn<T> {
  /** Key of the column; also the sort descriptor's `column`. */
  id: string;
  /** Header text. */
  name: string;
  /** @default false */
  allowsSorting?: boolean;
  /** The cell that names its row for assistive technology. @default true for the first column when none is set */
  isRowHeader?: boolean;
  /** @default 'start' */
  align?: 'start' | 'end';
  /** The cell's content. @default the item's field named `id`, as text */
  render?: (item: T) => ReactNode;
  /** What client-side sorting compares. @default the item's field named `id` */
  sortValue?: (item: T) => SortValue;
}

export interface DataTablePagination {
  /** Current page, counting from 1. Uncontrolled when omitted. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Rows per page. @default 10 */
  pageSize?: number;
  /** Offer these page sizes in a select; omitted, no select is shown. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Row count across all pages; required for server paging, counted from `items` otherwise. */
  totalItems?: number;
}

export interface DataTableProps<T> {
  /** Visible heading above the table; it also names the table. */
  title?: string;
  /** Heading level of the title. @default 2 */
  titleLevel?: 2 | 3 | 4;
  /** Names the table when there is no title. */
  'aria-label'?: string;
  columns: readonly DataTableColumn<T>[];
  /** All rows for client paging; the current page for server paging. */
  items: readonly T[];
  /** The row's key. @default item.id */
  getRowId?: (item: T) => Key;
  /** Controlled sort. Client paging sorts `items` by it; server paging leaves sorting to the server. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Data is being fetched. An indicator appears only if it lasts longer than 250 ms. @default false */
  isLoading?: boolean;
  /** Shown in place of rows when there are none. @default 'No results' */
  emptyText?: ReactNode;
  /** Buttons for a row, shown in a trailing 'Actions' column. */
  rowActions?: (item: T) => ReactNode;
  /** Header of the actions column. @default 'Actions' */
  rowActionsLabel?: string;
  /** Marks soft-deleted rows: dimmed, and announced as deleted. */
  isRowDeleted?: (item: T) => boolean;
  /** Controls beside the title, e.g. 'Show deleted' and 'Add new role'. */
  toolbar?: ReactNode;
  /** @default 'none' */
  paging?: DataTablePaging;
  pagination?: DataTablePagination;
  /** How tightly cells are set. @default 'regular' */
  density?: DataTableDensity;
  className?: string;
}

function defaultRowId(item: unknown): Key {
  return (item as { id: Key }).id;
}

function fieldOf(item: unknown, id: string): unknown {
  return (item as Record<string, unknown>)[id];
}

const ACTIONS_COLUMN = '__actions';

/**
 * A table of records with sortable headers, paging, row actions and soft-deleted rows.
 * Keyboard navigation, sorting announcements and focus come from React Aria's Table.
 */
export function DataTable<T>({
  title,
  titleLevel = 2,
  'aria-label': ariaLabel,
  columns,
  items,
  getRowId = defaultRowId,
  sortDescriptor,
  onSortChange,
  isLoading = false,
  emptyText = 'No results',
  rowActions,
  rowActionsLabel = 'Actions',
  isRowDeleted,
  toolbar,
  paging = 'none',
  pagination = {},
  density = 'regular',
  className,
}: DataTableProps<T>) {
  const titleId = useId();
  const showLoading = useDelayedFlag(isLoading, LOADING_INDICATOR_DELAY);
  const [ownPage, setOwnPage] = useState(1);
  const [ownPageSize, setOwnPageSize] = useState(pagination.pageSize ?? 10);
  const page = pagination.page ?? ownPage;
  const pageSize = pagination.pageSize ?? ownPageSize;

  const allColumns = useMemo(() => {
    const hasRowHeader = columns.some((c) => c.isRowHeader);
    const list: DataTableColumn<T>[] = columns.map((c, i) => ({ ...c, isRowHeader: c.isRowHeader ?? (!hasRowHeader && i === 0) }));
    if (rowActions) list.push({ id: ACTIONS_COLUMN, name: rowActionsLabel });
    return list;
  }, [columns, rowActions, rowActionsLabel]);

  const sorted = useMemo(() => {
    if (paging === 'server' || !sortDescriptor) return items;
    const byId = new Map(columns.map((c) => [c.id, c]));
    return sortRows(items, sortDescriptor, (item, column) => {
      const def = byId.get(column);
      return def?.sortValue ? def.sortValue(item) : (fieldOf(item, column) as SortValue);
    });
  }, [items, sortDescriptor, columns, paging]);

  const total = paging === 'server' ? (pagination.totalItems ?? items.length) : sorted.length;
  const lastPage = pageCount(total, pageSize);
  const visible = paging === 'client' ? pageRows(sorted, Math.min(page, lastPage), pageSize) : sorted;

  const goToPage = (next: number) => {
    const clamped = Math.min(Math.max(1, next), lastPage);
    setOwnPage(clamped);
    pagination.onPageChange?.(clamped);
  };
  const changePageSize = (next: number) => {
    setOwnPageSize(next);
    pagination.onPageSizeChange?.(next);
    goToPage(1);
  };

  return (
    <div className={clsx(styles.root, className)} data-density={density}>
      {title || toolbar ? (
        <div className={styles.header}>
          {title ? createElement(`h${titleLevel}`, { id: titleId, className: styles.title }, title) : null}
          {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
        </div>
      ) : null}
      {/* Busy on the wrapper: React Aria's Table does not pass aria-busy through. */}
      <div className={styles.scroller} aria-busy={isLoading || undefined}>
        {showLoading ? <ProgressBar aria-label="Loading" isIndeterminate size="small" showValue={false} className={styles.loadingBar} /> : null}
        <Table
          aria-label={ariaLabel}
          aria-labelledby={ariaLabel ? undefined : title ? titleId : undefined}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          className={styles.table}
        >
          <TableHeader columns={allColumns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader}
                allowsSorting={column.allowsSorting}
                data-align={column.align}
                className={clsx(styles.column, column.id === ACTIONS_COLUMN && styles.actionsCell)}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.columnContent}>
                    {column.name}
                    {allowsSorting ? <SortIcon direction={sortDirection} /> : null}
                  </span>
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={visible}
            dependencies={[allColumns, rowActions, isRowDeleted]}
            renderEmptyState={() => (
              <div className={styles.empty}>
                {/* Before the visible indicator's delay the cell still says why it is empty, to screen readers. */}
                {isLoading ? showLoading ? 'Loading…' : <span className={styles.visuallyHidden}>Loading…</span> : emptyText}
              </div>
            )}
          >
            {(item) => {
              const deleted = isRowDeleted?.(item) ?? false;
              return (
                <Row id={getRowId(item)} columns={allColumns} data-deleted={deleted || undefined} className={styles.row}>
                  {(column) => (
                    <Cell data-align={column.align} className={clsx(styles.cell, column.id === ACTIONS_COLUMN && styles.actionsCell)}>
                      {column.id === ACTIONS_COLUMN ? (
                        <span className={styles.actions}>{rowActions?.(item)}</span>
                      ) : (
                        <>
                          {column.render ? column.render(item) : String(fieldOf(item, column.id) ?? '')}
                          {/* Dimming alone is invisible to a screen reader. */}
                          {deleted && column.isRowHeader ? <span className={styles.visuallyHidden}> (deleted)</span> : null}
                        </>
                      )}
                    </Cell>
                  )}
                </Row>
              );
            }}
          </TableBody>
        </Table>
      </div>
      {paging !== 'none' ? (
        <Pager
          page={Math.min(page, lastPage)}
          pageSize={pageSize}
          total={total}
          pageSizeOptions={pagination.pageSizeOptions}
          onPageChange={goToPage}
          onPageSizeChange={changePageSize}
          isDisabled={isLoading}
        />
      ) : null}
    </div>
  );
}

function SortIcon({ direction }: { direction?: 'ascending' | 'descending' }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon className={styles.sortIcon} size={14} aria-hidden="true" />;
}

export interface PagerProps {
  /** Current page, counting from 1. */
  page: number;
  pageSize: number;
  /** Rows across all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Offer these sizes; omitted, no page size select is shown. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Disable the controls, e.g. while a page loads. @default false */
  isDisabled?: boolean;
}

/** Previous and next page, the 'x-y of total' range and an optional page size select. */
export function Pager({ page, pageSize, total, onPageChange, pageSizeOptions, onPageSizeChange, isDisabled = false }: PagerProps) {
  const selectId = useId();
  const lastPage = pageCount(total, pageSize);
  return (
    <div className={styles.pager}>
      {pageSizeOptions && onPageSizeChange ? (
        <span className={styles.pageSize}>
          <label htmlFor={selectId}>Rows per page</label>
          <select
            id={selectId}
            className={styles.pageSizeSelect}
            value={pageSize}
            disabled={isDisabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      {/* Announced after a page change, so a screen reader user hears where they landed. */}
      <span className={styles.range} aria-live="polite" aria-atomic="true">
        {rangeLabel(page, pageSize, total)}
      </span>
      <span className={styles.pagerButtons}>
        <IconButton
          label="Previous page"
          icon={<ChevronLeft />}
          size="small"
          isDisabled={isDisabled || page <= 1}
          onPress={() => onPageChange(page - 1)}
        />
        <IconButton
          label="Next page"
          icon={<ChevronRight />}
          size="small"
          isDisabled={isDisabled || page >= lastPage}
          onPress={() => onPageChange(page + 1)}
        />
      </span>
    </div>
  );
}
