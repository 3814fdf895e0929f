import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SortDescriptor } from 'react-aria-components';
import { ApiError } from '../../api/client';
import { COMPLETED_EXTRACTIONS_PAGE_SIZE, CompletedExtractionsScreen, DEFAULT_COMPLETED_SORT } from '../../screens/CompletedExtractions/CompletedExtractionsScreen';
import { useCompletedExtractions, useExtractionDownload, type CompletedExtractionsQuery } from '../data/completedExtractions';
import { errorMessage } from '../notify';

/** /home/completed-extractions: completed extractions by paper (GET /data-entry/search, done only) and their downloads. */
export default function CompletedExtractionsRoute() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortDescriptor>(DEFAULT_COMPLETED_SORT);
  const [search, setSearch] = useState('');
  const query = useMemo<CompletedExtractionsQuery>(
    () => ({
      done: 'true',
      page,
      itemsPerPage: COMPLETED_EXTRACTIONS_PAGE_SIZE,
      sortBy: String(sort.column),
      sortDesc: String(sort.direction === 'descending'),
      ...(search ? { searchKey: search } : {}),
    }),
    [page, sort, search],
  );
  const list = useCompletedExtractions(query);
  const download = useExtractionDownload();
  const isForbidden = list.error instanceof ApiError && list.error.status === 403;

  return (
    <CompletedExtractionsScreen
      papers={list.data?.papers.data ?? []}
      total={list.data?.papers.meta.total ?? 0}
      page={page}
      pageSize={COMPLETED_EXTRACTIONS_PAGE_SIZE}
      sort={sort}
      isLoading={list.isLoading || list.isValidating}
      error={list.error && !isForbidden ? errorMessage(list.error) : null}
      isForbidden={isForbidden}
      onPageChange={setPage}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      onSearch={(text) => {
        setSearch(text);
        setPage(1);
      }}
      onDownload={(request) => void download.start(request)}
      download={download.progress}
      onCancelDownload={download.cancel}
      invalidExtraction={download.invalid}
      onCloseInvalidExtraction={download.closeInvalid}
      onView={(paperUuid, sdeUuid) => navigate(`/data-viewer?${new URLSearchParams({ paperUuid, sdeUuid })}`)}
    />
  );
}
