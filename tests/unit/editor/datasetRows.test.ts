import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../../src/editor/core/model/types';
import {
  branchLabel,
  branchOptions,
  DATASET_ROW_MESSAGES,
  datasetTagGroupOptions,
  hasRowErrors,
  planDatasetRows,
  resolveBranch,
  resolveRows,
  rowsOfDatasets,
  validateDatasetRows,
  type DatasetRowDraft,
} from '../../../src/editor/panels/datasets/datasetRows';

const keys = ['ABC-1', 'ABC-1||Part A', 'ABC-1||Part A||Placebo', 'ABC-1||Part A||Drug 10 mg'];
const row = (id: string, studyBranch: string, tagGroup: string, extra: Partial<DatasetRowDraft> = {}): DatasetRowDraft => ({ id, studyBranch, tagGroup, ...extra });

function dataset(name: string, compositeKey: string, tagGroup: string, points = 0): Dataset {
  return {
    name,
    axesName: 'XY graph',
    metadata: { studyData: { compositeKey, tagGroup: { name: tagGroup, uuid: `tg-${tagGroup}` } } },
    points: Array.from({ length: points }, (_, i) => ({ x: i, y: i })),
    metadataKeys: [],
    pointGroups: [],
    tuples: [],
  };
}

describe('study branch names', () => {
  it('reads a key as its parts joined by slashes and finds a key by label or key, without case', () => {
    expect(branchLabel('ABC-1||Part A||Placebo')).toBe('ABC-1 / Part A / Placebo');
    expect(resolveBranch('abc-1 / part a / placebo', keys)).toBe('ABC-1||Part A||Placebo');
    expect(resolveBranch('ABC-1||Part A', keys)).toBe('ABC-1||Part A');
    expect(resolveBranch('Placebo', keys)).toBeUndefined();
    expect(resolveBranch('  ', keys)).toBeUndefined();
  });

  it('offers each key once, by label, and only Outcomes and Baseline/Demographics as tag groups', () => {
    expect(branchOptions([...keys, 'ABC-1']).map((o) => o.name)).toEqual(['ABC-1', 'ABC-1 / Part A', 'ABC-1 / Part A / Drug 10 mg', 'ABC-1 / Part A / Placebo']);
    expect(datasetTagGroupOptions(['Adverse events', 'Outcomes', 'Dosing', 'Baseline/Demographics'])).toEqual(['Outcomes', 'Baseline/Demographics']);
    expect(datasetTagGroupOptions(['Outcomes'])).toEqual(['Outcomes']);
  });
});

describe('validateDatasetRows', () => {
  it('accepts rows naming study-tree branches and allowed tag groups', () => {
    const rows = [row('a', 'ABC-1 / Part A / Placebo', 'Outcomes'), row('b', 'ABC-1 / Part A / Drug 10 mg', 'outcomes')];
    const errors = validateDatasetRows(rows, { branchKeys: keys });
    expect(hasRowErrors(errors)).toBe(false);
    expect(resolveRows(rows, { branchKeys: keys })).toEqual([
      { studyBranch: 'ABC-1||Part A||Placebo', tagGroup: 'Outcomes' },
      { studyBranch: 'ABC-1||Part A||Drug 10 mg', tagGroup: 'Outcomes' },
    ]);
  });

  it('says empty fields cannot be empty', () => {
    const errors = validateDatasetRows([row('a', ' ', '')], { branchKeys: keys });
    expect(errors.get('a')).toEqual({ studyBranch: 'Study branch cannot be empty', tagGroup: 'Tag group cannot be empty' });
    expect(hasRowErrors(errors)).toBe(true);
  });

  it('names what is not a study branch or not an allowed tag group', () => {
    const errors = validateDatasetRows([row('a', 'Placebo', 'Adverse events')], { branchKeys: keys });
    expect(errors.get('a')).toEqual({ studyBranch: 'Placebo is not a valid study branch', tagGroup: 'Adverse events is not a valid tag group' });
  });

  it('refuses a tag group the graph may not collect even when the host offers it', () => {
    const errors = validateDatasetRows([row('a', 'ABC-1', 'Dosing')], { branchKeys: keys, tagGroupNames: ['Dosing', 'Outcomes'] });
    expect(errors.get('a')!.tagGroup).toBe(DATASET_ROW_MESSAGES.tagGroupInvalid('Dosing'));
  });

  it('refuses a tag group the host does not offer', () => {
    const errors = validateDatasetRows([row('a', 'ABC-1', 'Baseline/Demographics')], { branchKeys: keys, tagGroupNames: ['Outcomes'] });
    expect(errors.get('a')!.tagGroup).toBe('Baseline/Demographics is not a valid tag group');
  });

  it('refuses a branch repeated with the same tag group on the later row, and one already on the graph', () => {
    const rows = [row('a', 'ABC-1', 'Outcomes'), row('b', 'abc-1', 'Outcomes'), row('c', 'ABC-1', 'Baseline/Demographics'), row('d', 'ABC-1 / Part A', 'Outcomes')];
    const errors = validateDatasetRows(rows, { branchKeys: keys, existing: [{ studyBranch: 'ABC-1||Part A', tagGroup: 'Outcomes' }] });
    expect(errors.get('a')).toEqual({});
    expect(errors.get('b')!.studyBranch).toBe('abc-1 already exists on this graph');
    expect(errors.get('c')).toEqual({});
    expect(errors.get('d')!.studyBranch).toBe('ABC-1 / Part A already exists on this graph');
  });

  it('never marks a locked row and lets it claim its branch before earlier rows', () => {
    const rows = [row('new', 'ABC-1', 'Outcomes'), row('old', 'ABC-1', 'Outcomes', { locked: true, datasetName: 'd1' })];
    const errors = validateDatasetRows(rows, { branchKeys: keys });
    expect(errors.get('old')).toEqual({});
    expect(errors.get('new')!.studyBranch).toBe('ABC-1 already exists on this graph');
  });
});

describe('editing the rows of a graph', () => {
  const datasets = [
    dataset('ABC-1_1', 'ABC-1', 'Outcomes', 2),
    dataset('ABC-1||Part A_2', 'ABC-1||Part A', 'Outcomes'),
    dataset('ABC-1||Part A||Placebo_3', 'ABC-1||Part A||Placebo', 'Outcomes'),
  ];

  it('lists a row per study-branch dataset, locking those with points', () => {
    expect(rowsOfDatasets(datasets)).toEqual([
      { id: 'ABC-1_1', studyBranch: 'ABC-1', tagGroup: 'Outcomes', datasetName: 'ABC-1_1', locked: true },
      { id: 'ABC-1||Part A_2', studyBranch: 'ABC-1 / Part A', tagGroup: 'Outcomes', datasetName: 'ABC-1||Part A_2', locked: false },
      { id: 'ABC-1||Part A||Placebo_3', studyBranch: 'ABC-1 / Part A / Placebo', tagGroup: 'Outcomes', datasetName: 'ABC-1||Part A||Placebo_3', locked: false },
    ]);
  });

  it('keeps datasets still named, removes unselected ones without points and creates the new pairs', () => {
    const plan = planDatasetRows(datasets, [
      { studyBranch: 'ABC-1||Part A||Placebo', tagGroup: 'Outcomes' },
      { studyBranch: 'ABC-1||Part A||Drug 10 mg', tagGroup: 'Outcomes' },
      { studyBranch: 'ABC-1||Part A||Placebo', tagGroup: 'Baseline/Demographics' },
    ]);
    expect(plan).toEqual({
      keep: ['ABC-1_1', 'ABC-1||Part A||Placebo_3'],
      remove: ['ABC-1||Part A_2'],
      create: [
        { studyBranch: 'ABC-1||Part A||Drug 10 mg', tagGroup: 'Outcomes' },
        { studyBranch: 'ABC-1||Part A||Placebo', tagGroup: 'Baseline/Demographics' },
      ],
    });
  });

  it('changes nothing when the rows are the graph as it is', () => {
    const rows = resolveRows(rowsOfDatasets(datasets), { branchKeys: keys });
    expect(planDatasetRows(datasets, rows)).toEqual({ keep: datasets.map((d) => d.name), remove: [], create: [] });
  });
});
