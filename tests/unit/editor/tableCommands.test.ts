import { describe, expect, it } from 'vitest';
import { applyToCopy, EditorSession } from '../../../src/editor/session';
import {
  addTableColumn,
  addTableRow,
  createTable,
  deleteTableColumn,
  deleteTableRow,
  moveTableDivider,
  nextTableName,
  resizeTable,
  setTableCell,
  setTableComplete,
  setTableHeader,
  setTableLineCount,
  setTableSettings,
  setTableTagGroups,
  tableCellPoint,
  tableColumns,
  tableSteps,
} from '../../../src/editor/session/tableCommands';
import { TABLE_MESSAGES } from '../../../src/editor/core/model/table';
import { savedDocument } from './session.fixtures';

const OUTCOMES = { name: 'Outcomes', uuid: 'g-out' };
const BASELINE = { name: 'Baseline/Demographics', uuid: 'g-base' };
const AREA = [{ x: 100, y: 100 }, { x: 300, y: 400 }] as [{ x: number; y: number }, { x: number; y: number }];
const value = (v: number) => ({ 0: { tag: { name: 'Mean', uuid: 't-mean' }, value: v, axisType: 'value' as const } });

function withTable(tagGroups = [OUTCOMES], rows = 3, cols = 2) {
  const saved = savedDocument(1);
  const session = new EditorSession({ document: structuredClone(saved), version: 1 });
  let n = 0;
  const newUuid = () => `u${++n}`;
  session.edit((ctx) => createTable(ctx, { name: 'Table 1', area: AREA, rows, cols, tagGroups, newUuid }));
  const page = () => session.document.pages[0]!;
  const table = () => page().axes.find((a) => a.name === 'Table 1')!;
  const cal = () => table().metadata.calibration!;
  const columns = () => tableColumns(page().datasets, 'Table 1');
  /** Every step's operations rebuild the document from the saved one. */
  const consistent = () => expect(applyToCopy(saved, session.unsavedOperations())).toEqual(session.document);
  return { session, newUuid, page, table, cal, columns, consistent };
}

describe('createTable', () => {
  it('adds the table axes and one dataset per column named Column_{uuid}, one undo step', () => {
    const t = withTable();
    expect(t.table()).toMatchObject({ type: 'table', name: 'Table 1', metadata: { table: true, calibrationComplete: false } });
    expect(t.cal()).toMatchObject({ rows: { num: 3, dividers: [200, 300] }, cols: { num: 2, dividers: [200] }, cellTagGroup: OUTCOMES });
    expect(t.columns().map((d) => [d.name, d.metadata])).toEqual([
      ['Column_u1', { table: true, colIndex: 0, name: 'Column_u1', uuid: 'u1', emptyCells: [], tagGroup: OUTCOMES }],
      ['Column_u2', { table: true, colIndex: 1, name: 'Column_u2', uuid: 'u2', emptyCells: [], tagGroup: OUTCOMES }],
    ]);
    t.consistent();
    expect(t.session.getSnapshot().undoLabel).toBe('Create table');
    t.session.undo();
    expect(t.page().axes.some((a) => a.name === 'Table 1')).toBe(false);
    expect(tableColumns(t.page().datasets, 'Table 1')).toEqual([]);
  });

  it('keeps every tag group in multiple-tag-group mode', () => {
    expect(withTable([OUTCOMES, BASELINE]).cal().cellTagGroups).toEqual([OUTCOMES, BASELINE]);
  });

  it('names tables Table 1, Table 2, ...', () => {
    expect(nextTableName(['Table 1', 'XY graph 1'])).toBe('Table 2');
  });
});

describe('cells', () => {
  it('a cell is a point at the centre of its cell with rowIndex and the cell tag group; a blank leaves no point', () => {
    const t = withTable();
    t.session.edit((ctx) => setTableCell(ctx, 'Table 1', { row: 1, col: 1, metadata: value(7) }));
    const cell = tableCellPoint(t.page().datasets, 'Table 1', 1, 1)!;
    expect(cell.point).toEqual({ x: 250, y: 250, metadata: { tagGroup: OUTCOMES, ...value(7), rowIndex: 1 } });
    t.session.edit((ctx) => setTableCell(ctx, 'Table 1', { row: 1, col: 1, blank: true }));
    expect(tableCellPoint(t.page().datasets, 'Table 1', 1, 1)).toMatchObject({ point: undefined, blank: true });
    t.session.edit((ctx) => setTableCell(ctx, 'Table 1', { row: 1, col: 1, metadata: value(8) }));
    expect(tableCellPoint(t.page().datasets, 'Table 1', 1, 1)).toMatchObject({ blank: false, point: { metadata: { rowIndex: 1 } } });
    t.consistent();
    t.session.undo();
    expect(t.columns()[1]!.metadata.emptyCells).toEqual([1]);
  });

  it("refuses a cell without a tag group: 'Tag group not assigned for table cells'", () => {
    const t = withTable([]);
    expect(() => t.session.edit((ctx) => setTableCell(ctx, 'Table 1', { row: 0, col: 0, metadata: value(1) }))).toThrow(TABLE_MESSAGES.tagGroupNotAssigned);
    t.session.edit((ctx) => setTableTagGroups(ctx, 'Table 1', [BASELINE]));
    expect(t.cal().cellTagGroup).toEqual(BASELINE);
    expect(t.columns().every((d) => d.metadata.tagGroup === BASELINE || d.metadata.tagGroup?.uuid === 'g-base')).toBe(true);
    expect(() => t.session.edit((ctx) => setTableTagGroups(ctx, 'Table 1', []))).toThrow(TABLE_MESSAGES.selectTagGroup);
  });

  it('several cells pre-filled at once are one undo step', () => {
    const t = withTable();
    t.session.edit((ctx) =>
      tableSteps(ctx, 'Pre-fill cells', [0, 1, 2].map((row) => (c) => setTableCell(c, 'Table 1', { row, col: 0, metadata: value(row) }))),
    );
    expect(t.columns()[0]!.points.map((p) => p.metadata?.rowIndex)).toEqual([0, 1, 2]);
    t.consistent();
    t.session.undo();
    expect(t.columns()[0]!.points).toEqual([]);
  });
});

describe('rows and columns', () => {
  it('adding a row before another shifts rowIndex of later cells and blanks; removing drops the row cells', () => {
    const t = withTable();
    t.session.edit((ctx) => setTableCell(ctx, 'Table 1', { row: 0, col: 0, metadata: value(1) }));
    t.session.edit((ctx) => setTableCell(ctx, 'Table 1', { row: 2, col: 0, metadata: value(3) }));
    t.session.edit((ctx) => setTableCell(ctx, 'Table 1', { row: 1, col: 1, blank: true }));
    t.session.edit((ctx) => addTableRow(ctx, 'Table 1', 1));
    expect(t.cal().rows.num).toBe(4);
    expect(t.cal().rows.dividers).toEqual([175, 250, 325]);
    expect(t.columns()[0]!.points.map((p) => p.metadata?.rowIndex)).toEqual([0, 3]);
    expect(t.columns()[1]!.metadata.emptyCells).toEqual([2]);
    t.session.edit((ctx) => deleteTableRow(ctx, 'Table 1', 0));
    expect(t.columns()[0]!.points.map((p) => p.metadata?.rowIndex)).toEqual([2]);
    t.consistent();
  });

  it('adding a column adds its dataset and shifts colIndex; removing deletes its dataset', () => {
    const t = withTable();
    t.session.edit((ctx) => setTableCell(ctx, 'Table 1', { row: 0, col: 1, metadata: value(5) }));
    t.session.edit((ctx) => addTableColumn(ctx, 'Table 1', t.newUuid, 0));
    expect(t.columns().map((d) => [d.name, d.metadata.colIndex])).toEqual([
      ['Column_u3', 0],
      ['Column_u1', 1],
      ['Column_u2', 2],
    ]);
    t.session.edit((ctx) => deleteTableColumn(ctx, 'Table 1', 2));
    expect(t.columns().map((d) => d.name)).toEqual(['Column_u3', 'Column_u1']);
    t.consistent();
    t.session.undo();
    expect(tableCellPoint(t.page().datasets, 'Table 1', 0, 2)?.point?.metadata).toMatchObject(value(5));
  });

  it('the last row or column cannot be removed', () => {
    const t = withTable([OUTCOMES], 1, 1);
    expect(() => t.session.edit((ctx) => deleteTableRow(ctx, 'Table 1'))).toThrow(TABLE_MESSAGES.countPositive);
    expect(() => t.session.edit((ctx) => deleteTableColumn(ctx, 'Table 1'))).toThrow(TABLE_MESSAGES.countPositive);
  });

  it('setting a count resets the dividers evenly, adding or removing columns at the end', () => {
    const t = withTable();
    t.session.edit((ctx) => moveTableDivider(ctx, 'Table 1', 'rows', 0, 150));
    expect(t.cal().rows.dividers).toEqual([150, 300]);
    t.session.edit((ctx) => setTableLineCount(ctx, 'Table 1', 'rows', 2, t.newUuid));
    expect(t.cal().rows.dividers).toEqual([250]);
    t.session.edit((ctx) => setTableLineCount(ctx, 'Table 1', 'cols', 4, t.newUuid));
    expect(t.columns().map((d) => d.metadata.colIndex)).toEqual([0, 1, 2, 3]);
    expect(t.cal().cols.dividers).toEqual([150, 200, 250]);
    t.session.edit((ctx) => setTableLineCount(ctx, 'Table 1', 'cols', 1, t.newUuid));
    expect(t.columns()).toHaveLength(1);
    expect(() => t.session.edit((ctx) => setTableLineCount(ctx, 'Table 1', 'rows', 0, t.newUuid))).toThrow(TABLE_MESSAGES.countPositive);
    t.consistent();
  });

  it('resizing keeps borders of at least 60 units; cells follow to the centres of their cells', () => {
    const t = withTable();
    t.session.edit((ctx) => setTableCell(ctx, 'Table 1', { row: 0, col: 0, metadata: value(1) }));
    t.session.edit((ctx) => setTableCell(ctx, 'Table 1', { row: 2, col: 1, metadata: value(2) }));
    t.session.edit((ctx) => resizeTable(ctx, 'Table 1', [{ x: 0, y: 0 }, { x: 200, y: 300 }]));
    expect(t.cal().area).toEqual([{ x: 0, y: 0 }, { x: 200, y: 300 }]);
    expect(t.columns()[0]!.points[0]).toMatchObject({ x: 50, y: 50 });
    expect(t.columns()[1]!.points[0]).toMatchObject({ x: 150, y: 250 });
    expect(() => t.session.edit((ctx) => resizeTable(ctx, 'Table 1', [{ x: 0, y: 0 }, { x: 59, y: 300 }]))).toThrow('at least 60');
    t.consistent();
  });
});

describe('headers and settings', () => {
  it('sets headers, settings and completion, each one undo step', () => {
    const t = withTable();
    const header = { 0: { tag: { name: 'Study', uuid: 's' }, value: 'S1' }, compositeKey: 'S1' };
    t.session.edit((ctx) => setTableHeader(ctx, 'Table 1', 'rows', 2, header));
    expect(t.cal().rows.headers[2]).toEqual(header);
    t.session.edit((ctx) => setTableSettings(ctx, 'Table 1', { headers: 'rows', similar: 'cols' }));
    expect(t.cal()).toMatchObject({ schema: 'cols', rows: { headerless: false }, cols: { headerless: true } });
    t.session.edit((ctx) => setTableComplete(ctx, 'Table 1', true));
    expect(t.cal().calibrationComplete).toBe(true);
    expect(t.table().metadata.calibrationComplete).toBe(true);
    t.consistent();
    t.session.undo();
    expect(t.table().metadata.calibrationComplete).toBe(false);
    expect(() => t.session.edit((ctx) => setTableHeader(ctx, 'Table 1', 'cols', 5, header))).toThrow('Header 6 does not exist');
  });
});
