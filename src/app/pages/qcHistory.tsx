import { useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import type { PapersClient } from '../../api/papersClient';
import { versionDiff } from '../../editor/core/history/versionDiff';
import { HistoryPanel, type HistoryPanelStatus, type VersionChanges } from '../../screens/History/HistoryPanel';
import { HISTORY_PAGE_SIZE, isHistoryKey, useDataEntryHistory, useDataEntryVersion } from '../data/dataEntry';
import { errorMessage, notifyError, notifySuccess } from '../notify';
import { useSWRConfig } from 'swr';

export interface QcHistoryOptions {
  papersApi: PapersClient;
  /** The reviewed extraction; null while none is open. */
  sdeUuid: string | null;
  /** Its document as the review opened it, which the chosen version is compared with. */
  currentDocument: unknown;
  /** Whether this reviewer may restore (who may save it: its owner or an administrator). */
  canRestore: boolean;
  /** After a restore: the review opens the extraction as restored. */
  onRestored: () => void;
}

export interface QcHistory {
  isOpen: boolean;
  toggle: () => void;
  panel: ReactNode;
}

/**
 * The reviewed extraction's history in quality control: the data-entry screen's panel, read-only
 * unless the reviewer may save the extraction; a chosen version shows what changed since as a list.
 */
export function useQcHistory({ papersApi, sdeUuid, currentDocument, canRestore, onRestored }: QcHistoryOptions): QcHistory {
  const { mutate } = useSWRConfig();
  const [isOpen, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const history = useDataEntryHistory(papersApi, isOpen ? sdeUuid : null, page);
  const chosen = useDataEntryVersion(papersApi, isOpen ? sdeUuid : null, viewing);
  const diff = useMemo(
    () => (viewing !== null && chosen.data && chosen.data.version === viewing ? versionDiff(chosen.data.data, currentDocument) : null),
    [chosen.data, viewing, currentDocument],
  );
  const changes: VersionChanges | null =
    viewing === null ? null : chosen.error ? { status: 'error', message: errorMessage(chosen.error) } : diff ? { status: 'ready', diff } : { status: 'loading' };
  const error = history.error;
  const status: HistoryPanelStatus = error instanceof ApiError && error.status === 403 ? 'forbidden' : error ? 'error' : history.data ? 'ready' : 'loading';

  const restore = async (version: number) => {
    if (!sdeUuid || !history.data) return;
    setRestoring(true);
    try {
      const answer = await papersApi.restoreDataEntryVersion(sdeUuid, { version, baseVersion: history.data.version });
      setViewing(null);
      setPage(1);
      void mutate(isHistoryKey(sdeUuid));
      notifySuccess(answer.message);
      onRestored();
    } catch (failure) {
      notifyError(failure);
      throw failure;
    } finally {
      setRestoring(false);
    }
  };

  const panel = (
    <HistoryPanel
      status={status}
      error={error ? errorMessage(error) : null}
      onRetry={() => void history.mutate()}
      versions={history.data?.history.data ?? []}
      total={history.data?.history.meta.total ?? 0}
      page={page}
      pageSize={HISTORY_PAGE_SIZE}
      onPageChange={setPage}
      currentVersion={history.data?.version ?? 0}
      selectedVersion={viewing}
      onSelectVersion={setViewing}
      changes={changes}
      canRestore={canRestore}
      isRestoring={restoring}
      onRestore={restore}
      onClose={() => {
        setOpen(false);
        setViewing(null);
      }}
    />
  );
  return {
    isOpen,
    toggle: () => {
      if (isOpen) setViewing(null);
      setOpen(!isOpen);
    },
    panel,
  };
}
