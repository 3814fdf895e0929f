import { useEffect, useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  Group,
  Input,
  Meter,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { Eye, EyeOff } from 'lucide-react';
import clsx from 'clsx';
import { Badge } from '../Badge/Badge';
import { FieldShell, fieldStyles } from '../Field/Field';
import { useFieldChrome, useFieldText, type FieldValidationProps } from '../Field/fieldState';
import { lengthBadge, strengthLabels, usePasswordStrength, type PasswordStrength } from './strength';
import * as styles from './PasswordField.css';

/** Length at which the badge turns from a count into '7+'. */
const MIN_PASSWORD_LENGTH = 8;

export interface PasswordFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'children' | 'isInvalid' | 'type' | 'validationBehavior'>,
    FieldValidationProps {
  /** The visible label; also the input's accessible name. */
  label: ReactNode;
  /** Help text under the field, announced as its description. */
  description?: ReactNode;
  /** Rate the password with zxcvbn and show the meter, warning and suggestions while focused. @default true */
  showStrength?: boolean;
  /** Words the password must not lean on, e.g. the user's e-mail and names. */
  userInputs?: string[];
  /** Called with each new rating (null while empty), so a form can block saving a weak password. */
  onStrengthChange?: (strength: PasswordStrength | null) => void;
  /** Shows the length badge (the count up to 7, then '7+'). @default true */
  showLengthBadge?: boolean;
  /** Whether the meter stays visible without focus, for previews. @default false */
  alwaysShowStrength?: boolean;
  placeholder?: string;
  className?: string;
}

function tone(score: number): 'weak' | 'fair' | 'strong' {
  return score <= 1 ? 'weak' : score === 2 ? 'fair' : 'strong';
}

/**
 * A password input with a reveal toggle, a length badge and a zxcvbn strength meter (score 0-4,
 * acceptable above 2) with its warning and suggestions, shown while the field has focus.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  touched,
  showErrors,
  showStrength = true,
  userInputs,
  onStrengthChange,
  showLengthBadge = true,
  alwaysShowStrength = false,
  placeholder,
  className,
  value,
  defaultValue,
  onChange,
  onBlur,
  onFocusChange,
  isRequired,
  isDisabled,
  ...props
}: PasswordFieldProps) {
  const [password, change] = useFieldText(value, defaultValue, onChange);
  const [isRevealed, setRevealed] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const { fieldProps, shellProps } = useFieldChrome({ label, description, errorMessage, touched, showErrors, isRequired, onBlur });
  const { isInvalid } = fieldProps;
  const strength = usePasswordStrength(password, { enabled: showStrength, userInputs });

  useEffect(() => {
    onStrengthChange?.(strength);
  }, [strength, onStrengthChange]);

  const showMeter = showStrength && (isFocused || alwaysShowStrength) && password !== '';

  return (
    <RACTextField
      {...props}
      {...fieldProps}
      className={clsx(fieldStyles.field, styles.root, className)}
      type={isRevealed ? 'text' : 'password'}
      value={password}
      onChange={change}
      onFocusChange={(focused) => {
        setFocused(focused);
        onFocusChange?.(focused);
      }}
      isDisabled={isDisabled}
    >
      <FieldShell {...shellProps}>
        <Group className={fieldStyles.inputGroup} isInvalid={isInvalid} isDisabled={isDisabled}>
          <Input className={fieldStyles.input} placeholder={placeholder} autoComplete={props.autoComplete ?? 'new-password'} />
          {showLengthBadge ? (
            // The count is a visual aid; the length rule is announced through the error message.
            <Badge
              aria-hidden="true"
              className={styles.lengthBadge}
              tone={password.length >= MIN_PASSWORD_LENGTH ? 'success' : 'neutral'}
            >
              {lengthBadge(Array.from(password).length)}
            </Badge>
          ) : null}
          <RACButton
            className={styles.revealButton}
            aria-label={isRevealed ? 'Hide password' : 'Show password'}
            isDisabled={isDisabled}
            onPress={() => setRevealed((shown) => !shown)}
          >
            {isRevealed ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
          </RACButton>
        </Group>
      </FieldShell>
      {/* Always present, so the rating and zxcvbn's advice are announced as they change while typing. */}
      <div aria-live="polite">{showMeter && strength ? <StrengthMeter strength={strength} /> : null}</div>
    </RACTextField>
  );
}

/** The meter with zxcvbn's feedback. The score's word is the meter's value text. */
function StrengthMeter({ strength }: { strength: PasswordStrength }) {
  const word = strengthLabels[strength.score];
  return (
    <div className={styles.meter}>
      <Meter minValue={0} maxValue={4} value={strength.score} valueLabel={word} aria-label="Password strength">
        {() => (
          <>
            <div className={styles.meterHeader} aria-hidden="true">
              <span>Password strength</span>
              <span>{word}</span>
            </div>
            <div className={styles.meterTrack}>
              {[1, 2, 3, 4].map((step) => (
                <span
                  key={step}
                  className={clsx(styles.segment, step <= strength.score && [styles.filled[tone(strength.score)], styles.filledForced])}
                />
              ))}
            </div>
          </>
        )}
      </Meter>
      {strength.warning ? <div className={styles.warning}>{strength.warning}</div> : null}
      {strength.suggestions.length > 0 ? (
        <ul className={styles.feedback}>
          {strength.suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
