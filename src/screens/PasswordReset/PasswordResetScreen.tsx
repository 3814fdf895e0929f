import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { passwordResetFormSchema } from '../../api/schemas';
import { Banner, Button, PasswordField, Spinner, type PasswordStrength } from '../../ui';
import * as styles from './PasswordReset.css';

/** Where the reset link stands: being checked, usable, or expired (invalid). */
export const passwordResetStatuses = ['checking', 'valid', 'expired'] as const;
export type PasswordResetStatus = (typeof passwordResetStatuses)[number];

/** The expired-link text, word for word. */
export const EXPIRED_LINK_MESSAGE =
  'Your password reset link has expired. Please try again by clicking on "Forgot your password?" at the login dialog.';

export interface PasswordResetScreenProps {
  /** The link check's outcome; the form shows only for a valid link. */
  status: PasswordResetStatus;
  /** Save the new password; the app sends it with the link's token. */
  onSubmit: (values: { newPassword: string }) => void;
  /** While the new password is being saved. @default false */
  isSaving?: boolean;
  /** Words the new password must not lean on, e.g. the account's e-mail. */
  userInputs?: string[];
}

/** Sets a new password from an e-mailed reset link. */
export function PasswordResetScreen({ status, onSubmit, isSaving = false, userInputs }: PasswordResetScreenProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId} aria-busy={status === 'checking' || isSaving}>
      <div className={styles.card}>
        <h1 id={titleId} className={styles.title}>
          Password reset
        </h1>
        {status === 'checking' ? (
          <Spinner label="Checking your password reset link" showLabel />
        ) : status === 'expired' ? (
          <Banner tone="danger" aria-label="Expired link">
            {EXPIRED_LINK_MESSAGE}
          </Banner>
        ) : (
          <PasswordResetForm onSubmit={onSubmit} isSaving={isSaving} userInputs={userInputs} />
        )}
      </div>
    </section>
  );
}

function PasswordResetForm({ onSubmit, isSaving, userInputs }: Pick<PasswordResetScreenProps, 'onSubmit' | 'isSaving' | 'userInputs'>) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const onStrengthChange = useCallback((next: PasswordStrength | null) => setStrength(next), []);

  const parsed = useMemo(() => passwordResetFormSchema.safeParse({ newPassword, confirmPassword }), [newPassword, confirmPassword]);
  const errorFor = (field: 'newPassword' | 'confirmPassword') =>
    parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  // The schema rates without the user's own words; the field rates with them, so both must agree.
  const isTooWeak = strength !== null && !strength.acceptable;
  const canSave = parsed.success && !isTooWeak && !isSaving;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) onSubmit({ newPassword: parsed.data.newPassword });
  };

  return (
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          isRequired
          autoFocus
          value={newPassword}
          onChange={setNewPassword}
          errorMessage={errorFor('newPassword')}
          onStrengthChange={onStrengthChange}
          {...(userInputs ? { userInputs } : {})}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          isRequired
          showStrength={false}
          value={confirmPassword}
          onChange={setConfirmPassword}
          errorMessage={errorFor('confirmPassword')}
        />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={!canSave && !isSaving} isPending={isSaving}>
            Save
          </Button>
        </div>
      </form>
  );
}
