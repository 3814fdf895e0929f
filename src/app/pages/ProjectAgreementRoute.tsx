import { useEffect, useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { ProjectAgreementScreen, type ProjectAgreementStatus } from '../../screens/ProjectAgreement/ProjectAgreementScreen';
import { AGREEMENT_TEXT } from '../../screens/ProjectAgreement/agreementText';
import { useProjectAgreement } from '../data/projectAgreement';
import { usePermissionMap } from '../data/resources';
import { disagreementsFile } from '../downloads/disagreementsCsv';
import { saveFile } from '../downloads/saveFile';
import { errorMessage } from '../notify';
import { usePapersClient } from '../papers/papersApi';
import { session as userSession } from '../session/sessionStore';

/**
 * /home/project-agreement/{projectUuid}: how far the dual extractions of a project agree, for
 * reviewers (quality_control; administrators hold it too). Anyone else sees 'Access denied' and
 * nothing is fetched, as the server would refuse it.
 */
export default function ProjectAgreementRoute() {
  const { projectUuid = null } = useParams();
  const papersApi = usePapersClient();
  const user = useSyncExternalStore(userSession.subscribe, userSession.getUser);
  const permissions = usePermissionMap(user?.uuid ?? null);
  const allowed = permissions.data ? permissions.data.quality_control === true : undefined;
  const [tolerance, setTolerance] = useState<number | undefined>(undefined);
  const agreement = useProjectAgreement(papersApi, allowed ? projectUuid : null, tolerance);
  const refused = agreement.error instanceof ApiError && agreement.error.status === 403;

  let status: ProjectAgreementStatus = 'loading';
  if (allowed === false || refused) status = 'forbidden';
  else if (permissions.error || agreement.error) status = 'error';
  else if (agreement.data) status = 'ready';

  const projectName = agreement.data?.project.name;
  useEffect(() => {
    document.title = projectName ? `${AGREEMENT_TEXT.title}: ${projectName}` : AGREEMENT_TEXT.title;
  }, [projectName]);

  return (
    <ProjectAgreementScreen
      status={status}
      agreement={agreement.data ?? null}
      error={status === 'error' ? errorMessage(agreement.error ?? permissions.error) : null}
      onRetry={() => void agreement.mutate()}
      onToleranceChange={setTolerance}
      {...(tolerance === undefined ? {} : { tolerance })}
      isUpdating={agreement.isValidating && !!agreement.data}
      onExportDisagreements={() => {
        if (!agreement.data) return;
        const { blob, fileName } = disagreementsFile(agreement.data);
        saveFile(blob, fileName);
      }}
    />
  );
}
