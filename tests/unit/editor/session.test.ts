import fastJsonPatch from 'fast-json-patch';
import { describe, expect, it, vi } from 'vitest';
import { addPointCommand, deletePointsCommand, movePointCommand } from '../../../src/editor/core/model/edits';
import { command } from '../../../src/editor/core/undo';
import { moveCalibrationPointCommand } from '../../../src/editor/engine/projectAdapter';
import {
  addAxes,
  addAxesWithDataset,
  addDataset,
  addPoint,
  applyToCopy,
  deleteAxes,
  deleteDataset,
  deletePoints,
  EditorSession,
  movePoint,
  renameAxes,
  renameDataset,
  replaceAt,
  replaceAxes,
  setPointMetadata,
  type PatchOperation,
} from '../../../src/editor/session';
import { dataset, savedDocument, xyAxes } from './session.fixtures';

const open = (doc = savedDocument()) => new EditorSession({ document: structuredClone(doc), version: 4 });

/** The delta applied to the document it was made against gives the session's document. */
function expectDeltaRebuilds(saved: unknown, session: EditorSession) {
  expect(applyToCopy(saved, session.unsavedOperations())).toEqual(session.document);
}

describe('EditorSession: opening', () => {
  it('opens a saved document at its version with nothing unsaved', () => {
    const session = open();
    expect(session.baseVersion).toBe(4);
    expect(session.dirty).toBe(false);
    expect(session.getSnapshot()).toMatchObject({ file: 0, page: 1, tool: 'addPoints', dirty: false, unsavedOps: 0, canUndo: false });
  });

  it('makes a new entry ({} at version 0) into a project file, the operations that do it unsaved', () => {
    const session = new EditorSession({ document: {}, version: 0 });
    expect(session.document).toMatchObject({ format: 'WPD', formatVersion: 1, pages: [] });
    expect(session.dirty).toBe(true);
    expectDeltaRebuilds({}, session);
  });

  it('imports a WebPlotDigitizer document, replacing its members by the project file ones', () => {
    const wpd = { version: [4, 2], axesColl: [{ name: 'XY', type: 'XYAxes', calibrationPoints: [] }], datasetColl: [{ name: 'D', axesName: 'XY', data: [{ x: 1, y: 2 }] }], measurementColl: [] };
    const session = new EditorSession({ document: structuredClone(wpd), version: 2 });
    expect(session.document.pages[0]!.datasets[0]!.points).toEqual([{ x: 1, y: 2 }]);
    expectDeltaRebuilds(wpd, session);
  });

  it('refuses a document that is not an extraction, saying where', () => {
    expect(() => new EditorSession({ document: { format: 'WPD', formatVersion: 1, pages: 'no' }, version: 1 })).toThrow(/pages/);
    expect(() => new EditorSession({ document: [1, 2], version: 1 })).toThrow('Provided value is not an object');
  });

  it('applies operations recovered from the outbox and keeps them unsaved', () => {
    const doc = savedDocument();
    const unsaved: PatchOperation[] = [{ op: 'replace', path: '/pages/0/datasets/0/points/1/x', value: 999 }];
    const session = new EditorSession({ document: structuredClone(doc), version: 4, unsaved });
    expect(session.document.pages[0]!.datasets[0]!.points[1]!.x).toBe(999);
    expect(session.unsavedOperations()).toEqual(unsaved);
    expectDeltaRebuilds(doc, session);
  });
});

describe('EditorSession: commands and their operations', () => {
  it('adds, moves and deletes points with operations addressed into the saved document', () => {
    const saved = savedDocument();
    const session = open(saved);
    const add = session.edit((ctx) => addPoint(ctx, 'Dataset 2', { x: 1, y: 2 }));
    expect(add.ops).toEqual([{ op: 'add', path: '/pages/0/datasets/1/points/3', value: { x: 1, y: 2 } }]);
    expect(add.inverseOps).toEqual([{ op: 'remove', path: '/pages/0/datasets/1/points/3' }]);
    const move = session.edit((ctx) => movePoint(ctx, 'Dataset 1', 0, { x: 7, y: 8 }));
    expect(move.ops).toEqual([
      { op: 'replace', path: '/pages/0/datasets/0/points/0/x', value: 7 },
      { op: 'replace', path: '/pages/0/datasets/0/points/0/y', value: 8 },
    ]);
    expect(move.inverseOps).toEqual([
      { op: 'replace', path: '/pages/0/datasets/0/points/0/y', value: 500 },
      { op: 'replace', path: '/pages/0/datasets/0/points/0/x', value: 100 },
    ]);
    const del = session.edit((ctx) => deletePoints(ctx, 'Dataset 1', [0, 2]));
    expect(del.ops).toEqual([
      { op: 'remove', path: '/pages/0/datasets/0/points/2' },
      { op: 'remove', path: '/pages/0/datasets/0/points/0' },
    ]);
    expect(session.document.pages[0]!.datasets[0]!.points).toEqual([{ x: 110, y: 495 }]);
    expectDeltaRebuilds(saved, session);
    session.undo();
    expect(session.document.pages[0]!.datasets[0]!.points).toEqual([{ x: 7, y: 8 }, { x: 110, y: 495 }, { x: 120, y: 490 }]);
    session.undo();
    session.undo();
    expect(session.document).toEqual(saved);
    expect(session.dirty).toBe(false);
  });

  it('remaps point-group tuples when points are deleted, and restores them on undo', () => {
    const saved = savedDocument();
    saved.pages[0]!.datasets[0]!.tuples = [[0, 1], [2, null]];
    const session = open(saved);
    const del = session.edit((ctx) => deletePoints(ctx, 'Dataset 1', [1]));
    expect(session.document.pages[0]!.datasets[0]!.tuples).toEqual([[0, null], [1, null]]);
    expect(del.ops.at(-1)).toEqual({ op: 'replace', path: '/pages/0/datasets/0/tuples', value: [[0, null], [1, null]] });
    session.undo();
    expect(session.document).toEqual(saved);
  });

  it('adds, renames and deletes datasets and axes; renaming an axes re-points its datasets', () => {
    const saved = savedDocument();
    const session = open(saved);
    session.edit((ctx) => addAxes(ctx, xyAxes('XY graph 2')));
    session.edit((ctx) => addDataset(ctx, dataset('Dataset 3', [{ x: 1, y: 1 }], 'XY graph 2')));
    session.edit((ctx) => renameDataset(ctx, 'Dataset 3', 'Treated'));
    session.edit((ctx) => renameAxes(ctx, 'XY graph 2', 'Survival'));
    const p = () => session.document.pages[0]!;
    expect(p().axes.map((a) => a.name)).toEqual(['XY graph 1', 'Survival']);
    expect(p().datasets.map((d) => `${d.name}@${d.axesName}`)).toEqual(['Dataset 1@XY graph 1', 'Dataset 2@XY graph 1', 'Treated@Survival']);
    session.edit((ctx) => replaceAxes(ctx, 'Survival', { ...xyAxes('Survival'), metadata: { calibrationComplete: true } }));
    expect(p().axes[1]!.metadata).toEqual({ calibrationComplete: true });
    session.edit((ctx) => deleteAxes(ctx, 'Survival'));
    expect(p().datasets.map((d) => d.name)).toEqual(['Dataset 1', 'Dataset 2']);
    session.edit((ctx) => deleteDataset(ctx, 'Dataset 2'));
    expectDeltaRebuilds(saved, session);
    for (let i = 0; i < 7; i++) expect(session.undo()).toBe(true);
    expect(session.undo()).toBe(false);
    expect(session.document).toEqual(saved);
  });

  it('refuses a duplicate or missing name with a clear error and changes nothing', () => {
    const session = open();
    expect(() => session.edit((ctx) => addDataset(ctx, dataset('Dataset 1')))).toThrow('Dataset Dataset 1 already exists');
    expect(() => session.edit((ctx) => movePoint(ctx, 'Nope', 0, { x: 0, y: 0 }))).toThrow('Dataset Nope not found');
    expect(() => session.edit((ctx) => renameAxes(ctx, 'XY graph 1', 'XY graph 1'))).not.toThrow();
    expect(session.getSnapshot().undoLabel).toBe('Rename axes');
  });

  it('puts a value anywhere with replaceAt: replace, add a missing member, remove with undefined', () => {
    const saved = savedDocument();
    const session = open(saved);
    const a = replaceAt(session.document, '/misc/pageLabel', 'iv');
    expect(a.ops).toEqual([{ op: 'add', path: '/misc/pageLabel', value: 'iv' }]);
    session.execute(a);
    session.execute(replaceAt(session.document, '/misc/zoom', 2));
    session.execute(replaceAt(session.document, '/misc/pageLabel', undefined));
    expect(session.document.misc).toEqual({ ...saved.misc, zoom: 2 });
    session.edit((ctx) => setPointMetadata(ctx, 'Dataset 1', 1, { uuid: 'u-1' }));
    expect(session.document.pages[0]!.datasets[0]!.points[1]!.metadata).toEqual({ uuid: 'u-1' });
    expectDeltaRebuilds(saved, session);
    expect(() => replaceAt(session.document, '/pages/9/axes/0', 1)).toThrow('Nothing at /pages/9');
  });

  it('creates a page the first time it is edited, outside the undo history', () => {
    const saved = savedDocument();
    const session = open(saved);
    session.setLocation(0, 5);
    const ctx = session.context();
    expect(ctx.pageIndex).toBe(2);
    expect(session.unsavedOperations()).toEqual([{ op: 'add', path: '/pages/2', value: { file: 0, page: 5, axes: [], datasets: [], measurements: [] } }]);
    session.edit((c) => addAxes(c, xyAxes()));
    session.undo();
    expect(session.document.pages).toHaveLength(3);
    expect(session.getSnapshot().canUndo).toBe(false);
    expectDeltaRebuilds(saved, session);
  });
});

describe('EditorSession: a graph with its first dataset', () => {
  it('adds both as one step that one undo removes', () => {
    const saved = savedDocument();
    const session = open(saved);
    const step = session.edit((ctx) => addAxesWithDataset(ctx, xyAxes('XY graph 2'), dataset('XY graph 2 data', [], 'XY graph 2')));
    expect(step.label).toBe('Add graph');
    expect(step.ops).toEqual([
      { op: 'add', path: '/pages/0/axes/1', value: xyAxes('XY graph 2') },
      { op: 'add', path: '/pages/0/datasets/2', value: dataset('XY graph 2 data', [], 'XY graph 2') },
    ]);
    expect(session.document.pages[0]!.axes.map((a) => a.name)).toEqual(['XY graph 1', 'XY graph 2']);
    expectDeltaRebuilds(saved, session);
    expect(session.undo()).toBe(true);
    expect(session.document).toEqual(saved);
    expect(session.getSnapshot().canUndo).toBe(false);
    session.redo();
    expect(session.document.pages[0]!.datasets.at(-1)!.axesName).toBe('XY graph 2');
  });

  it('refuses a dataset drawn on another graph', () => {
    const session = open();
    expect(() => session.edit((ctx) => addAxesWithDataset(ctx, xyAxes('XY graph 2'), dataset('Other', [], 'XY graph 1')))).toThrow(/not drawn on XY graph 2/);
    expect(session.getSnapshot().canUndo).toBe(false);
  });
});

describe('EditorSession: the Digitizer commands', () => {
  it('turns its add, move and delete commands into their operations without comparing the page', () => {
    const saved = savedDocument();
    const session = open(saved);
    const pd = session.document.pages[0]!;
    const compare = vi.spyOn(fastJsonPatch, 'compare');
    session.execute(addPointCommand(pd, 'Dataset 1', { x: 5, y: 6 }));
    session.execute(movePointCommand(pd, 'Dataset 1', 3, { x: 50, y: 60 }));
    session.execute(moveCalibrationPointCommand(pd, 'XY graph 1', 1, { x: 990, y: 1000 }));
    session.execute(deletePointsCommand(pd, 'Dataset 2', [0]));
    expect(compare).not.toHaveBeenCalled();
    compare.mockRestore();
    expect(session.unsavedOperations()).toEqual([
      { op: 'add', path: '/pages/0/datasets/0/points/3', value: { x: 5, y: 6 } },
      { op: 'replace', path: '/pages/0/datasets/0/points/3/x', value: 50 },
      { op: 'replace', path: '/pages/0/datasets/0/points/3/y', value: 60 },
      { op: 'replace', path: '/pages/0/axes/0/calibrationPoints/1/px', value: 990 },
      { op: 'replace', path: '/pages/0/axes/0/calibrationPoints/1/py', value: 1000 },
      { op: 'remove', path: '/pages/0/datasets/1/points/0' },
    ]);
    expectDeltaRebuilds(saved, session);
    while (session.undo());
    expect(session.document).toEqual(saved);
  });

  it('measures any other in-place command on the current page', () => {
    const saved = savedDocument();
    const session = open(saved);
    const pd = session.document.pages[0]!;
    session.execute(command('Rename', () => void (pd.datasets[0]!.name = 'Renamed'), () => void (pd.datasets[0]!.name = 'Dataset 1')));
    expect(session.unsavedOperations()).toEqual([{ op: 'replace', path: '/pages/0/datasets/0/name', value: 'Renamed' }]);
    session.undo();
    expect(session.document).toEqual(saved);
    session.redo();
    expect(session.document.pages[0]!.datasets[0]!.name).toBe('Renamed');
  });
});

describe('EditorSession: undo per file and page', () => {
  it('switching file or page switches the undo history', () => {
    const saved = savedDocument();
    const session = open(saved);
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 0, { x: 1, y: 1 }));
    session.setLocation(0, 2);
    expect(session.getSnapshot()).toMatchObject({ page: 2, canUndo: false });
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 0, { x: 2, y: 2 }));
    session.edit((ctx) => addPoint(ctx, 'Dataset 2', { x: 3, y: 3 }));
    expect(session.undo()).toBe(true);
    expect(session.document.pages[1]!.datasets[1]!.points).toHaveLength(3);
    expect(session.document.pages[0]!.datasets[0]!.points[0]).toEqual({ x: 1, y: 1 });
    session.setLocation(0, 1);
    expect(session.getSnapshot()).toMatchObject({ canUndo: true, canRedo: false, undoLabel: 'Move point' });
    session.undo();
    expect(session.document.pages[0]).toEqual(saved.pages[0]);
    expect(session.document.pages[1]!.datasets[0]!.points[0]).toEqual({ x: 2, y: 2 });
    session.setLocation(0, 2);
    expect(session.getSnapshot()).toMatchObject({ canUndo: true, canRedo: true, redoLabel: 'Add point' });
    expectDeltaRebuilds(saved, session);
  });

  it('a new edit clears the redo steps of its page only', () => {
    const session = open();
    session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 1, y: 1 }));
    session.undo();
    session.setLocation(0, 2);
    session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 1, y: 1 }));
    session.setLocation(0, 1);
    expect(session.redo()).toBe(true);
  });
});

describe('EditorSession: the unsaved delta', () => {
  it('an undo right after its edit, and a redo right after its undo, cancel out', () => {
    const session = open();
    session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 1, y: 1 }));
    session.undo();
    expect(session.unsavedOperations()).toEqual([]);
    expect(session.dirty).toBe(false);
    session.redo();
    expect(session.unsavedOperations()).toHaveLength(1);
  });

  it('dragging the same point twice leaves one pair of replacements', () => {
    const saved = savedDocument();
    const session = open(saved);
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 1, { x: 1, y: 1 }));
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 1, { x: 2, y: 2 }));
    expect(session.unsavedOperations()).toHaveLength(2);
    session.undo();
    expectDeltaRebuilds(saved, session);
    session.undo();
    expectDeltaRebuilds(saved, session);
    expect(session.document).toEqual(saved);
  });

  it('undos after a save are sent as the inverse operations', () => {
    const saved = savedDocument();
    const session = open(saved);
    session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 1, y: 1 }));
    const sent = session.takeDelta();
    const afterSave = applyToCopy(saved, sent.ops);
    session.markSaved(5, sent.count);
    session.undo();
    expect(session.unsavedOperations()).toEqual([{ op: 'remove', path: '/pages/0/datasets/0/points/3' }]);
    expectDeltaRebuilds(afterSave, session);
    expect(session.baseVersion).toBe(5);
  });

  it('edits made while a save is in flight stay unsaved and are never folded into the sent ones', () => {
    const saved = savedDocument();
    const session = open(saved);
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 1, { x: 1, y: 1 }));
    const sent = session.takeDelta();
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 1, { x: 2, y: 2 }));
    expect(session.unsavedOperations()).toHaveLength(4);
    const afterSave = applyToCopy(saved, sent.ops);
    session.markSaved(5, sent.count);
    expect(session.unsavedOperations()).toEqual([
      { op: 'replace', path: '/pages/0/datasets/0/points/1/x', value: 2 },
      { op: 'replace', path: '/pages/0/datasets/0/points/1/y', value: 2 },
    ]);
    expect(session.getSnapshot()).toMatchObject({ dirty: true, baseVersion: 5 });
    expectDeltaRebuilds(afterSave, session);
  });

  it('a failed save leaves every operation unsaved', () => {
    const session = open();
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 1, { x: 1, y: 1 }));
    session.takeDelta();
    session.saveFailed();
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 1, { x: 2, y: 2 }));
    expect(session.unsavedOperations()).toHaveLength(2);
    expect(() => session.markSaved(5, 1)).toThrow(/does not end at a recorded change/);
  });

  it('tells change listeners the operations of edits, undos and redos', () => {
    const session = open();
    const seen: string[] = [];
    session.onChange((c) => seen.push(c.kind === 'edit' || c.kind === 'undo' || c.kind === 'redo' ? `${c.kind}:${c.ops.length}` : c.kind));
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 1, { x: 1, y: 1 }));
    session.undo();
    session.redo();
    session.setTool('deletePoints');
    const { count } = session.takeDelta();
    session.markSaved(5, count);
    expect(seen).toEqual(['edit:2', 'undo:2', 'redo:2', 'state', 'saved']);
  });
});

describe('EditorSession: snapshots', () => {
  it('keeps the same snapshot until something changes, and tells subscribers', () => {
    const session = open();
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    const first = session.getSnapshot();
    expect(session.getSnapshot()).toBe(first);
    session.setTool('adjustPoints');
    session.setTool('adjustPoints');
    session.setSelection({ datasetId: 'Dataset 1', index: 2 });
    session.setSelection({ datasetId: 'Dataset 1', index: 2 });
    session.setFlow({ name: 'editXYGraph', step: 'adjustPositions', target: 'XY graph 1' });
    session.setActiveDataset('Dataset 2');
    session.setActiveAxes('XY graph 1');
    expect(listener).toHaveBeenCalledTimes(5);
    const second = session.getSnapshot();
    expect(second).not.toBe(first);
    expect(second).toMatchObject({
      tool: 'adjustPoints',
      selection: { datasetId: 'Dataset 1', index: 2 },
      flow: { name: 'editXYGraph', step: 'adjustPositions', target: 'XY graph 1' },
      activeDataset: 'Dataset 2',
      activeAxes: 'XY graph 1',
      revision: first.revision,
    });
    session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 1, y: 1 }));
    expect(session.getSnapshot().revision).toBe(first.revision + 1);
    session.setLocation(0, 2);
    expect(session.getSnapshot().selection).toBeNull();
    unsubscribe();
    session.setTool('addPoints');
    expect(listener).toHaveBeenCalledTimes(7);
  });
});

describe('EditorSession: the structure revision', () => {
  it('stays while points of a plain XY dataset are added, moved, retagged, deleted, undone and redone', () => {
    const session = open();
    const { structureRevision, revision } = session.getSnapshot();
    session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 1, y: 1 }));
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 0, { x: 7, y: 8 }));
    session.edit((ctx) => setPointMetadata(ctx, 'Dataset 1', 0, { 0: { tag: { name: 'Mean', uuid: 'm' }, value: 3 } } as never));
    session.edit((ctx) => deletePoints(ctx, 'Dataset 1', [1]));
    session.undo();
    session.redo();
    expect(session.getSnapshot().revision).toBe(revision + 6);
    expect(session.getSnapshot().structureRevision).toBe(structureRevision);
  });

  it('grows when anything else changes: a dataset, a graph, or points of a dataset with point groups', () => {
    const session = open();
    let last = session.getSnapshot().structureRevision;
    const grew = () => {
      const now = session.getSnapshot().structureRevision;
      const changed = now > last;
      last = now;
      return changed;
    };
    session.edit((ctx) => renameDataset(ctx, 'Dataset 1', 'Renamed'));
    expect(grew()).toBe(true);
    session.edit((ctx) => addAxes(ctx, xyAxes('XY graph 2')));
    expect(grew()).toBe(true);
    session.edit((ctx) => replaceAt(ctx.document, '/pages/0/datasets/1/pointGroups', ['Main', 'Error bar']));
    expect(grew()).toBe(true);
    session.edit((ctx) => addPoint(ctx, 'Dataset 2', { x: 1, y: 1 }));
    expect(grew()).toBe(true);
    session.undo();
    expect(grew()).toBe(true);
  });
});

describe('EditorSession: a point and its tags as one step', () => {
  it('joins the tags confirmed for a point to its adding: one undo takes both back, one redo brings both', () => {
    const saved = savedDocument();
    const session = open(saved);
    session.edit((ctx) => addPoint(ctx, 'Dataset 2', { x: 1, y: 2 }));
    const index = session.currentPage!.datasets.find((d) => d.name === 'Dataset 2')!.points.length - 1;
    session.editJoined((ctx) => setPointMetadata(ctx, 'Dataset 2', index, { uuid: 'tagged' }));
    expect(session.getSnapshot().undoLabel).toBe('Add point');
    expectDeltaRebuilds(saved, session);
    session.undo();
    expect(session.document).toEqual(open(saved).document);
    expect(session.getSnapshot().canUndo).toBe(false);
    session.redo();
    expect(session.currentPage!.datasets.find((d) => d.name === 'Dataset 2')!.points[index]).toMatchObject({ x: 1, y: 2, metadata: { uuid: 'tagged' } });
    expectDeltaRebuilds(saved, session);
  });

  it('takes a point back without leaving a step to redo, and nothing unsaved', () => {
    const session = open();
    session.edit((ctx) => addPoint(ctx, 'Dataset 2', { x: 1, y: 2 }));
    expect(session.discardLast()).toBe(true);
    expect(session.document).toEqual(open().document);
    expect(session.getSnapshot()).toMatchObject({ canUndo: false, canRedo: false, dirty: false });
  });
});
