import type { MaskStroke } from '../../auto/userMask';
import type { ToolPointerEvent } from '../tools/types';
import type { Vec } from '../viewTransform';
import type { EngineLayer, LayerContext, LayerView } from './types';

/** What a press on the canvas does while the automatic extraction sidebar is open. */
export type AutoLayerMode = 'none' | 'pickForeground' | 'pickBackground' | 'pen' | 'box';

/** The stroke being drawn: kept by the host across layer rebuilds, changed by the layer. */
export interface AutoLayerDraft {
  stroke: MaskStroke | null;
  /** A keyboard box's first corner, waiting for the second press. */
  boxStart: Vec | null;
}

export const newAutoLayerDraft = (): AutoLayerDraft => ({ stroke: null, boxStart: null });

export interface AutoExtractLayerOptions {
  mode: AutoLayerMode;
  /** The mask drawn so far. */
  strokes: readonly MaskStroke[];
  /** The points found by the last run, highlighted until they are accepted or discarded. */
  found: readonly Vec[];
  /** Pen diameter in image pixels. */
  penWidth: number;
  draft: AutoLayerDraft;
  /** A colour was picked at this image point. */
  onPick: (which: 'foreground' | 'background', at: Vec) => void;
  /** A pen stroke or box was finished. */
  onStroke: (stroke: MaskStroke) => void;
}

export const AUTO_LAYER_ID = 'auto-extraction';

const MASK_FILL = 'rgba(255, 196, 0, 0.28)';
const MASK_EDGE = 'rgba(160, 110, 0, 0.9)';
const FOUND_FILL = '#d6008f';

/** Image pixels per CSS pixel at this view. */
function scaleOf(view: LayerView): number {
  const a = view.imageToScreen({ x: 0, y: 0 });
  const b = view.imageToScreen({ x: 1, y: 0 });
  return Math.hypot(b.x - a.x, b.y - a.y);
}

function drawStroke(ctx: CanvasRenderingContext2D, view: LayerView, stroke: MaskStroke, draft: boolean): void {
  ctx.save();
  if (stroke.kind === 'box') {
    const corners = [
      stroke.from,
      { x: stroke.to.x, y: stroke.from.y },
      stroke.to,
      { x: stroke.from.x, y: stroke.to.y },
    ].map((p) => view.imageToScreen(p));
    ctx.beginPath();
    corners.forEach((c, i) => (i ? ctx.lineTo(c.x, c.y) : ctx.moveTo(c.x, c.y)));
    ctx.closePath();
    ctx.fillStyle = MASK_FILL;
    ctx.fill();
    ctx.strokeStyle = MASK_EDGE;
    ctx.lineWidth = 1;
    if (draft) ctx.setLineDash([4, 3]);
    ctx.stroke();
  } else if (stroke.points.length) {
    const pts = stroke.points.map((p) => view.imageToScreen(p));
    ctx.beginPath();
    pts.forEach((c, i) => (i ? ctx.lineTo(c.x, c.y) : ctx.moveTo(c.x, c.y)));
    if (pts.length === 1) ctx.lineTo(pts[0]!.x + 0.01, pts[0]!.y);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = Math.max(1, stroke.width * scaleOf(view));
    ctx.strokeStyle = MASK_FILL;
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * The automatic extraction over the figure: the user's mask (pen strokes and boxes), the points
 * the last run found, and the presses that pick the series or background colour or draw the mask.
 * In 'none' mode it takes no input, so the tools work as usual.
 */
export function autoExtractLayer(options: AutoExtractLayerOptions): EngineLayer {
  const { mode, draft } = options;
  const inPage = (e: ToolPointerEvent, ctx: LayerContext) => {
    const size = ctx.view.pageSize;
    return !!size && e.image.x >= 0 && e.image.y >= 0 && e.image.x < size.width && e.image.y < size.height;
  };
  return {
    id: AUTO_LAYER_ID,
    draw(ctx, view) {
      for (const s of options.strokes) drawStroke(ctx, view, s, false);
      if (draft.stroke) drawStroke(ctx, view, draft.stroke, true);
      if (draft.boxStart) {
        const p = view.imageToScreen(draft.boxStart);
        ctx.save();
        ctx.strokeStyle = MASK_EDGE;
        ctx.strokeRect(p.x - 4, p.y - 4, 8, 8);
        ctx.restore();
      }
      if (options.found.length) {
        ctx.save();
        ctx.fillStyle = FOUND_FILL;
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        for (const f of options.found) {
          const p = view.imageToScreen(f);
          ctx.moveTo(p.x + 4, p.y);
          ctx.arc(p.x, p.y, 4, 0, Math.PI * 2);
        }
        ctx.fill();
        ctx.stroke();
        ctx.restore();
      }
    },
    onPointerDown(e, ctx) {
      if (mode === 'none') return false;
      if (!inPage(e, ctx)) return false;
      if (mode === 'pickForeground' || mode === 'pickBackground') {
        options.onPick(mode === 'pickForeground' ? 'foreground' : 'background', e.image);
        return true;
      }
      if (mode === 'box' && e.source === 'keyboard') {
        // The keyboard marks one corner per press.
        if (!draft.boxStart) {
          draft.boxStart = { ...e.image };
          ctx.announce('First corner set; move to the opposite corner and press Enter');
        } else {
          const stroke: MaskStroke = { kind: 'box', from: draft.boxStart, to: { ...e.image } };
          draft.boxStart = null;
          options.onStroke(stroke);
        }
        ctx.requestRender();
        return true;
      }
      draft.stroke = mode === 'pen' ? { kind: 'pen', width: options.penWidth, points: [{ ...e.image }] } : { kind: 'box', from: { ...e.image }, to: { ...e.image } };
      ctx.requestRender();
      return true;
    },
    onPointerMove(e, ctx) {
      const s = draft.stroke;
      if (!s) {
        if (mode !== 'none') ctx.setCursor('crosshair');
        return mode !== 'none';
      }
      draft.stroke = s.kind === 'pen' ? { ...s, points: [...s.points, { ...e.image }] } : { ...s, to: { ...e.image } };
      ctx.requestRender();
      return true;
    },
    onPointerUp(_e, ctx) {
      const s = draft.stroke;
      if (!s) return mode !== 'none';
      draft.stroke = null;
      ctx.requestRender();
      if (s.kind === 'box' && (Math.abs(s.to.x - s.from.x) < 1 || Math.abs(s.to.y - s.from.y) < 1)) return true;
      options.onStroke(s);
      return true;
    },
    onPointerLeave(ctx) {
      ctx.setCursor(null);
    },
  };
}
