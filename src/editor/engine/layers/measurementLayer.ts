import type { ToolPointerEvent } from '../tools/types';
import type { Vec } from '../viewTransform';
import type { EngineLayer, LayerContext, LayerView } from './types';

/*
 * The map's distance and area tools as a layer: while a measuring mode is on, every press on the
 * figure belongs to the layer (the point tools never see it). A press adds a vertex to the
 * measurement being drawn; a press on its last vertex (a distance) or its first vertex (an area,
 * closing the polygon) finishes it; a press on a vertex of a stored measurement, with nothing being
 * drawn, drags that vertex. Backspace takes the last vertex back, Escape abandons the drawing. The
 * keyboard cursor's Enter is a press, so all of it works from the keyboard.
 */

export type MeasureMode = 'distance' | 'area';

/** A stored measurement as the layer draws it. */
export interface MeasurementShape {
  key: string;
  type: MeasureMode;
  pixels: readonly Vec[];
  /** Drawn beside the shape: 'Distance 1: 50 m'. */
  label: string;
}

export interface MeasurementLayerOptions {
  shapes: readonly MeasurementShape[];
  /** The tool in use, or null when measurements are only shown. */
  mode: MeasureMode | null;
  /** Vertices of the measurement being drawn. */
  draft: readonly Vec[];
  /** Vertices needed before a press on the closing vertex finishes. */
  minVertices: Record<MeasureMode, number>;
  onAddVertex(at: Vec): void;
  /** The measurement is complete, with all its vertices. */
  onFinish(vertices: readonly Vec[]): void;
  onUndoVertex(): void;
  onCancel(): void;
  onMoveVertex(key: string, vertex: number, to: Vec): void;
}

/** Screen distance within which a press picks a vertex. */
export const MEASUREMENT_HIT_RADIUS = 10;

export const MEASUREMENT_LAYER_ID = 'measurements';

/** Screen distance a press on a vertex must move before it drags the vertex. */
export const DRAG_THRESHOLD = 3;

const COLORS = { distance: '#b45309', area: '#0f766e', draft: '#7c3aed', halo: 'rgba(255, 255, 255, 0.9)' } as const;

/** The vertex of a shape nearest a screen point within the radius, first shapes first on ties. */
export function hitVertex(shapes: readonly MeasurementShape[], view: Pick<LayerView, 'imageToScreen'>, screen: Vec, radius = MEASUREMENT_HIT_RADIUS): { key: string; vertex: number } | null {
  let best: { key: string; vertex: number } | null = null;
  let bestD = radius;
  for (const s of shapes) {
    s.pixels.forEach((p, vertex) => {
      const q = view.imageToScreen(p);
      const d = Math.hypot(q.x - screen.x, q.y - screen.y);
      if (d <= bestD && (best === null || d < bestD)) {
        best = { key: s.key, vertex };
        bestD = d;
      }
    });
  }
  return best;
}

/** True when a press at `screen` finishes the draft: on its last vertex (distance) or first (area). */
export function finishesDraft(mode: MeasureMode, draft: readonly Vec[], min: number, view: Pick<LayerView, 'imageToScreen'>, screen: Vec, radius = MEASUREMENT_HIT_RADIUS): boolean {
  if (draft.length < min) return false;
  const target = mode === 'area' ? draft[0]! : draft[draft.length - 1]!;
  const q = view.imageToScreen(target);
  return Math.hypot(q.x - screen.x, q.y - screen.y) <= radius;
}

/** The layer for the given state; the host makes a new one when its state changes. */
export function createMeasurementLayer(options: MeasurementLayerOptions): EngineLayer {
  let hover: Vec | null = null;
  // Presses may come faster than the host passes a new layer: the vertices placed are kept here too.
  let draft: Vec[] = [...options.draft];
  let drag: { key: string; vertex: number; at: Vec } | null = null;
  // A press on a stored vertex: it becomes a drag once the pointer moves, else it is a click.
  let pressed: { key: string; vertex: number; screen: Vec; image: Vec } | null = null;

  const shapeAt = (s: MeasurementShape): readonly Vec[] =>
    drag && drag.key === s.key ? s.pixels.map((p, i) => (i === drag!.vertex ? drag!.at : p)) : s.pixels;

  const draw = (ctx: CanvasRenderingContext2D, view: LayerView) => {
    ctx.lineJoin = 'round';
    ctx.font = '600 12px system-ui, sans-serif';
    for (const s of options.shapes) {
      const pts = shapeAt(s).map((p) => view.imageToScreen(p));
      if (!pts.length) continue;
      trace(ctx, pts, s.type === 'area');
      if (s.type === 'area') {
        ctx.fillStyle = 'rgba(15, 118, 110, 0.15)';
        ctx.fill();
      }
      ctx.strokeStyle = COLORS.halo;
      ctx.lineWidth = 5;
      ctx.stroke();
      ctx.strokeStyle = COLORS[s.type];
      ctx.lineWidth = 2;
      ctx.stroke();
      vertices(ctx, pts, COLORS[s.type]);
      const at = s.type === 'area' ? centroid(pts) : pts[pts.length - 1]!;
      label(ctx, s.label, at, COLORS[s.type]);
    }
    if (options.mode && draft.length) {
      const pts = draft.map((p) => view.imageToScreen(p));
      const rubber = hover ? [...pts, view.imageToScreen(hover)] : pts;
      trace(ctx, rubber, options.mode === 'area' && rubber.length > 2);
      ctx.setLineDash([6, 4]);
      ctx.strokeStyle = COLORS.draft;
      ctx.lineWidth = 2;
      ctx.stroke();
      ctx.setLineDash([]);
      vertices(ctx, pts, COLORS.draft);
    }
  };

  /** A click at a point: finish on the closing vertex, else add a vertex. */
  const place = (e: ToolPointerEvent, ctx: LayerContext): boolean => {
    const mode = options.mode;
    if (!mode) return false;
    if (finishesDraft(mode, draft, options.minVertices[mode], ctx.view, e.screen)) {
      const done = draft;
      hover = null;
      draft = [];
      options.onFinish(done);
      ctx.announce(mode === 'area' ? 'Area closed' : 'Distance finished');
      return true;
    }
    draft = [...draft, e.image];
    options.onAddVertex(e.image);
    ctx.requestRender();
    ctx.announce(`Point ${draft.length} placed`);
    return true;
  };

  return {
    id: MEASUREMENT_LAYER_ID,
    draw,
    onPointerDown(e: ToolPointerEvent, ctx: LayerContext) {
      const mode = options.mode;
      if (!mode) return false;
      if (draft.length === 0) {
        const hit = hitVertex(options.shapes, ctx.view, e.screen);
        if (hit && e.source === 'pointer') {
          pressed = { ...hit, screen: e.screen, image: e.image };
          return true;
        }
      }
      return place(e, ctx);
    },
    onPointerMove(e: ToolPointerEvent, ctx: LayerContext) {
      if (pressed && !drag && Math.hypot(e.screen.x - pressed.screen.x, e.screen.y - pressed.screen.y) > DRAG_THRESHOLD) {
        drag = { key: pressed.key, vertex: pressed.vertex, at: e.image };
        ctx.setCursor('move');
      }
      if (drag) {
        drag = { ...drag, at: e.image };
        ctx.requestRender();
        return true;
      }
      if (pressed) return true;
      if (!options.mode) return false;
      hover = e.image;
      if (draft.length) ctx.requestRender();
      ctx.setCursor(draft.length === 0 && hitVertex(options.shapes, ctx.view, e.screen) ? 'move' : null);
      return true;
    },
    onPointerUp(e: ToolPointerEvent, ctx: LayerContext) {
      const press = pressed;
      pressed = null;
      if (drag) {
        const { key, vertex } = drag;
        drag = null;
        ctx.setCursor(null);
        options.onMoveVertex(key, vertex, e.image);
        return true;
      }
      // Pressed on a stored vertex without moving: a new measurement starts there.
      if (press) return place({ ...e, image: press.image, screen: press.screen }, ctx);
      return false;
    },
    onKeyDown(event: KeyboardEvent, ctx: LayerContext) {
      if (!options.mode) return false;
      if (event.key === 'Escape' && draft.length) {
        hover = null;
        draft = [];
        options.onCancel();
        ctx.announce('Measurement abandoned');
        return true;
      }
      if (event.key === 'Backspace' && draft.length) {
        draft = draft.slice(0, -1);
        options.onUndoVertex();
        ctx.requestRender();
        ctx.announce('Last point removed');
        return true;
      }
      return false;
    },
    onPointerLeave(ctx: LayerContext) {
      if (hover && draft.length) ctx.requestRender();
      hover = null;
    },
  };
}

function trace(ctx: CanvasRenderingContext2D, pts: readonly Vec[], close: boolean) {
  ctx.beginPath();
  pts.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
  if (close) ctx.closePath();
}

function vertices(ctx: CanvasRenderingContext2D, pts: readonly Vec[], color: string) {
  for (const p of pts) {
    ctx.fillStyle = COLORS.halo;
    ctx.fillRect(p.x - 4.5, p.y - 4.5, 9, 9);
    ctx.fillStyle = color;
    ctx.fillRect(p.x - 3, p.y - 3, 6, 6);
  }
}

function centroid(pts: readonly Vec[]): Vec {
  const sum = pts.reduce((a, p) => ({ x: a.x + p.x, y: a.y + p.y }), { x: 0, y: 0 });
  return { x: sum.x / pts.length, y: sum.y / pts.length };
}

function label(ctx: CanvasRenderingContext2D, text: string, at: Vec, color: string) {
  const w = ctx.measureText(text).width + 8;
  const x = at.x + 8;
  const y = at.y - 22;
  ctx.fillStyle = COLORS.halo;
  ctx.fillRect(x, y, w, 18);
  ctx.strokeStyle = color;
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, w - 1, 17);
  ctx.fillStyle = '#111827';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x + 4, y + 9);
}
