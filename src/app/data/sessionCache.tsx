import { useSyncExternalStore, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';

type Listener = () => void;

/**
 * One SWR cache per session. Login, logout and expiry start a new cache rather than emptying the old one in
 * place: SWR keeps its own record of recent requests beside the cache and does not ask again, for a couple of
 * seconds, for a key it has just fetched. An emptied cache would leave the screens that mount after a login
 * without their data (the drawer's feature flags and permissions), or hand them an answer to a request the last
 * user started. A new cache comes with a new record.
 */
export class SessionCache {
  private cache: Cache = new Map();
  private generation = 0;
  private listeners = new Set<Listener>();

  /** The cache of the current session. */
  current = (): Cache => this.cache;

  /** Counts the sessions; changes whenever a new cache starts. */
  getGeneration = (): number => this.generation;

  /** Drops every answer and every record of a request: the next screen asks the server afresh. */
  renew(): void {
    this.cache = new Map();
    this.generation += 1;
    this.listeners.forEach((listener) => listener());
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** The application's session cache; sessionActions renews it. */
export const sessionCache = new SessionCache();

export interface SessionSWRConfigProps {
  children: ReactNode;
  /** @default the application's session cache */
  cache?: SessionCache;
}

/**
 * SWR for the whole application, on the current session's cache. A new session remounts what it wraps, which
 * a login or logout replaces anyway (the visitor's frame for the user's, or back).
 */
export function SessionSWRConfig({ children, cache = sessionCache }: SessionSWRConfigProps) {
  const generation = useSyncExternalStore(cache.subscribe, cache.getGeneration);
  return (
    <SWRConfig key={generation} value={{ provider: cache.current, shouldRetryOnError: false }}>
      {children}
    </SWRConfig>
  );
}
