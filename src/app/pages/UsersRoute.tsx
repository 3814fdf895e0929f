import { useCallback, useSyncExternalStore } from 'react';
import type { Permission, Role, User } from '../../api/schemas';
import { UsersScreen } from '../../screens/Users/UsersScreen';
import { api } from '../api';
import { useIsAdmin, useOrganizations, usePermissions, useRoles, useUsers } from '../data/resources';
import { useAdminList } from '../data/useAdminList';
import { useMutation, withoutRow } from '../data/mutations';
import { errorMessage } from '../notify';
import { loadPasswordDictionaries } from '../passwordDictionaries';
import { accessGate } from '../services';
import { session } from '../session/sessionStore';

const listError = (error: unknown) => (error ? errorMessage(error) : null);

/** /home/user-manager: users for everyone allowed in, roles and permissions for administrators. */
export default function UsersRoute() {
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const isAdmin = useIsAdmin(user?.uuid ?? null).data === true;
  const mutation = useMutation();
  // Role and permission changes can change what the current user may open.
  const accessChanged = useCallback(async <T,>(result: T) => {
    accessGate.clear();
    return result;
  }, []);

  const usersList = useAdminList({ column: 'email', direction: 'ascending' });
  const rolesList = useAdminList({ column: 'name', direction: 'ascending' });
  const permissionsList = useAdminList({ column: 'name', direction: 'ascending' });
  const users = useUsers(usersList.query);
  const roles = useRoles(isAdmin ? rolesList.query : null);
  const permissions = usePermissions(isAdmin ? permissionsList.query : null);
  const roleOptions = useRoles({ omitDeleted: 'true', itemsPerPage: -1 });
  const organizationOptions = useOrganizations({ omitDeleted: 'true', itemsPerPage: -1 });

  const searchPermissions = useCallback(async (text: string, signal: AbortSignal) => {
    const result = await api.listPermissions({ omitDeleted: 'true', filter: text, itemsPerPage: 50 }, { signal });
    return result.permissions.data.map(({ id, uuid, name, slug }) => ({ id, uuid, name, slug }));
  }, []);

  return (
    <UsersScreen
      isAdmin={isAdmin}
      users={{
        ...usersList.props,
        ...usersList.search,
        items: users.data?.users.data ?? [],
        total: users.data?.users.meta.total ?? 0,
        isLoading: users.isLoading || users.isValidating,
        error: listError(users.error),
        roleOptions: roleOptions.data?.roles.data ?? [],
        organizationOptions: organizationOptions.data?.organizations ?? [],
        isRolesLoading: roleOptions.isLoading,
        isOrganizationsLoading: organizationOptions.isLoading,
        onCreate: (values) => mutation('accessControl', () => api.createUser({ ...values, password: values.password ?? '' })),
        onUpdate: (item: User, values) => mutation('accessControl', () => api.updateUser(item.uuid, values)).then(accessChanged),
        onDelete: (item: User) =>
          mutation('accessControl', () => api.deleteUser(item.uuid), { optimistic: withoutRow('uuid', item.uuid) }).then(accessChanged),
        onRestore: (item: User) =>
          mutation('accessControl', () => api.restoreUser(item.uuid), { optimistic: withoutRow('uuid', item.uuid) }).then(accessChanged),
      }}
      roles={{
        ...rolesList.props,
        items: roles.data?.roles.data ?? [],
        total: roles.data?.roles.meta.total ?? 0,
        isLoading: roles.isLoading || roles.isValidating,
        error: listError(roles.error),
        onSearchPermissions: searchPermissions,
        onCreate: ({ permissionIds, ...values }) =>
          mutation('accessControl', async () => {
            const created = await api.createRole(values);
            await api.setRolePermissions(created.role.id, permissionIds);
            return created;
          }).then(accessChanged),
        onUpdate: (item: Role, { permissionIds, ...values }) =>
          mutation('accessControl', async () => {
            const updated = await api.updateRole(item.id, values);
            await api.setRolePermissions(item.id, permissionIds);
            return updated;
          }).then(accessChanged),
        onDelete: (item: Role) =>
          mutation('accessControl', () => api.deleteRole(item.id), { optimistic: withoutRow('id', item.id) }).then(accessChanged),
        onRestore: (item: Role) =>
          mutation('accessControl', () => api.restoreRole(item.id), { optimistic: withoutRow('id', item.id) }).then(accessChanged),
      }}
      permissions={{
        ...permissionsList.props,
        items: permissions.data?.permissions.data ?? [],
        total: permissions.data?.permissions.meta.total ?? 0,
        isLoading: permissions.isLoading || permissions.isValidating,
        error: listError(permissions.error),
        onCreate: (values) => mutation('accessControl', () => api.createPermission(values)).then(accessChanged),
        onUpdate: (item: Permission, values) => mutation('accessControl', () => api.updatePermission(item.id, values)).then(accessChanged),
        onDelete: (item: Permission) =>
          mutation('accessControl', () => api.deletePermission(item.id), { optimistic: withoutRow('id', item.id) }).then(accessChanged),
        onRestore: (item: Permission) =>
          mutation('accessControl', () => api.restorePermission(item.id), { optimistic: withoutRow('id', item.id) }).then(accessChanged),
      }}
    />
  );
}

/** The user form rates new passwords, so its dictionaries load with the page. */
export async function prepare(): Promise<void> {
  await loadPasswordDictionaries();
}
