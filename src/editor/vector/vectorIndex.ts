/**
 * The vector index of a PDF page, built once per page in a Web Worker (worker.ts) and kept.
 * pdf.js produces the operator list and text on its own worker; this one turns them into the
 * geometry index so the main thread never walks thousands of operators.
 */
import type { PDFPageProxy } from 'pdfjs-dist';
import { opsTable, type OpsTable } from './geometry';
import { readPageInputs, type PdfPageLike, type VectorPage } from './readPage';
import type { VectorWorkerRequest, VectorWorkerResponse } from './worker';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (p: VectorPage) => void; reject: (e: Error) => void }>();
const cache = new WeakMap<PDFPageProxy, Promise<VectorPage>>();

function vectorWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<VectorWorkerResponse>) => {
    const w = waiting.get(e.data.id);
    if (!w) return;
    waiting.delete(e.data.id);
    if ('error' in e.data) w.reject(new Error(e.data.error));
    else w.resolve(e.data.page);
  };
  return worker;
}

/** The page's vector index; the same promise for the same page. */
export function vectorPageOf(page: PDFPageProxy): Promise<VectorPage> {
  const known = cache.get(page);
  if (known) return known;
  const built = (async () => {
    const [{ OPS }, inputs] = await Promise.all([import('pdfjs-dist'), readPageInputs(page as unknown as PdfPageLike)]);
    const id = nextId++;
    // Only the arguments the reader uses cross to the worker, path data as plain arrays; the rest
    // (images, fonts, patterns) may not clone and is not needed.
    const ops = opsTable(OPS as unknown as Record<string, number>);
    const used = new Set<number>(Object.values(ops).filter((v): v is number => typeof v === 'number'));
    const plain = (v: unknown): unknown => (ArrayBuffer.isView(v) ? Array.from(v as unknown as ArrayLike<number>) : Array.isArray(v) ? v.map(plain) : v);
    const argsArray = Array.from(inputs.list.fnArray, (fn, i) => (used.has(fn) ? plain(inputs.list.argsArray[i]) : null));
    const request: VectorWorkerRequest = { id, list: { fnArray: inputs.list.fnArray, argsArray }, viewport: inputs.viewport, texts: inputs.texts.map(({ str, transform, width, height }) => ({ str, transform, width, height })), ops };
    return new Promise<VectorPage>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      vectorWorker().postMessage(request);
    });
  })();
  cache.set(page, built);
  return built;
}
