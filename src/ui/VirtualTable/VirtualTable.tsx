import { useRef, type Key, type ReactNode } from 'react';
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
  /** The cell's content. @default the item's field named `id`, as text */
  render?: (item: T) => ReactNode;
}

export interface VirtualTableProps<T> {
  /** Names the table (and its scrollable area). */
  'aria-label': string;
  columns: readonly VirtualTableColumn<T>[];
  items: readonly T[];
  /** @default item.id */
  getRowId?: (item: T) => Key;
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
                const item = items[virtualRow.index]!;
                return (
                  <div
                    key={getRowId(item)}
                    role="row"
                    aria-rowindex={virtualRow.index + 2}
                    className={styles.row}
                    style={{ height: rowHeight, transform: `translateY(${virtualRow.start}px)`, gridTemplateColumns: template }}
                  >
                    {columns.map((column, columnIndex) => (
                      <div
                        key={column.id}
                        role={(column.isRowHeader ?? (!hasRowHeader && columnIndex === 0)) ? 'rowheader' : 'cell'}
                        className={styles.cell}
                        data-align={column.align}
                      >
                        {column.render ? column.render(item) : String(fieldOf(item, column.id) ?? '')}
                      </div>
                    ))}
                  </div>
                );
              })
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
