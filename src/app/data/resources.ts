import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient } from '../../api/client';
import { PERMISSION_SLUGS, type FeatureFlag } from '../../api/constants';
import type { ListQueryInput } from '../../api/schemas';
import { fetcher, type ResourceKey } from './fetcher';

type Result<K extends keyof ApiClient> = Awaited<ReturnType<ApiClient[K]>>;

function useResource<K extends keyof ApiClient>(key: ResourceKey | null, config?: SWRConfiguration) {
  return useSWR<Result<K>, unknown>(key, fetcher as (key: ResourceKey) => Promise<Result<K>>, config);
}

/** Feature flags, company domain and SSO domains; they change only with a server restart. */
export function useConfig() {
  return useResource<'config'>(['config'], { revalidateOnFocus: false, revalidateIfStale: false });
}

/** Whether the server turns a feature flag on; off while the config loads and for a flag it does not name. */
export function featureFlagOn(config: Result<'config'> | undefined, flag: FeatureFlag): boolean {
  return config?.featureFlags[flag] === true;
}

/** Users list; null query skips the call (e.g. without permission). */
export function useUsers(query: ListQueryInput | null = {}) {
  return useResource<'listUsers'>(query ? ['listUsers', query] : null, { keepPreviousData: true });
}

export function useRoles(query: ListQueryInput | null = {}) {
  return useResource<'listRoles'>(query ? ['listRoles', query] : null, { keepPreviousData: true });
}

export function usePermissions(query: ListQueryInput | null = {}) {
  return useResource<'listPermissions'>(query ? ['listPermissions', query] : null, { keepPreviousData: true });
}

export function useOrganizations(query: ListQueryInput | null = {}) {
  return useResource<'listOrganizations'>(query ? ['listOrganizations', query] : null, { keepPreviousData: true });
}

export function useProjects(query: Parameters<ApiClient['listProjects']>[0] | null = {}) {
  return useResource<'listProjects'>(query ? ['listProjects', query] : null, { keepPreviousData: true });
}

export function useTagGroups(query: Parameters<ApiClient['listTagGroups']>[0] | null = {}) {
  return useResource<'listTagGroups'>(query ? ['listTagGroups', query] : null);
}

export function useTags(query: Parameters<ApiClient['listTags']>[0] | null = {}) {
  return useResource<'listTags'>(query ? ['listTags', query] : null);
}

export function useApiTokens(enabled = true) {
  return useResource<'listApiTokens'>(enabled ? ['listApiTokens'] : null);
}

/** Whether the user is an administrator (the server decides). */
export function useIsAdmin(userUuid: string | null) {
  return useResource<'isAdmin'>(userUuid ? ['isAdmin', userUuid] : null, { revalidateOnFocus: false });
}

/** Every known permission slug mapped to whether the user holds it. */
export function usePermissionMap(userUuid: string | null) {
  return useResource<'canMap'>(userUuid ? ['canMap', userUuid, [...PERMISSION_SLUGS]] : null, { revalidateOnFocus: false });
}

/** EVS and Dactyl concepts for a lower-cased term; null skips the call (before the first search). */
export function useMetathesaurusSearch(term: string | null) {
  return useResource<'searchMetathesaurus'>(term ? ['searchMetathesaurus', { key: term }] : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    // The spec shows nothing for a failed search; the failure is only logged.
    onError: (error) => console.error(error),
  });
}
