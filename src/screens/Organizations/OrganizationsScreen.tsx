import type { DataTableColumn } from '../../ui';
import type { Organization } from '../../api/schemas';
import { AdminTable, ConfirmText } from '../shared/AdminTable';
import type { AdminListProps } from '../shared/adminList';
import { localDateTime } from '../shared/dateTime';
import { OrganizationFormDialog, type OrganizationFormDialogProps, type OrganizationFormSubmit } from './OrganizationForm';
import * as styles from '../shared/admin.css';

export interface OrganizationsScreenProps
  extends AdminListProps<Organization, OrganizationFormSubmit>,
    Pick<OrganizationFormDialogProps, 'onSearchProjects' | 'onSearchUsers'> {}

/** The 'Organizations' paged table with its create, edit, delete and restore dialogs. */
export function OrganizationsScreen({
  items,
  total,
  page,
  pageSize,
  sort,
  showDeleted,
  isLoading,
  error,
  onPageChange,
  onSortChange,
  onFilterChange,
  onCreate,
  onUpdate,
  onDelete,
  onRestore,
  formatDateTime = localDateTime,
  onSearchProjects,
  onSearchUsers,
}: OrganizationsScreenProps) {
  const columns: DataTableColumn<Organization>[] = [
    { id: 'name', name: 'Organization name', allowsSorting: true, isRowHeader: true },
    { id: 'description', name: 'Description' },
    { id: 'user_count', name: 'User count', allowsSorting: true, align: 'end', render: (o) => <span className={styles.count}>{o.user_count}</span> },
    {
      id: 'project_count',
      name: 'Project count',
      allowsSorting: true,
      align: 'end',
      render: (o) => <span className={styles.count}>{o.project_count}</span>,
    },
    { id: 'created_at', name: 'Created at', allowsSorting: true, render: (o) => formatDateTime(o.created_at) },
  ];
  return (
    <div className={styles.screen}>
      <AdminTable<Organization>
        title="Organizations"
        columns={columns}
        items={items}
        getRowId={(o) => o.uuid}
        getRowName={(o) => o.name}
        isDeleted={(o) => o.deleted_at !== null}
        total={total}
        page={page}
        pageSize={pageSize}
        sort={sort}
        showDeleted={showDeleted}
        isLoading={isLoading}
        error={error}
        addLabel="Add new organization"
        deleteMessage={(o) => <ConfirmText question="Are you sure you want to delete this organization?" subject={o.name} />}
        restoreMessage={(o) => <ConfirmText question="Are you sure you want to restore this organization?" subject={o.name} />}
        onPageChange={onPageChange}
        onSortChange={onSortChange}
        onFilterChange={onFilterChange}
        onDelete={onDelete}
        onRestore={onRestore}
        renderForm={({ item, onClose }) => (
          <OrganizationFormDialog
            organization={item}
            onSearchProjects={onSearchProjects}
            onSearchUsers={onSearchUsers}
            onClose={onClose}
            onSubmit={(values) => (item ? onUpdate(item, values) : onCreate(values))}
          />
        )}
      />
    </div>
  );
}
