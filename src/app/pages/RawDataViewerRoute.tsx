import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { RawDataViewerScreen } from '../../screens/RawDataViewer/RawDataViewer';
import { rawDataViewerTitle } from '../../screens/RawDataViewer/title';
import { notifications } from '../../ui/Notifications/notificationQueue';
import { useIsAdmin } from '../data/resources';
import { errorMessage } from '../notify';
import { usePapersClient } from '../papers/papersApi';
import { openRawViewerChannel, type RawViewerChannel } from '../rawViewer/channel';
import { useRawData } from '../rawViewer/useRawData';
import { saveFile } from '../downloads/saveFile';
import { survivalIpdFile } from '../downloads/survivalIpdCsv';
import type { SurvivalGraphResults } from '../../editor/core/survival';
import { session as userSession } from '../session/sessionStore';

/** How long the viewer waits for the data-entry tab to answer an update. */
export const UPDATE_ANSWER_TIMEOUT_MS = 3000;

/**
 * /raw-data-viewer?uuid=...: the raw data of an extraction on its own page (a new tab from data
 * entry). 'Update JSON' is sent to the data-entry tab of the same extraction, which applies it;
 * when that tab saves, the data here loads again and the panels open again.
 */
export default function RawDataViewerRoute() {
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  const papersApi = usePapersClient();
  const raw = useRawData(papersApi, uuid);
  const user = useSyncExternalStore(userSession.subscribe, userSession.getUser);
  const isAdmin = useIsAdmin(user?.uuid ?? null).data === true;
  const [expandSignal, setExpandSignal] = useState(0);
  // What an update sent from here made of the data, until the data loads again.
  const [applied, setApplied] = useState<{ base: unknown; data: unknown } | null>(null);
  const channelRef = useRef<RawViewerChannel | null>(null);
  const waiting = useRef(new Map<string, { data: unknown; timer: ReturnType<typeof setTimeout> }>());
  const { mutate } = raw;

  useEffect(() => {
    if (!uuid) console.log('No UUID provided in URL parameters');
  }, [uuid]);

  const paperName = raw.data?.paperName;
  useEffect(() => {
    document.title = rawDataViewerTitle(paperName);
  }, [paperName]);

  const base = raw.data?.rawData;
  const baseRef = useRef(base);
  baseRef.current = base;
  useEffect(() => {
    if (!uuid) return;
    const pending = waiting.current;
    const channel = openRawViewerChannel(uuid, (message) => {
      if (message.type === 'SAVE_COMPLETED') {
        void mutate().then(() => setExpandSignal((n) => n + 1));
      } else if (message.type === 'UPDATE_JSON_RESULT') {
        const request = pending.get(message.requestId);
        if (!request) return;
        clearTimeout(request.timer);
        pending.delete(message.requestId);
        notifications.notify(message.message, { status: message.ok ? 'success' : 'error' });
        if (message.ok) setApplied({ base: baseRef.current, data: request.data });
      }
    });
    channelRef.current = channel;
    return () => {
      channel.close();
      channelRef.current = null;
      for (const request of pending.values()) clearTimeout(request.timer);
      pending.clear();
    };
  }, [uuid, mutate]);

  const onUpdateJson = useCallback((data: unknown) => {
    const channel = channelRef.current;
    if (!channel) return;
    const requestId = crypto.randomUUID();
    const timer = setTimeout(() => {
      waiting.current.delete(requestId);
      notifications.notify('No data-entry tab of this extraction answered: open it in data entry to apply the JSON', { status: 'error' });
    }, UPDATE_ANSWER_TIMEOUT_MS);
    waiting.current.set(requestId, { data, timer });
    channel.post({ type: 'UPDATE_JSON_FROM_VIEWER', requestId, data });
  }, []);

  const onDownloadSurvivalIpd = useCallback(
    (graph: SurvivalGraphResults) => {
      const arms = graph.arms.filter((a) => a.ipd.length).map((a) => ({ arm: a.label, ipd: a.ipd }));
      const { blob, fileName } = survivalIpdFile(paperName, graph.graph, arms);
      saveFile(blob, fileName);
    },
    [paperName],
  );

  const rawData = applied && applied.base === base ? applied.data : base;
  const fileNames = useMemo(() => raw.data?.fileNames ?? [], [raw.data?.fileNames]);
  const status = !uuid ? 'ready' : raw.error ? 'error' : raw.data ? 'ready' : 'loading';

  return (
    <RawDataViewerScreen
      status={status}
      error={raw.error ? errorMessage(raw.error) : null}
      paperName={paperName}
      rawData={uuid ? rawData : null}
      fileNames={fileNames}
      isAdmin={isAdmin}
      expandSignal={expandSignal}
      onUpdateJson={onUpdateJson}
      onGoToTagGroup={(target) => channelRef.current?.post({ type: 'GO_TO_TAG_GROUP', target })}
      onRetry={() => void mutate()}
      onDownloadSurvivalIpd={onDownloadSurvivalIpd}
    />
  );
}
