import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { PapersClient } from '../../api/papersClient';
import type { ExtractionDownloadProgress, ExtractionDownloadRequest, InvalidExtractions } from '../../screens/CompletedExtractions/downloads';
import { notifications } from '../../ui/Notifications/notificationQueue';
import { downloadExtractions, downloadLabel } from '../downloads/extractionDownload';
import { saveFile } from '../downloads/saveFile';
import { notifyError, notifySuccess } from '../notify';
import { papersApi } from '../papers/papersApi';

/** The query of GET /data-entry/search. */
export type CompletedExtractionsQuery = NonNullable<Parameters<PapersClient['searchDataEntries']>[0]>;

/** One page of papers with completed extractions; null skips the call. */
export function useCompletedExtractions(query: CompletedExtractionsQuery | null) {
  return useSWR(query ? (['searchDataEntries', query] as const) : null, ([, q]) => papersApi.searchDataEntries(q), { keepPreviousData: true });
}

const CANCELLED = 'Download cancelled';

/**
 * Runs extraction downloads one at a time: progress for the dialog, Cancel, the invalid answer
 * for 'Invalid Data Extraction', the file handed to the browser, and the outcome notified.
 */
export function useExtractionDownload(client: Pick<PapersClient, 'downloadDataEntries'> = papersApi) {
  const [progress, setProgress] = useState<ExtractionDownloadProgress | null>(null);
  const [invalid, setInvalid] = useState<InvalidExtractions | null>(null);
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops a download nobody would receive.
  useEffect(() => () => running.current?.abort(new DOMException(CANCELLED, 'AbortError')), []);

  const start = useCallback(
    async (request: ExtractionDownloadRequest) => {
      if (running.current) {
        notifications.notify('A download is running; wait for it or cancel it first', { status: 'info' });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      const label = downloadLabel(request);
      setProgress({ label, phase: 'fetching', done: 0, total: request.extractions.length });
      try {
        const outcome = await downloadExtractions(client, request, { signal: controller.signal, onProgress: (p) => setProgress({ label, ...p }) });
        if (outcome.kind === 'invalid') setInvalid(outcome.invalid);
        else {
          saveFile(outcome.blob, outcome.fileName);
          const n = request.extractions.length;
          notifySuccess(`${n} extraction${n === 1 ? '' : 's'} exported as ${outcome.fileName}`);
        }
      } catch (error) {
        if (controller.signal.aborted) notifications.notify(CANCELLED, { status: 'info' });
        else notifyError(error);
      } finally {
        running.current = null;
        setProgress(null);
      }
    },
    [client],
  );

  const cancel = useCallback(() => running.current?.abort(new DOMException(CANCELLED, 'AbortError')), []);

  return { progress, invalid, start, cancel, closeInvalid: () => setInvalid(null) };
}
