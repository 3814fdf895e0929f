import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { DataViewerScreen } from '../../screens/DataViewer/DataViewerScreen';
import { useDataViewer } from '../data/dataViewer';
import { featureFlagOn, useConfig } from '../data/resources';
import { errorMessage, notifyError } from '../notify';
import { usePapersClient } from '../papers/papersApi';

/** /data-viewer?paperUuid&sdeUuid&dataPointUuid: a completed extraction's data beside the paper's pages. */
export default function DataViewerRoute() {
  const [search, setSearch] = useSearchParams();
  const paperUuid = search.get('paperUuid');
  const sdeUuid = search.get('sdeUuid');
  const dataPointUuid = search.get('dataPointUuid');
  const papersApi = usePapersClient();
  const load = useDataViewer(papersApi, paperUuid, sdeUuid);
  const config = useConfig();
  const flagOn = featureFlagOn(config.data, 'dactyl-tree-data-viewer');
  const isForbidden = load.error instanceof ApiError && load.error.status === 403;

  // A failed load is also a notification, as the data tree and paper loads are.
  useEffect(() => {
    if (load.error && !isForbidden) notifyError(load.error);
  }, [load.error, isForbidden]);

  const data = load.data;
  const owner = data?.entry?.user.email;
  return (
    <DataViewerScreen
      status={!paperUuid && !sdeUuid ? 'none' : isForbidden ? 'forbidden' : load.error ? 'error' : data ? 'ready' : 'loading'}
      error={load.error ? errorMessage(load.error) : null}
      paperName={data?.paper.name || undefined}
      project={data?.project ?? null}
      saveName={owner ? `Extraction by ${owner}` : `Extraction ${data?.sdeUuid ?? ''}`}
      files={data?.files ?? []}
      grouping={flagOn ? 'extraction' : 'studyBranch'}
      selectedPointId={dataPointUuid}
      onSelectPoint={(id) =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('dataPointUuid', id);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
