import { createContext, useContext, useEffect, useRef } from 'react';
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

/** The crop of the page around where a value was read, with the spot marked. */
export function PageThumbnail({ source, label }: { source: QcSource; label: string }) {
  const images = useContext(PageImagesContext);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!images || (!source.at && !source.rect)) return;
    let cancelled = false;
    images.page(source.file, source.page).then(
      (page) => {
        const target = canvas.current;
        const ctx = target?.getContext('2d');
        if (cancelled || !target || !ctx) return;
        const box = source.rect
          ? { x: source.rect.x - 12, y: source.rect.y - 12, width: source.rect.width + 24, height: source.rect.height + 24 }
          : { x: source.at!.x - POINT_WINDOW.width / 2, y: source.at!.y - POINT_WINDOW.height / 2, ...POINT_WINDOW };
        const scale = Math.min(WIDTH / box.width, HEIGHT / box.height);
        const dx = (WIDTH - box.width * scale) / 2;
        const dy = (HEIGHT - box.height * scale) / 2;
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, WIDTH, HEIGHT);
        ctx.drawImage(page, box.x, box.y, box.width, box.height, dx, dy, box.width * scale, box.height * scale);
        ctx.strokeStyle = '#d32f2f';
        ctx.lineWidth = 1.5;
        if (source.rect) {
          ctx.strokeRect(dx + 12 * scale, dy + 12 * scale, source.rect.width * scale, source.rect.height * scale);
        } else {
          ctx.beginPath();
          ctx.arc(WIDTH / 2, HEIGHT / 2, 5, 0, Math.PI * 2);
          ctx.stroke();
        }
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [images, source]);

  if (!source.at && !source.rect) return null;
  return <canvas ref={canvas} width={WIDTH} height={HEIGHT} className={styles.thumbnail} role="img" aria-label={label} />;
}
