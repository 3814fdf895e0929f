import { UsersTable, type UsersTableProps } from './UsersTable';
import { RolesTable, type RolesTableProps } from './RolesTable';
import { PermissionsTable, type PermissionsTableProps } from './PermissionsTable';
import * as styles from '../shared/admin.css';

export interface UsersScreenProps {
  /** Administrators also see the Roles and Permissions tables. */
  isAdmin: boolean;
  /** The 'Users' table's data and callbacks. */
  users: UsersTableProps;
  /** The 'Roles' table's data and callbacks; shown only to administrators. */
  roles?: RolesTableProps;
  /** The 'Permissions' table's data and callbacks; shown only to administrators, behind the code lock. */
  permissions?: PermissionsTableProps;
}

/** User Management: the 'Users' table, and for administrators 'Roles' and 'Permissions'. */
export function UsersScreen({ isAdmin, users, roles, permissions }: UsersScreenProps) {
  return (
    <div className={styles.screen}>
      <UsersTable {...users} />
      {isAdmin && roles ? <RolesTable {...roles} /> : null}
      {isAdmin && permissions ? <PermissionsTable {...permissions} /> : null}
    </div>
  );
}
