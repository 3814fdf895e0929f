import { useState } from 'react';
import { TABLE_MESSAGES } from '../../core/model/table';
import type { TagGroupRef } from '../../core/model/types';
import { Button, ConfirmDialog, Dialog, Radio, RadioGroup } from '../../../ui';
import * as styles from '../panels.css';

/** Titles and messages of the table's message dialogs. */
export const TABLE_MESSAGE_DIALOGS = {
  invalidHeaders: { title: 'Invalid Table Headers', message: TABLE_MESSAGES.invalidHeaders },
  invalidHeaderCount: { title: 'Invalid Table Header Count', message: TABLE_MESSAGES.countPositive },
  emptyHeaders: { title: 'Empty Table Headers', message: TABLE_MESSAGES.allEmpty },
} as const;

export type TableMessageDialogKind = keyof typeof TABLE_MESSAGE_DIALOGS;

/** Invalid Table Headers, Invalid Table Header Count, Empty Table Headers: a message and OK. */
export function TableMessageDialog({ kind, onClose }: { kind: TableMessageDialogKind | null; onClose: () => void }) {
  const d = kind ? TABLE_MESSAGE_DIALOGS[kind] : null;
  return (
    <Dialog
      title={d?.title ?? ''}
      role="alertdialog"
      isOpen={d !== null}
      onOpenChange={(open) => !open && onClose()}
      maxWidth={500}
      actions={(close) => <Button onPress={close}>OK</Button>}
    >
      <p className={styles.hint}>{d?.message}</p>
    </Dialog>
  );
}

/** Has Empty Table Headers: continue with blank cells (OK) or go back (Cancel). */
export function HasEmptyTableHeadersDialog({ isOpen, onConfirm, onCancel }: { isOpen: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      title="Has Empty Table Headers"
      message={TABLE_MESSAGES.someEmpty}
      warning={TABLE_MESSAGES.blankWarning}
      confirmLabel="OK"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** Cancel Table Creation: OK deletes the table being created. */
export function CancelTableCreationDialog({ isOpen, onConfirm, onCancel }: { isOpen: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      title="Cancel Table Creation"
      message="Cancel creating this table? The table and anything entered in it are deleted."
      confirmLabel="OK"
      cancelLabel="Cancel"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

export interface TableMissingTagGroupDialogProps {
  isOpen: boolean;
  tagGroups: readonly TagGroupRef[];
  onConfirm: (uuid: string) => void;
  onCancel: () => void;
}

/** Table Missing Tag Group: pick the tag group of the table's cells, OK or Cancel. */
export function TableMissingTagGroupDialog({ isOpen, tagGroups, onConfirm, onCancel }: TableMissingTagGroupDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Dialog
      title="Table Missing Tag Group"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      maxWidth={500}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button isDisabled={!chosen} onPress={() => chosen && onConfirm(chosen)}>
            OK
          </Button>
        </>
      )}
    >
      <p className={styles.hint}>{TABLE_MESSAGES.missingTagGroup}: pick the tag group the table's cells are tagged with.</p>
      <RadioGroup label="Tag group" value={chosen} onChange={setChosen}>
        {tagGroups.map((g) => (
          <Radio key={g.uuid} value={g.uuid}>
            {g.name}
          </Radio>
        ))}
      </RadioGroup>
    </Dialog>
  );
}

/** The table axes alignment instruction: check the grid against the table, Proceed or tweak the calibration. */
export function TableAlignmentPopup({ isOpen, onProceed, onTweak }: { isOpen: boolean; onProceed: () => void; onTweak: () => void }) {
  return (
    <Dialog
      title="Table alignment"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onProceed()}
      maxWidth={500}
      actions={() => (
        <>
          <Button variant="secondary" onPress={onTweak}>
            Tweak calibration
          </Button>
          <Button onPress={onProceed}>Proceed</Button>
        </>
      )}
    >
      <p className={styles.hint}>
        Check that every row and column divider lies between the table's rows and columns. Proceed to the headers, or tweak the calibration to move dividers and add or
        remove rows and columns.
      </p>
    </Dialog>
  );
}
