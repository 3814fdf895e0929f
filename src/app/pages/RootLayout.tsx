import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { Outlet, useHref, useLocation, useMatches, useNavigate, type NavigateOptions } from 'react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { ApiError } from '../../api/client';
import type { FeatureFlag, PermissionSlug } from '../../api/schemas';
import { AppHeader } from '../../screens/Shell/AppHeader';
import { AppShell } from '../../screens/Shell/AppShell';
import type { ShellMode } from '../../screens/Shell/headerActions';
import { AppNavigation } from '../../screens/Navigation/AppNavigation';
import { CookieBanner } from '../../screens/Session/CookieBanner';
import { SessionTimeoutDialog } from '../../screens/Session/SessionTimeoutDialog';
import { LoginDialog, type LoginCredentials } from '../../screens/Login/LoginDialog';
import { ForgotPasswordDialog } from '../../screens/Login/ForgotPasswordDialog';
import type { LoginServerError } from '../../screens/Login/loginRules';
import { NotificationRegion } from '../../ui/Notifications/Notifications';
import { api } from '../api';
import { useConfig, useIsAdmin, usePermissionMap } from '../data/resources';
import { notifyError, notifySuccess } from '../notify';
import { sessionActions } from '../services';
import { loginIntent } from '../session/loginIntent';
import { session } from '../session/sessionStore';
import { unsavedWork } from '../session/unsavedWork';
import { useSessionMonitor } from '../session/useSessionMonitor';

/** Route handle: what the shell needs to know about a page. */
export interface RouteHandle {
  mode?: ShellMode;
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

/** The application frame for every route: header, drawer, notices, and the overlays that belong to the whole app. */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const intent = useSyncExternalStore(loginIntent.subscribe, loginIntent.get);
  const hasUnsavedChanges = useSyncExternalStore(unsavedWork.subscribe, unsavedWork.hasUnsavedChanges);
  const config = useConfig();
  const isAdmin = useIsAdmin(user?.uuid ?? null);
  const permissionMap = usePermissionMap(user?.uuid ?? null);
  const { phase, isRefreshing, stayLoggedIn } = useSessionMonitor(user?.uuid ?? null, sessionActions);

  const [loginPending, setLoginPending] = useState(false);
  const [loginError, setLoginError] = useState<LoginServerError | null>(null);
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [forgotPending, setForgotPending] = useState(false);
  const [cookiePending, setCookiePending] = useState(false);

  const mode: ShellMode = useMemo(() => {
    for (let i = matches.length - 1; i >= 0; i--) {
      const handle = matches[i]?.handle as RouteHandle | undefined;
      if (handle?.mode) return handle.mode;
    }
    return 'none';
  }, [matches]);

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

  const acknowledgeCookies = async () => {
    setCookiePending(true);
    try {
      const result = await api.recordAction({ type: 'cookie' });
      sessionActions.userUpdated(result.payload.user);
    } catch (error) {
      notifyError(error);
    } finally {
      setCookiePending(false);
    }
  };

  const ssoDomain = config.data?.ssoDomains[0];
  const routerNavigate = useCallback((to: string, options?: NavigateOptions) => void navigate(to, options), [navigate]);

  return (
    <AriaRouterProvider navigate={routerNavigate} useHref={useHref}>
      <AppShell
        header={
          <AppHeader
            isLoggedIn={user !== null}
            mode={mode}
            isAdmin={isAdmin.data === true}
            hasUnsavedChanges={hasUnsavedChanges}
            onLogin={() => loginIntent.openLogin()}
            onLogout={() => sessionActions.logout()}
          />
        }
        navigation={
          user ? (
            <AppNavigation
              user={user}
              currentHref={location.pathname}
              isAdmin={isAdmin.data === true}
              permissions={(permissionMap.data ?? {}) as Partial<Record<PermissionSlug, boolean>>}
              flags={(config.data?.featureFlags ?? {}) as Partial<Record<FeatureFlag, boolean>>}
              ssoEnabled={user.ssoEnabled}
              {...(config.data ? { version: config.data.version } : {})}
            />
          ) : undefined
        }
        notice={user ? <CookieBanner dismissedAt={user.cookieNoticeDismissedAt} onAcknowledge={acknowledgeCookies} isPending={cookiePending} /> : null}
        overlays={
          <>
            {user ? (
              <SessionTimeoutDialog
                isOpen={phase.phase === 'warning'}
                remainingMs={phase.phase === 'warning' ? phase.remainingMs : 0}
                onStayLoggedIn={() => void stayLoggedIn()}
                isPending={isRefreshing}
              />
            ) : null}
            {!user && intent.isLoginOpen ? (
              <LoginDialog
                isOpen
                onOpenChange={(open) => (open ? loginIntent.openLogin(intent.token) : loginIntent.close())}
                onLogin={(credentials) => void login(credentials)}
                onSsoLogin={(request) => void ssoLogin(request)}
                onForgotPassword={(email) => {
                  loginIntent.close();
                  setForgotEmail(email);
                }}
                ssoDomain={ssoDomain}
                token={intent.token}
                isPending={loginPending}
                serverError={loginError}
              />
            ) : null}
            {forgotEmail !== null ? (
              <ForgotPasswordDialog
                isOpen
                defaultEmail={forgotEmail}
                onOpenChange={(open) => {
                  if (!open) setForgotEmail(null);
                }}
                onSubmit={(request) => void forgotPassword(request)}
                isPending={forgotPending}
              />
            ) : null}
            <NotificationRegion />
          </>
        }
      >
        <Outlet />
      </AppShell>
    </AriaRouterProvider>
  );
}
