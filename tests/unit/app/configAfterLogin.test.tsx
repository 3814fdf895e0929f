import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src/api/schemas';
import { useConfig } from '../../../src/app/data/resources';
import { sessionActions, setNavigate, swrCache } from '../../../src/app/services';
import { session } from '../../../src/app/session/sessionStore';
import { toStoredUser } from '../../../src/app/session/storedUser';
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

/** The drawer as the logged-in frame draws it, for a user holding quality_control, with the flags the app has loaded. */
function Drawer() {
  const { data } = useConfig();
  return (
    <AppNavigation
      user={{ firstName: 'Quinn', lastName: 'Checker', email: 'qc@example.com' }}
      isAdmin={false}
      permissions={{ quality_control: true }}
      flags={data?.featureFlags ?? {}}
      ssoEnabled={false}
    />
  );
}

let configCalls = 0;

beforeEach(() => {
  configCalls = 0;
  for (const key of [...swrCache.keys()]) swrCache.delete(key);
  session.setUser(null);
  setNavigate(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/config') {
        configCalls++;
        return Response.json(config);
      }
      if (path === '/api/users/logout') return Response.json({ message: 'Logged out' });
      return Response.json({ status: 'error', code: 'E_NOT_FOUND', message: `No such endpoint: ${path}` }, { status: 404 });
    }),
  );
});

afterEach(() => {
  session.setUser(null);
  vi.unstubAllGlobals();
});

const renderDrawer = () =>
  render(
    <SWRConfig value={{ provider: () => swrCache, shouldRetryOnError: false }}>
      <Drawer />
    </SWRConfig>,
  );

describe('feature flags across login and logout', () => {
  it('asks for the configuration again after login, so the Quality Control entry shows without a reload', async () => {
    renderDrawer();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Quality Control' })).toBeInTheDocument());
    expect(configCalls).toBe(1);

    // Logging in empties the cache of the visitor's answers; the frame holding the flags stays mounted.
    act(() => sessionActions.loggedIn(qcUser));
    await waitFor(() => expect(configCalls).toBe(2));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Quality Control' })).toBeInTheDocument());
  });

  it('asks again after logout too, so the login dialog keeps knowing the SSO domains', async () => {
    session.setUser(toStoredUser(qcUser));
    renderDrawer();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Quality Control' })).toBeInTheDocument());

    await act(() => sessionActions.logout());
    await waitFor(() => expect(configCalls).toBe(2));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Quality Control' })).toBeInTheDocument());
  });

  it('does not ask twice while the user stays the same', async () => {
    renderDrawer();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Quality Control' })).toBeInTheDocument());
    act(() => sessionActions.userUpdated(qcUser));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(configCalls).toBe(1);
  });
});
