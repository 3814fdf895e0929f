import { AlertIcon, Badge, SearchField, type DataTableColumn } from '../../ui';
import { LIMITS } from '../../api/constants';
import { ADMINISTRATOR_SLUG, type User } from '../../api/schemas';
import { AdminTable } from '../shared/AdminTable';
import type { AdminListProps } from '../shared/adminList';
import { localDateTime } from '../shared/dateTime';
import { UserFormDialog, type OrganizationOption, type RoleOption, type UserFormSubmit } from './UserForm';
import * as styles from '../shared/admin.css';
import * as usersStyles from './Users.css';

export interface UsersTableProps extends AdminListProps<User, UserFormSubmit> {
  /** Live roles for the user form's 'Add roles'. */
  roleOptions: readonly RoleOption[];
  /** Organizations for the user form's 'Add organizations'. */
  organizationOptions: readonly OrganizationOption[];
  /** @default false */
  isRolesLoading?: boolean;
  /** @default false */
  isOrganizationsLoading?: boolean;
  /** The search the list shows, e.g. after returning to the page. @default '' */
  search?: string;
  /**
   * Called with the trimmed search text 200 ms after the user stops typing (at once on Enter, Escape or the clear
   * button), '' for none. The server matches it in e-mail, first and last name; the list returns to page 1.
   */
  onSearchChange?: (query: string) => void;
}

/** How long typing in the users search must pause before the list is asked again (spec 1, section 9). */
export const USERS_SEARCH_DEBOUNCE_MS = 200;

/** How confirmations name a user: 'first last (email)'. */
export function userSubject(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name} (${user.email})`;
}

/** ADMIN goes to users whose first role is the administrator role. */
export function isAdministrator(user: Pick<User, 'roles'>): boolean {
  return user.roles[0]?.slug === ADMINISTRATOR_SLUG;
}

function NameList({ names, missing }: { names: readonly string[]; missing: string }) {
  return names.length > 0 ? <>{names.join(', ')}</> : <AlertIcon label={missing} tone="danger" size="small" />;
}

/** The 'Users' table with its create, edit, delete and restore dialogs. */
export function UsersTable({
  roleOptions,
  organizationOptions,
  isRolesLoading,
  isOrganizationsLoading,
  search = '',
  onSearchChange,
  formatDateTime = localDateTime,
  ...list
}: UsersTableProps) {
  const columns: DataTableColumn<User>[] = [
    {
      id: 'email',
      name: 'User email',
      allowsSorting: true,
      isRowHeader: true,
      render: (user) => (
        <span className={styles.cellWithMarks}>
          {user.email}
          {isAdministrator(user) ? <Badge tone="strong">ADMIN</Badge> : null}
          {user.sso_enabled ? <Badge tone="info">SSO</Badge> : null}
        </span>
      ),
    },
    { id: 'first_name', name: 'First name', allowsSorting: true },
    { id: 'last_name', name: 'Last name', allowsSorting: true },
    { id: 'uuid', name: 'UUID', render: (user) => <span className={styles.mono}>{user.uuid}</span> },
    { id: 'roles', name: 'Roles', render: (user) => <NameList names={user.roles.map((r) => r.name)} missing="No associated roles" /> },
    {
      id: 'organizations',
      name: 'Organizations',
      render: (user) => <NameList names={user.organizations.map((o) => o.name)} missing="No associated organizations" />,
    },
    {
      id: 'last_login_at',
      name: 'Last login at',
      allowsSorting: true,
      render: (user) => (user.last_login_at ? formatDateTime(user.last_login_at) : '-'),
    },
  ];
  return (
    <AdminTable<User, UserFormSubmit>
      {...list}
      title="Users"
      columns={columns}
      getRowId={(user) => user.uuid}
      getRowName={(user) => `${user.first_name} ${user.last_name}`}
      isDeleted={(user) => user.deleted_at !== null}
      noun="user"
      getConfirmSubject={userSubject}
      toolbar={
        onSearchChange ? (
          <SearchField
            className={usersStyles.search}
            aria-label="Search users"
            placeholder="Search by e-mail or name"
            defaultValue={search}
            debounceMs={USERS_SEARCH_DEBOUNCE_MS}
            maxLength={LIMITS.filter}
            onSearch={onSearchChange}
          />
        ) : undefined
      }
      renderForm={(form) => (
        <UserFormDialog
          user={form.item}
          roleOptions={roleOptions}
          organizationOptions={organizationOptions}
          isRolesLoading={isRolesLoading}
          isOrganizationsLoading={isOrganizationsLoading}
          onSubmit={form.onSubmit}
          onClose={form.onClose}
        />
      )}
    />
  );
}
