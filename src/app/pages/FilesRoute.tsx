import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { ApiError } from '../../api/client';
import { DEFAULT_FILES_SORT, FILES_PAGE_SIZE, FilesScreen } from '../../screens/Files/FilesScreen';
import { downloadFile, searchPapers, useFileActions, useFiles, type FilesQuery } from '../data/files';
import { errorMessage } from '../notify';

/** /home/file-manager: the Files screen on GET /files. */
export default function FilesRoute() {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortDescriptor>(DEFAULT_FILES_SORT);
  const [showDeleted, setShowDeleted] = useState(true);
  const [search, setSearch] = useState('');
  const query = useMemo<FilesQuery>(
    () => ({
      page,
      itemsPerPage: FILES_PAGE_SIZE,
      omitDeleted: showDeleted ? 'false' : 'true',
      sortBy: String(sort.column),
      sortDesc: String(sort.direction === 'descending'),
      ...(search ? { filter: search } : {}),
    }),
    [page, sort, showDeleted, search],
  );
  const files = useFiles(query);
  const actions = useFileActions();
  const isForbidden = files.error instanceof ApiError && files.error.status === 403;

  return (
    <FilesScreen
      files={files.data?.files.data ?? []}
      total={files.data?.files.meta.total ?? 0}
      page={page}
      pageSize={FILES_PAGE_SIZE}
      sort={sort}
      showDeleted={showDeleted}
      isLoading={files.isLoading || files.isValidating}
      error={files.error && !isForbidden ? errorMessage(files.error) : null}
      isForbidden={isForbidden}
      onPageChange={setPage}
      onSortChange={setSort}
      onShowDeletedChange={(value) => {
        setShowDeleted(value);
        setPage(1);
      }}
      onSearch={(text) => {
        setSearch(text);
        setPage(1);
      }}
      onDownload={(file) => void downloadFile(file)}
      onUpload={actions.upload}
      onEdit={actions.edit}
      onDelete={actions.remove}
      onRestore={actions.restore}
      searchPapers={searchPapers}
      uploadProgress={actions.progress}
    />
  );
}
