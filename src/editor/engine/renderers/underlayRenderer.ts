import type { PixelRect } from './markerBuffer';

/** A bitmap of the viewport's size in device pixels that a renderer draws into, off screen. */
export interface UnderlaySource {
  readonly width: number;
  readonly height: number;
}

/** A canvas a renderer draws into: on the page, or off screen for the underlay. */
export type DrawingCanvas = HTMLCanvasElement | OffscreenCanvas;

/** The 2D context of either kind of canvas (the calls the renderers make exist on both). */
export const context2d = (canvas: DrawingCanvas): CanvasRenderingContext2D => (canvas as HTMLCanvasElement).getContext('2d')!;

/**
 * The page, the data markers and the calibration marks shown on one canvas. Each of their
 * renderers draws into a bitmap of its own, off screen; this one composites them, bottom first,
 * in full or only inside the rectangles that changed. With software compositing the browser copies
 * every 2D canvas of the page for the compositor on each frame that any of them changes, so one
 * canvas for the three saves two copies a frame, a hover's as well as a pan's.
 */
export class UnderlayRenderer {
  constructor(readonly canvas: HTMLCanvasElement) {}

  private get ctx(): CanvasRenderingContext2D {
    return context2d(this.canvas);
  }

  /** Size the canvas to the viewport in device pixels; true when it changed (and was cleared). */
  resize(width: number, height: number): boolean {
    if (this.canvas.width === width && this.canvas.height === height) return false;
    this.canvas.width = width;
    this.canvas.height = height;
    return true;
  }

  /**
   * Show `sources` (bottom first, each the canvas's size) in full, or inside `rects` only. Each
   * rectangle is cleared and drawn from every source in turn, so rectangles may overlap. In full,
   * the bottom source replaces what was shown (`copy`), which spares clearing the canvas first.
   */
  compose(sources: readonly UnderlaySource[], rects?: readonly PixelRect[]): void {
    const ctx = this.ctx;
    const { width: w, height: h } = this.canvas;
    const shown = sources.filter((s) => s.width >= w && s.height >= h);
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    if (!rects) {
      if (!shown.length) ctx.clearRect(0, 0, w, h);
      shown.forEach((s, i) => {
        ctx.globalCompositeOperation = i === 0 ? 'copy' : 'source-over';
        ctx.drawImage(s as CanvasImageSource, 0, 0);
      });
      ctx.restore();
      return;
    }
    ctx.globalCompositeOperation = 'source-over';
    for (const r of rects) {
      const x0 = Math.max(0, r.x0);
      const y0 = Math.max(0, r.y0);
      const rw = Math.min(w, r.x1) - x0;
      const rh = Math.min(h, r.y1) - y0;
      if (rw <= 0 || rh <= 0) continue;
      ctx.clearRect(x0, y0, rw, rh);
      for (const s of shown) ctx.drawImage(s as CanvasImageSource, x0, y0, rw, rh, x0, y0, rw, rh);
    }
    ctx.restore();
  }
}
