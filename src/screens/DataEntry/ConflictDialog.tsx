import { useEffect, useState } from 'react';
import { Button, Dialog, Radio, RadioGroup } from '../../ui';
import { DATA_ENTRY_MESSAGES, describeConflictValue } from './dataEntryRules';
import * as styles from './DataEntry.css';

/** A value changed both here and in a newer saved version. */
export interface ConflictItem {
  id: string;
  /** What the value is, e.g. 'Point 3 of XY graph 1 data, file 1 page 1'. */
  label: string;
  mine: unknown;
  theirs: unknown;
}

export type ConflictChoice = 'mine' | 'theirs';

export interface ConflictDialogProps {
  /** Open while there are conflicts. */
  conflicts: readonly ConflictItem[];
  /** The user's choice for every conflict. */
  onResolve: (choices: ReadonlyMap<string, ConflictChoice>) => void;
}

/** Both values of each conflict side by side; the user keeps theirs or the other version's. */
export function ConflictDialog({ conflicts, onResolve }: ConflictDialogProps) {
  const [choices, setChoices] = useState<Map<string, ConflictChoice>>(new Map());
  useEffect(() => setChoices(new Map(conflicts.map((c) => [c.id, 'mine']))), [conflicts]);
  const all = (choice: ConflictChoice) => onResolve(new Map(conflicts.map((c) => [c.id, choice])));

  return (
    <Dialog
      title={DATA_ENTRY_MESSAGES.conflictTitle}
      role="alertdialog"
      isOpen={conflicts.length > 0}
      isDismissable={false}
      maxWidth={700}
      actions={
        conflicts.length === 1 ? (
          <>
            <Button variant="secondary" onPress={() => all('theirs')}>
              Keep theirs
            </Button>
            <Button onPress={() => all('mine')}>Keep mine</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onPress={() => all('theirs')}>
              Keep all theirs
            </Button>
            <Button variant="secondary" onPress={() => all('mine')}>
              Keep all mine
            </Button>
            <Button onPress={() => onResolve(choices)}>Apply choices</Button>
          </>
        )
      }
    >
      <p className={styles.dialogText}>{DATA_ENTRY_MESSAGES.conflictText}</p>
      <ul className={styles.conflictList}>
        {conflicts.map((conflict) => (
          <li key={conflict.id} className={styles.conflict}>
            {conflicts.length === 1 ? (
              <>
                <p className={styles.conflictLabel}>{conflict.label}</p>
                <dl className={styles.conflictValues}>
                  <dt>Mine</dt>
                  <dd>{describeConflictValue(conflict.mine)}</dd>
                  <dt>Theirs</dt>
                  <dd>{describeConflictValue(conflict.theirs)}</dd>
                </dl>
              </>
            ) : (
              <RadioGroup
                label={conflict.label}
                orientation="horizontal"
                value={choices.get(conflict.id) ?? 'mine'}
                onChange={(value) => setChoices((prev) => new Map(prev).set(conflict.id, value as ConflictChoice))}
              >
                <Radio value="mine">Mine: {describeConflictValue(conflict.mine)}</Radio>
                <Radio value="theirs">Theirs: {describeConflictValue(conflict.theirs)}</Radio>
              </RadioGroup>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
