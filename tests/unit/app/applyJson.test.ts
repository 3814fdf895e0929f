import { describe, expect, it } from 'vitest';
import { applyJsonToSession } from '../../../src/app/rawViewer/applyJson';
import { applyToCopy, EditorSession } from '../../../src/editor/session';
import { savedDocument } from '../editor/session.fixtures';

describe("the raw data viewer's Update JSON", () => {
  it('applies the edited JSON as one undoable step whose operations are only the difference, unsaved', () => {
    const saved = savedDocument(2);
    const session = new EditorSession({ document: structuredClone(saved), version: 3 });
    const edited = structuredClone(saved);
    edited.pages[0]!.datasets[0]!.points[1]!.x = 999;
    const result = applyJsonToSession(session, edited);
    expect(result).toEqual({ ok: true, operations: 1, message: 'JSON applied to the extraction (not saved)' });
    expect(session.unsavedOperations()).toEqual([{ op: 'replace', path: '/pages/0/datasets/0/points/1/x', value: 999 }]);
    expect(applyToCopy(saved, session.unsavedOperations())).toEqual(session.document);
    session.undo();
    expect(session.document.pages[0]!.datasets[0]!.points[1]!.x).toBe(saved.pages[0]!.datasets[0]!.points[1]!.x);
  });

  it('refuses JSON that is not an extraction, saying why, and changes nothing', () => {
    const session = new EditorSession({ document: savedDocument(1), version: 1 });
    const result = applyJsonToSession(session, { format: 'WPD', formatVersion: 1, pages: 'none' });
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/^The JSON is not a valid extraction: .*pages/);
    expect(session.dirty).toBe(false);
  });

  it('says when there is nothing to apply', () => {
    const saved = savedDocument(1);
    const session = new EditorSession({ document: structuredClone(saved), version: 1 });
    expect(applyJsonToSession(session, structuredClone(saved))).toMatchObject({ ok: true, operations: 0 });
    expect(session.getSnapshot().canUndo).toBe(false);
    expect(session.dirty).toBe(false);
  });
});
