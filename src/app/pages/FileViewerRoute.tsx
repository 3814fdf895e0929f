import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { DigitizerFile } from '../../editor/Digitizer';
import { FilePageViewer } from '../../screens/DataEntry/FilePageViewer';
import { errorMessage } from '../notify';
import { usePapersClient } from '../papers/papersApi';

/** /file-viewer/:fileUuid?page=N: one file of a paper at a page, as the data-entry screen's 'View current file' opens it. */
export default function FileViewerRoute() {
  const { fileUuid } = useParams();
  const papersApi = usePapersClient();
  const [search, setSearch] = useSearchParams();
  const requested = Number(search.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const [file, setFile] = useState<DigitizerFile | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!fileUuid) return;
    let cancelled = false;
    papersApi.downloadFile(fileUuid).then(
      ({ blob, fileName }) => !cancelled && setFile({ id: fileUuid, name: fileName, data: blob, type: blob.type }),
      (e: unknown) => !cancelled && setError(errorMessage(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [fileUuid, papersApi]);

  return (
    <FilePageViewer
      status={error ? 'error' : file ? 'ready' : 'loading'}
      error={error}
      file={file}
      page={page}
      onPageChange={(next) => setSearch({ page: String(next) }, { replace: true })}
    />
  );
}
