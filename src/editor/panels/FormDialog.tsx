import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Button, Dialog, Stack } from '../../ui';

export interface FormDialogProps {
  title: string;
  isOpen: boolean;
  /** The footer's confirming button: 'OK' or 'Save'. */
  submitLabel: string;
  maxWidth?: ComponentProps<typeof Dialog>['maxWidth'];
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A dialog whose body is a form: its fields in a column, Cancel and the confirming button in the
 * footer. Enter in a field confirms, as the spec's dialogs do; closing the dialog cancels.
 */
export function FormDialog({ title, isOpen, submitLabel, maxWidth = 600, onSubmit, onCancel, children }: FormDialogProps) {
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      maxWidth={maxWidth}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
          <Button onPress={() => submit()}>{submitLabel}</Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          <button type="submit" hidden />
        </Stack>
      </form>
    </Dialog>
  );
}
