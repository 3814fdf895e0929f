import { Button, DataTable, Dialog, type DataTableColumn } from '../../ui';
import type { InvalidExtractions } from './downloads';
import * as styles from './CompletedExtractions.css';

export const INVALID_EXTRACTION_TITLE = 'Invalid Data Extraction';

export interface InvalidDataExtractionDialogProps {
  /** The download's error answer; the dialog is open while it is set. */
  invalid: InvalidExtractions | null;
  /** Names an extraction in the table, e.g. by its user's e-mail. @default its uuid */
  describeExtraction?: (uuid: string) => string;
  /** Closes the dialog. */
  onClose: () => void;
}

interface ProblemRow {
  id: string;
  extraction: string;
  file: number | null;
  page: number | null;
  problem: string;
  points: number | null;
}

/** 'Format Error: …' as the spec writes it, whether or not the server already put the prefix. */
export function formatErrorText(message: string): string {
  return message.startsWith('Format Error:') ? message : `Format Error: ${message}`;
}

/** One row per problem; an extraction that could not be read at all gets one row with its message. */
export function problemRows(invalid: InvalidExtractions, describe: (uuid: string) => string): ProblemRow[] {
  return invalid.data.flatMap((entry): ProblemRow[] =>
    entry.problems.length
      ? entry.problems.map((p, i) => ({
          id: `${entry.uuid}-${i}`,
          extraction: describe(entry.uuid),
          // Files are counted from 1 here, as pages are.
          file: p.file + 1,
          page: p.page,
          problem: p.message,
          points: p.dataPoints.length,
        }))
      : [{ id: entry.uuid, extraction: describe(entry.uuid), file: null, page: null, problem: entry.message, points: null }],
  );
}

const dash = (value: number | null) => (value === null ? '-' : String(value));

/** The 'Invalid Data Extraction' dialog: the format error and a table of what validation found. */
export function InvalidDataExtractionDialog({ invalid, describeExtraction = (uuid) => uuid, onClose }: InvalidDataExtractionDialogProps) {
  const columns: DataTableColumn<ProblemRow>[] = [
    { id: 'extraction', name: 'Extraction', isRowHeader: true },
    { id: 'file', name: 'File', align: 'end', render: (r) => dash(r.file) },
    { id: 'page', name: 'Page', align: 'end', render: (r) => dash(r.page) },
    { id: 'problem', name: 'Problem' },
    { id: 'points', name: 'Points', align: 'end', render: (r) => dash(r.points) },
  ];
  return (
    <Dialog
      isOpen={invalid !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={INVALID_EXTRACTION_TITLE}
      maxWidth={800}
      actions={(close) => <Button onPress={close}>Close</Button>}
    >
      {invalid ? (
        <div className={styles.dialogBody}>
          <p className={styles.formatError}>{formatErrorText(invalid.message)}</p>
          <DataTable<ProblemRow>
            aria-label="Validation problems"
            columns={columns}
            items={problemRows(invalid, describeExtraction)}
            getRowId={(r) => r.id}
            paging="client"
            pagination={{ pageSize: 10 }}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
