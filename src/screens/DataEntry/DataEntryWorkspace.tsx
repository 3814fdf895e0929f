import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { Crosshair, PanelLeftClose, PanelRightClose, RotateCcw, RotateCw, Search, ZoomIn, ZoomOut } from 'lucide-react';
import type { DigitizerFile, Rotation, Vec } from '../../editor/Digitizer';
import { RENAME_AXES_MESSAGES, validateAxesName } from '../../editor/core/model/names';
import { GRAPH_KIND_INFO, isGraphKind, nextGraphName, type GraphKind, type LabelledAxis } from '../../editor/core/axesKinds';
import { AxesCalibrationDialog } from '../../editor/panels/calibration/AxesCalibrationDialog';
import { NewGraphMenu } from './NewGraphMenu';
import type { Axes, AxisLabel, DataPoint, Dataset, PageData, PixelRect, PointMetadata, TagGroup, TagRef } from '../../editor/core/model/types';
import type { Command } from '../../editor/core/undo';
import { AddDatasetDialog, type AddDatasetMode } from '../../editor/panels/datasets/AddDatasetDialog';
import { ClearAllDialog, ClearAllTagsDialog } from '../../editor/panels/datasets/ClearAllDialogs';
import { rowsOfDatasets } from '../../editor/panels/datasets/datasetRows';
import { findPage } from '../../editor/engine/projectAdapter';
import type { ToolName } from '../../editor/engine/tools/types';
import { rotateBy, zoomIn, zoomOut } from '../../editor/engine/viewTransform';
import { PAGE_MESSAGES } from '../../editor/pages/errors';
import { AxesLabelDialog, DEFAULT_VALUE_TAGS } from '../../editor/panels/AxesLabelDialog';
import { BarCalibrationDialog, XYCalibrationDialog, type BarCalibrationResult, type XYCalibrationResult } from '../../editor/panels/CalibrationDialogs';
import { EditGraphSidebar } from '../../editor/panels/EditGraphSidebar';
import {
  addAxes,
  addDataset,
  addTextItem,
  applyDatasetRows,
  axesValuesAt,
  canClearAll,
  canClearAllTags,
  clearAll,
  clearAllTags,
  compositePatchCommand,
  pointMetadataFor,
  recomputeAxisValues,
  rewriteAxisDataTypes,
  deleteAxes,
  deleteDataset,
  deleteTextItem,
  newTextItem,
  renameAxes,
  replaceAxes,
  shallowEqual,
  useSessionSelector,
  withPreviousTags,
  type EditorSession,
  type EditorSnapshot,
  type EditorView,
} from '../../editor/session';
import { Button, ConfirmDialog, Dialog, IconButton, Spinner, TextField, ToggleButton, Toolbar, ToolbarGroup, ToolbarSeparator } from '../../ui';
import { datasetLabel as datasetLabelOf, tagLookup, type WorkspaceAxes, type WorkspaceText } from './dataEntryRules';
import { AutoExtractHost } from './AutoExtractHost';
import type { EngineLayer } from '../../editor/engine/layers';
import { FilePageSelector } from './FilePageSelector';
import { BAR_HEADERS_FLOW, barPointMetadata, useBarGraphHost } from './BarGraphHost';
import { usePointGroupsHost } from './PointGroupsHost';
import { useMeasurementsHost } from './MeasurementsHost';
import { type MetadataTarget } from './MetadataHost';
import { CanvasFocusReturn, MetadataSlot, MetadataSlotStore, SlotTaggingToolbar } from './MetadataSlot';
import { useTableHost } from './TableHost';
import { StudyTreeSection } from './StudyTreeSection';
import { afterNextFrame } from '../../ui/utils/afterNextFrame';
import { SideColumn, useSideColumn } from './SideColumn';
import { HistoryButtons, SelectedPointButton, SessionDigitizer, SessionValuesTable, SessionWorkspaceTree } from './SessionViews';
import { useVectorHost, type VectorCalibrationInput } from './VectorHost';
import * as styles from './DataEntry.css';

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
}

const ACQUIRE_TOOLS: { tool: ToolName; label: string }[] = [
  { tool: 'addPoints', label: 'Add points' },
  { tool: 'adjustPoints', label: 'Adjust points' },
  { tool: 'deletePoints', label: 'Delete points' },
  { tool: 'selectText', label: 'Select text' },
];

const kindOf = (a: Pick<Axes, 'type'> | null | undefined): Kind => (a && isGraphKind(a.type) ? a.type : 'xy');

/** True when a key event comes from a field where Ctrl+Z belongs to the text. */
function isTextInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [role="textbox"]') !== null;
}

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

/** Values the calibration dialogs start from when an existing graph's values are edited. */
function calibrationValuesOf(a: Axes) {
  const c = a.calibrationPoints;
  if (a.type === 'bar') return { p1: String(c[0]?.dy ?? '0'), p2: String(c[1]?.dy ?? '1'), log: !!a.options.log, rotated: !!a.options.rotated };
  if (a.type === 'xy')
    return {
      x1: String(c[0]?.dx ?? '0'),
      x2: String(c[1]?.dx ?? '1'),
      y1: String(c[2]?.dy ?? '0'),
      y2: String(c[3]?.dy ?? '1'),
      logX: !!a.options.logX,
      logY: !!a.options.logY,
      noRotation: !!a.options.noRotation,
    };
  return undefined;
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
  vectorTools = false,
  focus,
  toolbar,
  floating,
  status,
  onPageCount,
  updateDataPointsOnBarHeaderEdit = false,
}: DataEntryWorkspaceProps) {
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
  const treeColumn = useSideColumn('tree');
  const sidebarColumn = useSideColumn('sidebar');
  const [crosshair, setCrosshair] = useState(false);
  const [magnifier, setMagnifier] = useState(false);
  const [pending, setPending] = useState<Vec[]>([]);
  const [pageCounts, setPageCounts] = useState<Record<number, number>>({});
  const [invalidFile, setInvalidFile] = useState<string | null>(null);
  const [selectedText, setSelectedText] = useState('');
  const [renaming, setRenaming] = useState<{ axes: WorkspaceAxes; name: string; error: string | null } | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ axes: WorkspaceAxes; datasetName?: string } | null>(null);
  const [deletingText, setDeletingText] = useState<WorkspaceText | null>(null);
  // The open metadata dialog lives outside the workspace's state: a point's dialog opening and closing renders the dialog, not the workspace.
  const [metadataSlot] = useState(() => new MetadataSlotStore());
  const setMetadataTarget = metadataSlot.open;
  const [clearing, setClearing] = useState<{ kind: 'all' | 'tags'; datasetName: string; label: string } | null>(null);
  // The automatic extraction's layer over the figure, while its sidebar is open.
  const [autoLayer, setAutoLayer] = useState<EngineLayer | null>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  // Height of the page shown, in image pixels: a map's bottom-left origin counts from it.
  const pageHeight = useRef(0);
  // Tables: the cell whose metadata dialog is open, and an edit the session refused.
  const [tableError, setTableError] = useState<string | null>(null);
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
    onError: setTableError,
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
  const [proposed, setProposed] = useState<VectorCalibrationInput | null>(null);
  // A new graph between its calibration and its labels: not yet in the document.
  const [newAxes, setNewAxes] = useState<Axes | null>(null);
  const vector = useVectorHost({
    file: vectorTools ? files[file] : undefined,
    page,
    session,
    datasetName: activeDataset?.name ?? null,
    pointOptions: { tagGroups: tagsByName, newUuid },
    onCalibrationProposal: (input) => {
      setProposed(input);
      setPending(input.points);
      session.setSelection(null);
      session.setFlow({ name: 'values', step: input.kind });
    },
  });
  const proposedInitial = (kind: Kind) => (proposed && proposed.kind === kind && proposed.points === pending ? (proposed.initial as never) : undefined);

  const goTo = useCallback(
    (f: number, p: number) => {
      if (f === session.getSnapshot().file && p === session.getSnapshot().page) return;
      session.setLocation(f, p);
      session.setActiveAxes(null);
      session.setActiveDataset(null);
      session.setFlow(null);
      setPending([]);
      if (session.getSnapshot().tool === 'calibrate') session.setTool('addPoints');
    },
    [session],
  );

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

  const startCalibration = (kind: Kind) => {
    setPending([]);
    session.setSelection(null);
    // Image axes have nothing to click: they are made at once and go on to their labels.
    if (GRAPH_KIND_INFO[kind].clickLabels.length === 0) return onValues(kind, { calibrationPoints: [], options: {} });
    session.setFlow({ name: 'calibrate', step: 'points', target: kind });
    session.setTool('calibrate');
  };

  const finishFlow = () => {
    session.setFlow(null);
    session.setTool('addPoints');
  };

  const onValues = (kind: Kind, result: Pick<XYCalibrationResult | BarCalibrationResult, 'calibrationPoints'> & { options: Axes['options'] }, axesName?: string) => {
    if (axesName) {
      // 'Set values' on an existing graph: the same pixels, new values.
      const current = findPage(session.document, file, page)?.axes.find((a) => a.name === axesName);
      if (current)
        session.edit((ctx) => {
          const replaced = replaceAxes(ctx, axesName, { ...current, calibrationPoints: result.calibrationPoints, options: result.options } as Axes);
          replaced.do();
          // Values of the points follow the new calibration; one undo step with it.
          const values = recomputeAxisValues(ctx, axesName);
          replaced.undo();
          return compositePatchCommand(ctx.document, 'Set values', [replaced, values]);
        });
      session.setFlow({ name: 'editGraph', step: 'edit', target: axesName });
      session.setTool('addPoints');
      return;
    }
    const name = nextGraphName(
      kind,
      session.document.pages.flatMap((p) => p.axes.map((a) => a.name)),
    );
    // The graph joins the extraction once its labels are given: leaving the label popup keeps nothing half-made.
    setNewAxes({ type: kind, name, options: result.options, calibrationPoints: result.calibrationPoints, metadata: {} } as Axes);
    session.setActiveDataset(null);
    session.setFlow({ name: 'labels', step: 'new', target: name });
  };

  const onLabels = (labels: Partial<Record<LabelledAxis, AxisLabel>>) => {
    const name = flow?.target;
    const isNew = flow?.step === 'new';
    const current = !name ? undefined : isNew ? (newAxes?.name === name ? newAxes : undefined) : findPage(session.document, file, page)?.axes.find((a) => a.name === name);
    if (!name || !current) return;
    const axesLabelData = { ...current.metadata.axesLabelData, ...labels };
    if (isNew) {
      session.edit((ctx) => addAxes(ctx, { ...current, metadata: { ...current.metadata, axesLabelData } } as Axes));
      setNewAxes(null);
      setPending([]);
      session.setActiveAxes(name);
      session.setActiveDataset(null);
      // A bar graph goes on to its header steps; then the study branches of the new graph (spec 3, section 4).
      if (current.type === 'bar') {
        session.setFlow({ name: BAR_HEADERS_FLOW, step: 'new', target: name });
        session.setTool('adjustPoints');
        return;
      }
      session.setFlow({ name: 'datasets', step: 'new', target: name });
      return;
    }
    // New data types rewrite every point of the graph.
    session.edit((ctx) => rewriteAxisDataTypes(ctx, name, axesLabelData, { tagGroups: tagsByName }));
    session.setFlow({ name: 'editGraph', step: 'edit', target: name });
  };

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

  const cancelLabels = () => {
    if (flow?.step === 'edit' && flow.target) {
      session.setFlow({ name: 'editGraph', step: 'edit', target: flow.target });
      return;
    }
    // Cancelling the label popup of a new graph leaves no graph.
    if (flow?.name === 'labels' && flow.step === 'new') {
      setNewAxes(null);
      setPending([]);
      session.setActiveDataset(null);
    }
    finishFlow();
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
    setSelectedText(text);
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

  // Dialogs besides the metadata one: when all close, the canvas takes the keyboard back (CanvasFocusReturn).
  const otherDialogOpen = !!(
    renaming ||
    renameError !== null ||
    deleting ||
    deletingText ||
    clearing ||
    tableError !== null ||
    invalidFile !== null ||
    (flow && ['values', 'labels', 'datasets'].includes(flow.name))
  );

  const confirmClear = () => {
    if (!clearing) return;
    const { kind, datasetName } = clearing;
    session.edit((ctx) => (kind === 'all' ? clearAll(ctx, datasetName) : clearAllTags(ctx, datasetName)));
    if (kind === 'all') session.setSelection(null);
    setClearing(null);
  };

  const askClear = (kind: 'all' | 'tags') => {
    if (!activeDataset) return;
    // Clear all does nothing with no points and no point groups; neither does clearing no tags.
    if (kind === 'all' ? !canClearAll(activeDataset) : !canClearAllTags(activeDataset)) return;
    setClearing({ kind, datasetName: activeDataset.name, label: datasetLabelOf(activeDataset) });
  };

  const confirmDeleteText = () => {
    if (!deletingText) return;
    goTo(deletingText.file, deletingText.page);
    session.edit((ctx) => deleteTextItem(ctx, deletingText.uuid));
    setDeletingText(null);
  };

  const editAxes = (axes: WorkspaceAxes) => {
    activate(axes);
    if (axes.kind === 'table') {
      tables.open(axes.name);
      return;
    }
    session.setFlow({ name: 'editGraph', step: 'edit', target: axes.name });
  };

  const rename = () => {
    if (!renaming) return;
    const { axes, name } = renaming;
    const others = session.document.pages.flatMap((p) => p.axes.map((a) => a.name)).filter((n) => n !== axes.name);
    const problem = validateAxesName(name, others);
    if (problem === RENAME_AXES_MESSAGES.exists) {
      setRenameError(problem);
      return;
    }
    if (problem) {
      setRenaming({ ...renaming, error: problem });
      return;
    }
    goTo(axes.file, axes.page);
    const to = name.trim();
    if (to !== axes.name) {
      session.edit((ctx) => renameAxes(ctx, axes.name, to));
      if (session.getSnapshot().activeAxes === axes.name) session.setActiveAxes(to);
      if (session.getSnapshot().flow?.target === axes.name) session.setFlow({ ...session.getSnapshot().flow!, target: to });
    }
    setRenaming(null);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { axes, datasetName } = deleting;
    goTo(axes.file, axes.page);
    if (datasetName) {
      session.edit((ctx) => deleteDataset(ctx, datasetName));
      if (session.getSnapshot().activeDataset === datasetName) session.setActiveDataset(null);
    } else {
      session.edit((ctx) => deleteAxes(ctx, axes.name));
      if (session.getSnapshot().activeAxes === axes.name) {
        session.setActiveAxes(null);
        session.setActiveDataset(null);
        session.setFlow(null);
      }
    }
    session.setSelection(null);
    setDeleting(null);
  };

  // Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes on the page shown, except in text fields and dialogs.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.defaultPrevented) return;
      const key = e.key.toLowerCase();
      const isUndo = key === 'z' && !e.shiftKey;
      const isRedo = (key === 'z' && e.shiftKey) || (key === 'y' && !e.shiftKey && !e.metaKey);
      if (!isUndo && !isRedo) return;
      if (isTextInput(e.target) || (e.target instanceof Element && e.target.closest('[role="dialog"], [role="alertdialog"]'))) return;
      e.preventDefault();
      if (isUndo) session.undo();
      else session.redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session]);

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
      ? newAxes?.name === labelsFlow.target
        ? newAxes
        : null
      : (pd?.axes.find((a) => a.name === labelsFlow.target) ?? null);
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
  // Every concern drawn over the figure, bottom first.
  const canvasLayers = useMemo(
    () => [...pointGroups.layers, ...tables.layers, ...bar.layers, ...measurements.layers, ...vector.layers, ...(autoLayer ? [autoLayer] : [])],
    [pointGroups.layers, tables.layers, bar.layers, measurements.layers, vector.layers, autoLayer],
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
          onLayerChange={setAutoLayer}
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
          <Button variant="secondary" onPress={() => { setPending([]); finishFlow(); }}>
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
            </>
          )}
        </EditGraphSidebar>
      ) : null}
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
      {selectedText ? (
        <p className={styles.selectedText} data-testid="selected-text">
          Selected text: {selectedText}
        </p>
      ) : null}
    </>
  );

  return (
    <div className={styles.workspace}>
      <div className={styles.topBar}>
        <Toolbar aria-label="Editor tools" className={styles.tools}>
          <ToolbarGroup aria-label="History">
            <HistoryButtons session={session} />
          </ToolbarGroup>
          <ToolbarSeparator />
          <ToolbarGroup aria-label="New graph">
            <Button size="small" variant="secondary" onPress={() => startCalibration('xy')}>
              New XY graph
            </Button>
            <Button size="small" variant="secondary" onPress={() => startCalibration('bar')}>
              New bar graph
            </Button>
            <NewGraphMenu onChoose={startCalibration} />
            <Button size="small" variant="secondary" onPress={tables.start}>
              New table
            </Button>
          </ToolbarGroup>
          <ToolbarSeparator />
          <ToolbarGroup aria-label="Acquire">
            {ACQUIRE_TOOLS.map((t) => (
              <ToggleButton key={t.tool} size="small" isSelected={tool === t.tool} onChange={() => session.setTool(t.tool)}>
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
            <ToggleButton size="small" aria-label="Crosshair" icon={<Crosshair />} isSelected={crosshair} onChange={setCrosshair} />
            <ToggleButton size="small" aria-label="Magnifier" icon={<Search />} isSelected={magnifier} onChange={setMagnifier} />
          </ToolbarGroup>
        </Toolbar>
        {status ? <div className={styles.status}>{status}</div> : null}
      </div>
      <Group orientation="horizontal" className={styles.panels} {...columnsLayout}>
        <SideColumn column={treeColumn} defaultSize={200} maxSize="40%">
          <Group orientation="vertical" className={styles.leftColumn}>
            <Panel id="items" defaultSize="60%" minSize="20%" className={styles.panel}>
              <div className={styles.treeHead}>
                <FilePageSelector fileNames={fileNames} file={file} page={page} pageCount={pageCount} onChange={goTo} />
                <IconButton size="small" className={styles.hideColumn} label="Hide the tree" tooltipPlacement="end" icon={<PanelLeftClose />} onPress={treeColumn.hide} />
              </div>
          <SessionWorkspaceTree
            session={session}
            fileNames={fileNames}
            activeAxesId={activeAxes ? `${file}:${page}:${activeAxes.name}` : null}
            onSelectAxes={activate}
            onRename={(axes) => setRenaming({ axes, name: axes.name, error: null })}
            onEditAxes={editAxes}
            onDelete={(axes) => setDeleting({ axes })}
            onDeleteDataset={(axes, datasetName) => setDeleting({ axes, datasetName })}
            onSelectDataset={activateDataset}
            onSelectText={openTextMetadata}
            onDeleteText={setDeletingText}
            onAddDataset={(a) => {
              activate(a);
              openDatasets(a.name, 'existing');
            }}
            onEditDataset={(a) => {
              activate(a);
              openDatasets(a.name, 'edit');
            }}
          />
            </Panel>
            <Separator className={styles.separatorRow} aria-label="Resize the study tree" />
            <Panel id="study-tree" minSize="20%" className={styles.panel}>
              <StudyTreeSection session={session} tagGroups={tagGroups} newUuid={newUuid} {...(onSaveNow ? { onSaveNow } : {})} />
            </Panel>
          </Group>
        </SideColumn>
        <Separator className={styles.separator} aria-label="Resize the tree" />
        <Panel id="canvas" minSize={320} className={styles.panel}>
          <Group orientation="vertical" className={styles.centre} {...centreLayout}>
            <Panel id="figure" minSize={160} className={styles.figurePanel}>
            <div className={styles.canvasArea} ref={canvasRef}>
              <Suspense fallback={<Spinner label="Loading the editor" />}>
                <SessionDigitizer
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
                  pendingCalibration={pending}
                  crosshair={crosshair}
                  magnifier={magnifier}
                  onCommand={onCanvasCommand}
                  createPoint={createPoint}
                  onAddDatasetRequest={() => activeAxes && isGraphKind(activeAxes.type) && openDatasets(activeAxes.name, 'existing')}
                  onEditLabelsRequest={() => activeAxes?.type === 'bar' && bar.editLabels()}
                  onEditPointRequest={editSelectedPoint}
                  onToolChange={(t) => (t === 'calibrate' ? startCalibration(calibrating ? calibratingKind : 'xy') : session.setTool(t))}
                  onSelectionChange={(s) => session.setSelection(s)}
                  onZoomChange={(z) => setView({ zoom: z })}
                  onCenterChange={(c) => setView({ center: c })}
                  onRotationChange={(r) => setView({ rotation: r })}
                  onCrosshairChange={setCrosshair}
                  onPendingCalibrationChange={setPending}
                  onCalibrationPointsCollected={(points) => {
                    setPending(points);
                    session.setFlow({ name: 'values', step: calibratingKind });
                  }}
                  onDocumentLoad={(info) => {
                    setPageCounts((prev) => (prev[info.file] === info.pageCount ? prev : { ...prev, [info.file]: info.pageCount }));
                    pageHeight.current = info.pageSize.height;
                    onPageCount?.(info.file, info.pageCount);
                  }}
                  onError={(error) => setInvalidFile(error.code === 'invalid-file' ? (files[file]?.name ?? '') : null)}
                  onTextSelected={onTextSelected}
                  layers={canvasLayers}
                />
              </Suspense>
              {floating}
            </div>
            </Panel>
            <Separator className={styles.separatorRow} aria-label="Resize the tagging tools" />
            <Panel id="tagging" defaultSize={176} minSize={96} maxSize="60%" groupResizeBehavior="preserve-pixel-size" className={styles.panel}>
              <div className={styles.toolbarArea} role="region" aria-label="Tagging">
                {toolbar ?? (
                  <SlotTaggingToolbar slot={metadataSlot} session={session} tagGroups={tagGroups} />
                )}
              </div>
            </Panel>
          </Group>
        </Panel>
        <Separator className={styles.separator} aria-label="Resize the sidebar" />
        <SideColumn column={sidebarColumn} defaultSize={230} maxSize="45%">
          {/* The head with its hide button stays whatever the column shows, a table's sidebar included. */}
          <div className={styles.sidebar}>
            <div className={styles.columnHead}>
              <IconButton size="small" label="Hide the sidebar" tooltipPlacement="start" icon={<PanelRightClose />} onPress={sidebarColumn.hide} />
            </div>
            {tables.active ? tables.sidebar : sidebar}
          </div>
        </SideColumn>
      </Group>

      {valuesFlow && valuesFlow.step !== 'xy' && valuesFlow.step !== 'bar' && isGraphKind(valuesFlow.step) ? (
        <AxesCalibrationDialog
          kind={valuesFlow.step}
          points={pending}
          axes={valuesAxes}
          imageHeight={pageHeight.current}
          onConfirm={(r) => onValues(valuesFlow.step as Kind, r, valuesFlow.target)}
          onCancel={() => {
            setPending([]);
            if (valuesFlow.target) session.setFlow({ name: 'editGraph', step: 'edit', target: valuesFlow.target });
            else finishFlow();
          }}
        />
      ) : null}
      {valuesFlow && (valuesFlow.step === 'xy' || valuesFlow.step === 'bar') && (valuesFlow.step === 'xy' ? (
        <XYCalibrationDialog
          isOpen
          points={valuesAxes ? valuesAxes.calibrationPoints.map((c) => ({ x: c.px, y: c.py })) : pending}
          initial={valuesAxes ? (calibrationValuesOf(valuesAxes) as never) : proposedInitial('xy')}
          onConfirm={(r) => onValues('xy', r, valuesFlow.target)}
          onCancel={() => {
            setPending([]);
            if (valuesFlow.target) session.setFlow({ name: 'editGraph', step: 'edit', target: valuesFlow.target });
            else finishFlow();
          }}
        />
      ) : (
        <BarCalibrationDialog
          isOpen
          points={valuesAxes ? valuesAxes.calibrationPoints.map((c) => ({ x: c.px, y: c.py })) : pending}
          initial={valuesAxes ? (calibrationValuesOf(valuesAxes) as never) : proposedInitial('bar')}
          onConfirm={(r) => onValues('bar', r, valuesFlow.target)}
          onCancel={() => {
            setPending([]);
            if (valuesFlow.target) session.setFlow({ name: 'editGraph', step: 'edit', target: valuesFlow.target });
            else finishFlow();
          }}
        />
      ))}
      {labelsFlow && labelAxes ? (
        <AxesLabelDialog
          isOpen
          axes={GRAPH_KIND_INFO[kindOf(labelAxes)].labelledAxes}
          valueTagNames={valueTagNames}
          initial={labelAxes.metadata.axesLabelData}
          onSave={onLabels}
          onCancel={cancelLabels}
        />
      ) : null}
      <Dialog
        title={renaming ? `Rename ${renaming.axes.name}` : 'Rename'}
        isOpen={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        maxWidth={500}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={rename}>Rename</Button>
          </>
        )}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            rename();
          }}
        >
          <TextField
            label="Name"
            autoFocus
            value={renaming?.name ?? ''}
            onChange={(name) => renaming && setRenaming({ ...renaming, name, error: null })}
            showErrors={!!renaming?.error}
            errorMessage={renaming?.error ?? undefined}
          />
        </form>
      </Dialog>
      <Dialog
        title={RENAME_AXES_MESSAGES.title}
        role="alertdialog"
        isOpen={renameError !== null}
        onOpenChange={(open) => !open && setRenameError(null)}
        maxWidth={500}
        actions={(close) => <Button onPress={close}>OK</Button>}
      >
        <p className={styles.dialogText}>{renameError}</p>
      </Dialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        message={
          deleting?.datasetName
            ? `Delete ${deleting.datasetName} and its data points?`
            : `Delete ${deleting?.axes.name ?? ''} with its datasets and data points?`
        }
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={confirmDelete}
      />
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
      <ClearAllDialog isOpen={clearing?.kind === 'all'} datasetName={clearing?.label ?? ''} onConfirm={confirmClear} onCancel={() => setClearing(null)} />
      <ClearAllTagsDialog isOpen={clearing?.kind === 'tags'} datasetName={clearing?.label ?? ''} onConfirm={confirmClear} onCancel={() => setClearing(null)} />
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
      <CanvasFocusReturn slot={metadataSlot} otherDialogOpen={otherDialogOpen} canvasRef={canvasRef} />
      {bar.overlay}
      <ConfirmDialog
        isOpen={deletingText !== null}
        onOpenChange={(open) => !open && setDeletingText(null)}
        tone="danger"
        message={`Delete the text '${deletingText?.label ?? ''}' and its tags?`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={confirmDeleteText}
      />
      {tables.dialogs}
      <Dialog
        title="Table"
        role="alertdialog"
        isOpen={tableError !== null}
        onOpenChange={(open) => !open && setTableError(null)}
        maxWidth={500}
        actions={(close) => <Button onPress={close}>OK</Button>}
      >
        <p className={styles.dialogText}>{tableError}</p>
      </Dialog>
      <Dialog
        title="Invalid file"
        isOpen={invalidFile !== null}
        onOpenChange={(open) => !open && setInvalidFile(null)}
        maxWidth={500}
        actions={(close) => <Button onPress={close}>OK</Button>}
      >
        <p className={styles.dialogText}>
          {invalidFile ? `${invalidFile}: ` : ''}
          {PAGE_MESSAGES.invalidFileText}
        </p>
      </Dialog>
    </div>
  );
}
