import { act, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureFlag, PermissionSlug, User } from '../../../src/api/schemas';
import { useConfig, usePermissionMap } from '../../../src/app/data/resources';
import { SessionSWRConfig, sessionCache } from '../../../src/app/data/sessionCache';
import { sessionActions, setNavigate } from '../../../src/app/services';
import { session } from '../../../src/app/session/sessionStore';
import { AppNavigation } from '../../../src/screens/Navigation/AppNavigation';

const qcUser: User = {
  id: 3,
  uuid: '00000000-0000-4000-8000-000000000003',
  email: 'qc@example.com',
  first_name: 'Quinn',
  last_name: 'Checker',
  initials: 'QC',
  roles: [{ uuid: '00000000-0000-4000-8000-000000000203', name: 'QC User', slug: 'qc_user' }],
  organizations: [],
  sso_enabled: false,
  last_login_at: null,
  cookie_notice_dismissed_at: null,
  created_at: '2024-01-10T09:30:00.000Z',
  deleted_at: null,
};

const config = {
  version: '1.12.195',
  featureFlags: { 'qc-dashboard': true, 'api-tokens': true },
  companyEmailDomain: 'sourcebench.org',
  ssoDomains: ['sso.example.org'],
  partnerLogo: null,
};

/** The logged-in frame's drawer: the flags from the configuration, the permissions from the server. */
function Drawer({ uuid }: { uuid: string }) {
  const flags = useConfig().data?.featureFlags ?? {};
  const permissions = usePermissionMap(uuid).data ?? {};
  return (
    <AppNavigation
      user={{ firstName: 'Quinn', lastName: 'Checker', email: 'qc@example.com' }}
      isAdmin={false}
      permissions={permissions as Partial<Record<PermissionSlug, boolean>>}
      flags={flags as Partial<Record<FeatureFlag, boolean>>}
      ssoEnabled={false}
    />
  );
}

/** As RootLayout: the configuration is loaded for the visitor too, and the user's frame replaces theirs. */
function App() {
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const ssoDomain = useConfig().data?.ssoDomains[0];
  return user ? <Drawer uuid={user.uuid} /> : <p>Single sign-on for {ssoDomain ?? 'nobody yet'}</p>;
}

const calls = { config: 0, canMap: 0 };

beforeEach(() => {
  calls.config = 0;
  calls.canMap = 0;
  session.setUser(null);
  sessionCache.renew();
  setNavigate(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/config') {
        calls.config++;
        return Response.json(config);
      }
      if (path === `/api/users/${qcUser.uuid}/can-map`) {
        calls.canMap++;
        return Response.json({ quality_control: true, data_entry: true, access_completed_extractions: true });
      }
      if (path === '/api/users/logout') return Response.json({ message: 'Logged out successfully' });
      return Response.json({ status: 'error', code: 'E_NOT_FOUND', message: `No such endpoint: ${path}` }, { status: 404 });
    }),
  );
});

afterEach(() => {
  session.setUser(null);
  vi.unstubAllGlobals();
});

/** Renders the app logged out, once the visitor's configuration has arrived. */
async function renderApp() {
  render(
    <SessionSWRConfig>
      <App />
    </SessionSWRConfig>,
  );
  await screen.findByText('Single sign-on for sso.example.org');
  expect(calls.config).toBe(1);
}

const qualityControl = () => screen.findByRole('link', { name: 'Quality Control' });

describe('the drawer across login and logout', () => {
  it('shows Quality Control right after login: the flags are asked for again in the new session', async () => {
    await renderApp();
    act(() => sessionActions.loggedIn(qcUser));
    await expect(qualityControl()).resolves.toBeVisible();
    expect(calls.config).toBe(2);
  });

  it('asks again after logout, so the login dialog still knows the SSO domains', async () => {
    await renderApp();
    act(() => sessionActions.loggedIn(qcUser));
    await qualityControl();
    await act(() => sessionActions.logout());
    await screen.findByText('Single sign-on for sso.example.org');
    expect(calls.config).toBe(3);
  });

  it('fills the drawer again when the same user logs out and straight back in', async () => {
    await renderApp();
    act(() => sessionActions.loggedIn(qcUser));
    await qualityControl();
    // Within SWR's dedupe interval of the first answers: a cache emptied in place would not ask again.
    await act(() => sessionActions.logout());
    act(() => sessionActions.loggedIn(qcUser));
    await expect(qualityControl()).resolves.toBeVisible();
    await expect(screen.findByRole('link', { name: 'Source Data Extraction' })).resolves.toBeVisible();
    expect(calls.canMap).toBe(2);
  });

  it('keeps the session cache while the user stays the same', async () => {
    await renderApp();
    act(() => sessionActions.loggedIn(qcUser));
    await qualityControl();
    const before = { ...calls };
    act(() => sessionActions.userUpdated({ ...qcUser, cookie_notice_dismissed_at: '2025-01-01T00:00:00.000Z' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'Quality Control' })).toBeVisible();
    expect(calls).toEqual(before);
  });
});
