import type { ApiClient } from '../../api/client';
import { api } from '../api';

type Calls = Omit<ApiClient, 'call'>;
/** A cache key: the client function's name, then its arguments. */
export type ResourceKey = { [K in keyof Calls]: readonly [K, ...Parameters<Calls[K]>] }[keyof Calls];

/** The one fetcher every SWR hook uses: the key names the typed client's function and its arguments. */
export function fetcher<K extends ResourceKey>(key: K): Promise<unknown> {
  const [name, ...args] = key;
  const call = api[name] as (...a: unknown[]) => Promise<unknown>;
  return call(...args);
}

/** Cache keys of the given client functions (of `api` or `papersApi`), for revalidating after a mutation. */
export function keyMatcher(names: readonly string[]): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && typeof key[0] === 'string' && names.includes(key[0]);
}
