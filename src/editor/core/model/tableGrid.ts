/**
 * The cells of a table calibration, in image coordinates: the one place that lays a table out.
 * The canvas layer draws and hit-tests with it (src/editor/engine/layers/tableGeometry.ts) and the
 * session and the cell pre-fill read the cell rectangles from it (tableCellRects), so what is drawn
 * is what is read.
 *
 * A table's own rotation (0, 90, 180, 270: how the table is printed on the page) decides which image
 * axis its rows run along and from which side they are counted, exactly as `tableCellAt` does.
 */
import { evenDividers } from './table';
import type { TableCalibration, TableLines, TableRotation } from './tableTypes';

interface Point {
  x: number;
  y: number;
}

/** A rectangle in image coordinates with x0 <= x1 and y0 <= y1. */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type TableAxis = 'rows' | 'cols';

/** The part of a calibration the layout reads. */
export type TableShape = Pick<TableCalibration, 'area' | 'rotation'> & {
  rows: Pick<TableLines, 'num' | 'dividers'> & Partial<Pick<TableLines, 'headers' | 'headerless'>>;
  cols: Pick<TableLines, 'num' | 'dividers'> & Partial<Pick<TableLines, 'headers' | 'headerless'>>;
  schema?: TableCalibration['schema'];
};

/** Where the lines of one axis (rows or columns) lie in the image. */
export interface AxisLayout {
  /** The image coordinate the lines are placed along. */
  coord: 'x' | 'y';
  /** True when index 0 sits at the high end of `coord`. */
  reversed: boolean;
  num: number;
  /** Boundaries in ascending image order: the area's low side, the dividers, the high side. */
  edges: number[];
}

/** A table laid out in the image. */
export interface TableGrid {
  area: Rect;
  rotation: TableRotation;
  rows: AxisLayout;
  cols: AxisLayout;
  /** The page: header zones stop at its edges. */
  bounds?: Rect;
}

export function normalizeRect(a: Point, b: Point): Rect {
  return { x0: Math.min(a.x, b.x), y0: Math.min(a.y, b.y), x1: Math.max(a.x, b.x), y1: Math.max(a.y, b.y) };
}

/** Rows run along y at 0 and 180 degrees, along x otherwise; rows count from the far side at 90 and 180, columns at 180 and 270. */
function axisPlacement(rotation: TableRotation, which: TableAxis): { coord: 'x' | 'y'; reversed: boolean } {
  const rowsAlongX = rotation === 90 || rotation === 270;
  if (which === 'rows') return { coord: rowsAlongX ? 'x' : 'y', reversed: rotation === 90 || rotation === 180 };
  return { coord: rowsAlongX ? 'y' : 'x', reversed: rotation === 180 || rotation === 270 };
}

/** The low and the high side of a rectangle along an image coordinate. */
export const low = (r: Rect, coord: 'x' | 'y') => (coord === 'x' ? r.x0 : r.y0);
export const high = (r: Rect, coord: 'x' | 'y') => (coord === 'x' ? r.x1 : r.y1);

/** Lay out a table: its area and the boundaries of its rows and columns; `bounds` is the page, where header zones stop. */
export function tableGrid(shape: TableShape, bounds?: Rect): TableGrid {
  const area = normalizeRect(shape.area[0], shape.area[1]);
  const axis = (which: TableAxis): AxisLayout => {
    const { coord, reversed } = axisPlacement(shape.rotation, which);
    const lines = shape[which];
    const lo = low(area, coord);
    const hi = high(area, coord);
    // A stale calibration still draws: dividers outside the area are held at its border, and a
    // count that does not match the rows or columns spaces them evenly, as a count change does.
    const source = lines.dividers.length === Math.max(0, lines.num - 1) ? lines.dividers : evenDividers(lo, hi, lines.num);
    const inner = source.map((d) => Math.min(hi, Math.max(lo, d)));
    inner.sort((a, b) => a - b);
    return { coord, reversed, num: lines.num, edges: [lo, ...inner, hi] };
  };
  return { area, rotation: shape.rotation, rows: axis('rows'), cols: axis('cols'), ...(bounds ? { bounds } : {}) };
}

/** Position of a row or column counted from the low image side. */
const slot = (axis: AxisLayout, index: number) => (axis.reversed ? axis.num - 1 - index : index);

/** The low and high image coordinate of a row or column. */
export function band(axis: AxisLayout, index: number): [number, number] {
  const k = slot(axis, index);
  return [axis.edges[k]!, axis.edges[k + 1]!];
}

/** The rectangle a row span and a column span make, whichever image axis the rows run along. */
export function rectFromBands(grid: TableGrid, rowSpan: [number, number], colSpan: [number, number]): Rect {
  return grid.rows.coord === 'y'
    ? { x0: colSpan[0], x1: colSpan[1], y0: rowSpan[0], y1: rowSpan[1] }
    : { x0: rowSpan[0], x1: rowSpan[1], y0: colSpan[0], y1: colSpan[1] };
}

/** The rectangle of a cell. */
export function cellRect(grid: TableGrid, row: number, col: number): Rect {
  return rectFromBands(grid, band(grid.rows, row), band(grid.cols, col));
}

/** Every cell of a laid-out table, row by row, each with its rectangle. */
export function gridCells(grid: TableGrid): { row: number; col: number; rect: Rect }[] {
  const cells: { row: number; col: number; rect: Rect }[] = [];
  for (let row = 0; row < grid.rows.num; row++) for (let col = 0; col < grid.cols.num; col++) cells.push({ row, col, rect: cellRect(grid, row, col) });
  return cells;
}
