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
