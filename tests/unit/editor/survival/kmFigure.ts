/** The Kaplan-Meier figures R drew as vector PDFs (tests/fixtures/survival/km-*), read as the editor reads a page. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDF_BASE_SCALE } from '../../../../src/editor/pages/pageSource';
import { opsTable } from '../../../../src/editor/vector/geometry';
import { buildVectorPage, readPageInputs, type PdfPageLike, type VectorPage } from '../../../../src/editor/vector/readPage';

/** Truth of the R figures (scripts/make-survival-vector-fixtures.R), as R computed it. */
export interface KmTruth {
  files: string[];
  x_ticks: number[];
  plot_pt: { origin: { x: number; y: number }; unit: { x: number; y: number } };
  arms: { name: string; color: string; n: number; events: number; median: number | null; corners: { time: number[]; surv: number[] }; censor_times: number[]; at_risk: number[] }[];
}
const DIR = join(process.cwd(), 'tests/fixtures/survival');
export const truth = JSON.parse(readFileSync(join(DIR, 'km-vector.json'), 'utf8')) as KmTruth;

export async function loadPage(file: string): Promise<VectorPage> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(join(DIR, file))), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    return buildVectorPage(await readPageInputs((await doc.getPage(1)) as unknown as PdfPageLike), opsTable(OPS as unknown as Record<string, number>));
  } finally {
    await doc.destroy();
  }
}

/** Where R put (time, survival) on the page, image pixels. */
export const toPx = (time: number, surv: number) => {
  const { origin, unit } = truth.plot_pt;
  return { x: (origin.x + (time / 30) * (unit.x - origin.x)) * PDF_BASE_SCALE, y: (origin.y + surv * (unit.y - origin.y)) * PDF_BASE_SCALE };
};
