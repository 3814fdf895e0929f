/**
 * The foreign-writer corpus (tests/fixtures/foreign, drawn by scripts/make-foreign-fixtures.py
 * with matplotlib, R base graphics, ggplot2 through pdf() and cairo_pdf(), gnuplot, pgfplots and
 * LibreOffice Calc; line, scatter, bar, log, lines with markers, stacked bars and date axes)
 * read and scored as a user would use it: vector, calibrate from the proposed ticks and click each
 * series once; raster, run the automatic algorithm for the chart's kind with the series colour.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDF_BASE_SCALE } from '../src/editor/pages/pageSource';
import { opsTable } from '../src/editor/vector/geometry';
import { buildVectorPage, readPageInputs, type PdfPageLike, type VectorPage } from '../src/editor/vector/readPage';
import { extractSeries } from '../src/editor/vector/evaluate';
import { pickSeries } from '../src/editor/vector/snap';
import { proposeCalibration } from '../src/editor/vector/axes';
import { calibrateAxes } from '../src/editor/core/calibration';
import type { MaskStroke } from '../src/editor/auto/userMask';
import { runAutoExtraction } from '../src/editor/auto/run';
import { DEFAULT_AUTO_SETTINGS, requestOf, type AutoSettings } from '../src/editor/panels/auto/autoSettings';
import { decodeImage } from '../scripts/raster-charts';

export const FOREIGN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'fixtures', 'foreign');

export type ForeignKind = 'line' | 'scatter' | 'bar' | 'log' | 'linespoints' | 'stackedbar' | 'dates';

export interface ForeignTruth {
  name: string;
  writer: string;
  kind: ForeignKind;
  axesType: 'xy' | 'bar';
  log: { x: boolean; y: boolean };
  /** Axes of calendar dates: their values are ISO dates ('2021-01-15'), read as milliseconds since 1970 UTC. */
  dates?: { x: boolean; y: boolean };
  pageSize: [number, number];
  legend: 'inside' | 'outside';
  range: { x: [number, number] | [string, string] | null; y: [number, number] };
  categories: string[] | null;
  pdf: string;
  images: string[];
  series: {
    name: string;
    color: string;
    shape: 'circle' | 'square' | 'triangle' | null;
    filled: boolean | null;
    /**
     * `pt`: the datum on the page in PDF points from the top-left corner, as the writer maps it.
     * Stacked bars: `y` is the segment's top (the cumulative value, what a point on it reads) and
     * `value` the segment's own.
     */
    points: { x: number | string; y: number; value?: number; pt: [number, number] }[];
  }[];
}

export const foreignFixtures = (): string[] =>
  readdirSync(FOREIGN_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();

export const readTruth = (name: string): ForeignTruth => JSON.parse(readFileSync(join(FOREIGN_DIR, `${name}.json`), 'utf8')) as ForeignTruth;

/** An x value of the truth as the calibration reads it: numbers as they are, ISO dates as milliseconds since 1970 UTC. */
export const xValue = (x: number | string): number => (typeof x === 'number' ? x : Date.parse(`${x}T00:00:00Z`));

const xRange = (truth: ForeignTruth): [number, number] => [xValue(truth.range.x![0]), xValue(truth.range.x![1])];

export async function loadForeignPage(name: string): Promise<VectorPage> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(join(FOREIGN_DIR, `${name}.pdf`))), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const page = await doc.getPage(1);
    return buildVectorPage(await readPageInputs(page as unknown as PdfPageLike), opsTable(OPS as unknown as Record<string, number>));
  } finally {
    await doc.destroy();
  }
}

/** A datum's position in an image drawn at `scale` pixels per PDF point. */
export const datumPx = (p: { pt: [number, number] }, scale = PDF_BASE_SCALE) => ({ x: p.pt[0] * scale, y: p.pt[1] * scale });

/**
 * Where a user clicks to pick a series: on the line between its first two data (line, log and
 * date charts), on the first marker (scatter, lines with markers), inside the first bar halfway
 * down (a stacked segment: halfway between its top and the top of the segment below).
 */
export function clickFor(truth: ForeignTruth, k: number, target: 'line' | 'markers' = 'markers', scale = PDF_BASE_SCALE): { x: number; y: number } {
  const pts = truth.series[k]!.points;
  const a = datumPx(pts[0]!, scale);
  if (truth.kind === 'line' || truth.kind === 'dates' || (truth.kind === 'log' && target === 'line') || (truth.kind === 'linespoints' && target === 'line')) {
    const b = datumPx(pts[1]!, scale);
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  }
  if (truth.kind === 'bar') {
    // Halfway between the bar's top and the axis at value 0 (the lowest y of the range).
    const base = baselinePx(truth, scale);
    return { x: a.x, y: (a.y + base) / 2 };
  }
  if (truth.kind === 'stackedbar') {
    // Halfway between the segment's top and its bottom: the top of the segment below, or the axis.
    const bottom = k > 0 ? datumPx(truth.series[k - 1]!.points[0]!, scale).y : baselinePx(truth, scale);
    return { x: a.x, y: (a.y + bottom) / 2 };
  }
  return a;
}

function baselinePx(truth: ForeignTruth, scale: number): number {
  // Two data of different values give the value axis' scale; the baseline is value range.y[0].
  const all = truth.series.flatMap((s) => s.points);
  const p = all[0]!;
  const q = all.find((r) => r.y !== p.y)!;
  const per = (q.pt[1] - p.pt[1]) / (q.y - p.y);
  return (p.pt[1] + (truth.range.y[0] - p.y) * per) * scale;
}

export interface ForeignVectorScore {
  name: string;
  writer: string;
  kind: ForeignKind;
  /** A proposal was made, of the right type and log flags, mapping the data within 1e-4 of the range. */
  calibrationCorrect: boolean;
  proposal: string;
  series: {
    series: string;
    picked: string | null;
    expected: number;
    /** Data matched by a picked value within the tolerance. */
    found: number;
    /** Picked values matching no datum (legend symbols and keys taken as data, among others). */
    extra: number;
    errors: number[];
  }[];
  ms: number;
}

/**
 * Tolerance of a vector value, as a fraction of the axis range: the writers round coordinates to
 * 0.01 pt at best (R's pdf(), gnuplot's terminal units), about 5e-5 of a 200 pt axis; cairo
 * and matplotlib write more digits.
 */
export const VECTOR_TOLERANCE = 2e-4;

const span = (r: [number, number], log: boolean) => (log ? Math.log10(r[1]) - Math.log10(r[0]) : r[1] - r[0]);
const relErr = (a: number, b: number, r: [number, number], log: boolean) => Math.abs(log ? Math.log10(a) - Math.log10(b) : a - b) / span(r, log);

/** The error of an extracted value against a datum, as a fraction of the range (the larger of x and y on XY axes). */
function datumError(truth: ForeignTruth, v: readonly number[], d: { x: number | string; y: number }): number {
  if (truth.axesType === 'bar') return relErr(v[0]!, d.y, truth.range.y, truth.log.y);
  return Math.max(relErr(v[0]!, xValue(d.x), xRange(truth), truth.log.x), relErr(v[1]!, d.y, truth.range.y, truth.log.y));
}

export async function scoreForeignVector(name: string, target: 'line' | 'markers' = 'markers'): Promise<ForeignVectorScore> {
  const truth = readTruth(name);
  const t0 = performance.now();
  const page = await loadForeignPage(name);
  const clicks = truth.series.map((_, k) => clickFor(truth, k, target));
  let result: ReturnType<typeof extractSeries> = null;
  let proposal = 'none';
  try {
    result = extractSeries(page, clicks);
  } catch {
    // The proposal's points do not make a calibration (the dialog refuses them).
    const p = proposeCalibration(page.index, page.labels);
    proposal = `${p?.axesType ?? ''} refused`;
  }
  const ms = performance.now() - t0;
  let calibrationCorrect = false;
  if (result) {
    const p = result.proposal;
    proposal = `${p.axesType}${p.logX ? ' logX' : ''}${p.logY ? ' logY' : ''}`;
    const typeOk = p.axesType === truth.axesType && p.logY === truth.log.y && p.logX === truth.log.x;
    const mapsData = truth.series.every((s) =>
      s.points.every((d) => {
        if (truth.axesType === 'bar') return true;
        const px = datumPx(d);
        return datumError(truth, result.calibration.pixelToData(px.x, px.y), d) < 1e-4;
      }),
    );
    calibrationCorrect = typeOk && mapsData;
  }
  // Without a proposal the picks are still scored, read through the truth's calibration.
  const fallback = result ? null : calibrateAxes(truth.axesType, truthCalibration(truth, PDF_BASE_SCALE), truth.axesType === 'bar' ? { log: truth.log.y } : { logY: truth.log.y });
  const series = truth.series.map((s, k) => {
    const picked = result ? null : pickSeries(page.index, clicks[k]!.x, clicks[k]!.y, 6);
    const got = result?.series[k] ?? (picked && fallback ? { picked, values: picked.points.map((p) => fallback.pixelToData(p.x, p.y)) } : null);
    const errors: number[] = [];
    let found = 0;
    let extra = 0;
    if (got) {
      for (const d of s.points) {
        let best = Infinity;
        for (const v of got.values) best = Math.min(best, datumError(truth, v, d));
        errors.push(best);
        if (best < VECTOR_TOLERANCE) found++;
      }
      extra = got.values.filter((v) => !s.points.some((d) => datumError(truth, v, d) < 1e-2)).length;
    }
    return { series: s.name, picked: got?.picked.kind ?? null, expected: s.points.length, found, extra, errors };
  });
  return { name, writer: truth.writer, kind: truth.kind, calibrationCorrect, proposal, series, ms };
}

/** A vector figure meets the goal: calibration proposed correctly, every datum within tolerance, nothing extra. */
export const meetsVectorGoal = (s: ForeignVectorScore) => s.calibrationCorrect && s.series.every((x) => x.found === x.expected && x.extra === 0);

export interface ForeignRasterScore {
  name: string;
  image: string;
  series: string;
  algorithm: AutoSettings['algorithm'];
  found: number;
  expected: number;
  extra: number;
  errors: number[];
  ms: number;
}

/** Calibration points from the truth: the data at the extremes of each axis, at their pixels. */
function truthCalibration(truth: ForeignTruth, scale: number) {
  const all = truth.series.flatMap((s) => s.points);
  if (truth.axesType === 'bar') {
    const lo = all.reduce((a, b) => (b.y < a.y ? b : a));
    const hi = all.reduce((a, b) => (b.y > a.y ? b : a));
    return [lo, hi].map((d) => ({ px: d.pt[0] * scale, py: d.pt[1] * scale, dx: 0, dy: d.y }));
  }
  const by = (f: (d: (typeof all)[number]) => number, max: boolean) => all.reduce((a, b) => ((max ? f(b) > f(a) : f(b) < f(a)) ? b : a));
  const x1 = by((d) => xValue(d.x), false);
  const x2 = by((d) => xValue(d.x), true);
  const y1 = by((d) => d.y, false);
  const y2 = by((d) => d.y, true);
  // Axis-aligned: the x points share one row, the y points one column.
  const row = y1.pt[1] * scale;
  const col = x1.pt[0] * scale;
  return [
    { px: x1.pt[0] * scale, py: row, dx: xValue(x1.x), dy: 0 },
    { px: x2.pt[0] * scale, py: row, dx: xValue(x2.x), dy: 0 },
    { px: col, py: y1.pt[1] * scale, dx: 0, dy: y1.y },
    { px: col, py: y2.pt[1] * scale, dx: 0, dy: y2.y },
  ];
}

const polylineAt = (data: readonly { x: number; y: number }[], x: number, log: boolean): number => {
  for (let i = 1; i < data.length; i++) {
    const a = data[i - 1]!;
    const b = data[i]!;
    if (x >= a.x - 1e-9 && x <= b.x + 1e-9) {
      const t = b.x === a.x ? 0 : (x - a.x) / (b.x - a.x);
      return log ? 10 ** (Math.log10(a.y) + t * (Math.log10(b.y) - Math.log10(a.y))) : a.y + t * (b.y - a.y);
    }
  }
  return NaN;
};

/**
 * One raster image of a figure, every series with the algorithm of its kind and the settings a
 * user gets after picking the series colour (threshold and sizes at their defaults, scaled with
 * the resolution), inside a box over the data (a user's box that keeps the legend out when it
 * lies outside the plot).
 */
export async function scoreForeignRaster(name: string, image: string): Promise<ForeignRasterScore[]> {
  const truth = readTruth(name);
  const dpi = Number(/(\d+)dpi/.exec(image)![1]);
  const scale = dpi / 72;
  const raster = await decodeImage(readFileSync(join(FOREIGN_DIR, image)));
  const calibrationPoints = truthCalibration(truth, scale);
  const calibration = calibrateAxes(truth.axesType, calibrationPoints, truth.axesType === 'bar' ? { log: truth.log.y } : { logY: truth.log.y });
  const all = truth.series.flatMap((s) => s.points.map((p) => datumPx(p, scale)));
  const pad = 8 * (dpi / 100);
  const box: MaskStroke = {
    kind: 'box',
    from: { x: Math.min(...all.map((p) => p.x)) - pad, y: Math.min(...all.map((p) => p.y)) - pad },
    to: { x: Math.max(...all.map((p) => p.x)) + pad, y: Math.max(...all.map((p) => p.y)) + pad },
  };
  const s = dpi / 100;
  const out: ForeignRasterScore[] = [];
  for (const series of truth.series) {
    const algorithm: AutoSettings['algorithm'] = truth.axesType === 'bar' ? 'bars' : truth.kind === 'line' || truth.kind === 'log' || truth.kind === 'dates' ? 'averagingWindow' : 'blobs';
    const settings: AutoSettings = {
      ...DEFAULT_AUTO_SETTINGS,
      algorithm,
      foreground: series.color,
      averagingWindow: { dx: 10 * s, dy: 6 * s },
      blobs: { ...DEFAULT_AUTO_SETTINGS.blobs, minDiameter: 2 * s, maxDiameter: 20 * s },
      bars: { minWidth: 6 * s },
    };
    // Bars reach down to the baseline: the box stretches to the bottom of the image.
    const strokes: MaskStroke[] = truth.axesType === 'bar' ? [{ kind: 'box', from: { x: box.from.x - 12 * s, y: box.from.y }, to: { x: box.to.x + 12 * s, y: raster.height } }] : [box];
    const request = requestOf(raster, settings, strokes, { type: truth.axesType, calibrationPoints, options: truth.axesType === 'bar' ? { log: truth.log.y } : { logY: truth.log.y } });
    const result = runAutoExtraction(request);
    const errors: number[] = [];
    let found = 0;
    let extra = 0;
    const yr = truth.range.y;
    if (algorithm === 'averagingWindow') {
      const data = series.points.map((p) => ({ x: xValue(p.x), y: p.y }));
      for (const p of result.points) {
        const [x, y] = calibration.pixelToData(p.x, p.y) as [number, number];
        const want = polylineAt(data, x, truth.log.y);
        if (!Number.isFinite(want)) extra++;
        else errors.push(relErr(y, want, yr, truth.log.y) * 100);
      }
      found = errors.length;
    } else {
      const used = new Set<number>();
      const reach = algorithm === 'bars' ? 10 * s : 5 * s;
      for (const d of series.points) {
        const at = datumPx(d, scale);
        let best = -1;
        let bestD = Infinity;
        result.points.forEach((p, i) => {
          if (used.has(i)) return;
          const dist = algorithm === 'bars' ? Math.abs(p.x - at.x) : Math.hypot(p.x - at.x, p.y - at.y);
          if (dist < bestD) {
            bestD = dist;
            best = i;
          }
        });
        if (best < 0 || bestD > reach) continue;
        used.add(best);
        found++;
        const p = result.points[best]!;
        const v = calibration.pixelToData(p.x, p.y);
        errors.push(datumError(truth, v, d) * 100);
      }
      extra = result.points.length - used.size;
    }
    out.push({ name, image, series: series.name, algorithm, found, expected: algorithm === 'averagingWindow' ? found : series.points.length, extra, errors, ms: result.ms });
  }
  return out;
}

export const median = (v: readonly number[]) => {
  if (!v.length) return NaN;
  const s = [...v].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
