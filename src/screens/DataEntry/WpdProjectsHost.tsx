import { useEffect, useState } from 'react';
import type { DigitizerFile } from '../../editor/Digitizer';
import { EditorError } from '../../editor/core/errors';
import { shallowEqual, useSessionSelector, type EditorSession, type EditorSnapshot } from '../../editor/session';
import { exportWpdForFile, importWpdCommand, readWpdProject, wpdFileName, type WpdImportCommand } from '../../editor/session/wpdCommands';
import { Button, Dialog } from '../../ui';
import { WpdImportDialog, type WpdImportState } from './WpdImportDialog';
import * as styles from './DataEntry.css';

/** A menu choice to act on; a new nonce repeats the same choice. */
export interface WpdRequest {
  kind: 'import' | 'export';
  nonce: number;
}

export interface WpdProjectsHostProps {
  session: EditorSession;
  files: readonly DigitizerFile[];
  /** The last 'Import/Export WebPlotDigitizer project' choice of the menu. */
  request: WpdRequest | null;
  /** Hand the exported project to the browser's download. */
  onDownload?: (blob: Blob, fileName: string) => void;
}

const messageOf = (e: unknown) => (e instanceof EditorError || e instanceof Error ? e.message : String(e));

/**
 * WebPlotDigitizer projects in the data-entry screen: the import dialog (a project lands on the
 * file and page open, as one undoable step) and the export of the open file's axes, datasets and
 * values as a project WebPlotDigitizer 4.x opens.
 */
const selectFilePage = ({ file, page }: EditorSnapshot) => ({ file, page });

export function WpdProjectsHost({ session, files, request, onDownload }: WpdProjectsHostProps) {
  const [importOpen, setImportOpen] = useState(false);
  const [state, setState] = useState<WpdImportState>({ status: 'choose' });
  const [exportError, setExportError] = useState<string | null>(null);
  // The file and page shown, not the whole session: an edit renders nothing here.
  const { file, page } = useSessionSelector(session, selectFilePage, shallowEqual);
  const target = { fileName: files[file]?.name ?? `File ${file + 1}`, page };

  useEffect(() => {
    if (!request) return;
    if (request.kind === 'import') {
      setState({ status: 'choose' });
      setImportOpen(true);
      return;
    }
    const { file: current } = session.getSnapshot();
    try {
      const project = exportWpdForFile(session.document, current);
      const name = wpdFileName(files[current]?.name ?? 'project');
      onDownload?.(new Blob([JSON.stringify(project, null, 1)], { type: 'application/json' }), name);
    } catch (e) {
      setExportError(messageOf(e));
    }
    // Each menu choice acts once: only a new request (a new nonce) runs this again.
  }, [request]);

  const onFile = async (chosen: File) => {
    setState({ status: 'reading', fileName: chosen.name });
    try {
      const imported = readWpdProject(await chosen.text());
      const command = session.edit((ctx) => importWpdCommand(ctx, imported)) as WpdImportCommand;
      setState({ status: 'imported', fileName: chosen.name, summary: command.summary });
    } catch (e) {
      setState({ status: 'error', fileName: chosen.name, message: messageOf(e) });
    }
  };

  return (
    <>
      <WpdImportDialog isOpen={importOpen} state={state} target={target} onFile={(f) => void onFile(f)} onClose={() => setImportOpen(false)} />
      <Dialog
        title="Export WebPlotDigitizer project"
        role="alertdialog"
        isOpen={exportError !== null}
        onOpenChange={(open) => !open && setExportError(null)}
        maxWidth={500}
        actions={(close) => (
          <Button autoFocus onPress={close}>
            OK
          </Button>
        )}
      >
        <p className={styles.dialogText}>{exportError}</p>
      </Dialog>
    </>
  );
}
