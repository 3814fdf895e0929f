/**
 * Geometry of a table on the page, in image coordinates: the area, its cells, the header zones
 * beside it and hit testing of cells, headers, dividers, borders and corners.
 *
 * A table's own rotation (0, 90, 180, 270: how the table is printed on the page) decides which
 * image axis its rows run along and from which side they are counted, exactly as
 * `tableCellAt` in the model does. Tolerances are given in screen pixels and divided by the zoom,
 * so a hit is the same number of pixels on screen at any zoom; the view's quarter-turn rotations
 * keep distances, so they need nothing more.
 */
import { MIN_TABLE_BORDER } from '../../core/model/table';
import { band, high, low, rectFromBands, tableGrid, type AxisLayout, type Rect, type TableAxis, type TableGrid, type TableShape } from '../../core/model/tableGrid';
import type { TableCalibration } from '../../core/model/tableTypes';
import type { Vec } from '../viewTransform';

// The layout itself is the model's, shared with the cell pre-fill and the session's table commands.
export { band, cellRect, normalizeRect, rectFromBands, tableGrid, type AxisLayout, type Rect, type TableAxis, type TableGrid, type TableShape } from '../../core/model/tableGrid';

/** Spec section 9 (screen pixels unless said otherwise). */
export const TABLE_TOLERANCES = {
  /** A divider is hit within this distance. */
  divider: 16,
  /** A border or a corner is hit within this distance. */
  border: 24,
  /** Smallest side of a table area, in image units. */
  minBorder: MIN_TABLE_BORDER,
  /** Smallest area of a dragged rectangle, in square image units. */
  minArea: 300,
  /** Header zones are this many average cells deep... */
  headerZoneCells: 3,
  /** ...and at least this deep, in image units. */
  headerZoneMin: 400,
  /** Closest two dividers (or a divider and the border) may come, in image units. */
  minDividerGap: 10,
} as const;

export const rectArea = (r: Rect): number => (r.x1 - r.x0) * (r.y1 - r.y0);

/** The model's two-corner form of a rectangle. */
export const rectToArea = (r: Rect): TableCalibration['area'] => [
  { x: r.x0, y: r.y0 },
  { x: r.x1, y: r.y1 },
];

export const rectContains = (r: Rect, p: Vec, margin = 0): boolean =>
  p.x >= r.x0 - margin && p.x <= r.x1 + margin && p.y >= r.y0 - margin && p.y <= r.y1 + margin;

/** Index of the row or column holding an image coordinate along its axis (inside the area). */
export function indexAt(axis: AxisLayout, v: number): number {
  let k = 0;
  while (k < axis.num - 1 && v >= axis.edges[k + 1]!) k++;
  return axis.reversed ? axis.num - 1 - k : k;
}

/** The cell under a point, or null outside the area. */
export function cellAt(grid: TableGrid, p: Vec): { row: number; col: number } | null {
  if (!rectContains(grid.area, p)) return null;
  return { row: indexAt(grid.rows, p[grid.rows.coord]), col: indexAt(grid.cols, p[grid.cols.coord]) };
}

const span = (axis: AxisLayout) => axis.edges[axis.edges.length - 1]! - axis.edges[0]!;

/**
 * Depth of a header zone: 3 average cells across it, at least 400 image units. Row headers sit
 * beside the first column, so their zone is 3 average column widths deep; column headers sit beside
 * the first row, 3 average row heights deep.
 */
export function headerZoneDepth(grid: TableGrid, which: TableAxis): number {
  const across = which === 'rows' ? grid.cols : grid.rows;
  return Math.max(TABLE_TOLERANCES.headerZoneCells * (span(across) / across.num), TABLE_TOLERANCES.headerZoneMin);
}

/** The span, along the axis across the headers, of a header zone: beside index 0 of that axis, cut at the page. */
function zoneSpan(grid: TableGrid, which: TableAxis): [number, number] {
  const across = which === 'rows' ? grid.cols : grid.rows;
  const depth = headerZoneDepth(grid, which);
  const lo = across.edges[0]!;
  const hi = across.edges[across.edges.length - 1]!;
  const b = grid.bounds;
  if (across.reversed) return [hi, b ? Math.max(hi, Math.min(hi + depth, high(b, across.coord))) : hi + depth];
  return [b ? Math.min(lo, Math.max(lo - depth, low(b, across.coord))) : lo - depth, lo];
}

/** The whole zone of the row headers or of the column headers. */
export function headerZoneRect(grid: TableGrid, which: TableAxis): Rect {
  const own = which === 'rows' ? grid.rows : grid.cols;
  const along: [number, number] = [own.edges[0]!, own.edges[own.edges.length - 1]!];
  const z = zoneSpan(grid, which);
  return which === 'rows' ? rectFromBands(grid, along, z) : rectFromBands(grid, z, along);
}

/** The rectangle of one row header (beside its row) or column header (beside its column). */
export function headerRect(grid: TableGrid, which: TableAxis, index: number): Rect {
  const z = zoneSpan(grid, which);
  return which === 'rows' ? rectFromBands(grid, band(grid.rows, index), z) : rectFromBands(grid, z, band(grid.cols, index));
}

/** Which sides have headers: the schema's and not marked headerless. */
export function headerSides(shape: TableShape): Record<TableAxis, boolean> {
  return {
    rows: shape.schema !== 'cols' && !shape.rows.headerless,
    cols: shape.schema !== 'rows' && !shape.cols.headerless,
  };
}

export type TableCorner = 'nw' | 'ne' | 'sw' | 'se';
export type TableEdge = 'top' | 'bottom' | 'left' | 'right';

/** What a point is on. Corners and edges are named in image orientation (top is the smallest y). */
export type TableHit =
  | { kind: 'corner'; corner: TableCorner }
  | { kind: 'edge'; edge: TableEdge }
  | { kind: 'divider'; which: TableAxis; index: number }
  | { kind: 'header'; which: TableAxis; index: number }
  | { kind: 'cell'; row: number; col: number };

const cornerPoint = (r: Rect, c: TableCorner): Vec => ({ x: c[1] === 'w' ? r.x0 : r.x1, y: c[0] === 'n' ? r.y0 : r.y1 });

/** A corner within `border` screen pixels, else an edge within that distance, else null. */
export function hitBorder(grid: TableGrid, p: Vec, zoom: number): TableHit | null {
  const t = TABLE_TOLERANCES.border / zoom;
  const r = grid.area;
  let best: { hit: TableHit; d: number } | null = null;
  for (const corner of ['nw', 'ne', 'sw', 'se'] as const) {
    const c = cornerPoint(r, corner);
    const d = Math.hypot(p.x - c.x, p.y - c.y);
    if (d <= t && (!best || d < best.d)) best = { hit: { kind: 'corner', corner }, d };
  }
  if (best) return best.hit;
  const withinX = p.x >= r.x0 - t && p.x <= r.x1 + t;
  const withinY = p.y >= r.y0 - t && p.y <= r.y1 + t;
  const edges: [TableEdge, number, boolean][] = [
    ['top', Math.abs(p.y - r.y0), withinX],
    ['bottom', Math.abs(p.y - r.y1), withinX],
    ['left', Math.abs(p.x - r.x0), withinY],
    ['right', Math.abs(p.x - r.x1), withinY],
  ];
  for (const [edge, d, within] of edges) {
    if (within && d <= t && (!best || d < best.d)) best = { hit: { kind: 'edge', edge }, d };
  }
  return best?.hit ?? null;
}

/** The nearest inner divider within `divider` screen pixels, along the area's extent. */
export function hitDivider(grid: TableGrid, p: Vec, zoom: number): TableHit | null {
  const t = TABLE_TOLERANCES.divider / zoom;
  let best: { hit: TableHit; d: number } | null = null;
  for (const which of ['rows', 'cols'] as const) {
    const axis = grid[which];
    const other = which === 'rows' ? grid.cols : grid.rows;
    const v = p[other.coord];
    if (v < other.edges[0]! || v > other.edges[other.edges.length - 1]!) continue;
    for (let k = 1; k < axis.edges.length - 1; k++) {
      const d = Math.abs(p[axis.coord] - axis.edges[k]!);
      if (d <= t && (!best || d < best.d)) best = { hit: { kind: 'divider', which, index: k - 1 }, d };
    }
  }
  return best?.hit ?? null;
}

/** The row or column header under a point (only on the sides that have headers). */
export function hitHeader(grid: TableGrid, p: Vec, sides: Record<TableAxis, boolean> = { rows: true, cols: true }): TableHit | null {
  for (const which of ['rows', 'cols'] as const) {
    if (!sides[which] || !rectContains(headerZoneRect(grid, which), p)) continue;
    const axis = grid[which];
    return { kind: 'header', which, index: indexAt(axis, p[axis.coord]) };
  }
  return null;
}

/** The cell under a point as a hit. */
export function hitCell(grid: TableGrid, p: Vec): TableHit | null {
  const c = cellAt(grid, p);
  return c ? { kind: 'cell', ...c } : null;
}

/**
 * Everything at a point, most specific first: a corner, an edge, a divider, a cell, a header.
 * Layers use the single tests their mode needs; this is the order when all apply.
 */
export function hitTable(grid: TableGrid, p: Vec, zoom: number, sides?: Record<TableAxis, boolean>): TableHit | null {
  return hitBorder(grid, p, zoom) ?? hitDivider(grid, p, zoom) ?? hitCell(grid, p) ?? hitHeader(grid, p, sides);
}

// ---- drags ----

/**
 * The area after dragging an edge or corner to `to`: the dragged sides follow, the others stay,
 * and no side gets shorter than the minimum border (the dragged side stops there). With `bounds`
 * (the page), the area stays on the page.
 */
export function resizeRect(area: Rect, grip: TableHit & { kind: 'edge' | 'corner' }, to: Vec, bounds?: Rect): Rect {
  const min = TABLE_TOLERANCES.minBorder;
  const moves = grip.kind === 'corner'
    ? { top: grip.corner[0] === 'n', bottom: grip.corner[0] === 's', left: grip.corner[1] === 'w', right: grip.corner[1] === 'e' }
    : { top: grip.edge === 'top', bottom: grip.edge === 'bottom', left: grip.edge === 'left', right: grip.edge === 'right' };
  const clampX = (x: number) => (bounds ? Math.min(bounds.x1, Math.max(bounds.x0, x)) : x);
  const clampY = (y: number) => (bounds ? Math.min(bounds.y1, Math.max(bounds.y0, y)) : y);
  const r = { ...area };
  if (moves.left) r.x0 = Math.min(clampX(to.x), area.x1 - min);
  if (moves.right) r.x1 = Math.max(clampX(to.x), area.x0 + min);
  if (moves.top) r.y0 = Math.min(clampY(to.y), area.y1 - min);
  if (moves.bottom) r.y1 = Math.max(clampY(to.y), area.y0 + min);
  return r;
}

/** Dividers carried from one span to another in proportion, so each row and column keeps its share. */
export function scaleDividers(dividers: readonly number[], from: [number, number], to: [number, number]): number[] {
  const f = from[1] - from[0];
  if (f <= 0) return dividers.map(() => to[0]);
  return dividers.map((d) => to[0] + ((d - from[0]) / f) * (to[1] - to[0]));
}

/** The area and both axes' dividers after a resize, dividers scaled with the area. */
export function resizeTable(shape: TableShape, to: Rect): { area: TableCalibration['area']; rows: number[]; cols: number[] } {
  const grid = tableGrid(shape);
  const scaled = (which: TableAxis) => {
    const { coord } = grid[which];
    return scaleDividers(shape[which].dividers, [low(grid.area, coord), high(grid.area, coord)], [low(to, coord), high(to, coord)]);
  };
  return { area: rectToArea(to), rows: scaled('rows'), cols: scaled('cols') };
}

/** Where a dragged divider may go: strictly between its neighbours (or the border), keeping the minimum gap. */
export function dividerRange(grid: TableGrid, which: TableAxis, index: number): [number, number] {
  const edges = grid[which].edges;
  const gap = TABLE_TOLERANCES.minDividerGap;
  const lo = edges[index]! + gap;
  const hi = edges[index + 2]! - gap;
  return lo <= hi ? [lo, hi] : [(edges[index]! + edges[index + 2]!) / 2, (edges[index]! + edges[index + 2]!) / 2];
}

/** A divider's new position: the pointer's coordinate held between its neighbours. */
export function clampDivider(grid: TableGrid, which: TableAxis, index: number, v: number): number {
  const [lo, hi] = dividerRange(grid, which, index);
  return Math.min(hi, Math.max(lo, v));
}

// ---- cells ----

export type CellState = 'filled' | 'blank';

/** Key of a cell in maps and sets. */
export const cellKey = (row: number, col: number): string => `${row},${col}`;

/**
 * States of a table's cells from its column datasets: a cell with a point of its row is filled;
 * a row listed in the column's emptyCells is blank.
 */
export function cellStatesFromDatasets(
  datasets: readonly { points: readonly { metadata?: { rowIndex?: number } | null }[]; metadata: { colIndex?: number; emptyCells?: number[] } }[],
): Map<string, CellState> {
  const out = new Map<string, CellState>();
  for (const d of datasets) {
    const col = d.metadata.colIndex;
    if (col === undefined) continue;
    for (const row of d.metadata.emptyCells ?? []) out.set(cellKey(row, col), 'blank');
    for (const p of d.points) {
      const row = p.metadata?.rowIndex;
      if (row !== undefined) out.set(cellKey(row, col), 'filled');
    }
  }
  return out;
}

/** The cell after `from` in the cell tool's order: down the rows, then the next column; null after the last. */
export function nextCellDown(grid: Pick<TableGrid, 'rows' | 'cols'>, from: { row: number; col: number }): { row: number; col: number } | null {
  if (from.row + 1 < grid.rows.num) return { row: from.row + 1, col: from.col };
  if (from.col + 1 < grid.cols.num) return { row: 0, col: from.col + 1 };
  return null;
}
