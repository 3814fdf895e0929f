import { useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  Group,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { Eye, EyeOff } from 'lucide-react';
import clsx from 'clsx';
import {
  CharacterCounter,
  FieldDescription,
  FieldErrorMessage,
  FieldFooter,
  FieldLabel,
  fieldStyles,
} from '../Field/Field';
import { useErrorVisibility } from './errorVisibility';
import * as styles from './TextField.css';

/** Input types the field supports, in the order stories show them. */
export const textFieldTypes = ['text', 'email', 'password', 'search', 'url', 'tel'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'children' | 'isInvalid' | 'type' | 'validationBehavior'> {
  /** The visible label; also the input's accessible name. */
  label: ReactNode;
  /** Help text under the field, announced as the input's description. */
  description?: ReactNode;
  /**
   * The current validation message, or undefined when the value is valid. It is shown only after
   * the field is touched or when `showErrors` is on.
   */
  errorMessage?: string;
  /** Controlled touched state. @default tracked internally: true after the first blur */
  touched?: boolean;
  /** Show the error even if untouched, e.g. after a submit attempt. @default the nearest ShowErrorsContext, else false */
  showErrors?: boolean;
  /** Shows a 'used / limit' counter. Typing past it is allowed so the user sees the error, not a silently cut value. */
  characterLimit?: number;
  /** @default 'text' */
  type?: TextFieldType;
  /** Placeholder text; never a replacement for the label. */
  placeholder?: string;
  /** Extra class names on the field's root. */
  className?: string;
}

/** A labelled single-line text input with description, deferred error, counter and password reveal. */
export function TextField({
  label,
  description,
  errorMessage,
  touched,
  showErrors,
  characterLimit,
  type = 'text',
  placeholder,
  className,
  value,
  defaultValue,
  onChange,
  onBlur,
  isRequired,
  isDisabled,
  ...props
}: TextFieldProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const currentValue = value ?? uncontrolledValue;
  const [isRevealed, setRevealed] = useState(false);
  const visibility = useErrorVisibility({ touched, showErrors });
  const isInvalid = Boolean(errorMessage) && visibility.showErrors;
  const isPassword = type === 'password';

  return (
    <RACTextField
      {...props}
      className={clsx(fieldStyles.field, styles.root, className)}
      type={isPassword && isRevealed ? 'text' : type}
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
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.inputGroup} isInvalid={isInvalid} isDisabled={isDisabled}>
        <Input className={fieldStyles.input} placeholder={placeholder} />
        {isPassword ? (
          <RACButton
            className={styles.revealButton}
            aria-label={isRevealed ? 'Hide password' : 'Show password'}
            onPress={() => setRevealed((shown) => !shown)}
          >
            {isRevealed ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
          </RACButton>
        ) : null}
      </Group>
      {description || errorMessage || characterLimit !== undefined ? (
        <FieldFooter>
          {isInvalid ? (
            <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
          ) : description ? (
            <FieldDescription>{description}</FieldDescription>
          ) : null}
          {characterLimit !== undefined ? (
            <CharacterCounter length={currentValue.length} maxLength={characterLimit} />
          ) : null}
        </FieldFooter>
      ) : null}
    </RACTextField>
  );
}
