import { useNavigate } from 'react-router';
import { AgreementProjectPicker } from '../../screens/ProjectAgreement/AgreementProjectPicker';
import { PaperWorkPage } from '../../screens/Papers/PaperWorkPage';
import { useAgreementProjects } from '../data/projectAgreement';
import { errorMessage } from '../notify';
import { usePapersClient } from '../papers/papersApi';
import { PRIORITY_FIRST, usePaperWorkAccess, usePaperWorkTable } from './paperWork';

/**
 * /home/qc-dashboard, Quality Control: the papers ready for quality control, in queue and QC mode,
 * only for users with access_work_queues; anyone else sees the heading alone. The qc-dashboard flag
 * gates only the drawer's entry, so a user who reaches the page by its address still gets the table.
 * Reviewers (quality_control) also get 'Agreement by project' below it (docs/agreement.md).
 */
export default function QcDashboardRoute() {
  const access = usePaperWorkAccess();
  const navigate = useNavigate();
  const papersApi = usePapersClient();
  const reviewer = access.isKnown && access.can('quality_control');
  const projects = useAgreementProjects(papersApi, reviewer);
  const table = usePaperWorkTable({
    mode: 'qc',
    source: 'papers',
    view: 'ready-for-qc',
    defaultSort: PRIORITY_FIRST,
    enabled: access.isKnown && access.can('access_work_queues'),
  });
  return (
    <PaperWorkPage
      title="Quality Control"
      table={
        table && {
          ...table,
          canDownload: access.can('download_data'),
          // Starting quality control needs the permission to do it.
          onStart: access.can('quality_control') ? table.onStart : undefined,
        }
      }
    >
      {reviewer ? (
        <AgreementProjectPicker
          projects={projects.data?.projects}
          error={projects.error ? errorMessage(projects.error) : null}
          onOpen={(project) => void navigate(`/home/project-agreement/${project.uuid}`)}
        />
      ) : null}
    </PaperWorkPage>
  );
}
