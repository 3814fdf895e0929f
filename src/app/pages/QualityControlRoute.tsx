import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../api/client';
import type { PaperDetail, QcRecord } from '../../api/papers';
import type { DigitizerFile } from '../../editor/pages/pageSource';
import { loadAnyProject } from '../../editor/core/project';
import { QualityControlScreen } from '../../screens/QualityControl/QualityControlScreen';
import type { QcComparison, QcResolution, QcTreeState } from '../../screens/QualityControl/qcTypes';
import type { HeaderActionId } from '../../screens/Shell/headerActions';
import { base64ToBytes } from '../data/dataEntry';
import { useCompletedExtractions, useQcPaper, type CompletedExtraction } from '../data/qualityControl';
import { usePermissionMap } from '../data/resources';
import { errorMessage, notifyError, notifySuccess } from '../notify';
import { isPaperWorkKey, usePapersClient } from '../papers/papersApi';
import { compareExtractions, resolvedValue } from '../qualityControl/dualExtraction';
import { buildQcTree, toDactylTree } from '../qualityControl/extractionTree';
import { dropIntoTree, initialTreeState, readingOrder, restoreAll, restoreNode, trashNode } from '../qualityControl/qcEdits';
import { viewOf } from '../qualityControl/view';
import { pageActions } from '../session/pageActions';
import { session as userSession } from '../session/sessionStore';
import { unsavedWork } from '../session/unsavedWork';
import { workSelection } from '../session/workSelection';

/** The version of what the screen writes into the QC record's entry_data, trash_data and initial_entry_data. */
export const QC_RECORD_VERSION = 1;
const DASHBOARD = '/home/dashboard';

interface Review {
  files: DigitizerFile[];
  extraction: CompletedExtraction;
  initial: QcTreeState;
  comparison: QcComparison | null;
}

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** What an earlier save of this reviewer left for the same extraction, if any. */
function savedReview(qc: QcRecord | null | undefined, extractionUuid: string): { state: QcTreeState; resolutions: Record<string, QcResolution> } | null {
  const entry = qc?.entryData?.data as { extractionUuid?: string; roots?: QcTreeState['roots']; moved?: QcTreeState['moved']; resolutions?: Record<string, { resolution: QcResolution }> } | undefined;
  if (!qc || Number(qc.entryData?.version) !== QC_RECORD_VERSION || entry?.extractionUuid !== extractionUuid || !Array.isArray(entry.roots)) return null;
  const trash = Array.isArray(qc.trashData?.data) ? (qc.trashData!.data as QcTreeState['trash']) : [];
  const resolutions = Object.fromEntries(Object.entries(entry.resolutions ?? {}).map(([id, r]) => [id, r.resolution]));
  return { state: { roots: entry.roots, trash, moved: entry.moved ?? [] }, resolutions };
}

async function filesOf(paper: PaperDetail, download: (uuid: string) => Promise<{ blob: Blob }>): Promise<DigitizerFile[]> {
  return Promise.all(
    paper.fileData.map(async (f) => ({ id: f.uuid, name: f.name, type: f.type, data: f.data !== undefined ? base64ToBytes(f.data) : (await download(f.uuid)).blob })),
  );
}

/**
 * /quality-control: the paper and extraction picked on the Quality Control dashboard (the work
 * selection; ?paperUuid= and ?sdeUuid= when opened by address), reviewed and saved as a QC record.
 */
export default function QualityControlRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const papersApi = usePapersClient();
  const { mutate } = useSWRConfig();
  const user = useSyncExternalStore(userSession.subscribe, userSession.getUser);
  const selection = useSyncExternalStore(workSelection.subscribe, () => workSelection.get(user?.uuid));
  const paperUuid = params.get('paperUuid') ?? selection?.paperUuid ?? null;
  const sdeUuid = params.get('sdeUuid') ?? (params.get('paperUuid') ? null : (selection?.sdeUuid ?? null));

  // Only reviewers work here: the server refuses anyone else's QC record, so the screen is not offered to them.
  const permissions = usePermissionMap(user?.uuid ?? null);
  const allowed = permissions.data ? permissions.data.quality_control === true : undefined;
  const paper = useQcPaper(papersApi, allowed ? paperUuid : null, sdeUuid);
  const extractions = useCompletedExtractions(papersApi, paper.data);
  const [review, setReview] = useState<Review | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [state, setState] = useState<QcTreeState | null>(null);
  const [resolutions, setResolutions] = useState<Record<string, QcResolution>>({});
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<HeaderActionId | undefined>();
  const [reviewFiles, setReviewFiles] = useState<DigitizerFile[] | null>(null);
  const recordUuid = useRef<string | null>(null);
  const leaving = useRef(false);

  // Open the files and the extractions once they are here.
  useEffect(() => {
    const detail = paper.data;
    const list = extractions.data;
    if (!detail || !list) return;
    let cancelled = false;
    (async () => {
      try {
        const files = await filesOf(detail, (uuid) => papersApi.downloadFile(uuid));
        const reviewed = list.find((e) => e.uuid === sdeUuid) ?? list[0];
        if (cancelled) return;
        if (!reviewed) {
          setReview(null);
          setState(null);
          setReviewFiles(files);
          return;
        }
        const project = loadAnyProject(reviewed.document);
        const initial = initialTreeState([buildQcTree(project, { uuid: reviewed.uuid, label: `Extraction by ${reviewed.email}` })]);
        const other = list.find((e) => e.uuid !== reviewed.uuid);
        const comparison = other
          ? compareExtractions({ uuid: reviewed.uuid, email: reviewed.email, project }, { uuid: other.uuid, email: other.email, project: loadAnyProject(other.document) })
          : null;
        const saved = savedReview(detail.qcData, reviewed.uuid);
        recordUuid.current = detail.qcData?.uuid ?? null;
        setReview({ files, extraction: reviewed, initial, comparison });
        setState(saved?.state ?? initial);
        setResolutions(saved?.resolutions ?? {});
        setDirty(false);
      } catch (error) {
        if (!cancelled) setOpenError(errorMessage(error));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [paper.data, extractions.data, sdeUuid, papersApi]);
  // The dashboards show the QC state: leaving, they load again.
  useEffect(() => () => void mutate(isPaperWorkKey), [mutate]);

  const edit = useCallback((change: (s: QcTreeState) => QcTreeState) => {
    setState((s) => {
      if (!s) return s;
      const next = change(s);
      if (next !== s) setDirty(true);
      return next;
    });
  }, []);

  const save = useCallback(
    async (flags: { done?: boolean; exit?: boolean } = {}): Promise<boolean> => {
      if (!review || !state || !paperUuid) return false;
      const rows = new Map(review.comparison?.rows.map((r) => [r.id, r]) ?? []);
      const body = {
        dactylTree: { version: QC_RECORD_VERSION, data: toDactylTree(state.roots[0]!) },
        entryData: {
          version: QC_RECORD_VERSION,
          data: {
            extractionUuid: review.extraction.uuid,
            comparedWith: review.comparison?.b.uuid ?? null,
            agreement: review.comparison?.figures ?? null,
            roots: state.roots,
            moved: state.moved,
            resolutions: Object.fromEntries(
              Object.entries(resolutions).map(([id, resolution]) => {
                const row = rows.get(id);
                return [id, { resolution, value: row ? resolvedValue(row, resolution) : null, a: row?.a?.value ?? null, b: row?.b?.value ?? null }];
              }),
            ),
          },
        },
        initialEntryData: { version: QC_RECORD_VERSION, data: { extractionUuid: review.extraction.uuid, roots: review.initial.roots } },
        trashData: { version: QC_RECORD_VERSION, data: state.trash },
        done: flags.done ?? false,
        ...(flags.exit ? { exit: true } : {}),
      };
      setSaving(true);
      try {
        const answer = recordUuid.current
          ? await papersApi.updateQualityControl(recordUuid.current, body)
          : await papersApi.createQualityControl({ ...body, paperId: paperUuid });
        recordUuid.current = answer.uuid;
        setDirty(false);
        notifySuccess(answer.message);
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [review, state, resolutions, paperUuid, papersApi],
  );

  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    if (!review) return;
    const unregister = unsavedWork.register({ isDirty: () => dirtyRef.current, save: async () => void (await save()) });
    return unregister;
  }, [review, save]);
  useEffect(() => unsavedWork.changed(), [dirty]);

  const leave = useCallback(() => {
    leaving.current = true;
    navigate(DASHBOARD);
  }, [navigate]);

  useEffect(() => {
    if (!review) return;
    const run = (id: HeaderActionId, flags: { done?: boolean; exit?: boolean }) => async () => {
      setPending(id);
      try {
        if ((await save(flags)) && (flags.done || flags.exit)) leave();
      } finally {
        setPending(undefined);
      }
    };
    return pageActions.set({
      pendingAction: pending,
      onSave: run('save', {}),
      onSaveAndClose: run('save-and-close', { exit: true }),
      onMarkCompleted: run('mark-completed', { done: true }),
    });
  }, [review, pending, save, leave]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => !leaving.current && dirty && userSession.getUser() !== null && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current || !dirty) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const roots = useMemo(() => (state ? viewOf(state) : null), [state]);
  const order = useMemo(() => (review ? readingOrder(review.initial.roots) : undefined), [review]);
  const loadError = (allowed === undefined ? permissions.error : undefined) ?? paper.error ?? extractions.error;
  const status =
    allowed === false || isForbidden(loadError)
      ? 'forbidden'
      : !paperUuid
        ? 'no-paper'
        : loadError || openError
          ? 'error'
          : (review && state) || reviewFiles
            ? 'ready'
            : 'loading';
  const retry = () => void (allowed === undefined ? permissions.mutate() : paper.error ? paper.mutate() : extractions.mutate());

  return (
    <QualityControlScreen
      status={status}
      error={openError ?? (loadError ? errorMessage(loadError) : null)}
      {...(loadError ? { onRetry: retry } : {})}
      paperName={paper.data?.name}
      files={review?.files ?? reviewFiles ?? []}
      roots={roots}
      trash={state?.trash ?? []}
      comparison={review?.comparison ?? null}
      resolutions={resolutions}
      isDirty={dirty}
      isSaving={saving}
      onTrash={(id) => edit((s) => trashNode(s, id))}
      onRestore={(id) => edit((s) => restoreNode(s, id, order))}
      onRestoreAll={() => edit((s) => restoreAll(s, order))}
      onDrop={(id, parentId) => edit((s) => dropIntoTree(s, id, parentId, order))}
      onResolve={(rowId, resolution) => {
        setResolutions((r) => ({ ...r, [rowId]: resolution }));
        setDirty(true);
      }}
      isLeaveRequested={blocker.state === 'blocked'}
      onLeave={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
      onStay={() => {
        blocker.reset?.();
        void save();
      }}
    />
  );
}
