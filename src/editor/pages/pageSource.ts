import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { Size } from '../engine/viewTransform';
import { InvalidFileError, InvalidPageError } from './errors';
import { detectFileType, type SupportedMimeType } from './fileType';

/** PDF pages are laid out at this many image pixels per PDF point: the page's image coordinates. */
export const PDF_BASE_SCALE = 3;
/** Once zoomed past 1, pages are rendered this sharp. */
export const PDF_HIGH_SCALE = 6;

/** A document the host hands to the digitizer. */
export interface DigitizerFile {
  /** Stable identity, used by the model to say which file an axes belongs to. */
  id: string;
  name: string;
  data: Blob | ArrayBuffer | Uint8Array;
  /** The declared MIME type; the content decides. */
  type?: string;
}

export interface RenderedPage {
  canvas: HTMLCanvasElement;
  /** Image units per canvas pixel (1 for images, 3/6 for a PDF page rendered at scale 6). */
  imageUnitsPerPixel: number;
  /** The page in image coordinates. */
  size: Size;
  /** The render scale used (PDF points to canvas pixels); 1 for images. */
  scale: number;
}

export interface PageSource {
  readonly file: DigitizerFile;
  readonly mimeType: SupportedMimeType;
  readonly pageCount: number;
  /** The page's size in image coordinates. */
  pageSize(pageIndex: number): Promise<Size>;
  /** Draw the page; `high` asks for the sharper rendering used above zoom 1. */
  render(pageIndex: number, quality: 'low' | 'high'): Promise<RenderedPage>;
  /** The pdf.js page for the text layer; null for images. */
  pdfPage(pageIndex: number): Promise<PDFPageProxy | null>;
  destroy(): void;
}

async function bytesOf(data: DigitizerFile['data']): Promise<Uint8Array> {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(await data.arrayBuffer());
}

function checkPage(pageIndex: number, pageCount: number): void {
  if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= pageCount) throw new InvalidPageError();
}

/** Open a PDF or image; throws InvalidFileError for anything else or for unreadable content. */
export async function openPageSource(file: DigitizerFile): Promise<PageSource> {
  const bytes = await bytesOf(file.data);
  const mimeType = detectFileType(bytes.subarray(0, 1024), file.type);
  if (!mimeType) throw new InvalidFileError(file.name);
  try {
    return mimeType === 'application/pdf' ? await openPdf(file, bytes) : await openImage(file, bytes, mimeType);
  } catch (error) {
    throw new InvalidFileError(file.name, error);
  }
}

async function openPdf(file: DigitizerFile, bytes: Uint8Array): Promise<PageSource> {
  const [{ getDocument }, { ensurePdfWorker }] = await Promise.all([import('pdfjs-dist'), import('./pdfWorker')]);
  ensurePdfWorker();
  // pdf.js transfers the buffer to its worker; a copy keeps the host's bytes usable.
  const doc: PDFDocumentProxy = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  const pages = new Map<number, Promise<PDFPageProxy>>();
  const page = (i: number) => {
    checkPage(i, doc.numPages);
    let p = pages.get(i);
    if (!p) pages.set(i, (p = doc.getPage(i + 1)));
    return p;
  };
  return {
    file,
    mimeType: 'application/pdf',
    pageCount: doc.numPages,
    async pageSize(i) {
      const vp = (await page(i)).getViewport({ scale: PDF_BASE_SCALE });
      return { width: vp.width, height: vp.height };
    },
    async render(i, quality) {
      const p = await page(i);
      const scale = quality === 'high' ? PDF_HIGH_SCALE : PDF_BASE_SCALE;
      const viewport = p.getViewport({ scale });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const ctx = canvas.getContext('2d')!;
      // Transparent PDFs would show the canvas backdrop; papers are printed on white.
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      await p.render({ canvas, canvasContext: ctx, viewport }).promise;
      const base = p.getViewport({ scale: PDF_BASE_SCALE });
      return {
        canvas,
        scale,
        imageUnitsPerPixel: PDF_BASE_SCALE / scale,
        size: { width: base.width, height: base.height },
      };
    },
    pdfPage: page,
    destroy() {
      void doc.destroy();
    },
  };
}

async function openImage(file: DigitizerFile, bytes: Uint8Array, mimeType: SupportedMimeType): Promise<PageSource> {
  const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type: mimeType }));
  const size = { width: bitmap.width, height: bitmap.height };
  let canvas: HTMLCanvasElement | null = null;
  return {
    file,
    mimeType,
    pageCount: 1,
    async pageSize(i) {
      checkPage(i, 1);
      return size;
    },
    async render(i) {
      checkPage(i, 1);
      if (!canvas) {
        canvas = document.createElement('canvas');
        canvas.width = size.width;
        canvas.height = size.height;
        canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
      }
      return { canvas, scale: 1, imageUnitsPerPixel: 1, size };
    },
    async pdfPage(i) {
      checkPage(i, 1);
      return null;
    },
    destroy() {
      bitmap.close();
    },
  };
}
