import { useState } from 'react';
import { Button, Dialog } from '../../ui';
import { DATA_ENTRY_MESSAGES } from './dataEntryRules';
import * as styles from './DataEntry.css';

/** Edits kept in this browser from an earlier visit that never reached the server. */
export interface RecoveredEdits {
  /** How many operations were kept. */
  operations: number;
  /** When the last of them was made, already formatted for the reader. */
  lastEditedAt?: string;
}

export interface RecoveredEditsDialogProps {
  /** What was found; null keeps the dialog closed. */
  recovered: RecoveredEdits | null;
  /** Apply them and save; a promise keeps the button pending until it settles. */
  onRestore: () => void | Promise<unknown>;
  /** Throw them away. */
  onDiscard: () => void;
}

/** Offers edits recovered from the browser's outbox back to the user: restore and save, or discard. */
export function RecoveredEditsDialog({ recovered, onRestore, onDiscard }: RecoveredEditsDialogProps) {
  const [isPending, setPending] = useState(false);
  const restore = async () => {
    setPending(true);
    try {
      await onRestore();
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      title={DATA_ENTRY_MESSAGES.recoveredTitle}
      role="alertdialog"
      isOpen={recovered !== null}
      isDismissable={false}
      maxWidth={500}
      actions={
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={onDiscard}>
            Discard
          </Button>
          <Button autoFocus isPending={isPending} onPress={() => void restore()}>
            Restore and save
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{recovered ? DATA_ENTRY_MESSAGES.recoveredText(recovered.operations) : null}</p>
      {recovered?.lastEditedAt ? <p className={styles.dialogMuted}>Last edited {recovered.lastEditedAt}.</p> : null}
    </Dialog>
  );
}
