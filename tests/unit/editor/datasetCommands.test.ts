import { describe, expect, it } from 'vitest';
import type { Axes, AxisLabel, Dataset, TagGroup } from '../../../src/editor/core/model/types';
import { createProject } from '../../../src/editor/core/model/types';
import { saveProject } from '../../../src/editor/core/project';
import {
  addLabelledPoint,
  applyDatasetRows,
  applyToCopy,
  axesValuesAt,
  canClearAll,
  canClearAllTags,
  clearAll,
  clearAllTags,
  EditorSession,
  pointMetadataFor,
  recomputeAxisValues,
  replaceAxes,
  rewriteAxisDataTypes,
  setAxisValues,
  withPreviousTags,
} from '../../../src/editor/session';
import { dataset, page, xyAxes } from './session.fixtures';

const tagGroups: TagGroup[] = [
  {
    name: 'Outcomes',
    uuid: 'tg-outcomes',
    tags: [
      { name: 'Mean', uuid: 't-mean' },
      { name: 'Median', uuid: 't-median' },
      { name: 'Unit', uuid: 't-unit' },
      { name: 'Description', uuid: 't-description' },
      { name: 'Change from baseline', uuid: 't-cfb' },
      { name: 'Outcome', uuid: 't-outcome' },
    ],
  },
  { name: 'Baseline/Demographics', uuid: 'tg-baseline', tags: [{ name: 'Percent', uuid: 't-percent' }] },
];

const label = (dataType: string, unit: string, extra: Partial<AxisLabel> = {}): AxisLabel => ({ dataType, unit, description: '', decimals: 2, changeFromBaseline: 'Not a ratio', ...extra });

function labelledXY(): Axes {
  return { ...xyAxes('XY graph'), metadata: { axesLabelData: { x: label('Median', 'weeks', { decimals: 1 }), y: label('Mean', 'mg/dL') } } };
}

function barAxes(): Axes {
  return {
    name: 'Bar graph',
    type: 'bar',
    options: {},
    calibrationPoints: [
      { px: 100, py: 900, dx: 0, dy: 0 },
      { px: 100, py: 100, dx: 0, dy: 80 },
    ],
    metadata: { axesLabelData: { bar: label('Percent', '%', { decimals: 0, description: 'Responders', changeFromBaseline: 'Percent change from baseline' }) } },
  };
}

function studyDataset(name: string, compositeKey: string, points: Dataset['points'] = [], axesName = 'XY graph'): Dataset {
  return { ...dataset(name, points, axesName), metadata: { name, uuid: name, studyData: { compositeKey, tagGroup: { name: 'Outcomes', uuid: 'tg-outcomes', instanceUuid: `i-${name}` } } } };
}

function open(datasets: Dataset[] = [], axes: Axes[] = [labelledXY()]) {
  const project = createProject();
  project.tagGroups = tagGroups;
  project.pages.push(page(0, 1, datasets, axes));
  const saved = saveProject(project);
  const session = new EditorSession({ document: structuredClone(saved), version: 1 });
  return { saved, session, page: () => session.document.pages[0]! };
}

const counter = () => {
  let n = 0;
  return () => `u${++n}`;
};

describe('applyDatasetRows', () => {
  it('creates a dataset per row named {compositeKey}_{uuid} with its study data, as one undo step', () => {
    const { saved, session, page } = open();
    const command = session.edit((ctx) =>
      applyDatasetRows(ctx, 'XY graph', [
        { studyBranch: 'ABC-1||Part A||Placebo', tagGroup: 'Outcomes' },
        { studyBranch: 'ABC-1||Part A||Drug', tagGroup: 'Baseline/Demographics' },
      ], tagGroups, { newUuid: counter() }),
    );
    expect(command).toMatchObject({ label: 'Add datasets', created: ['ABC-1||Part A||Placebo_u1', 'ABC-1||Part A||Drug_u3'], removed: [] });
    expect(page().datasets.map((d) => d.name)).toEqual(['ABC-1||Part A||Placebo_u1', 'ABC-1||Part A||Drug_u3']);
    expect(page().datasets[0]).toEqual({
      name: 'ABC-1||Part A||Placebo_u1',
      axesName: 'XY graph',
      metadata: {
        name: 'ABC-1||Part A||Placebo_u1',
        uuid: 'u1',
        studyData: { compositeKey: 'ABC-1||Part A||Placebo', tagGroup: { name: 'Outcomes', uuid: 'tg-outcomes', instanceUuid: 'u2' } },
      },
      points: [],
      metadataKeys: [],
      pointGroups: [],
      tuples: [],
    });
    expect(page().datasets[1]!.metadata.studyData!.tagGroup).toEqual({ name: 'Baseline/Demographics', uuid: 'tg-baseline', instanceUuid: 'u4' });
    expect(applyToCopy(saved, session.unsavedOperations())).toEqual(session.document);
    session.undo();
    expect(page().datasets).toEqual([]);
  });

  it('on an edit deletes unselected datasets without points, keeps those with points and creates the new ones', () => {
    const { saved, session, page } = open([
      studyDataset('A_1', 'ABC-1||Part A', [{ x: 10, y: 10 }]),
      studyDataset('P_2', 'ABC-1||Part A||Placebo'),
      studyDataset('D_3', 'ABC-1||Part A||Drug'),
      dataset('Imported', [], 'XY graph'),
      studyDataset('Other graph', 'ABC-1||Part A||Placebo', [], 'Bar graph'),
    ], [labelledXY(), barAxes()]);
    const command = session.edit((ctx) =>
      applyDatasetRows(ctx, 'XY graph', [
        { studyBranch: 'ABC-1||Part A||Drug', tagGroup: 'Outcomes' },
        { studyBranch: 'ABC-1||Part B', tagGroup: 'Outcomes' },
      ], tagGroups, { newUuid: counter() }),
    );
    expect(command.label).toBe('Set study branches');
    expect(command).toMatchObject({ removed: ['P_2'] });
    expect(page().datasets.map((d) => d.name)).toEqual(['A_1', 'D_3', 'Imported', 'Other graph', 'ABC-1||Part B_u1']);
    expect(applyToCopy(saved, session.unsavedOperations())).toEqual(session.document);
    session.undo();
    expect(session.document).toEqual(saved);
  });

  it('refuses a tag group the extraction does not have, changing nothing', () => {
    const { session, page } = open();
    expect(() => session.edit((ctx) => applyDatasetRows(ctx, 'XY graph', [{ studyBranch: 'ABC-1', tagGroup: 'Dosing' }], tagGroups))).toThrow('Tag group Dosing not found');
    expect(() => session.edit((ctx) => applyDatasetRows(ctx, 'Nope', [], tagGroups))).toThrow('Axes Nope not found');
    expect(page().datasets).toEqual([]);
  });
});

describe('pointMetadataFor', () => {
  it('tags an XY point with each axis data type, rounded value and unit, and the dataset study keys', () => {
    const axes = labelledXY();
    const ds = studyDataset('P_1', 'ABC-1||Part A||Placebo');
    const values = axesValuesAt(axes, 123.4, 456.7)!;
    expect(values[0]).toBeCloseTo(12.34);
    expect(pointMetadataFor(axes, ds, values, { tagGroups, newUuid: () => 'p1' })).toEqual({
      0: { tag: { name: 'Median', uuid: 't-median' }, value: 12.3, axis: 'x', axisType: 'value' },
      1: { tag: { name: 'Unit', uuid: 't-unit' }, value: 'weeks', axis: 'x', axisType: 'unit' },
      2: { tag: { name: 'Mean', uuid: 't-mean' }, value: 54.33, axis: 'y', axisType: 'value' },
      3: { tag: { name: 'Unit', uuid: 't-unit' }, value: 'mg/dL', axis: 'y', axisType: 'unit' },
      compositeKey: 'ABC-1||Part A||Placebo',
      tagGroup: { name: 'Outcomes', uuid: 'tg-outcomes', instanceUuid: 'i-P_1' },
      uuid: 'p1',
    });
  });

  it('adds description and ratio type rows when the label has them (bar)', () => {
    const axes = barAxes();
    const ds = studyDataset('B_1', 'ABC-1', [], 'Bar graph');
    expect(pointMetadataFor(axes, ds, axesValuesAt(axes, 140, 500)!, { tagGroups, newUuid: () => 'p2' })).toEqual({
      0: { tag: { name: 'Percent', uuid: 't-percent' }, value: 40, axis: 'bar', axisType: 'value' },
      1: { tag: { name: 'Unit', uuid: 't-unit' }, value: '%', axis: 'bar', axisType: 'unit' },
      2: { tag: { name: 'Description', uuid: 't-description' }, value: 'Responders', axis: 'bar', axisType: 'description' },
      3: { tag: { name: 'Change from baseline', uuid: 't-cfb' }, value: 'Percent change from baseline', axis: 'bar', axisType: 'changeFromBaseline' },
      compositeKey: 'ABC-1',
      tagGroup: { name: 'Outcomes', uuid: 'tg-outcomes', instanceUuid: 'i-B_1' },
      uuid: 'p2',
    });
  });

  it('gives a point added through the session its metadata', () => {
    const { session, page } = open([studyDataset('P_1', 'ABC-1')]);
    session.edit((ctx) => addLabelledPoint(ctx, 'P_1', { x: 500, y: 250 }, { newUuid: () => 'p3' }));
    const point = page().datasets[0]!.points[0]!;
    expect(point).toMatchObject({ x: 500, y: 250, metadata: { 0: { value: 50 }, 2: { tag: { name: 'Mean', uuid: 't-mean' }, value: 75 }, compositeKey: 'ABC-1', uuid: 'p3' } });
  });
});

describe('rewriteAxisDataTypes', () => {
  it('saves the labels and rewrites every point of the axes in place, keeping user tags', () => {
    const axes = labelledXY();
    const ds = studyDataset('P_1', 'ABC-1');
    const meta = pointMetadataFor(axes, ds, [12.345, 54.321], { tagGroups, newUuid: () => 'p1' });
    const tagged = { ...meta, 4: { tag: { name: 'Outcome', uuid: 't-outcome' }, value: 'HbA1c' } };
    const other = studyDataset('B_1', 'ABC-1', [{ x: 1, y: 1, metadata: { 0: { tag: { name: 'Percent', uuid: 't-percent' }, value: 5, axis: 'bar', axisType: 'value' as const } } }], 'Bar graph');
    const { saved, session, page } = open([{ ...ds, points: [{ x: 123, y: 457, metadata: tagged }] }, other], [axes, barAxes()]);
    const labels = { x: label('Median', 'days', { decimals: 0, description: 'Time to response' }), y: label('Mean', 'mmol/L', { changeFromBaseline: 'Change from baseline' }) };
    session.edit((ctx) => rewriteAxisDataTypes(ctx, 'XY graph', labels));
    expect(page().axes[0]!.metadata.axesLabelData).toEqual(labels);
    expect(page().datasets[0]!.points[0]!.metadata).toEqual({
      0: { tag: { name: 'Median', uuid: 't-median' }, value: 12, axis: 'x', axisType: 'value' },
      1: { tag: { name: 'Unit', uuid: 't-unit' }, value: 'days', axis: 'x', axisType: 'unit' },
      2: { tag: { name: 'Mean', uuid: 't-mean' }, value: 54.32, axis: 'y', axisType: 'value' },
      3: { tag: { name: 'Unit', uuid: 't-unit' }, value: 'mmol/L', axis: 'y', axisType: 'unit' },
      4: { tag: { name: 'Outcome', uuid: 't-outcome' }, value: 'HbA1c' },
      5: { tag: { name: 'Description', uuid: 't-description' }, value: 'Time to response', axis: 'x', axisType: 'description' },
      6: { tag: { name: 'Change from baseline', uuid: 't-cfb' }, value: 'Change from baseline', axis: 'y', axisType: 'changeFromBaseline' },
      compositeKey: 'ABC-1',
      tagGroup: { name: 'Outcomes', uuid: 'tg-outcomes', instanceUuid: 'i-P_1' },
      uuid: 'p1',
    });
    expect(page().datasets[1]).toEqual(other);
    expect(applyToCopy(saved, session.unsavedOperations())).toEqual(session.document);
    session.undo();
    expect(session.document).toEqual(saved);
  });

  it('changes the data type tag and drops rows a label no longer has', () => {
    const axes = barAxes();
    const ds = studyDataset('B_1', 'ABC-1', [], 'Bar graph');
    const meta = pointMetadataFor(axes, ds, [40], { tagGroups, newUuid: () => 'p1' });
    const { session, page } = open([{ ...ds, points: [{ x: 140, y: 500, metadata: meta }] }], [barAxes()]);
    session.edit((ctx) => rewriteAxisDataTypes(ctx, 'Bar graph', { bar: label('Mean', '%') }));
    expect(page().datasets[0]!.points[0]!.metadata).toMatchObject({
      0: { tag: { name: 'Mean', uuid: 't-mean' }, value: 40, axisType: 'value' },
      1: { value: '%', axisType: 'unit' },
    });
    expect(page().datasets[0]!.points[0]!.metadata![2]).toBeUndefined();
  });
});

describe('recomputeAxisValues', () => {
  it('recomputes value rows from the new calibration, leaving other rows alone', () => {
    const axes = labelledXY();
    const ds = studyDataset('P_1', 'ABC-1');
    const meta = { ...pointMetadataFor(axes, ds, axesValuesAt(axes, 500, 500)!, { tagGroups, newUuid: () => 'p1' }), 4: { tag: { name: 'Outcome', uuid: 't-outcome' }, value: 'HbA1c' } };
    const { saved, session, page } = open([{ ...ds, points: [{ x: 500, y: 500, metadata: meta }] }]);
    expect(page().datasets[0]!.points[0]!.metadata![0]!.value).toBe(50);
    // 'Set values': the x axis now runs 0..200 and y 0..10 over the same pixels.
    const recalibrated: Axes = {
      ...page().axes[0]!,
      calibrationPoints: [
        { px: 0, py: 1000, dx: '0', dy: '0' },
        { px: 1000, py: 1000, dx: '200', dy: '0' },
        { px: 0, py: 1000, dx: '0', dy: '0' },
        { px: 0, py: 0, dx: '0', dy: '10' },
      ],
    };
    session.edit((ctx) => replaceAxes(ctx, 'XY graph', recalibrated));
    session.edit((ctx) => recomputeAxisValues(ctx, 'XY graph'));
    const m = page().datasets[0]!.points[0]!.metadata!;
    expect([m[0]!.value, m[1]!.value, m[2]!.value, m[3]!.value, m[4]!.value]).toEqual([100, 'weeks', 5, 'mg/dL', 'HbA1c']);
    expect(applyToCopy(saved, session.unsavedOperations())).toEqual(session.document);
    const again = session.edit((ctx) => recomputeAxisValues(ctx, 'XY graph'));
    expect(again.ops).toEqual([]);
  });
});

describe('setAxisValues', () => {
  it('gives the graph new calibration values and recomputes its points as one undo step', () => {
    const axes = labelledXY();
    const ds = studyDataset('P_1', 'ABC-1');
    const meta = pointMetadataFor(axes, ds, axesValuesAt(axes, 500, 500)!, { tagGroups, newUuid: () => 'p1' });
    const { saved, session, page } = open([{ ...ds, points: [{ x: 500, y: 500, metadata: meta }] }]);
    const points = axes.calibrationPoints.map((c, i) => (i === 1 ? { ...c, dx: '200' } : i === 3 ? { ...c, dy: '10' } : c));
    const step = session.edit((ctx) => setAxisValues(ctx, 'XY graph', points, { logX: false, logY: false, noRotation: true }));
    expect(step.label).toBe('Set values');
    expect(page().axes[0]!.calibrationPoints).toEqual(points);
    expect(page().axes[0]!.options).toEqual({ logX: false, logY: false, noRotation: true });
    expect(page().axes[0]!.metadata).toEqual(axes.metadata);
    const m = page().datasets[0]!.points[0]!.metadata!;
    expect([m[0]!.value, m[2]!.value]).toEqual([100, 5]);
    expect(applyToCopy(saved, session.unsavedOperations())).toEqual(session.document);
    expect(session.getSnapshot().undoLabel).toBe('Set values');
    session.undo();
    expect(session.document).toEqual(saved);
    expect(session.getSnapshot().canUndo).toBe(false);
  });

  it('leaves the document as it was while the command is only built', () => {
    const { saved, session } = open([dataset('P_1', [{ x: 1, y: 2 }], 'XY graph')]);
    setAxisValues(session.context(), 'XY graph', [], {});
    expect(session.document).toEqual(saved);
  });
});

describe('clear all', () => {
  it('does nothing without points or point groups', () => {
    const empty = studyDataset('E', 'ABC-1');
    expect(canClearAll(empty)).toBe(false);
    expect(canClearAll({ ...empty, pointGroups: ['Mean', 'SD'] })).toBe(true);
    const { session } = open([empty]);
    expect(session.edit((ctx) => clearAll(ctx, 'E')).ops).toEqual([]);
  });

  it('deletes the points, point groups and tuples of the dataset, undoably', () => {
    const full: Dataset = { ...studyDataset('F', 'ABC-1', [{ x: 1, y: 2 }, { x: 1, y: 3 }]), pointGroups: ['Mean', 'SD'], tuples: [[0, 1]] };
    const { saved, session, page } = open([full]);
    session.edit((ctx) => clearAll(ctx, 'F'));
    expect(page().datasets[0]).toMatchObject({ points: [], pointGroups: [], tuples: [] });
    session.undo();
    expect(session.document).toEqual(saved);
  });

  it('clears the tags users gave, keeping axis rows and study keys', () => {
    const axes = labelledXY();
    const ds = studyDataset('P_1', 'ABC-1');
    const meta = pointMetadataFor(axes, ds, [1, 2], { tagGroups, newUuid: () => 'p1' });
    const tagged = { ...meta, 4: { tag: { name: 'Outcome', uuid: 't-outcome' }, value: 'HbA1c' } };
    expect(canClearAllTags({ points: [{ x: 0, y: 0, metadata: meta }] })).toBe(false);
    expect(canClearAllTags({ points: [{ x: 0, y: 0, metadata: tagged }] })).toBe(true);
    const { session, page } = open([{ ...ds, points: [{ x: 0, y: 0, metadata: tagged }, { x: 5, y: 5, metadata: meta }] }]);
    const command = session.edit((ctx) => clearAllTags(ctx, 'P_1'));
    expect(command.ops).toHaveLength(1);
    expect(page().datasets[0]!.points[0]!.metadata).toEqual(meta);
  });
});

describe('withPreviousTags', () => {
  const value = (name: string, v: number, axis: string) => ({ tag: { name, uuid: `${name}-uuid` }, value: v, axis });
  const tag = (name: string, v: string) => ({ tag: { name, uuid: `${name}-uuid` }, value: v });

  it('gives a new point the tags of the previous point of its dataset, not its axis values', () => {
    const previous = { 0: value('Time (number)', 6, 'x'), 1: value('Mean', 2.1, 'y'), 2: tag('Unit', 'month'), 3: tag('Outcome', 'OS'), compositeKey: 'S1' };
    const fresh = { 0: value('Time (number)', 12, 'x'), 1: value('Mean', 5, 'y'), compositeKey: 'S1', uuid: 'new' };
    const next = withPreviousTags(fresh, previous);
    expect(next).toEqual({ 0: value('Time (number)', 12, 'x'), 1: value('Mean', 5, 'y'), 2: tag('Unit', 'month'), 3: tag('Outcome', 'OS'), compositeKey: 'S1', uuid: 'new' });
    // A copy: editing the new point's tags leaves the previous point alone.
    expect(next[2]!.tag).not.toBe(previous[2].tag);
  });

  it('keeps the new point as it is for the first point, and never repeats a tag it already has', () => {
    const fresh = { 0: value('Time (number)', 12, 'x'), 1: tag('Unit', 'week') };
    expect(withPreviousTags(fresh, undefined)).toBe(fresh);
    expect(withPreviousTags(fresh, { 0: tag('Unit', 'month') })).toEqual(fresh);
  });
});
