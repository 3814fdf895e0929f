import { useCallback } from 'react';
import type { Organization } from '../../api/schemas';
import { OrganizationsScreen } from '../../screens/Organizations/OrganizationsScreen';
import { api } from '../api';
import { useOrganizations } from '../data/resources';
import { useAdminList } from '../data/useAdminList';
import { useMutation, withoutRow } from '../data/mutations';
import { errorMessage } from '../notify';

/** Pickers ask the server for a bounded page of matches rather than every row. */
const SEARCH_LIMIT = 50;

/** /home/organizations. */
export default function OrganizationsRoute() {
  const list = useAdminList({ column: 'name', direction: 'ascending' });
  const organizations = useOrganizations(list.query);
  const mutation = useMutation();

  const searchProjects = useCallback(async (text: string, signal: AbortSignal) => {
    const result = await api.listProjects({ omitDeleted: 'true', omitPapers: 'true', filter: text, itemsPerPage: SEARCH_LIMIT }, { signal });
    return result.projects.data.map(({ uuid, name }) => ({ uuid, name }));
  }, []);
  const searchUsers = useCallback(async (text: string, signal: AbortSignal) => {
    const result = await api.listUsers({ omitDeleted: 'true', filter: text, itemsPerPage: SEARCH_LIMIT }, { signal });
    return result.users.data.map(({ uuid, email, first_name, last_name }) => ({ uuid, email, first_name, last_name }));
  }, []);

  return (
    <OrganizationsScreen
      {...list.props}
      items={organizations.data?.organizations ?? []}
      total={organizations.data?.total ?? 0}
      isLoading={organizations.isLoading || organizations.isValidating}
      error={organizations.error ? errorMessage(organizations.error) : null}
      onSearchProjects={searchProjects}
      onSearchUsers={searchUsers}
      onCreate={(values) => mutation('organizations', () => api.createOrganization(values))}
      onUpdate={(item: Organization, values) => mutation('organizations', () => api.updateOrganization(item.uuid, values))}
      onDelete={(item: Organization) =>
        mutation('organizations', () => api.deleteOrganization(item.uuid), { optimistic: withoutRow('uuid', item.uuid) })
      }
      onRestore={(item: Organization) =>
        mutation('organizations', () => api.restoreOrganization(item.uuid), { optimistic: withoutRow('uuid', item.uuid) })
      }
    />
  );
}
