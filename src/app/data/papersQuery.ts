import type { SortDescriptor } from 'react-aria-components';
import type { PaperFilter } from '../../api/papers';
import { effectiveQuery } from '../../ui/SearchField/searchQuery';
import { PAPER_SEARCH_MIN_LENGTH, pageSizeOf, type PapersTableMode } from '../../screens/Papers/paperRows';
import type { ExtractionQueueQueryInput, PapersQueryInput } from './papers';

/** What the user chose on a papers table: page, sort, search and the deleted toggle. */
export interface PapersTableState {
  page: number;
  sort?: SortDescriptor;
  /** The search as typed; it applies from 2 characters. */
  search: string;
  showDeleted: boolean;
}

/** The search key the server is sent: the trimmed text from 2 characters, else none (no filter). */
export function searchKeyOf(search: string): string | undefined {
  return effectiveQuery(search, PAPER_SEARCH_MIN_LENGTH) || undefined;
}

/**
 * GET /papers for a table: its page size, the sort, the search, and either only deleted or only
 * live papers; `view` narrows a queue to a named view (ready, ready-for-qc, ...).
 */
export function papersListQuery(mode: PapersTableMode, state: PapersTableState, view?: PaperFilter): PapersQueryInput {
  const searchKey = searchKeyOf(state.search);
  const showDeleted = mode === 'papers' && state.showDeleted;
  return {
    page: state.page,
    itemsPerPage: pageSizeOf(mode),
    ...(showDeleted ? { deletedOnly: 'true' } : { omitDeleted: 'true' }),
    ...(view ? { filter: view } : {}),
    ...(searchKey ? { searchKey } : {}),
    ...(state.sort?.column !== undefined ? { sortBy: String(state.sort.column), sortDesc: String(state.sort.direction === 'descending') } : {}),
  };
}

/** GET /papers/extraction-queue for the user's own queue (training papers in training mode); it comes in priority order. */
export function extractionQueueQuery(mode: PapersTableMode, state: PapersTableState): ExtractionQueueQueryInput {
  const searchKey = searchKeyOf(state.search);
  return {
    page: state.page,
    itemsPerPage: pageSizeOf(mode),
    ...(mode === 'training' ? { trainingOnly: 'true' } : {}),
    ...(searchKey ? { searchKey } : {}),
  };
}
