import type { Affine } from '../viewTransform';
import { exposedStrips, type PixelRect } from './markerBuffer';
import { context2d, type DrawingCanvas } from './underlayRenderer';

/** A rendered page: its canvas and how many image units one of its pixels spans. */
export interface PageImage {
  canvas: HTMLCanvasElement;
  imageUnitsPerPixel: number;
}

/** A canvas the size of the view to move drawn pixels through. */
export type ScratchCanvas = Pick<OffscreenCanvas, 'width' | 'height'> & { getContext(kind: '2d'): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null };

const offscreen = (width: number, height: number): ScratchCanvas => new OffscreenCanvas(width, height);

/**
 * The page raster drawn for the view, off screen, at the bottom of the underlay. It is drawn only
 * when the view changes: a pan by whole device pixels moves what is drawn onto a second canvas,
 * which then becomes the one shown, and draws the uncovered strips.
 */
export class PageRenderer {
  private page: PageImage | null = null;
  private drawnWith: { m: Affine; dpr: number } | null = null;
  private front: DrawingCanvas;
  private back: DrawingCanvas | null = null;

  constructor(
    canvas: DrawingCanvas,
    private readonly makeScratch: (width: number, height: number) => ScratchCanvas = offscreen,
  ) {
    this.front = canvas;
  }

  /** The canvas that holds the page as drawn for the view (it alternates between two on pans). */
  get canvas(): DrawingCanvas {
    return this.front;
  }

  private get ctx(): CanvasRenderingContext2D {
    return context2d(this.canvas);
  }

  setPage(page: PageImage | null): void {
    this.page = page;
    this.drawnWith = null;
  }

  /** Size the canvas to the viewport in device pixels (clearing it when the size changes). */
  resize(width: number, height: number): void {
    if (this.canvas.width === width && this.canvas.height === height) return;
    this.canvas.width = width;
    this.canvas.height = height;
    this.drawnWith = null;
  }

  /** Draw the page with `m` (image coordinates to CSS pixels), inside `clip` device pixels when given. */
  draw(m: Affine, dpr: number, clip?: readonly PixelRect[]): void {
    const ctx = this.ctx;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (clip) {
      ctx.beginPath();
      for (const r of clip) ctx.rect(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
      ctx.clip();
      for (const r of clip) ctx.clearRect(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
    } else {
      ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    }
    const page = this.page;
    if (page) {
      const k = page.imageUnitsPerPixel;
      ctx.setTransform(m.a * dpr * k, m.b * dpr * k, m.c * dpr * k, m.d * dpr * k, m.tx * dpr, m.ty * dpr);
      ctx.imageSmoothingEnabled = true;
      ctx.imageSmoothingQuality = 'low';
      ctx.drawImage(page.canvas, 0, 0);
    }
    ctx.restore();
    this.drawnWith = { m: { ...m }, dpr };
  }

  /** Follow the view: move the drawn page on a pan by whole device pixels, else draw it anew. */
  update(m: Affine, dpr: number): 'unchanged' | 'scrolled' | 'drawn' {
    const was = this.drawnWith;
    if (was && was.dpr === dpr && was.m.a === m.a && was.m.b === m.b && was.m.c === m.c && was.m.d === m.d) {
      const fx = (m.tx - was.m.tx) * dpr;
      const fy = (m.ty - was.m.ty) * dpr;
      const dx = Math.round(fx);
      const dy = Math.round(fy);
      const { width: w, height: h } = this.canvas;
      if (Math.abs(fx - dx) <= 1e-6 && Math.abs(fy - dy) <= 1e-6 && Math.abs(dx) < w && Math.abs(dy) < h) {
        if (!dx && !dy) return 'unchanged';
        // Onto the other canvas, which becomes the one shown: drawing a canvas onto itself makes a
        // software canvas snapshot its whole bitmap first, several times slower than one plain copy.
        let back = this.back;
        if (!back) back = this.makeScratch(w, h) as unknown as DrawingCanvas;
        else if (back.width !== w || back.height !== h) {
          back.width = w;
          back.height = h;
        }
        const ctx = context2d(back);
        ctx.save();
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.globalCompositeOperation = 'copy';
        ctx.drawImage(this.front as CanvasImageSource, dx, dy);
        ctx.restore();
        this.back = this.front;
        this.front = back;
        this.draw(m, dpr, exposedStrips(w, h, dx, dy));
        return 'scrolled';
      }
    }
    this.draw(m, dpr);
    return 'drawn';
  }
}
