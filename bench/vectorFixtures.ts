/**
 * The Vega-Lite fixtures (tests/fixtures/vega) read in node: a page's vector index and labels,
 * and the full extraction scored against the sidecar's ground truth.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { opsTable } from '../src/editor/vector/geometry';
import { buildVectorPage, readPageInputs, type PdfPageLike, type VectorPage } from '../src/editor/vector/readPage';
import { extractSeries } from '../src/editor/vector/evaluate';

export const VEGA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'fixtures', 'vega');
export const VEGA_FIXTURES = ['line', 'scatter', 'bar', 'log', 'rotated'] as const;

export interface VegaSidecar {
  name: string;
  kind: 'line' | 'scatter' | 'bar';
  axesType: 'xy' | 'bar';
  log: { x: boolean; y: boolean };
  rotated: boolean;
  range: { x: [number, number]; y: [number, number] };
  images: {
    file: string;
    mimeType: string;
    ticks: { label: string; value: number; px: number; py: number }[];
    series: { name: string; color: string; points: { x: number | string; y: number; px: number; py: number }[] }[];
  }[];
}

export const readSidecar = (name: string): VegaSidecar => JSON.parse(readFileSync(join(VEGA_DIR, `${name}.json`), 'utf8')) as VegaSidecar;

export async function loadVectorPage(file: string): Promise<VectorPage> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(join(VEGA_DIR, file))), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const page = await doc.getPage(1);
    return buildVectorPage(await readPageInputs(page as unknown as PdfPageLike), opsTable(OPS as unknown as Record<string, number>));
  } finally {
    await doc.destroy();
  }
}

export interface SeriesScore {
  series: string;
  kind: string | null;
  expected: number;
  found: number;
  /** Errors as fractions of the axis range (log axes: of the decades spanned). */
  errors: number[];
}

export interface FixtureScore {
  name: string;
  axesType: string;
  log: { x: boolean; y: boolean };
  proposed: boolean;
  series: SeriesScore[];
  ms: number;
}

/**
 * Calibrates from the proposed ticks, clicks each series once, and scores the values. Line charts
 * are clicked on the line between the first two data (picking the line, not a marker on it);
 * scatter and bar charts on their first datum. `target: 'markers'` clicks line charts' markers.
 */
export async function scoreVectorFixture(name: string, target: 'default' | 'markers' = 'default'): Promise<FixtureScore> {
  const side = readSidecar(name);
  const img = side.images.find((i) => i.mimeType === 'application/pdf')!;
  const t0 = performance.now();
  const page = await loadVectorPage(img.file);
  const onLine = side.kind === 'line' && target === 'default';
  const clicks = img.series.map(({ points: [a, b] }) => (onLine ? { x: (a!.px + b!.px) / 2, y: (a!.py + b!.py) / 2 } : { x: a!.px, y: a!.py }));
  const result = extractSeries(page, clicks);
  const ms = performance.now() - t0;
  const span = (r: [number, number], log: boolean) => (log ? Math.log10(r[1]) - Math.log10(r[0]) : r[1] - r[0]);
  const err = (a: number, b: number, r: [number, number], log: boolean) => Math.abs(log ? Math.log10(a) - Math.log10(b) : a - b) / span(r, log);
  const series: SeriesScore[] = img.series.map((s, k) => {
    const got = result?.series[k];
    const errors: number[] = [];
    let found = 0;
    if (got) {
      // Each datum against its nearest extracted value: the extractor's order is not assumed.
      for (const p of s.points) {
        let best = Infinity;
        for (const v of got.values) {
          const e = side.axesType === 'bar' ? err(v[0]!, p.y, side.range.y, side.log.y) : Math.max(err(v[0]!, p.x as number, side.range.x, side.log.x), err(v[1]!, p.y, side.range.y, side.log.y));
          if (e < best) best = e;
        }
        errors.push(best);
        if (best < 1e-9) found++;
      }
    }
    return { series: s.name, kind: got?.picked.kind ?? null, expected: s.points.length, found: got && got.values.length === s.points.length ? found : Math.min(found, got?.values.length ?? 0), errors };
  });
  return { name, axesType: result?.proposal.axesType ?? 'none', log: { x: !!result?.proposal.logX, y: !!result?.proposal.logY }, proposed: !!result, series, ms };
}
