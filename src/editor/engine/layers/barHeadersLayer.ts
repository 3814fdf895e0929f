import { BAR_LIMITS, dividerIndexAt, headerCentre, headerHasData, headerIndexAt, isDraggable, type Vec } from '../../core/barHeaders';
import type { BarHeaders } from '../../core/model/types';
import type { ToolPointerEvent } from '../tools/types';
import type { EngineLayer, LayerContext, LayerView } from './types';

/*
 * The bar chart's categorical axis over the figure: the corners p1 and p2, the header dividers and
 * the header areas (hovered, selected, with metadata). What a press does depends on the mode:
 *   view            - drawn, takes no input (adding points goes to the tool);
 *   corners         - every press is a corner click (p1, p2, then select the nearest); a press
 *                     that selected a corner drags it;
 *   headers         - a press on a header area opens its metadata (not while locked);
 *   adjust          - drag an inner divider (never within 10 px of a neighbour) or a corner;
 *   addCategory     - a press on a header area splits it there;
 *   removeCategory  - a press on a header area removes that category.
 * Enter on the keyboard cursor reaches the layer as a press and release, so each mode works from the keyboard.
 */

export type BarLayerMode = 'view' | 'corners' | 'headers' | 'adjust' | 'addCategory' | 'removeCategory';

export interface BarHeadersLayerOptions {
  mode: BarLayerMode;
  /** The saved headers, null before the count step. */
  headers: BarHeaders | null;
  /** Corners while they are being placed (before headers exist). */
  corners?: { p1: Vec | null; p2: Vec | null; selected: 'p1' | 'p2' | null };
  /** The header whose metadata dialog is open. */
  selectedHeader?: number | null;
  /** No header clicks (the metadata dialog is open). */
  locked?: boolean;
  /** Labels of the headers, drawn in their areas. */
  labels?: readonly string[];
  onCornerClick?(at: Vec, zoom: number): void;
  /** The selected corner dragged (corners mode). */
  onCornerDrag?(to: Vec): void;
  onHeaderClick?(index: number, at: Vec): void;
  /** A divider dropped (adjust mode). */
  onDividerDrop?(index: number, to: Vec): void;
  /** A corner dropped (adjust mode). */
  onCornerDrop?(which: 'p1' | 'p2', to: Vec): void;
  onCategoryClick?(at: Vec): void;
  /** The divider the keyboard moves (adjust mode). */
  selectedDivider?: number | null;
  /** Enter on the keyboard cursor over an inner divider selects it; elsewhere deselects (null). */
  onDividerSelect?(index: number | null): void;
}

export const BAR_LAYER_ID = 'bar-headers';

const COLORS = {
  line: '#0b57d0',
  divider: '#0b57d0',
  fixedDivider: '#5f6368',
  area: 'rgba(11, 87, 208, 0.06)',
  hover: 'rgba(11, 87, 208, 0.16)',
  selected: 'rgba(11, 87, 208, 0.28)',
  tagged: 'rgba(24, 128, 56, 0.14)',
  corner: '#c5221f',
  label: '#1f1f1f',
} as const;

function cornersOf(o: BarHeadersLayerOptions): { p1: Vec | null; p2: Vec | null; selected: 'p1' | 'p2' | null } {
  if (o.headers?.p1 && o.headers.p2 && o.mode !== 'corners') return { p1: { x: o.headers.p1.px, y: o.headers.p1.py }, p2: { x: o.headers.p2.px, y: o.headers.p2.py }, selected: null };
  return o.corners ?? { p1: null, p2: null, selected: null };
}

/** The unit vector along a slanted (rotated) axis line from p1 to p2, or null for a horizontal or vertical one. */
function slantOf(bh: BarHeaders): Vec | null {
  const s = bh.headerAxisLineStart;
  const e = bh.headerAxisLineEnd;
  if (!s || !e || s.x === e.x || s.y === e.y) return null;
  const length = Math.hypot(e.x - s.x, e.y - s.y);
  return { x: (e.x - s.x) / length, y: (e.y - s.y) / length };
}

/** The resize cursor nearest the way a divider moves: along the axis line. */
function resizeCursor(bh: BarHeaders): string {
  const u = slantOf(bh);
  if (!u) return bh.headerOrientation === 'HORIZONTAL' ? 'ew-resize' : 'ns-resize';
  const degrees = ((((Math.atan2(-u.y, u.x) * 180) / Math.PI) % 180) + 180) % 180;
  return degrees < 22.5 || degrees >= 157.5 ? 'ew-resize' : degrees < 67.5 ? 'nesw-resize' : degrees < 112.5 ? 'ns-resize' : 'nwse-resize';
}

/** The engine layer of a bar chart's headers. */
export function barHeadersLayer(options: BarHeadersLayerOptions): EngineLayer {
  let hover: number | null = null;
  let hoverDivider: number | null = null;
  let drag: { kind: 'divider'; index: number; at: Vec } | { kind: 'corner'; which: 'p1' | 'p2'; at: Vec } | { kind: 'cornerSelect' } | null = null;
  const bh = options.headers;

  const setHover = (next: number | null, nextDivider: number | null, ctx: LayerContext) => {
    if (next === hover && nextDivider === hoverDivider) return;
    hover = next;
    hoverDivider = nextDivider;
    ctx.requestRender();
  };

  const takesHeaderClicks = options.mode === 'headers' || options.mode === 'addCategory' || options.mode === 'removeCategory';

  return {
    id: BAR_LAYER_ID,
    draw(ctx: CanvasRenderingContext2D, view: LayerView) {
      const s = (p: Vec) => view.imageToScreen(p);
      if (bh && bh.headerDividers.length >= 2) {
        bh.headers.forEach((header, i) => {
          const a = bh.headerDividers[i]!;
          const b = bh.headerDividers[i + 1]!;
          const corners = [s({ x: a.startX, y: a.startY }), s({ x: b.startX, y: b.startY }), s({ x: b.endX, y: b.endY }), s({ x: a.endX, y: a.endY })];
          ctx.beginPath();
          corners.forEach((c, k) => (k ? ctx.lineTo(c.x, c.y) : ctx.moveTo(c.x, c.y)));
          ctx.closePath();
          ctx.fillStyle =
            options.selectedHeader === i ? COLORS.selected : hover === i && takesHeaderClicks ? COLORS.hover : headerHasData(header) ? COLORS.tagged : COLORS.area;
          if (options.mode !== 'view' || headerHasData(header)) ctx.fill();
          const label = options.labels?.[i];
          if (label) {
            const c = s(headerCentre(bh, i));
            ctx.fillStyle = COLORS.label;
            ctx.font = '12px system-ui, sans-serif';
            ctx.textAlign = 'center';
            ctx.textBaseline = 'middle';
            ctx.fillText(label, c.x, c.y);
          }
        });
        bh.headerDividers.forEach((d, i) => {
          const from = s({ x: d.startX, y: d.startY });
          const to = s({ x: d.endX, y: d.endY });
          const dragged = drag?.kind === 'divider' && drag.index === i ? drag.at : null;
          ctx.beginPath();
          if (dragged) {
            const dx = dragged.x - d.startX;
            const dy = dragged.y - d.startY;
            // Preview along the axis only: the divider keeps its place across it.
            const u = slantOf(bh);
            const along = u ? { x: u.x * (dx * u.x + dy * u.y), y: u.y * (dx * u.x + dy * u.y) } : bh.headerOrientation === 'HORIZONTAL' ? { x: dx, y: 0 } : { x: 0, y: dy };
            const f = s({ x: d.startX + along.x, y: d.startY + along.y });
            const t = s({ x: d.endX + along.x, y: d.endY + along.y });
            ctx.moveTo(f.x, f.y);
            ctx.lineTo(t.x, t.y);
          } else {
            ctx.moveTo(from.x, from.y);
            ctx.lineTo(to.x, to.y);
          }
          ctx.strokeStyle = isDraggable(bh, i) ? COLORS.divider : COLORS.fixedDivider;
          ctx.lineWidth = hoverDivider === i || dragged || options.selectedDivider === i ? 3 : 1.5;
          ctx.setLineDash(isDraggable(bh, i) ? [6, 4] : []);
          ctx.stroke();
        });
        ctx.setLineDash([]);
        if (bh.headerAxisLineStart && bh.headerAxisLineEnd) {
          const a = s(bh.headerAxisLineStart);
          const b = s(bh.headerAxisLineEnd);
          ctx.beginPath();
          ctx.moveTo(a.x, a.y);
          ctx.lineTo(b.x, b.y);
          ctx.strokeStyle = COLORS.line;
          ctx.lineWidth = 2;
          ctx.stroke();
        }
      }
      if (options.mode === 'corners' || options.mode === 'adjust') {
        const c = cornersOf(options);
        for (const which of ['p1', 'p2'] as const) {
          const p = drag?.kind === 'corner' && drag.which === which ? drag.at : c[which];
          if (!p) continue;
          const at = s(p);
          ctx.beginPath();
          ctx.arc(at.x, at.y, c.selected === which ? 8 : 6, 0, Math.PI * 2);
          ctx.strokeStyle = COLORS.corner;
          ctx.lineWidth = c.selected === which ? 3 : 2;
          ctx.stroke();
          ctx.fillStyle = COLORS.corner;
          ctx.font = 'bold 12px system-ui, sans-serif';
          ctx.textAlign = 'left';
          ctx.textBaseline = 'bottom';
          ctx.fillText(which.toUpperCase(), at.x + 8, at.y - 6);
        }
      }
    },

    onPointerDown(e: ToolPointerEvent, ctx: LayerContext): boolean {
      const zoom = ctx.view.state.zoom || 1;
      switch (options.mode) {
        case 'view':
          return false;
        case 'corners': {
          const c = cornersOf(options);
          options.onCornerClick?.(e.image, zoom);
          // A press that selects a corner drags it.
          const radius = BAR_LIMITS.selectRadius / zoom;
          const near = (p: Vec | null) => p !== null && Math.hypot(p.x - e.image.x, p.y - e.image.y) <= radius;
          if (c.p1 && c.p2 && (near(c.p1) || near(c.p2))) drag = { kind: 'cornerSelect' };
          return true;
        }
        case 'adjust': {
          if (!bh) return false;
          const c = cornersOf(options);
          const tolerance = BAR_LIMITS.dividerHit / zoom;
          for (const which of ['p1', 'p2'] as const) {
            const p = c[which];
            if (p && Math.hypot(p.x - e.image.x, p.y - e.image.y) <= tolerance) {
              drag = { kind: 'corner', which, at: e.image };
              ctx.requestRender();
              return true;
            }
          }
          const index = dividerIndexAt(bh, e.image, tolerance);
          if (e.source === 'keyboard') {
            // The keyboard selects a divider; the arrow keys then move it.
            const selected = index !== null && isDraggable(bh, index) ? index : null;
            options.onDividerSelect?.(selected);
            return selected !== null;
          }
          if (index === null || !isDraggable(bh, index)) return false;
          drag = { kind: 'divider', index, at: e.image };
          ctx.requestRender();
          return true;
        }
        default: {
          if (!bh) return false;
          const index = headerIndexAt(bh, e.image);
          if (index === null) return false;
          // Locked while the metadata dialog is open: the press is used and ignored.
          if (options.locked) return true;
          if (options.mode === 'headers') options.onHeaderClick?.(index, e.image);
          else options.onCategoryClick?.(e.image);
          return true;
        }
      }
    },

    onPointerMove(e: ToolPointerEvent, ctx: LayerContext): boolean {
      if (drag) {
        if (drag.kind === 'cornerSelect') options.onCornerDrag?.(e.image);
        else {
          drag.at = e.image;
          ctx.requestRender();
        }
        return true;
      }
      if (!bh || options.mode === 'view' || options.mode === 'corners') return false;
      const zoom = ctx.view.state.zoom || 1;
      if (options.mode === 'adjust') {
        const index = dividerIndexAt(bh, e.image, BAR_LIMITS.dividerHit / zoom);
        const draggable = index !== null && isDraggable(bh, index) ? index : null;
        setHover(null, draggable, ctx);
        ctx.setCursor(draggable === null ? null : resizeCursor(bh));
        return draggable !== null;
      }
      const index = headerIndexAt(bh, e.image);
      setHover(index, null, ctx);
      ctx.setCursor(index === null || options.locked ? null : options.mode === 'headers' ? 'pointer' : 'copy');
      return index !== null;
    },

    onPointerUp(e: ToolPointerEvent, ctx: LayerContext): boolean {
      const done = drag;
      drag = null;
      if (!done) return false;
      if (done.kind === 'divider') options.onDividerDrop?.(done.index, e.source === 'keyboard' ? done.at : e.image);
      else if (done.kind === 'corner') options.onCornerDrop?.(done.which, e.source === 'keyboard' ? done.at : e.image);
      ctx.requestRender();
      return true;
    },

    onKeyDown(e: KeyboardEvent, ctx: LayerContext): boolean {
      const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
      const d = (e.shiftKey ? 5 : 0.5) / (ctx.view.state.zoom || 1);
      // Arrow keys move the selected divider along the axis in adjust mode.
      if (options.mode === 'adjust' && bh && step && options.selectedDivider != null && isDraggable(bh, options.selectedDivider)) {
        const div = bh.headerDividers[options.selectedDivider]!;
        options.onDividerDrop?.(options.selectedDivider, { x: div.startX + step[0]! * d, y: div.startY + step[1]! * d });
        return true;
      }
      if (e.key === 'Escape' && options.mode === 'adjust' && options.selectedDivider != null) {
        options.onDividerSelect?.(null);
        return true;
      }
      // Arrow keys move the selected corner: 0.5 screen px, 5 with Shift.
      if (options.mode !== 'corners') return false;
      const c = cornersOf(options);
      const p = c.selected ? c[c.selected] : null;
      if (!p || !step) return false;
      options.onCornerDrag?.({ x: p.x + step[0]! * d, y: p.y + step[1]! * d });
      return true;
    },

    onPointerLeave(ctx: LayerContext) {
      setHover(null, null, ctx);
      ctx.setCursor(null);
    },
  };
}
