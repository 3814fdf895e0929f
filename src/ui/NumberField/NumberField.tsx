import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { ChevronDown, ChevronUp } from 'lucide-react';
import clsx from 'clsx';
import { FieldShell, fieldStyles } from '../Field/Field';
import { useFieldChrome, type FieldValidationProps } from '../Field/fieldState';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends Omit<RACNumberFieldProps, 'className' | 'children' | 'isInvalid' | 'validationBehavior'>,
    FieldValidationProps {
  /** The visible label; also the input's accessible name. */
  label: ReactNode;
  /** Help text under the field, announced as the input's description. */
  description?: ReactNode;
  /** Shows the increment and decrement buttons (they are not in the tab order; arrow keys step). @default true */
  showSteppers?: boolean;
  placeholder?: string;
  className?: string;
}

/**
 * A locale-aware number input: formats on blur, steps with arrow keys and Page Up/Down,
 * clamps to `minValue`/`maxValue`, and announces itself as a spin button.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  touched,
  showErrors,
  showSteppers = true,
  placeholder,
  className,
  onBlur,
  isRequired,
  isDisabled,
  ...props
}: NumberFieldProps) {
  const { fieldProps, shellProps } = useFieldChrome({ label, description, errorMessage, touched, showErrors, isRequired, onBlur });
  const { isInvalid } = fieldProps;
  return (
    <RACNumberField
      {...props}
      {...fieldProps}
      className={clsx(fieldStyles.field, styles.root, className)}
      isDisabled={isDisabled}
    >
      <FieldShell {...shellProps}>
        <Group className={fieldStyles.inputGroup} isInvalid={isInvalid} isDisabled={isDisabled}>
          <Input className={clsx(fieldStyles.input, styles.input)} placeholder={placeholder} />
          {showSteppers ? (
            <div className={styles.steppers}>
              <RACButton slot="increment" className={styles.stepper}>
                <ChevronUp size={14} aria-hidden="true" />
              </RACButton>
              <RACButton slot="decrement" className={styles.stepper}>
                <ChevronDown size={14} aria-hidden="true" />
              </RACButton>
            </div>
          ) : null}
        </Group>
      </FieldShell>
    </RACNumberField>
  );
}
