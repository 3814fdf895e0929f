import { redirect, replace } from 'react-router';
import { ApiError } from '../api/client';
import type { PermissionSlug } from '../api/schemas';
import type { AccessGate } from './session/accessGate';

export const HOME_PATH = '/home/dashboard';
export const LOGIN_PATH = '/login';
export const ACCESS_DENIED_PATH = '/access-denied';

/** What the guards need to know, injected so they can be tested without a browser. */
export interface GuardDeps {
  userUuid: () => string | null;
  gate: AccessGate;
  /** Where the user is while a navigation is pending; null on the first load. */
  currentHref: () => string | null;
  /** The permission check could not be made. */
  onCheckFailed: (error: unknown) => void;
  /** The server no longer knows the session. */
  onSessionExpired: () => void;
}

const hrefOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Guest routes: logged-in users go to the dashboard. */
export function guestOnly(deps: Pick<GuardDeps, 'userUuid'>) {
  return () => (deps.userUuid() ? redirect(HOME_PATH) : null);
}

/** Auth routes: logged-out users go to /login. */
export function requireAuth(deps: Pick<GuardDeps, 'userUuid'>) {
  return () => (deps.userUuid() ? null : redirect(LOGIN_PATH));
}

/**
 * Permission routes: the server says whether the user holds all the permissions (can-all).
 * Refused: /access-denied. The check failed: the navigation is cancelled, which a data router
 * expresses as a replace back to where the user was (or the dashboard on a first load).
 */
export function requirePermissions(deps: GuardDeps, permissions: readonly PermissionSlug[]) {
  return async ({ request }: { request: Request }) => {
    const uuid = deps.userUuid();
    if (!uuid) throw redirect(LOGIN_PATH);
    let allowed: boolean;
    try {
      allowed = await deps.gate.allows(uuid, permissions);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        deps.onSessionExpired();
        throw redirect(LOGIN_PATH);
      }
      deps.onCheckFailed(error);
      const back = deps.currentHref();
      throw replace(back && back !== hrefOf(request) ? back : HOME_PATH);
    }
    if (!allowed) throw redirect(ACCESS_DENIED_PATH);
    return null;
  };
}
