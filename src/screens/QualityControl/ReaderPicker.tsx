import { Badge, Checkbox } from '../../ui';
import type { QcReader } from './qcTypes';
import * as styles from './QualityControl.css';

export interface ReaderPickerProps {
  /** Every completed extraction of the paper, newest first. */
  extractions: readonly QcReader[];
  /** The extraction under review; it is always compared. */
  reviewedUuid: string;
  /** The extractions it is compared with. */
  comparedWith: readonly string[];
  onComparedWithChange: (uuids: string[]) => void;
}

/** When an extraction was completed, as a calendar date (the same for every reader of the page). */
export const completedOn = (reader: QcReader) => (reader.completedAt ? reader.completedAt.slice(0, 10) : 'date unknown');

/** The paper's completed extractions, each by its extractor and date: the reviewer ticks those to compare with. */
export function ReaderPicker({ extractions, reviewedUuid, comparedWith, onComparedWithChange }: ReaderPickerProps) {
  const reviewed = extractions.find((e) => e.uuid === reviewedUuid);
  const others = extractions.filter((e) => e.uuid !== reviewedUuid);
  const chosen = new Set(comparedWith);
  return (
    <fieldset className={styles.readers}>
      <legend className={styles.readersLegend}>Compare with</legend>
      {reviewed ? (
        <span className={styles.readerNote}>
          Reviewing the extraction by {reviewed.email}, completed {completedOn(reviewed)}
        </span>
      ) : null}
      {others.map((e) => (
        <Checkbox
          key={e.uuid}
          isSelected={chosen.has(e.uuid)}
          // Kept in the order of the list (newest first), whatever the order they are ticked in.
          onChange={(on) => onComparedWithChange(others.filter((o) => (o.uuid === e.uuid ? on : chosen.has(o.uuid))).map((o) => o.uuid))}
        >
          {e.email}, completed {completedOn(e)}
          {e.isReconciled ? (
            <>
              {' '}
              <Badge tone="info">Reconciled</Badge>
            </>
          ) : null}
        </Checkbox>
      ))}
    </fieldset>
  );
}
