import { describe, expect, it } from 'vitest';
import {
  datasetLabel,
  tagLookup,
  workspaceTexts,
  DATA_ENTRY_MESSAGES,
  describeConflictValue,
  isUnsupportedSave,
  treeRootOf,
  UNSUPPORTED_BEFORE,
  workspaceAxes,
} from '../../../src/screens/DataEntry/dataEntryRules';
import type { Axes, PageData } from '../../../src/editor/core/model/types';
import { findTag } from '../../../src/editor/session';

describe('isUnsupportedSave', () => {
  it('is 2024-10-12 00:00 UTC', () => {
    expect(new Date(UNSUPPORTED_BEFORE).toISOString()).toBe('2024-10-12T00:00:00.000Z');
  });

  it('loads a new extraction (no saved data)', () => {
    expect(isUnsupportedSave(null)).toBe(false);
    expect(isUnsupportedSave(undefined)).toBe(false);
  });

  it.each([
    ['2024-10-11T23:59:59.999Z', true],
    ['2024-10-12T00:00:00.000Z', false],
    ['2025-03-01T10:00:00.000Z', false],
    // 01:00 in UTC+2 is still the 11th in UTC.
    ['2024-10-12T01:00:00+02:00', true],
    ['2024-10-12T01:00:00-02:00', false],
    ['2019-01-01T00:00:00.000Z', true],
  ])('saved at %s: unsupported %s', (createdAt, unsupported) => {
    expect(isUnsupportedSave({ created_at: createdAt })).toBe(unsupported);
  });

  it.each([[{}], [{ created_at: null }], [{ created_at: '' }], [{ created_at: 'yesterday' }]])('undated or unreadable %j is unsupported', (saveData) => {
    expect(isUnsupportedSave(saveData)).toBe(true);
  });
});

describe('messages', () => {
  it('words a failed validation, leaving and marking done as the spec does', () => {
    expect(DATA_ENTRY_MESSAGES.markedDone).toBe('Paper saved and marked as done');
    expect(DATA_ENTRY_MESSAGES.unsupportedTitle).toBe('Unsupported Dactyl Version');
    expect(DATA_ENTRY_MESSAGES.validationTitle).toBe('Source Data Extraction Validation');
    expect(DATA_ENTRY_MESSAGES.validateFailed('Network error')).toBe('Error while attempting to validate: Network error');
    expect(DATA_ENTRY_MESSAGES.leaveConfirm).toBe('You have unsaved changes. Do you really want to leave?');
  });
});

const axes = (name: string, type: Axes['type']): Axes => ({ name, type, options: {}, calibrationPoints: [], metadata: {} }) as Axes;
const page = (file: number, p: number, list: Axes[], datasets: [string, string, number][] = []): PageData => ({
  file,
  page: p,
  axes: list,
  datasets: datasets.map(([name, axesName, n]) => ({
    name,
    axesName,
    metadata: {},
    points: Array.from({ length: n }, (_, i) => ({ x: i, y: i })),
    metadataKeys: [],
    pointGroups: [],
    tuples: [],
  })),
  measurements: [],
});

describe('workspaceAxes', () => {
  const document = {
    pages: [
      page(1, 1, [axes('Table 1', 'table')]),
      page(0, 2, [axes('Bar graph', 'bar'), axes('Quote', 'image')], [['Bar graph data', 'Bar graph', 3]]),
      page(0, 1, [axes('XY graph', 'xy')], [
        ['Arm A', 'XY graph', 2],
        ['Arm B', 'XY graph', 0],
      ]),
    ],
  };

  it('lists every axes in file, page and drawing order under its root', () => {
    const list = workspaceAxes(document, 0, 2);
    expect(list.map((a) => [a.id, a.root, a.isOnCurrentPage])).toEqual([
      ['0:1:XY graph', 'graph', false],
      ['0:2:Bar graph', 'graph', true],
      ['0:2:Quote', 'text', true],
      ['1:1:Table 1', 'table', false],
    ]);
  });

  it('gives each axes its datasets with their point counts', () => {
    const [xy] = workspaceAxes(document, 0, 1);
    expect(xy!.datasets).toEqual([
      { id: '0:1:XY graph/Arm A', name: 'Arm A', label: 'Arm A', points: 2 },
      { id: '0:1:XY graph/Arm B', name: 'Arm B', label: 'Arm B', points: 0 },
    ]);
  });

  it('lists the point groups of a dataset that has them, each with how many points it holds', () => {
    const doc = { pages: [page(0, 1, [axes('XY graph', 'xy')], [['Arm A', 'XY graph', 3]])] };
    Object.assign(doc.pages[0]!.datasets[0]!, { pointGroups: ['Mean', 'Upper CI', 'Lower CI'], tuples: [[0, 1, null], [2, null, null]] });
    const [xy] = workspaceAxes(doc, 0, 1);
    expect(xy!.datasets[0]!.pointGroups).toEqual([
      { name: 'Mean', points: 2 },
      { name: 'Upper CI', points: 1 },
      { name: 'Lower CI', points: 0 },
    ]);
    expect(workspaceAxes(document, 0, 1)[0]!.datasets[0]).not.toHaveProperty('pointGroups');
  });

  it('calls a dataset by its study branch and tag group, unless it was given a name of its own', () => {
    const studyData = { compositeKey: 'ABC-1||Part A||Placebo', tagGroup: { name: 'Outcomes', uuid: 'g' } };
    expect(datasetLabel({ name: 'ABC-1||Part A||Placebo_1234', metadata: { studyData } })).toBe('ABC-1 / Part A / Placebo, Outcomes');
    expect(datasetLabel({ name: 'Week 12 placebo', metadata: { studyData } })).toBe('Week 12 placebo');
    expect(datasetLabel({ name: 'Arm A', metadata: {} })).toBe('Arm A');
    // A table's column datasets by their column, not 'Column_{uuid}'.
    expect(datasetLabel({ name: 'Column_4fa3adfe-1111-4222-8333-444455556666', metadata: { table: true, colIndex: 2 } })).toBe('Column 3');
  });

  it('lists text items with where they are, their titles cut at 100 characters', () => {
    const long = 'x'.repeat(120);
    const doc = {
      pages: [
        { file: 0, page: 2, axes: [], datasets: [], measurements: [], texts: [{ uuid: 't2', text: long, metadata: { tagGroup: { name: 'Dosing', uuid: 'd' } } }] },
        { file: 0, page: 1, axes: [], datasets: [], measurements: [], texts: [{ uuid: 't1', text: 'Short', metadata: {} }] },
      ],
    };
    const texts = workspaceTexts(doc, 0, 1);
    expect(texts.map((t) => [t.id, t.isOnCurrentPage, t.tagGroup, t.label.length])).toEqual([
      ['0:1:text:t1', true, null, 5],
      ['0:2:text:t2', false, 'Dosing', 100],
    ]);
    expect(texts[1]!.label.endsWith('…')).toBe(true);
  });

  it('puts text selections under Text, tables under Table and every chart under Graph', () => {
    expect(treeRootOf({ type: 'image' })).toBe('text');
    // Image axes made as a graph (New image axes) have axes labels; text selections never do.
    expect(treeRootOf({ type: 'image', metadata: {} })).toBe('text');
    expect(treeRootOf({ type: 'image', metadata: { axesLabelData: { x: { dataType: 'Count', unit: 'px', description: '', decimals: 2, changeFromBaseline: 'Not a ratio' } } } })).toBe('graph');
    expect(treeRootOf({ type: 'table' })).toBe('table');
    for (const type of ['xy', 'bar', 'polar', 'ternary', 'map', 'circularChartRecorder'] as const) expect(treeRootOf({ type })).toBe('graph');
  });
});

describe('describeConflictValue', () => {
  it('says what each side holds', () => {
    expect(describeConflictValue(undefined)).toBe('Deleted');
    expect(describeConflictValue({ x: 282.04, y: 189, metadata: {} })).toBe('Point at pixel 282, 189');
    expect(describeConflictValue([{ x: 1, y: 2 }])).toBe('Point at pixel 1, 2');
    expect(describeConflictValue([{ x: 1, y: 2 }, { x: 3, y: 4 }])).toBe('2 points');
    expect(describeConflictValue({ name: 'XY graph 2', type: 'xy' })).toBe('XY graph 2');
    expect(describeConflictValue('Viral load')).toBe('"Viral load"');
    expect(describeConflictValue(3)).toBe('3');
  });

  it('shortens long values', () => {
    const text = describeConflictValue({ list: 'x'.repeat(500) });
    expect(text).toHaveLength(120);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('tagLookup', () => {
  it('finds the uuid of an axis data type in the tag groups first, then among every tag', () => {
    const groups = [{ name: 'Outcomes', uuid: 'g', tags: [{ name: 'Unit', uuid: 't-unit' }] }];
    const lookup = tagLookup(groups, [{ name: 'Mean', uuid: 't-mean' }, { name: 'Unit', uuid: 't-unit-flat' }]);
    expect(findTag(lookup, 'mean')).toEqual({ name: 'Mean', uuid: 't-mean' });
    expect(findTag(lookup, 'Unit')).toEqual({ name: 'Unit', uuid: 't-unit' });
    expect(findTag(tagLookup(groups, undefined), 'Mean')).toEqual({ name: 'Mean', uuid: '' });
  });
});
