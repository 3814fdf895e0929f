import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../api/client';
import { PAPER_MESSAGES, type PaperDetail } from '../../api/papers';
import type { PapersClient } from '../../api/papersClient';
import type { DigitizerFile } from '../../editor/Digitizer';
import type { TagGroup } from '../../editor/core/model/types';
import { EditorSession, type ConflictChoice, type RebaseConflict } from '../../editor/session';
import { versionDiff } from '../../editor/core/history/versionDiff';
import { versionChangeMarks, versionChangesLayer } from '../../editor/engine/layers';
import { HistoryPanel, type HistoryPanelStatus, type VersionChanges } from '../../screens/History/HistoryPanel';
import { DataEntryScreen, type SaveState } from '../../screens/DataEntry/DataEntryScreen';
import { DATA_ENTRY_MESSAGES, isUnsupportedSave, type ValidationReport } from '../../screens/DataEntry/dataEntryRules';
import type { RecoveredEdits } from '../../screens/DataEntry/RecoveredEditsDialog';
import type { HeaderActionId } from '../../screens/Shell/headerActions';
import { notifications } from '../../ui/Notifications/notificationQueue';
import { browserOutbox, checkRecovery, type Outbox, type OutboxRecord } from '../dataEntry/outbox';
import { openWithRecovered, SaveController, SAVED_NOTIFICATION_MS, type SaveEvent } from '../dataEntry/saveController';
import { base64ToBytes, HISTORY_PAGE_SIZE, isHistoryKey, useDataEntryHistory, useDataEntryPaper, useDataEntryVersion } from '../data/dataEntry';
import { featureFlagOn, useConfig, useTagGroups, useTags } from '../data/resources';
import { errorMessage, notifyError, notifySuccess } from '../notify';
import { isPaperWorkKey, usePapersClient } from '../papers/papersApi';
import { pageActions } from '../session/pageActions';
import { session as userSession } from '../session/sessionStore';
import { unsavedWork } from '../session/unsavedWork';
import { useRawViewerBridge } from '../rawViewer/useRawViewerBridge';
import { saveFile } from '../saveFile';
import { survivalIpdFile } from '../downloads/survivalIpdCsv';

/** What one visit opened: the files, the extraction and where it saves. */
interface Opened {
  files: DigitizerFile[];
  session: EditorSession;
  /** The entry saves go to: the paper's, or a new one when the saved data was too old to load. */
  saveUuid: string;
  /** The document and version the server holds, for restoring recovered edits onto. */
  serverDocument: unknown;
  serverVersion: number;
}

/** A success message to show once the page has loaded again (the training reset reloads). */
const RELOAD_NOTICE_KEY = 'sourcebench.dataEntry.notice';

const noSession = () => () => undefined;
const NO_CONFLICTS: readonly RebaseConflict[] = [];

/** Files of the paper as the editor takes them: inline bytes when the load carried them, else downloaded. */
async function loadFiles(papersApi: PapersClient, paper: PaperDetail): Promise<DigitizerFile[]> {
  return Promise.all(
    paper.fileData.map(async (f) => ({
      id: f.uuid,
      name: f.name,
      type: f.type,
      data: f.data !== undefined ? base64ToBytes(f.data) : (await papersApi.downloadFile(f.uuid)).blob,
    })),
  );
}

const sameOperations = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && JSON.stringify(a) === JSON.stringify(b);

/** Opens `session` where `shown` is: the same file, page, view and graph. */
function showAsIn(session: EditorSession, shown: EditorSession) {
  const { file, page, view, activeAxes, activeDataset } = shown.getSnapshot();
  session.setLocation(file, page);
  session.setView(view);
  session.setActiveAxes(activeAxes);
  session.setActiveDataset(activeDataset);
}

/** The server refuses this user the paper or its entry. */
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** /data-entry/:paperUuid/:sdeUuid and its training twin: the data-entry screen on the server. */
export default function DataEntryRoute({ training = false }: { training?: boolean }) {
  const { paperUuid, sdeUuid } = useParams();
  const navigate = useNavigate();
  const papersApi = usePapersClient();
  const { mutate } = useSWRConfig();
  const basePath = training ? '/data-entry-training' : '/data-entry';
  const dashboard = training ? '/home/training-dashboard' : '/home/dashboard';
  const paper = useDataEntryPaper(papersApi, paperUuid, sdeUuid, training);
  const outbox = useMemo<Outbox>(() => browserOutbox(), []);
  // Axis data types must be tags that exist.
  const tags = useTags({ flat: 'true', omitDeleted: 'true' });
  const valueTagNames = useMemo(() => {
    const names = (tags.data?.tags ?? []).map((t) => t.name);
    return names.length ? [...new Set(names)].sort((a, b) => a.localeCompare(b)) : undefined;
  }, [tags.data]);

  const tagRefs = useMemo(() => (tags.data?.tags.length ? tags.data.tags.map((t) => ({ name: t.name, uuid: t.uuid })) : undefined), [tags.data]);
  const config = useConfig();
  // The groups items are tagged with, each with its tags.
  const groups = useTagGroups({ filteredByLevel: 'true', omitDeleted: 'true' });
  const tagGroups = useMemo<TagGroup[] | undefined>(() => {
    const list = groups.data?.tagGroups;
    if (!Array.isArray(list)) return undefined;
    return list.map((g) => ({ name: g.name, uuid: g.uuid, tags: g.tags.map((t) => ({ name: t.name, uuid: t.uuid })) }));
  }, [groups.data]);

  const [opened, setOpened] = useState<Opened | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  const [recovery, setRecovery] = useState<OutboxRecord | null>(null);
  const [controller, setController] = useState<SaveController | null>(null);
  const [controllerKey, setControllerKey] = useState(0);
  const [saveAfterStart, setSaveAfterStart] = useState(false);
  const [saving, setSaving] = useState(false);
  const [offline, setOffline] = useState(false);
  const [failed, setFailed] = useState(false);
  const [validation, setValidation] = useState<ValidationReport | null>(null);
  const [conflictsAsked, setConflictsAsked] = useState(false);
  const [pending, setPending] = useState<HeaderActionId | undefined>();
  const leaving = useRef(false);
  // Whether the user changed anything: a new entry (or an older document turned into the editor's)
  // has unsaved operations from the start, which the first save sends, but nothing to lose by leaving.
  const [touched, setTouched] = useState(false);
  const touchedRef = useRef(false);
  const markTouched = useCallback(() => {
    touchedRef.current = true;
    setTouched(true);
  }, []);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyPage, setHistoryPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const validationOpen = useRef(false);
  validationOpen.current = validation !== null;

  const editorSession = opened?.session ?? null;
  // Only what the route shows: a point added does not render the whole screen again from here.
  const sessionDirty = useSyncExternalStore(editorSession?.subscribe ?? noSession, () => editorSession?.getSnapshot().dirty ?? false);
  const sessionConflicts = useSyncExternalStore(editorSession?.subscribe ?? noSession, () => editorSession?.getSnapshot().conflicts ?? NO_CONFLICTS);
  const rawViewer = useRawViewerBridge(editorSession, opened?.saveUuid, { paperName: paper.data?.name, fileNames: opened?.files.map((f) => f.name) });

  useEffect(() => {
    const notice = sessionStorage.getItem(RELOAD_NOTICE_KEY);
    if (!notice) return;
    sessionStorage.removeItem(RELOAD_NOTICE_KEY);
    notifySuccess(notice);
  }, []);

  // The server answers with the entry to continue (the user's open one, or a fresh id): the address follows it.
  const detail = paper.data;
  // A training paper opens only in training, where it can neither be marked completed nor counted.
  const trainingPaper = detail && !training && detail.isTraining ? `/data-entry-training/${paperUuid}/${sdeUuid}` : null;
  const redirectTo = trainingPaper ?? (detail && sdeUuid && detail.saveUUID !== sdeUuid ? `${basePath}/${paperUuid}/${detail.saveUUID}` : null);
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  // Open the files and the extraction once the paper is here.
  useEffect(() => {
    if (!detail || redirectTo) return;
    let cancelled = false;
    setOpened(null);
    setOpenError(null);
    (async () => {
      try {
        const files = await loadFiles(papersApi, detail);
        const tooOld = isUnsupportedSave(detail.saveData);
        const saveUuid = tooOld ? crypto.randomUUID() : detail.saveUUID;
        // The session edits its document in place: never the cached answer itself.
        const serverDocument = tooOld ? {} : structuredClone(detail.saveData?.data ?? {});
        const serverVersion = tooOld ? 0 : (detail.saveData?.version ?? 0);
        const session = new EditorSession({ document: structuredClone(serverDocument), version: serverVersion });
        // For bench/dataEntryOpen.ts: how long the load took up to a ready session.
        performance.mark('sourcebench:data-entry-session');
        const kept = tooOld ? undefined : await checkRecovery(outbox, saveUuid);
        // What opening itself makes unsaved (a new entry's project file) is no edit of the user's to offer back.
        const record = kept && !(kept.baseVersion === serverVersion && sameOperations(kept.ops, session.unsavedOperations())) ? kept : undefined;
        if (cancelled) return;
        setUnsupported(tooOld);
        setRecovery(record ?? null);
        setOpened({ files, session, saveUuid, serverDocument, serverVersion });
      } catch (error) {
        if (!cancelled) setOpenError(errorMessage(error));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [detail, redirectTo, outbox, papersApi]);

  // The queues and tables show the entry's state (in progress, completed, gone): leaving, they load again.
  useEffect(() => () => void mutate(isPaperWorkKey), [mutate]);

  const onEvent = useCallback((event: SaveEvent) => {
    switch (event.type) {
      case 'saving':
        setSaving(true);
        return;
      case 'saved':
        setSaving(false);
        // The history lists the new version on top.
        void mutate((key) => Array.isArray(key) && key[0] === 'dataEntryHistory');
        setOffline(false);
        setFailed(false);
        if (event.done) return; // Save & Mark Completed says so itself, then leaves.
        notifications.notify(event.message, { status: 'success', ...(event.trigger === 'manual' ? {} : { timeout: SAVED_NOTIFICATION_MS }) });
        return;
      case 'rebased':
        notifications.notify(event.message, { status: 'info' });
        return;
      case 'conflict':
        setSaving(false);
        setConflictsAsked(true);
        return;
      case 'offline':
        setSaving(false);
        setOffline(true);
        notifications.notify(event.message, { status: 'info' });
        return;
      case 'validation_failed':
        setSaving(false);
        setValidation({ message: event.message, problems: event.problems });
        return;
      case 'error':
        setSaving(false);
        setFailed(true);
        notifications.notify(event.message, { status: 'error' });
        return;
    }
  }, [mutate]);

  // One save controller per open extraction, once any recovered edits are settled.
  useEffect(() => {
    if (!opened || recovery || !paperUuid) return;
    const created = new SaveController({
      session: opened.session,
      client: papersApi,
      sdeUuid: opened.saveUuid,
      paperUuid,
      isTraining: training,
      outbox,
      onEvent,
    });
    created.start();
    setController(created);
    const work = created.unsavedWork();
    const unregister = unsavedWork.register({ isDirty: () => touchedRef.current && work.isDirty(), save: work.save });
    const stopWatching = opened.session.onChange((change) => {
      if (!touchedRef.current && (change.kind === 'edit' || change.kind === 'undo' || change.kind === 'redo')) markTouched();
    });
    const unsubscribe = opened.session.subscribe(unsavedWork.changed);
    return () => {
      created.dispose();
      stopWatching();
      unsubscribe();
      unregister();
      setController(null);
    };
  }, [opened, recovery, paperUuid, training, outbox, onEvent, controllerKey, papersApi, markTouched]);

  useEffect(() => {
    if (!controller || !saveAfterStart) return;
    setSaveAfterStart(false);
    void controller.save();
  }, [controller, saveAfterStart]);

  const leave = useCallback(
    (to: string) => {
      leaving.current = true;
      navigate(to);
    },
    [navigate, mutate],
  );

  // ---- header actions ----

  const run = useCallback(async (id: HeaderActionId, action: () => Promise<void>) => {
    setPending(id);
    try {
      await action();
    } finally {
      setPending(undefined);
    }
  }, []);

  useEffect(() => {
    if (!controller || !opened || !paperUuid) return;
    const saveUuid = opened.saveUuid;
    return pageActions.set({
      pendingAction: pending,
      onSave: () =>
        run('save', async () => {
          const outcome = await controller.save();
          if (outcome === 'clean') notifySuccess('All changes are saved');
        }),
      onSaveAndClose: () =>
        run('save-and-close', async () => {
          const outcome = await controller.save({ exit: true });
          if ((outcome === 'saved' || outcome === 'clean') && !validationOpen.current) leave(dashboard);
        }),
      onMarkCompleted: () =>
        run('mark-completed', async () => {
          const outcome = await controller.save({ done: true });
          if (outcome !== 'saved') return;
          notifySuccess(DATA_ENTRY_MESSAGES.markedDone);
          leave('/home/dashboard');
        }),
      onValidate: () =>
        run('validate', async () => {
          const outcome = await controller.save();
          if (outcome !== 'saved' && outcome !== 'clean') return;
          try {
            const answer = await papersApi.validateDataEntry(saveUuid);
            if (answer.status === 'success' && answer.data.length === 0) notifySuccess(answer.message);
            else setValidation({ message: answer.message, problems: answer.data });
          } catch (error) {
            notifications.notify(DATA_ENTRY_MESSAGES.validateFailed(error instanceof Error ? error.message : String(error)), { status: 'error' });
          }
        }),
      onDiscardData: () =>
        run('discard', async () => {
          controller.dispose();
          try {
            // An entry never saved has nothing on the server to delete: discarding it is done already.
            const message = await papersApi.discardDataEntry(saveUuid).then(
              (answer) => answer.message,
              (error: unknown) => {
                if (error instanceof ApiError && error.status === 404) return PAPER_MESSAGES.dataDiscarded;
                throw error;
              },
            );
            await outbox.clear(saveUuid).catch(() => undefined);
            notifySuccess(message);
            leave('/home/dashboard');
          } catch (error) {
            notifyError(error);
            setControllerKey((k) => k + 1);
          }
        }),
      onResetData: () =>
        run('reset', async () => {
          controller.dispose();
          try {
            const answer = await papersApi.saveDataEntry(saveUuid, { data: null, isReset: true, done: false, paperUUID: paperUuid, dataFormat: 'WPD', isTraining: true });
            await outbox.clear(saveUuid).catch(() => undefined);
            // The page loads again from the server; the message waits for it.
            sessionStorage.setItem(RELOAD_NOTICE_KEY, answer.message);
            leaving.current = true;
            window.location.reload();
          } catch (error) {
            notifyError(error);
            setControllerKey((k) => k + 1);
          }
        }),
    });
  }, [controller, opened, paperUuid, pending, run, leave, dashboard, outbox, papersApi]);

  // ---- leaving with unsaved changes ----

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && touched && !!editorSession?.dirty && userSession.getUser() !== null && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current || !touched || !editorSession?.dirty) return;
      event.preventDefault();
      // Browsers show their own question; the save starts in case the user stays.
      event.returnValue = '';
      void controller?.save();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [editorSession, controller, touched]);

  // ---- recovered edits and conflicts ----

  const restore = async () => {
    if (!opened || !recovery || !sdeUuid) return;
    try {
      const { session } = await openWithRecovered({
        client: papersApi,
        sdeUuid: opened.saveUuid,
        document: structuredClone(opened.serverDocument),
        version: opened.serverVersion,
        record: recovery,
      });
      markTouched();
      setOpened({ ...opened, session });
      if (session.getSnapshot().conflicts.length) setConflictsAsked(true);
      else setSaveAfterStart(true);
      setRecovery(null);
    } catch (error) {
      notifyError(error);
    }
  };

  const discardRecovered = () => {
    if (!opened) return;
    void outbox.clear(opened.saveUuid).catch(() => undefined);
    setRecovery(null);
  };

  const resolveConflicts = (choices: ReadonlyMap<string, ConflictChoice>) => {
    setConflictsAsked(false);
    void controller?.resolveConflicts(choices);
  };

  // ---- history: the saved versions, one viewed read-only, restoring one ----

  const historyUuid = opened && !unsupported ? opened.saveUuid : null;
  const history = useDataEntryHistory(papersApi, historyOpen ? historyUuid : null, historyPage);
  const chosen = useDataEntryVersion(papersApi, historyUuid, viewing);
  // The version viewed opens in a session of its own, where the current page and view are, and is compared with the extraction as it is.
  const viewed = useMemo(() => {
    if (!editorSession || viewing === null || !chosen.data || chosen.data.version !== viewing) return null;
    // The session edits its document in place: it gets a copy, so the fetched version (kept for the
    // next time it is chosen) never changes, even for the moment an edit from a panel lasts.
    const diff = versionDiff(chosen.data.data, editorSession.document);
    const session = new EditorSession({ document: structuredClone(chosen.data.data ?? {}), version: viewing });
    showAsIn(session, editorSession);
    return { session, diff };
  }, [chosen.data, viewing, editorSession]);
  // Editing is off while a version is viewed: the figure's layer takes its input, and any edit made from a panel is taken back.
  useEffect(() => {
    if (!viewed) return;
    return viewed.session.onChange((change) => {
      if (change.kind === 'edit' || change.kind === 'redo') queueMicrotask(() => viewed.session.undo());
    });
  }, [viewed]);
  const viewedPage = useSyncExternalStore(viewed?.session.subscribe ?? noSession, () => {
    const snap = viewed?.session.getSnapshot();
    return snap ? `${snap.file}:${snap.page}` : '';
  });
  const extraLayers = useMemo(() => {
    if (!viewed) return undefined;
    const [file, page] = viewedPage.split(':').map(Number);
    return [versionChangesLayer(versionChangeMarks(viewed.diff.datasets, file ?? 0, page ?? 1))];
  }, [viewed, viewedPage]);
  const changes: VersionChanges | null =
    viewing === null ? null : chosen.error ? { status: 'error', message: errorMessage(chosen.error) } : viewed ? { status: 'ready', diff: viewed.diff } : { status: 'loading' };
  // An extraction never saved has no history yet: the server does not know it.
  const neverSaved = history.error instanceof ApiError && history.error.status === 404;
  const historyStatus: HistoryPanelStatus = isForbidden(history.error) ? 'forbidden' : history.error && !neverSaved ? 'error' : history.data || neverSaved ? 'ready' : 'loading';

  const restoreVersion = async (version: number) => {
    if (!controller || !opened) return;
    const saveUuid = opened.saveUuid;
    setRestoring(true);
    try {
      // Unsaved edits are saved first, so restoring never loses one: they stay in the history.
      const outcome = await controller.save();
      if (outcome !== 'saved' && outcome !== 'clean') throw new Error('Your latest edits could not be saved, so nothing was restored');
      const answer = await papersApi.restoreDataEntryVersion(saveUuid, { version, baseVersion: opened.session.baseVersion });
      const restored = await papersApi.dataEntryVersion(saveUuid, answer.version);
      await outbox.clear(saveUuid).catch(() => undefined);
      const session = new EditorSession({ document: structuredClone(restored.data ?? {}), version: answer.version });
      showAsIn(session, opened.session);
      setViewing(null);
      setHistoryPage(1);
      setOpened({ ...opened, session, serverDocument: restored.data, serverVersion: answer.version });
      void mutate(isHistoryKey(saveUuid));
      notifySuccess(answer.message);
    } catch (error) {
      notifyError(error);
      throw error;
    } finally {
      setRestoring(false);
    }
  };

  const historyPanel = (
    <HistoryPanel
      status={historyStatus}
      error={history.error ? errorMessage(history.error) : null}
      onRetry={() => void history.mutate()}
      versions={history.data?.history.data ?? []}
      total={history.data?.history.meta.total ?? 0}
      page={historyPage}
      pageSize={HISTORY_PAGE_SIZE}
      onPageChange={setHistoryPage}
      currentVersion={history.data?.version ?? editorSession?.baseVersion ?? 0}
      selectedVersion={viewing}
      onSelectVersion={setViewing}
      changes={changes}
      canRestore={!!controller}
      isRestoring={restoring}
      onRestore={restoreVersion}
      onClose={() => {
        setHistoryOpen(false);
        setViewing(null);
      }}
    />
  );

  const recovered: RecoveredEdits | null = recovery
    ? { operations: recovery.ops.length, lastEditedAt: new Date(recovery.updatedAt).toLocaleString('en-GB') }
    : null;
  const dirty = touched && sessionDirty;
  const saveState: SaveState = saving ? 'saving' : offline ? 'offline' : failed && dirty ? 'failed' : dirty ? 'unsaved' : 'saved';
  const status = isForbidden(paper.error) ? 'forbidden' : paper.error || openError ? 'error' : opened && !redirectTo ? 'ready' : 'loading';

  return (
    <DataEntryScreen
      vectorTools
      layout="figure-first"
      status={status}
      error={openError ?? (paper.error ? errorMessage(paper.error) : null)}
      paperName={detail?.name}
      isTraining={training}
      files={opened?.files ?? []}
      session={viewed?.session ?? editorSession}
      valueTagNames={valueTagNames}
      {...(tagGroups ? { tagGroups } : {})}
      {...(tagRefs ? { tags: tagRefs } : {})}
      multipleTagGroups={featureFlagOn(config.data, 'support-tables-with-multiple-tag-groups')}
      updateDataPointsOnBarHeaderEdit={featureFlagOn(config.data, 'update-data-points-on-bar-header-edit')}
      onSaveNow={() => void controller?.save()}
      saveState={saveState}
      validation={validation}
      onValidationClose={() => setValidation(null)}
      isUnsupportedVersion={unsupported}
      onUnsupportedVersionClose={() => setUnsupported(false)}
      recovered={recovered}
      onRestoreRecovered={restore}
      onDiscardRecovered={discardRecovered}
      conflicts={conflictsAsked || sessionConflicts.length > 0 ? sessionConflicts : NO_CONFLICTS}
      onResolveConflicts={resolveConflicts}
      onViewCurrentData={rawViewer.open}
      onDownload={saveFile}
      onHistoryToggle={
        historyUuid
          ? () => {
              if (historyOpen) setViewing(null);
              setHistoryOpen(!historyOpen);
            }
          : undefined
      }
      isHistoryOpen={historyOpen}
      history={historyPanel}
      viewingVersion={viewed ? viewing : null}
      onBackToCurrent={() => setViewing(null)}
      {...(extraLayers ? { extraLayers } : {})}
      versionChanges={viewed?.diff.datasets ?? null}
      onDownloadSurvivalIpd={({ graphName, arms }) => {
        const { blob, fileName } = survivalIpdFile(detail?.name, graphName, arms);
        saveFile(blob, fileName);
      }}
      rawDataViewer={rawViewer.dialog}
      focusRequest={rawViewer.focus}
      onViewCurrentFile={(fileId, page) => window.open(`/file-viewer/${encodeURIComponent(fileId)}?page=${page}`, '_blank', 'noopener')}
      onRetry={() => {
        setOpenError(null);
        void paper.mutate();
      }}
      isLeaveRequested={blocker.state === 'blocked'}
      onLeave={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
      onStay={() => {
        blocker.reset?.();
        void controller?.save();
      }}
    />
  );
}
