import { useId } from 'react';
import { GridList, GridListItem } from 'react-aria-components';
import { AlertTriangle } from 'lucide-react';
import { Button, Dialog } from '../../ui';
import { DATA_ENTRY_MESSAGES, type ValidationProblem, type ValidationReport } from './dataEntryRules';
import * as styles from './DataEntry.css';

export interface ValidationDialogProps {
  /** The server's answer; null keeps the dialog closed. */
  report: ValidationReport | null;
  /** Names of the extraction's files, by index, to say where each problem is. */
  fileNames: readonly string[];
  /** The user picked a problem: go to its file, page and point. The dialog closes. */
  onGoToProblem: (problem: ValidationProblem) => void;
  onClose: () => void;
}

/** Where a problem is, in words: 'chart.pdf, page 2'. */
export function problemLocation(problem: Pick<ValidationProblem, 'file' | 'page'>, fileNames: readonly string[]): string {
  const file = fileNames[problem.file] ?? `File ${problem.file + 1}`;
  return `${file}, page ${problem.page}`;
}

/**
 * 'Source Data Extraction Validation': the server's message and its problems. Choosing a problem
 * (Enter or a click) goes to its file, page and point.
 */
export function ValidationDialog({ report, fileNames, onGoToProblem, onClose }: ValidationDialogProps) {
  const messageId = useId();
  const problems = report?.problems ?? [];
  return (
    <Dialog
      title={DATA_ENTRY_MESSAGES.validationTitle}
      isOpen={report !== null}
      onOpenChange={(open) => !open && onClose()}
      maxWidth={700}
      aria-describedby={messageId}
      actions={(close) => <Button onPress={close}>Close</Button>}
    >
      <p id={messageId} className={styles.dialogText}>
        {report?.message}
      </p>
      {problems.length === 0 ? (
        <p className={styles.dialogText}>{DATA_ENTRY_MESSAGES.validationEmpty}</p>
      ) : (
        <GridList
          aria-label="Problems"
          className={styles.problemList}
          items={problems.map((problem, index) => ({ id: index, problem }))}
          onAction={(key) => {
            const problem = problems[Number(key)];
            if (!problem) return;
            onGoToProblem(problem);
            onClose();
          }}
        >
          {({ id, problem }) => (
            <GridListItem id={id} textValue={`${problem.message}, ${problemLocation(problem, fileNames)}`} className={styles.problem}>
              <AlertTriangle size={16} aria-hidden="true" className={styles.problemIcon} />
              <span className={styles.problemText}>
                <span>{problem.message}</span>
                <span className={styles.problemWhere}>
                  {problemLocation(problem, fileNames)}
                  {problem.dataPoints[0] ? ` · ${problem.dataPoints[0].datasetName}, point ${problem.dataPoints[0].index + 1}` : ''}
                </span>
              </span>
            </GridListItem>
          )}
        </GridList>
      )}
    </Dialog>
  );
}
