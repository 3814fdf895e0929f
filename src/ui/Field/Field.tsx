import type { ReactNode } from 'react';
import { FieldError as RACFieldError, Label as RACLabel, Text } from 'react-aria-components';
import * as styles from './Field.css';

export { styles as fieldStyles };

/** A field's visible label, with an optional required mark hidden from assistive technology (the input says `required` itself). */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <RACLabel className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </RACLabel>
  );
}

/** Help text under a field, linked to the input as its description. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** The field's error message, rendered only while the field is invalid and linked as a description. */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return <RACFieldError className={styles.error}>{children}</RACFieldError>;
}

/** Characters used against a maximum, e.g. '12 / 255'. Marked when over the limit. */
export function CharacterCounter({ length, maxLength }: { length: number; maxLength: number }) {
  return (
    <span className={styles.counter} data-over={length > maxLength || undefined} aria-hidden="true">
      {length} / {maxLength}
    </span>
  );
}

/** Footer row under a field: description or error on the left, counter on the right. */
export function FieldFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}

export interface FieldShellProps {
  /** The visible label; omitted when the field is named by `aria-label`. */
  label?: ReactNode;
  isRequired?: boolean;
  /** Help text, shown while there is no error to show. */
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** Whether the error is shown now (see `useFieldChrome`). */
  isInvalid?: boolean;
  /** Keeps the footer row while an error is pending, so showing it does not move what follows. @default false */
  reserveErrorSpace?: boolean;
  /** Adds the 'used / limit' counter. */
  characterLimit?: number;
  /** Characters used, for the counter. */
  characterCount?: number;
  /** The input, or the input group with its buttons. */
  children: ReactNode;
}

/**
 * The chrome every field shares around its input: the label above, and below it a footer with the
 * error while invalid (otherwise the description) and the character counter. Renders inside the RAC
 * field so the label, description and error are linked to the input.
 */
export function FieldShell({
  label,
  isRequired,
  description,
  errorMessage,
  isInvalid = false,
  reserveErrorSpace = false,
  characterLimit,
  characterCount = 0,
  children,
}: FieldShellProps) {
  const hasFooter = Boolean(description) || isInvalid || (reserveErrorSpace && Boolean(errorMessage)) || characterLimit !== undefined;
  return (
    <>
      {label !== undefined ? <FieldLabel isRequired={isRequired}>{label}</FieldLabel> : null}
      {children}
      {hasFooter ? (
        <FieldFooter>
          {isInvalid ? (
            <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
          ) : description ? (
            <FieldDescription>{description}</FieldDescription>
          ) : null}
          {characterLimit !== undefined ? <CharacterCounter length={characterCount} maxLength={characterLimit} /> : null}
        </FieldFooter>
      ) : null}
    </>
  );
}
