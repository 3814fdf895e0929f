import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../api/client';
import type { PaperDetail, QcRecord } from '../../api/papers';
import type { DigitizerFile } from '../../editor/pages/pageSource';
import { loadAnyProject, saveProject } from '../../editor/core/project';
import { QualityControlScreen } from '../../screens/QualityControl/QualityControlScreen';
import type { Project } from '../../editor/core/model/types';
import type { QcResolution, QcTreeState } from '../../screens/QualityControl/qcTypes';
import type { ReconciledSaveState } from '../../screens/QualityControl/ReconciledAction';
import type { HeaderActionId } from '../../screens/Shell/headerActions';
import { base64ToBytes } from '../data/dataEntry';
import { useCompletedExtractions, useQcPaper, type CompletedExtraction } from '../data/qualityControl';
import { useIsAdmin, usePermissionMap } from '../data/resources';
import { errorMessage, notifyError, notifySuccess } from '../notify';
import { isPaperWorkKey, usePapersClient } from '../papers/papersApi';
import { compareExtractions, DEFAULT_TOLERANCE, resolvedValue, type ComparedExtraction } from '../qualityControl/dualExtraction';
import { reconciledMarkOf, reconcileProject, valuesLeftToSettle } from '../qualityControl/reconcile';
import { buildQcTree, toDactylTree } from '../qualityControl/extractionTree';
import { dropIntoTree, initialTreeState, readingOrder, restoreAll, restoreNode, trashNode } from '../qualityControl/qcEdits';
import { viewOf } from '../qualityControl/view';
import { useQcHistory } from './qcHistory';
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
  project: Project;
  initial: QcTreeState;
}

interface SavedReview {
  state: QcTreeState;
  resolutions: Record<string, QcResolution>;
  /** The extractions it was compared with; null when the record does not say. */
  comparedWith: string[] | null;
  tolerance: number | null;
  /** The reconciled extraction saved from this review, if any. */
  reconciledUuid: string | null;
}

type SavedResolution = QcResolution | { kind: 'a' } | { kind: 'b' };

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * What an earlier save of this reviewer left for the same extraction, if any. Records written
 * when quality control compared two extractions only ('comparedWith' one uuid, decisions 'a' and
 * 'b') read as a comparison with that one reader.
 */
function savedReview(qc: QcRecord | null | undefined, extractionUuid: string): SavedReview | null {
  const entry = qc?.entryData?.data as
    | { extractionUuid?: string; roots?: QcTreeState['roots']; moved?: QcTreeState['moved']; comparedWith?: unknown; tolerance?: unknown; reconciledUuid?: unknown; resolutions?: Record<string, { resolution: SavedResolution }> }
    | undefined;
  if (!qc || Number(qc.entryData?.version) !== QC_RECORD_VERSION || entry?.extractionUuid !== extractionUuid || !Array.isArray(entry.roots)) return null;
  const trash = Array.isArray(qc.trashData?.data) ? (qc.trashData!.data as QcTreeState['trash']) : [];
  const compared = entry.comparedWith;
  const comparedWith = Array.isArray(compared) ? compared.filter((u): u is string => typeof u === 'string') : typeof compared === 'string' ? [compared] : null;
  const resolutions: Record<string, QcResolution> = {};
  for (const [id, { resolution }] of Object.entries(entry.resolutions ?? {})) {
    if (resolution.kind === 'a') resolutions[id] = { kind: 'keep', reader: extractionUuid };
    else if (resolution.kind === 'b') {
      if (typeof compared === 'string') resolutions[id] = { kind: 'keep', reader: compared };
    } else resolutions[id] = resolution;
  }
  const tolerance = typeof entry.tolerance === 'number' && entry.tolerance >= 0 ? entry.tolerance : null;
  const reconciledUuid = typeof entry.reconciledUuid === 'string' ? entry.reconciledUuid : null;
  return { state: { roots: entry.roots, trash, moved: entry.moved ?? [] }, resolutions, comparedWith, tolerance, reconciledUuid };
}

/** An extraction's document read as a project, or why it cannot be. */
function readProject(extraction: CompletedExtraction): { project: Project } | { error: string } {
  try {
    return { project: loadAnyProject(extraction.document) };
  } catch (error) {
    return { error: `The extraction by ${extraction.email} could not be read: ${errorMessage(error)}` };
  }
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
  const [comparedWith, setComparedWith] = useState<string[]>([]);
  const [tolerance, setTolerance] = useState(DEFAULT_TOLERANCE);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<HeaderActionId | undefined>();
  const [reviewFiles, setReviewFiles] = useState<DigitizerFile[] | null>(null);
  const recordUuid = useRef<string | null>(null);
  // The reconciled extraction of this review and the version saved last: a later save is its next version.
  const reconciledRef = useRef<{ uuid: string; version: number } | null>(null);
  const [reconciledState, setReconciledState] = useState<{ state: ReconciledSaveState; error?: string; version?: number; unplaced?: string[] }>({ state: 'idle' });
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
        // A reconciled extraction is reviewed only when asked for by address.
        const reviewed = list.find((e) => e.uuid === sdeUuid) ?? list.find((e) => !e.isReconciled) ?? list[0];
        if (cancelled) return;
        if (!reviewed) {
          setReview(null);
          setState(null);
          setReviewFiles(files);
          return;
        }
        const project = loadAnyProject(reviewed.document);
        const initial = initialTreeState([buildQcTree(project, { uuid: reviewed.uuid, label: `Extraction by ${reviewed.email}` })]);
        const saved = savedReview(detail.qcData, reviewed.uuid);
        // At first the newest other extraction, or those the saved review was compared with.
        const others = list.filter((e) => e.uuid !== reviewed.uuid);
        // Reconciled extractions are not offered for comparison at first: they repeat what they settle.
        const chosen = saved?.comparedWith ? others.map((e) => e.uuid).filter((u) => saved.comparedWith!.includes(u)) : others.filter((e) => !e.isReconciled).slice(0, 1).map((e) => e.uuid);
        recordUuid.current = detail.qcData?.uuid ?? null;
        const reconciled =
          list.find((e) => e.uuid === saved?.reconciledUuid) ??
          list.find((e) => e.isReconciled && reconciledMarkOf(e.document)?.from[0] === reviewed.uuid && reconciledMarkOf(e.document)?.by === userSession.getUser()?.email);
        const reconciledVersion = reconciled ? (detail.dataEntries.find((e) => e.uuid === reconciled.uuid)?.version ?? reconciled.version) : null;
        reconciledRef.current = reconciled && reconciledVersion !== null ? { uuid: reconciled.uuid, version: reconciledVersion } : null;
        setReconciledState({ state: 'idle', ...(reconciledRef.current ? { version: reconciledRef.current.version } : {}) });
        setReview({ files, extraction: reviewed, project, initial });
        setState(saved?.state ?? initial);
        setResolutions(saved?.resolutions ?? {});
        setComparedWith(chosen);
        setTolerance(saved?.tolerance ?? DEFAULT_TOLERANCE);
        setDirty(false);
      } catch (error) {
        if (!cancelled) setOpenError(errorMessage(error));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [paper.data, extractions.data, sdeUuid, papersApi]);
  // Documents are read once; choosing readers or the tolerance only compares again.
  const projects = useMemo(() => new Map((extractions.data ?? []).map((e) => [e.uuid, readProject(e)])), [extractions.data]);
  const compared = useMemo(() => {
    if (!review || !extractions.data) return { comparison: null, error: null, compared: [] };
    const chosen = extractions.data.filter((e) => e.uuid !== review.extraction.uuid && comparedWith.includes(e.uuid));
    if (!chosen.length) return { comparison: null, error: null, compared: [] };
    const readers: ComparedExtraction[] = [];
    for (const e of chosen) {
      const read = projects.get(e.uuid);
      if (!read || 'error' in read) return { comparison: null, error: read?.error ?? null, compared: [] };
      readers.push({ uuid: e.uuid, email: e.email, completedAt: e.completedAt, project: read.project });
    }
    const { uuid, email, completedAt } = review.extraction;
    const all = [{ uuid, email, completedAt, project: review.project }, ...readers];
    return { comparison: compareExtractions(all, { tolerance }), error: null, compared: all };
  }, [review, extractions.data, comparedWith, projects, tolerance]);
  const comparison = compared.comparison;

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
      const rows = new Map(comparison?.rows.map((r) => [r.id, r]) ?? []);
      const body = {
        dactylTree: { version: QC_RECORD_VERSION, data: toDactylTree(state.roots[0]!) },
        entryData: {
          version: QC_RECORD_VERSION,
          data: {
            extractionUuid: review.extraction.uuid,
            // What the reviewer chose, even while one of them cannot be read.
            comparedWith,
            tolerance,
            reconciledUuid: reconciledRef.current?.uuid ?? null,
            agreement: comparison?.figures ?? null,
            roots: state.roots,
            moved: state.moved,
            resolutions: Object.fromEntries(
              Object.entries(resolutions).map(([id, resolution]) => {
                const row = rows.get(id);
                const readings = comparison && row ? Object.fromEntries(comparison.readers.map((r, i) => [r.uuid, row.readings[i]?.value ?? null])) : null;
                return [id, { resolution, value: comparison && row ? resolvedValue(comparison, row, resolution) : null, readings }];
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
    [review, state, resolutions, comparison, comparedWith, tolerance, paperUuid, papersApi],
  );

  /** Saves the settled values as the reconciled extraction (new the first time, a new version after), then the QC record naming it. */
  const saveReconciled = useCallback(async () => {
    const reviewer = userSession.getUser()?.email;
    if (!comparison || !paperUuid || !reviewer) return;
    setReconciledState((s) => ({ ...s, state: 'saving' }));
    try {
      const result = reconcileProject(compared.compared, comparison, resolutions, { by: reviewer, at: new Date().toISOString() });
      const target = reconciledRef.current ?? { uuid: crypto.randomUUID(), version: 0 };
      const answer = await papersApi.saveDataEntry(target.uuid, {
        data: saveProject(result.project) as unknown as Record<string, unknown>,
        baseVersion: target.version,
        done: true,
        paperUUID: paperUuid,
        dataFormat: 'WPD',
      });
      reconciledRef.current = { uuid: target.uuid, version: answer.version };
      // The QC record names the reconciled extraction, so saving again updates it.
      if (!(await save())) throw new Error('The reconciled extraction was saved, but the review could not be: save it again.');
      setReconciledState({ state: 'saved', version: answer.version, unplaced: result.unplaced });
    } catch (error) {
      setReconciledState((s) => ({ ...s, state: 'error', error: errorMessage(error) }));
    }
  }, [comparison, compared.compared, resolutions, paperUuid, papersApi, save]);

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
  // Restoring stays with who may save the extraction: its owner or an administrator.
  const isAdmin = useIsAdmin(user?.uuid ?? null).data === true;
  const reviewedOwner = review ? paper.data?.dataEntries.find((e) => e.uuid === review.extraction.uuid)?.user.uuid : undefined;
  const history = useQcHistory({
    papersApi,
    sdeUuid: review?.extraction.uuid ?? null,
    currentDocument: review?.extraction.document,
    canRestore: !!review && (isAdmin || (!!user && reviewedOwner === user.uuid)),
    onRestored: () => void paper.mutate(),
  });
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
      extractions={(extractions.data ?? []).map(({ uuid, email, completedAt, isReconciled }) => ({ uuid, email, completedAt, ...(isReconciled ? { isReconciled } : {}) }))}
      {...(review ? { reviewedUuid: review.extraction.uuid } : {})}
      comparedWith={comparedWith}
      onComparedWithChange={(uuids) => {
        setComparedWith(uuids);
        setDirty(true);
      }}
      comparison={comparison}
      comparisonError={compared.error}
      onToleranceChange={(next) => {
        setTolerance(next);
        setDirty(true);
      }}
      resolutions={resolutions}
      {...(comparison
        ? {
            reconciled: {
              valuesLeft: valuesLeftToSettle(comparison, resolutions),
              state: reconciledState.state,
              error: reconciledState.error ?? null,
              savedVersion: reconciledState.version ?? null,
              unplaced: reconciledState.unplaced ?? [],
              onSave: () => void saveReconciled(),
            },
          }
        : {})}
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
      onHistoryToggle={history.toggle}
      isHistoryOpen={history.isOpen}
      history={history.panel}
    />
  );
}
