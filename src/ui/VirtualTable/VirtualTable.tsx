import { memo, useRef, type Key, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import * as styles from './VirtualTable.css';

export interface VirtualTableColumn<T> {
  id: string;
  /** Header text. */
  name: string;
  /** A CSS grid track, e.g. '120px' or '2fr'. @default '1fr' */
  width?: string;
  /** The cell that names its row. @default true for the first column when none is set */
  isRowHeader?: boolean;
  /** @default 'start' */
  align?: 'start' | 'end';
  /** The cell's content, from the row's item and its index in `items`. @default the item's field named `id`, as text */
  render?: (item: T, index: number) => ReactNode;
}

export interface VirtualTableProps<T> {
  /** Names the table (and its scrollable area). */
  'aria-label': string;
  columns: readonly VirtualTableColumn<T>[];
  items: readonly T[];
  /** @default item.id */
  getRowId?: (item: T, index: number) => Key;
  /**
   * A value that changes whenever what the row shows changes, for items edited in place. A row
   * renders again only when its item, its index, this value or the columns change, so give the
   * table the same `columns` array from render to render.
   * @default the item itself
   */
  getRowVersion?: (item: T, index: number) => unknown;
  /** Height of every row in px; rows are fixed height so scrolling stays exact. @default 36 */
  rowHeight?: number;
  /** Height of the scrolling area in px. @default 400 */
  height?: number;
  /** Rows rendered beyond each edge of the viewport. @default 8 */
  overscan?: number;
  /** @default 'No results' */
  emptyText?: ReactNode;
  className?: string;
}

function fieldOf(item: unknown, id: string): unknown {
  return (item as Record<string, unknown>)[id];
}

interface VirtualTableRowProps<T> {
  item: T;
  index: number;
  /** Only compared: the row renders again when it changes. */
  version: unknown;
  start: number;
  rowHeight: number;
  template: string;
  columns: readonly VirtualTableColumn<T>[];
  hasRowHeader: boolean;
}

/** One row; rendered again only when one of its props changes, so a change to one item re-renders one row. */
const VirtualTableRow = memo(function VirtualTableRow<T>({ item, index, start, rowHeight, template, columns, hasRowHeader }: VirtualTableRowProps<T>) {
  return (
    <div role="row" aria-rowindex={index + 2} className={styles.row} style={{ height: rowHeight, transform: `translateY(${start}px)`, gridTemplateColumns: template }}>
      {columns.map((column, columnIndex) => (
        <div
          key={column.id}
          role={(column.isRowHeader ?? (!hasRowHeader && columnIndex === 0)) ? 'rowheader' : 'cell'}
          className={styles.cell}
          data-align={column.align}
        >
          {column.render ? column.render(item, index) : String(fieldOf(item, column.id) ?? '')}
        </div>
      ))}
    </div>
  );
}) as <T>(props: VirtualTableRowProps<T>) => ReactNode;

/**
 * A read-only table for tens of thousands of rows: only the rows in view are in the DOM.
 * aria-rowcount and aria-rowindex tell assistive technology the full size and each row's place,
 * and the scrolling area takes focus so it scrolls by keyboard.
 */
export function VirtualTable<T>({
  'aria-label': ariaLabel,
  columns,
  items,
  getRowId = (item) => (item as { id: Key }).id,
  getRowVersion = (item) => item,
  rowHeight = 36,
  height = 400,
  overscan = 8,
  emptyText = 'No results',
  className,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    // A first render before layout still shows a screenful of rows.
    initialRect: { width: 800, height },
  });
  const hasRowHeader = columns.some((c) => c.isRowHeader);
  const template = columns.map((c) => c.width ?? '1fr').join(' ');

  return (
    <div className={clsx(styles.root, className)}>
      <div
        ref={scrollRef}
        className={styles.scroller}
        style={{ maxHeight: height }}
        tabIndex={0}
        role="region"
        aria-label={ariaLabel}
      >
        {/* Header is row 1; body rows count from 2, as aria-rowindex does. */}
        <div role="table" aria-label={ariaLabel} aria-rowcount={items.length + 1} aria-colcount={columns.length}>
          <div role="rowgroup">
            <div role="row" aria-rowindex={1} className={styles.headerRow} style={{ gridTemplateColumns: template }}>
              {columns.map((column) => (
                <div key={column.id} role="columnheader" className={styles.headerCell} data-align={column.align}>
                  {column.name}
                </div>
              ))}
            </div>
          </div>
          <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
            {items.length === 0 ? (
              <div role="row" aria-rowindex={2}>
                <div role="cell" aria-colspan={columns.length} className={styles.empty}>
                  {emptyText}
                </div>
              </div>
            ) : (
              virtualizer.getVirtualItems().map((virtualRow) => {
                const index = virtualRow.index;
                const item = items[index]!;
                return (
                  <VirtualTableRow
                    key={getRowId(item, index)}
                    item={item}
                    index={index}
                    version={getRowVersion(item, index)}
                    start={virtualRow.start}
                    rowHeight={rowHeight}
                    template={template}
                    columns={columns}
                    hasRowHeader={hasRowHeader}
                  />
                );
              })
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
