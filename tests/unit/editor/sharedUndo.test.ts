import { describe, expect, it } from 'vitest';
import type { TagGroup } from '../../../src/editor/core/model/types';
import { command, UndoHistories } from '../../../src/editor/core/undo';
import { addStudyElement, EditorSession, movePoint } from '../../../src/editor/session';
import { savedDocument } from './session.fixtures';

const groups: TagGroup[] = [{ name: 'Study', uuid: 'g-study', tags: [{ name: 'Study abbreviation', uuid: 't-study' }] }];
const studies = (session: EditorSession) => (session.document.studyTree ?? []).map((e) => e.compositeKey);
const firstPoint = (session: EditorSession, pageIndex: number) => session.document.pages[pageIndex]!.datasets[0]!.points[0]!;

describe('undo of edits that reach every page (the study tree)', () => {
  it('a study added on page 1 is undone from page 2, where it shows too', () => {
    const session = new EditorSession({ document: structuredClone(savedDocument()), version: 1 });
    session.editDocument((ctx) => addStudyElement(ctx, 'study', undefined, 'S-1', groups, 'u-1'));
    session.setLocation(0, 2);
    expect(session.getSnapshot()).toMatchObject({ canUndo: true, undoLabel: 'Add study' });
    expect(session.undo()).toBe(true);
    expect(studies(session)).toEqual([]);
    expect(session.getSnapshot()).toMatchObject({ canUndo: false, canRedo: true, redoLabel: 'Add study' });
    session.setLocation(0, 1);
    expect(session.redo()).toBe(true);
    expect(studies(session)).toEqual(['S-1']);
  });

  it('undo takes the later of the page step and the study-tree step, and redo brings them back in reverse', () => {
    const session = new EditorSession({ document: structuredClone(savedDocument()), version: 1 });
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 0, { x: 1, y: 2 }));
    session.editDocument((ctx) => addStudyElement(ctx, 'study', undefined, 'S-1', groups, 'u-1'));
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 0, { x: 3, y: 4 }));

    expect(session.getSnapshot().undoLabel).not.toBe('Add study');
    session.undo();
    expect(firstPoint(session, 0)).toMatchObject({ x: 1, y: 2 });
    expect(session.getSnapshot().undoLabel).toBe('Add study');
    session.undo();
    expect(studies(session)).toEqual([]);
    session.undo();
    expect(firstPoint(session, 0)).toMatchObject({ x: 100, y: 500 });

    session.redo();
    expect(firstPoint(session, 0)).toMatchObject({ x: 1, y: 2 });
    expect(session.getSnapshot().redoLabel).toBe('Add study');
    session.redo();
    expect(studies(session)).toEqual(['S-1']);
    session.redo();
    expect(firstPoint(session, 0)).toMatchObject({ x: 3, y: 4 });
  });

  it('a new edit on a page ends the redo of the study tree, and the other way round', () => {
    const session = new EditorSession({ document: structuredClone(savedDocument()), version: 1 });
    session.editDocument((ctx) => addStudyElement(ctx, 'study', undefined, 'S-1', groups, 'u-1'));
    session.undo();
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 0, { x: 1, y: 2 }));
    expect(session.getSnapshot().canRedo).toBe(false);
    session.undo();
    session.editDocument((ctx) => addStudyElement(ctx, 'study', undefined, 'S-2', groups, 'u-2'));
    expect(session.getSnapshot().canRedo).toBe(false);
  });

  it('page histories stay apart: page 2 cannot undo a page-1 edit', () => {
    const histories = new UndoHistories();
    let value = 0;
    histories.execute(command('Set 1', () => (value = 1), () => (value = 0)));
    histories.switchTo(0, 2);
    expect(histories.canUndo).toBe(false);
    expect(histories.undo()).toBeUndefined();
    expect(value).toBe(1);
  });
});
