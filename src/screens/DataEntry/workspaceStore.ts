import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Vec } from '../../editor/Digitizer';
import { GRAPH_KIND_INFO, isGraphKind, nextGraphName, type GraphKind, type LabelledAxis } from '../../editor/core/axesKinds';
import { RENAME_AXES_MESSAGES, validateAxesName } from '../../editor/core/model/names';
import type { Axes, AxisLabel, Dataset, TagGroup } from '../../editor/core/model/types';
import type { EngineLayer } from '../../editor/engine/layers';
import { findPage } from '../../editor/engine/projectAdapter';
import { BAR_HEADERS_FLOW } from '../../editor/panels/bar/barWizard';
import {
  addAxes,
  canClearAll,
  canClearAllTags,
  clearAll,
  clearAllTags,
  compositePatchCommand,
  deleteAxes,
  deleteDataset,
  deleteTextItem,
  recomputeAxisValues,
  renameAxes,
  replaceAxes,
  rewriteAxisDataTypes,
  type EditorFlow,
  type EditorSession,
} from '../../editor/session';
import { datasetLabel, type WorkspaceAxes, type WorkspaceText } from './dataEntryRules';
import { MetadataSlotStore } from './metadataSlotStore';
import type { VectorCalibrationInput } from './VectorHost';

/**
 * The data-entry workspace's own state, beside the editor session that holds the document, undo,
 * view, tool, selection and flow: the one confirmation or form dialog open, the alerts, the canvas
 * toggles, the calibration clicks (and the calibration a vector page proposed), the new graph
 * between its calibration and its labels, and the page counts the canvas reported.
 *
 * Like tldraw's editor keeps camera and UI state outside React, this is a plain class: methods are
 * the user's intents (openRename, confirmRename, startCalibration, cancelLabels, ...), they carry the
 * workspace's rules and tell the session what to do, and React reads slices through
 * `useWorkspaceState` (`subscribe` / `getSnapshot`), so a dialog opening renders the dialog, not the
 * workspace. A store belongs to one session; the metadata dialog's slot (MetadataSlotStore) is part
 * of it.
 */

/** The confirmation or form dialog the workspace shows: one at a time, the latest asked for wins. */
export type WorkspaceDialog =
  | { readonly kind: 'none' }
  /** `error` shows under the field (an empty name); `refusal` opens 'Rename Axis Error' over the dialog (a taken name). */
  | { readonly kind: 'rename'; readonly axes: WorkspaceAxes; readonly name: string; readonly error: string | null; readonly refusal: string | null }
  | { readonly kind: 'deleteGraph'; readonly axes: WorkspaceAxes }
  | { readonly kind: 'deleteDataset'; readonly axes: WorkspaceAxes; readonly datasetName: string }
  | { readonly kind: 'deleteText'; readonly text: WorkspaceText }
  /** Clear all (points and point groups) or clear all tags of a dataset. */
  | { readonly kind: 'clearData'; readonly clear: 'all' | 'tags'; readonly datasetName: string; readonly label: string };

export type WorkspaceDialogKind = WorkspaceDialog['kind'];

export interface WorkspaceState {
  readonly dialog: WorkspaceDialog;
  /** An edit of a table the session refused ('Table' alert). */
  readonly tableError: string | null;
  /** The name of a file the canvas could not read ('Invalid file' alert); '' when it has none. */
  readonly invalidFile: string | null;
  readonly crosshair: boolean;
  readonly magnifier: boolean;
  /** The calibration points clicked so far, or the points of the graph whose values are asked. */
  readonly pending: readonly Vec[];
  /** A calibration proposed from a vector page's axes: its values prefill the values dialog while its points are the pending ones. */
  readonly proposal: VectorCalibrationInput | null;
  /** A new graph between its calibration and its labels: not in the document until the labels are given. */
  readonly newAxes: Axes | null;
  /** Page count of each file the canvas has opened. */
  readonly pageCounts: Readonly<Record<number, number>>;
  /** The last text selected on the page. */
  readonly selectedText: string;
  /** The automatic extraction's layer over the figure, while its sidebar is open. */
  readonly autoLayer: EngineLayer | null;
}

const NO_DIALOG: WorkspaceDialog = Object.freeze({ kind: 'none' });
const NO_POINTS: readonly Vec[] = Object.freeze([]);

export const INITIAL_WORKSPACE_STATE: WorkspaceState = Object.freeze({
  dialog: NO_DIALOG,
  tableError: null,
  invalidFile: null,
  crosshair: false,
  magnifier: false,
  pending: NO_POINTS,
  proposal: null,
  newAxes: null,
  pageCounts: Object.freeze({}),
  selectedText: '',
  autoLayer: null,
});

/** Calibration values as the calibration dialogs return them. */
export interface CalibrationValues {
  calibrationPoints: Axes['calibrationPoints'];
  options: Axes['options'];
}

/** True while a dialog or alert of the workspace is open (the metadata dialog and the flows' dialogs aside). */
export const isWorkspaceDialogOpen = (s: WorkspaceState): boolean => s.dialog.kind !== 'none' || s.tableError !== null || s.invalidFile !== null;

/** Flows shown as a dialog over the workspace. */
const DIALOG_FLOWS = ['values', 'labels', 'datasets'];

/** True while the flow shows a dialog (values, labels, study branches). */
export const isDialogFlow = (flow: EditorFlow | null): boolean => !!flow && DIALOG_FLOWS.includes(flow.name);

export class WorkspaceStore {
  private state: WorkspaceState = INITIAL_WORKSPACE_STATE;
  private listeners = new Set<() => void>();
  /** Which metadata dialog is open. */
  readonly metadata = new MetadataSlotStore();

  constructor(readonly session: EditorSession) {}

  getSnapshot = (): WorkspaceState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  // ---- Canvas toggles and what the canvas reports

  setCrosshair = (on: boolean): void => this.update({ crosshair: on });

  setMagnifier = (on: boolean): void => this.update({ magnifier: on });

  /** The canvas opened a file: its page count is known. */
  documentLoaded = (file: number, pageCount: number): void => {
    if (this.state.pageCounts[file] === pageCount) return;
    this.update({ pageCounts: { ...this.state.pageCounts, [file]: pageCount } });
  };

  /** The canvas could not show the file: an invalid file opens its alert (named `fileName`), any other problem closes it. */
  fileFailed = (invalid: boolean, fileName: string): void => this.update({ invalidFile: invalid ? fileName : null });

  closeInvalidFile = (): void => this.update({ invalidFile: null });

  textSelected = (text: string): void => this.update({ selectedText: text });

  setAutoLayer = (layer: EngineLayer | null): void => this.update({ autoLayer: layer });

  showTableError = (message: string | null): void => this.update({ tableError: message });

  closeTableError = (): void => this.update({ tableError: null });

  // ---- Going places

  /** Shows another file or page: nothing stays active there, a flow ends and calibration clicks are dropped. */
  goTo = (file: number, page: number): void => {
    const { session } = this;
    const at = session.getSnapshot();
    if (file === at.file && page === at.page) return;
    session.setLocation(file, page);
    session.setActiveAxes(null);
    session.setActiveDataset(null);
    session.setFlow(null);
    this.update({ pending: NO_POINTS });
    if (session.getSnapshot().tool === 'calibrate') session.setTool('addPoints');
  };

  // ---- Dialogs

  /** Closes the dialog if it is (one of) the kind(s) named: a dialog closing late never closes the one opened after it. */
  dismiss = (...kinds: Exclude<WorkspaceDialogKind, 'none'>[]): void => {
    if ((kinds as WorkspaceDialogKind[]).includes(this.state.dialog.kind)) this.setDialog(NO_DIALOG);
  };

  /** Closes whatever dialog is open. */
  cancel = (): void => this.setDialog(NO_DIALOG);

  openRename = (axes: WorkspaceAxes): void => this.setDialog({ kind: 'rename', axes, name: axes.name, error: null, refusal: null });

  /** The user types in the rename field: the field's error goes until the next try. */
  editRenameName = (name: string): void => {
    const d = this.state.dialog;
    if (d.kind === 'rename') this.setDialog({ ...d, name, error: null });
  };

  /**
   * Renames the graph: an empty name stays in the dialog with the field's error, a name taken anywhere
   * in the extraction opens 'Rename Axis Error' over it; otherwise the graph's page is shown, the
   * rename is one undo step (none when the name is the same), the active graph and a flow on it
   * follow the new name, and the dialog closes.
   */
  confirmRename = (): void => {
    const d = this.state.dialog;
    if (d.kind !== 'rename') return;
    const { session } = this;
    const { axes, name } = d;
    const others = session.document.pages.flatMap((p) => p.axes.map((a) => a.name)).filter((n) => n !== axes.name);
    const problem = validateAxesName(name, others);
    if (problem === RENAME_AXES_MESSAGES.exists) return this.setDialog({ ...d, refusal: problem });
    if (problem) return this.setDialog({ ...d, error: problem });
    this.goTo(axes.file, axes.page);
    const to = name.trim();
    if (to !== axes.name) {
      session.edit((ctx) => renameAxes(ctx, axes.name, to));
      if (session.getSnapshot().activeAxes === axes.name) session.setActiveAxes(to);
      const flow = session.getSnapshot().flow;
      if (flow?.target === axes.name) session.setFlow({ ...flow, target: to });
    }
    this.dismiss('rename');
  };

  /** Closes 'Rename Axis Error': the rename dialog stays, with the name as typed. */
  closeRenameRefusal = (): void => {
    const d = this.state.dialog;
    if (d.kind === 'rename' && d.refusal !== null) this.setDialog({ ...d, refusal: null });
  };

  askDeleteGraph = (axes: WorkspaceAxes): void => this.setDialog({ kind: 'deleteGraph', axes });

  askDeleteDataset = (axes: WorkspaceAxes, datasetName: string): void => this.setDialog({ kind: 'deleteDataset', axes, datasetName });

  /** Deletes the graph or dataset asked about, on its page; the active graph deleted leaves nothing active and ends its flow. */
  confirmDelete = (): void => {
    const d = this.state.dialog;
    if (d.kind !== 'deleteGraph' && d.kind !== 'deleteDataset') return;
    const { session } = this;
    this.goTo(d.axes.file, d.axes.page);
    if (d.kind === 'deleteDataset') {
      const { datasetName } = d;
      session.edit((ctx) => deleteDataset(ctx, datasetName));
      if (session.getSnapshot().activeDataset === datasetName) session.setActiveDataset(null);
    } else {
      const { name } = d.axes;
      session.edit((ctx) => deleteAxes(ctx, name));
      if (session.getSnapshot().activeAxes === name) {
        session.setActiveAxes(null);
        session.setActiveDataset(null);
        session.setFlow(null);
      }
    }
    session.setSelection(null);
    this.dismiss(d.kind);
  };

  askDeleteText = (text: WorkspaceText): void => this.setDialog({ kind: 'deleteText', text });

  confirmDeleteText = (): void => {
    const d = this.state.dialog;
    if (d.kind !== 'deleteText') return;
    this.goTo(d.text.file, d.text.page);
    const { uuid } = d.text;
    this.session.edit((ctx) => deleteTextItem(ctx, uuid));
    this.dismiss('deleteText');
  };

  /** Asks before clearing a dataset; clear all with no points and no point groups, or clear tags with none, asks nothing. */
  askClear = (clear: 'all' | 'tags', dataset: Dataset | null): void => {
    if (!dataset) return;
    if (clear === 'all' ? !canClearAll(dataset) : !canClearAllTags(dataset)) return;
    this.setDialog({ kind: 'clearData', clear, datasetName: dataset.name, label: datasetLabel(dataset) });
  };

  /** Clears as asked, one undo step; clearing the points drops the selection. */
  confirmClear = (): void => {
    const d = this.state.dialog;
    if (d.kind !== 'clearData') return;
    const { clear, datasetName } = d;
    this.session.edit((ctx) => (clear === 'all' ? clearAll(ctx, datasetName) : clearAllTags(ctx, datasetName)));
    if (clear === 'all') this.session.setSelection(null);
    this.dismiss('clearData');
  };

  // ---- Graph flows: calibrate, values, labels

  /** The graph kind the calibrate flow is collecting points for. */
  calibratingKind = (): GraphKind => {
    const flow = this.session.getSnapshot().flow;
    return flow?.name === 'calibrate' && isGraphKind(flow.target) ? flow.target : 'xy';
  };

  /** New graph of a kind: its axis points are clicked next; a kind with none (image) is made at once and goes on to its labels. */
  startCalibration = (kind: GraphKind): void => {
    this.update({ pending: NO_POINTS });
    this.session.setSelection(null);
    if (GRAPH_KIND_INFO[kind].clickLabels.length === 0) return this.giveValues(kind, { calibrationPoints: [], options: {} });
    this.session.setFlow({ name: 'calibrate', step: 'points', target: kind });
    this.session.setTool('calibrate');
  };

  setPending = (points: readonly Vec[]): void => this.update({ pending: points });

  /** Every axis point is clicked: the values dialog asks for their values. */
  calibrationPointsCollected = (points: readonly Vec[]): void => {
    const kind = this.calibratingKind();
    this.update({ pending: points });
    this.session.setFlow({ name: 'values', step: kind });
  };

  /** A vector page's axes propose a calibration: the values dialog opens on its points, prefilled. */
  calibrationProposed = (input: VectorCalibrationInput): void => {
    this.update({ proposal: input, pending: input.points });
    this.session.setSelection(null);
    this.session.setFlow({ name: 'values', step: input.kind });
  };

  /** The proposal's values for the values dialog of a kind, while its points are still the pending ones. */
  proposalFor = (kind: GraphKind): VectorCalibrationInput['initial'] | undefined => {
    const { proposal, pending } = this.state;
    return proposal && proposal.kind === kind && proposal.points === pending ? proposal.initial : undefined;
  };

  /** Ends the flow on the add-points tool. */
  finishFlow = (): void => {
    this.session.setFlow(null);
    this.session.setTool('addPoints');
  };

  /** Cancel while clicking axis points: the clicks are dropped. */
  cancelCalibration = (): void => {
    this.update({ pending: NO_POINTS });
    this.finishFlow();
  };

  /**
   * The values dialog is confirmed. For an existing graph ('Set values') the same pixels get the new
   * values and the points' values follow, in one undo step. A new graph is named and waits for its
   * labels outside the document.
   */
  giveValues = (kind: GraphKind, result: CalibrationValues, axesName?: string): void => {
    const { session } = this;
    if (axesName) {
      const { file, page } = session.getSnapshot();
      const current = findPage(session.document, file, page)?.axes.find((a) => a.name === axesName);
      if (current)
        session.edit((ctx) => {
          const replaced = replaceAxes(ctx, axesName, { ...current, calibrationPoints: result.calibrationPoints, options: result.options } as Axes);
          replaced.do();
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
    this.update({ newAxes: { type: kind, name, options: result.options, calibrationPoints: result.calibrationPoints, metadata: {} } as Axes });
    session.setActiveDataset(null);
    session.setFlow({ name: 'labels', step: 'new', target: name });
  };

  /** The values dialog is cancelled: 'Set values' goes back to editing the graph, a new graph is dropped with its clicks. */
  cancelValues = (axesName?: string): void => {
    this.update({ pending: NO_POINTS });
    if (axesName) this.session.setFlow({ name: 'editGraph', step: 'edit', target: axesName });
    else this.finishFlow();
  };

  /** The new graph waiting for its labels, when it is the one the labels flow is about. */
  newGraphNamed = (name: string | undefined): Axes | null => {
    const { newAxes } = this.state;
    return newAxes && newAxes.name === name ? newAxes : null;
  };

  /**
   * The labels dialog is saved. A new graph joins the extraction with its labels (one undo step)
   * and goes on to its bar headers (a bar graph) or its study branches; an existing graph's new data
   * types rewrite its points.
   */
  giveLabels = (labels: Partial<Record<LabelledAxis, AxisLabel>>, options: { tagGroups?: readonly TagGroup[] } = {}): void => {
    const { session } = this;
    const { flow, file, page } = session.getSnapshot();
    const name = flow?.target;
    const isNew = flow?.step === 'new';
    const current = !name ? undefined : isNew ? (this.newGraphNamed(name) ?? undefined) : findPage(session.document, file, page)?.axes.find((a) => a.name === name);
    if (!name || !current) return;
    const axesLabelData = { ...current.metadata.axesLabelData, ...labels };
    if (isNew) {
      session.edit((ctx) => addAxes(ctx, { ...current, metadata: { ...current.metadata, axesLabelData } } as Axes));
      this.update({ newAxes: null, pending: NO_POINTS });
      session.setActiveAxes(name);
      session.setActiveDataset(null);
      if (current.type === 'bar') {
        session.setFlow({ name: BAR_HEADERS_FLOW, step: 'new', target: name });
        session.setTool('adjustPoints');
        return;
      }
      session.setFlow({ name: 'datasets', step: 'new', target: name });
      return;
    }
    session.edit((ctx) => rewriteAxisDataTypes(ctx, name, axesLabelData, options));
    session.setFlow({ name: 'editGraph', step: 'edit', target: name });
  };

  /** The labels dialog is cancelled (or Escaped): an existing graph goes back to editing; a new graph is dropped, leaving nothing half-made. */
  cancelLabels = (): void => {
    const { session } = this;
    const flow = session.getSnapshot().flow;
    if (flow?.step === 'edit' && flow.target) {
      session.setFlow({ name: 'editGraph', step: 'edit', target: flow.target });
      return;
    }
    if (flow?.name === 'labels' && flow.step === 'new') {
      this.update({ newAxes: null, pending: NO_POINTS });
      session.setActiveDataset(null);
    }
    this.finishFlow();
  };

  private setDialog(dialog: WorkspaceDialog): void {
    this.update({ dialog });
  }

  private update(change: Partial<WorkspaceState>): void {
    const prev = this.state;
    const keys = Object.keys(change) as (keyof WorkspaceState)[];
    if (keys.every((k) => Object.is(prev[k], change[k]))) return;
    this.state = { ...prev, ...change };
    this.listeners.forEach((l) => l());
  }
}

/**
 * A slice of the workspace's state: the component renders again only when the slice changes by
 * `isEqual` (`Object.is` by default), as `useSessionSelector` does for the session.
 */
export function useWorkspaceState<T>(store: WorkspaceStore, selector: (state: WorkspaceState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const cache = useRef<{ state: WorkspaceState; selector: (state: WorkspaceState) => T; value: T } | null>(null);
  const select = useCallback(() => {
    const state = store.getSnapshot();
    const last = cache.current;
    if (last && last.state === state && last.selector === selector) return last.value;
    const next = selector(state);
    const value = last && isEqual(last.value, next) ? last.value : next;
    cache.current = { state, selector, value };
    return value;
  }, [store, selector, isEqual]);
  return useSyncExternalStore(store.subscribe, select, select);
}
