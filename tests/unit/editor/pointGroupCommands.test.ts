import { describe, expect, it } from 'vitest';
import type { Axes, DataPoint, Dataset } from '../../../src/editor/core/model/types';
import { createProject } from '../../../src/editor/core/model/types';
import { saveProject } from '../../../src/editor/core/project';
import {
  addGroupedPoint,
  deleteGroupedPoint,
  deleteGraphPointGroup,
  EditorSession,
  groupPointMetadata,
  groupValueAxis,
  moveGroupedPoint,
  POINT_GROUP_MESSAGES,
  pointGroupLabels,
  refreshTuples,
  setPointGroups,
  toleranceOf,
  tupleSyncState,
  validatePointGroupNames,
} from '../../../src/editor/session';
import { dataset, page, xyAxes } from './session.fixtures';

const AXES = 'XY graph 1';

function open(points: DataPoint[] = [], axes: Axes = xyAxes(AXES), more: Dataset[] = []) {
  const project = createProject();
  project.pages.push(page(0, 1, [dataset('Arm A', points, AXES), ...more], [axes]));
  const saved = saveProject(project);
  const session = new EditorSession({ document: structuredClone(saved), version: 1 });
  const pg = () => session.document.pages[0]!;
  return { saved, session, page: pg, ds: () => pg().datasets[0]!, axes: () => pg().axes[0]! };
}

const withGroups = (names: string[], matchOn: 'x' | 'y' = 'x', tolerance = 2): Axes => ({ ...xyAxes(AXES), metadata: { pointGroups: { names, matchOn, tolerance } } });

describe('setPointGroups', () => {
  it('creates groups on the graph and its datasets and builds tuples by matching x within the tolerance, as one undo step', () => {
    const { saved, session, ds, axes } = open([
      { x: 100, y: 500 },
      { x: 200, y: 400 },
    ]);
    session.edit((ctx) => setPointGroups(ctx, AXES, { names: ['Mean', 'SD'], matchOn: 'x', tolerance: 3 }));
    expect(axes().metadata.pointGroups).toEqual({ names: ['Mean', 'SD'], matchOn: 'x', tolerance: 3 });
    expect(ds().pointGroups).toEqual(['Mean', 'SD']);
    expect(ds().tuples).toEqual([
      [0, null],
      [1, null],
    ]);
    expect(session.getSnapshot().undoLabel).toBe('Create point groups');
    session.undo();
    expect(session.document).toEqual(saved);
  });

  it('switches the main group and the matched coordinate of saved groups, rebuilding the tuples', () => {
    const { session, ds, axes } = open(
      [
        { x: 100, y: 500, group: 0 },
        { x: 140, y: 501, group: 1 },
      ],
      withGroups(['Mean', 'SD']),
    );
    session.edit((ctx) => refreshTuples(ctx, AXES));
    expect(ds().tuples).toEqual([[0, null]]);
    session.edit((ctx) => setPointGroups(ctx, AXES, { names: ['Median', 'SD'], matchOn: 'y', tolerance: 2 }));
    expect(axes().metadata.pointGroups).toEqual({ names: ['Median', 'SD'], matchOn: 'y', tolerance: 2 });
    expect(ds().tuples).toEqual([[0, 1]]);
  });

  it('clamps the tolerance to 2..5 px', () => {
    const a = open();
    a.session.edit((ctx) => setPointGroups(ctx, AXES, { names: ['Mean', 'SD'], matchOn: 'y', tolerance: 9 }));
    expect(a.axes().metadata.pointGroups!.tolerance).toBe(5);
    const b = open();
    b.session.edit((ctx) => setPointGroups(ctx, AXES, { names: ['Mean', 'SD'], matchOn: 'y', tolerance: 0.5 }));
    expect(b.axes().metadata.pointGroups!.tolerance).toBe(2);
  });

  it('renames a group keeping its points and tuples', () => {
    const { session, ds, axes } = open(
      [
        { x: 100, y: 500, group: 0 },
        { x: 101, y: 450, group: 1 },
      ],
      withGroups(['Mean', 'SD']),
    );
    session.edit((ctx) => setPointGroups(ctx, AXES, { names: ['Mean', 'SE'], matchOn: 'x', tolerance: 2 }));
    expect(axes().metadata.pointGroups!.names).toEqual(['Mean', 'SE']);
    expect(ds().pointGroups).toEqual(['Mean', 'SE']);
    expect(ds().tuples).toEqual([[0, 1]]);
    expect(session.getSnapshot().undoLabel).toBe('Edit point groups');
  });

  it('refuses empty, repeated or main-type names, fewer groups, and graphs other than xy and bar', () => {
    expect(validatePointGroupNames(['Mean', '', 'SD', 'sd', 'mean'])).toEqual([
      undefined,
      POINT_GROUP_MESSAGES.nameRequired,
      undefined,
      POINT_GROUP_MESSAGES.nameTaken('sd'),
      POINT_GROUP_MESSAGES.mainType,
    ]);
    const { session } = open([], withGroups(['Mean', 'SD', 'SE']));
    expect(() => session.edit((ctx) => setPointGroups(ctx, AXES, { names: ['Mean', ' '], matchOn: 'x', tolerance: 2 }))).toThrow();
    expect(() => session.edit((ctx) => setPointGroups(ctx, AXES, { names: ['Mean', 'SD'], matchOn: 'x', tolerance: 2 }))).toThrow(/removed one by one/);
    const polar: Axes = { name: AXES, type: 'polar', options: {} as never, calibrationPoints: [], metadata: {} };
    const p = open([], polar);
    expect(() => p.session.edit((ctx) => setPointGroups(ctx, AXES, { names: ['Mean', 'SD'], matchOn: 'x', tolerance: 2 }))).toThrow(/cannot have point groups/);
  });
});

describe('labels', () => {
  it("shows the main group as 'Central tendency' and the others as '[X] tag' or '[Y] tag'", () => {
    expect(pointGroupLabels({ names: ['Mean', 'SD', 'Upper CI'], matchOn: 'x' })).toEqual(['Central tendency', '[X] SD', '[X] Upper CI']);
    expect(pointGroupLabels({ names: ['Mean', 'SD'], matchOn: 'y' })).toEqual(['Central tendency', '[Y] SD']);
    expect(pointGroupLabels({ names: [], matchOn: 'y' })).toEqual([]);
  });

  it('puts the group value on the axis not matched (the bar axis on bar graphs)', () => {
    expect(groupValueAxis({ type: 'xy' }, 'x')).toBe('y');
    expect(groupValueAxis({ type: 'xy' }, 'y')).toBe('x');
    expect(groupValueAxis({ type: 'bar' }, 'x')).toBe('bar');
  });

  it('tags the value row of the group axis with the group tag', () => {
    const metadata = {
      0: { tag: { name: 'Mean', uuid: 't-mean' }, value: 3, axis: 'y', axisType: 'value' as const },
      1: { tag: { name: 'Unit', uuid: 't-unit' }, value: 'mg', axis: 'y', axisType: 'unit' as const },
      2: { tag: { name: 'Median', uuid: 't-median' }, value: 1, axis: 'x', axisType: 'value' as const },
      compositeKey: 'S1',
    };
    const out = groupPointMetadata(metadata, 'y', { name: 'SD', uuid: 't-sd' })!;
    expect(out[0]!.tag).toEqual({ name: 'SD', uuid: 't-sd' });
    expect(out[1]!.tag.name).toBe('Unit');
    expect(out[2]!.tag.name).toBe('Median');
    expect(out.compositeKey).toBe('S1');
  });
});

describe('points of groups', () => {
  const base = (): DataPoint[] => [
    { x: 100, y: 500, group: 0 },
    { x: 200, y: 400, group: 0 },
  ];

  it('adds a point to the chosen group and links it to the main point within the tolerance, one undo step', () => {
    const { session, ds } = open(base(), withGroups(['Mean', 'SD']));
    session.edit((ctx) => refreshTuples(ctx, AXES));
    session.edit((ctx) => addGroupedPoint(ctx, 'Arm A', { x: 201.5, y: 350 }, 1));
    expect(ds().points[2]).toEqual({ x: 201.5, y: 350, group: 1 });
    expect(ds().tuples).toEqual([
      [0, null],
      [1, 2],
    ]);
    session.undo();
    expect(ds().points).toHaveLength(2);
    expect(ds().tuples).toEqual([
      [0, null],
      [1, null],
    ]);
  });

  it('leaves a point beyond the tolerance out of every tuple and reports it', () => {
    const { session, ds, axes } = open(base(), withGroups(['Mean', 'SD']));
    session.edit((ctx) => addGroupedPoint(ctx, 'Arm A', { x: 203, y: 350 }, 1));
    expect(ds().tuples).toEqual([
      [0, null],
      [1, null],
    ]);
    expect(tupleSyncState(ds(), axes().metadata.pointGroups!)).toEqual({ inSync: true, unmatched: 1 });
    expect(POINT_GROUP_MESSAGES.unmatched(1, 'x', 2)).toBe('1 point is in no tuple: no Central tendency point lies within 2 px on X.');
  });

  it('rebuilds tuples when a point moves', () => {
    const { session, ds } = open([...base(), { x: 150, y: 300, group: 1 }], withGroups(['Mean', 'SD']));
    session.edit((ctx) => refreshTuples(ctx, AXES));
    expect(ds().tuples).toEqual([
      [0, null],
      [1, null],
    ]);
    session.edit((ctx) => moveGroupedPoint(ctx, 'Arm A', 2, { x: 99, y: 300 }));
    expect(ds().tuples).toEqual([
      [0, 2],
      [1, null],
    ]);
  });

  it('deletes one grouped point and its tuple entry', () => {
    const { session, ds } = open([...base(), { x: 100, y: 450, group: 1 }, { x: 200, y: 350, group: 1 }], withGroups(['Mean', 'SD']));
    session.edit((ctx) => refreshTuples(ctx, AXES));
    session.edit((ctx) => deleteGroupedPoint(ctx, 'Arm A', 2));
    expect(ds().points.map((p) => p.y)).toEqual([500, 400, 350]);
    expect(ds().tuples).toEqual([
      [0, null],
      [1, 2],
    ]);
  });

  it('adds a plain point on a graph without groups', () => {
    const { session, ds } = open();
    session.edit((ctx) => addGroupedPoint(ctx, 'Arm A', { x: 1, y: 2 }, 1));
    expect(ds().points).toEqual([{ x: 1, y: 2 }]);
    expect(ds().tuples).toEqual([]);
  });
});

describe('deleteGraphPointGroup', () => {
  const points = (): DataPoint[] => [
    { x: 100, y: 500, group: 0 },
    { x: 100, y: 450, group: 1 },
    { x: 100, y: 550, group: 2 },
    { x: 200, y: 400, group: 0 },
    { x: 200, y: 350, group: 1 },
  ];

  it('removes the group with its points and tuple entries in every dataset; later groups move down', () => {
    const other = { ...dataset('Arm B', [{ x: 300, y: 10, group: 0 }, { x: 300, y: 20, group: 2 }], AXES), pointGroups: ['Mean', 'SD', 'SE'], tuples: [[0, null, 1]] };
    const { saved, session, page } = open(points(), withGroups(['Mean', 'SD', 'SE']), [other]);
    session.edit((ctx) => refreshTuples(ctx, AXES));
    expect(page().datasets[0]!.tuples).toEqual([
      [0, 1, 2],
      [3, 4, null],
    ]);
    const before = structuredClone(session.document);
    session.edit((ctx) => deleteGraphPointGroup(ctx, AXES, 1));
    const a = page().datasets[0]!;
    expect(a.points).toEqual([
      { x: 100, y: 500, group: 0 },
      { x: 100, y: 550, group: 1 },
      { x: 200, y: 400, group: 0 },
    ]);
    expect(a.pointGroups).toEqual(['Mean', 'SE']);
    expect(a.tuples).toEqual([
      [0, 1],
      [2, null],
    ]);
    const b = page().datasets[1]!;
    expect(b.points).toEqual([
      { x: 300, y: 10, group: 0 },
      { x: 300, y: 20, group: 1 },
    ]);
    expect(b.tuples).toEqual([[0, 1]]);
    expect(page().axes[0]!.metadata.pointGroups!.names).toEqual(['Mean', 'SE']);
    session.undo();
    expect(session.document).toEqual(before);
    session.undo();
    expect(session.document).toEqual(saved);
  });

  it('removes the point groups altogether with the last group other than the main one', () => {
    const { session, ds, axes } = open(
      [
        { x: 100, y: 500, group: 0 },
        { x: 100, y: 450, group: 1 },
      ],
      withGroups(['Mean', 'SD']),
    );
    session.edit((ctx) => deleteGraphPointGroup(ctx, AXES, 1));
    expect(ds().points).toEqual([{ x: 100, y: 500 }]);
    expect(ds().pointGroups).toEqual([]);
    expect(ds().tuples).toEqual([]);
    expect(axes().metadata.pointGroups).toBeUndefined();
  });

  it('never deletes the main group', () => {
    const { session } = open([], withGroups(['Mean', 'SD']));
    expect(() => session.edit((ctx) => deleteGraphPointGroup(ctx, AXES, 0))).toThrow();
  });
});

describe('tuple sync', () => {
  it('tells when stored tuples differ from a rebuild, and a refresh fixes them', () => {
    const stale = { ...dataset('Arm A', [{ x: 100, y: 500, group: 0 }, { x: 101, y: 450, group: 1 }], AXES), pointGroups: ['Mean', 'SD'], tuples: [[0, null], [null, 1]] };
    const project = createProject();
    project.pages.push(page(0, 1, [stale], [withGroups(['Mean', 'SD'])]));
    const session = new EditorSession({ document: saveProject(project), version: 1 });
    const settings = session.document.pages[0]!.axes[0]!.metadata.pointGroups!;
    expect(tupleSyncState(session.document.pages[0]!.datasets[0]!, settings).inSync).toBe(false);
    session.edit((ctx) => refreshTuples(ctx, AXES));
    expect(session.document.pages[0]!.datasets[0]!.tuples).toEqual([[0, 1]]);
    expect(tupleSyncState(session.document.pages[0]!.datasets[0]!, settings).inSync).toBe(true);
  });

  it('uses 1 px on refresh when the graph has no tolerance, and at most 5 px', () => {
    expect(toleranceOf(undefined)).toBe(1);
    expect(toleranceOf({})).toBe(1);
    expect(toleranceOf({ tolerance: 3 })).toBe(3);
    expect(toleranceOf({ tolerance: 8 })).toBe(5);
  });
});
