import { useEffect } from 'react';
import { PaperWorkPage } from '../../screens/Papers/PaperWorkPage';
import { workSelection } from '../session/workSelection';
import { usePaperWorkAccess, usePaperWorkTable } from './paperWork';

/** /home/training-dashboard, Training: the user's training queue. Entering it clears the selected paper and save id. */
export default function TrainingDashboardRoute() {
  useEffect(() => workSelection.clear(), []);
  const access = usePaperWorkAccess();
  const table = usePaperWorkTable({
    mode: 'training',
    source: 'extraction-queue',
    enabled: access.isKnown && (access.can('data_entry') || access.can('quality_control')),
  });
  return <PaperWorkPage title="Training" table={table && { ...table, canDownload: access.can('download_data') }} />;
}
