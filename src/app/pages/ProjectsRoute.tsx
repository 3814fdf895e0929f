import { useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { Project } from '../../api/schemas';
import { DEFAULT_PROJECT_SORT, ProjectsScreen } from '../../screens/Projects/ProjectsScreen';
import { api } from '../api';
import { useOrganizations, usePermissionMap, useProjects } from '../data/resources';
import { useAdminList } from '../data/useAdminList';
import { useMutation, withoutRow } from '../data/mutations';
import { errorMessage } from '../notify';
import { session as userSession } from '../session/sessionStore';

/** /home/project-manager. */
export default function ProjectsRoute() {
  const list = useAdminList(DEFAULT_PROJECT_SORT);
  const projects = useProjects(list.query);
  const organizationOptions = useOrganizations({ omitDeleted: 'true', itemsPerPage: -1 });
  const mutation = useMutation();
  const navigate = useNavigate();
  const user = useSyncExternalStore(userSession.subscribe, userSession.getUser);
  // 'Agreement' is for reviewers: the agreement of a project is theirs to see.
  const canReview = usePermissionMap(user?.uuid ?? null).data?.quality_control === true;
  // A stable list: the form's organization search is rebuilt whenever this changes identity.
  const organizationChoices = useMemo(
    () => (organizationOptions.data?.organizations ?? []).map(({ uuid, name }) => ({ uuid, name })),
    [organizationOptions.data],
  );

  return (
    <ProjectsScreen
      {...list.props}
      items={projects.data?.projects.data ?? []}
      total={projects.data?.projects.meta.total ?? 0}
      isLoading={projects.isLoading || projects.isValidating}
      error={projects.error ? errorMessage(projects.error) : null}
      organizationOptions={organizationChoices}
      isOrganizationsLoading={organizationOptions.isLoading}
      onCreate={(values) => mutation('projects', () => api.createProject(values))}
      onUpdate={(item: Project, values) => mutation('projects', () => api.updateProject(item.uuid, values))}
      onDelete={(item: Project) => mutation('projects', () => api.deleteProject(item.uuid), { optimistic: withoutRow('uuid', item.uuid) })}
      onOpenAgreement={canReview ? (item: Project) => void navigate(`/home/project-agreement/${item.uuid}`) : undefined}
      onRestore={(item: Project) => mutation('projects', () => api.restoreProject(item.uuid), { optimistic: withoutRow('uuid', item.uuid) })}
    />
  );
}
