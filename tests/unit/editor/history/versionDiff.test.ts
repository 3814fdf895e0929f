import { describe, expect, it } from 'vitest';
import { isUnchanged, versionDiff } from '../../../../src/editor/core/history/versionDiff';

interface P {
  x: number;
  y: number;
  metadata?: Record<string, unknown>;
}

const mean = (value: string) => ({ 0: { tag: { name: 'Mean', uuid: 'm' }, value, axis: 'y', axisType: 'value' } });

/** A project document with the given datasets on file 0, page 1. */
function doc(datasets: Record<string, P[]>, page = 1) {
  return {
    format: 'WPD',
    formatVersion: 1,
    pages: [
      {
        file: 0,
        page,
        axes: [{ name: 'XY graph', type: 'xy' }],
        datasets: Object.entries(datasets).map(([name, points]) => ({ name, axesName: 'XY graph', metadata: {}, points, metadataKeys: [], pointGroups: [], tuples: [] })),
        measurements: [],
      },
    ],
  };
}

describe('versionDiff', () => {
  it('finds nothing between a document and a copy of it, whatever the key order of its metadata', () => {
    const before = doc({ 'Arm A': [{ x: 1, y: 2, metadata: { 0: { tag: { name: 'Mean', uuid: 'm' }, value: '5' } } }] });
    const after = doc({ 'Arm A': [{ x: 1, y: 2, metadata: { 0: { value: '5', tag: { uuid: 'm', name: 'Mean' } } } }] });
    const diff = versionDiff(before, after);
    expect(isUnchanged(diff)).toBe(true);
    expect(diff.counts).toEqual({ added: 0, moved: 0, deleted: 0, retagged: 0, datasetsAdded: 0, datasetsRemoved: 0 });
  });

  it('compares tags by value: an undefined member or missing metadata is no change, a value changed deep inside or an extra member is', () => {
    const tags = (value: unknown, extra: Record<string, unknown> = {}) => ({ 0: { tag: { name: 'Mean', uuid: 'm' }, value, ...extra } });
    const before = doc({ 'Arm A': [
      { x: 1, y: 1, metadata: tags(['5', 6]) },
      { x: 2, y: 2 },
      { x: 3, y: 3, metadata: tags({ low: 1, high: 2 }) },
      { x: 4, y: 4, metadata: tags('7') },
      { x: 5, y: 5, metadata: tags(['5', 6]) },
    ] });
    const after = doc({ 'Arm A': [
      { x: 1, y: 1, metadata: tags(['5', 6], { note: undefined }) },
      { x: 2, y: 2, metadata: {} },
      { x: 3, y: 3, metadata: tags({ low: 1, high: 3 }) },
      { x: 4, y: 4, metadata: tags('7', { unit: 'mg' }) },
      { x: 5, y: 5, metadata: tags(['5', '6']) },
    ] });
    const diff = versionDiff(before, after);
    expect(diff.datasets[0]!.retagged.map((r) => r.to.index)).toEqual([2, 3, 4]);
    expect(diff.counts).toMatchObject({ retagged: 3, moved: 0, added: 0, deleted: 0 });
  });

  it('reports a moved point with its old and new position', () => {
    const diff = versionDiff(doc({ 'Arm A': [{ x: 100, y: 500 }, { x: 200, y: 400 }] }), doc({ 'Arm A': [{ x: 100, y: 500 }, { x: 260, y: 380 }] }));
    expect(diff.counts).toMatchObject({ moved: 1, added: 0, deleted: 0 });
    expect(diff.datasets).toEqual([
      expect.objectContaining({ name: 'Arm A', status: 'changed', moved: [{ from: { index: 1, x: 200, y: 400 }, to: { index: 1, x: 260, y: 380 } }], added: [], deleted: [] }),
    ]);
  });

  it('tells a deleted point in the middle from moved ones: the points after it kept their places', () => {
    const before = doc({ 'Arm A': [{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 3, y: 3 }] });
    const after = doc({ 'Arm A': [{ x: 1, y: 1 }, { x: 3, y: 3 }] });
    const diff = versionDiff(before, after);
    expect(diff.counts).toMatchObject({ deleted: 1, moved: 0, added: 0 });
    expect(diff.datasets[0]!.deleted).toEqual([{ index: 1, x: 2, y: 2 }]);
  });

  it('reports added points with their index in the newer version', () => {
    const diff = versionDiff(doc({ 'Arm A': [{ x: 1, y: 1 }] }), doc({ 'Arm A': [{ x: 1, y: 1 }, { x: 9, y: 9 }, { x: 8, y: 8 }] }));
    expect(diff.datasets[0]!.added).toEqual([
      { index: 1, x: 9, y: 9 },
      { index: 2, x: 8, y: 8 },
    ]);
    expect(diff.counts.added).toBe(2);
  });

  it('reports a retagged point, and one both moved and retagged in both lists', () => {
    const before = doc({ 'Arm A': [{ x: 1, y: 1, metadata: mean('5') }, { x: 2, y: 2, metadata: mean('6') }] });
    const after = doc({ 'Arm A': [{ x: 1, y: 1, metadata: mean('7') }, { x: 5, y: 5, metadata: mean('8') }] });
    const diff = versionDiff(before, after);
    expect(diff.counts).toMatchObject({ retagged: 2, moved: 1, added: 0, deleted: 0 });
    expect(diff.datasets[0]!.retagged.map((r) => r.to.index)).toEqual([0, 1]);
    expect(diff.datasets[0]!.moved).toEqual([{ from: { index: 1, x: 2, y: 2 }, to: { index: 1, x: 5, y: 5 } }]);
  });

  it('pairs points by their uuid when they have one, even after reordering and moving', () => {
    const before = doc({ 'Arm A': [{ x: 1, y: 1, metadata: { uuid: 'a' } }, { x: 2, y: 2, metadata: { uuid: 'b' } }] });
    const after = doc({ 'Arm A': [{ x: 7, y: 7, metadata: { uuid: 'b' } }, { x: 1, y: 1, metadata: { uuid: 'a' } }] });
    const diff = versionDiff(before, after);
    expect(diff.counts).toMatchObject({ moved: 1, added: 0, deleted: 0, retagged: 0 });
    expect(diff.datasets[0]!.moved).toEqual([{ from: { index: 1, x: 2, y: 2 }, to: { index: 0, x: 7, y: 7 } }]);
  });

  it('reports added and removed datasets with all their points', () => {
    const before = doc({ 'Arm A': [{ x: 1, y: 1 }], Placebo: [{ x: 3, y: 3 }, { x: 4, y: 4 }] });
    const after = doc({ 'Arm A': [{ x: 1, y: 1 }], 'Arm B': [{ x: 5, y: 5 }] });
    const diff = versionDiff(before, after);
    expect(diff.counts).toEqual({ added: 1, moved: 0, deleted: 2, retagged: 0, datasetsAdded: 1, datasetsRemoved: 1 });
    expect(diff.datasets.map((d) => [d.name, d.status])).toEqual([
      ['Arm B', 'added'],
      ['Placebo', 'removed'],
    ]);
  });

  it('tells datasets of the same name on different pages apart', () => {
    const twoPages = (y: number) => ({ pages: [doc({ 'Arm A': [{ x: 1, y: 1 }] }, 1).pages[0], doc({ 'Arm A': [{ x: 1, y }] }, 2).pages[0]] });
    const diff = versionDiff(twoPages(1), twoPages(9));
    expect(diff.datasets.map((d) => [d.key, d.page, d.status])).toEqual([['0:2:Arm A', 2, 'changed']]);
    expect(diff.counts.moved).toBe(1);
  });

  it('reads the empty version 0 and documents without pages or points', () => {
    expect(versionDiff({}, {}).datasets).toEqual([]);
    const first = versionDiff({}, doc({ 'Arm A': [{ x: 1, y: 1 }] }));
    expect(first.counts).toMatchObject({ added: 1, datasetsAdded: 1 });
    expect(versionDiff(doc({ 'Arm A': [{ x: 1, y: 1 }] }), { pages: 'broken' }).counts).toMatchObject({ deleted: 1, datasetsRemoved: 1 });
    expect(versionDiff(null, { pages: [{ datasets: [{ name: 'X', points: [null, { x: 'a', y: 2 }] }] }] }).datasets[0]!.added).toEqual([{ index: 1, x: 0, y: 2 }]);
  });
});
