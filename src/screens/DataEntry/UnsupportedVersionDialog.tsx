import { Button, Dialog } from '../../ui';
import { DATA_ENTRY_MESSAGES } from './dataEntryRules';
import * as styles from './DataEntry.css';

export interface UnsupportedVersionDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Saved data from before 2024-10-12 UTC (or undated) cannot be loaded: says so, and that a new extraction starts. */
export function UnsupportedVersionDialog({ isOpen, onClose }: UnsupportedVersionDialogProps) {
  return (
    <Dialog
      title={DATA_ENTRY_MESSAGES.unsupportedTitle}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      maxWidth={500}
      actions={(close) => (
        <Button autoFocus onPress={close}>
          OK
        </Button>
      )}
    >
      <p className={styles.dialogText}>{DATA_ENTRY_MESSAGES.unsupportedText}</p>
    </Dialog>
  );
}
