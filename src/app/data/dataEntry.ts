import useSWR from 'swr';
import type { PaperDetail } from '../../api/papers';
import type { PapersClient } from '../../api/papersClient';

/**
 * The paper with its files (inline when small) and the saved data of the entry `sdeUuid` (or the
 * user's open one). Loaded once per visit: a refetch must not replace a document being edited.
 */
export function useDataEntryPaper(papersApi: PapersClient, paperUuid: string | undefined, sdeUuid: string | undefined, isTraining: boolean) {
  return useSWR<PaperDetail, unknown>(
    paperUuid && sdeUuid ? ['dataEntryPaper', paperUuid, sdeUuid, isTraining] : null,
    () => papersApi.getPaper(paperUuid!, { saveUUID: sdeUuid!, isTraining: String(isTraining), includeFileData: 'true' }),
    { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}

/** Base64 (as the paper load sends small files) to bytes. */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The page size of the history panel. */
export const HISTORY_PAGE_SIZE = 20;

/** One page of an extraction's saved versions, newest first; null `sdeUuid` loads nothing (the panel is closed). */
export function useDataEntryHistory(papersApi: PapersClient, sdeUuid: string | null, page: number) {
  return useSWR(sdeUuid ? ['dataEntryHistory', sdeUuid, page] : null, () => papersApi.dataEntryHistory(sdeUuid!, { page: String(page), itemsPerPage: String(HISTORY_PAGE_SIZE) }), {
    revalidateOnFocus: false,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
}

/** The document of one saved version; a version never changes, so it is fetched once. */
export function useDataEntryVersion(papersApi: PapersClient, sdeUuid: string | null, version: number | null) {
  return useSWR(sdeUuid && version !== null ? ['dataEntryVersion', sdeUuid, version] : null, () => papersApi.dataEntryVersion(sdeUuid!, version!), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

/** Whether an SWR key is one of an extraction's history pages, to load them again after a save or restore. */
export const isHistoryKey = (sdeUuid: string) => (key: unknown) => Array.isArray(key) && key[0] === 'dataEntryHistory' && key[1] === sdeUuid;
