import { useId, useMemo, useState } from 'react';
import { Banner, Button, PasswordField } from '../../ui';
import { passwordChangeFormSchema } from '../../api/schemas';
import { fieldErrors } from '../shared/useEntityForm';
import * as styles from './Settings.css';

/** Why the panel is disabled for company accounts. */
export const COMPANY_PASSWORD_NOTICE =
  "Your e-mail address belongs to the company's own domain, so your password is managed by the company's sign-in and cannot be changed here.";

/** What a saved password change sends. */
export interface PasswordChange {
  password: string;
  newPassword: string;
}

export interface PasswordPanelProps {
  /** The user's e-mail is on the company's own domain: the panel is disabled with an explanation. @default false */
  isCompanyAccount?: boolean;
  /** Words the new password must not lean on, e.g. the user's e-mail and names. */
  userInputs?: string[];
  /** Saves the change; the fields clear when it resolves and stay when it rejects. */
  onSave: (change: PasswordChange) => Promise<unknown>;
}

const EMPTY = { password: '', newPassword: '', confirmPassword: '' };

/** The password panel of Settings: current password, new password twice, Save. */
export function PasswordPanel(props: PasswordPanelProps) {
  // A fresh form after each save clears the values and their touched state together.
  const [generation, setGeneration] = useState(0);
  return <PasswordForm key={generation} {...props} onSaved={() => setGeneration((n) => n + 1)} />;
}

function PasswordForm({ isCompanyAccount = false, userInputs, onSave, onSaved }: PasswordPanelProps & { onSaved: () => void }) {
  const titleId = useId();
  const [values, setValues] = useState(EMPTY);
  const [isPending, setPending] = useState(false);
  const result = useMemo(() => passwordChangeFormSchema.safeParse(values), [values]);
  const errors = fieldErrors(result.success ? undefined : result.error);
  const canSave = result.success && !isPending && !isCompanyAccount;

  const save = async () => {
    if (!canSave) return;
    setPending(true);
    try {
      await onSave({ password: values.password, newPassword: values.newPassword });
      onSaved();
    } catch {
      // The caller reports the failure; the fields stay for another try.
      setPending(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        Password
      </h2>
      {isCompanyAccount ? <Banner tone="info">{COMPANY_PASSWORD_NOTICE}</Banner> : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <PasswordField
          label="Current password"
          isRequired
          isDisabled={isCompanyAccount}
          autoComplete="current-password"
          showStrength={false}
          value={values.password}
          onChange={(password) => setValues((v) => ({ ...v, password }))}
          errorMessage={errors.password}
        />
        <PasswordField
          label="New password"
          isRequired
          isDisabled={isCompanyAccount}
          userInputs={userInputs}
          value={values.newPassword}
          onChange={(newPassword) => setValues((v) => ({ ...v, newPassword }))}
          errorMessage={errors.newPassword}
        />
        <PasswordField
          label="Confirm new password"
          isRequired
          isDisabled={isCompanyAccount}
          showStrength={false}
          showLengthBadge={false}
          value={values.confirmPassword}
          onChange={(confirmPassword) => setValues((v) => ({ ...v, confirmPassword }))}
          errorMessage={errors.confirmPassword}
        />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={!canSave} isPending={isPending}>
            Save
          </Button>
        </div>
      </form>
    </section>
  );
}
