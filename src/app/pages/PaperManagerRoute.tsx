import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SortDescriptor } from 'react-aria-components';
import type { Paper } from '../../api/papers';
import { PaperWorkPage } from '../../screens/Papers/PaperWorkPage';
import { PaperFormHost } from '../papers/PaperFormHost';
import { usePaperWorkAccess, usePaperWorkTable } from './paperWork';

/** The papers table lists the newest papers first until the user sorts otherwise. */
export const NEWEST_FIRST: SortDescriptor = { column: 'created_at', direction: 'descending' };

/** Which paper form is open: 'Add new paper' creates one, Edit edits a row's paper. */
export type PaperFormTarget = { mode: 'create' } | { mode: 'edit'; paper: Paper };

/** /home/paper-manager, Paper Management: the papers table (its route guard asks for delete_file and upload_file). */
export default function PaperManagerRoute() {
  const navigate = useNavigate();
  const access = usePaperWorkAccess();
  const [form, setForm] = useState<PaperFormTarget | null>(null);
  const table = usePaperWorkTable({ mode: 'papers', source: 'papers', defaultSort: NEWEST_FIRST, enabled: true });
  return (
    <PaperWorkPage
      title="Paper Management"
      table={
        table && {
          ...table,
          canDownload: access.can('download_data'),
          onViewAllFiles: () => void navigate('/home/file-manager'),
          onAddPaper: () => setForm({ mode: 'create' }),
          onEditPaper: (paper) => setForm({ mode: 'edit', paper }),
        }
      }
    >
      {form ? (
        <PaperFormHost
          {...(form.mode === 'create' ? { mode: 'create' as const } : { mode: 'edit' as const, paperUuid: form.paper.uuid })}
          onSaved={() => undefined}
          onClose={() => setForm(null)}
        />
      ) : null}
    </PaperWorkPage>
  );
}
