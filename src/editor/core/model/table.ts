import { BRANCH_TAG_LEVELS } from '../compositeKey';
import { EDITOR_MESSAGES, EditorError } from '../errors';
import { tableColumnDatasetName } from './names';
import type { TableCalibration, TableHeader, TableLines, TableRotation, TableSchema } from './tableTypes';
import type { Dataset, TagGroupRef } from './types';

/** Messages of the table rules. */
export const TABLE_MESSAGES = {
  countPositive: 'The number of rows and headers in a table must be greater than zero.',
  selectTagGroup: "Please select at least one tag group with which to associate the table's data.",
  invalidHeaders: 'Each table cell that has a header must reference exactly one study branch from either its row or column header.',
  allEmpty: 'All table headers are empty; please begin by entering table header data.',
  someEmpty: 'Table contains empty row or column headers; do you want to continue?',
  blankWarning: 'Leaving row and column table headers blank will result in blank table cells',
  missingTagGroup: 'Table requires tag group selection',
  tagGroupNotAssigned: EDITOR_MESSAGES.tableTagGroupMissing,
} as const;

export const TABLE_ROTATIONS: readonly TableRotation[] = [0, 90, 180, 270];
/** Smallest table border, in image pixels. */
export const MIN_TABLE_BORDER = 60;

type Area = TableCalibration['area'];

const bounds = (area: Area) => ({
  x0: Math.min(area[0].x, area[1].x),
  x1: Math.max(area[0].x, area[1].x),
  y0: Math.min(area[0].y, area[1].y),
  y1: Math.max(area[0].y, area[1].y),
});

/** Rows run along y for 0 and 180 degrees, along x otherwise; columns the other way. */
const rowsAlongX = (rotation: TableRotation) => rotation === 90 || rotation === 270;

/** num - 1 evenly spaced inner divider positions between start and end. */
export function evenDividers(start: number, end: number, num: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < num; i++) out.push(start + ((end - start) * i) / num);
  return out;
}

function lineSpan(cal: Pick<TableCalibration, 'area' | 'rotation'>, which: 'rows' | 'cols'): [number, number] {
  const b = bounds(cal.area);
  const alongX = which === 'rows' ? rowsAlongX(cal.rotation) : !rowsAlongX(cal.rotation);
  return alongX ? [b.x0, b.x1] : [b.y0, b.y1];
}

function requireCount(num: number): void {
  if (!Number.isInteger(num) || num < 1) throw new EditorError('table-invalid', TABLE_MESSAGES.countPositive);
}

const emptyHeaders = (n: number): TableHeader[] => Array.from({ length: n }, () => ({}));

export interface CreateTableOptions {
  area: Area;
  rows: number;
  cols: number;
  rotation?: TableRotation;
  schema?: TableSchema;
  cellTagGroup?: TagGroupRef;
}

/** A new table calibration with evenly spaced dividers and empty headers. */
export function createTableCalibration(options: CreateTableOptions): TableCalibration {
  requireCount(options.rows);
  requireCount(options.cols);
  const rotation = options.rotation ?? 0;
  const base = { area: options.area, rotation };
  const lines = (which: 'rows' | 'cols', num: number): TableLines => {
    const [s, e] = lineSpan(base, which);
    return { num, dividers: evenDividers(s, e, num), headers: emptyHeaders(num), headerless: false };
  };
  return {
    area: options.area,
    rotation,
    schema: options.schema ?? 'both',
    rows: lines('rows', options.rows),
    cols: lines('cols', options.cols),
    calibrationComplete: false,
    ...(options.cellTagGroup ? { cellTagGroup: options.cellTagGroup } : {}),
  };
}

/** Change the number of rows or columns; dividers are reset evenly and headers kept where they fit. */
export function setLineCount(cal: TableCalibration, which: 'rows' | 'cols', num: number): TableCalibration {
  requireCount(num);
  const [s, e] = lineSpan(cal, which);
  const old = cal[which];
  const headers = old.headers.slice(0, num).concat(emptyHeaders(Math.max(0, num - old.headers.length)));
  return { ...cal, [which]: { ...old, num, dividers: evenDividers(s, e, num), headers } };
}

/** Rotate a table by a multiple of 90 degrees (cumulative); dividers are reset. */
export function rotateTable(cal: TableCalibration, by: number): TableCalibration {
  const rotation = ((((cal.rotation + by) % 360) + 360) % 360) as TableRotation;
  if (!TABLE_ROTATIONS.includes(rotation)) throw new EditorError('table-invalid', 'Rotation must be a multiple of 90');
  const next = { ...cal, rotation };
  const r = lineSpan(next, 'rows');
  const c = lineSpan(next, 'cols');
  return {
    ...next,
    rows: { ...cal.rows, dividers: evenDividers(r[0], r[1], cal.rows.num) },
    cols: { ...cal.cols, dividers: evenDividers(c[0], c[1], cal.cols.num) },
  };
}

/** The row and column of a pixel, or null outside the table. */
export function tableCellAt(cal: TableCalibration, px: number, py: number): { row: number; col: number } | null {
  const b = bounds(cal.area);
  if (px < b.x0 || px > b.x1 || py < b.y0 || py > b.y1) return null;
  const index = (which: 'rows' | 'cols') => {
    const alongX = which === 'rows' ? rowsAlongX(cal.rotation) : !rowsAlongX(cal.rotation);
    const v = alongX ? px : py;
    const dividers = cal[which].dividers;
    let i = 0;
    while (i < dividers.length && v >= dividers[i]!) i++;
    // Rotated content counts from the far side of the area.
    const reversed =
      which === 'rows' ? cal.rotation === 90 || cal.rotation === 180 : cal.rotation === 180 || cal.rotation === 270;
    return reversed ? cal[which].num - 1 - i : i;
  };
  return { row: index('rows'), col: index('cols') };
}

/** One dataset per column, named Column_{uuid}. */
export function createColumnDatasets(axesName: string, cal: TableCalibration, newUuid: () => string): Dataset[] {
  return Array.from({ length: cal.cols.num }, (_, colIndex) => columnDataset(axesName, colIndex, newUuid(), cal.cellTagGroup));
}

function columnDataset(axesName: string, colIndex: number, uuid: string, tagGroup?: TagGroupRef): Dataset {
  const name = tableColumnDatasetName(uuid);
  return {
    name,
    axesName,
    metadata: { table: true, colIndex, name, uuid, emptyCells: [], ...(tagGroup ? { tagGroup } : {}) },
    points: [],
    metadataKeys: [],
    pointGroups: [],
    tuples: [],
  };
}

const isTableDatasetOf = (d: Dataset, axesName: string) => d.axesName === axesName && d.metadata.table === true;

function shiftRows(datasets: Dataset[], axesName: string, from: number, delta: number, drop?: number): Dataset[] {
  return datasets.map((d) => {
    if (!isTableDatasetOf(d, axesName)) return d;
    const points = d.points
      .filter((p) => drop === undefined || p.metadata?.rowIndex !== drop)
      .map((p) => {
        const r = p.metadata?.rowIndex;
        return r !== undefined && r >= from ? { ...p, metadata: { ...p.metadata, rowIndex: r + delta } } : p;
      });
    const emptyCells = (d.metadata.emptyCells ?? [])
      .filter((r) => r !== drop)
      .map((r) => (r >= from ? r + delta : r));
    return { ...d, points, tuples: [], metadata: { ...d.metadata, emptyCells } };
  });
}

/** Insert a row before `at`: later rows' points move down one index. */
export function insertTableRow(cal: TableCalibration, datasets: Dataset[], axesName: string, at: number) {
  const next = setLineCount(cal, 'rows', cal.rows.num + 1);
  const headers = cal.rows.headers.slice();
  headers.splice(at, 0, {});
  return { calibration: { ...next, rows: { ...next.rows, headers } }, datasets: shiftRows(datasets, axesName, at, 1) };
}

/** Remove row `at` and its cells; later rows move up one index. */
export function removeTableRow(cal: TableCalibration, datasets: Dataset[], axesName: string, at: number) {
  const next = setLineCount(cal, 'rows', cal.rows.num - 1);
  const headers = cal.rows.headers.filter((_, i) => i !== at);
  return { calibration: { ...next, rows: { ...next.rows, headers } }, datasets: shiftRows(datasets, axesName, at + 1, -1, at) };
}

/** Insert a column before `at` with a new dataset; later columns' colIndex move up one. */
export function insertTableColumn(cal: TableCalibration, datasets: Dataset[], axesName: string, at: number, uuid: string) {
  const next = setLineCount(cal, 'cols', cal.cols.num + 1);
  const headers = cal.cols.headers.slice();
  headers.splice(at, 0, {});
  const shifted = datasets.map((d) =>
    isTableDatasetOf(d, axesName) && (d.metadata.colIndex ?? 0) >= at ? { ...d, metadata: { ...d.metadata, colIndex: (d.metadata.colIndex ?? 0) + 1 } } : d,
  );
  return {
    calibration: { ...next, cols: { ...next.cols, headers } },
    datasets: [...shifted, columnDataset(axesName, at, uuid, cal.cellTagGroup)],
  };
}

/** Remove column `at`: its dataset is deleted, later columns' colIndex move down one. */
export function removeTableColumn(cal: TableCalibration, datasets: Dataset[], axesName: string, at: number) {
  const next = setLineCount(cal, 'cols', cal.cols.num - 1);
  const headers = cal.cols.headers.filter((_, i) => i !== at);
  const kept = datasets
    .filter((d) => !(isTableDatasetOf(d, axesName) && d.metadata.colIndex === at))
    .map((d) =>
      isTableDatasetOf(d, axesName) && (d.metadata.colIndex ?? 0) > at ? { ...d, metadata: { ...d.metadata, colIndex: (d.metadata.colIndex ?? 0) - 1 } } : d,
    );
  return { calibration: { ...next, cols: { ...next.cols, headers } }, datasets: kept };
}

const numberedEntries = (h: TableHeader) =>
  Object.keys(h)
    .filter((k) => /^\d+$/.test(k))
    .map((k) => h[Number(k)]!);

/** A header is empty when it has no tag with a value and no composite key. */
export function isHeaderEmpty(header: TableHeader | undefined): boolean {
  if (!header) return true;
  if (header.compositeKey) return false;
  return !numberedEntries(header).some((e) => e && e.value !== null && e.value !== undefined && String(e.value).trim() !== '');
}

/** Number of study branches a header references: its composite key, or its branch tags. */
export function headerBranchCount(header: TableHeader | undefined): number {
  if (!header || isHeaderEmpty(header)) return 0;
  if (header.compositeKey) return 1;
  return numberedEntries(header).some((e) => e && BRANCH_TAG_LEVELS[e.tag.name] !== undefined && String(e.value ?? '').trim() !== '') ? 1 : 0;
}

export type TableHeaderStatus = 'allEmpty' | 'invalid' | 'someEmpty' | 'valid';

export interface TableHeaderCheck {
  status: TableHeaderStatus;
  message: string | null;
  /** Cells (row, col) that break the one-branch rule. */
  invalidCells: { row: number; col: number }[];
}

/** Headers the schema uses: rows, columns or both, minus headerless sides. */
function headerSides(cal: TableCalibration) {
  return {
    rows: cal.schema !== 'cols' && !cal.rows.headerless,
    cols: cal.schema !== 'rows' && !cal.cols.headerless,
  };
}

/**
 * Check the header rules: not all empty; every cell with a header references exactly one study
 * branch across its row and column headers; some empty headers only warn.
 */
export function validateTableHeaders(cal: TableCalibration): TableHeaderCheck {
  const sides = headerSides(cal);
  const rowHeaders = sides.rows ? cal.rows.headers.slice(0, cal.rows.num) : [];
  const colHeaders = sides.cols ? cal.cols.headers.slice(0, cal.cols.num) : [];
  const used = [...(sides.rows ? Array.from({ length: cal.rows.num }, (_, i) => rowHeaders[i]) : []), ...(sides.cols ? Array.from({ length: cal.cols.num }, (_, i) => colHeaders[i]) : [])];
  const emptyCount = used.filter(isHeaderEmpty).length;
  if (used.length === 0 || emptyCount === used.length) return { status: 'allEmpty', message: TABLE_MESSAGES.allEmpty, invalidCells: [] };
  const invalidCells: { row: number; col: number }[] = [];
  for (let row = 0; row < cal.rows.num; row++) {
    const rh = sides.rows ? rowHeaders[row] : undefined;
    for (let col = 0; col < cal.cols.num; col++) {
      const ch = sides.cols ? colHeaders[col] : undefined;
      if (isHeaderEmpty(rh) && isHeaderEmpty(ch)) continue; // blank headers give blank cells
      if (headerBranchCount(rh) + headerBranchCount(ch) !== 1) invalidCells.push({ row, col });
    }
  }
  if (invalidCells.length) return { status: 'invalid', message: TABLE_MESSAGES.invalidHeaders, invalidCells };
  if (emptyCount > 0) return { status: 'someEmpty', message: TABLE_MESSAGES.someEmpty, invalidCells };
  return { status: 'valid', message: null, invalidCells };
}

/** Calibration is complete only when headers are non-empty, valid and none blank. */
export function isTableCalibrationComplete(cal: TableCalibration): boolean {
  return validateTableHeaders(cal).status === 'valid';
}

/** The tag group a table's cells use; throws 'Tag group not assigned for table cells'. */
export function requireCellTagGroup(cal: TableCalibration): TagGroupRef {
  const group = cal.cellTagGroup ?? cal.cellTagGroups?.[0];
  if (!group) throw new EditorError('table-tag-group-missing', TABLE_MESSAGES.tagGroupNotAssigned);
  return group;
}

/** Does the table have a tag group for its cells? */
export const tableHasTagGroup = (cal: TableCalibration | undefined): boolean => !!(cal?.cellTagGroup || cal?.cellTagGroups?.length);
