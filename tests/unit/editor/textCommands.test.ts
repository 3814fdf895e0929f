import { describe, expect, it } from 'vitest';
import { addTextItem, applyToCopy, deleteTextItem, EditorSession, setTextMetadata } from '../../../src/editor/session';
import type { TextItem } from '../../../src/editor/core/model/types';
import { savedDocument } from './session.fixtures';

const item = (uuid: string, text: string): TextItem => ({ uuid, text, rect: { x: 10, y: 20, width: 300, height: 14 }, metadata: {} });

describe('text items', () => {
  it('adds the first text of a page as a new list, then appends, each undoable, the delta rebuilding the document', () => {
    const saved = savedDocument(1);
    const session = new EditorSession({ document: structuredClone(saved), version: 1 });
    const first = session.edit((ctx) => addTextItem(ctx, item('t1', 'Patients were randomised 1:1.')));
    expect(first.ops).toEqual([{ op: 'add', path: '/pages/0/texts', value: [item('t1', 'Patients were randomised 1:1.')] }]);
    const second = session.edit((ctx) => addTextItem(ctx, item('t2', 'Age 18-65.')));
    expect(second.ops).toEqual([{ op: 'add', path: '/pages/0/texts/1', value: item('t2', 'Age 18-65.') }]);
    expect(applyToCopy(saved, session.unsavedOperations())).toEqual(session.document);
    session.undo();
    session.undo();
    expect(session.document.pages[0]!.texts).toBeUndefined();
  });

  it('tags and deletes a text item by uuid; an unknown uuid is refused with its name', () => {
    const session = new EditorSession({ document: savedDocument(1), version: 1 });
    session.edit((ctx) => addTextItem(ctx, item('t1', 'A')));
    const metadata = { 0: { tag: { name: 'Criterion text', uuid: 'c' }, value: 'A' }, compositeKey: 'S1' };
    session.edit((ctx) => setTextMetadata(ctx, 't1', metadata));
    expect(session.document.pages[0]!.texts![0]!.metadata).toEqual(metadata);
    expect(() => session.edit((ctx) => deleteTextItem(ctx, 'nope'))).toThrow('Text nope not found');
    session.edit((ctx) => deleteTextItem(ctx, 't1'));
    expect(session.document.pages[0]!.texts).toEqual([]);
    session.undo();
    expect(session.document.pages[0]!.texts![0]!.text).toBe('A');
  });
});
