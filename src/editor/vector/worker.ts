/**
 * Web Worker that builds a page's vector index off the main thread. The main thread hands it the
 * operator list, viewport and text pdf.js produced for the page; it answers with the index and
 * the numeric labels (structured-cloned).
 */
import type { Matrix, OperatorList, OpsTable } from './geometry';
import type { PdfTextItem } from './axes';
import { buildVectorPage, type VectorPage } from './readPage';

export interface VectorWorkerRequest {
  id: number;
  list: OperatorList;
  viewport: Matrix;
  texts: PdfTextItem[];
  ops: OpsTable;
}
export type VectorWorkerResponse = { id: number; page: VectorPage } | { id: number; error: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<VectorWorkerRequest>) => void) | null; postMessage(m: VectorWorkerResponse): void };
scope.onmessage = (e) => {
  const { id, list, viewport, texts, ops } = e.data;
  try {
    scope.postMessage({ id, page: buildVectorPage({ list, viewport, texts }, ops) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
