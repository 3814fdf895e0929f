import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { ApiError } from '../../api/client';
import { AppShell } from '../../screens/Shell/AppShell';
import { GuestHeader } from '../../screens/Shell/GuestHeader';
import { HeaderBar } from '../../screens/Shell/HeaderBar';
import { PartnerLogo } from '../../screens/Shell/PartnerLogo';
import { LoginDialog, type LoginCredentials } from '../../screens/Login/LoginDialog';
import type { LoginServerError } from '../../screens/Login/loginRules';
import { api } from '../api';
import { useConfig } from '../data/resources';
import { notifyError, notifySuccess } from '../notify';
import { sessionActions } from '../services';
import { loginIntent } from '../session/loginIntent';
import { session } from '../session/sessionStore';

/*
 * The login page loads only what a visitor needs. The logged-in frame, the notifications region and the
 * forgot-password dialog are chunks of their own; the frame is fetched as soon as a login looks likely.
 */
const loadSignedInLayout = () => import('./SignedInLayout');
const SignedInLayout = lazy(loadSignedInLayout);
// Notifications wait in their queue until the region arrives, right after the first render.
const NotificationRegion = lazy(() => import('../../ui/Notifications/Notifications').then((m) => ({ default: m.NotificationRegion })));
const ForgotPasswordDialog = lazy(() => import('../../screens/Login/ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })));

/** Starts loading the logged-in frame, e.g. while the login dialog is open or a stored session is restored. */
export function preloadSignedInLayout(): void {
  void loadSignedInLayout().catch(() => undefined);
}

/** Submits the identity provider's hand-off as the spec describes: a hidden form POSTed to its endpoint. */
function submitSsoForm(endpoint: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = endpoint;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** The application frame for every route: the visitor's or the logged-in user's, and the overlays of the whole app. */
export function RootLayout() {
  const navigate = useNavigate();
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const intent = useSyncExternalStore(loginIntent.subscribe, loginIntent.get);
  const config = useConfig();

  const [loginPending, setLoginPending] = useState(false);
  const [loginError, setLoginError] = useState<LoginServerError | null>(null);
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [forgotPending, setForgotPending] = useState(false);

  const login = async (credentials: LoginCredentials) => {
    setLoginPending(true);
    setLoginError(null);
    try {
      const result = await api.login({ email: credentials.email, password: credentials.password, ...(credentials.token ? { token: credentials.token } : {}) });
      notifySuccess(result.message);
      sessionActions.loggedIn(result.payload.user);
    } catch (error) {
      sessionActions.loginFailed();
      if (error instanceof ApiError) {
        setLoginError({ code: error.code, message: error.message });
        if (error.code === 'E_NO_USER_ROLES') {
          notifyError(error);
          loginIntent.close();
        } else if (error.code !== 'E_INVALID_PASSWORD' && error.code !== 'E_USER_NOT_FOUND') {
          notifyError(error);
        }
      } else notifyError(error);
    } finally {
      setLoginPending(false);
    }
  };

  const ssoLogin = async ({ email }: { email: string }) => {
    setLoginPending(true);
    try {
      const handoff = await api.ssoLogin({ email });
      submitSsoForm(handoff.entityEndpoint, {
        context: handoff.context,
        id: handoff.id,
        relayState: handoff.relayState,
        type: handoff.type,
        Email: email,
      });
    } catch (error) {
      sessionActions.loginFailed();
      notifyError(error);
      setLoginPending(false);
    }
  };

  const forgotPassword = async ({ email }: { email: string }) => {
    setForgotPending(true);
    try {
      const result = await api.forgotPassword({ email });
      notifySuccess(result.message);
      setForgotEmail(null);
    } catch (error) {
      notifyError(error);
    } finally {
      setForgotPending(false);
    }
  };

  const routerNavigate = useCallback((to: string, options?: NavigateOptions) => void navigate(to, options), [navigate]);
  const isLoginOpen = !user && intent.isLoginOpen;
  useEffect(() => {
    if (isLoginOpen) preloadSignedInLayout();
  }, [isLoginOpen]);

  const partner = config.data?.partnerLogo;
  const partnerLogo = partner ? <PartnerLogo src={partner.url} alt={partner.alt} /> : undefined;

  let frame: ReactNode;
  if (user) {
    frame = (
      // While the logged-in frame arrives: the bare header, and no page yet.
      <Suspense fallback={<AppShell header={<HeaderBar partnerLogo={partnerLogo} />}>{null}</AppShell>}>
        <SignedInLayout user={user} config={config.data} partnerLogo={partnerLogo} />
      </Suspense>
    );
  } else {
    frame = (
      <AppShell header={<GuestHeader partnerLogo={partnerLogo} onLogin={() => loginIntent.openLogin()} />}>
        <Outlet />
      </AppShell>
    );
  }

  return (
    <AriaRouterProvider navigate={routerNavigate} useHref={useHref}>
      {frame}
      {isLoginOpen ? (
        <LoginDialog
          isOpen
          onOpenChange={(open) => (open ? loginIntent.openLogin(intent.token) : loginIntent.close())}
          onLogin={(credentials) => void login(credentials)}
          onSsoLogin={(request) => void ssoLogin(request)}
          onForgotPassword={(email) => {
            loginIntent.close();
            setForgotEmail(email);
          }}
          ssoDomains={config.data?.ssoDomains}
          token={intent.token}
          isPending={loginPending}
          serverError={loginError}
        />
      ) : null}
      {forgotEmail !== null ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            isOpen
            defaultEmail={forgotEmail}
            onOpenChange={(open) => {
              if (!open) setForgotEmail(null);
            }}
            onSubmit={(request) => void forgotPassword(request)}
            isPending={forgotPending}
          />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <NotificationRegion />
      </Suspense>
    </AriaRouterProvider>
  );
}
