import type { ApiClient } from '../../api/client';
import type { User } from '../../api/schemas';
import { notifyError, notifySuccess } from '../notify';
import type { AccessGate } from './accessGate';
import type { LoginIntentStore } from './loginIntent';
import type { SessionStore } from './sessionStore';
import { toStoredUser } from './storedUser';
import type { UnsavedWorkRegistry } from './unsavedWork';

export const SESSION_EXPIRED_MESSAGE = 'Session authentication expired';

export interface SessionActionDeps {
  api: ApiClient;
  session: SessionStore;
  gate: AccessGate;
  loginIntent: LoginIntentStore;
  unsavedWork: UnsavedWorkRegistry;
  /** Drops every cached response, so the next user sees nothing of the last one. */
  clearCache: () => void;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** Login, logout and session expiry: what they change, in one place for the shell and the session monitor. */
export function createSessionActions(deps: SessionActionDeps) {
  const clearLocal = () => {
    deps.session.setUser(null);
    deps.gate.clear();
    deps.clearCache();
  };

  return {
    /** A successful login: remember the user, start afresh, go to the dashboard. */
    loggedIn(user: User): void {
      deps.gate.clear();
      deps.clearCache();
      deps.session.setUser(toStoredUser(user));
      deps.loginIntent.reset();
      deps.navigate('/home/dashboard');
    },

    /** Any login failure clears the authentication state. */
    loginFailed(): void {
      if (deps.session.isLoggedIn()) clearLocal();
    },

    /** The user confirmed 'Log out'. */
    async logout(): Promise<void> {
      try {
        const result = await deps.api.logout();
        notifySuccess(result.message);
      } catch (error) {
        // The local session ends either way; the server's ends by itself after its idle limit.
        notifyError(error);
      }
      clearLocal();
      deps.navigate('/');
    },

    /** The timeout countdown reached zero: unsaved work is saved first, then the user is logged out. */
    async timeout(): Promise<void> {
      await deps.unsavedWork.saveAll((error) => notifyError(error));
      await this.logout();
    },

    /** The server no longer knows the session cookie. */
    expired(): void {
      notifyError(new Error(SESSION_EXPIRED_MESSAGE));
      clearLocal();
      deps.loginIntent.openLogin();
      deps.navigate('/login', { replace: true });
    },

    /** The cookie notice was acknowledged; the server answers the updated user. */
    userUpdated(user: User): void {
      if (deps.session.getUser()?.uuid === user.uuid) deps.session.setUser(toStoredUser(user));
    },
  };
}

export type SessionActions = ReturnType<typeof createSessionActions>;
