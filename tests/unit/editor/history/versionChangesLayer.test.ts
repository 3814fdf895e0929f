import { describe, expect, it } from 'vitest';
import { versionDiff } from '../../../../src/editor/core/history/versionDiff';
import { versionChangeMarks, versionChangesLayer } from '../../../../src/editor/engine/layers';

const page = (pageNumber: number, points: { x: number; y: number; metadata?: Record<string, unknown> }[]) => ({
  file: 0,
  page: pageNumber,
  datasets: [{ name: 'Arm A', axesName: 'XY graph', points }],
});

describe('versionChangeMarks', () => {
  it('marks the changes of the page shown only: moved with where it went, deleted, and retagged in place', () => {
    const before = { pages: [page(1, [{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 3, y: 3, metadata: { label: 'a' } }, { x: 9, y: 9 }]), page(2, [{ x: 5, y: 5 }])] };
    const after = { pages: [page(1, [{ x: 1, y: 1 }, { x: 20, y: 20 }, { x: 3, y: 3, metadata: { label: 'b' } }]), page(2, [{ x: 6, y: 6 }])] };
    const diff = versionDiff(before, after);
    // Page 1 lost its fourth point: the third pass pairs by order, so the second point moved and the fourth was deleted.
    expect(versionChangeMarks(diff.datasets, 0, 1)).toEqual([
      { kind: 'moved', at: { index: 1, x: 2, y: 2 }, to: { index: 1, x: 20, y: 20 } },
      { kind: 'deleted', at: { index: 3, x: 9, y: 9 } },
      { kind: 'retagged', at: { index: 2, x: 3, y: 3 } },
    ]);
    expect(versionChangeMarks(diff.datasets, 0, 2)).toEqual([{ kind: 'moved', at: { index: 0, x: 5, y: 5 }, to: { index: 0, x: 6, y: 6 } }]);
    expect(versionChangeMarks(diff.datasets, 1, 1)).toEqual([]);
  });

  it('takes every press and key on the figure, so the version viewed cannot be edited', () => {
    const layer = versionChangesLayer([]);
    const event = {} as Parameters<NonNullable<typeof layer.onPointerDown>>[0];
    const ctx = {} as Parameters<NonNullable<typeof layer.onPointerDown>>[1];
    expect(layer.onPointerDown?.(event, ctx)).toBe(true);
    expect(layer.onPointerUp?.(event, ctx)).toBe(true);
    expect(layer.onKeyDown?.({ key: 'Delete' } as KeyboardEvent, ctx)).toBe(true);
  });
});
