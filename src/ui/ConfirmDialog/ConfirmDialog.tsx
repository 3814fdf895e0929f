import { useContext, useId, useRef, useState, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Dialog, type DialogMaxWidth } from '../Dialog/Dialog';
import * as styles from './ConfirmDialog.css';

/** Confirmation tones, in the order stories show them. */
export const confirmTones = ['neutral', 'danger'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

export interface ConfirmDialogProps {
  /** The question, e.g. 'Are you sure you want to log out?'. Names the dialog when there is no title. */
  message: ReactNode;
  /** An optional heading above the message. */
  title?: ReactNode;
  /** A red consequence line under the message. */
  warning?: ReactNode;
  /** @default 'Yes' */
  confirmLabel?: string;
  /** @default 'No' */
  cancelLabel?: string;
  /** 'danger' colours the confirm button and puts initial focus on Cancel. @default 'neutral' */
  tone?: ConfirmTone;
  /**
   * Runs on confirm. If it returns a promise the confirm button shows progress until it settles;
   * the dialog closes on success and stays open on failure so the user can retry or cancel.
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Runs when the user cancels, by button or Escape. */
  onCancel?: () => void;
  /** Force the pending state, e.g. while the parent saves. @default false */
  isPending?: boolean;
  /** Controlled open state; leave undefined inside a DialogTrigger. */
  isOpen?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** @default 500 */
  maxWidth?: DialogMaxWidth;
}

/** Asks the user to confirm or cancel one action. */
export function ConfirmDialog({
  message,
  title,
  warning,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  tone = 'neutral',
  onConfirm,
  onCancel,
  isPending: isPendingProp = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  maxWidth = 500,
}: ConfirmDialogProps) {
  const messageId = useId();
  const [isConfirming, setConfirming] = useState(false);
  const isPending = isPendingProp || isConfirming;
  const isClosingByConfirm = useRef(false);
  // Inside a DialogTrigger the trigger owns the state; taking it over here means every way of
  // closing (button, Escape) passes through onOpenChange below, so onCancel never goes missing.
  const triggerState = useContext(OverlayTriggerStateContext);
  const openProps =
    isOpen !== undefined
      ? { isOpen }
      : defaultOpen !== undefined
        ? { defaultOpen }
        : triggerState
          ? { isOpen: triggerState.isOpen }
          : {};

  const confirm = async (close: () => void) => {
    const result = onConfirm?.();
    if (!(result instanceof Promise)) {
      isClosingByConfirm.current = true;
      close();
      return;
    }
    setConfirming(true);
    try {
      await result;
      isClosingByConfirm.current = true;
      close();
    } catch {
      // The caller reports the failure; the dialog stays open for another try.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Dialog
      role="alertdialog"
      title={title}
      {...(title === undefined ? { 'aria-labelledby': messageId } : { 'aria-describedby': messageId })}
      maxWidth={maxWidth}
      isDismissable={!isPending}
      {...openProps}
      onOpenChange={(open) => {
        if (!open) {
          if (!isClosingByConfirm.current) onCancel?.();
          isClosingByConfirm.current = false;
        }
        if (isOpen === undefined && defaultOpen === undefined) triggerState?.setOpen(open);
        onOpenChange?.(open);
      }}
      actions={(close) => (
        <>
          <Button
            variant="secondary"
            isDisabled={isPending}
            autoFocus={tone === 'danger'}
            onPress={close}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            isPending={isPending}
            autoFocus={tone !== 'danger'}
            onPress={() => void confirm(close)}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      {warning ? <p className={styles.warning}>{warning}</p> : null}
    </Dialog>
  );
}
