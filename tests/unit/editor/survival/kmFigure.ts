/** The Kaplan-Meier figures R drew as vector PDFs (tests/fixtures/survival/km-*), read as the editor reads a page. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDF_BASE_SCALE } from '../../../../src/editor/pages/pageSource';
import { opsTable } from '../../../../src/editor/vector/geometry';
import { buildVectorPage, readPageInputs, type PdfPageLike, type VectorPage } from '../../../../src/editor/vector/readPage';

/**
 * Truth of one writer's figures of the trial (scripts/make-survival-vector-fixtures.R for R base
 * graphics, scripts/make-survival-ggplot-fixtures.R for ggplot2), as R computed it.
 */
export interface KmTruth {
  writer?: string;
  files: string[];
  rasters: { file: string; dpi: number }[];
  x_ticks: number[];
  plot_pt: { origin: { x: number; y: number }; unit: { x: number; y: number } };
  arms: { name: string; color: string; n: number; events: number; median: number | null; corners: { time: number[]; surv: number[] }; censor_times: number[]; at_risk: number[] }[];
  cox_hr: number;
}
const DIR = join(process.cwd(), 'tests/fixtures/survival');
const readTruth = (file: string) => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as KmTruth;
/** R base graphics: plot(survfit(...), mark.time = TRUE). */
export const truth = readTruth('km-vector.json');
/** ggplot2: geom_step and geom_point(shape = 3), the table as text under the axis. */
export const ggplotTruth = readTruth('km-ggplot.json');
/** Both writers, by name. */
export const writers = [
  ['R base', truth],
  ['ggplot2', ggplotTruth],
] as const;

export async function loadPage(file: string): Promise<VectorPage> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(join(DIR, file))), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    return buildVectorPage(await readPageInputs((await doc.getPage(1)) as unknown as PdfPageLike), opsTable(OPS as unknown as Record<string, number>));
  } finally {
    await doc.destroy();
  }
}

/** Where a writer put (time, survival) on the page, image pixels. */
export const toPxOf =
  (of: KmTruth) =>
  (time: number, surv: number): { x: number; y: number } => {
    const { origin, unit } = of.plot_pt;
    return { x: (origin.x + (time / 30) * (unit.x - origin.x)) * PDF_BASE_SCALE, y: (origin.y + surv * (unit.y - origin.y)) * PDF_BASE_SCALE };
  };
/** Where R base graphics put (time, survival) on the page, image pixels. */
export const toPx = toPxOf(truth);
