import { readStoredUser, writeStoredUser, type StoredUser } from './storedUser';

type Listener = () => void;

/**
 * The logged-in user, outside React so loaders, the session monitor and components share it.
 * Kept in localStorage so a reload and a second tab see the same login as the session cookie does.
 */
export class SessionStore {
  private user: StoredUser | null;
  private listeners = new Set<Listener>();

  constructor(private readonly storage: Storage | undefined) {
    this.user = readStoredUser(storage);
  }

  /** The current user, or null when logged out. */
  getUser = (): StoredUser | null => this.user;

  isLoggedIn = (): boolean => this.user !== null;

  /** Replaces the user (login, cookie acknowledgement) or clears it (logout, expiry). */
  setUser(user: StoredUser | null): void {
    this.user = user;
    writeStoredUser(this.storage, user);
    this.listeners.forEach((listener) => listener());
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The application's session. */
export const session = new SessionStore(browserStorage());
