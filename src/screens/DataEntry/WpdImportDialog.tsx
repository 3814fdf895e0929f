import type { WpdImportSummary } from '../../editor/session/wpdCommands';
import { Banner, Button, Dialog, FileDropZone, Spinner } from '../../ui';
import * as styles from './DataEntry.css';
import * as wpdStyles from './WpdProjects.css';

/** Largest WebPlotDigitizer project accepted (projects with detection masks run to a few megabytes). */
export const WPD_PROJECT_MAX_BYTES = 50 * 1024 * 1024;

/** Where an import stands: choosing a file, reading it, refused (with why) or done (with what came in). */
export type WpdImportState =
  | { status: 'choose' }
  | { status: 'reading'; fileName: string }
  | { status: 'error'; fileName: string; message: string }
  | { status: 'imported'; fileName: string; summary: WpdImportSummary };

export interface WpdImportDialogProps {
  isOpen: boolean;
  state: WpdImportState;
  /** The paper's file the project lands on, and its page. */
  target: { fileName: string; page: number };
  /** A project file was chosen or dropped. */
  onFile: (file: File) => void;
  onClose: () => void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Summary({ summary }: { summary: WpdImportSummary }) {
  return (
    <ul className={wpdStyles.summaryList}>
      <li>
        {plural(summary.axes.length, 'axes', 'axes')}: {summary.axes.join(', ') || 'none'}
      </li>
      <li>
        {plural(summary.datasets.length, 'dataset')} with {plural(summary.points, 'point')}
        {summary.datasets.length ? `: ${summary.datasets.join(', ')}` : ''}
      </li>
      {summary.measurements > 0 ? <li>{plural(summary.measurements, 'measurement')}</li> : null}
      {summary.renamed.map(([from, to]) => (
        <li key={`${from}>${to}`}>
          ‘{from}’ is named ‘{to}’ here: this page already has a ‘{from}’.
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Import WebPlotDigitizer project': choose or drop a project (.json) made on the file open in the
 * editor; its axes, datasets and values are added to that file and page as one step that undo
 * takes back. A file that is not a project is refused with the reason, and nothing changes.
 */
export function WpdImportDialog({ isOpen, state, target, onFile, onClose }: WpdImportDialogProps) {
  const done = state.status === 'imported';
  return (
    <Dialog
      title="Import WebPlotDigitizer project"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      maxWidth={600}
      actions={(close) =>
        done ? (
          <Button variant="primary" autoFocus onPress={close}>
            Close
          </Button>
        ) : (
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
        )
      }
    >
      {done ? (
        <Banner tone="success" title={`Imported ${state.fileName}`}>
          <p className={styles.dialogText}>
            Added to {target.fileName}, page {target.page}. Undo takes the import back.
          </p>
          <Summary summary={state.summary} />
        </Banner>
      ) : (
        <div className={wpdStyles.body}>
          <p className={styles.dialogText}>
            The project’s axes, datasets and values are added to {target.fileName}, page {target.page}. Make the project in
            WebPlotDigitizer on this file (the same image or PDF page), so its points fall where they belong.
          </p>
          {state.status === 'error' ? (
            <Banner tone="danger" title={`${state.fileName} was not imported`}>
              {state.message} Nothing was changed.
            </Banner>
          ) : null}
          {state.status === 'reading' ? (
            <Spinner label={`Reading ${state.fileName}`} showLabel />
          ) : (
            <FileDropZone
              label="Drop a WebPlotDigitizer project (.json) here"
              buttonLabel="Choose project file"
              acceptedFileTypes={['.json']}
              maxFileSize={WPD_PROJECT_MAX_BYTES}
              allowsMultiple={false}
              onFilesAccepted={(files) => files[0] && onFile(files[0])}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
