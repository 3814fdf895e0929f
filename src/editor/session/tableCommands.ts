import { EditorError } from '../core/errors';
import {
  createColumnDatasets,
  createTableCalibration,
  insertTableColumn,
  insertTableRow,
  MIN_TABLE_BORDER,
  removeTableColumn,
  removeTableRow,
  requireCellTagGroup,
  setLineCount,
  TABLE_MESSAGES,
} from '../core/model/table';
import type { TableCalibration, TableHeader, TableSchema } from '../core/model/tableTypes';
import type { Axes, Dataset, PointMetadata, TagGroupRef } from '../core/model/types';
import { tableCellRects } from '../core/tablePrefill';
import { axesIndex, compositePatchCommand, pagePath, patchCommand, type CommandContext, type PatchCommand } from './commands';
import type { PatchOperation } from './patch';
import { jsonEqual } from './rebase';

/*
 * Edits of a table, each one undo step carrying its JSON Patch. A table is a 'table' axes whose
 * metadata.calibration holds the area, rows, columns and headers, plus one dataset per column
 * (Column_{uuid}); a cell is a point of its column's dataset with metadata.rowIndex, at the
 * centre of the cell, and a blank cell is a row index in the column's emptyCells.
 */

type Area = TableCalibration['area'];

const pageOf = (ctx: CommandContext) => ctx.document.pages[ctx.pageIndex]!;

function tableAxes(ctx: CommandContext, axesName: string): Axes & { metadata: { calibration: TableCalibration } } {
  const axes = pageOf(ctx).axes[axesIndex(ctx, axesName)]!;
  if (axes.type !== 'table' || !axes.metadata.calibration) throw new EditorError('table-invalid', `${axesName} is not a table`);
  return axes as Axes & { metadata: { calibration: TableCalibration } };
}

/** The column datasets of a table, by column index. */
export function tableColumns(datasets: readonly Dataset[], axesName: string): Dataset[] {
  return datasets.filter((d) => d.axesName === axesName && d.metadata.table === true).sort((a, b) => (a.metadata.colIndex ?? 0) - (b.metadata.colIndex ?? 0));
}

/** The point of a cell, with its index in the column dataset; undefined when the cell is not captured. */
export function tableCellPoint(datasets: readonly Dataset[], axesName: string, row: number, col: number) {
  const dataset = tableColumns(datasets, axesName).find((d) => d.metadata.colIndex === col);
  if (!dataset) return undefined;
  const index = dataset.points.findIndex((p) => p.metadata?.rowIndex === row);
  return { dataset, index, point: index >= 0 ? dataset.points[index] : undefined, blank: (dataset.metadata.emptyCells ?? []).includes(row) };
}

/** Cell points back at the centres of their cells (after a resize or a divider move). */
function recentre(cal: TableCalibration, datasets: Dataset[], axesName: string): Dataset[] {
  const rects = new Map(tableCellRects(cal).map((c) => [`${c.row},${c.col}`, c.rect]));
  return datasets.map((d) => {
    if (d.axesName !== axesName || d.metadata.table !== true) return d;
    const points = d.points.map((p) => {
      const r = rects.get(`${p.metadata?.rowIndex},${d.metadata.colIndex}`);
      return r ? { ...p, x: r.x + r.width / 2, y: r.y + r.height / 2 } : p;
    });
    return { ...d, points };
  });
}

/**
 * One step that takes a table's calibration and column datasets to new ones: changed datasets are
 * replaced, gone ones removed, new ones added at the end of the page's datasets.
 */
function rewriteTable(
  ctx: CommandContext,
  axesName: string,
  label: string,
  change: (cal: TableCalibration, datasets: Dataset[]) => { calibration: TableCalibration; datasets: Dataset[] },
): PatchCommand {
  const axes = tableAxes(ctx, axesName);
  const a = axesIndex(ctx, axesName);
  const page = pageOf(ctx);
  const mine = page.datasets.filter((d) => d.axesName === axesName);
  const next = change(axes.metadata.calibration, mine);
  const ops: PatchOperation[] = [];
  if (!jsonEqual(axes.metadata.calibration, next.calibration)) ops.push({ op: 'replace', path: pagePath(ctx, 'axes', a, 'metadata', 'calibration'), value: next.calibration });
  const completePath = pagePath(ctx, 'axes', a, 'metadata', 'calibrationComplete');
  if (axes.metadata.calibrationComplete !== next.calibration.calibrationComplete)
    ops.push({ op: axes.metadata.calibrationComplete === undefined ? 'add' : 'replace', path: completePath, value: next.calibration.calibrationComplete });
  const byName = new Map(next.datasets.map((d) => [d.name, d]));
  const removed: number[] = [];
  page.datasets.forEach((d, i) => {
    if (d.axesName !== axesName) return;
    const after = byName.get(d.name);
    if (!after) removed.push(i);
    else if (!jsonEqual(d, after)) ops.push({ op: 'replace', path: pagePath(ctx, 'datasets', i), value: after });
  });
  for (const i of removed.reverse()) ops.push({ op: 'remove', path: pagePath(ctx, 'datasets', i) });
  const existing = new Set(mine.map((d) => d.name));
  let end = page.datasets.length - removed.length;
  for (const d of next.datasets) if (!existing.has(d.name)) ops.push({ op: 'add', path: pagePath(ctx, 'datasets', end++), value: d });
  return patchCommand(ctx.document, label, ops);
}

export interface CreateTableInput {
  /** The new axes' name ('Table 1'). */
  name: string;
  area: Area;
  rows: number;
  cols: number;
  /** The cell tag groups chosen; the first is the table's, all of them in multiple-tag-group mode. */
  tagGroups: readonly TagGroupRef[];
  newUuid: () => string;
}

/** Next free table name: Table 1, Table 2, ... */
export function nextTableName(taken: Iterable<string>): string {
  const names = new Set(taken);
  let n = 1;
  while (names.has(`Table ${n}`)) n++;
  return `Table ${n}`;
}

/** Complete calibration: the table axes plus one dataset per column named Column_{uuid}. */
export function createTable(ctx: CommandContext, input: CreateTableInput): PatchCommand {
  const page = pageOf(ctx);
  if (page.axes.some((a) => a.name === input.name)) throw new EditorError('project-invalid', `Axes ${input.name} already exists`);
  const [first] = input.tagGroups;
  const base = createTableCalibration({ area: input.area, rows: input.rows, cols: input.cols, ...(first ? { cellTagGroup: first } : {}) });
  const calibration: TableCalibration = input.tagGroups.length > 1 ? { ...base, cellTagGroups: [...input.tagGroups] } : base;
  const axes: Axes = { type: 'table', name: input.name, options: {}, calibrationPoints: [], metadata: { table: true, calibration, calibrationComplete: false } };
  const datasets = createColumnDatasets(input.name, calibration, input.newUuid);
  const ops: PatchOperation[] = [
    { op: 'add', path: pagePath(ctx, 'axes', page.axes.length), value: axes },
    ...datasets.map((d, i): PatchOperation => ({ op: 'add', path: pagePath(ctx, 'datasets', page.datasets.length + i), value: d })),
  ];
  return patchCommand(ctx.document, 'Create table', ops);
}

/** Move the table's area (a drag of an edge or corner); each border keeps at least 60 units; dividers as the canvas scaled them, else evenly; cells follow. */
export function resizeTable(ctx: CommandContext, axesName: string, area: Area, dividers?: { rows: number[]; cols: number[] }): PatchCommand {
  if (Math.abs(area[1].x - area[0].x) < MIN_TABLE_BORDER || Math.abs(area[1].y - area[0].y) < MIN_TABLE_BORDER)
    throw new EditorError('table-invalid', `Each table border must be at least ${MIN_TABLE_BORDER} units long`);
  return rewriteTable(ctx, axesName, 'Resize table', (cal, datasets) => {
    let calibration = setLineCount({ ...cal, area }, 'rows', cal.rows.num);
    calibration = setLineCount(calibration, 'cols', cal.cols.num);
    // The canvas scales the dividers with the drag, so each row and column keeps its share.
    if (dividers && dividers.rows.length === cal.rows.num - 1 && dividers.cols.length === cal.cols.num - 1)
      calibration = { ...calibration, rows: { ...calibration.rows, dividers: dividers.rows }, cols: { ...calibration.cols, dividers: dividers.cols } };
    return { calibration, datasets: recentre(calibration, datasets, axesName) };
  });
}

/** Move one inner divider; it stays between its neighbours. */
export function moveTableDivider(ctx: CommandContext, axesName: string, which: 'rows' | 'cols', index: number, position: number): PatchCommand {
  return rewriteTable(ctx, axesName, which === 'rows' ? 'Move row divider' : 'Move column divider', (cal, datasets) => {
    const dividers = cal[which].dividers.slice();
    if (index < 0 || index >= dividers.length) throw new EditorError('table-invalid', `Divider ${index} does not exist`);
    dividers[index] = position;
    const calibration = { ...cal, [which]: { ...cal[which], dividers } };
    return { calibration, datasets: recentre(calibration, datasets, axesName) };
  });
}

/** Set the number of rows or columns: dividers reset evenly; rows past the end lose their cells, columns past the end their datasets. */
export function setTableLineCount(ctx: CommandContext, axesName: string, which: 'rows' | 'cols', num: number, newUuid: () => string): PatchCommand {
  if (!Number.isInteger(num) || num < 1) throw new EditorError('table-invalid', TABLE_MESSAGES.countPositive);
  return rewriteTable(ctx, axesName, which === 'rows' ? 'Set rows' : 'Set columns', (cal, datasets) => {
    let calibration = cal;
    let next = datasets;
    if (which === 'rows') {
      while (calibration.rows.num > num) ({ calibration, datasets: next } = removeTableRow(calibration, next, axesName, calibration.rows.num - 1));
      calibration = setLineCount(calibration, 'rows', num);
    } else {
      while (calibration.cols.num > num) ({ calibration, datasets: next } = removeTableColumn(calibration, next, axesName, calibration.cols.num - 1));
      while (calibration.cols.num < num) ({ calibration, datasets: next } = insertTableColumn(calibration, next, axesName, calibration.cols.num, newUuid()));
    }
    return { calibration, datasets: recentre(calibration, next, axesName) };
  });
}

/** Add a row before `at` (the end when omitted); later rows' cells move down one index. */
export function addTableRow(ctx: CommandContext, axesName: string, at?: number): PatchCommand {
  return rewriteTable(ctx, axesName, 'Add row', (cal, datasets) => {
    const r = insertTableRow(cal, datasets, axesName, at ?? cal.rows.num);
    return { calibration: r.calibration, datasets: recentre(r.calibration, r.datasets, axesName) };
  });
}

/** Remove row `at` (the last when omitted) with its cells; later rows move up one index. */
export function deleteTableRow(ctx: CommandContext, axesName: string, at?: number): PatchCommand {
  return rewriteTable(ctx, axesName, 'Remove row', (cal, datasets) => {
    if (cal.rows.num <= 1) throw new EditorError('table-invalid', TABLE_MESSAGES.countPositive);
    const r = removeTableRow(cal, datasets, axesName, at ?? cal.rows.num - 1);
    return { calibration: r.calibration, datasets: recentre(r.calibration, r.datasets, axesName) };
  });
}

/** Add a column before `at` (the end when omitted) with its own dataset; later columns' colIndex move up one. */
export function addTableColumn(ctx: CommandContext, axesName: string, newUuid: () => string, at?: number): PatchCommand {
  return rewriteTable(ctx, axesName, 'Add column', (cal, datasets) => {
    const r = insertTableColumn(cal, datasets, axesName, at ?? cal.cols.num, newUuid());
    return { calibration: r.calibration, datasets: recentre(r.calibration, r.datasets, axesName) };
  });
}

/** Remove column `at` (the last when omitted): its dataset is deleted; later columns' colIndex move down one. */
export function deleteTableColumn(ctx: CommandContext, axesName: string, at?: number): PatchCommand {
  return rewriteTable(ctx, axesName, 'Remove column', (cal, datasets) => {
    if (cal.cols.num <= 1) throw new EditorError('table-invalid', TABLE_MESSAGES.countPositive);
    const r = removeTableColumn(cal, datasets, axesName, at ?? cal.cols.num - 1);
    return { calibration: r.calibration, datasets: recentre(r.calibration, r.datasets, axesName) };
  });
}

/** Set a row or column header (an empty object clears it). */
export function setTableHeader(ctx: CommandContext, axesName: string, which: 'rows' | 'cols', index: number, header: TableHeader): PatchCommand {
  return rewriteTable(ctx, axesName, which === 'rows' ? 'Set row header' : 'Set column header', (cal, datasets) => {
    if (index < 0 || index >= cal[which].num) throw new EditorError('table-invalid', `Header ${index + 1} does not exist`);
    const headers = Array.from({ length: cal[which].num }, (_, i) => cal[which].headers[i] ?? {});
    headers[index] = header;
    return { calibration: { ...cal, [which]: { ...cal[which], headers } }, datasets };
  });
}

/** Headers present and 'Data looks similar across' of the Table Settings sidebar. */
export function setTableSettings(ctx: CommandContext, axesName: string, settings: { headers: 'both' | 'rows' | 'cols'; similar: TableSchema }): PatchCommand {
  return rewriteTable(ctx, axesName, 'Table settings', (cal, datasets) => ({
    calibration: {
      ...cal,
      schema: settings.similar,
      rows: { ...cal.rows, headerless: settings.headers === 'cols' },
      cols: { ...cal.cols, headerless: settings.headers === 'rows' },
    },
    datasets,
  }));
}

/** Mark the table's calibration complete or not (both in the calibration and the axes metadata). */
export function setTableComplete(ctx: CommandContext, axesName: string, complete: boolean): PatchCommand {
  return rewriteTable(ctx, axesName, complete ? 'Complete table' : 'Table incomplete', (cal, datasets) => ({ calibration: { ...cal, calibrationComplete: complete }, datasets }));
}

/** The table's cell tag groups: the first is the table's; several in multiple-tag-group mode. Column datasets follow. */
export function setTableTagGroups(ctx: CommandContext, axesName: string, groups: readonly TagGroupRef[]): PatchCommand {
  if (!groups.length) throw new EditorError('table-invalid', TABLE_MESSAGES.selectTagGroup);
  return rewriteTable(ctx, axesName, 'Set table tag group', (cal, datasets) => {
    const { cellTagGroups: _drop, ...rest } = cal;
    const calibration: TableCalibration = { ...rest, cellTagGroup: groups[0]!, ...(groups.length > 1 ? { cellTagGroups: [...groups] } : {}) };
    const next = datasets.map((d) => (d.metadata.table === true ? { ...d, metadata: { ...d.metadata, tagGroup: groups[0]! } } : d));
    return { calibration, datasets: next };
  });
}

export interface TableCellInput {
  row: number;
  col: number;
  /** The cell's metadata; ignored for a blank cell. */
  metadata?: PointMetadata;
  /** Record the cell as blank (no value): its point goes, its row joins the column's emptyCells. */
  blank?: boolean;
}

/** Capture one cell: its point (at the cell's centre, with rowIndex) or a blank. Needs the table's cell tag group. */
export function setTableCell(ctx: CommandContext, axesName: string, cell: TableCellInput): PatchCommand {
  const axes = tableAxes(ctx, axesName);
  const group = requireCellTagGroup(axes.metadata.calibration);
  return rewriteTable(ctx, axesName, cell.blank ? 'Blank table cell' : 'Set table cell', (cal, datasets) => {
    const rect = tableCellRects(cal).find((c) => c.row === cell.row && c.col === cell.col)?.rect;
    if (!rect) throw new EditorError('table-invalid', `Cell ${cell.row + 1}, ${cell.col + 1} does not exist`);
    const next = datasets.map((d) => {
      if (d.metadata.table !== true || d.metadata.colIndex !== cell.col) return d;
      const others = d.points.filter((p) => p.metadata?.rowIndex !== cell.row);
      const empty = (d.metadata.emptyCells ?? []).filter((r) => r !== cell.row);
      if (cell.blank) return { ...d, points: others, metadata: { ...d.metadata, emptyCells: [...empty, cell.row].sort((a, b) => a - b) } };
      const at = d.points.findIndex((p) => p.metadata?.rowIndex === cell.row);
      const point = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, metadata: { tagGroup: group, ...cell.metadata, rowIndex: cell.row } };
      const points = at >= 0 ? d.points.map((p, i) => (i === at ? point : p)) : [...d.points, point];
      return { ...d, points, metadata: { ...d.metadata, emptyCells: empty } };
    });
    return { calibration: cal, datasets: next };
  });
}

/** Several table edits as one step (pre-filling many cells at once). */
export function tableSteps(ctx: CommandContext, label: string, build: readonly ((ctx: CommandContext) => PatchCommand)[]): PatchCommand {
  const done: PatchCommand[] = [];
  try {
    for (const b of build) {
      const c = b(ctx);
      c.do();
      done.push(c);
    }
  } finally {
    for (const c of [...done].reverse()) c.undo();
  }
  return compositePatchCommand(ctx.document, label, done);
}
