import { describe, expect, it } from 'vitest';
import { applyToCopy, EditorSession, FIT_VIEW } from '../../../src/editor/session';
import { savedDocument } from './session.fixtures';

const open = (doc: unknown = savedDocument()) => new EditorSession({ document: structuredClone(doc), version: 4 });

describe('EditorSession: the view', () => {
  it('opens a document without a kept view at Fit', () => {
    expect(open().getSnapshot().view).toEqual(FIT_VIEW);
  });

  it('keeps file, page, zoom, centre and rotation in misc at the next save, outside the undo history', () => {
    const saved = savedDocument();
    const session = open(saved);
    session.setView({ zoom: 2.5, center: { x: 400, y: 300 }, rotation: 90 });
    expect(session.dirty).toBe(false);
    expect(session.getSnapshot().canUndo).toBe(false);
    const delta = session.takeDelta();
    expect(delta.count).toBeGreaterThan(0);
    const next = applyToCopy(saved, delta.ops) as unknown as { misc: Record<string, unknown> };
    expect(next.misc).toMatchObject({ file: 0, page: 1, zoom: 2.5, scroll: { x: 400, y: 300 }, rotation: 90 });
    session.markSaved(5, delta.count);

    const reopened = open(next);
    expect(reopened.getSnapshot().view).toEqual({ zoom: 2.5, center: { x: 400, y: 300 }, rotation: 90 });
    // Nothing changed since: the next delta is empty.
    expect(reopened.takeDelta().count).toBe(0);
  });

  it('opens on another file and page at Fit, and keeps that page in misc', () => {
    const saved = savedDocument();
    const session = open(saved);
    session.setView({ zoom: 3, center: { x: 10, y: 10 } });
    session.setLocation(0, 2);
    expect(session.getSnapshot().view).toEqual(FIT_VIEW);
    const next = applyToCopy(saved, session.takeDelta().ops) as unknown as { misc: Record<string, unknown> };
    expect(next.misc).toMatchObject({ page: 2, zoom: 1, scroll: { x: 0, y: 0 } });
    const reopened = open(next);
    expect(reopened.getSnapshot()).toMatchObject({ page: 2, view: FIT_VIEW });
  });

  it('does not tell subscribers of a view that did not change', () => {
    const session = open();
    let calls = 0;
    session.subscribe(() => calls++);
    session.setView({ zoom: 2, center: { x: 1, y: 2 } });
    session.setView({ zoom: 2, center: { x: 1, y: 2 } });
    expect(calls).toBe(1);
  });

  it('writes nothing while the user has not moved, and a rebase keeps this tab’s view without asking', () => {
    const saved = savedDocument();
    const session = open(saved);
    expect(session.takeDelta().count).toBe(0);
    session.setView({ zoom: 2, center: { x: 50, y: 60 } });
    session.takeDelta();
    session.saveFailed();
    // Another tab saved its own view meanwhile.
    const theirs = structuredClone(saved) as unknown as { misc: Record<string, unknown> };
    theirs.misc = { ...theirs.misc, zoom: 4, scroll: { x: 5, y: 5 } };
    const result = session.rebase(theirs, 5);
    expect(result.status).toBe('rebased');
    expect(session.document.misc).toMatchObject({ zoom: 2, scroll: { x: 50, y: 60 } });
  });
});
