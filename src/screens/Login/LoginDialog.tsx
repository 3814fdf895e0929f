import { useId, useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { LIMITS } from '../../api/constants';
import { loginEmailProblem, normalizeLoginEmail as normalizeEmail, passwordProblem } from '../../api/loginFields';
import { Button, Dialog, Link, ShowErrorsContext, TextField } from '../../ui';
import { isSsoEmail, loginFieldError, type LoginServerError } from './loginRules';
import * as styles from './Login.css';

/** What the login form sends: the e-mail lower-cased and trimmed. */
export interface LoginCredentials {
  email: string;
  password: string;
  /** The login link's token, when the visitor arrived through one. */
  token?: string;
}

export interface LoginDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called when the user closes the dialog. */
  onOpenChange: (isOpen: boolean) => void;
  /** Sign in with e-mail and password. */
  onLogin: (credentials: LoginCredentials) => void;
  /** Continue to single sign-on for an e-mail at the SSO domain. */
  onSsoLogin: (request: { email: string }) => void;
  /** 'Forgot your password?': the app opens the forgot-password dialog. */
  onForgotPassword: (email: string) => void;
  /** E-mail addresses at any of these domains sign in through single sign-on, e.g. ['sourcebench.org']. */
  ssoDomains?: readonly string[];
  /** A login link's token, sent along with the credentials. */
  token?: string;
  /** While the login request runs. @default false */
  isPending?: boolean;
  /** The last login failure; E_INVALID_PASSWORD and E_USER_NOT_FOUND mark their field until it changes. */
  serverError?: LoginServerError | null;
  /** Prefills the e-mail, e.g. after the forgot-password dialog. */
  defaultEmail?: string;
}

/** The login dialog; single-sign-on addresses skip the password and continue to their identity provider. */
export function LoginDialog({
  isOpen,
  onOpenChange,
  onLogin,
  onSsoLogin,
  onForgotPassword,
  ssoDomains,
  token,
  isPending = false,
  serverError,
  defaultEmail = '',
}: LoginDialogProps) {
  const formId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [submitAttempted, setSubmitAttempted] = useState(false);
  // The server's verdict holds only for the values it judged; editing the field withdraws it.
  const [submitted, setSubmitted] = useState<{ email: string; password: string } | null>(null);
  // Each opening starts a fresh attempt: no stale errors, no password left behind.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setEmail(defaultEmail);
      setPassword('');
      setSubmitAttempted(false);
      setSubmitted(null);
    }
  }

  const isSso = isSsoEmail(email, ssoDomains);
  const serverField = loginFieldError(serverError);
  const emailError =
    loginEmailProblem(normalizeEmail(email)) ??
    (serverField?.field === 'email' && submitted?.email === normalizeEmail(email) ? serverField.message : undefined);
  const passwordError = isSso
    ? undefined
    : (passwordProblem(password) ??
      (serverField?.field === 'password' && submitted?.password === password && submitted.email === normalizeEmail(email)
        ? serverField.message
        : undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitAttempted(true);
    if (isPending) return;
    const clientEmailError = loginEmailProblem(normalizeEmail(email));
    if (clientEmailError) return;
    const sentEmail = normalizeEmail(email);
    if (isSso) {
      setSubmitted({ email: sentEmail, password: '' });
      onSsoLogin({ email: sentEmail });
      return;
    }
    if (passwordProblem(password)) return;
    setSubmitted({ email: sentEmail, password });
    onLogin({ email: sentEmail, password, ...(token ? { token } : {}) });
  };

  return (
    <Dialog
      title="Log in"
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
            {isSso ? 'Continue' : 'Log in'}
          </Button>
        </>
      )}
    >
      <ShowErrorsContext.Provider value={submitAttempted}>
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
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
            // A server verdict is news even before the user leaves the field.
            showErrors={submitAttempted || (serverField?.field === 'email' && emailError === serverField.message)}
          />
          {isSso ? (
            <p className={styles.ssoNote} role="status">
              <ShieldCheck className={styles.ssoIcon} size={20} aria-hidden="true" />
              SSO sign-in is enabled for this domain
            </p>
          ) : (
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              isRequired
              characterLimit={LIMITS.passwordMax}
              value={password}
              onChange={setPassword}
              errorMessage={passwordError}
              showErrors={submitAttempted || (serverField?.field === 'password' && passwordError === serverField.message)}
            />
          )}
          <Link variant="standalone" className={styles.forgot} onPress={() => onForgotPassword(normalizeEmail(email))}>
            Forgot your password?
          </Link>
        </form>
      </ShowErrorsContext.Provider>
    </Dialog>
  );
}
