import { useState, type ReactNode } from 'react';
import { TextArea as RACTextArea, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import clsx from 'clsx';
import { CharacterCounter, FieldDescription, FieldErrorMessage, FieldFooter, FieldLabel, fieldStyles } from '../Field/Field';
import { useErrorVisibility } from '../TextField/errorVisibility';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'className' | 'children' | 'isInvalid' | 'type' | 'validationBehavior'> {
  /** The visible label; also the textarea's accessible name. */
  label: ReactNode;
  /** Help text under the field, announced as its description. */
  description?: ReactNode;
  /** The current validation message; shown once the field is touched or `showErrors` is on. */
  errorMessage?: string;
  /** Controlled touched state. @default tracked internally: true after the first blur */
  touched?: boolean;
  /** Show the error even if untouched. @default the nearest ShowErrorsContext, else false */
  showErrors?: boolean;
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
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const currentValue = value ?? uncontrolledValue;
  const visibility = useErrorVisibility({ touched, showErrors });
  const isInvalid = Boolean(errorMessage) && visibility.showErrors;
  return (
    <RACTextField
      {...props}
      className={clsx(fieldStyles.field, styles.root, className)}
      value={currentValue}
      onChange={(next) => {
        setUncontrolledValue(next);
        onChange?.(next);
      }}
      onBlur={(event) => {
        visibility.markTouched();
        onBlur?.(event);
      }}
      isInvalid={isInvalid}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <RACTextArea className={fieldStyles.textarea} rows={rows} placeholder={placeholder} />
      {description || isInvalid || characterLimit !== undefined ? (
        <FieldFooter>
          {isInvalid ? (
            <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
          ) : description ? (
            <FieldDescription>{description}</FieldDescription>
          ) : null}
          {characterLimit !== undefined ? <CharacterCounter length={currentValue.length} maxLength={characterLimit} /> : null}
        </FieldFooter>
      ) : null}
    </RACTextField>
  );
}
