/**
 * The table on the canvas: draws a table's area, dividers, header zones and cell states, and turns
 * drags, clicks and keys into callbacks for the host (a new area, a resize, a moved divider, a
 * selected or opened cell or header). It never edits the model.
 */
import { isHeaderEmpty } from '../../core/model/table';
import type { TableCalibration } from '../../core/model/tableTypes';
import { CURSOR_STEP } from '../scene';
import { arrowStep } from '../tools/tools';
import type { ToolPointerEvent } from '../tools/types';
import type { Vec } from '../viewTransform';
import {
  TABLE_TOLERANCES,
  cellKey,
  cellRect,
  clampDivider,
  headerRect,
  headerSides,
  headerZoneRect,
  hitBorder,
  hitCell,
  hitDivider,
  hitHeader,
  normalizeRect,
  rectArea,
  rectToArea,
  resizeRect,
  resizeTable,
  tableGrid,
  type CellState,
  type Rect,
  type TableAxis,
  type TableGrid,
  type TableHit,
  type TableShape,
} from './tableGeometry';
import type { EngineLayer, LayerContext, LayerView } from './types';

/**
 * What the table layer does with input:
 * - `view` draws only;
 * - `area` drags a new area (at least 300 square units, smaller drags are ignored);
 * - `resize` drags an edge or a corner of the area;
 * - `adjust` drags the row and column dividers;
 * - `header` selects and opens row and column headers;
 * - `cell` selects and opens cells.
 */
export const TABLE_LAYER_MODES = ['view', 'area', 'resize', 'adjust', 'header', 'cell'] as const;
export type TableLayerMode = (typeof TABLE_LAYER_MODES)[number];

export interface CellRef {
  row: number;
  col: number;
}
export interface HeaderRef {
  which: TableAxis;
  index: number;
}

export interface TableLayerCallbacks {
  /** A new area was dragged (area mode). */
  onAreaChange?(area: TableCalibration['area']): void;
  /** An edge or corner was dragged (resize mode): the new area and both axes' dividers scaled with it. */
  onResize?(change: { area: TableCalibration['area']; rows: number[]; cols: number[] }): void;
  /** A divider was dragged (adjust mode): its index in `dividers` of rows or cols and its new image coordinate. */
  onDividerMove?(which: TableAxis, index: number, position: number): void;
  onCellSelect?(row: number, col: number): void;
  /** Enter on the selected cell, or a click on it. */
  onCellActivate?(row: number, col: number): void;
  onHeaderSelect?(which: TableAxis, index: number): void;
  /** Enter on the selected header, or a click on it. */
  onHeaderActivate?(which: TableAxis, index: number): void;
}

export interface TableLayerOptions extends TableLayerCallbacks {
  /** @default 'table' */
  id?: string;
  mode: TableLayerMode;
  /** The table as calibrated; null while no area exists yet. */
  table: TableShape | null;
  /** States of cells by `cellKey(row, col)`; cells not listed are empty. */
  cellStates?: ReadonlyMap<string, CellState>;
  /** The selected cell; a new value replaces the layer's own selection. */
  selectedCell?: CellRef | null;
  /** The selected header; a new value replaces the layer's own selection. */
  selectedHeader?: HeaderRef | null;
  /**
   * Pointer state that outlives the layer object: hosts that rebuild the layer while a drag is in
   * progress keep one per table (for instance in a ref) so the drag survives the rebuild.
   */
  interaction?: TableInteraction;
}

type Drag =
  | { kind: 'area'; from: Vec; to: Vec; keyboard: boolean }
  | { kind: 'resize'; grip: TableHit & { kind: 'edge' | 'corner' }; offset: Vec; rect: Rect; keyboard: boolean }
  | { kind: 'divider'; which: TableAxis; index: number; offset: number; at: number; keyboard: boolean };

/** The layer's state between events: hover, the drag in progress and its own selection. */
export class TableInteraction {
  mode: TableLayerMode | null = null;
  hover: TableHit | null = null;
  drag: Drag | null = null;
  selectedCell: CellRef | null = null;
  selectedHeader: HeaderRef | null = null;
  /** The last selections the host passed in, so only a new value replaces the layer's own. */
  syncedCell: CellRef | null | undefined = undefined;
  syncedHeader: HeaderRef | null | undefined = undefined;
}

const sameCell = (a: CellRef | null | undefined, b: CellRef | null | undefined) => a === b || (!!a && !!b && a.row === b.row && a.col === b.col);
const sameHeader = (a: HeaderRef | null | undefined, b: HeaderRef | null | undefined) =>
  a === b || (!!a && !!b && a.which === b.which && a.index === b.index);

/** Colours chosen to read on white pages and on dark figures: each line is drawn over a white halo. */
export const TABLE_COLORS = {
  area: '#1d4ed8',
  halo: 'rgba(255, 255, 255, 0.9)',
  divider: '#1d4ed8',
  active: '#c2410c',
  tooSmall: '#b91c1c',
  areaFill: 'rgba(37, 99, 235, 0.10)',
  headerZone: 'rgba(124, 58, 237, 0.07)',
  headerFilled: 'rgba(124, 58, 237, 0.24)',
  headerLine: '#6d28d9',
  hover: 'rgba(37, 99, 235, 0.20)',
  filled: 'rgba(22, 163, 74, 0.32)',
  blank: 'rgba(71, 85, 105, 0.38)',
} as const;

const LABEL = { rows: 'Row', cols: 'Column' } as const;
const EDGE_LABEL: Record<string, string> = {
  top: 'Top border',
  bottom: 'Bottom border',
  left: 'Left border',
  right: 'Right border',
  nw: 'Top-left corner',
  ne: 'Top-right corner',
  sw: 'Bottom-left corner',
  se: 'Bottom-right corner',
};

export const TABLE_ANNOUNCEMENTS = {
  areaStart: 'First corner of the table area set. Arrow keys move the opposite corner, Enter sets it, Escape cancels.',
  areaSet: 'Table area set.',
  areaTooSmall: 'The rectangle is too small for a table; drag a larger one.',
  grabbed: (what: string) => `${what} picked up. Arrow keys move it, Enter drops it, Escape puts it back.`,
  cancelled: 'Move cancelled.',
  resized: 'Table resized.',
  dividerMoved: (which: TableAxis) => `${LABEL[which]} divider moved.`,
  cell: (c: CellRef, state: CellState | undefined) => `Row ${c.row + 1}, column ${c.col + 1}, ${state ?? 'empty'}.`,
  header: (h: HeaderRef, filled: boolean) => `${LABEL[h.which]} header ${h.index + 1}, ${filled ? 'has data' : 'empty'}.`,
} as const;

/** A new table layer from the host's state. */
export function createTableLayer(options: TableLayerOptions): EngineLayer & { readonly interaction: TableInteraction; readonly grid: TableGrid | null } {
  const it = options.interaction ?? new TableInteraction();
  if (options.selectedCell !== undefined && !sameCell(options.selectedCell, it.syncedCell)) it.selectedCell = options.selectedCell;
  it.syncedCell = options.selectedCell;
  if (options.selectedHeader !== undefined && !sameHeader(options.selectedHeader, it.syncedHeader)) it.selectedHeader = options.selectedHeader;
  it.syncedHeader = options.selectedHeader;

  const mode = options.mode;
  if (it.mode !== mode) {
    // A drag or hover of another mode does not carry over.
    it.mode = mode;
    it.drag = null;
    it.hover = null;
  }
  let grid = options.table ? tableGrid(options.table) : null;
  if (grid && it.selectedCell) {
    // Rows or columns removed since the selection: keep it on the table.
    const { row, col } = it.selectedCell;
    if (row >= grid.rows.num || col >= grid.cols.num) it.selectedCell = { row: Math.min(row, grid.rows.num - 1), col: Math.min(col, grid.cols.num - 1) };
  }
  /** Header zones stop at the page's edges, known once the layer sees a view. */
  const onPage = (view: LayerView) => {
    const size = view.pageSize;
    if (!grid || !size || (grid.bounds && grid.bounds.x1 === size.width && grid.bounds.y1 === size.height)) return;
    grid = tableGrid(options.table!, { x0: 0, y0: 0, x1: size.width, y1: size.height });
  };
  const sides = options.table ? headerSides(options.table) : { rows: false, cols: false };
  const zoomOf = (ctx: LayerContext) => ctx.view.state.zoom;
  const pageRect = (ctx: LayerContext): Rect | undefined =>
    ctx.view.pageSize ? { x0: 0, y0: 0, x1: ctx.view.pageSize.width, y1: ctx.view.pageSize.height } : undefined;
  const headerFilled = (h: HeaderRef) => !isHeaderEmpty(options.table?.[h.which].headers?.[h.index]);
  const cellState = (c: CellRef) => options.cellStates?.get(cellKey(c.row, c.col));

  /** What the pointer would grab or pick in this mode. */
  function hitFor(p: Vec, ctx: LayerContext): TableHit | null {
    onPage(ctx.view);
    if (!grid) return null;
    switch (mode) {
      case 'resize':
        return hitBorder(grid, p, zoomOf(ctx));
      case 'adjust':
        return hitDivider(grid, p, zoomOf(ctx));
      case 'cell':
        return hitCell(grid, p);
      case 'header':
        return hitHeader(grid, p, sides);
      default:
        return null;
    }
  }

  function setHover(hit: TableHit | null, ctx: LayerContext): void {
    if (JSON.stringify(hit) !== JSON.stringify(it.hover)) {
      it.hover = hit;
      ctx.requestRender();
    }
    ctx.setCursor(grid ? cursorFor(hit, ctx.view, grid) : null);
  }

  function selectCell(c: CellRef, ctx: LayerContext): void {
    it.selectedCell = c;
    ctx.requestRender();
    ctx.announce(TABLE_ANNOUNCEMENTS.cell(c, cellState(c)));
    options.onCellSelect?.(c.row, c.col);
  }

  function selectHeader(h: HeaderRef, ctx: LayerContext): void {
    it.selectedHeader = h;
    ctx.requestRender();
    ctx.announce(TABLE_ANNOUNCEMENTS.header(h, headerFilled(h)));
    options.onHeaderSelect?.(h.which, h.index);
  }

  function startDrag(hit: TableHit, p: Vec, keyboard: boolean): void {
    if (!grid) return;
    if (hit.kind === 'edge' || hit.kind === 'corner') {
      const r = grid.area;
      const anchor =
        hit.kind === 'corner'
          ? { x: hit.corner[1] === 'w' ? r.x0 : r.x1, y: hit.corner[0] === 'n' ? r.y0 : r.y1 }
          : { x: hit.edge === 'left' ? r.x0 : hit.edge === 'right' ? r.x1 : p.x, y: hit.edge === 'top' ? r.y0 : hit.edge === 'bottom' ? r.y1 : p.y };
      it.drag = { kind: 'resize', grip: hit, offset: { x: anchor.x - p.x, y: anchor.y - p.y }, rect: { ...r }, keyboard };
    } else if (hit.kind === 'divider') {
      const axis = grid[hit.which];
      const at = axis.edges[hit.index + 1]!;
      it.drag = { kind: 'divider', which: hit.which, index: hit.index, offset: at - p[axis.coord], at, keyboard };
    }
  }

  /** Move the drag in progress to a pointer position. */
  function dragTo(p: Vec, ctx: LayerContext): void {
    const d = it.drag;
    if (!d) return;
    if (d.kind === 'area') d.to = p;
    else if (!grid) return;
    else if (d.kind === 'resize') d.rect = resizeRect(grid.area, d.grip, { x: p.x + d.offset.x, y: p.y + d.offset.y }, pageRect(ctx));
    else d.at = clampDivider(grid, d.which, d.index, p[grid[d.which].coord] + d.offset);
    ctx.requestRender();
  }

  /** End the drag in progress and report its result. */
  function finishDrag(ctx: LayerContext): void {
    const d = it.drag;
    it.drag = null;
    ctx.requestRender();
    if (!d) return;
    // What the mouse hovered before a keyboard move is no longer under it.
    if (d.keyboard) it.hover = null;
    if (d.kind === 'area') {
      const r = normalizeRect(d.from, d.to);
      if (rectArea(r) < TABLE_TOLERANCES.minArea) {
        if (rectArea(r) > 0 || d.keyboard) ctx.announce(TABLE_ANNOUNCEMENTS.areaTooSmall);
        return;
      }
      ctx.announce(TABLE_ANNOUNCEMENTS.areaSet);
      options.onAreaChange?.(rectToArea(r));
    } else if (d.kind === 'resize' && options.table) {
      const a = grid!.area;
      if (d.rect.x0 === a.x0 && d.rect.x1 === a.x1 && d.rect.y0 === a.y0 && d.rect.y1 === a.y1) return;
      ctx.announce(TABLE_ANNOUNCEMENTS.resized);
      options.onResize?.(resizeTable(options.table, d.rect));
    } else if (d.kind === 'divider') {
      if (d.at === grid![d.which].edges[d.index + 1]) return;
      ctx.announce(TABLE_ANNOUNCEMENTS.dividerMoved(d.which));
      options.onDividerMove?.(d.which, d.index, d.at);
    }
  }

  return {
    id: options.id ?? 'table',
    interaction: it,
    get grid() {
      return grid;
    },

    draw(ctx, view) {
      onPage(view);
      drawTableLayer(ctx, view, {
        mode,
        grid,
        sides,
        drag: it.drag,
        hover: it.drag ? null : it.hover,
        selectedCell: mode === 'cell' ? it.selectedCell : null,
        selectedHeader: mode === 'header' ? it.selectedHeader : null,
        cellState,
        headerFilled,
      });
    },

    onPointerDown(e, ctx) {
      if (mode === 'view') return false;
      if (mode === 'area') {
        if (e.source === 'keyboard') {
          // Enter sets the first corner; arrows then move the opposite one (onKeyDown).
          it.drag = { kind: 'area', from: e.image, to: e.image, keyboard: true };
          ctx.announce(TABLE_ANNOUNCEMENTS.areaStart);
          ctx.requestRender();
          return true;
        }
        it.drag = { kind: 'area', from: e.image, to: e.image, keyboard: false };
        ctx.requestRender();
        return true;
      }
      const hit = hitFor(e.image, ctx);
      if (!hit) return false;
      if (hit.kind === 'cell') {
        const c = { row: hit.row, col: hit.col };
        if (sameCell(c, it.selectedCell)) options.onCellActivate?.(c.row, c.col);
        else selectCell(c, ctx);
        return true;
      }
      if (hit.kind === 'header') {
        const h = { which: hit.which, index: hit.index };
        if (sameHeader(h, it.selectedHeader)) options.onHeaderActivate?.(h.which, h.index);
        else selectHeader(h, ctx);
        return true;
      }
      startDrag(hit, e.image, e.source === 'keyboard');
      if (e.source === 'keyboard') {
        const what = hit.kind === 'divider' ? `${LABEL[hit.which]} divider ${hit.index + 1}` : EDGE_LABEL[hit.kind === 'edge' ? hit.edge : hit.corner]!;
        ctx.announce(TABLE_ANNOUNCEMENTS.grabbed(what));
      }
      ctx.requestRender();
      return true;
    },

    onPointerMove(e, ctx) {
      if (mode === 'view') return false;
      if (it.drag && !it.drag.keyboard) {
        dragTo(e.image, ctx);
        return true;
      }
      if (it.drag) return true;
      const hit = hitFor(e.image, ctx);
      setHover(hit, ctx);
      return hit !== null;
    },

    onPointerUp(e, ctx) {
      if (!it.drag || it.drag.keyboard) return true;
      dragTo(e.image, ctx);
      finishDrag(ctx);
      setHover(hitFor(e.image, ctx), ctx);
      return true;
    },

    onPointerLeave(ctx) {
      if (it.hover) {
        it.hover = null;
        ctx.requestRender();
      }
      if (!it.drag) ctx.setCursor(null);
    },

    onKeyDown(e, ctx) {
      if (mode === 'view') return false;
      const d = it.drag;
      if (d?.keyboard) {
        if (e.key === 'Escape') {
          it.drag = null;
          ctx.announce(TABLE_ANNOUNCEMENTS.cancelled);
          ctx.requestRender();
          return true;
        }
        if (e.key === 'Enter' || e.key === ' ') {
          finishDrag(ctx);
          return true;
        }
        const step = arrowStep(e, { view: ctx.view.state }, CURSOR_STEP);
        if (!step) return false;
        if (d.kind === 'area') dragTo({ x: d.to.x + step.x, y: d.to.y + step.y }, ctx);
        else if (d.kind === 'resize') {
          const anchor = resizeAnchor(d);
          dragTo({ x: anchor.x + step.x - d.offset.x, y: anchor.y + step.y - d.offset.y }, ctx);
        } else if (grid) {
          const to = d.at + step[grid[d.which].coord] - d.offset;
          dragTo({ x: to, y: to }, ctx);
        }
        return true;
      }
      if (e.key === 'Escape' && d) {
        it.drag = null;
        ctx.requestRender();
        return true;
      }
      onPage(ctx.view);
      if (!grid) return false;
      if (mode === 'cell') return onCellKey(e, ctx);
      if (mode === 'header') return onHeaderKey(e, ctx);
      return false;
    },
  };

  function onCellKey(e: KeyboardEvent, ctx: LayerContext): boolean {
    const sel = it.selectedCell;
    if ((e.key === 'Enter' || e.key === ' ') && sel) {
      options.onCellActivate?.(sel.row, sel.col);
      return true;
    }
    const dir = ARROW_DIRECTIONS[e.key];
    if (!dir) return false;
    if (!sel) {
      selectCell({ row: 0, col: 0 }, ctx);
      return true;
    }
    const move = gridStep(grid!, ctx.view, dir);
    const next = { row: sel.row + move.row, col: sel.col + move.col };
    if (next.row >= 0 && next.row < grid!.rows.num && next.col >= 0 && next.col < grid!.cols.num) selectCell(next, ctx);
    return true;
  }

  function onHeaderKey(e: KeyboardEvent, ctx: LayerContext): boolean {
    const sel = it.selectedHeader;
    if ((e.key === 'Enter' || e.key === ' ') && sel) {
      options.onHeaderActivate?.(sel.which, sel.index);
      return true;
    }
    const dir = ARROW_DIRECTIONS[e.key];
    if (!dir) return false;
    const all = headerList(grid!, sides);
    if (!all.length) return false;
    if (!sel) {
      selectHeader(all[0]!, ctx);
      return true;
    }
    const next = nearestHeaderInDirection(grid!, all, sel, dir, ctx.view);
    if (next) selectHeader(next, ctx);
    return true;
  }
}

function resizeAnchor(d: Extract<Drag, { kind: 'resize' }>): Vec {
  const r = d.rect;
  const g = d.grip;
  if (g.kind === 'corner') return { x: g.corner[1] === 'w' ? r.x0 : r.x1, y: g.corner[0] === 'n' ? r.y0 : r.y1 };
  return {
    x: g.edge === 'left' ? r.x0 : g.edge === 'right' ? r.x1 : (r.x0 + r.x1) / 2,
    y: g.edge === 'top' ? r.y0 : g.edge === 'bottom' ? r.y1 : (r.y0 + r.y1) / 2,
  };
}

const ARROW_DIRECTIONS: Record<string, Vec> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

/** The screen direction of a growing index along an axis. */
function screenDirection(grid: TableGrid, which: TableAxis, view: LayerView): Vec {
  const axis = grid[which];
  const sign = axis.reversed ? -1 : 1;
  const m = view.matrix;
  return axis.coord === 'x' ? { x: m.a * sign, y: m.b * sign } : { x: m.c * sign, y: m.d * sign };
}

/** The row and column step an arrow key means, in the direction seen on screen. */
export function gridStep(grid: TableGrid, view: LayerView, dir: Vec): CellRef {
  const r = screenDirection(grid, 'rows', view);
  const c = screenDirection(grid, 'cols', view);
  const dr = r.x * dir.x + r.y * dir.y;
  const dc = c.x * dir.x + c.y * dir.y;
  return Math.abs(dr) >= Math.abs(dc) ? { row: Math.sign(dr), col: 0 } : { row: 0, col: Math.sign(dc) };
}

function headerList(grid: TableGrid, sides: Record<TableAxis, boolean>): HeaderRef[] {
  const out: HeaderRef[] = [];
  for (const which of ['cols', 'rows'] as const) {
    if (sides[which]) for (let index = 0; index < grid[which].num; index++) out.push({ which, index });
  }
  return out;
}

const rectCenter = (r: Rect): Vec => ({ x: (r.x0 + r.x1) / 2, y: (r.y0 + r.y1) / 2 });

/** The header seen next in an arrow's direction on screen: ahead of the current one, nearest, straightest. */
function nearestHeaderInDirection(grid: TableGrid, all: HeaderRef[], from: HeaderRef, dir: Vec, view: LayerView): HeaderRef | null {
  const at = view.imageToScreen(rectCenter(headerRect(grid, from.which, from.index)));
  let best: { h: HeaderRef; cost: number } | null = null;
  for (const h of all) {
    if (sameHeader(h, from)) continue;
    const c = view.imageToScreen(rectCenter(headerRect(grid, h.which, h.index)));
    const dx = c.x - at.x;
    const dy = c.y - at.y;
    const ahead = dx * dir.x + dy * dir.y;
    if (ahead <= 0.5) continue;
    const aside = Math.abs(dx * dir.y - dy * dir.x);
    const cost = ahead + 2 * aside;
    if (!best || cost < best.cost) best = { h, cost };
  }
  return best?.h ?? null;
}

/** The CSS cursor for what is under the pointer, in the direction the thing moves on screen. */
export function cursorFor(hit: TableHit | null, view: LayerView, grid: TableGrid): string | null {
  if (!hit) return null;
  const m = view.matrix;
  // Screen direction of the image x and y axes.
  const xOnScreenIsHorizontal = Math.abs(m.a) >= Math.abs(m.b);
  switch (hit.kind) {
    case 'cell':
    case 'header':
      return 'pointer';
    case 'edge': {
      const movesAlongImageX = hit.edge === 'left' || hit.edge === 'right';
      return movesAlongImageX === xOnScreenIsHorizontal ? 'ew-resize' : 'ns-resize';
    }
    case 'corner': {
      const out = { x: hit.corner[1] === 'w' ? -1 : 1, y: hit.corner[0] === 'n' ? -1 : 1 };
      const sx = m.a * out.x + m.c * out.y;
      const sy = m.b * out.x + m.d * out.y;
      return sx * sy > 0 ? 'nwse-resize' : 'nesw-resize';
    }
    case 'divider': {
      const movesAlongImageX = grid[hit.which].coord === 'x';
      return movesAlongImageX === xOnScreenIsHorizontal ? 'col-resize' : 'row-resize';
    }
  }
}

// ---- drawing ----

interface DrawState {
  mode: TableLayerMode;
  grid: TableGrid | null;
  sides: Record<TableAxis, boolean>;
  drag: Drag | null;
  hover: TableHit | null;
  selectedCell: CellRef | null;
  selectedHeader: HeaderRef | null;
  cellState(c: CellRef): CellState | undefined;
  headerFilled(h: HeaderRef): boolean;
}

/** A rectangle of image coordinates as a screen rectangle (quarter turns keep rectangles). */
function screenRect(view: LayerView, r: Rect): { x: number; y: number; w: number; h: number } {
  const a = view.imageToScreen({ x: r.x0, y: r.y0 });
  const b = view.imageToScreen({ x: r.x1, y: r.y1 });
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.abs(b.x - a.x), h: Math.abs(b.y - a.y) };
}

function fillRect(ctx: CanvasRenderingContext2D, view: LayerView, r: Rect, color: string): void {
  const s = screenRect(view, r);
  ctx.fillStyle = color;
  ctx.fillRect(s.x, s.y, s.w, s.h);
}

/** A line over a white halo, so it reads on light and dark figures. */
function strokeRect(ctx: CanvasRenderingContext2D, view: LayerView, r: Rect, color: string, width: number, dash: number[] = []): void {
  const s = screenRect(view, r);
  ctx.setLineDash([]);
  ctx.lineWidth = width + 2;
  ctx.strokeStyle = TABLE_COLORS.halo;
  ctx.strokeRect(s.x, s.y, s.w, s.h);
  ctx.setLineDash(dash);
  ctx.lineWidth = width;
  ctx.strokeStyle = color;
  ctx.strokeRect(s.x, s.y, s.w, s.h);
  ctx.setLineDash([]);
}

function strokeLine(ctx: CanvasRenderingContext2D, view: LayerView, a: Vec, b: Vec, color: string, width: number): void {
  const p = view.imageToScreen(a);
  const q = view.imageToScreen(b);
  for (const [w, c] of [
    [width + 2, TABLE_COLORS.halo],
    [width, color],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(q.x, q.y);
    ctx.lineWidth = w;
    ctx.strokeStyle = c;
    ctx.stroke();
  }
}

/** Inner dividers of a grid as image segments, with their hit identity. */
function dividerSegments(grid: TableGrid): { which: TableAxis; index: number; a: Vec; b: Vec }[] {
  const out: { which: TableAxis; index: number; a: Vec; b: Vec }[] = [];
  const r = grid.area;
  for (const which of ['rows', 'cols'] as const) {
    const axis = grid[which];
    for (let k = 1; k < axis.edges.length - 1; k++) {
      const v = axis.edges[k]!;
      out.push(
        axis.coord === 'y'
          ? { which, index: k - 1, a: { x: r.x0, y: v }, b: { x: r.x1, y: v } }
          : { which, index: k - 1, a: { x: v, y: r.y0 }, b: { x: v, y: r.y1 } },
      );
    }
  }
  return out;
}

const HANDLE = 8;

function drawHandles(ctx: CanvasRenderingContext2D, view: LayerView, r: Rect, active: TableHit | null): void {
  const mx = (r.x0 + r.x1) / 2;
  const my = (r.y0 + r.y1) / 2;
  const handles: [TableHit, Vec][] = [
    [{ kind: 'corner', corner: 'nw' }, { x: r.x0, y: r.y0 }],
    [{ kind: 'corner', corner: 'ne' }, { x: r.x1, y: r.y0 }],
    [{ kind: 'corner', corner: 'sw' }, { x: r.x0, y: r.y1 }],
    [{ kind: 'corner', corner: 'se' }, { x: r.x1, y: r.y1 }],
    [{ kind: 'edge', edge: 'top' }, { x: mx, y: r.y0 }],
    [{ kind: 'edge', edge: 'bottom' }, { x: mx, y: r.y1 }],
    [{ kind: 'edge', edge: 'left' }, { x: r.x0, y: my }],
    [{ kind: 'edge', edge: 'right' }, { x: r.x1, y: my }],
  ];
  for (const [hit, p] of handles) {
    const s = view.imageToScreen(p);
    const on = JSON.stringify(hit) === JSON.stringify(active);
    const size = on ? HANDLE + 4 : HANDLE;
    ctx.fillStyle = on ? TABLE_COLORS.active : '#ffffff';
    ctx.fillRect(s.x - size / 2, s.y - size / 2, size, size);
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = on ? '#ffffff' : TABLE_COLORS.area;
    ctx.strokeRect(s.x - size / 2, s.y - size / 2, size, size);
  }
}

/** Draw a table layer's state: header zones, cells, dividers, the area, then what is being dragged. */
export function drawTableLayer(ctx: CanvasRenderingContext2D, view: LayerView, s: DrawState): void {
  const g = s.grid;
  const drag = s.drag;
  if (g) {
    const resizing = drag?.kind === 'resize';
    // Header zones beside the area.
    if (s.mode === 'header' || s.mode === 'cell' || s.mode === 'view') {
      for (const which of ['rows', 'cols'] as const) {
        if (!s.sides[which]) continue;
        fillRect(ctx, view, headerZoneRect(g, which), TABLE_COLORS.headerZone);
        for (let index = 0; index < g[which].num; index++) {
          const h = { which, index };
          const r = headerRect(g, which, index);
          const hovered = s.hover?.kind === 'header' && sameHeader(s.hover, h);
          if (s.headerFilled(h)) fillRect(ctx, view, r, TABLE_COLORS.headerFilled);
          if (hovered) fillRect(ctx, view, r, TABLE_COLORS.hover);
          strokeRect(ctx, view, r, TABLE_COLORS.headerLine, 1, [4, 3]);
        }
      }
    }
    // Cell states.
    for (let row = 0; row < g.rows.num; row++) {
      for (let col = 0; col < g.cols.num; col++) {
        const state = s.cellState({ row, col });
        const r = cellRect(g, row, col);
        if (state === 'filled') fillRect(ctx, view, r, TABLE_COLORS.filled);
        else if (state === 'blank') {
          fillRect(ctx, view, r, TABLE_COLORS.blank);
          // A blank cell is crossed, so it is not read as a colour alone.
          const sr = screenRect(view, r);
          ctx.beginPath();
          ctx.moveTo(sr.x, sr.y + sr.h);
          ctx.lineTo(sr.x + sr.w, sr.y);
          ctx.lineWidth = 1;
          ctx.strokeStyle = '#ffffff';
          ctx.stroke();
        }
      }
    }
    if (s.hover?.kind === 'cell') fillRect(ctx, view, cellRect(g, s.hover.row, s.hover.col), TABLE_COLORS.hover);
    // Dividers: the dragged or hovered one stands out.
    for (const seg of dividerSegments(g)) {
      const dragged = drag?.kind === 'divider' && drag.which === seg.which && drag.index === seg.index;
      const hovered = s.hover?.kind === 'divider' && s.hover.which === seg.which && s.hover.index === seg.index;
      if (dragged) continue;
      const emphasis = s.mode === 'adjust';
      strokeLine(ctx, view, seg.a, seg.b, hovered ? TABLE_COLORS.active : TABLE_COLORS.divider, hovered ? 3 : emphasis ? 2 : 1.25);
    }
    if (drag?.kind === 'divider') {
      const axis = g[drag.which];
      const r = g.area;
      const [a, b] = axis.coord === 'y' ? [{ x: r.x0, y: drag.at }, { x: r.x1, y: drag.at }] : [{ x: drag.at, y: r.y0 }, { x: drag.at, y: r.y1 }];
      strokeLine(ctx, view, a, b, TABLE_COLORS.active, 3);
    }
    // The area.
    if (!resizing) strokeRect(ctx, view, g.area, TABLE_COLORS.area, 2);
    if (s.mode === 'resize') {
      if (resizing) {
        strokeRect(ctx, view, g.area, TABLE_COLORS.area, 1, [4, 4]);
        fillRect(ctx, view, drag.rect, TABLE_COLORS.areaFill);
        strokeRect(ctx, view, drag.rect, TABLE_COLORS.active, 2);
      }
      drawHandles(ctx, view, resizing ? drag.rect : g.area, resizing ? drag.grip : s.hover);
    }
    // Selection on top.
    if (s.selectedHeader && s.sides[s.selectedHeader.which] && s.selectedHeader.index < g[s.selectedHeader.which].num) {
      strokeRect(ctx, view, headerRect(g, s.selectedHeader.which, s.selectedHeader.index), TABLE_COLORS.active, 3);
    }
    if (s.selectedCell && s.selectedCell.row < g.rows.num && s.selectedCell.col < g.cols.num) {
      strokeRect(ctx, view, cellRect(g, s.selectedCell.row, s.selectedCell.col), TABLE_COLORS.active, 3);
    }
  }
  if (drag?.kind === 'area') {
    const r = normalizeRect(drag.from, drag.to);
    const big = rectArea(r) >= TABLE_TOLERANCES.minArea;
    fillRect(ctx, view, r, TABLE_COLORS.areaFill);
    strokeRect(ctx, view, r, big ? TABLE_COLORS.area : TABLE_COLORS.tooSmall, 2, [6, 4]);
    if (drag.keyboard) {
      for (const p of [drag.from, drag.to]) {
        const q = view.imageToScreen(p);
        ctx.fillStyle = TABLE_COLORS.active;
        ctx.fillRect(q.x - 3, q.y - 3, 6, 6);
      }
    }
  }
}
