import { useState, type ReactNode } from 'react';
import { useErrorVisibility } from './errorVisibility';

/** The validation props every field takes, so forms defer errors the same way everywhere. */
export interface FieldValidationProps {
  /**
   * The current validation message, or undefined when the value is valid. It is shown only after
   * the field is touched or when `showErrors` is on.
   */
  errorMessage?: string;
  /** Controlled touched state. @default tracked internally: true after the first blur */
  touched?: boolean;
  /** Show the error even if untouched, e.g. after a submit attempt. @default the nearest ShowErrorsContext, else false */
  showErrors?: boolean;
}

/**
 * Whether the field shows its error now, and the blur handler that marks it touched (calling the
 * caller's own `onBlur` too). The field passes `isInvalid` to RAC with `validationBehavior="aria"`.
 */
export function useFieldValidation<E>(
  { errorMessage, touched, showErrors }: FieldValidationProps,
  onBlur?: (event: E) => void,
) {
  const visibility = useErrorVisibility({ touched, showErrors });
  return {
    isInvalid: Boolean(errorMessage) && visibility.showErrors,
    onBlur: (event: E) => {
      visibility.markTouched();
      onBlur?.(event);
    },
  };
}

/**
 * The field's text whether it is controlled or not: counters, strength meters and filters read it
 * while RAC keeps driving the input.
 */
export function useFieldText(value: string | undefined, defaultValue: string | undefined, onChange?: (value: string) => void) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const change = (next: string) => {
    setUncontrolledValue(next);
    onChange?.(next);
  };
  return [value ?? uncontrolledValue, change] as const;
}

export interface FieldChromeOptions<E> extends FieldValidationProps {
  label?: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
  onBlur?: (event: E) => void;
}

/**
 * Props for the RAC field (deferred invalid state, ARIA-only validation, blur marking it touched)
 * and for its `FieldShell`, so every field wires label, description and error the same way.
 */
export function useFieldChrome<E>({ label, description, errorMessage, touched, showErrors, isRequired, onBlur }: FieldChromeOptions<E>) {
  const { isInvalid, onBlur: handleBlur } = useFieldValidation({ errorMessage, touched, showErrors }, onBlur);
  return {
    fieldProps: { isInvalid, isRequired, validationBehavior: 'aria' as const, onBlur: handleBlur },
    shellProps: { label, isRequired, description, errorMessage, isInvalid },
  };
}
