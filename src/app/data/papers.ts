import useSWR from 'swr';
import { ApiError } from '../../api/client';
import type { PapersClient } from '../../api/papersClient';
import { papersApi } from '../papers/papersApi';

type PaperCalls = Omit<PapersClient, 'call'>;
type PaperListCall = 'listPapers' | 'extractionQueue';
/** A cache key of the paper lists: the papers client's function name, then its arguments (as `fetcher`'s keys). */
export type PaperListKey = { [K in PaperListCall]: readonly [K, ...Parameters<PaperCalls[K]>] }[PaperListCall];

export type PapersQueryInput = NonNullable<Parameters<PapersClient['listPapers']>[0]>;
export type ExtractionQueueQueryInput = NonNullable<Parameters<PapersClient['extractionQueue']>[0]>;

/** The fetcher of the paper lists: the key names the papers client's function and its arguments. */
export function paperListFetcher(key: PaperListKey): Promise<unknown> {
  const [name, ...args] = key;
  const call = papersApi[name] as (...a: unknown[]) => Promise<unknown>;
  return call(...args);
}

/** A page of GET /papers (the papers table and the full work queue); null skips the call. */
export function usePapers(query: PapersQueryInput | null) {
  return useSWR<Awaited<ReturnType<PapersClient['listPapers']>>, unknown>(query ? (['listPapers', query] as const) : null, paperListFetcher as (key: PaperListKey) => never, {
    keepPreviousData: true,
  });
}

/** A page of the user's extraction (or training) queue, GET /papers/extraction-queue; null skips the call. */
export function useExtractionQueue(query: ExtractionQueueQueryInput | null) {
  return useSWR<Awaited<ReturnType<PapersClient['extractionQueue']>>, unknown>(
    query ? (['extractionQueue', query] as const) : null,
    paperListFetcher as (key: PaperListKey) => never,
    { keepPreviousData: true },
  );
}

/** The server refused the list for want of a permission: the page hides the table rather than report it. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
