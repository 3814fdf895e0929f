import { useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Banner, Button, ConfirmDialog, DataTable, IconButton, type DataTableColumn } from '../../ui';
import { ADMIN_PAGE_SIZE, type AdminListProps } from './adminList';
import * as styles from './admin.css';

/** What the create or edit dialog of an administration table is given. */
export interface AdminTableFormProps<T, Values> {
  /** The row being edited; undefined when creating. */
  item: T | undefined;
  /** Saves through onUpdate when editing, onCreate when creating. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** Closes the dialog. */
  onClose: () => void;
}

/**
 * The list props a screen receives (`AdminListProps`, passed through as they are) plus what the
 * screen decides: its title, columns, how rows are named, and its create/edit dialog.
 */
export interface AdminTableProps<T, Values> extends Omit<AdminListProps<T, Values>, 'formatDateTime'> {
  /** The table's heading and accessible name, e.g. 'Roles'. */
  title: string;
  /** Heading level of the title. @default 2 */
  titleLevel?: 2 | 3;
  /** The columns; cells render the field named by the column id unless the column has `render`. */
  columns: readonly DataTableColumn<T>[];
  /** The row's key for the table. */
  getRowId: (item: T) => Key;
  /** Names a row in its action buttons, e.g. 'Edit Administrator'. */
  getRowName: (item: T) => string;
  /** Whether a row is soft-deleted. */
  isDeleted: (item: T) => boolean;
  /** What one row is, in 'Add new role' and 'Are you sure you want to delete this role?'. */
  noun: string;
  /** The row as the confirmations name it under their question, e.g. 'Administrator (administrator)'. */
  getConfirmSubject: (item: T) => string;
  /** The create or edit dialog. Rendered only while open. */
  renderForm: (props: AdminTableFormProps<T, Values>) => ReactNode;
  /** Extra controls before 'Show deleted'. */
  toolbar?: ReactNode;
  /** Extra actions of a live row, before Edit and Delete. */
  extraRowActions?: (item: T) => ReactNode;
}

type Confirmation<T> = { kind: 'delete' | 'restore'; item: T };
type FormTarget<T> = { item: T | undefined };

/**
 * One administration list: a server-paged table with 'Show deleted'/'Hide deleted', an add
 * button, Edit and Delete on live rows, Restore on deleted rows, and their confirmations.
 */
export function AdminTable<T, Values>({
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
  noun,
  getConfirmSubject,
  renderForm,
  onPageChange,
  onSortChange,
  onFilterChange,
  onCreate,
  onUpdate,
  onDelete,
  onRestore,
  toolbar,
  extraRowActions,
}: AdminTableProps<T, Values>) {
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
        {extraRowActions?.(item)}
        <IconButton label={`Edit ${name}`} icon={<Pencil />} size="small" onPress={() => setForm({ item })} />
        <IconButton label={`Delete ${name}`} icon={<Trash2 />} size="small" variant="danger" onPress={() => ask('delete', item)} />
      </>
    );
  };

  return (
    // Named after its table, so each screen's several 'Show deleted' buttons are told apart by their region.
    <section className={styles.tableSection} aria-label={title}>
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
            <Button onPress={() => setForm({ item: undefined })}>{`Add new ${noun}`}</Button>
          </>
        }
      />
      {form
        ? renderForm({
            item: form.item,
            onSubmit: (values) => (form.item ? onUpdate(form.item, values) : onCreate(values)),
            onClose: () => setForm(null),
          })
        : null}
      {confirmation ? (
        <ConfirmDialog
          isOpen={isConfirmOpen}
          onOpenChange={setConfirmOpen}
          maxWidth={600}
          tone={confirmation.kind === 'delete' ? 'danger' : 'neutral'}
          message={
            <ConfirmText
              question={`Are you sure you want to ${confirmation.kind} this ${noun}?`}
              subject={getConfirmSubject(confirmation.item)}
            />
          }
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
