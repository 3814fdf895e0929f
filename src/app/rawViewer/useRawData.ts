import useSWR from 'swr';
import type { PapersClient } from '../../api/papersClient';

/** GET /data-entry/{uuid}/raw-data-viewer: the saved document, the file names and the paper's name. */
export function useRawData(papersApi: PapersClient, uuid: string | null) {
  return useSWR(uuid ? ['rawDataViewer', uuid] : null, () => papersApi.rawDataViewer(uuid!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    // Failures are only logged (spec 2, section 8); the page shows its own error state.
    onError: (error: unknown) => console.error('Raw data could not be loaded', error),
  });
}
