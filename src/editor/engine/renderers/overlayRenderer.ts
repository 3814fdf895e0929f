import { HIT_RADII } from '../scene';
import { applyAffine, type Affine, type Size, type Vec } from '../viewTransform';
import type { PixelRect } from './markerBuffer';
import { MARKER_RADIUS } from './markersRenderer';

export const OVERLAY_COLORS = {
  selection: '#111827',
  focus: '#2563eb',
  hover: '#dc2626',
  cursor: '#7c3aed',
  crosshair: 'rgba(37, 99, 235, 0.55)',
} as const;

/** What the overlay shows; positions in image coordinates unless said otherwise. */
export interface OverlayInput {
  /** Image coordinates to CSS pixels. */
  matrix: Affine;
  viewport: Size;
  /** The calibration point under the adjust-positions tool's pointer. */
  axisHover: Vec | null;
  /** The data point the delete tool would remove. */
  hover: Vec | null;
  /** The point being dragged, at its preview position, in its dataset's colour. */
  dragged: { at: Vec; color: string } | null;
  selected: Vec | null;
  focused: boolean;
  /** The crosshair's centre in screen pixels, when shown. */
  crosshairAt: Vec | null;
  /** The keyboard cursor, when shown. */
  cursor: Vec | null;
}

/** One mark in CSS pixels of the viewport. */
export type OverlayMark =
  | { kind: 'ring'; x: number; y: number; radius: number; color: string; width: number }
  | { kind: 'disc'; x: number; y: number; radius: number; color: string }
  | { kind: 'line'; x0: number; y0: number; x1: number; y1: number; color: string; width: number };

/** The marks for an overlay state, bottom first. Sizes are screen pixels whatever the zoom. */
export function overlayMarks(o: OverlayInput): OverlayMark[] {
  const marks: OverlayMark[] = [];
  const screen = (p: Vec) => applyAffine(o.matrix, p);
  const ring = (at: Vec, radius: number, color: string, width: number) => {
    const s = screen(at);
    marks.push({ kind: 'ring', x: s.x, y: s.y, radius, color, width });
  };
  if (o.axisHover) ring(o.axisHover, 11, OVERLAY_COLORS.selection, 2);
  if (o.hover) ring(o.hover, MARKER_RADIUS + HIT_RADII.hoverRing, OVERLAY_COLORS.hover, 2);
  if (o.dragged) {
    const s = screen(o.dragged.at);
    marks.push({ kind: 'disc', x: s.x, y: s.y, radius: MARKER_RADIUS, color: o.dragged.color });
  }
  if (o.selected) {
    // A two-tone ring reads on light and dark figures; focus adds an outer ring in the focus colour.
    ring(o.selected, MARKER_RADIUS + 3, '#ffffff', 3);
    ring(o.selected, MARKER_RADIUS + 3, OVERLAY_COLORS.selection, 1.5);
    if (o.focused) ring(o.selected, MARKER_RADIUS + 7, OVERLAY_COLORS.focus, 2.5);
  }
  if (o.crosshairAt) {
    // Straight on screen across the whole viewport, whatever the rotation.
    const { x, y } = o.crosshairAt;
    const { width, height } = o.viewport;
    marks.push({ kind: 'line', x0: 0, y0: y, x1: width, y1: y, color: OVERLAY_COLORS.crosshair, width: 1 });
    marks.push({ kind: 'line', x0: x, y0: 0, x1: x, y1: height, color: OVERLAY_COLORS.crosshair, width: 1 });
  }
  if (o.cursor) {
    const c = o.cursor;
    ring(c, 9, '#ffffff', 4);
    ring(c, 9, OVERLAY_COLORS.cursor, 2);
    // The ticks follow the image axes, so they turn with the view.
    const zoom = Math.hypot(o.matrix.a, o.matrix.b);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const from = screen({ x: c.x + (dx * 3) / zoom, y: c.y + (dy * 3) / zoom });
      const to = screen({ x: c.x + (dx * 14) / zoom, y: c.y + (dy * 14) / zoom });
      marks.push({ kind: 'line', x0: from.x, y0: from.y, x1: to.x, y1: to.y, color: OVERLAY_COLORS.cursor, width: 1.5 });
    }
  }
  return marks;
}

/** The device pixels a mark may touch, anti-aliasing included. */
export function markBounds(mark: OverlayMark, dpr: number): PixelRect {
  const pad = mark.kind === 'disc' ? mark.radius + 1 : mark.kind === 'ring' ? mark.radius + mark.width / 2 + 1 : mark.width / 2 + 1;
  const [x0, y0, x1, y1] =
    mark.kind === 'line'
      ? [Math.min(mark.x0, mark.x1), Math.min(mark.y0, mark.y1), Math.max(mark.x0, mark.x1), Math.max(mark.y0, mark.y1)]
      : [mark.x, mark.y, mark.x, mark.y];
  return {
    x0: Math.floor((x0 - pad) * dpr),
    y0: Math.floor((y0 - pad) * dpr),
    x1: Math.ceil((x1 + pad) * dpr),
    y1: Math.ceil((y1 + pad) * dpr),
  };
}

const sameMark = (a: OverlayMark, b: OverlayMark): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Transient marks over everything on the top canvas, drawn with the 2D context: hover rings, the
 * dragged point, the two-tone selection ring and its focus ring, the extended crosshair and the
 * keyboard cursor. A change clears only the rectangles of the marks that went or came and draws,
 * clipped to them, the marks that cross them.
 */
export class OverlayRenderer {
  private drawn: OverlayMark[] = [];
  private dpr = 1;

  constructor(readonly canvas: HTMLCanvasElement) {}

  /** Size the canvas to the viewport in device pixels (clearing it when the size changes). */
  resize(width: number, height: number, dpr: number): void {
    if (this.canvas.width === width && this.canvas.height === height && this.dpr === dpr) return;
    if (this.canvas.width === width && this.canvas.height === height) this.canvas.getContext('2d')!.clearRect(0, 0, width, height);
    this.canvas.width = width;
    this.canvas.height = height;
    this.dpr = dpr;
    this.drawn = [];
  }

  /** Clear the canvas so that the next draw draws every mark. */
  reset(): void {
    this.canvas.getContext('2d')?.clearRect(0, 0, this.canvas.width, this.canvas.height);
    this.drawn = [];
  }

  /** Show this overlay state. Returns the rectangles redrawn, none when nothing changed. */
  draw(o: OverlayInput): PixelRect[] {
    const marks = overlayMarks(o);
    const dpr = this.dpr;
    const gone = this.drawn.filter((m) => !marks.some((n) => sameMark(m, n)));
    const came = marks.filter((m) => !this.drawn.some((n) => sameMark(m, n)));
    this.drawn = marks;
    if (!gone.length && !came.length) return [];
    const { width: w, height: h } = this.canvas;
    const rects = [...gone, ...came]
      .map((m) => markBounds(m, dpr))
      .map((r) => ({ x0: Math.max(0, r.x0), y0: Math.max(0, r.y0), x1: Math.min(w, r.x1), y1: Math.min(h, r.y1) }))
      .filter((r) => r.x1 > r.x0 && r.y1 > r.y0);
    if (!rects.length) return [];
    const ctx = this.canvas.getContext('2d')!;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.beginPath();
    for (const r of rects) {
      ctx.clearRect(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
      ctx.rect(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
    }
    ctx.clip();
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    for (const m of marks) {
      const b = markBounds(m, dpr);
      if (!rects.some((r) => b.x0 < r.x1 && r.x0 < b.x1 && b.y0 < r.y1 && r.y0 < b.y1)) continue;
      ctx.beginPath();
      if (m.kind === 'line') {
        ctx.moveTo(m.x0, m.y0);
        ctx.lineTo(m.x1, m.y1);
      } else {
        ctx.arc(m.x, m.y, m.radius, 0, Math.PI * 2);
      }
      if (m.kind === 'disc') {
        ctx.fillStyle = m.color;
        ctx.fill();
      } else {
        ctx.strokeStyle = m.color;
        ctx.lineWidth = m.width;
        ctx.stroke();
      }
    }
    ctx.restore();
    return rects;
  }
}
