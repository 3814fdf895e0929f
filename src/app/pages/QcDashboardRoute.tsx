import { PaperWorkPage } from '../../screens/Papers/PaperWorkPage';
import { featureFlagOn, useConfig, useIsAdmin } from '../data/resources';
import { PRIORITY_FIRST, usePaperWorkAccess, usePaperWorkTable } from './paperWork';

/**
 * /home/qc-dashboard, Quality Control: the papers ready for quality control, in queue and QC mode,
 * only for users with access_work_queues, and (as the drawer's entry) only with the qc-dashboard
 * flag on or for administrators. Anyone else sees the heading alone.
 */
export default function QcDashboardRoute() {
  const access = usePaperWorkAccess();
  const config = useConfig();
  const isAdmin = useIsAdmin(access.user?.uuid ?? null).data === true;
  const flagOn = featureFlagOn(config.data, 'qc-dashboard');
  const table = usePaperWorkTable({
    mode: 'qc',
    source: 'papers',
    view: 'ready-for-qc',
    defaultSort: PRIORITY_FIRST,
    enabled: access.isKnown && (flagOn || isAdmin) && access.can('access_work_queues'),
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
    />
  );
}
