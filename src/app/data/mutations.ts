import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { PapersClient } from '../../api/papersClient';
import { notifyError, notifySuccess } from '../notify';
import { keyMatcher } from './fetcher';

/** The client functions whose cached answers a mutation can make stale (the papers client holds every one of `api`'s too). */
type Calls = keyof Omit<PapersClient, 'call'>;

/**
 * What a change to each resource makes stale. Users, roles and permissions refresh together (the
 * spec's rule), and with them the current user's own admin flag and permission map.
 */
export const affectedBy = {
  accessControl: ['listUsers', 'listRoles', 'listPermissions', 'isAdmin', 'canMap'],
  organizations: ['listOrganizations', 'listUsers', 'listProjects'],
  projects: ['listProjects', 'listOrganizations'],
  tagGroups: ['listTagGroups'],
  tags: ['listTags', 'listTagGroups'],
  apiTokens: ['listApiTokens'],
  // A paper's deletion or restore also changes its projects' paper counts and which files are listed.
  papers: ['listPapers', 'extractionQueue', 'searchPapers', 'getPaper', 'listProjects', 'listFiles'],
  // The own password: nothing cached shows it.
  ownAccount: [],
} as const satisfies Record<string, readonly Calls[]>;
export type ResourceGroup = keyof typeof affectedBy;

export interface MutationOptions<T> {
  /** Notified instead of the server's message on failure without a server answer. */
  errorFallback?: string;
  /** Notified on success instead of the response's message. */
  successMessage?: string | ((result: T) => string | undefined);
  /**
   * Applied to every cached list of the group at once; rolled back if the call fails.
   * Receives each cached value and returns its optimistic replacement.
   */
  optimistic?: (cached: unknown) => unknown;
}

/**
 * Runs a mutation the product's way: notify the server's success message, revalidate what it
 * affects, notify failures by the generic rule and rethrow them so the screen keeps its form open.
 */
export function useMutation() {
  const { mutate, cache } = useSWRConfig();
  return useCallback(
    async <T extends { message?: string }>(group: ResourceGroup, call: () => Promise<T>, options: MutationOptions<T> = {}): Promise<T> => {
      const matches = keyMatcher(affectedBy[group]);
      try {
        let result: T;
        if (options.optimistic) {
          const optimistic = options.optimistic;
          // One call shared by every matching list: SWR shows the optimistic rows and restores them all if it fails.
          // Keys are mutated one by one: with a key filter SWR would compute optimisticData once and give every key the first one's.
          const pending = call();
          const settled = pending.then(() => undefined);
          const keys = [...cache.keys()].map((key) => (cache.get(key) as { _k?: unknown } | undefined)?._k).filter((key) => matches(key));
          await Promise.all(
            keys.map((key) =>
              mutate(key as Parameters<typeof mutate>[0] & string, settled, {
                optimisticData: (current: unknown) => (current === undefined ? current : optimistic(current)),
                rollbackOnError: true,
                populateCache: false,
                revalidate: false,
              }).catch(() => undefined),
            ),
          );
          result = await pending;
        } else {
          result = await call();
        }
        const message = typeof options.successMessage === 'function' ? options.successMessage(result) : (options.successMessage ?? result.message);
        if (message) notifySuccess(message);
        await mutate(matches);
        return result;
      } catch (error) {
        notifyError(error, options.errorFallback);
        // Whatever part of the change reached the server should show.
        void mutate(matches);
        throw error;
      }
    },
    [mutate],
  );
}

/** Removes a row by key from a cached list, whatever the list's envelope ({ users: { data } } or { organizations }). */
export function withoutRow(field: string, value: unknown): (cached: unknown) => unknown {
  const drop = (rows: unknown[]) => rows.filter((row) => (row as Record<string, unknown>)[field] !== value);
  return (cached) => {
    if (!cached || typeof cached !== 'object') return cached;
    const out: Record<string, unknown> = { ...(cached as Record<string, unknown>) };
    for (const [key, inner] of Object.entries(out)) {
      if (Array.isArray(inner)) out[key] = drop(inner);
      else if (inner && typeof inner === 'object' && Array.isArray((inner as { data?: unknown }).data)) {
        out[key] = { ...(inner as object), data: drop((inner as { data: unknown[] }).data) };
      }
    }
    return out;
  };
}
