import { GlobalWorkerOptions } from 'pdfjs-dist';
// Vite copies the worker next to the bundle and gives its URL; pdf.js starts it as a module worker.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** Point pdf.js at its worker once, before the first document is opened. */
export function ensurePdfWorker(): void {
  if (!GlobalWorkerOptions.workerSrc && !GlobalWorkerOptions.workerPort) GlobalWorkerOptions.workerSrc = workerUrl;
}
