import { useState, type ReactNode } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';
import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Banner, Button, ConfirmDialog, DataTable, IconButton, type DataTableColumn } from '../../ui';
import { ADMIN_PAGE_SIZE, type AdminListFilter } from './adminList';
import * as styles from './admin.css';

export interface AdminTableProps<T> {
  /** The table's heading and accessible name, e.g. 'Roles'. */
  title: string;
  /** Heading level of the title. @default 2 */
  titleLevel?: 2 | 3;
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page. */
  items: readonly T[];
  getRowId: (item: T) => Key;
  /** Names a row in its action buttons, e.g. 'Edit Administrator'. */
  getRowName: (item: T) => string;
  /** Whether a row is soft-deleted. */
  isDeleted: (item: T) => boolean;
  /** Rows across all pages. */
  total: number;
  /** Current page, counting from 1. */
  page: number;
  /** @default 10 */
  pageSize?: number;
  sort?: SortDescriptor;
  /** @default false */
  showDeleted?: boolean;
  /** @default false */
  isLoading?: boolean;
  error?: string | null;
  /** The add button's text, e.g. 'Add new role'. */
  addLabel: string;
  /** Confirmation text for deleting a row. */
  deleteMessage: (item: T) => ReactNode;
  /** Confirmation text for restoring a row. */
  restoreMessage: (item: T) => ReactNode;
  /** The create or edit dialog; `item` is undefined when creating. Rendered only while open. */
  renderForm: (props: { item: T | undefined; onClose: () => void }) => ReactNode;
  onPageChange: (page: number) => void;
  onSortChange?: (sort: SortDescriptor) => void;
  onFilterChange: (filter: AdminListFilter) => void;
  onDelete: (item: T) => Promise<unknown>;
  onRestore: (item: T) => Promise<unknown>;
  /** Extra controls before 'Show deleted'. */
  toolbar?: ReactNode;
}

type Confirmation<T> = { kind: 'delete' | 'restore'; item: T };
type FormTarget<T> = { item: T | undefined };

/**
 * One administration list: a server-paged table with 'Show deleted'/'Hide deleted', an add
 * button, Edit and Delete on live rows, Restore on deleted rows, and their confirmations.
 */
export function AdminTable<T>({
  title,
  titleLevel = 2,
  columns,
  items,
  getRowId,
  getRowName,
  isDeleted,
  total,
  page,
  pageSize = ADMIN_PAGE_SIZE,
  sort,
  showDeleted = false,
  isLoading = false,
  error,
  addLabel,
  deleteMessage,
  restoreMessage,
  renderForm,
  onPageChange,
  onSortChange,
  onFilterChange,
  onDelete,
  onRestore,
  toolbar,
}: AdminTableProps<T>) {
  const [form, setForm] = useState<FormTarget<T> | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation<T> | null>(null);
  // The last target stays rendered while the confirmation fades out.
  const [isConfirmOpen, setConfirmOpen] = useState(false);

  const ask = (kind: Confirmation<T>['kind'], item: T) => {
    setConfirmation({ kind, item });
    setConfirmOpen(true);
  };

  const rowActions = (item: T) => {
    const name = getRowName(item);
    return isDeleted(item) ? (
      <IconButton label={`Restore ${name}`} icon={<RotateCcw />} size="small" onPress={() => ask('restore', item)} />
    ) : (
      <>
        <IconButton label={`Edit ${name}`} icon={<Pencil />} size="small" onPress={() => setForm({ item })} />
        <IconButton label={`Delete ${name}`} icon={<Trash2 />} size="small" variant="danger" onPress={() => ask('delete', item)} />
      </>
    );
  };

  return (
    <section className={styles.tableSection}>
      {error ? (
        <Banner tone="danger" aria-label={`${title} could not be loaded`} announce>
          {error}
        </Banner>
      ) : null}
      <DataTable<T>
        title={title}
        titleLevel={titleLevel}
        columns={columns}
        items={items}
        getRowId={getRowId}
        sortDescriptor={sort}
        onSortChange={onSortChange}
        isLoading={isLoading}
        rowActions={rowActions}
        isRowDeleted={isDeleted}
        paging="server"
        pagination={{ page, pageSize, totalItems: total, onPageChange }}
        toolbar={
          <>
            {toolbar}
            <Button
              variant="secondary"
              onPress={() => {
                onFilterChange({ showDeleted: !showDeleted });
                if (page !== 1) onPageChange(1);
              }}
            >
              {showDeleted ? 'Hide deleted' : 'Show deleted'}
            </Button>
            <Button onPress={() => setForm({ item: undefined })}>{addLabel}</Button>
          </>
        }
      />
      {form ? renderForm({ item: form.item, onClose: () => setForm(null) }) : null}
      {confirmation ? (
        <ConfirmDialog
          isOpen={isConfirmOpen}
          onOpenChange={setConfirmOpen}
          maxWidth={600}
          tone={confirmation.kind === 'delete' ? 'danger' : 'neutral'}
          message={confirmation.kind === 'delete' ? deleteMessage(confirmation.item) : restoreMessage(confirmation.item)}
          onConfirm={() => (confirmation.kind === 'delete' ? onDelete(confirmation.item) : onRestore(confirmation.item))}
        />
      ) : null}
    </section>
  );
}

/** A confirmation question followed by the row it is about, e.g. 'Administrator (administrator)'. */
export function ConfirmText({ question, subject }: { question: string; subject: string }) {
  return (
    <>
      {question} <span className={styles.confirmSubject}>{subject}</span>
    </>
  );
}
