import { useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { SortDescriptor } from 'react-aria-components';
import type { PaperFilter } from '../../api/papers';
import type { PermissionSlug } from '../../api/schemas';
import type { PapersTableProps, WorkStart } from '../../screens/Papers/PapersTable';
import { completedEntries, type PapersTableMode } from '../../screens/Papers/paperRows';
import { useMutation, withoutRow } from '../data/mutations';
import { isForbidden, useExtractionQueue, usePapers } from '../data/papers';
import { extractionQueueQuery, papersListQuery, type PapersTableState } from '../data/papersQuery';
import { usePermissionMap } from '../data/resources';
import { errorMessage, notifyError } from '../notify';
import { papersApi } from '../papers/papersApi';
import { saveFile } from '../saveFile';
import { session } from '../session/sessionStore';
import { workSelection } from '../session/workSelection';
import { workDestination } from '../workStart';

/** The work queues come highest priority first until the user sorts otherwise. */
export const PRIORITY_FIRST: SortDescriptor = { column: 'priority', direction: 'descending' };

/** The signed-in user's permissions; `error` when the check failed, which hides the queue tables. */
export function usePaperWorkAccess() {
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const map = usePermissionMap(user?.uuid ?? null);
  const can = (...slugs: PermissionSlug[]) => slugs.every((slug) => map.data?.[slug] === true);
  return { user, can, isKnown: map.data !== undefined, hasFailed: map.error !== undefined && map.data === undefined };
}

export interface PaperWorkTableOptions {
  mode: PapersTableMode;
  /** GET /papers (the papers table, the full work queue, QC) or the user's own extraction queue. */
  source: 'papers' | 'extraction-queue';
  /** Narrows GET /papers to a named view, e.g. 'ready' for the work queue. */
  view?: PaperFilter;
  /** The sort until the user picks another (GET /papers only). */
  defaultSort?: SortDescriptor;
  /** False hides the table and skips its calls: the user may not see it (or it is not known yet). */
  enabled: boolean;
}

/**
 * One papers table wired to the server: its page, sort and search as a query, the list through SWR,
 * deletes and restores (optimistic), priority changes, downloads, and starting work. Null while the
 * table is hidden: not allowed, or refused by the server (a failed permission check just hides it).
 */
export function usePaperWorkTable({ mode, source, view, defaultSort, enabled }: PaperWorkTableOptions): PapersTableProps | null {
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const navigate = useNavigate();
  const mutation = useMutation();
  const [state, setState] = useState<PapersTableState>({ page: 1, sort: defaultSort, search: '', showDeleted: false });
  const papers = usePapers(enabled && source === 'papers' ? papersListQuery(mode, state, view) : null);
  const queue = useExtractionQueue(enabled && source === 'extraction-queue' ? extractionQueueQuery(mode, state) : null);
  const result = source === 'papers' ? papers : queue;
  const page = source === 'papers' ? papers.data?.papers : queue.data?.papers;

  if (!enabled || isForbidden(result.error)) return null;

  const start = ({ paper, openEntryUuid }: WorkStart) => {
    if (mode === 'papers') return;
    const newestCompleted = completedEntries(paper).sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? ''))[0];
    const destination = workDestination(mode, { paperUuid: paper.uuid, openEntryUuid, reviewUuid: newestCompleted?.uuid ?? null });
    if (user) workSelection.select({ userUuid: user.uuid, paperUuid: paper.uuid, sdeUuid: destination.sdeUuid, training: destination.training });
    void navigate(destination.path);
  };

  return {
    mode,
    items: page?.data ?? [],
    total: page?.meta.total ?? 0,
    userUuid: user?.uuid ?? null,
    page: state.page,
    onPageChange: (next) => setState((s) => ({ ...s, page: next })),
    ...(source === 'papers' ? { sort: state.sort, onSortChange: (sort: SortDescriptor) => setState((s) => ({ ...s, sort, page: 1 })) } : {}),
    onSearch: (search) => setState((s) => ({ ...s, search, page: 1 })),
    showDeleted: state.showDeleted,
    isLoading: result.isLoading || result.isValidating,
    error: result.error ? errorMessage(result.error) : null,
    onDownload: async (paperUuids) => {
      try {
        const file = await papersApi.downloadPapers(paperUuids);
        saveFile(file.blob, file.fileName);
      } catch (error) {
        notifyError(error);
        throw error;
      }
    },
    onPriorityChange: (paper, priority) => mutation('papers', () => papersApi.setPaperPriority(paper.uuid, priority)),
    onDelete: (paper) => mutation('papers', () => papersApi.deletePaper(paper.uuid), { optimistic: withoutRow('uuid', paper.uuid) }),
    onRestore: (paper) => mutation('papers', () => papersApi.restorePaper(paper.uuid), { optimistic: withoutRow('uuid', paper.uuid) }),
    onShowDeletedChange: (showDeleted) => setState((s) => ({ ...s, showDeleted, page: 1 })),
    ...(mode === 'papers' ? {} : { onStart: start }),
  };
}
