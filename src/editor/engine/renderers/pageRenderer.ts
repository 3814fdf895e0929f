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
 * The page raster on its own canvas at the bottom of the stack. It is drawn only when the view
 * changes: a pan by whole device pixels moves what is drawn and draws the uncovered strips.
 */
export class PageRenderer {
  private page: PageImage | null = null;
  private drawnWith: { m: Affine; dpr: number } | null = null;
  private scratch: ScratchCanvas | null = null;

  constructor(
    readonly canvas: DrawingCanvas,
    private readonly makeScratch: (width: number, height: number) => ScratchCanvas = offscreen,
  ) {}

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
        // Through a scratch canvas: drawing a canvas onto itself makes a software canvas snapshot
        // its whole bitmap first, several times slower than two plain copies.
        if (!this.scratch || this.scratch.width !== w || this.scratch.height !== h) this.scratch = this.makeScratch(w, h);
        const scratch = this.scratch.getContext('2d')!;
        scratch.globalCompositeOperation = 'copy';
        scratch.drawImage(this.canvas, 0, 0);
        const ctx = this.ctx;
        ctx.save();
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.globalCompositeOperation = 'copy';
        ctx.drawImage(this.scratch as unknown as CanvasImageSource, dx, dy);
        ctx.restore();
        this.draw(m, dpr, exposedStrips(w, h, dx, dy));
        return 'scrolled';
      }
    }
    this.draw(m, dpr);
    return 'drawn';
  }
}
