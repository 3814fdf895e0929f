import useSWR from 'swr';
import type { ProjectAgreement } from '../../api/agreement';
import type { PapersClient } from '../../api/papersClient';

/** The agreement of a project (GET /projects/{uuid}/agreement); null skips the call (no project, or no permission). */
export function useProjectAgreement(papersApi: PapersClient, projectUuid: string | null) {
  return useSWR<ProjectAgreement, unknown>(projectUuid ? ['projectAgreement', projectUuid] : null, () => papersApi.projectAgreement(projectUuid!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** The projects a reviewer may open the agreement of (GET /agreement/projects); false skips the call. */
export function useAgreementProjects(papersApi: PapersClient, enabled: boolean) {
  return useSWR(enabled ? ['agreementProjects'] : null, () => papersApi.agreementProjects(), { revalidateOnFocus: false });
}
