import { isGraphKind } from '../core/axesKinds';
import { EDITOR_MESSAGES, EditorError } from '../core/errors';
import type { PageData } from '../core/model/types';
import { createProject } from '../core/model/types';
import { loadAnyProject, PROJECT_FORMAT, saveProject, type ProjectFile } from '../core/project';
import { projectFileSchema } from '../core/schemas';
import { UndoHistories, type Command, type UndoScope } from '../core/undo';
import type { PointRef } from '../engine/scene';
import type { ToolName } from '../engine/tools/types';
import { ROTATIONS, type Rotation } from '../engine/viewTransform';
import { compositePatchCommand, fromDigitizerCommand, isPatchCommand, type CommandContext, type PatchCommand } from './commands';
import { applyCopyOnWrite, applyInPlace, diff, inverseOf, pointer, touchedBy, type PatchOperation } from './patch';
import { jsonEqual, mergeThreeWay, type MergeConflict } from './rebase';
import { clientLog, LOG_MESSAGES } from '../core/log';

export type { PatchOperation } from './patch';
export type { CommandContext, PatchCommand } from './commands';

/** A file (index into the extraction's files) and a page of it (from 1). */
export interface PageAddress {
  readonly file: number;
  readonly page: number;
}

/**
 * The sidebar, popup or wizard open in the editor, by name (such as 'editXYGraph' or
 * 'tableCreation') with the step a wizard is on. Null when none is open.
 */
export interface EditorFlow {
  readonly name: string;
  readonly step?: string;
  /** What the flow works on, such as the axes being edited. */
  readonly target?: string;
}

/**
 * What the tagging toolbar has chosen: the tag group and study branch new items are tagged with
 * (together a tag group instance), and the tag pressed to receive the next collected value.
 */
export interface TaggingState {
  readonly tagGroupUuid: string | null;
  readonly branchKey: string | null;
  /** Uuid of the pressed tag. */
  readonly pressedTag: string | null;
}

export const NO_TAGGING: TaggingState = Object.freeze({ tagGroupUuid: null, branchKey: null, pressedTag: null });

/** A point (or other value) changed both here and in a newer saved version: the user picks which to keep. */
export type RebaseConflict = MergeConflict;

/** What the user keeps of one conflict. */
export type ConflictChoice = 'mine' | 'theirs';

/** The outcome of moving unsaved edits onto a newer saved version. */
export type RebaseResult =
  | {
      readonly status: 'rebased';
      /** The version the unsaved edits now apply to. */
      readonly version: number;
      /** Whether the newer version changed anything (when false it only renumbered). */
      readonly theirsChanged: boolean;
      /** Conflicts settled by the choices given. */
      readonly resolved: number;
    }
  | {
      readonly status: 'conflicts';
      /** Ask the user about each, then call resolveConflicts. Nothing has changed yet. */
      readonly conflicts: readonly RebaseConflict[];
    };

/** The unsaved operations to send, against the version they apply to. */
export interface UnsavedDelta {
  readonly ops: readonly PatchOperation[];
  readonly baseVersion: number;
  /** Pass back to markSaved once the server acknowledged these operations. */
  readonly count: number;
}

/** Why the session changed; listeners that keep a copy of unsaved operations read `ops`. */
export type SessionChange =
  | { readonly kind: 'edit' | 'undo' | 'redo'; readonly ops: readonly PatchOperation[]; readonly label: string }
  | { readonly kind: 'saved'; readonly version: number }
  | { readonly kind: 'rebased'; readonly version: number }
  | { readonly kind: 'state' };

/** What the canvas shows of the page: zoom ('fit' for the whole page), the image point at its centre (null: the page's centre) and rotation. */
export interface EditorView {
  readonly zoom: number | 'fit';
  readonly center: { readonly x: number; readonly y: number } | null;
  readonly rotation: Rotation;
}

/** The view of a page not seen before. */
export const FIT_VIEW: EditorView = Object.freeze({ zoom: 'fit', center: null, rotation: 0 });

/** Everything panels read, replaced (never mutated) whenever anything in it changes. */
export interface EditorSnapshot {
  /** The live document; edited in place, so read `revision` to know it changed. */
  readonly document: ProjectFile;
  /** Grows on every change of the document (pass to the Digitizer's `revision`). */
  readonly revision: number;
  /**
   * Grows with `revision` except on a change that only adds, moves, retags or deletes points of a
   * plain dataset (an XY-family graph's, without point groups). What reads graphs, datasets,
   * tables, bars, point groups, measurements, texts or the study tree can follow this one, and
   * stays still while the user clicks points; what shows the points follows `revision`.
   */
  readonly structureRevision: number;
  readonly file: number;
  readonly page: number;
  readonly selection: PointRef | null;
  /** What the canvas shows; kept in the document's misc at the next save, so a reload opens where the user was. */
  readonly view: EditorView;
  readonly activeDataset: string | null;
  readonly activeAxes: string | null;
  readonly tool: ToolName;
  readonly flow: EditorFlow | null;
  readonly tagging: TaggingState;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly undoLabel: string | undefined;
  readonly redoLabel: string | undefined;
  /** Edits not yet acknowledged by the server. */
  readonly dirty: boolean;
  readonly unsavedOps: number;
  /** The saved version the document is based on. */
  readonly baseVersion: number;
  /** Conflicts of a rebase waiting for the user's choices; empty otherwise. */
  readonly conflicts: readonly RebaseConflict[];
}

export interface EditorSessionOptions {
  /** The saved document as the server holds it at `version` ({} or null before the first save). The session edits it in place. */
  document: unknown;
  /** The server's version of `document`. */
  version: number;
  /** Operations made on `document` and never acknowledged (from the outbox), applied and kept unsaved. */
  unsaved?: readonly PatchOperation[];
  /** @default the document's misc file and page, else file 0 page 1 */
  location?: PageAddress;
  /** @default 'addPoints' */
  tool?: ToolName;
  /** Steps kept per file and page. @default 500 */
  historyLimit?: number;
}

/** One recorded change: operations and the ones that revert them. */
interface Entry {
  ops: readonly PatchOperation[];
  inverse: readonly PatchOperation[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The open extraction: its document, an undo history per file and page, the selection, the active
 * tool and flow, and the operations not yet saved. Every edit is a command carrying its JSON Patch,
 * so the unsaved delta is the operations since the last acknowledged save, kept as they happen.
 * Subscribe with `subscribe` and read `getSnapshot` (useSyncExternalStore).
 */
export class EditorSession {
  private doc: ProjectFile;
  private version: number;
  private histories: UndoHistories;
  private readonly historyLimit: number;
  private location: PageAddress;
  private selection: PointRef | null = null;
  private view: EditorView = FIT_VIEW;
  /** The user moved (file, page or view) since misc was last written. */
  private moved = false;
  private activeDataset: string | null = null;
  private activeAxes: string | null = null;
  private tool: ToolName;
  private flow: EditorFlow | null = null;
  private tagging: TaggingState = NO_TAGGING;
  private unsaved: Entry[] = [];
  /** Leading entries handed to a save in flight; they are never compacted. */
  private frozen = 0;
  private conflicts: RebaseConflict[] = [];
  /** The newer version a rebase stopped on, kept until the user has chosen. */
  private pendingRebase: { document: unknown; version: number } | undefined;
  private revision = 0;
  private structureRevision = 0;
  private snapshot: EditorSnapshot | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly changeListeners = new Set<(change: SessionChange) => void>();

  constructor(options: EditorSessionOptions) {
    this.version = options.version;
    this.historyLimit = options.historyLimit ?? 500;
    this.histories = new UndoHistories(this.historyLimit);
    this.tool = options.tool ?? 'addPoints';
    // Recovered operations were made on the stored document as it was: applied to it before anything else.
    const stored = options.document ?? {};
    if (options.unsaved?.length) {
      if (!isObject(stored)) throw new EditorError('project-invalid', EDITOR_MESSAGES.notAnObject);
      this.unsaved.push(recordApplied(stored, options.unsaved));
    }
    const { document, setup } = openDocument(stored);
    this.doc = document;
    if (setup) this.unsaved.push(setup);
    this.location = options.location ?? { file: this.doc.misc.file, page: this.doc.misc.page };
    this.histories.switchTo(this.location.file, this.location.page);
    this.view = viewOfMisc(this.doc.misc, this.location);
  }

  // ---- Reading ----

  /** The live document (the saved shape); edits change it in place. */
  get document(): ProjectFile {
    return this.doc;
  }

  /** The saved version the document and the unsaved operations start from. */
  get baseVersion(): number {
    return this.version;
  }

  /** Whether some edits are not yet acknowledged by the server. */
  get dirty(): boolean {
    return this.unsaved.length > 0;
  }

  /** The page data of the current file and page, if the document has it. */
  get currentPage(): PageData | undefined {
    return this.doc.pages.find((p) => p.file === this.location.file && p.page === this.location.page);
  }

  /** Be told of every change (for useSyncExternalStore); returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current snapshot; the same object until something changes. */
  getSnapshot = (): EditorSnapshot => {
    this.snapshot ??= this.buildSnapshot();
    return this.snapshot;
  };

  /** Be told what changed, with the operations of edits, undos and redos (for the outbox). */
  onChange(listener: (change: SessionChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  // ---- Editing ----

  /**
   * Where commands for the current page are built. Creates the page in the document (an unsaved
   * operation outside the undo history) the first time it is edited.
   */
  context(): CommandContext {
    return { document: this.doc, pageIndex: this.ensurePage(this.location.file, this.location.page) };
  }

  /** Build a command for the current page and execute it. */
  edit(build: (context: CommandContext) => PatchCommand): PatchCommand {
    const command = build(this.context());
    this.execute(command);
    return command;
  }

  /**
   * Run a command and record it in the current page's history. The Digitizer's commands are
   * turned into their operations; any other command without its own operations (an edit of the
   * model in place) gets them by comparing the current page before and after it, which walks that
   * page: prefer the commands of `commands.ts`.
   */
  execute(command: Command, scope: UndoScope = 'page'): void {
    const patch = isPatchCommand(command) ? command : (fromDigitizerCommand(this.doc, command) ?? this.measured(command));
    this.histories.execute(patch, scope);
    this.record({ ops: patch.ops, inverse: patch.inverseOps });
    this.changed({ kind: 'edit', ops: patch.ops, label: patch.label });
  }

  /**
   * Build a command for an edit that reaches every page (the study tree) and execute it: it goes to
   * the history all pages share, so it can be undone from any page, in the order it was made.
   */
  editDocument(build: (context: CommandContext) => PatchCommand): PatchCommand {
    const command = build(this.context());
    this.execute(command, 'document');
    return command;
  }

  /**
   * Build a command and run it as part of the last step of the current page's history, so one undo
   * reverts both (the tags confirmed for a point just added belong to its adding).
   */
  editJoined(build: (context: CommandContext) => PatchCommand): PatchCommand {
    const command = build(this.context());
    this.histories.amendLast(command, (last, next) => compositePatchCommand(this.doc, last.label, [last as PatchCommand, next as PatchCommand]));
    this.record({ ops: command.ops, inverse: command.inverseOps });
    this.changed({ kind: 'edit', ops: command.ops, label: command.label });
    return command;
  }

  /** Revert the last step of the current page's history and forget it (Escape on a point just added). */
  discardLast(): boolean {
    const command = this.histories.current.discardLast() as PatchCommand | undefined;
    if (!command) return false;
    this.record({ ops: command.inverseOps, inverse: command.ops });
    this.changed({ kind: 'undo', ops: command.inverseOps, label: command.label });
    return true;
  }

  /** Revert the last step: the current page's, or the shared history's when that one is later. */
  undo(): boolean {
    const command = this.histories.undo() as PatchCommand | undefined;
    if (!command) return false;
    this.record({ ops: command.inverseOps, inverse: command.ops });
    this.changed({ kind: 'undo', ops: command.inverseOps, label: command.label });
    return true;
  }

  /** Re-apply the step undone last (of the current page's history or the shared one). */
  redo(): boolean {
    const command = this.histories.redo() as PatchCommand | undefined;
    if (!command) return false;
    this.record({ ops: command.ops, inverse: command.inverseOps });
    this.changed({ kind: 'redo', ops: command.ops, label: command.label });
    return true;
  }

  // ---- Location, selection, tool, flow ----

  /** Go to a file and page: its undo history becomes current. Clears the selection. */
  setLocation(file: number, page: number): void {
    if (file === this.location.file && page === this.location.page) return;
    this.location = { file, page };
    this.view = FIT_VIEW;
    this.moved = true;
    this.histories.switchTo(file, page);
    this.selection = null;
    this.changed({ kind: 'state' });
  }

  /** Change what the canvas shows (zoom, centre, rotation); fields not given stay. */
  setView(change: Partial<EditorView>): void {
    const next = { ...this.view, ...change };
    const v = this.view;
    if (next.zoom === v.zoom && next.rotation === v.rotation && next.center?.x === v.center?.x && next.center?.y === v.center?.y) return;
    this.view = Object.freeze(next);
    this.moved = true;
    this.changed({ kind: 'state' });
  }

  setSelection(selection: PointRef | null): void {
    if (selection === this.selection || (selection && this.selection && selection.datasetId === this.selection.datasetId && selection.index === this.selection.index)) return;
    this.selection = selection;
    this.changed({ kind: 'state' });
  }

  setActiveDataset(name: string | null): void {
    if (name === this.activeDataset) return;
    this.activeDataset = name;
    this.changed({ kind: 'state' });
  }

  setActiveAxes(name: string | null): void {
    if (name === this.activeAxes) return;
    this.activeAxes = name;
    this.changed({ kind: 'state' });
  }

  setTool(tool: ToolName): void {
    if (tool === this.tool) return;
    this.tool = tool;
    this.changed({ kind: 'state' });
  }

  /** Open a sidebar, popup or wizard step (null closes it). */
  setFlow(flow: EditorFlow | null): void {
    this.flow = flow;
    this.changed({ kind: 'state' });
  }

  /** Change what the tagging toolbar has chosen; fields not given stay. */
  setTagging(change: Partial<TaggingState>): void {
    const next = { ...this.tagging, ...change };
    // The branch is kept so the toolbar can offer it once a group is chosen; items need both.
    if (change.branchKey && !next.tagGroupUuid) clientLog.warn('no-active-tag-group', LOG_MESSAGES.noActiveTagGroup, { branchKey: change.branchKey });
    if (next.tagGroupUuid === this.tagging.tagGroupUuid && next.branchKey === this.tagging.branchKey && next.pressedTag === this.tagging.pressedTag) return;
    this.tagging = Object.freeze(next);
    this.changed({ kind: 'state' });
  }

  // ---- Saving ----

  /** All unsaved operations, oldest first. */
  unsavedOperations(): PatchOperation[] {
    return this.unsaved.flatMap((e) => e.ops);
  }

  /**
   * The delta to send: every unsaved operation against the base version. The operations handed
   * out are frozen (later edits never fold into them) until markSaved or saveFailed.
   */
  takeDelta(): UnsavedDelta {
    this.recordWhereTheUserIs();
    this.frozen = this.unsaved.length;
    const ops = this.unsavedOperations();
    return { ops, baseVersion: this.version, count: ops.length };
  }

  /**
   * The server saved the first `sentOpsCount` unsaved operations as `version`. Edits made while
   * the save was in flight stay unsaved, now against the new version.
   */
  markSaved(version: number, sentOpsCount: number): void {
    let left = sentOpsCount;
    let drop = 0;
    while (left > 0 && drop < this.unsaved.length) {
      left -= this.unsaved[drop]!.ops.length;
      drop++;
    }
    if (left !== 0) throw new Error(`Acknowledged ${sentOpsCount} operations, which does not end at a recorded change`);
    this.unsaved.splice(0, drop);
    this.frozen = 0;
    this.version = version;
    this.changed({ kind: 'saved', version });
  }

  /** A save failed: its operations stay unsaved and may be compacted again. */
  saveFailed(): void {
    this.frozen = 0;
  }

  /**
   * Move the unsaved operations onto a newer saved document (someone saved version `newerVersion`
   * meanwhile). Changes made on both sides to different places are kept; the same value (a point,
   * or a field outside points) changed differently on both sides is a conflict: without a choice
   * for each, nothing changes and the conflicts are returned to ask the user. The undo histories
   * start over, since their steps were recorded against the older document. The session takes
   * the newer document over (its parts become the session's document): pass a copy to keep one.
   */
  rebase(newerDocument: unknown, newerVersion: number, choices: ReadonlyMap<string, ConflictChoice> = new Map()): RebaseResult {
    const { document: theirs } = openDocument(newerDocument);
    const base = this.reconstructBase();
    // Only what the unsaved operations reached needs merging; elsewhere the newer version is taken as it is.
    const touched = touchedBy(this.unsaved.flatMap((e) => e.ops));
    let { merged, conflicts } = mergeThreeWay(base, this.doc, theirs, choices, touched);
    // Where each tab was looking is not worth a question: this tab's view wins.
    const views = conflicts.filter((c) => c.path.startsWith('/misc/') && !choices.has(c.id));
    if (views.length) {
      const withViews = new Map(choices);
      for (const c of views) withViews.set(c.id, 'mine');
      ({ merged, conflicts } = mergeThreeWay(base, this.doc, theirs, withViews, touched));
      choices = withViews;
    }
    const open = conflicts.filter((c) => !choices.has(c.id));
    if (open.length) {
      this.conflicts = open;
      this.pendingRebase = { document: newerDocument, version: newerVersion };
      this.changed({ kind: 'state' });
      return { status: 'conflicts', conflicts: open };
    }
    const theirsChanged = !jsonEqual(base, theirs);
    const ops = diff(theirs, merged);
    const inverse = diff(merged, theirs);
    this.doc = merged as ProjectFile;
    this.version = newerVersion;
    this.unsaved = ops.length ? [{ ops, inverse }] : [];
    this.frozen = 0;
    this.conflicts = [];
    this.pendingRebase = undefined;
    this.histories = new UndoHistories(this.historyLimit);
    this.histories.switchTo(this.location.file, this.location.page);
    this.selection = null;
    this.revision++;
    this.changed({ kind: 'rebased', version: newerVersion });
    return { status: 'rebased', version: newerVersion, theirsChanged, resolved: conflicts.length };
  }

  /**
   * Finish the rebase that stopped on conflicts, with the user's choice for each (by conflict id).
   * Conflicts left without a choice, or new ones from edits made meanwhile, are returned again.
   */
  resolveConflicts(choices: ReadonlyMap<string, ConflictChoice>): RebaseResult {
    if (!this.pendingRebase) throw new Error('No rebase is waiting for choices');
    return this.rebase(this.pendingRebase.document, this.pendingRebase.version, choices);
  }

  // ---- Internals ----

  /**
   * The file, page and view shown, written to the document's misc (outside the undo history) when they
   * changed: a save keeps them, so the extraction reopens there. Fit is kept as misc's defaults, zoom 1 and a centre of 0,0.
   */
  private recordWhereTheUserIs(): void {
    if (!this.moved) return;
    this.moved = false;
    const misc = this.doc.misc;
    const v = this.view;
    const wanted: Record<string, unknown> = {
      file: this.location.file,
      page: this.location.page,
      zoom: v.zoom === 'fit' || !v.center ? 1 : v.zoom,
      scroll: v.center && v.zoom !== 'fit' ? { x: v.center.x, y: v.center.y } : { x: 0, y: 0 },
      rotation: v.rotation,
    };
    const ops: PatchOperation[] = [];
    const inverse: PatchOperation[] = [];
    for (const [key, value] of Object.entries(wanted)) {
      const before = (misc as unknown as Record<string, unknown>)[key];
      if (jsonEqual(before, value)) continue;
      const path = pointer('misc', key);
      ops.push(before === undefined ? { op: 'add', path, value } : { op: 'replace', path, value });
      inverse.unshift(before === undefined ? { op: 'remove', path } : { op: 'replace', path, value: before });
    }
    if (!ops.length) return;
    applyInPlace(this.doc, ops);
    this.record({ ops, inverse });
  }

  /** The index of a file and page in `pages`, adding the page (unsaved, not undoable) if missing. */
  private ensurePage(file: number, page: number): number {
    const index = this.doc.pages.findIndex((p) => p.file === file && p.page === page);
    if (index >= 0) return index;
    const value: PageData = { file, page, axes: [], datasets: [], measurements: [] };
    const at = this.doc.pages.length;
    const ops: PatchOperation[] = [{ op: 'add', path: pointer('pages', at), value }];
    applyInPlace(this.doc, ops);
    this.record({ ops, inverse: [{ op: 'remove', path: pointer('pages', at) }] });
    this.changed({ kind: 'edit', ops, label: 'Add page' });
    return at;
  }

  /** Give a plain command its operations by comparing the current page before and after it. */
  private measured(command: Command): PatchCommand {
    const index = this.ensurePage(this.location.file, this.location.page);
    const before = structuredClone(this.doc.pages[index]!);
    command.do();
    const after = this.doc.pages[index]!;
    const prefix = pointer('pages', index);
    const ops = diff(before, after, prefix);
    const inverseOps = diff(after, before, prefix);
    // Reverted through its operations, so that the history's execute runs it through them too.
    applyInPlace(this.doc, inverseOps);
    const doc = this.doc;
    return { label: command.label, ops, inverseOps, do: () => applyInPlace(doc, ops), undo: () => applyInPlace(doc, inverseOps) };
  }

  /** Add a change to the unsaved list, folding it into the last one where that is cheap and exact. */
  private record(entry: Entry): void {
    if (!entry.ops.length) return;
    const last = this.unsaved.length > this.frozen ? this.unsaved.at(-1) : undefined;
    if (last) {
      // An undo right after its edit, or a redo right after its undo: the two cancel out.
      if (entry.ops === last.inverse) {
        this.unsaved.pop();
        return;
      }
      // Replacements of the same values (a point dragged twice): the later wins.
      if (sameReplacedPaths(last.ops, entry.ops)) {
        this.unsaved[this.unsaved.length - 1] = { ops: entry.ops, inverse: last.inverse };
        return;
      }
    }
    this.unsaved.push(entry);
  }

  /** The document as last saved: the current one with every unsaved change reverted, sharing what they did not reach. */
  private reconstructBase(): ProjectFile {
    const inverses: PatchOperation[] = [];
    for (let i = this.unsaved.length - 1; i >= 0; i--) inverses.push(...this.unsaved[i]!.inverse);
    return applyCopyOnWrite(this.doc, inverses);
  }

  private changed(change: SessionChange): void {
    if (change.kind !== 'state' && change.kind !== 'saved') {
      this.revision++;
      if (!('ops' in change) || !onlyPlainPoints(this.doc, change.ops)) this.structureRevision++;
    }
    this.snapshot = undefined;
    this.changeListeners.forEach((l) => l(change));
    this.listeners.forEach((l) => l());
  }

  private buildSnapshot(): EditorSnapshot {
    const history = this.histories;
    return {
      document: this.doc,
      revision: this.revision,
      structureRevision: this.structureRevision,
      file: this.location.file,
      page: this.location.page,
      selection: this.selection,
      view: this.view,
      tagging: this.tagging,
      activeDataset: this.activeDataset,
      activeAxes: this.activeAxes,
      tool: this.tool,
      flow: this.flow,
      canUndo: history.canUndo,
      canRedo: history.canRedo,
      undoLabel: history.undoLabel,
      redoLabel: history.redoLabel,
      dirty: this.unsaved.length > 0,
      unsavedOps: this.unsaved.reduce((n, e) => n + e.ops.length, 0),
      baseVersion: this.version,
      conflicts: this.conflicts,
    };
  }
}

const POINTS_PATH = /^\/pages\/(\d+)\/datasets\/(\d+)\/points(?:\/|$)/;

/**
 * Whether every operation stays inside the points of datasets whose graph is an XY-family one
 * without point groups: nothing else shown reads those points, so only the canvas, the values
 * table and the tree's counts need to show them again.
 */
function onlyPlainPoints(doc: ProjectFile, ops: readonly PatchOperation[]): boolean {
  if (ops.length === 0) return false;
  for (const op of ops) {
    const m = POINTS_PATH.exec(op.path);
    if (!m) return false;
    const page = doc.pages[Number(m[1])];
    const dataset = page?.datasets[Number(m[2])];
    if (!dataset || dataset.pointGroups.length > 0 || dataset.metadata.table === true) return false;
    const axes = page!.axes.find((a) => a.name === dataset.axesName);
    if (!axes || !isGraphKind(axes.type) || axes.type === 'bar' || axes.metadata.table || axes.metadata.barHeaders) return false;
  }
  return true;
}

/** The view a saved misc asks for on its own file and page: a zoom with a centre, else the whole page. */
function viewOfMisc(misc: ProjectFile['misc'], at: PageAddress): EditorView {
  if (misc.file !== at.file || misc.page !== at.page) return FIT_VIEW;
  const rotation = (ROTATIONS as readonly number[]).includes(misc.rotation) ? (misc.rotation as Rotation) : 0;
  const { zoom, scroll } = misc;
  const hasCentre = Number.isFinite(scroll?.x) && Number.isFinite(scroll?.y) && (scroll.x !== 0 || scroll.y !== 0);
  if (!(zoom > 0) || !Number.isFinite(zoom) || !hasCentre) return rotation ? { ...FIT_VIEW, rotation } : FIT_VIEW;
  return Object.freeze({ zoom, center: { x: scroll.x, y: scroll.y }, rotation });
}

function sameReplacedPaths(a: readonly PatchOperation[], b: readonly PatchOperation[]): boolean {
  if (a.length !== b.length || a.length > 8) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.op !== 'replace' || b[i]!.op !== 'replace' || a[i]!.path !== b[i]!.path) return false;
  return true;
}

/** Apply operations to a document and record them with their inverses. */
function recordApplied(document: object, ops: readonly PatchOperation[]): Entry {
  const inverse: PatchOperation[] = [];
  for (const op of ops) {
    inverse.push(inverseOf(document, op));
    applyInPlace(document, [op]);
  }
  return { ops, inverse: inverse.reverse() };
}

/**
 * The session's document from a saved one: a project file is checked and used as it is; an empty
 * document (before the first save) or a WebPlotDigitizer project becomes a project file, with the
 * operations that make it from the stored one kept as unsaved.
 */
function openDocument(input: unknown): { document: ProjectFile; setup?: Entry } {
  if (input !== null && input !== undefined && !isObject(input)) throw new EditorError('project-invalid', EDITOR_MESSAGES.notAnObject);
  const stored = (input ?? {}) as Record<string, unknown>;
  if (stored.format === PROJECT_FORMAT) {
    const parsed = projectFileSchema.safeParse(stored);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new EditorError('project-invalid', `${issue.message}${issue.path.length ? ` at ${issue.path.join('.')}` : ''}`);
    }
    return { document: stored as unknown as ProjectFile };
  }
  const project = Object.keys(stored).length ? loadAnyProject(stored) : createProject();
  const fresh = saveProject(project) as unknown as Record<string, unknown>;
  const ops: PatchOperation[] = [];
  const inverse: PatchOperation[] = [];
  for (const key of Object.keys(stored)) {
    ops.push({ op: 'remove', path: pointer(key) });
    inverse.unshift({ op: 'add', path: pointer(key), value: stored[key] });
  }
  for (const key of Object.keys(fresh)) {
    // A copy: the document's own members change with every edit, the recorded operation must not.
    ops.push({ op: 'add', path: pointer(key), value: structuredClone(fresh[key]) });
    inverse.unshift({ op: 'remove', path: pointer(key) });
  }
  return { document: fresh as unknown as ProjectFile, setup: { ops, inverse } };
}
