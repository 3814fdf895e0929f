import type { ReactNode } from 'react';
import { CalibrationError, EDITOR_MESSAGES } from '../../core/errors';
import { Banner } from '../../../ui';
import { FormDialog, type FormDialogProps } from '../FormDialog';

/** Turn a calibration failure into the message the spec shows. */
export function calibrationMessage(error: unknown): string {
  return error instanceof CalibrationError ? error.message : EDITOR_MESSAGES.enterValid;
}

/** The frame the calibration dialogs share: title, error banner, fields, Cancel and OK; Enter confirms. */
export function CalibrationFrame({
  title,
  isOpen,
  error,
  maxWidth = 600,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  isOpen: boolean;
  error: string | null;
  maxWidth?: FormDialogProps['maxWidth'];
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog title={title} isOpen={isOpen} submitLabel="OK" maxWidth={maxWidth} onSubmit={onSubmit} onCancel={onCancel}>
      {error && (
        <Banner tone="danger" aria-label="Calibration error" announce>
          {error}
        </Banner>
      )}
      {children}
    </FormDialog>
  );
}
