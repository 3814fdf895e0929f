import { Badge, type DataTableColumn } from '../../ui';
import type { Role } from '../../api/schemas';
import { AdminTable, ConfirmText } from '../shared/AdminTable';
import type { AdminListProps } from '../shared/adminList';
import { localDateTime } from '../shared/dateTime';
import { RoleFormDialog, type PermissionOption, type RoleFormSubmit } from './RoleForm';
import * as styles from '../shared/admin.css';

export interface RolesTableProps extends AdminListProps<Role, RoleFormSubmit> {
  /** Finds live permissions for the role form's 'Add permissions' search. */
  onSearchPermissions: (text: string, signal: AbortSignal) => Promise<readonly PermissionOption[]>;
}

/** The role's name and slug in the delete confirmation, e.g. 'Administrator (administrator)'. */
export function roleSubject(role: Pick<Role, 'name' | 'slug'>): string {
  return `${role.name} (${role.slug})`;
}

function permissionCount(count: number): string {
  return `${count} ${count === 1 ? 'permission' : 'permissions'}`;
}

/** The 'Roles' table with its create, edit, delete and restore dialogs. */
export function RolesTable({
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
  onSearchPermissions,
}: RolesTableProps) {
  const columns: DataTableColumn<Role>[] = [
    { id: 'id', name: 'ID', allowsSorting: true, align: 'end' },
    {
      id: 'name',
      name: 'Name',
      allowsSorting: true,
      isRowHeader: true,
      render: (role) => (
        <span className={styles.cellWithMarks}>
          {role.name}
          <Badge tone="neutral">{permissionCount(role.permissions_count)}</Badge>
        </span>
      ),
    },
    { id: 'description', name: 'Description' },
    { id: 'created_at', name: 'Created at', allowsSorting: true, render: (role) => formatDateTime(role.created_at) },
  ];
  return (
    <AdminTable<Role>
      title="Roles"
      columns={columns}
      items={items}
      getRowId={(role) => role.id}
      getRowName={(role) => role.name}
      isDeleted={(role) => role.deleted_at !== null}
      total={total}
      page={page}
      pageSize={pageSize}
      sort={sort}
      showDeleted={showDeleted}
      isLoading={isLoading}
      error={error}
      addLabel="Add new role"
      deleteMessage={(role) => <ConfirmText question="Are you sure you want to delete this role?" subject={roleSubject(role)} />}
      restoreMessage={(role) => <ConfirmText question="Are you sure you want to restore this role?" subject={roleSubject(role)} />}
      onPageChange={onPageChange}
      onSortChange={onSortChange}
      onFilterChange={onFilterChange}
      onDelete={onDelete}
      onRestore={onRestore}
      renderForm={({ item, onClose }) => (
        <RoleFormDialog
          role={item}
          onSearchPermissions={onSearchPermissions}
          onClose={onClose}
          onSubmit={(values) => (item ? onUpdate(item, values) : onCreate(values))}
        />
      )}
    />
  );
}
