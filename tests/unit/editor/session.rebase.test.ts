import { describe, expect, it } from 'vitest';
import type { ProjectFile } from '../../../src/editor/core/project';
import { addPoint, applyToCopy, deleteDataset, deletePoints, EditorSession, jsonEqual, mergeThreeWay, movePoint, renameDataset } from '../../../src/editor/session';
import { savedDocument } from './session.fixtures';

/** A newer saved version: the saved document changed by someone else. */
function newer(saved: ProjectFile, change: (doc: ProjectFile) => void): ProjectFile {
  const doc = structuredClone(saved);
  change(doc);
  return doc;
}

const points = (doc: ProjectFile, page: number, dataset: number) => doc.pages[page]!.datasets[dataset]!.points;

describe('EditorSession.rebase without conflicts', () => {
  it('keeps both sides: their new point and mine in the same dataset, my move elsewhere', () => {
    const saved = savedDocument();
    const session = new EditorSession({ document: structuredClone(saved), version: 3 });
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 0, { x: 1, y: 1 }));
    session.edit((ctx) => addPoint(ctx, 'Dataset 2', { x: 2, y: 2 }));
    const theirs = newer(saved, (d) => void points(d, 0, 1).push({ x: 9, y: 9 }));

    const result = session.rebase(structuredClone(theirs), 4);

    expect(result).toEqual({ status: 'rebased', version: 4, theirsChanged: true, resolved: 0 });
    expect(points(session.document, 0, 0)[0]).toEqual({ x: 1, y: 1 });
    expect(points(session.document, 0, 1).slice(-2)).toEqual([{ x: 9, y: 9 }, { x: 2, y: 2 }]);
    expect(session.baseVersion).toBe(4);
    expect(applyToCopy(theirs, session.unsavedOperations())).toEqual(session.document);
    expect(session.getSnapshot()).toMatchObject({ canUndo: false, dirty: true, conflicts: [] });
  });

  it('follows their deletion of an earlier point: my move lands on the point I moved', () => {
    const saved = savedDocument(8);
    const session = new EditorSession({ document: structuredClone(saved), version: 3 });
    const target = points(saved, 0, 0)[5]!;
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 5, { x: 55, y: 55 }));
    const theirs = newer(saved, (d) => void points(d, 0, 0).splice(1, 1));

    expect(session.rebase(theirs, 4).status).toBe('rebased');

    const merged = points(session.document, 0, 0);
    expect(merged).toHaveLength(7);
    expect(merged[4]).toEqual({ ...target, x: 55, y: 55 });
    expect(merged.filter((p) => p.x === 55)).toHaveLength(1);
  });

  it('keeps edits of neighbouring points: theirs moved point 1, mine moved point 2 and added one', () => {
    const saved = savedDocument(2);
    const session = new EditorSession({ document: structuredClone(saved), version: 3 });
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 1, { x: 21, y: 21 }));
    session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 30, y: 30 }));
    const theirs = newer(saved, (d) => Object.assign(points(d, 0, 0)[0]!, { x: 11, y: 11 }));
    expect(session.rebase(theirs, 4).status).toBe('rebased');
    expect(points(session.document, 0, 0)).toEqual([
      { x: 11, y: 11 },
      { x: 21, y: 21 },
      { x: 30, y: 30 },
    ]);
  });

  it('keeps points added at the same place on both sides, theirs first, and one of two identical additions', () => {
    const saved = savedDocument(2);
    const session = new EditorSession({ document: structuredClone(saved), version: 3 });
    session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 1, y: 1 }));
    session.edit((ctx) => addPoint(ctx, 'Dataset 2', { x: 5, y: 5 }));
    const theirs = newer(saved, (d) => {
      points(d, 0, 0).push({ x: 2, y: 2 });
      points(d, 0, 1).push({ x: 5, y: 5 });
    });
    expect(session.rebase(theirs, 4).status).toBe('rebased');
    expect(points(session.document, 0, 0).slice(2)).toEqual([{ x: 2, y: 2 }, { x: 1, y: 1 }]);
    expect(points(session.document, 0, 1).slice(2)).toEqual([{ x: 5, y: 5 }]);
  });

  it('keeps an edit of a dataset whose place shifted when an earlier dataset was deleted', () => {
    const saved = savedDocument();
    saved.pages[0]!.datasets.push({ ...structuredClone(saved.pages[0]!.datasets[1]!), name: 'Dataset 3' });
    const session = new EditorSession({ document: structuredClone(saved), version: 3 });
    session.edit((ctx) => movePoint(ctx, 'Dataset 3', 0, { x: 33, y: 33 }));
    session.edit((ctx) => deleteDataset(ctx, 'Dataset 1'));
    const theirs = newer(saved, (d) => void points(d, 0, 1).push({ x: 9, y: 9 }));
    expect(session.rebase(theirs, 4).status).toBe('rebased');
    expect(session.document.pages[0]!.datasets.map((d) => d.name)).toEqual(['Dataset 2', 'Dataset 3']);
    expect(points(session.document, 0, 1)[0]).toEqual({ x: 33, y: 33 });
    expect(points(session.document, 0, 0).at(-1)).toEqual({ x: 9, y: 9 });
  });

  it('treats the same change made on both sides as no conflict', () => {
    const saved = savedDocument();
    const session = new EditorSession({ document: structuredClone(saved), version: 3 });
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 2, { x: 4, y: 4 }));
    const theirs = newer(saved, (d) => Object.assign(points(d, 0, 0)[2]!, { x: 4, y: 4 }));
    expect(session.rebase(theirs, 4)).toMatchObject({ status: 'rebased' });
    expect(session.dirty).toBe(false);
  });

  it('renumbers only when the newer version changed nothing', () => {
    const saved = savedDocument();
    const session = new EditorSession({ document: structuredClone(saved), version: 3 });
    session.edit((ctx) => renameDataset(ctx, 'Dataset 2', 'Control'));
    expect(session.rebase(structuredClone(saved), 7)).toEqual({ status: 'rebased', version: 7, theirsChanged: false, resolved: 0 });
    expect(session.unsavedOperations()).toEqual([{ op: 'replace', path: '/pages/0/datasets/1/name', value: 'Control' }]);
  });

  it('rebases edits recovered onto an older version, including a first save made from {}', () => {
    const session = new EditorSession({ document: {}, version: 0 });
    session.context();
    const theirs = newer(savedDocument(), (d) => void points(d, 0, 0).push({ x: 1, y: 2 }));
    expect(session.rebase(theirs, 1).status).toBe('rebased');
    expect(applyToCopy(theirs, session.unsavedOperations())).toEqual(session.document);
    expect(session.document.pages).toHaveLength(2);
  });
});

describe('EditorSession.rebase with conflicts', () => {
  function movedInBoth() {
    const saved = savedDocument();
    const session = new EditorSession({ document: structuredClone(saved), version: 3 });
    session.edit((ctx) => movePoint(ctx, 'Dataset 1', 1, { x: 11, y: 11 }));
    session.edit((ctx) => addPoint(ctx, 'Dataset 2', { x: 2, y: 2 }));
    session.setLocation(0, 2);
    const theirs = newer(saved, (d) => {
      Object.assign(points(d, 0, 0)[1]!, { x: 22, y: 22 });
      points(d, 1, 0).push({ x: 3, y: 3 });
    });
    return { saved, session, theirs };
  }

  it('the same point moved in both: asks, showing both values, and changes nothing meanwhile', () => {
    const { session, theirs, saved } = movedInBoth();
    const before = structuredClone(session.document);
    const result = session.rebase(theirs, 4);
    expect(result).toEqual({
      status: 'conflicts',
      conflicts: [
        {
          id: '/pages/0/datasets/0/points/1',
          path: '/pages/0/datasets/0/points/1',
          label: 'Point 2 of Dataset 1, file 1 page 1',
          base: points(saved, 0, 0)[1],
          mine: { x: 11, y: 11 },
          theirs: { x: 22, y: 22 },
        },
      ],
    });
    expect(session.document).toEqual(before);
    expect(session.baseVersion).toBe(3);
    expect(session.getSnapshot().conflicts).toHaveLength(1);
    expect(session.getSnapshot().canUndo).toBe(false);
  });

  it('keep theirs: their value wins, my other edits stay', () => {
    const { session, theirs } = movedInBoth();
    session.rebase(theirs, 4);
    const result = session.resolveConflicts(new Map([['/pages/0/datasets/0/points/1', 'theirs']]));
    expect(result).toEqual({ status: 'rebased', version: 4, theirsChanged: true, resolved: 1 });
    expect(points(session.document, 0, 0)[1]).toEqual({ x: 22, y: 22 });
    expect(points(session.document, 0, 1).at(-1)).toEqual({ x: 2, y: 2 });
    expect(points(session.document, 1, 0).at(-1)).toEqual({ x: 3, y: 3 });
    expect(session.getSnapshot().conflicts).toEqual([]);
    expect(applyToCopy(theirs, session.unsavedOperations())).toEqual(session.document);
  });

  it('keep mine: my value is saved over theirs', () => {
    const { session, theirs } = movedInBoth();
    expect(() => session.resolveConflicts(new Map())).toThrow('No rebase is waiting for choices');
    session.rebase(theirs, 4);
    session.resolveConflicts(new Map([['/pages/0/datasets/0/points/1', 'mine']]));
    expect(points(session.document, 0, 0)[1]).toEqual({ x: 11, y: 11 });
    expect(session.unsavedOperations()).toContainEqual({ op: 'replace', path: '/pages/0/datasets/0/points/1/x', value: 11 });
    expect(applyToCopy(theirs, session.unsavedOperations())).toEqual(session.document);
  });

  it('a point deleted here and moved there is a conflict with one side empty', () => {
    const saved = savedDocument();
    const session = new EditorSession({ document: structuredClone(saved), version: 3 });
    session.edit((ctx) => deletePoints(ctx, 'Dataset 1', [2]));
    const theirs = newer(saved, (d) => Object.assign(points(d, 0, 0)[2]!, { x: 1, y: 1 }));
    const result = session.rebase(theirs, 4);
    expect(result.status).toBe('conflicts');
    const [c] = result.status === 'conflicts' ? result.conflicts : [];
    expect(c).toMatchObject({ path: '/pages/0/datasets/0/points/2', mine: undefined, theirs: { x: 1, y: 1 } });
    session.resolveConflicts(new Map([[c!.id, 'theirs']]));
    expect(points(session.document, 0, 0)).toHaveLength(3);
    session.rebase(theirs, 4, new Map([[c!.id, 'mine']]));
    expect(points(session.document, 0, 0)).toHaveLength(3);
  });

  it('a dataset deleted there and added to here is a conflict on the dataset', () => {
    const saved = savedDocument();
    const session = new EditorSession({ document: structuredClone(saved), version: 3 });
    session.edit((ctx) => addPoint(ctx, 'Dataset 2', { x: 1, y: 1 }));
    const theirs = newer(saved, (d) => void d.pages[0]!.datasets.splice(1, 1));
    const result = session.rebase(theirs, 4);
    expect(result.status === 'conflicts' && result.conflicts.map((c) => c.label)).toEqual(['Dataset 2, file 1 page 1']);
  });
});

describe('mergeThreeWay', () => {
  it('merges members, arrays and leaves; conflicts on a value changed differently in both', () => {
    const base = { a: 1, b: [1, 2, 3], c: { d: 'x' }, e: 0 };
    const mine = { a: 2, b: [0, 1, 2, 3], c: { d: 'x', f: true }, e: 1 };
    const theirs = { a: 1, b: [1, 2, 3, 4], c: { d: 'y' }, e: 2 };
    const { merged, conflicts } = mergeThreeWay(base, mine, theirs);
    expect(merged).toEqual({ a: 2, b: [0, 1, 2, 3, 4], c: { d: 'y', f: true }, e: 1 });
    expect(conflicts).toEqual([{ id: '/e', path: '/e', label: 'e', base: 0, mine: 1, theirs: 2 }]);
  });

  it('compares JSON values regardless of member order', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
  });
});
