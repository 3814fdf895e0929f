import type { ReactNode } from 'react';
import { TextArea as RACTextArea, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import clsx from 'clsx';
import { FieldShell, fieldStyles } from '../Field/Field';
import { useFieldChrome, useFieldText, type FieldValidationProps } from '../Field/fieldState';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<RACTextFieldProps, 'className' | 'children' | 'isInvalid' | 'type' | 'validationBehavior'>,
    FieldValidationProps {
  /** The visible label; also the textarea's accessible name. */
  label: ReactNode;
  /** Help text under the field, announced as its description. */
  description?: ReactNode;
  /** Shows a 'used / limit' counter (e.g. 500 for a role description). Typing past it stays possible so the error explains itself. */
  characterLimit?: number;
  /** Visible lines before it scrolls; the user can resize vertically. @default 3 */
  rows?: number;
  placeholder?: string;
  className?: string;
}

/** A labelled multi-line text input with description, deferred error and a character counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  touched,
  showErrors,
  characterLimit,
  rows = 3,
  placeholder,
  className,
  value,
  defaultValue,
  onChange,
  onBlur,
  isRequired,
  ...props
}: TextAreaProps) {
  const [currentValue, change] = useFieldText(value, defaultValue, onChange);
  const { fieldProps, shellProps } = useFieldChrome({ label, description, errorMessage, touched, showErrors, isRequired, onBlur });
  return (
    <RACTextField
      {...props}
      {...fieldProps}
      className={clsx(fieldStyles.field, styles.root, className)}
      value={currentValue}
      onChange={change}
    >
      <FieldShell
        {...shellProps}
        characterLimit={characterLimit}
        characterCount={currentValue.length}
      >
        <RACTextArea className={fieldStyles.textarea} rows={rows} placeholder={placeholder} />
      </FieldShell>
    </RACTextField>
  );
}
