import { PaperWorkPage } from '../../screens/Papers/PaperWorkPage';
import { PRIORITY_FIRST, usePaperWorkAccess, usePaperWorkTable } from './paperWork';

/**
 * /home/dashboard, Source Data Extraction: users with access_work_queues get the full table of papers
 * ready for extraction, everyone else their own extraction queue.
 */
export default function DashboardRoute() {
  const access = usePaperWorkAccess();
  const isFull = access.can('access_work_queues');
  const table = usePaperWorkTable({
    mode: 'queue',
    source: isFull ? 'papers' : 'extraction-queue',
    view: 'ready',
    defaultSort: PRIORITY_FIRST,
    enabled: access.isKnown && (isFull || access.can('data_entry') || access.can('quality_control')),
  });
  return (
    <PaperWorkPage
      title="Source Data Extraction"
      table={table && { ...table, canDownload: access.can('download_data'), canEditPriority: access.can('delete_file', 'upload_file') }}
    />
  );
}
