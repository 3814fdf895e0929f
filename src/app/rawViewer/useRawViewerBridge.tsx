import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { FeatureFlag } from '../../api/schemas';
import type { EditorSession } from '../../editor/session';
import type { WorkspaceFocus } from '../../screens/DataEntry/DataEntryWorkspace';
import { RawDataViewerDialog } from '../../screens/RawDataViewer/RawDataViewer';
import type { RawTarget } from '../../screens/RawDataViewer/rawDataGroups';
import { notifications } from '../../ui/Notifications/notificationQueue';
import { featureFlagOn, useConfig, useIsAdmin } from '../data/resources';
import { session as userSession } from '../session/sessionStore';
import { applyJsonToSession } from './applyJson';
import { openRawViewerChannel, rawViewerHref, type RawViewerChannel } from './channel';

/** The feature flag that opens the viewer in a new tab instead of a dialog. */
export const RAW_VIEWER_NEW_TAB_FLAG: FeatureFlag = 'open-raw-data-viewer-in-new-tab';

const noSession = () => () => undefined;

/** Where 'Go to tag group' leads in the editor. */
export function focusOfTarget(target: RawTarget): Omit<WorkspaceFocus, 'nonce'> | null {
  if (target.file === undefined || target.page === undefined) return null;
  if (target.kind === 'point' && target.axesName !== undefined && target.datasetName !== undefined && target.index !== undefined) {
    return { file: target.file, page: target.page, point: { axesName: target.axesName, datasetName: target.datasetName, index: target.index } };
  }
  return { file: target.file, page: target.page };
}

export interface RawViewerBridge {
  /** 'View current data': a new tab with the flag on, else the full-screen dialog. */
  open: () => void;
  /** The dialog, for the data-entry screen to render. */
  dialog: ReactNode;
  /** A place the viewer asked the editor to show ('Go to tag group'); changes on every request. */
  focus: WorkspaceFocus | null;
}

function notifyResult(result: { ok: boolean; message: string }) {
  notifications.notify(result.message, { status: result.ok ? 'success' : 'error' });
}

/**
 * The data-entry side of the raw data viewer. In a dialog it shows the open extraction as it is now
 * (unsaved edits included) and 'Update JSON' applies to it directly. In a new tab the two tabs talk
 * over the extraction's channel: the viewer's UPDATE_JSON_FROM_VIEWER is applied here as one undoable
 * step (not saved), and every completed save is told to the viewer as SAVE_COMPLETED.
 */
export function useRawViewerBridge(
  session: EditorSession | null,
  sdeUuid: string | undefined,
  { paperName, fileNames = [] }: { paperName?: string | null; fileNames?: readonly string[] } = {},
): RawViewerBridge {
  const config = useConfig();
  const user = useSyncExternalStore(userSession.subscribe, userSession.getUser);
  const isAdmin = useIsAdmin(user?.uuid ?? null).data === true;
  const inNewTab = featureFlagOn(config.data, RAW_VIEWER_NEW_TAB_FLAG);
  const [isOpen, setOpen] = useState(false);
  const [focus, setFocus] = useState<WorkspaceFocus | null>(null);
  const channelRef = useRef<RawViewerChannel | null>(null);
  const namesKey = fileNames.join('\n');
  const names = useMemo(() => fileNames, [namesKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const goTo = useCallback((target: RawTarget) => {
    const place = focusOfTarget(target);
    if (place) setFocus((prev) => ({ ...place, nonce: (prev?.nonce ?? 0) + 1 }));
  }, []);

  // The channel of this extraction, for a viewer in another tab.
  useEffect(() => {
    if (!session || !sdeUuid) return;
    const channel = openRawViewerChannel(sdeUuid, (message) => {
      if (message.type === 'UPDATE_JSON_FROM_VIEWER') {
        const result = isAdmin ? applyJsonToSession(session, message.data) : { ok: false, message: 'Only administrators may edit the raw JSON' };
        notifyResult(result);
        channel.post({ type: 'UPDATE_JSON_RESULT', requestId: message.requestId, ok: result.ok, message: result.message });
      } else if (message.type === 'GO_TO_TAG_GROUP') {
        goTo(message.target);
        window.focus();
      }
    });
    channelRef.current = channel;
    const stop = session.onChange((change) => {
      if (change.kind === 'saved') channel.post({ type: 'SAVE_COMPLETED' });
    });
    return () => {
      stop();
      channel.close();
      channelRef.current = null;
    };
  }, [session, sdeUuid, isAdmin, goTo]);

  // The revision matters only while the dialog shows the data: closed, an edit renders nothing here.
  const revision = useSyncExternalStore(session?.subscribe ?? noSession, () => (isOpen ? session?.getSnapshot().revision : undefined));
  // The dialog reads a copy: the session edits its document in place, and the tables are made per copy.
  const rawData = useMemo(() => (isOpen && session ? structuredClone(session.document) : null), [isOpen, session, revision]); // eslint-disable-line react-hooks/exhaustive-deps

  const open = useCallback(() => {
    if (!sdeUuid) return;
    if (inNewTab) window.open(rawViewerHref(sdeUuid), '_blank', 'noopener');
    else setOpen(true);
  }, [sdeUuid, inNewTab]);

  const dialog = session ? (
    <RawDataViewerDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      status="ready"
      paperName={paperName}
      rawData={rawData}
      fileNames={names}
      isAdmin={isAdmin}
      onGoToTagGroup={(target) => {
        setOpen(false);
        goTo(target);
      }}
      onUpdateJson={(document) => notifyResult(applyJsonToSession(session, document))}
    />
  ) : null;

  return { open, dialog, focus };
}
