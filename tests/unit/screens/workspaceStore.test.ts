import { describe, expect, it } from 'vitest';
import { nextGraphName } from '../../../src/editor/core/axesKinds';
import { RENAME_AXES_MESSAGES } from '../../../src/editor/core/model/names';
import { createProject, type AxisLabel } from '../../../src/editor/core/model/types';
import { saveProject } from '../../../src/editor/core/project';
import { findPage } from '../../../src/editor/engine/projectAdapter';
import { addTextItem, EditorSession, NO_TAGGING, newTextItem } from '../../../src/editor/session';
import { workspaceAxes, workspaceTexts } from '../../../src/screens/DataEntry/dataEntryRules';
import type { VectorCalibrationInput } from '../../../src/screens/DataEntry/VectorHost';
import { isDialogFlow, isWorkspaceDialogOpen, WorkspaceStore } from '../../../src/screens/DataEntry/workspaceStore';
import { dataset, page, xyAxes } from '../editor/session.fixtures';

/** File 0: page 1 with 'XY graph 1' (Dataset 1 with three points, Dataset 2 empty), page 2 with 'XY graph 2' (Dataset 3). */
function open() {
  const project = createProject();
  const points = [0, 1, 2].map((i) => ({ x: 100 + i * 10, y: 500 - i * 5 }));
  project.pages.push(page(0, 1, [dataset('Dataset 1', points), dataset('Dataset 2')]));
  project.pages.push(page(0, 2, [dataset('Dataset 3', points, 'XY graph 2')], [xyAxes('XY graph 2')]));
  const session = new EditorSession({ document: structuredClone(saveProject(project)), version: 1 });
  session.setLocation(0, 1);
  const store = new WorkspaceStore(session);
  const graph = (name: string) => workspaceAxes(session.document, session.getSnapshot().file, session.getSnapshot().page).find((a) => a.name === name)!;
  const axesNames = () => session.document.pages.flatMap((p) => p.axes.map((a) => a.name));
  return { session, store, graph, axesNames };
}

const label = (dataType: string): AxisLabel => ({ dataType, unit: '', description: '', decimals: 2, changeFromBaseline: '' });

describe('WorkspaceStore: dialogs', () => {
  it('opens with no dialog, no alert and nothing pending', () => {
    const { store } = open();
    const s = store.getSnapshot();
    expect(s.dialog).toEqual({ kind: 'none' });
    expect(isWorkspaceDialogOpen(s)).toBe(false);
    expect(s).toMatchObject({ tableError: null, invalidFile: null, crosshair: false, magnifier: false, pending: [], proposal: null, newAxes: null, selectedText: '' });
    expect(store.metadata.get()).toBeNull();
  });

  it('shows one dialog at a time: the latest asked for replaces the one open', () => {
    const { store, graph } = open();
    store.openRename(graph('XY graph 1'));
    store.askDeleteDataset(graph('XY graph 1'), 'Dataset 1');
    expect(store.getSnapshot().dialog).toMatchObject({ kind: 'deleteDataset', datasetName: 'Dataset 1' });
    expect(isWorkspaceDialogOpen(store.getSnapshot())).toBe(true);
  });

  it('lets a dialog closing late close only itself, not the one opened after it', () => {
    const { store, graph } = open();
    store.openRename(graph('XY graph 1'));
    store.askDeleteGraph(graph('XY graph 1'));
    store.dismiss('rename');
    expect(store.getSnapshot().dialog.kind).toBe('deleteGraph');
    store.dismiss('deleteGraph', 'deleteDataset');
    expect(store.getSnapshot().dialog.kind).toBe('none');
  });

  it('tells subscribers of changes only', () => {
    const { store } = open();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.setCrosshair(false);
    store.dismiss('rename');
    expect(calls).toBe(0);
    store.setCrosshair(true);
    store.setMagnifier(true);
    expect(store.getSnapshot()).toMatchObject({ crosshair: true, magnifier: true });
    expect(calls).toBe(2);
    unsubscribe();
    store.setCrosshair(false);
    expect(calls).toBe(2);
  });

  it('keeps the alerts apart from the dialogs: the table alert and the invalid file', () => {
    const { store, graph } = open();
    store.openRename(graph('XY graph 1'));
    store.showTableError('No room for another row');
    store.fileFailed(true, 'scan.pdf');
    expect(store.getSnapshot()).toMatchObject({ dialog: { kind: 'rename' }, tableError: 'No room for another row', invalidFile: 'scan.pdf' });
    // Another problem of the canvas closes the invalid-file alert.
    store.fileFailed(false, 'scan.pdf');
    store.closeTableError();
    expect(store.getSnapshot()).toMatchObject({ tableError: null, invalidFile: null });
  });

  it('counts pages per file, telling subscribers only of a new count', () => {
    const { store } = open();
    let calls = 0;
    store.subscribe(() => calls++);
    store.documentLoaded(0, 4);
    store.documentLoaded(0, 4);
    store.documentLoaded(1, 2);
    expect(store.getSnapshot().pageCounts).toEqual({ 0: 4, 1: 2 });
    expect(calls).toBe(2);
  });
});

describe('WorkspaceStore: rename', () => {
  it('refuses an empty name under the field, until the name is typed again', () => {
    const { store, graph, axesNames } = open();
    store.openRename(graph('XY graph 1'));
    expect(store.getSnapshot().dialog).toMatchObject({ kind: 'rename', name: 'XY graph 1', error: null, refusal: null });
    store.editRenameName('   ');
    store.confirmRename();
    expect(store.getSnapshot().dialog).toMatchObject({ kind: 'rename', error: RENAME_AXES_MESSAGES.empty, refusal: null });
    store.editRenameName('Figure 2A');
    expect(store.getSnapshot().dialog).toMatchObject({ kind: 'rename', name: 'Figure 2A', error: null });
    expect(axesNames()).toEqual(['XY graph 1', 'XY graph 2']);
  });

  it('refuses a name taken anywhere in the extraction with the error dialog over the rename dialog', () => {
    const { store, graph, session } = open();
    store.openRename(graph('XY graph 1'));
    store.editRenameName('XY graph 2');
    store.confirmRename();
    expect(store.getSnapshot().dialog).toMatchObject({ kind: 'rename', name: 'XY graph 2', error: null, refusal: RENAME_AXES_MESSAGES.exists });
    store.closeRenameRefusal();
    expect(store.getSnapshot().dialog).toMatchObject({ kind: 'rename', name: 'XY graph 2', refusal: null });
    expect(session.getSnapshot().canUndo).toBe(false);
  });

  it('renames in one undo step, showing the graph’s page, with the name trimmed', () => {
    const { store, graph, session, axesNames } = open();
    store.openRename(graph('XY graph 2'));
    store.editRenameName('  Figure 3  ');
    store.confirmRename();
    expect(axesNames()).toEqual(['XY graph 1', 'Figure 3']);
    expect(session.getSnapshot()).toMatchObject({ file: 0, page: 2, undoLabel: expect.any(String) });
    expect(store.getSnapshot().dialog.kind).toBe('none');
    session.undo();
    expect(axesNames()).toEqual(['XY graph 1', 'XY graph 2']);
    expect(session.getSnapshot().canUndo).toBe(false);
  });

  it('keeps the active graph and its flow following the new name', () => {
    const { store, graph, session } = open();
    session.setActiveAxes('XY graph 1');
    session.setFlow({ name: 'editGraph', step: 'edit', target: 'XY graph 1' });
    store.openRename(graph('XY graph 1'));
    store.editRenameName('Figure 1');
    store.confirmRename();
    expect(session.getSnapshot().activeAxes).toBe('Figure 1');
    expect(session.getSnapshot().flow).toMatchObject({ name: 'editGraph', target: 'Figure 1' });
  });

  it('closes without an undo step when the name stays the same', () => {
    const { store, graph, session } = open();
    store.openRename(graph('XY graph 1'));
    store.confirmRename();
    expect(store.getSnapshot().dialog.kind).toBe('none');
    expect(session.getSnapshot().canUndo).toBe(false);
  });
});

describe('WorkspaceStore: delete and clear', () => {
  it('deletes the active graph in one undo step: nothing stays active, its flow ends, the selection goes', () => {
    const { store, graph, session, axesNames } = open();
    session.setActiveAxes('XY graph 1');
    session.setActiveDataset('Dataset 1');
    session.setFlow({ name: 'editGraph', step: 'edit', target: 'XY graph 1' });
    session.setSelection({ datasetId: 'Dataset 1', index: 0 });
    store.askDeleteGraph(graph('XY graph 1'));
    store.confirmDelete();
    expect(axesNames()).toEqual(['XY graph 2']);
    expect(session.getSnapshot()).toMatchObject({ activeAxes: null, activeDataset: null, flow: null, selection: null });
    expect(store.getSnapshot().dialog.kind).toBe('none');
    session.undo();
    expect(axesNames()).toEqual(['XY graph 1', 'XY graph 2']);
  });

  it('deletes a dataset on its own page, leaving the graph', () => {
    const { store, graph, session } = open();
    store.askDeleteDataset(graph('XY graph 2'), 'Dataset 3');
    store.confirmDelete();
    expect(session.getSnapshot()).toMatchObject({ file: 0, page: 2 });
    expect(findPage(session.document, 0, 2)?.datasets).toEqual([]);
    expect(findPage(session.document, 0, 2)?.axes.map((a) => a.name)).toEqual(['XY graph 2']);
  });

  it('deletes a text selection after asking', () => {
    const { store, session } = open();
    const item = newTextItem(session.document, { text: 'n = 42' }, NO_TAGGING, [], () => 'text-1');
    session.edit((ctx) => addTextItem(ctx, item));
    const text = workspaceTexts(session.document, 0, 1)[0]!;
    store.askDeleteText(text);
    expect(store.getSnapshot().dialog).toMatchObject({ kind: 'deleteText', text: { label: 'n = 42' } });
    store.confirmDeleteText();
    expect(findPage(session.document, 0, 1)?.texts ?? []).toEqual([]);
    expect(store.getSnapshot().dialog.kind).toBe('none');
  });

  it('asks nothing when there is nothing to clear', () => {
    const { store, session } = open();
    const empty = findPage(session.document, 0, 1)!.datasets[1]!;
    store.askClear('all', empty);
    store.askClear('tags', empty);
    store.askClear('all', null);
    expect(store.getSnapshot().dialog.kind).toBe('none');
  });

  it('clears a dataset’s points in one undo step after asking, and drops the selection', () => {
    const { store, session } = open();
    const full = findPage(session.document, 0, 1)!.datasets[0]!;
    session.setSelection({ datasetId: 'Dataset 1', index: 1 });
    store.askClear('all', full);
    expect(store.getSnapshot().dialog).toEqual({ kind: 'clearData', clear: 'all', datasetName: 'Dataset 1', label: 'Dataset 1' });
    store.confirmClear();
    expect(findPage(session.document, 0, 1)!.datasets[0]!.points).toEqual([]);
    expect(session.getSnapshot().selection).toBeNull();
    session.undo();
    expect(findPage(session.document, 0, 1)!.datasets[0]!.points).toHaveLength(3);
  });
});

describe('WorkspaceStore: a new graph', () => {
  const clicks = [
    { x: 0, y: 1000 },
    { x: 1000, y: 1000 },
    { x: 0, y: 1000 },
    { x: 0, y: 0 },
  ];
  const values = { calibrationPoints: clicks.map((c, i) => ({ px: c.x, py: c.y, dx: String(i), dy: String(i) })), options: {} };

  it('collects the axis points, then asks their values', () => {
    const { store, session } = open();
    session.setSelection({ datasetId: 'Dataset 1', index: 0 });
    store.startCalibration('xy');
    expect(session.getSnapshot()).toMatchObject({ flow: { name: 'calibrate', step: 'points', target: 'xy' }, tool: 'calibrate', selection: null });
    store.setPending(clicks.slice(0, 2));
    expect(store.getSnapshot().pending).toHaveLength(2);
    store.calibrationPointsCollected(clicks);
    expect(store.getSnapshot().pending).toBe(clicks);
    expect(session.getSnapshot().flow).toMatchObject({ name: 'values', step: 'xy' });
  });

  it('drops the clicks when calibrating is cancelled', () => {
    const { store, session } = open();
    store.startCalibration('bar');
    store.setPending(clicks.slice(0, 1));
    store.cancelCalibration();
    expect(store.getSnapshot().pending).toEqual([]);
    expect(session.getSnapshot()).toMatchObject({ flow: null, tool: 'addPoints' });
  });

  it('keeps the new graph out of the document until its labels are given, then adds it in one undo step', () => {
    const { store, session, axesNames } = open();
    store.startCalibration('xy');
    store.calibrationPointsCollected(clicks);
    store.giveValues('xy', values);
    const name = nextGraphName('xy', ['XY graph 1', 'XY graph 2']);
    expect(store.getSnapshot().newAxes).toMatchObject({ type: 'xy', name });
    expect(session.getSnapshot().flow).toEqual({ name: 'labels', step: 'new', target: name });
    expect(axesNames()).toEqual(['XY graph 1', 'XY graph 2']);
    expect(store.newGraphNamed(name)?.name).toBe(name);
    expect(store.newGraphNamed('XY graph 1')).toBeNull();

    store.giveLabels({ x: label('Time'), y: label('Weight') });
    expect(axesNames()).toEqual(['XY graph 1', name, 'XY graph 2']);
    expect(findPage(session.document, 0, 1)!.axes[1]!.metadata.axesLabelData).toMatchObject({ x: { dataType: 'Time' }, y: { dataType: 'Weight' } });
    expect(store.getSnapshot()).toMatchObject({ newAxes: null, pending: [] });
    expect(session.getSnapshot()).toMatchObject({ activeAxes: name, activeDataset: null, flow: { name: 'datasets', step: 'new', target: name } });
    session.undo();
    expect(axesNames()).toEqual(['XY graph 1', 'XY graph 2']);
  });

  it('sends a new bar graph on to its headers', () => {
    const { store, session } = open();
    store.giveValues('bar', { calibrationPoints: values.calibrationPoints.slice(0, 2), options: {} });
    store.giveLabels({ bar: label('Percent') });
    expect(session.getSnapshot()).toMatchObject({ flow: { name: 'barHeaders', step: 'new' }, tool: 'adjustPoints' });
  });

  it('leaves nothing half-made when the labels of a new graph are cancelled (Escape)', () => {
    const { store, session, axesNames } = open();
    store.startCalibration('xy');
    store.calibrationPointsCollected(clicks);
    store.giveValues('xy', values);
    store.cancelLabels();
    expect(store.getSnapshot()).toMatchObject({ newAxes: null, pending: [] });
    expect(session.getSnapshot()).toMatchObject({ flow: null, tool: 'addPoints', activeDataset: null, canUndo: false });
    expect(axesNames()).toEqual(['XY graph 1', 'XY graph 2']);
  });

  it('makes image axes at once: no clicks, straight to the labels', () => {
    const { store, session } = open();
    store.startCalibration('image');
    expect(store.getSnapshot().newAxes).toMatchObject({ type: 'image', calibrationPoints: [] });
    expect(session.getSnapshot().flow).toMatchObject({ name: 'labels', step: 'new' });
  });

  it('drops the values dialog’s points on cancel: back to editing a graph, or out of the flow', () => {
    const { store, session } = open();
    store.calibrationPointsCollected(clicks);
    store.cancelValues();
    expect(store.getSnapshot().pending).toEqual([]);
    expect(session.getSnapshot()).toMatchObject({ flow: null, tool: 'addPoints' });
    session.setFlow({ name: 'values', step: 'xy', target: 'XY graph 1' });
    store.cancelValues('XY graph 1');
    expect(session.getSnapshot().flow).toEqual({ name: 'editGraph', step: 'edit', target: 'XY graph 1' });
  });

  it('sets new values on an existing graph in one undo step, and goes back to editing it', () => {
    const { store, session } = open();
    const before = structuredClone(findPage(session.document, 0, 1)!.axes[0]!);
    store.giveValues('xy', { calibrationPoints: before.calibrationPoints.map((c) => ({ ...c, dx: String(Number(c.dx) * 2) })), options: before.options }, 'XY graph 1');
    expect(findPage(session.document, 0, 1)!.axes[0]!.calibrationPoints[1]!.dx).toBe('200');
    expect(session.getSnapshot()).toMatchObject({ undoLabel: 'Set values', flow: { name: 'editGraph', step: 'edit', target: 'XY graph 1' }, tool: 'addPoints' });
    session.undo();
    expect(findPage(session.document, 0, 1)!.axes[0]).toEqual(before);
  });

  it('prefills the values dialog from a vector page’s proposal while its points are the pending ones', () => {
    const { store, session } = open();
    const proposal = { kind: 'xy', points: clicks, initial: { x1: '0', x2: '10', y1: '0', y2: '5' } } as unknown as VectorCalibrationInput;
    store.calibrationProposed(proposal);
    expect(store.getSnapshot().pending).toBe(clicks);
    expect(session.getSnapshot().flow).toMatchObject({ name: 'values', step: 'xy' });
    expect(store.proposalFor('xy')).toBe(proposal.initial);
    expect(store.proposalFor('bar')).toBeUndefined();
    store.setPending(clicks.slice(0, 3));
    expect(store.proposalFor('xy')).toBeUndefined();
  });

  it('drops the clicks and ends the flow when another page is shown', () => {
    const { store, session } = open();
    store.startCalibration('xy');
    store.setPending(clicks.slice(0, 2));
    store.goTo(0, 2);
    expect(store.getSnapshot().pending).toEqual([]);
    expect(session.getSnapshot()).toMatchObject({ page: 2, flow: null, tool: 'addPoints', activeAxes: null });
    // The page shown already: nothing changes.
    store.setPending(clicks.slice(0, 1));
    store.goTo(0, 2);
    expect(store.getSnapshot().pending).toHaveLength(1);
  });
});

describe('isDialogFlow', () => {
  it('is true for the flows shown as a dialog', () => {
    expect(isDialogFlow(null)).toBe(false);
    expect(isDialogFlow({ name: 'values', step: 'xy' })).toBe(true);
    expect(isDialogFlow({ name: 'labels', step: 'new' })).toBe(true);
    expect(isDialogFlow({ name: 'datasets', step: 'new' })).toBe(true);
    expect(isDialogFlow({ name: 'calibrate', step: 'points' })).toBe(false);
    expect(isDialogFlow({ name: 'editGraph', step: 'edit' })).toBe(false);
  });
});
