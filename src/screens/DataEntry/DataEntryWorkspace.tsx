import { Suspense, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { ChevronLeft, ChevronRight, PanelLeftClose, PanelRightClose, RotateCcw, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import type { DigitizerFile, Rotation, Vec } from '../../editor/Digitizer';
import { GRAPH_KIND_INFO, isGraphKind, type GraphKind } from '../../editor/core/axesKinds';
import { AxesCalibrationDialog } from '../../editor/panels/calibration/AxesCalibrationDialog';
import { NewGraphMenu } from './NewGraphMenu';
import type { Axes, DataPoint, Dataset, PageData, PixelRect, TagGroup, TagRef } from '../../editor/core/model/types';
import type { Command } from '../../editor/core/undo';
import { AddDatasetDialog, type AddDatasetMode } from '../../editor/panels/datasets/AddDatasetDialog';
import { rowsOfDatasets } from '../../editor/panels/datasets/datasetRows';
import { findPage } from '../../editor/engine/projectAdapter';
import { textSelectionsLayer, type EngineLayer } from '../../editor/engine/layers';
import type { ToolName } from '../../editor/engine/tools/types';
import { pageWidthView, rotateBy, zoomIn, zoomOut } from '../../editor/engine/viewTransform';
import { AxesLabelDialog, DEFAULT_VALUE_TAGS } from '../../editor/panels/AxesLabelDialog';
import { BarCalibrationDialog, calibrationValuesOf, XYCalibrationDialog } from '../../editor/panels/CalibrationDialogs';
import { EditGraphSidebar } from '../../editor/panels/EditGraphSidebar';
import {
  addTextItem,
  applyDatasetRows,
  axesValuesAt,
  deleteAxes,
  newTextItem,
  pointMetadataFor,
  shallowEqual,
  useSessionSelector,
  useSessionUndoKeys,
  withPreviousTags,
  type EditorSession,
  type EditorSnapshot,
  type EditorView,
} from '../../editor/session';
import { Button, IconButton, Spinner, ToggleButton, Toolbar, ToolbarGroup, ToolbarSeparator } from '../../ui';
import { datasetLabel as datasetLabelOf, tagLookup, type WorkspaceAxes, type WorkspaceText } from './dataEntryRules';
import { AutoExtractHost } from './AutoExtractHost';
import { FilePageSelector } from './FilePageSelector';
import { barPointMetadata, useBarGraphHost } from './BarGraphHost';
import { usePointGroupsHost } from './PointGroupsHost';
import { useMeasurementsHost } from './MeasurementsHost';
import { type MetadataTarget } from './MetadataHost';
import { MetadataSlot, SlotTaggingToolbar } from './MetadataSlot';
import { useTableHost } from './TableHost';
import { StudyTreeSection } from './StudyTreeSection';
import { afterNextFrame } from '../../ui/utils/afterNextFrame';
import { SideColumn, useSideColumn } from './SideColumn';
import { HistoryButtons, SelectedPointButton, SessionValuesTable, SessionWorkspaceTree } from './SessionViews';
import { isSurvivalGraph } from '../../editor/core/survival';
import { useVectorHost } from './VectorHost';
import { useSurvivalHost, type SurvivalIpdDownload } from './SurvivalHost';
import { isDialogFlow, useWorkspaceState, WorkspaceStore, type WorkspaceState } from './workspaceStore';
import {
  CanvasToggles,
  ClearConfirmations,
  DeleteConfirmation,
  DeleteTextConfirmation,
  InvalidFileAlert,
  RenameDialogs,
  SelectedTextNote,
  TableErrorAlert,
  WorkspaceDigitizer,
  WorkspaceFocusReturn,
} from './WorkspaceStoreViews';
import * as styles from './DataEntry.css';
import { ReadOnlyRegion } from './ReadOnlyRegion';

// The canvas brings Paper.js: loaded with the workspace, not with the screens' entry point.

type Kind = GraphKind;

/** A place to show: a file, a page and optionally a point to select and centre. */
export interface WorkspaceFocus {
  file: number;
  page: number;
  at?: Vec;
  point?: { axesName: string; datasetName: string; index: number };
  /** Changes on every request, so the same place can be asked for twice. */
  nonce: number;
}

export interface DataEntryWorkspaceProps {
  session: EditorSession;
  /** Layers over all of the workspace's own, such as the changes of a version viewed from the history. */
  extraLayers?: readonly EngineLayer[];
  files: readonly DigitizerFile[];
  /** Value tags offered as axis data types. */
  valueTagNames?: readonly string[];
  /** The tag groups (with their tags) items are tagged with. */
  tagGroups?: readonly TagGroup[];
  /** Every tag, where axis data types outside the tag groups find their uuids. */
  tags?: readonly TagRef[];
  /** Makes the uuids of new items. @default crypto.randomUUID */
  newUuid?: () => string;
  /** The support-tables-with-multiple-tag-groups flag. */
  multipleTagGroups?: boolean;
  /** Save now (deleting a study branch with data saves right away). */
  onSaveNow?: () => void;
  /** @default 'fit' */
  initialZoom?: number | 'fit';
  /**
   * How the workspace opens while this browser remembers no choice of the user's. 'columns': the tree and
   * the sidebar shown. 'figure-first' (the app's data-entry and training pages): the figure gets the
   * window: the sidebar starts on its rail and shows itself while a graph, a table or a flow needs it,
   * the tree starts on its rail on windows under 1600 px, the tagging strip starts slim, and a portrait
   * page opens at its width, top first, as a PDF reader opens it. @default 'columns'
   */
  layout?: WorkspaceLayout;
  /** Snapping, series picking and calibration from the axes on pages drawn as vectors. @default false */
  vectorTools?: boolean;
  /** Go there (validation problems). */
  focus?: WorkspaceFocus | null;
  /** The bottom-centre toolbar area, filled by the tagging tools. */
  toolbar?: ReactNode;
  /** Floats over the canvas' bottom-right corner. */
  floating?: ReactNode;
  /** The save state shown at the end of the top bar. */
  status?: ReactNode;
  /** The page count of the current file became known. */
  onPageCount?: (file: number, pageCount: number) => void;
  /** The update-data-points-on-bar-header-edit flag: header edits rewrite the header tags of a bar graph's points. @default false */
  updateDataPointsOnBarHeaderEdit?: boolean;
  /** Save a survival graph's reconstructed patient data; the survival panel offers the download when given. */
  onDownloadSurvivalIpd?: (download: SurvivalIpdDownload) => void;
  /** Why nothing can be edited now (an earlier version is viewed): the edit tools are disabled and the panels inert. @default null */
  readOnlyReason?: string | null;
}

export type WorkspaceLayout = 'columns' | 'figure-first';

/** Windows at least this wide open figure-first with the tree shown. */
const TREE_SHOWN_FROM_WIDTH = 1600;
/** The tagging strip's first height, in px (then as the user drags it). */
const STRIP_HEIGHT: Record<WorkspaceLayout, number> = { columns: 176, 'figure-first': 112 };

const ACQUIRE_TOOLS: { tool: ToolName; label: string }[] = [
  { tool: 'addPoints', label: 'Add points' },
  { tool: 'adjustPoints', label: 'Adjust points' },
  { tool: 'deletePoints', label: 'Delete points' },
  { tool: 'selectText', label: 'Select text' },
];

const kindOf = (a: Pick<Axes, 'type'> | null | undefined): Kind => (a && isGraphKind(a.type) ? a.type : 'xy');

/** The view the canvas publishes on its surface (zoom and centre resolved from 'fit'), and where the surface is. */
function surfaceViewOf(container: HTMLElement | null): { rect: DOMRect; zoom: number; rotation: number; center: Vec } | null {
  const surface = container?.querySelector<HTMLElement>('[data-digitizer-surface]');
  const ds = surface?.dataset;
  if (!surface || !ds?.zoom) return null;
  return { rect: surface.getBoundingClientRect(), zoom: Number(ds.zoom), rotation: Number(ds.rotation), center: { x: Number(ds.centerX), y: Number(ds.centerY) } };
}

/** Where an image point is on screen, from the view the canvas publishes on its surface. */
function clientOfImagePoint(container: HTMLElement | null, p: { x: number; y: number }): { x: number; y: number } | null {
  const view = surfaceViewOf(container);
  if (!view) return null;
  const { rect: r, zoom: z } = view;
  const rad = (view.rotation * Math.PI) / 180;
  const dx = p.x - view.center.x;
  const dy = p.y - view.center.y;
  return { x: r.left + r.width / 2 + z * (Math.cos(rad) * dx - Math.sin(rad) * dy), y: r.top + r.height / 2 + z * (Math.sin(rad) * dx + Math.cos(rad) * dy) };
}

/** The middle of an element on screen: where a dialog about something off the canvas opens. */
function middleOf(element: HTMLElement | null): { x: number; y: number } {
  const r = element?.getBoundingClientRect();
  return r ? { x: r.left + r.width / 2, y: r.top + r.height / 3 } : { x: 200, y: 200 };
}

/**
 * The editor workspace on an EditorSession: the tree on the left, the canvas with its tools in
 * the middle, the sidebar on the right, resizable. Every edit goes through the session, so undo
 * and redo follow the file and page shown and the unsaved operations are what a save sends.
 */
const randomUuid = () => crypto.randomUUID();
const NO_TAG_GROUPS: readonly TagGroup[] = [];

/** What the workspace lays out; a point added, moved or retagged on a plain graph changes none of it. */
const selectWorkspace = ({ document, structureRevision, file, page, tool, flow, activeAxes, activeDataset }: EditorSnapshot) => ({
  document,
  structureRevision,
  file,
  page,
  tool,
  flow,
  activeAxes,
  activeDataset,
});

/** What the workspace lays out from its own store; dialogs, toggles and the selected text are read by the parts that show them. */
const selectLayout = ({ pending, proposal, newAxes, pageCounts, autoLayer }: WorkspaceState) => ({ pending, proposal, newAxes, pageCounts, autoLayer });

const NO_LAYERS: readonly EngineLayer[] = [];

export function DataEntryWorkspace({
  session,
  files,
  valueTagNames,
  tagGroups = NO_TAG_GROUPS,
  tags,
  newUuid = randomUuid,
  multipleTagGroups = false,
  onSaveNow,
  initialZoom = 'fit',
  layout = 'columns',
  vectorTools = false,
  focus,
  toolbar,
  floating,
  status,
  onPageCount,
  updateDataPointsOnBarHeaderEdit = false,
  onDownloadSurvivalIpd,
  extraLayers = NO_LAYERS,
  readOnlyReason = null,
}: DataEntryWorkspaceProps) {
  const readOnly = readOnlyReason !== null;
  // The structure the workspace lays out (graphs, datasets, flows, tools): points, the selection
  // and the view are followed by the parts that show them (SessionViews), so a click on the figure
  // or a pan step does not render the whole workspace.
  const snap = useSessionSelector(session, selectWorkspace, shallowEqual);
  const { document, file, page, tool, flow } = snap;
  const setView = useCallback((change: Partial<EditorView>) => session.setView(change), [session]);
  const setRotation = (turn: (r: Rotation) => Rotation) => session.setView({ rotation: turn(session.getSnapshot().view.rotation) });
  useEffect(() => {
    if (initialZoom !== 'fit' && session.getSnapshot().view.zoom === 'fit') session.setView({ zoom: initialZoom });
    // Only the first view: later changes come from the user.
  }, [session]); // eslint-disable-line react-hooks/exhaustive-deps
  const columnsLayout = useDefaultLayout({ id: 'sourcebench-data-entry-columns', onlySaveAfterUserInteractions: true });
  const centreLayout = useDefaultLayout({ id: 'sourcebench-data-entry-centre', onlySaveAfterUserInteractions: true });
  // The tree and the sidebar columns can be hidden down to a rail, giving the figure their width.
  const figureFirst = layout === 'figure-first';
  const treeColumn = useSideColumn('tree', { width: 200, hiddenByDefault: figureFirst && window.innerWidth < TREE_SHOWN_FROM_WIDTH });
  const sidebarColumn = useSideColumn('sidebar', { width: 230, hiddenByDefault: figureFirst });
  // The workspace's dialogs, calibration clicks, half-made graph and canvas toggles live in a store
  // beside the session (workspaceStore.ts), as does the open metadata dialog: a dialog opening and
  // closing renders the dialog, not the workspace. A new session starts a new store.
  const store = useMemo(() => new WorkspaceStore(session), [session]);
  // The slice also holds the new graph and the proposal, which the render reads through the store's rules.
  const { pending, pageCounts, autoLayer } = useWorkspaceState(store, selectLayout, shallowEqual);
  const metadataSlot = store.metadata;
  const setMetadataTarget = metadataSlot.open;
  const canvasRef = useRef<HTMLDivElement>(null);
  // Height of the page shown, in image pixels: a map's bottom-left origin counts from it.
  const pageHeight = useRef(0);
  const tables = useTableHost({
    session,
    files,
    tagGroups,
    multipleTagGroups,
    newUuid,
    anchorOf: (p) => clientOfImagePoint(canvasRef.current, p) ?? middleOf(canvasRef.current),
    openMetadata: (target, cell) => {
      metadataSlot.open(target, cell ?? null);
    },
    onError: store.showTableError,
  });
  // A point the canvas is adding: its metadata dialog opens once the command is in.
  const addingPoint = useRef<{ datasetName: string; index: number; at: { x: number; y: number } } | null>(null);
  // 'Select text from page' in the metadata dialog waits for the next selection.
  const pickingText = useRef<((text: string | null) => void) | null>(null);

  const fileNames = useMemo(() => files.map((f) => f.name), [files]);
  const tagsByName = useMemo(() => tagLookup(tagGroups, tags), [tagGroups, tags]);
  const pd = findPage(document, file, page);
  const activeAxes = pd?.axes.find((a) => a.name === snap.activeAxes) ?? null;
  const activeDataset: Dataset | null =
    pd?.datasets.find((d) => d.name === snap.activeDataset && d.axesName === snap.activeAxes) ??
    pd?.datasets.find((d) => d.axesName === snap.activeAxes) ??
    null;

  const pointGroups = usePointGroupsHost({ session, axes: activeAxes, dataset: activeDataset, valueTagNames: valueTagNames ?? DEFAULT_VALUE_TAGS, tagGroups: tagsByName });
  const measurements = useMeasurementsHost({ session, axes: activeAxes, page: pd ?? null, revision: snap.structureRevision });

  const calibrating = flow?.name === 'calibrate' ? flow : null;
  const calibratingKind: Kind = isGraphKind(calibrating?.target) ? calibrating.target : 'xy';

  // Vector figures: snapping, series picking, and a calibration proposed from the axes, whose
  // values prefill the calibration dialog while its points are the pending ones.
  const vector = useVectorHost({
    file: vectorTools ? files[file] : undefined,
    page,
    session,
    datasetName: activeDataset?.name ?? null,
    pointOptions: { tagGroups: tagsByName, newUuid },
    onCalibrationProposal: store.calibrationProposed,
    // An arm of a survival graph: one click picks its Kaplan-Meier curve and censor marks.
    stepCurves: activeAxes?.type === 'xy' && isSurvivalGraph(activeAxes) && activeDataset?.axesName === activeAxes.name,
  });
  const proposedInitial = (kind: Kind) => store.proposalFor(kind) as never;

  // Survival graphs: the action that makes an XY graph one, and its panel (risk table, reconstruction, results).
  const survival = useSurvivalHost({
    session,
    axes: activeAxes,
    page: pd ?? null,
    pageTexts: vector.texts,
    xTickTimes: vector.xTickValues,
    ...(onDownloadSurvivalIpd ? { onDownloadIpd: onDownloadSurvivalIpd } : {}),
  });

  const { goTo, startCalibration, finishFlow } = store;

  // A validation problem (or anything else) asks to show a place.
  useEffect(() => {
    if (!focus) return;
    goTo(focus.file, focus.page);
    if (focus.point) {
      session.setActiveAxes(focus.point.axesName);
      session.setActiveDataset(focus.point.datasetName);
      session.setSelection({ datasetId: focus.point.datasetName, index: focus.point.index });
      session.setTool('adjustPoints');
      // The point's tag group and branch become the toolbar's choice ('Go to tag group').
      const target = findPage(session.document, focus.file, focus.page)?.datasets.find((d) => d.name === focus.point!.datasetName);
      const metadata = target?.points[focus.point.index]?.metadata;
      const group = metadata?.tagGroup ?? target?.metadata.studyData?.tagGroup;
      const key = metadata?.compositeKey ?? target?.metadata.studyData?.compositeKey;
      if (group?.uuid) session.setTagging({ tagGroupUuid: group.uuid, pressedTag: null, ...(key ? { branchKey: key } : {}) });
    }
    if (focus.at) session.setView({ center: focus.at });
  }, [focus, goTo, session]);

  /** The zoom and centre the canvas shows, which 'fit' and a centre left to the canvas resolve to. */
  const shownView = () => surfaceViewOf(canvasRef.current);
  /** Zoom buttons step from the zoom shown (from Fit, the fit zoom), about the centre shown. */
  const zoomBy = (step: (zoom: number) => number) => {
    const view = session.getSnapshot().view;
    const shown = shownView();
    const from = typeof view.zoom === 'number' ? view.zoom : (shown?.zoom ?? 1);
    session.setView({ zoom: step(from), center: view.center ?? shown?.center ?? null });
  };
  const showActualSize = () => session.setView({ zoom: 1, center: session.getSnapshot().view.center ?? shownView()?.center ?? null });

  const onLabels: typeof store.giveLabels = (labels) => store.giveLabels(labels, { tagGroups: tagsByName });

  const datasetsFlow = flow?.name === 'datasets' ? flow : null;
  const datasetsAxes = datasetsFlow?.target ? (pd?.axes.find((a) => a.name === datasetsFlow.target) ?? null) : null;
  const datasetsOf = (axesName: string) => pd?.datasets.filter((d) => d.axesName === axesName) ?? [];
  /** The study branch and tag group of each dataset of a graph that has them. */
  const branchRowsOf = (axesName: string) =>
    datasetsOf(axesName)
      .filter((d) => d.metadata.studyData?.compositeKey)
      .map((d) => ({ studyBranch: d.metadata.studyData!.compositeKey, tagGroup: d.metadata.studyData!.tagGroup?.name ?? '' }));

  const openDatasets = (axesName: string, step: AddDatasetMode) => session.setFlow({ name: 'datasets', step, target: axesName });

  const onDatasetRows = (rows: { studyBranch: string; tagGroup: string }[]) => {
    if (!datasetsFlow?.target) return;
    const axesName = datasetsFlow.target;
    // Adding to a graph keeps what it has: its rows go along with the new ones.
    const kept = datasetsFlow.step === 'existing' ? branchRowsOf(axesName) : [];
    const command = session.edit((ctx) => applyDatasetRows(ctx, axesName, [...kept, ...rows], tagGroups, { newUuid }));
    const created = (command as { created?: readonly string[] }).created ?? [];
    session.setActiveAxes(axesName);
    session.setActiveDataset(created[0] ?? datasetsOf(axesName)[0]?.name ?? null);
    session.setFlow({ name: 'editGraph', step: 'edit', target: axesName });
    session.setTool('addPoints');
  };

  const cancelDatasets = () => {
    const target = datasetsFlow?.target;
    if (target) session.setFlow({ name: 'editGraph', step: 'edit', target });
    else finishFlow();
    session.setTool('addPoints');
  };

  const activate = (axes: WorkspaceAxes) => {
    goTo(axes.file, axes.page);
    session.setActiveAxes(axes.name);
    session.setActiveDataset(axes.datasets[0]?.name ?? null);
  };

  const activateDataset = (axes: WorkspaceAxes, datasetName: string) => {
    goTo(axes.file, axes.page);
    session.setActiveAxes(axes.name);
    session.setActiveDataset(datasetName);
  };

  /** A selection on the page becomes a text item, tagged with the toolbar's choice. */
  const onTextSelected = (text: string, rect?: PixelRect) => {
    store.textSelected(text);
    const picking = pickingText.current;
    if (picking) {
      // 'Select text from page': the selection is the dialog's value, not a new item.
      pickingText.current = null;
      picking(text);
      return;
    }
    const item = newTextItem(session.document, rect ? { text, rect } : { text }, session.getSnapshot().tagging, tagGroups, newUuid);
    session.edit((ctx) => addTextItem(ctx, item));
    const anchor = (rect && clientOfImagePoint(canvasRef.current, { x: rect.x, y: rect.y + rect.height })) ?? middleOf(canvasRef.current);
    setMetadataTarget({ kind: 'text', file, page, uuid: item.uuid, anchor });
  };

  const pickText = () =>
    new Promise<string | null>((resolve) => {
      pickingText.current?.(null);
      const before = session.getSnapshot().tool;
      pickingText.current = (text) => {
        // Back to the tool the user had once the text is picked (or the pick is abandoned).
        if (session.getSnapshot().tool === 'selectText' && before !== 'selectText') session.setTool(before);
        resolve(text);
      };
      session.setTool('selectText');
    });

  /** A new point gets the metadata its graph's labels and its dataset's study branch give it. */
  const createPoint = useCallback(
    (at: { x: number; y: number }, dataset: Dataset, pageData: PageData): DataPoint => {
      const axes = pageData.axes.find((a) => a.name === dataset.axesName);
      addingPoint.current = { datasetName: dataset.name, index: dataset.points.length, at };
      if (!axes || !isGraphKind(axes.type)) return { x: at.x, y: at.y };
      const metadata = pointMetadataFor(axes, dataset, axesValuesAt(axes, at.x, at.y) ?? [], { tagGroups: tagsByName, newUuid });
      const point = { x: at.x, y: at.y, metadata: withPreviousTags(metadata, dataset.points.at(-1)?.metadata) };
      // A bar point also carries the tags of its category.
      return barPointMetadata(axes, dataset, point);
    },
    [tagsByName, newUuid],
  );

  const onCanvasCommand = (command: Command) => {
    if (!pointGroups.execute(command)) session.execute(command);
    const added = addingPoint.current;
    addingPoint.current = null;
    if (!added) return;
    const anchor = clientOfImagePoint(canvasRef.current, added.at) ?? middleOf(canvasRef.current);
    // Clicking rightwards along a curve, the dialog opens on the left of the point, so the next one stays in view.
    const before = added.index > 0 ? findPage(session.document, file, page)?.datasets.find((d) => d.name === added.datasetName)?.points[added.index - 1] : undefined;
    const side = before && added.at.x > before.x && session.getSnapshot().view.rotation === 0 ? 'left' : 'right';
    const target: MetadataTarget = {
      kind: 'point',
      file,
      page,
      datasetName: added.datasetName,
      index: added.index,
      anchor: side === 'left' ? { x: anchor.x, y: anchor.y + 12 } : { x: anchor.x + 12, y: anchor.y + 12 },
      isNew: true,
      side,
    };
    // Points are added on pointer down; the press then focuses the canvas. The dialog opens after
    // that, so it takes the focus and the user can type straight away, and after the frame that
    // shows the point, so the point answers the click at once.
    afterNextFrame(() => setMetadataTarget(target));
  };

  const editSelectedPoint = () => {
    const sel = session.getSnapshot().selection;
    const point = sel ? pd?.datasets.find((d) => d.name === sel.datasetId)?.points[sel.index] : undefined;
    if (!sel || !point) return;
    const anchor = clientOfImagePoint(canvasRef.current, point) ?? middleOf(canvasRef.current);
    setMetadataTarget({ kind: 'point', file, page, datasetName: sel.datasetId, index: sel.index, anchor: { x: anchor.x + 12, y: anchor.y + 12 } });
  };

  const openTextMetadata = (t: WorkspaceText) => {
    goTo(t.file, t.page);
    const item = findPage(session.document, t.file, t.page)?.texts?.find((x) => x.uuid === t.uuid);
    const at = item?.rect && t.file === file && t.page === page ? clientOfImagePoint(canvasRef.current, { x: item.rect.x, y: item.rect.y + item.rect.height }) : null;
    setMetadataTarget({ kind: 'text', file: t.file, page: t.page, uuid: t.uuid, anchor: at ?? middleOf(canvasRef.current) });
  };

  const clientOf = useCallback((p: Vec) => clientOfImagePoint(canvasRef.current, p), []);

  const closeMetadata = useCallback(() => {
    pickingText.current?.(null);
    pickingText.current = null;
    metadataSlot.close();
  }, [metadataSlot]);

  const editAxes = (axes: WorkspaceAxes) => {
    activate(axes);
    if (axes.kind === 'table') {
      tables.open(axes.name);
      return;
    }
    session.setFlow({ name: 'editGraph', step: 'edit', target: axes.name });
  };

  // Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y), except in text fields and dialogs.
  useSessionUndoKeys(session);

  // The active graph's sidebar shows unless another step (calibrating, values, labels) has the stage.
  const editing = activeAxes && (flow === null || (flow.name === 'editGraph' && flow.target === activeAxes.name)) ? (flow ?? { name: 'editGraph', step: 'edit' }) : null;
  const valuesFlow = flow?.name === 'values' ? flow : null;
  const valuesAxes = valuesFlow?.target ? (pd?.axes.find((a) => a.name === valuesFlow.target) ?? null) : null;
  const labelsFlow = flow?.name === 'labels' ? flow : null;
  const autoFlow = flow?.name === 'autoExtract' ? flow : null;
  const toggleAutoExtract = (open: boolean) =>
    session.setFlow(open ? { name: 'autoExtract', ...(activeAxes ? { target: activeAxes.name } : {}) } : activeAxes ? { name: 'editGraph', step: 'edit', target: activeAxes.name } : null);
  const labelAxes = !labelsFlow
    ? null
    : labelsFlow.step === 'new'
      ? store.newGraphNamed(labelsFlow.target)
      : (pd?.axes.find((a) => a.name === labelsFlow.target) ?? null);
  const askClear = (kind: 'all' | 'tags') => store.askClear(kind, activeDataset);
  const pageCount = pageCounts[file] ?? null;

  const closeGraph = () => {
    session.setFlow(null);
    session.setActiveAxes(null);
    session.setActiveDataset(null);
    session.setSelection(null);
  };
  const bar = useBarGraphHost({
    session,
    axes: activeAxes,
    tagGroups,
    multipleTagGroups,
    newUuid,
    updatePointsOnHeaderEdit: updateDataPointsOnBarHeaderEdit,
    canvasRef,
    clientOf: (p) => clientOfImagePoint(canvasRef.current, p),
    onSetDataTypes: () => activeAxes && session.setFlow({ name: 'labels', step: 'edit', target: activeAxes.name }),
    onSetValues: () => activeAxes && session.setFlow({ name: 'values', step: 'bar', target: activeAxes.name }),
    onSetStudyBranches: () => activeAxes && openDatasets(activeAxes.name, 'edit'),
    onClearAll: () => askClear('all'),
    onClearAllTags: () => askClear('tags'),
    onClose: closeGraph,
    onCancelNew: () => {
      if (activeAxes) session.edit((ctx) => deleteAxes(ctx, activeAxes.name));
      closeGraph();
      session.setTool('addPoints');
    },
  });
  // The sidebar shows itself while a graph, a table or a flow works in it (its buttons are there), and
  // goes back to its rail after if it showed itself; what the user chose stays as they left it.
  const sidebarNeeded = Boolean(flow || activeAxes || tables.active);
  useEffect(() => {
    if (sidebarNeeded) sidebarColumn.showForFlow();
    else sidebarColumn.foldAfterFlow();
  }, [sidebarNeeded]); // eslint-disable-line react-hooks/exhaustive-deps
  // Figure-first, a portrait page opens at its width, top first, the first time it is drawn with no view kept.
  const firstView = useRef(figureFirst);
  const openAtPageWidth = (pageSize: { width: number; height: number }) => {
    if (!firstView.current) return;
    firstView.current = false;
    const view = session.getSnapshot().view;
    const area = canvasRef.current;
    if (!area || view.zoom !== 'fit' || view.center || view.rotation !== 0) return;
    const first = pageWidthView(pageSize, { width: area.clientWidth, height: area.clientHeight });
    if (first) session.setView(first);
  };
  // The page's tagged text selections, highlighted where they were taken from.
  const pageTexts = pd?.texts;
  const textLayers = useMemo(() => {
    const marks = (pageTexts ?? []).flatMap((t) => (t.rect ? [{ rect: t.rect }] : []));
    return marks.length ? [textSelectionsLayer(marks)] : [];
  }, [pageTexts]);
  // Every concern drawn over the figure, bottom first.
  const canvasLayers = useMemo(
    () => [...textLayers, ...pointGroups.layers, ...tables.layers, ...bar.layers, ...measurements.layers, ...vector.layers, ...(autoLayer ? [autoLayer] : []), ...extraLayers],
    [textLayers, pointGroups.layers, tables.layers, bar.layers, measurements.layers, vector.layers, autoLayer, extraLayers],
  );

  const sidebar = (
    <>
      {bar.sidebar}
      {autoFlow ? (
        <AutoExtractHost
          session={session}
          file={files[file] ?? null}
          page={page}
          axes={activeAxes}
          dataset={activeDataset}
          datasetLabel={activeDataset ? datasetLabelOf(activeDataset) : null}
          tagGroups={tagsByName}
          newUuid={newUuid}
          onLayerChange={store.setAutoLayer}
          onClose={() => toggleAutoExtract(false)}
        />
      ) : null}
      {calibrating ? (
        <aside className={styles.sidebarCard} aria-label="Calibration">
          <h2 className={styles.sidebarTitle}>{GRAPH_KIND_INFO[calibratingKind].newTitle}</h2>
          <p className={styles.sidebarHint}>
            {GRAPH_KIND_INFO[calibratingKind].clickHint} ({pending.length} of {GRAPH_KIND_INFO[calibratingKind].clickLabels.length} placed
            {pending.length < GRAPH_KIND_INFO[calibratingKind].clickLabels.length ? `; next: ${GRAPH_KIND_INFO[calibratingKind].clickLabels[pending.length]}` : ''}).
          </p>
          <Button variant="secondary" onPress={store.cancelCalibration}>
            Cancel
          </Button>
        </aside>
      ) : null}
      {activeAxes && editing && !bar.sidebar ? (
        <EditGraphSidebar
          graphName={activeAxes.name}
          kind={kindOf(activeAxes)}
          mode={editing.step === 'adjustAxisPoints' ? 'adjustAxisPoints' : 'edit'}
          onAdjustPositions={() => {
            session.setFlow({ name: 'editGraph', step: 'adjustAxisPoints', target: activeAxes.name });
            session.setTool('adjustPositions');
          }}
          onSetDataTypes={() => session.setFlow({ name: 'labels', step: 'edit', target: activeAxes.name })}
          onSetValues={() => session.setFlow({ name: 'values', step: kindOf(activeAxes), target: activeAxes.name })}
          onSetStudyBranches={() => openDatasets(activeAxes.name, 'edit')}
          onClearAll={() => askClear('all')}
          onClearAllTags={() => askClear('tags')}
          onAutoExtract={() => toggleAutoExtract(true)}
          onClose={() => {
            session.setFlow(null);
            session.setActiveAxes(null);
            session.setActiveDataset(null);
            session.setSelection(null);
          }}
          onComplete={() => {
            session.setFlow({ name: 'editGraph', step: 'edit', target: activeAxes.name });
            session.setTool('addPoints');
          }}
        >
          {editing.step === 'adjustAxisPoints' ? null : (
            <>
              {pointGroups.panel}
              {measurements.panel}
              {survival.action}
            </>
          )}
        </EditGraphSidebar>
      ) : null}
      {activeAxes && editing && editing.step !== 'adjustAxisPoints' && !bar.sidebar ? survival.panel : null}
      <SelectedPointButton session={session} onPress={editSelectedPoint} />
      {activeDataset && activeAxes && isGraphKind(activeAxes.type) ? (
        <SessionValuesTable session={session} axes={activeAxes} dataset={activeDataset} caption={datasetLabelOf(activeDataset)} className={styles.valuesTable} />
      ) : null}
      {!calibrating && !activeAxes ? (
        <p className={styles.sidebarHint}>
          {pd?.axes.length
            ? 'Choose a graph in the tree to add points to it.'
            : 'Start with New XY graph, New bar graph or another type of graph, then click the axis points on the chart.'}
        </p>
      ) : null}
      {vector.panel}
      <SelectedTextNote store={store} />
    </>
  );

  return (
    <div className={styles.workspace}>
      <div className={styles.topBar}>
        <Toolbar aria-label="Editor tools" className={styles.tools}>
          <ToolbarGroup aria-label="History">
            <HistoryButtons session={session} isDisabled={readOnly} />
          </ToolbarGroup>
          <ToolbarSeparator />
          <ToolbarGroup aria-label="New graph">
            <Button size="small" variant="secondary" isDisabled={readOnly} onPress={() => startCalibration('xy')}>
              New XY graph
            </Button>
            <Button size="small" variant="secondary" isDisabled={readOnly} onPress={() => startCalibration('bar')}>
              New bar graph
            </Button>
            <NewGraphMenu onChoose={startCalibration} isDisabled={readOnly} />
            <Button size="small" variant="secondary" isDisabled={readOnly} onPress={tables.start}>
              New table
            </Button>
          </ToolbarGroup>
          <ToolbarSeparator />
          <ToolbarGroup aria-label="Acquire">
            {ACQUIRE_TOOLS.map((t) => (
              <ToggleButton key={t.tool} size="small" isSelected={tool === t.tool} isDisabled={readOnly} onChange={() => session.setTool(t.tool)}>
                {t.label}
              </ToggleButton>
            ))}
          </ToolbarGroup>
          <ToolbarSeparator />
          <ToolbarGroup aria-label="View">
            <IconButton label="Zoom in" icon={<ZoomIn />} onPress={() => zoomBy(zoomIn)} />
            <IconButton label="Zoom out" icon={<ZoomOut />} onPress={() => zoomBy(zoomOut)} />
            <Button size="small" variant="quiet" onPress={() => setView({ zoom: 'fit', center: null })}>
              Fit
            </Button>
            <Button size="small" variant="quiet" onPress={showActualSize}>
              100%
            </Button>
            <IconButton label="Rotate left" icon={<RotateCcw />} onPress={() => setRotation((r) => rotateBy(r, -90))} />
            <IconButton label="Rotate right" icon={<RotateCw />} onPress={() => setRotation((r) => rotateBy(r, 90))} />
            <CanvasToggles store={store} />
          </ToolbarGroup>
        </Toolbar>
        {status ? <div className={styles.status}>{status}</div> : null}
      </div>
      <Group orientation="horizontal" className={styles.panels} {...columnsLayout}>
        <SideColumn
          column={treeColumn}
          maxSize="40%"
          rail={
            // The pages stay one click away while the tree, which holds the page selector, is on its rail.
            (pageCount ?? 1) > 1 ? (
              <div role="group" aria-label="Page" className={styles.railGroup}>
                <IconButton size="small" label="Previous page" tooltipPlacement="end" icon={<ChevronLeft />} isDisabled={page <= 1} onPress={() => goTo(file, page - 1)} />
                <span className={styles.railPage}>{page}</span>
                <IconButton size="small" label="Next page" tooltipPlacement="end" icon={<ChevronRight />} isDisabled={page >= (pageCount ?? 1)} onPress={() => goTo(file, page + 1)} />
              </div>
            ) : null
          }
        >
          <Group orientation="vertical" className={styles.leftColumn}>
            <Panel id="items" defaultSize="60%" minSize="20%" className={styles.panel}>
              <div className={styles.treeHead}>
                <FilePageSelector fileNames={fileNames} file={file} page={page} pageCount={pageCount} onChange={goTo} />
                <IconButton size="small" className={styles.hideColumn} label="Hide the tree" tooltipPlacement="end" icon={<PanelLeftClose />} onPress={treeColumn.hide} />
              </div>
          <ReadOnlyRegion reason={readOnlyReason}>
          <SessionWorkspaceTree
            session={session}
            fileNames={fileNames}
            activeAxesId={activeAxes ? `${file}:${page}:${activeAxes.name}` : null}
            onSelectAxes={activate}
            onRename={store.openRename}
            onEditAxes={editAxes}
            onDelete={store.askDeleteGraph}
            onDeleteDataset={store.askDeleteDataset}
            onSelectDataset={activateDataset}
            onSelectText={openTextMetadata}
            onDeleteText={store.askDeleteText}
            onAddDataset={(a) => {
              activate(a);
              openDatasets(a.name, 'existing');
            }}
            onEditDataset={(a) => {
              activate(a);
              openDatasets(a.name, 'edit');
            }}
          />
          </ReadOnlyRegion>
            </Panel>
            <Separator className={styles.separatorRow} aria-label="Resize the study tree" />
            <Panel id="study-tree" minSize="20%" className={styles.panel}>
              <ReadOnlyRegion reason={readOnlyReason}>
                <StudyTreeSection session={session} tagGroups={tagGroups} newUuid={newUuid} {...(onSaveNow ? { onSaveNow } : {})} />
              </ReadOnlyRegion>
            </Panel>
          </Group>
        </SideColumn>
        <Separator className={styles.separator} aria-label="Resize the tree" />
        <Panel id="canvas" minSize={320} className={styles.panel}>
          <Group orientation="vertical" className={styles.centre} {...centreLayout}>
            <Panel id="figure" minSize={160} className={styles.figurePanel}>
            <div className={styles.canvasArea} ref={canvasRef}>
              <Suspense fallback={<Spinner label="Loading the editor" />}>
                <WorkspaceDigitizer
                  store={store}
                  session={session}
                  aria-label="Figure digitizer"
                  files={files}
                  file={file}
                  page={page}
                  model={document}
                  tool={tool}
                  activeDataset={activeDataset?.name ?? null}
                  activeAxes={activeAxes?.name ?? null}
                  calibrationType={calibrating ? calibratingKind : kindOf(activeAxes)}
                  onCommand={onCanvasCommand}
                  createPoint={createPoint}
                  onAddDatasetRequest={() => activeAxes && isGraphKind(activeAxes.type) && openDatasets(activeAxes.name, 'existing')}
                  onEditLabelsRequest={() => activeAxes?.type === 'bar' && bar.editLabels()}
                  onEditPointRequest={editSelectedPoint}
                  onToolChange={(t) => (t === 'calibrate' ? startCalibration(calibrating ? calibratingKind : 'xy') : session.setTool(t))}
                  onSelectionChange={(s) => session.setSelection(s)}
                  onZoomChange={(z) => setView({ zoom: z })}
                  onRotationChange={(r) => setView({ rotation: r })}
                  onCalibrationPointsCollected={store.calibrationPointsCollected}
                  onDocumentLoad={(info) => {
                    store.documentLoaded(info.file, info.pageCount);
                    pageHeight.current = info.pageSize.height;
                    openAtPageWidth(info.pageSize);
                    onPageCount?.(info.file, info.pageCount);
                  }}
                  onError={(error) => store.fileFailed(error.code === 'invalid-file', files[file]?.name ?? '')}
                  onTextSelected={onTextSelected}
                  layers={canvasLayers}
                />
              </Suspense>
              {floating}
            </div>
            </Panel>
            <Separator className={styles.separatorRow} aria-label="Resize the tagging tools" />
            <Panel id="tagging" defaultSize={STRIP_HEIGHT[layout]} minSize={96} maxSize="60%" groupResizeBehavior="preserve-pixel-size" className={styles.panel}>
              <div className={styles.toolbarArea} role="region" aria-label="Tagging">
                <ReadOnlyRegion reason={readOnlyReason} layout="fill">
                  {toolbar ?? <SlotTaggingToolbar slot={metadataSlot} session={session} tagGroups={tagGroups} onShowStudyTree={treeColumn.isHidden ? treeColumn.show : undefined} />}
                </ReadOnlyRegion>
              </div>
            </Panel>
          </Group>
        </Panel>
        <Separator className={styles.separator} aria-label="Resize the sidebar" />
        <SideColumn column={sidebarColumn} maxSize="45%">
          {/* The head with its hide button stays whatever the column shows, a table's sidebar included. */}
          <div className={styles.sidebar}>
            <div className={styles.columnHead}>
              <IconButton size="small" label="Hide the sidebar" tooltipPlacement="start" icon={<PanelRightClose />} onPress={sidebarColumn.hide} />
            </div>
            <ReadOnlyRegion reason={readOnlyReason}>{tables.active ? tables.sidebar : sidebar}</ReadOnlyRegion>
          </div>
        </SideColumn>
      </Group>

      {valuesFlow && valuesFlow.step !== 'xy' && valuesFlow.step !== 'bar' && isGraphKind(valuesFlow.step) ? (
        <AxesCalibrationDialog
          kind={valuesFlow.step}
          points={pending}
          axes={valuesAxes}
          imageHeight={pageHeight.current}
          onConfirm={(r) => store.giveValues(valuesFlow.step as Kind, r, valuesFlow.target)}
          onCancel={() => store.cancelValues(valuesFlow.target)}
        />
      ) : null}
      {valuesFlow && (valuesFlow.step === 'xy' || valuesFlow.step === 'bar') && (valuesFlow.step === 'xy' ? (
        <XYCalibrationDialog
          isOpen
          points={valuesAxes ? valuesAxes.calibrationPoints.map((c) => ({ x: c.px, y: c.py })) : pending}
          initial={valuesAxes ? (calibrationValuesOf(valuesAxes) as never) : proposedInitial('xy')}
          onConfirm={(r) => store.giveValues('xy', r, valuesFlow.target)}
          onCancel={() => store.cancelValues(valuesFlow.target)}
        />
      ) : (
        <BarCalibrationDialog
          isOpen
          points={valuesAxes ? valuesAxes.calibrationPoints.map((c) => ({ x: c.px, y: c.py })) : pending}
          initial={valuesAxes ? (calibrationValuesOf(valuesAxes) as never) : proposedInitial('bar')}
          onConfirm={(r) => store.giveValues('bar', r, valuesFlow.target)}
          onCancel={() => store.cancelValues(valuesFlow.target)}
        />
      ))}
      {labelsFlow && labelAxes ? (
        <AxesLabelDialog
          isOpen
          axes={GRAPH_KIND_INFO[kindOf(labelAxes)].labelledAxes}
          valueTagNames={valueTagNames}
          initial={labelAxes.metadata.axesLabelData}
          onSave={onLabels}
          onCancel={store.cancelLabels}
        />
      ) : null}
      <RenameDialogs store={store} />
      <DeleteConfirmation store={store} />
      {datasetsFlow && datasetsAxes ? (
        <AddDatasetDialog
          isOpen
          mode={datasetsFlow.step as AddDatasetMode}
          graphName={datasetsAxes.name}
          branchKeys={(document.studyTree ?? []).map((e) => e.compositeKey)}
          tagGroupNames={tagGroups.map((g) => g.name)}
          {...(datasetsFlow.step === 'edit' ? { initialRows: rowsOfDatasets(datasetsOf(datasetsAxes.name)).map(({ id: _id, ...row }) => row) } : {})}
          {...(datasetsFlow.step === 'existing' ? { existing: branchRowsOf(datasetsAxes.name) } : {})}
          defaultTagGroup="Outcomes"
          onSave={onDatasetRows}
          onCancel={cancelDatasets}
        />
      ) : null}
      {pointGroups.dialogs}
      <ClearConfirmations store={store} />
      <MetadataSlot
        slot={metadataSlot}
        session={session}
        clientOf={clientOf}
        tagGroups={tagGroups}
        multipleTagGroups={multipleTagGroups}
        newUuid={newUuid}
        onPickText={pickText}
        onClose={closeMetadata}
        onHeaderConfirmed={(target) => target.kind === 'tableHeader' && tables.nextEmptyHeader(target)}
      />
      <WorkspaceFocusReturn store={store} flowDialogOpen={isDialogFlow(flow)} canvasRef={canvasRef} />
      {bar.overlay}
      <DeleteTextConfirmation store={store} />
      {tables.dialogs}
      <TableErrorAlert store={store} />
      <InvalidFileAlert store={store} />
    </div>
  );
}
