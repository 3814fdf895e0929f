/**
 * Tagged text selections on the page shown: each is drawn as a highlighter mark over the text it
 * was taken from, with a thin outline, so the user sees what was already collected on the page.
 * The layer takes no input: the text tool still selects.
 */
import type { PixelRect } from '../../core/model/types';
import type { EngineLayer, LayerView } from './types';

export const TEXT_SELECTIONS_LAYER_ID = 'textSelections';

/** Highlighter yellow, translucent so the text stays readable, outlined in a darker amber. */
export const TEXT_SELECTION_COLORS = {
  fill: 'rgba(255, 214, 0, 0.3)',
  outline: 'rgb(161, 98, 7)',
} as const;

export interface TextSelectionMark {
  /** Where the text was selected, in image pixels. */
  rect: PixelRect;
}

/** The four corners of a rectangle on the screen, so a rotated view draws it rotated. */
function corners(view: LayerView, r: PixelRect) {
  return [
    view.imageToScreen({ x: r.x, y: r.y }),
    view.imageToScreen({ x: r.x + r.width, y: r.y }),
    view.imageToScreen({ x: r.x + r.width, y: r.y + r.height }),
    view.imageToScreen({ x: r.x, y: r.y + r.height }),
  ];
}

function trace(ctx: CanvasRenderingContext2D, points: readonly { x: number; y: number }[]) {
  ctx.moveTo(points[0]!.x, points[0]!.y);
  for (let i = 1; i < points.length; i++) ctx.lineTo(points[i]!.x, points[i]!.y);
  ctx.closePath();
}

/** Draw the marks as one path, filled then outlined. */
export function drawTextSelections(ctx: CanvasRenderingContext2D, view: LayerView, marks: readonly TextSelectionMark[]): void {
  const visible = marks.filter((m) => m.rect.width > 0 && m.rect.height > 0);
  if (!visible.length) return;
  ctx.beginPath();
  for (const m of visible) trace(ctx, corners(view, m.rect));
  ctx.fillStyle = TEXT_SELECTION_COLORS.fill;
  ctx.fill();
  ctx.strokeStyle = TEXT_SELECTION_COLORS.outline;
  ctx.lineWidth = 1;
  ctx.stroke();
}

/** The layer of the page's tagged text selections. */
export function textSelectionsLayer(marks: readonly TextSelectionMark[]): EngineLayer {
  return { id: TEXT_SELECTIONS_LAYER_ID, draw: (ctx, view) => drawTextSelections(ctx, view, marks) };
}
