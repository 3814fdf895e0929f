import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { guestOnly, requireAuth, requirePermissions, type GuardDeps } from '../../../src/app/guards';
import { AccessGate } from '../../../src/app/session/accessGate';

const request = (path: string) => new Request(`http://localhost${path}`);

function deps(overrides: Partial<GuardDeps> & { canAll?: (uuid: string, p: string[]) => Promise<boolean> } = {}): GuardDeps {
  return {
    userUuid: () => 'u-1',
    gate: new AccessGate(overrides.canAll ?? (async () => true)),
    currentHref: () => '/home/settings',
    onCheckFailed: vi.fn(),
    onSessionExpired: vi.fn(),
    ...overrides,
  };
}

const location = (response: unknown) => (response as Response).headers.get('Location');

describe('route guards', () => {
  it('sends logged-in users away from guest routes and logged-out users to /login', () => {
    expect(location(guestOnly({ userUuid: () => 'u-1' })())).toBe('/home/dashboard');
    expect(guestOnly({ userUuid: () => null })()).toBeNull();
    expect(location(requireAuth({ userUuid: () => null })())).toBe('/login');
    expect(requireAuth({ userUuid: () => 'u-1' })()).toBeNull();
  });

  it('lets permitted users through and remembers the answer', async () => {
    const canAll = vi.fn(async () => true);
    const d = deps({ canAll });
    const guard = requirePermissions(d, ['manage_tags']);
    await expect(guard({ request: request('/home/tag/base-tag-manager') })).resolves.toBeNull();
    await expect(guard({ request: request('/home/tag/base-tag-manager') })).resolves.toBeNull();
    expect(canAll).toHaveBeenCalledTimes(1);
    expect(canAll).toHaveBeenCalledWith('u-1', ['manage_tags']);
  });

  it('sends refused users to /access-denied and asks again next time', async () => {
    const canAll = vi.fn(async () => false);
    const guard = requirePermissions(deps({ canAll }), ['create_user', 'edit_user', 'delete_user']);
    const thrown = await guard({ request: request('/home/user-manager') }).catch((r: unknown) => r);
    expect(location(thrown)).toBe('/access-denied');
    await guard({ request: request('/home/user-manager') }).catch(() => {});
    expect(canAll).toHaveBeenCalledTimes(2);
  });

  it('cancels the navigation when the check fails: back to where the user was, with a notification', async () => {
    const d = deps({ canAll: async () => Promise.reject(new ApiError(0, 'E_NETWORK', 'Failed to fetch')) });
    const thrown = await requirePermissions(d, ['manage_tags'])({ request: request('/home/tag/base-tag-manager') }).catch((r: unknown) => r);
    expect(location(thrown)).toBe('/home/settings');
    expect(d.onCheckFailed).toHaveBeenCalledTimes(1);
  });

  it('goes to the dashboard when a failed check has nowhere to return to', async () => {
    const d = deps({ canAll: async () => Promise.reject(new Error('boom')), currentHref: () => null });
    const thrown = await requirePermissions(d, ['manage_tags'])({ request: request('/home/tag/base-tag-manager') }).catch((r: unknown) => r);
    expect(location(thrown)).toBe('/home/dashboard');
  });

  it('treats a 401 as an ended session', async () => {
    const d = deps({ canAll: async () => Promise.reject(new ApiError(401, 'E_SESSION_EXPIRED', 'Session authentication expired')) });
    const thrown = await requirePermissions(d, ['manage_tags'])({ request: request('/home/tag/base-tag-manager') }).catch((r: unknown) => r);
    expect(location(thrown)).toBe('/login');
    expect(d.onSessionExpired).toHaveBeenCalled();
  });

  it('sends logged-out users to /login without asking', async () => {
    const canAll = vi.fn(async () => true);
    const thrown = await requirePermissions(deps({ canAll, userUuid: () => null }), ['manage_tags'])({ request: request('/x') }).catch((r: unknown) => r);
    expect(location(thrown)).toBe('/login');
    expect(canAll).not.toHaveBeenCalled();
  });
});
