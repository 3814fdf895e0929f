import clsx from 'clsx';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { openPageSource, type DigitizerFile, type PageSource } from '../../editor/pages/pageSource';
import type { QcSource } from './qcTypes';
import * as styles from './QualityControl.css';

/**
 * Rendered pages of the paper's files, each drawn once and shared by every thumbnail of the page.
 * Pages render at the editor's base scale, where one canvas pixel is one image pixel: the unit of
 * every stored point and text rectangle.
 */
export class PageImages {
  private sources = new Map<number, Promise<PageSource>>();
  private pages = new Map<string, Promise<HTMLCanvasElement>>();

  constructor(private readonly files: readonly DigitizerFile[]) {}

  page(file: number, page: number): Promise<HTMLCanvasElement> {
    const key = `${file}:${page}`;
    let found = this.pages.get(key);
    if (!found) {
      const f = this.files[file];
      if (!f) return Promise.reject(new Error('No such file'));
      let source = this.sources.get(file);
      if (!source) {
        // pdf.js may take over the bytes it is given: the viewer keeps its own.
        source = openPageSource({ ...f, data: f.data instanceof Uint8Array ? f.data.slice() : f.data });
        this.sources.set(file, source);
      }
      found = source.then((s) => s.render(page - 1, 'low')).then((r) => r.canvas);
      this.pages.set(key, found);
    }
    return found;
  }

  destroy() {
    for (const s of this.sources.values()) void s.then((x) => x.destroy(), () => undefined);
    this.sources.clear();
    this.pages.clear();
  }
}

export const PageImagesContext = createContext<PageImages | null>(null);

const WIDTH = 96;
const HEIGHT = 64;
/** Image pixels around a point shown in its thumbnail. */
const POINT_WINDOW = { width: 180, height: 120 };

/** Margin around a text selection in the thumbnail, in thumbnail pixels. */
const TEXT_MARGIN = 4;

/**
 * Where a text selection's thumbnail looks, in image pixels, and its scale: the text at a size that
 * can be read (its line at most half the thumbnail's height, at most twice its size on the page).
 * A selection that fits is centred; a longer one shows its start, where the reader begins.
 */
export function textWindow(rect: { x: number; y: number; width: number; height: number }): { x: number; y: number; scale: number } {
  const readable = Math.min(2, HEIGHT / 2 / Math.max(rect.height, 1));
  const whole = Math.min((WIDTH - 2 * TEXT_MARGIN) / Math.max(rect.width, 1), (HEIGHT - 2 * TEXT_MARGIN) / Math.max(rect.height, 1));
  const scale = Math.max(Math.min(whole, 2), readable);
  const fits = rect.width * scale <= WIDTH - 2 * TEXT_MARGIN;
  const x = fits ? rect.x + rect.width / 2 - WIDTH / 2 / scale : rect.x - TEXT_MARGIN / scale;
  return { x, y: rect.y + rect.height / 2 - HEIGHT / 2 / scale, scale };
}

/** The crop of the page around where a value was read, with the spot marked. */
export function PageThumbnail({ source, label, className }: { source: QcSource; label: string; className?: string }) {
  const images = useContext(PageImagesContext);
  const canvas = useRef<HTMLCanvasElement>(null);
  // Until its page is drawn the thumbnail says it is loading, as the figures do: screenshots wait for it.
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (!images || (!source.at && !source.rect)) return;
    let cancelled = false;
    images.page(source.file, source.page).then(
      (page) => {
        const target = canvas.current;
        const ctx = target?.getContext('2d');
        if (cancelled || !target || !ctx) return;
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, WIDTH, HEIGHT);
        ctx.strokeStyle = '#d32f2f';
        ctx.lineWidth = 1.5;
        if (source.rect) {
          const box = textWindow(source.rect);
          ctx.drawImage(page, box.x, box.y, WIDTH / box.scale, HEIGHT / box.scale, 0, 0, WIDTH, HEIGHT);
          const r = source.rect;
          ctx.strokeRect((r.x - box.x) * box.scale, (r.y - box.y) * box.scale, r.width * box.scale, r.height * box.scale);
        } else {
          const box = { x: source.at!.x - POINT_WINDOW.width / 2, y: source.at!.y - POINT_WINDOW.height / 2, ...POINT_WINDOW };
          const scale = Math.min(WIDTH / box.width, HEIGHT / box.height);
          ctx.drawImage(page, box.x, box.y, box.width, box.height, (WIDTH - box.width * scale) / 2, (HEIGHT - box.height * scale) / 2, box.width * scale, box.height * scale);
          ctx.beginPath();
          ctx.arc(WIDTH / 2, HEIGHT / 2, 5, 0, Math.PI * 2);
          ctx.stroke();
        }
        setDrawn(true);
      },
      () => {
        if (!cancelled) setDrawn(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [images, source]);

  if (!source.at && !source.rect) return null;
  return <canvas ref={canvas} width={WIDTH} height={HEIGHT} className={clsx(styles.thumbnail, className)} role="img" aria-label={label} data-page-state={images && !drawn ? 'loading' : 'ready'} />;
}
