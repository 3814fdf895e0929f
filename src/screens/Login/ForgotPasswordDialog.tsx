import { useId, useState, type FormEvent } from 'react';
import { loginEmailProblem, normalizeLoginEmail } from '../../api/loginFields';
import { Button, Dialog, ShowErrorsContext, TextField } from '../../ui';
import * as styles from './Login.css';

export interface ForgotPasswordDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called when the user closes the dialog. */
  onOpenChange: (isOpen: boolean) => void;
  /** Send the reset link; the e-mail arrives lower-cased and trimmed. */
  onSubmit: (request: { email: string }) => void;
  /** While the request runs. @default false */
  isPending?: boolean;
  /** Prefills the e-mail, usually with what the user typed in the login dialog. */
  defaultEmail?: string;
}

/** Asks for the account's e-mail address and sends a password reset link to it. */
export function ForgotPasswordDialog({ isOpen, onOpenChange, onSubmit, isPending = false, defaultEmail = '' }: ForgotPasswordDialogProps) {
  const formId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const emailError = loginEmailProblem(normalizeLoginEmail(email));
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setEmail(defaultEmail);
      setSubmitAttempted(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitAttempted(true);
    if (isPending) return;
    if (!emailError) onSubmit({ email: normalizeLoginEmail(email) });
  };

  return (
    <Dialog
      title="Forgot your password?"
      maxWidth={600}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
      actions={(close) => (
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={isPending}>
            Send reset link
          </Button>
        </>
      )}
    >
      <ShowErrorsContext.Provider value={submitAttempted}>
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.intro}>Enter the e-mail address of your account and we will send you a link to reset your password.</p>
          <TextField
            label="Email address"
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            isRequired
            value={email}
            onChange={setEmail}
            errorMessage={emailError}
          />
        </form>
      </ShowErrorsContext.Provider>
    </Dialog>
  );
}
