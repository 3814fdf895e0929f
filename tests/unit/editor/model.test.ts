import { describe, expect, it } from 'vitest';
import {
  buildCompositeKey,
  deepestLevel,
  hasGaps,
  isChildKey,
  isDescendantKey,
  levelOf,
  parentCompositeKey,
  parseCompositeKey,
  renameKeyPrefix,
  compositeKeyLabel,
  updateCompositeKey,
} from '../../../src/editor/core/compositeKey';
import { nextAxesName, validateAxesName } from '../../../src/editor/core/model/names';
import { deletePointGroup, rebuildTuples, removePoints } from '../../../src/editor/core/model/pointGroups';
import { buildStudyTree, missingDefinitionMessage } from '../../../src/editor/core/model/studyTree';
import {
  TABLE_MESSAGES,
  createColumnDatasets,
  createTableCalibration,
  insertTableColumn,
  insertTableRow,
  removeTableColumn,
  removeTableRow,
  requireCellTagGroup,
  rotateTable,
  setLineCount,
  tableCellAt,
  validateTableHeaders,
} from '../../../src/editor/core/model/table';
import type { DataPoint, Dataset } from '../../../src/editor/core/model/types';
import { UndoHistories, UndoManager, command } from '../../../src/editor/core/undo';
import { addPointCommand, deletePointsCommand, renameAxesCommand, renameCompositeKeyCommand } from '../../../src/editor/core/model/edits';

describe('composite keys', () => {
  it('parses, builds and updates', () => {
    expect(parseCompositeKey('S1||P1||A1')).toEqual({ study: 'S1', studyPart: 'P1', studyArm: 'A1' });
    expect(buildCompositeKey({ study: 'S1', studyArm: 'A1' })).toBe('S1||||A1');
    expect(updateCompositeKey('S1', 'Study part', 'P2')).toBe('S1||P2');
    expect(updateCompositeKey('S1||P2', 'studyPart', '')).toBe('S1');
    expect(levelOf('Subgroup')).toBe('subgroup');
  });
  it('throws for tags that are not branch parts', () => {
    expect(() => levelOf('Reference study arm abbreviation')).toThrow('Tag Reference study arm abbreviation is not a valid part of a composite key');
    expect(() => updateCompositeKey('S1', 'Unit', 'x')).toThrow('Tag Unit is not a valid part of a composite key');
    expect(() => parseCompositeKey('a||b||c||d||e||f')).toThrow('Tag f is not a valid part of a composite key');
  });
  it('finds the deepest level, parents, children and gaps', () => {
    expect(deepestLevel('S1||P1||A1||Pop||Sub')).toBe('subgroup');
    expect(deepestLevel('')).toBeUndefined();
    expect(parentCompositeKey('S1||P1||A1')).toBe('S1||P1');
    expect(parentCompositeKey('S1')).toBeUndefined();
    expect(hasGaps('||P1')).toBe(true);
    expect(hasGaps('S1||P1')).toBe(false);
    expect(isChildKey('S1', 'S1||P1')).toBe(true);
    expect(isChildKey('S1', 'S1||P1||A1')).toBe(false);
    expect(isDescendantKey('S1', 'S1||P1||A1')).toBe(true);
    expect(isDescendantKey('S1', 'S10||P1')).toBe(false);
    expect(isDescendantKey('S1', 'S1||||A1')).toBe(false);
    expect(renameKeyPrefix('S1||P1', 'S1', 'S9')).toBe('S9||P1');
    expect(renameKeyPrefix('S10||P1', 'S1', 'S9')).toBe('S10||P1');
  });
});

describe('key labels', () => {
  it("read as the parts joined by ' / ', with a slash inside a part escaped so it never reads as two parts", () => {
    expect(compositeKeyLabel('ABC-1||Part A||Placebo')).toBe('ABC-1 / Part A / Placebo');
    expect(compositeKeyLabel('S/1||Main||Drug')).toBe('S\\/1 / Main / Drug');
    expect(compositeKeyLabel('S/1||Main||Drug').split(' / ')).toHaveLength(3);
  });
});

describe('names', () => {
  it('numbers automatic names from 2', () => {
    expect(nextAxesName('xy', [])).toBe('XY graph');
    expect(nextAxesName('xy', ['XY graph'])).toBe('XY graph 2');
    expect(nextAxesName('bar', ['Bar graph', 'Bar graph 2'])).toBe('Bar graph 3');
  });
  it('validates renames', () => {
    expect(validateAxesName('A', ['A'])).toBe('An axis with this name already exists, please pick a different name.');
    expect(validateAxesName(' ', [])).toBe('Axis name cannot be empty');
    expect(validateAxesName('B', ['A'])).toBeNull();
  });
});

const dataset = (points: DataPoint[], pointGroups: string[] = []): Dataset => ({ name: 'd', axesName: 'a', metadata: {}, points, metadataKeys: [], pointGroups, tuples: [] });

describe('point groups', () => {
  it('rebuilds tuples by matching x within the tolerance', () => {
    const points: DataPoint[] = [
      { x: 10, y: 50 },
      { x: 20, y: 60 },
      { x: 10.8, y: 40, group: 1 },
      { x: 19.5, y: 70, group: 2 },
      { x: 40, y: 10, group: 1 },
      { x: 20.2, y: 80, group: 2 },
    ];
    const { tuples, unmatched } = rebuildTuples(points, 3, { matchOn: 'x', tolerance: 1 });
    expect(tuples).toEqual([
      [0, 2, null],
      [1, null, 3],
    ]);
    // 4 is too far from any main point; 5 finds its slot already taken by 3.
    expect(unmatched).toEqual([4, 5]);
    expect(rebuildTuples(points, 3, { matchOn: 'x', tolerance: 50 }).tuples[0]).toEqual([0, 2, null]);
  });
  it('deletes a group with its points and tuple entries', () => {
    const d = dataset([{ x: 1, y: 1 }, { x: 1, y: 2, group: 1 }, { x: 1, y: 3, group: 2 }], ['main', 'low', 'high']);
    d.tuples = [[0, 1, 2]];
    const after = deletePointGroup(d, 1);
    expect(after.points).toEqual([{ x: 1, y: 1 }, { x: 1, y: 3, group: 1 }]);
    expect(after.pointGroups).toEqual(['main', 'high']);
    expect(after.tuples).toEqual([[0, 1]]);
    expect(removePoints(after, [0, 1]).tuples).toEqual([]);
  });
  it('handles 50k points quickly', () => {
    const points: DataPoint[] = [];
    for (let i = 0; i < 25_000; i++) points.push({ x: i * 3, y: 100 }, { x: i * 3 + 0.5, y: 120, group: 1 });
    const t0 = performance.now();
    const { tuples, unmatched } = rebuildTuples(points, 2, { matchOn: 'x', tolerance: 1 });
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(tuples).toHaveLength(25_000);
    expect(unmatched).toHaveLength(0);
  });
});

const header = (value: string, branch = false) => ({ 0: { tag: { name: branch ? 'Study arm abbreviation' : 'Time', uuid: 'u' }, value }, ...(branch ? { compositeKey: `S||P||${value}` } : {}) });

describe('tables', () => {
  const area: [{ x: number; y: number }, { x: number; y: number }] = [{ x: 0, y: 0 }, { x: 300, y: 200 }];
  it('creates even dividers and refuses empty tables', () => {
    const cal = createTableCalibration({ area, rows: 2, cols: 3 });
    expect(cal.rows.dividers).toEqual([100]);
    expect(cal.cols.dividers).toEqual([100, 200]);
    expect(() => createTableCalibration({ area, rows: 0, cols: 1 })).toThrow(TABLE_MESSAGES.countPositive);
    expect(setLineCount(cal, 'rows', 4).rows.dividers).toEqual([50, 100, 150]);
  });
  it('locates cells for each rotation', () => {
    const cal = createTableCalibration({ area, rows: 2, cols: 3 });
    expect(tableCellAt(cal, 250, 150)).toEqual({ row: 1, col: 2 });
    expect(tableCellAt(cal, 400, 150)).toBeNull();
    const r90 = rotateTable(cal, 90);
    expect(r90.rotation).toBe(90);
    expect(tableCellAt(r90, 250, 10)).toEqual({ row: 0, col: 0 });
    expect(rotateTable(r90, -180).rotation).toBe(270);
  });
  it('creates one Column_{uuid} dataset per column and shifts on insert and removal', () => {
    let n = 0;
    const cal = createTableCalibration({ area, rows: 2, cols: 2, cellTagGroup: { name: 'Outcomes', uuid: 'g' } });
    const datasets = createColumnDatasets('T', cal, () => `u${n++}`);
    expect(datasets.map((d) => [d.name, d.metadata.colIndex])).toEqual([['Column_u0', 0], ['Column_u1', 1]]);
    expect(datasets[0]!.metadata).toMatchObject({ table: true, emptyCells: [], tagGroup: { name: 'Outcomes', uuid: 'g' } });
    datasets[0]!.points.push({ x: 1, y: 1, metadata: { rowIndex: 0 } }, { x: 1, y: 150, metadata: { rowIndex: 1 } });
    const inserted = insertTableRow(cal, datasets, 'T', 1);
    expect(inserted.calibration.rows.num).toBe(3);
    expect(inserted.datasets[0]!.points.map((p) => p.metadata?.rowIndex)).toEqual([0, 2]);
    const removed = removeTableRow(inserted.calibration, inserted.datasets, 'T', 0);
    expect(removed.datasets[0]!.points.map((p) => p.metadata?.rowIndex)).toEqual([1]);
    const col = insertTableColumn(cal, datasets, 'T', 0, 'new');
    expect(col.datasets.map((d) => [d.name, d.metadata.colIndex])).toEqual([['Column_u0', 1], ['Column_u1', 2], ['Column_new', 0]]);
    const dropped = removeTableColumn(col.calibration, col.datasets, 'T', 1);
    expect(dropped.datasets.map((d) => [d.name, d.metadata.colIndex])).toEqual([['Column_u1', 1], ['Column_new', 0]]);
  });
  it('applies the header rules with the spec messages', () => {
    const cal = createTableCalibration({ area, rows: 2, cols: 2 });
    expect(validateTableHeaders(cal)).toMatchObject({ status: 'allEmpty', message: TABLE_MESSAGES.allEmpty });
    cal.cols.headers = [header('A1', true), header('A2', true)];
    expect(validateTableHeaders(cal)).toMatchObject({ status: 'someEmpty', message: 'Table contains empty row or column headers; do you want to continue?' });
    cal.rows.headers = [header('week 1'), header('week 2')];
    expect(validateTableHeaders(cal).status).toBe('valid');
    cal.rows.headers = [header('A3', true), header('week 2')];
    const bad = validateTableHeaders(cal);
    expect(bad.status).toBe('invalid');
    expect(bad.message).toBe('Each table cell that has a header must reference exactly one study branch from either its row or column header.');
    expect(bad.invalidCells).toEqual([{ row: 0, col: 0 }, { row: 0, col: 1 }]);
    expect(() => requireCellTagGroup(cal)).toThrow('Tag group not assigned for table cells');
  });
});

describe('study tree', () => {
  it('builds nodes, flags missing definitions and orphans', () => {
    const tree = buildStudyTree(['S1', 'S1||P1'], ['S1||P1||A1', '||P2', '||||A3', '||P4||A4', 'S2||P9']);
    const s1 = tree.find((n) => n.key === 'S1')!;
    expect(s1.defined).toBe(true);
    expect(s1.children[0]!.children[0]).toMatchObject({ key: 'S1||P1||A1', problem: 'Definition for A1 is missing', orphan: false });
    expect(tree.find((n) => n.key === 'S2')!.problem).toBe('Definition for S2 is missing');
    expect(tree.find((n) => n.key === '||P2')).toMatchObject({ orphan: true, problem: 'Definition for P2 is missing; no parent study' });
    expect(missingDefinitionMessage('||||A3')).toBe('Definition for A3 is missing; no parent study/part');
    expect(missingDefinitionMessage('||P4||A4')).toBe('Definition for A4 is missing; parent part does not have a parent study');
  });
});

describe('undo', () => {
  it('undoes and redoes with labels; a new command clears redo', () => {
    const m = new UndoManager();
    let v = 0;
    const inc = command('Increment', () => v++, () => v--);
    m.execute(inc);
    m.execute(inc);
    expect(v).toBe(2);
    expect(m.undoLabel).toBe('Increment');
    m.undo();
    expect(v).toBe(1);
    expect(m.canRedo).toBe(true);
    m.redo();
    expect(v).toBe(2);
    m.undo();
    m.execute(inc);
    expect(m.canRedo).toBe(false);
  });
  it('keeps one history per file and page', () => {
    const h = new UndoHistories();
    const a = h.switchTo(0, 1);
    a.execute(command('x', () => {}, () => {}));
    expect(h.switchTo(0, 2).canUndo).toBe(false);
    expect(h.switchTo(0, 1)).toBe(a);
  });
  it('runs model edits as commands', () => {
    const page = { file: 0, page: 1, axes: [], datasets: [dataset([])], measurements: [] };
    page.datasets[0]!.metadata.studyData = { compositeKey: 'S1||P1', tagGroup: { name: 'Outcomes', uuid: 'g' } };
    const m = new UndoManager();
    m.execute(addPointCommand(page, 'd', { x: 1, y: 2, metadata: { compositeKey: 'S1||P1' } }));
    m.execute(renameCompositeKeyCommand([page], 'S1', 'S2'));
    expect(page.datasets[0]!.points[0]!.metadata?.compositeKey).toBe('S2||P1');
    expect(page.datasets[0]!.metadata.studyData?.compositeKey).toBe('S2||P1');
    m.execute(deletePointsCommand(page, 'd', [0]));
    expect(page.datasets[0]!.points).toHaveLength(0);
    m.undo();
    m.undo();
    expect(page.datasets[0]!.points[0]!.metadata?.compositeKey).toBe('S1||P1');
    m.execute(renameAxesCommand(page, 'a', 'b'));
    expect(page.datasets[0]!.axesName).toBe('b');
    m.undo();
    m.undo();
    expect(page.datasets[0]!.points).toHaveLength(0);
  });
});
