import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import type { ClientConfig, FeatureFlag, PermissionSlug } from '../../api/schemas';
import { AppHeader } from '../../screens/Shell/AppHeader';
import { AppShell } from '../../screens/Shell/AppShell';
import { useShellNavigation } from '../../screens/Shell/useShellNavigation';
import type { ShellMode } from '../../screens/Shell/headerActions';
import { AppNavigation } from '../../screens/Navigation/AppNavigation';
import { CookieBanner } from '../../screens/Session/CookieBanner';
import { SessionTimeoutDialog } from '../../screens/Session/SessionTimeoutDialog';
import { api } from '../api';
import { useIsAdmin, usePermissionMap } from '../data/resources';
import { notifyError } from '../notify';
import { sessionActions } from '../services';
import type { StoredUser } from '../session/storedUser';
import { pageActions } from '../session/pageActions';
import { unsavedWork } from '../session/unsavedWork';
import { useSessionMonitor } from '../session/useSessionMonitor';
import type { RouteHandle } from './routeHandle';

export interface SignedInLayoutProps {
  user: StoredUser;
  config: ClientConfig | undefined;
  /** The configured partner logo, as the visitor's header showed it. */
  partnerLogo?: ReactNode;
}

/**
 * The frame of a logged-in user: header with the page's actions, navigation drawer, cookie notice and the
 * session's timeout dialog. It loads in a chunk of its own, so the login page does without it.
 */
export default function SignedInLayout({ user, config, partnerLogo }: SignedInLayoutProps) {
  const location = useLocation();
  const matches = useMatches();
  const hasUnsavedChanges = useSyncExternalStore(unsavedWork.subscribe, unsavedWork.hasUnsavedChanges);
  const paperActions = useSyncExternalStore(pageActions.subscribe, pageActions.get);
  const isAdmin = useIsAdmin(user.uuid);
  const permissionMap = usePermissionMap(user.uuid);
  const { phase, isRefreshing, stayLoggedIn } = useSessionMonitor(user.uuid, sessionActions);
  const [cookiePending, setCookiePending] = useState(false);
  const mode: ShellMode = useMemo(() => {
    for (let i = matches.length - 1; i >= 0; i--) {
      const handle = matches[i]?.handle as RouteHandle | undefined;
      if (handle?.mode) return handle.mode;
    }
    return 'none';
  }, [matches]);
  // The editor's pages give the figure the window: the drawer starts closed there, the cookie notice is compact.
  const isWorkspace = mode === 'data-entry' || mode === 'training';
  const drawer = useShellNavigation(undefined, { isWorkspace });

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

  return (
    <AppShell
      header={
        <AppHeader
          {...paperActions}
          isLoggedIn
          partnerLogo={partnerLogo}
          mode={mode}
          isAdmin={isAdmin.data === true}
          hasUnsavedChanges={hasUnsavedChanges}
          onLogout={() => sessionActions.logout()}
          isNavigationOpen={drawer.isNavigationOpen}
          onNavigationToggle={drawer.toggleNavigation}
        />
      }
      isNavigationOpen={drawer.isNavigationOpen}
      navigationMode={drawer.navigationMode}
      onNavigationOpenChange={drawer.setNavigationOpen}
      navigation={
        <AppNavigation
          user={user}
          currentHref={location.pathname}
          isAdmin={isAdmin.data === true}
          permissions={(permissionMap.data ?? {}) as Partial<Record<PermissionSlug, boolean>>}
          flags={(config?.featureFlags ?? {}) as Partial<Record<FeatureFlag, boolean>>}
          ssoEnabled={user.ssoEnabled}
          {...(config ? { version: config.version } : {})}
        />
      }
      notice={<CookieBanner isCompact={isWorkspace} dismissedAt={user.cookieNoticeDismissedAt} onAcknowledge={acknowledgeCookies} isPending={cookiePending} />}
      overlays={
        <SessionTimeoutDialog
          isOpen={phase.phase === 'warning'}
          remainingMs={phase.phase === 'warning' ? phase.remainingMs : 0}
          onStayLoggedIn={() => void stayLoggedIn()}
          isPending={isRefreshing}
        />
      }
    >
      <Outlet />
    </AppShell>
  );
}
