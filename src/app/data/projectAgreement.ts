import useSWR from 'swr';
import type { ProjectAgreement } from '../../api/agreement';
import type { PapersClient } from '../../api/papersClient';

/**
 * The agreement of a project (GET /projects/{uuid}/agreement) at a tolerance (a share of the axis
 * range; the server's default of 1 % when undefined); null skips the call (no project, or no
 * permission). The answer shown stays while one at a new tolerance loads.
 */
export function useProjectAgreement(papersApi: PapersClient, projectUuid: string | null, tolerance?: number) {
  return useSWR<ProjectAgreement, unknown>(
    projectUuid ? ['projectAgreement', projectUuid, tolerance ?? null] : null,
    () => papersApi.projectAgreement(projectUuid!, tolerance === undefined ? {} : { tolerance }),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true },
  );
}

/** The projects a reviewer may open the agreement of (GET /agreement/projects); false skips the call. */
export function useAgreementProjects(papersApi: PapersClient, enabled: boolean) {
  return useSWR(enabled ? ['agreementProjects'] : null, () => papersApi.agreementProjects(), { revalidateOnFocus: false });
}
