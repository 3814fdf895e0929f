import { describe, expect, it } from 'vitest';
import { createTableCalibration } from '../../../src/editor/core/model/table';
import type { Axes, Dataset, PageData, Project } from '../../../src/editor/core/model/types';
import { VALIDATION_RULES, validateProject } from '../../../src/editor/core/validation';

const xyAxes: Axes = { name: 'XY graph', type: 'xy', options: {}, calibrationPoints: [], metadata: {} };
const ds = (name: string, extra: Partial<Dataset> = {}): Dataset => ({ name, axesName: 'XY graph', metadata: {}, points: [], metadataKeys: [], pointGroups: [], tuples: [], ...extra });
const project = (page: Partial<PageData>): Project => ({
  pages: [{ file: 2, page: 3, axes: [xyAxes], datasets: [], measurements: [], ...page }],
  misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
});
const outcomes = { name: 'Outcomes', uuid: 'g1' };

describe('validation', () => {
  it('finds points without a study branch', () => {
    const problems = validateProject(project({ datasets: [ds('d', { points: [{ x: 5, y: 6 }, { x: 7, y: 8, metadata: { compositeKey: 'S1' } }] })] }));
    expect(problems).toEqual([
      { file: 2, page: 3, type: 'missing-study-branch', x: 5, y: 6, message: 'Data point has no study branch', dataPoints: [{ axesName: 'XY graph', datasetName: 'd', index: 0 }] },
    ]);
  });
  it('accepts points whose dataset has a branch', () => {
    const p = project({ datasets: [ds('d', { metadata: { studyData: { compositeKey: 'S1', tagGroup: outcomes } }, points: [{ x: 1, y: 1 }] })] });
    expect(validateProject(p)).toEqual([]);
  });
  it('finds tables without a tag group and with bad headers', () => {
    const calibration = createTableCalibration({ area: [{ x: 10, y: 20 }, { x: 100, y: 200 }], rows: 1, cols: 1 });
    const table: Axes = { name: 'Table 1', type: 'table', options: {}, calibrationPoints: [], metadata: { table: true, calibration } };
    const problems = validateProject(project({ axes: [table] }));
    expect(problems.map((p) => [p.type, p.message, p.x, p.y])).toEqual([
      ['table-missing-tag-group', 'Table requires tag group selection', 10, 20],
      ['table-headers', 'All table headers are empty; please begin by entering table header data.', 10, 20],
    ]);
    calibration.cellTagGroup = outcomes;
    calibration.rows.headers = [{ 0: { tag: { name: 'Study arm abbreviation', uuid: 't' }, value: 'A' }, compositeKey: 'S||P||A' }];
    calibration.cols.headers = [{ 0: { tag: { name: 'Study arm abbreviation', uuid: 't' }, value: 'B' }, compositeKey: 'S||P||B' }];
    expect(validateProject(project({ axes: [table] })).map((p) => p.message)).toEqual([
      'Each table cell that has a header must reference exactly one study branch from either its row or column header.',
    ]);
    calibration.rows.num = 0;
    expect(validateProject(project({ axes: [table] })).map((p) => p.message)).toEqual(['The number of rows and headers in a table must be greater than zero.']);
  });
  it('finds composite keys with gaps', () => {
    const p = project({ datasets: [ds('d', { points: [{ x: 1, y: 2, metadata: { compositeKey: 'S1||||A1' } }] })] });
    expect(validateProject(p, ['composite-key-gap'])).toEqual([
      { file: 2, page: 3, type: 'composite-key-gap', x: 1, y: 2, message: 'Study branch S1 / A1 has a part without its parents', dataPoints: [{ axesName: 'XY graph', datasetName: 'd', index: 0 }] },
    ]);
  });
  it('finds duplicate keys on a graph', () => {
    const studyData = { compositeKey: 'S1||P1', tagGroup: outcomes };
    const p = project({ datasets: [ds('a', { metadata: { studyData } }), ds('b', { metadata: { studyData } })] });
    expect(validateProject(p).map((x) => x.message)).toEqual(['S1 / P1 already exists on this graph']);
  });
  it('finds non-numeric values', () => {
    const point = {
      x: 3,
      y: 4,
      metadata: {
        compositeKey: 'S1',
        0: { tag: { name: 'Mean', uuid: 'm' }, value: 'abc', axis: 'y', axisType: 'value' as const },
        1: { tag: { name: 'Unit', uuid: 'u' }, value: 'mg', axis: 'y', axisType: 'unit' as const },
        2: { tag: { name: 'Mean', uuid: 'm' }, value: '1e-3', axis: 'x', axisType: 'value' as const },
      },
    };
    expect(validateProject(project({ datasets: [ds('d', { points: [point] })] })).map((x) => x.message)).toEqual(["Value 'abc' of Mean must be a number"]);
  });
  it('is data-driven: every rule can run alone', () => {
    expect(Object.keys(VALIDATION_RULES).sort()).toEqual(
      ['composite-key-gap', 'duplicate-composite-key', 'missing-study-branch', 'non-numeric-value', 'table-headers', 'table-missing-tag-group'].sort(),
    );
  });
});
