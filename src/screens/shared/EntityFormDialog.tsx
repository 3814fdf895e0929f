import { useId, useState, type ReactNode } from 'react';
import { Button, Dialog, type DialogMaxWidth } from '../../ui';
import * as styles from './admin.css';

/** The optional middle button that empties or restores the fields. */
export interface EntityFormResetButton {
  /** Its text, e.g. 'Clear' or 'Revert'. */
  label: string;
  /** Puts the fields back; the dialog stays open. */
  onPress: () => void;
  /** Disabled for a reason of the form's own, e.g. nothing to revert; a running save always disables it. @default false */
  isDisabled?: boolean;
}

export interface EntityFormDialogProps<Values> {
  /** The heading and the dialog's accessible name, e.g. 'Create user'. */
  title: string;
  /** An existing row is being edited: the submit button says 'Update' (else 'Create') and needs a change. */
  isEditing: boolean;
  /** What a save sends, or undefined while the form is invalid. */
  values: Values | undefined;
  /** Something differs from the values the dialog opened with; Update stays disabled without it. */
  isDirty: boolean;
  /** Keeps Create and Update disabled for a reason beyond validity, e.g. options still loading. @default false */
  isBlocked?: boolean;
  /** Saves; the dialog closes when it resolves and stays open when it rejects. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** Called when the dialog closes: Cancel, Escape, a click outside, or a save that succeeded. */
  onClose: () => void;
  /** False hides the dialog while its owner keeps the values, e.g. while a parent is picked behind it. @default true */
  isOpen?: boolean;
  /** @default 800 */
  maxWidth?: DialogMaxWidth;
  /** The button between Cancel and Create/Update; none when omitted. */
  resetButton?: EntityFormResetButton;
  /** Buttons before Cancel, e.g. Delete; told whether a save is running so they can wait for it. */
  leadingActions?: (isPending: boolean) => ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The shell of every create/edit dialog: a form whose Enter submits, Cancel, an optional
 * Clear/Revert, and Create/Update, which is enabled once the form is valid (and, for Update,
 * changed) and shows progress while the save runs.
 */
export function EntityFormDialog<Values>({
  title,
  isEditing,
  values,
  isDirty,
  isBlocked = false,
  onSubmit,
  onClose,
  isOpen = true,
  maxWidth = 800,
  resetButton,
  leadingActions,
  children,
}: EntityFormDialogProps<Values>) {
  const formId = useId();
  const [isPending, setPending] = useState(false);
  const canSubmit = values !== undefined && !isBlocked && !isPending && (!isEditing || isDirty);

  const submit = async () => {
    if (!canSubmit || values === undefined) return;
    setPending(true);
    try {
      await onSubmit(values);
      onClose();
    } catch {
      // The caller reports the failure; the form stays open so nothing typed is lost.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable={!isPending}
      title={title}
      maxWidth={maxWidth}
      actions={
        <>
          {leadingActions?.(isPending)}
          <Button variant="quiet" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
          {resetButton ? (
            <Button variant="secondary" isDisabled={isPending || (resetButton.isDisabled ?? false)} onPress={resetButton.onPress}>
              {resetButton.label}
            </Button>
          ) : null}
          <Button type="submit" form={formId} isDisabled={!canSubmit} isPending={isPending}>
            {isEditing ? 'Update' : 'Create'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
