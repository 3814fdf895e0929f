/**
 * Reads one pdf.js page into the vector index and its numeric labels. Takes the page and pdf.js's
 * OPS table from the caller, so the same code runs with the browser build and the node build.
 */
import { PDF_BASE_SCALE } from '../pages/pageSource';
import { buildGeometryIndex, type GeometryIndex, type Matrix, type OperatorList, type OpsTable } from './geometry';
import { labelsOf, pageTexts, type PageLabel, type PdfTextItem } from './axes';
import { findLegends, type PageText } from './legend';

export interface PdfPageLike {
  getViewport(options: { scale: number }): { transform: number[] };
  getOperatorList(): Promise<OperatorList>;
  getTextContent(): Promise<{ items: unknown[] }>;
}

export interface VectorPage {
  index: GeometryIndex;
  labels: PageLabel[];
  /** Every text run of the page, image coordinates (a survival graph's risk table is read from them). */
  texts: PageText[];
}

export const isTextItem = (it: unknown): it is PdfTextItem =>
  typeof it === 'object' && it !== null && typeof (it as PdfTextItem).str === 'string' && Array.isArray((it as PdfTextItem).transform);

/** The page's viewport transform at the digitizer's scale: PDF user space to image pixels. */
export const pageTransform = (page: PdfPageLike): Matrix => page.getViewport({ scale: PDF_BASE_SCALE }).transform as unknown as Matrix;

/** Operator list, OPS and viewport, gathered on the page's thread; the index is built from them. */
export async function readPageInputs(page: PdfPageLike): Promise<{ list: OperatorList; viewport: Matrix; texts: PdfTextItem[] }> {
  const [list, text] = await Promise.all([page.getOperatorList(), page.getTextContent()]);
  return { list: { fnArray: Array.from(list.fnArray), argsArray: Array.from(list.argsArray) }, viewport: pageTransform(page), texts: text.items.filter(isTextItem) };
}

/**
 * The index with the page's legends found (their symbols are kept out of the series a click
 * picks), the numeric texts that are not legend entries (the candidates for tick labels), and
 * all of the page's text runs.
 */
export function buildVectorPage(inputs: { list: OperatorList; viewport: Matrix; texts: PdfTextItem[] }, ops: OpsTable): VectorPage {
  const index = buildGeometryIndex(inputs.list, ops, inputs.viewport);
  const texts = pageTexts(inputs.texts, inputs.viewport);
  const legend = findLegends(index, texts);
  index.legendPathIds = legend.pathIds;
  const legendTexts = new Set(legend.texts);
  return { index, labels: labelsOf(texts.filter((_, i) => !legendTexts.has(i))), texts };
}
