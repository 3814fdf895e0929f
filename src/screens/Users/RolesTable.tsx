import { Badge, type DataTableColumn } from '../../ui';
import type { Role } from '../../api/schemas';
import { AdminTable } from '../shared/AdminTable';
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
export function RolesTable({ formatDateTime = localDateTime, onSearchPermissions, ...list }: RolesTableProps) {
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
    <AdminTable<Role, RoleFormSubmit>
      {...list}
      title="Roles"
      columns={columns}
      getRowId={(role) => role.id}
      getRowName={(role) => role.name}
      isDeleted={(role) => role.deleted_at !== null}
      noun="role"
      getConfirmSubject={roleSubject}
      renderForm={(form) => (
        <RoleFormDialog role={form.item} onSearchPermissions={onSearchPermissions} onSubmit={form.onSubmit} onClose={form.onClose} />
      )}
    />
  );
}
