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
import { FieldShell, fieldStyles } from '../Field/Field';
import { useFieldChrome, useFieldText, type FieldValidationProps } from '../Field/fieldState';
import * as styles from './TextField.css';

/** Input types the field supports, in the order stories show them. */
export const textFieldTypes = ['text', 'email', 'password', 'search', 'url', 'tel'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'children' | 'isInvalid' | 'type' | 'validationBehavior'>,
    FieldValidationProps {
  /** The visible label; also the input's accessible name. */
  label: ReactNode;
  /** Help text under the field, announced as the input's description. */
  description?: ReactNode;
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
  const [currentValue, change] = useFieldText(value, defaultValue, onChange);
  const [isRevealed, setRevealed] = useState(false);
  const { fieldProps, shellProps } = useFieldChrome({ label, description, errorMessage, touched, showErrors, isRequired, onBlur });
  const { isInvalid } = fieldProps;
  const isPassword = type === 'password';

  return (
    <RACTextField
      {...props}
      {...fieldProps}
      className={clsx(fieldStyles.field, styles.root, className)}
      type={isPassword && isRevealed ? 'text' : type}
      value={currentValue}
      onChange={change}
      isDisabled={isDisabled}
    >
      <FieldShell
        {...shellProps}
        reserveErrorSpace
        characterLimit={characterLimit}
        characterCount={currentValue.length}
      >
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
      </FieldShell>
    </RACTextField>
  );
}
