/**
 * The raster part of `npm run bench:extract`: the automatic extraction algorithms on charts with
 * known data (scripts/raster-charts.ts), as PNG at 1000 x 750 ("100 dpi") and 2000 x 1500 ("200 dpi")
 * and as JPEG at quality 70. Per fixture, series and algorithm: values found vs expected, median
 * and maximum error as % of the axis range, and milliseconds (colour mask included).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calibrateAxes } from '../src/editor/core/calibration';
import { calibrate, type XYCalibration } from '../src/editor/core/calibration/xy';
import type { MaskStroke } from '../src/editor/auto/userMask';
import { pixelColour, toHexColour } from '../src/editor/auto/colourMask';
import { runAutoExtraction } from '../src/editor/auto/run';
import { DEFAULT_AUTO_SETTINGS, requestOf, type AutoSettings } from '../src/editor/panels/auto/autoSettings';
import type { RasterImage } from '../src/editor/auto/types';
import type { BenchRow } from './extractVector';
import { calibrationOf, decodeImage, polylineAt, encodeRasterChart, rasterChart, type RasterChart, type RasterChartKind, type RasterSeries } from '../scripts/raster-charts';

export interface RasterBenchRow {
  fixture: string;
  series: string;
  algorithm: string;
  found: number;
  expected: number;
  /** Points found that match nothing expected (markers and bars), or lie off the plotted x range. */
  extra: number;
  medianErrorPct: number;
  maxErrorPct: number;
  ms: number;
}

const median = (v: number[]) => {
  if (!v.length) return NaN;
  const s = [...v].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The settings a user would choose for a series of this chart. */
function settingsFor(chart: RasterChart, series: RasterSeries, algorithm: AutoSettings['algorithm']): AutoSettings {
  const s = chart.scale;
  return {
    ...DEFAULT_AUTO_SETTINGS,
    algorithm,
    foreground: series.colour,
    background: '#ffffff',
    threshold: 60,
    averagingWindow: { dx: 10 * s, dy: 6 * s },
    xStep: { xStart: 0, xEnd: 100, xStep: 5, dy: 6 * s },
    blobs: { minDiameter: 4 * s, maxDiameter: 20 * s, centre: 'auto' },
    bars: { minWidth: 10 * s },
  };
}

const ALGORITHMS: Record<RasterSeries['kind'], AutoSettings['algorithm'][]> = {
  line: ['averagingWindow', 'xStep'],
  markers: ['blobs'],
  bars: ['bars'],
};

/** Runs one algorithm on one series and scores it against the data table. */
export function scoreRun(image: RasterImage, chart: RasterChart, series: RasterSeries, algorithm: AutoSettings['algorithm'], fixture: string): RasterBenchRow {
  const calibrationPoints = calibrationOf(chart);
  const calibration: XYCalibration = calibrate(calibrationPoints);
  const request = requestOf(image, settingsFor(chart, series, algorithm), [], { type: 'xy', calibrationPoints, options: {} });
  const result = runAutoExtraction(request);
  const values = result.points.map((p) => calibration.pixelToData(p.x, p.y) as [number, number]);
  const xRange = chart.x.max - chart.x.min;
  const yRange = chart.y.max - chart.y.min;
  const errors: number[] = [];
  let found = 0;
  let extra = 0;
  let expected = series.data.length;
  if (series.kind === 'line') {
    const first = series.data[0]!.x;
    const last = series.data.at(-1)!.x;
    for (const [x, y] of values) {
      if (x < first - 1e-9 * xRange || x > last + 1e-9 * xRange) {
        extra++;
        continue;
      }
      errors.push((Math.abs(y - polylineAt(series.data, Math.min(last, Math.max(first, x)))) / yRange) * 100);
    }
    found = errors.length;
    // The averaging window has no fixed count: one point per window along the curve.
    expected = algorithm === 'xStep' ? Math.floor((last - first) / 5) + 1 : found;
  } else {
    // Each expected marker or bar takes the nearest point found within a marker radius (half a bar).
    const used = new Set<number>();
    const reach = series.kind === 'bars' ? chart.barWidth / 2 : chart.markerRadius;
    for (const d of series.data) {
      const at = { x: chart.plot.left + ((d.x - chart.x.min) / xRange) * (chart.plot.right - chart.plot.left), y: 0 };
      let best = -1;
      let bestD = Infinity;
      result.points.forEach((p, i) => {
        if (used.has(i)) return;
        const truthY = chart.plot.bottom - ((d.y - chart.y.min) / yRange) * (chart.plot.bottom - chart.plot.top);
        const dist = Math.hypot(p.x - at.x, series.kind === 'bars' ? 0 : p.y - truthY);
        if (dist < bestD) {
          bestD = dist;
          best = i;
        }
      });
      if (best < 0 || bestD > reach) continue;
      used.add(best);
      found++;
      const [x, y] = values[best]!;
      const ex = series.kind === 'bars' ? 0 : Math.abs(x - d.x) / xRange;
      errors.push(Math.max(ex, Math.abs(y - d.y) / yRange) * 100);
    }
    extra = result.points.length - used.size;
  }
  return { fixture, series: series.name, algorithm, found, expected, extra, medianErrorPct: median(errors), maxErrorPct: errors.length ? Math.max(...errors) : NaN, ms: result.ms };
}

/** Every Skia-drawn chart and algorithm, once. */
export async function benchSkiaCharts(kinds: readonly RasterChartKind[] = ['line', 'scatter', 'bar', 'lineAndMarkers']): Promise<RasterBenchRow[]> {
  const rows: RasterBenchRow[] = [];
  for (const kind of kinds)
    for (const [scale, dpi] of [[1, 100], [2, 200]] as const)
      for (const format of ['png', 'jpeg'] as const) {
        const chart = rasterChart(kind, scale);
        const image = await decodeImage(encodeRasterChart(chart, format, 70));
        const fixture = `${kind} ${format === 'png' ? 'PNG' : 'JPEG q70'} ${dpi} dpi (${chart.width}x${chart.height})`;
        for (const series of chart.series) for (const algorithm of ALGORITHMS[series.kind]) rows.push(scoreRun(image, chart, series, algorithm, fixture));
      }
  return rows;
}

const pct = (v: number) => (Number.isFinite(v) ? `${v.toFixed(3)} %` : '-');

/** The rows as a plain-text table. */
export function formatRasterRows(rows: readonly RasterBenchRow[]): string {
  const header = ['fixture', 'series', 'algorithm', 'found/expected', 'extra', 'median error', 'max error', 'ms'];
  const body = rows.map((r) => [r.fixture, r.series, r.algorithm, `${r.found}/${r.expected}`, String(r.extra), pct(r.medianErrorPct), pct(r.maxErrorPct), r.ms.toFixed(0)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** The colour at a datum's pixel (the median datum, one not hidden under another series if possible). */
function pickedColour(image: RasterImage, points: readonly { px: number; py: number }[]): string {
  const p = points[points.length >> 1]!;
  return toHexColour(pixelColour(image, Math.floor(p.px), Math.floor(p.py)));
}

const VEGA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'fixtures', 'vega');

interface VegaImage {
  file: string;
  mimeType: string;
  scale: number;
  plot: { corners: [number, number][] };
  ticks: { label: string; value: number; px: number; py: number }[];
  series: { name: string; color: string; shape?: string; points: { x: number | string; y: number; px: number; py: number }[] }[];
}
interface VegaSidecar {
  kind: 'line' | 'scatter' | 'bar';
  axesType: 'xy' | 'bar';
  range: { x: [number, number]; y: [number, number] };
  images: VegaImage[];
}

/**
 * The Vega-Lite fixtures' PNG and JPEG twins (tests/fixtures/vega, drawn by the vector bench's
 * generator): each series by its colour inside a box over the plot area, as a user would mask it;
 * calibrated from the sidecar's ticks. Log and rotated charts are left to the vector bench.
 */
export async function benchVegaRasters(names: readonly ('line' | 'scatter' | 'bar')[] = ['line', 'scatter', 'bar']): Promise<RasterBenchRow[]> {
  const rows: RasterBenchRow[] = [];
  for (const name of names) {
    const side = JSON.parse(readFileSync(join(VEGA_DIR, `${name}.json`), 'utf8')) as VegaSidecar;
    const yRange = side.range.y[1] - side.range.y[0];
    const xRange = side.range.x[1] - side.range.x[0];
    for (const img of side.images.filter((i) => i.mimeType !== 'application/pdf')) {
      const image = await decodeImage(readFileSync(join(VEGA_DIR, img.file)));
      const tick = (label: string) => img.ticks.find((t) => t.label === label)!;
      const bar = side.axesType === 'bar';
      const calibrationPoints = bar
        ? [tick('P1'), tick('P2')].map((t) => ({ px: t.px, py: t.py, dx: 0, dy: t.value }))
        : [
            { ...tick('X1'), dx: tick('X1').value, dy: 0 },
            { ...tick('X2'), dx: tick('X2').value, dy: 0 },
            { ...tick('Y1'), dx: 0, dy: tick('Y1').value },
            { ...tick('Y2'), dx: 0, dy: tick('Y2').value },
          ].map(({ px, py, dx, dy }) => ({ px, py, dx, dy }));
      const calibration = calibrateAxes(bar ? 'bar' : 'xy', calibrationPoints, {});
      const xs = img.plot.corners.map((c) => c[0]);
      const ys = img.plot.corners.map((c) => c[1]);
      // The plot area and a few pixels around it (line ends and markers on the axes).
      const pad = 6 * img.scale;
      const plotBox: MaskStroke = { kind: 'box', from: { x: Math.min(...xs) - pad, y: Math.min(...ys) - pad }, to: { x: Math.max(...xs) + pad, y: Math.max(...ys) + pad } };
      const s = img.scale;
      for (const series of img.series) {
        const algorithms: AutoSettings['algorithm'][] = side.kind === 'line' ? ['averagingWindow'] : side.kind === 'scatter' ? ['blobs'] : ['bars'];
        for (const algorithm of algorithms) {
          const settings: AutoSettings = {
            ...DEFAULT_AUTO_SETTINGS,
            algorithm,
            // Vega-Lite draws points with opacity 0.7: their colour is picked on the page, as a user
            // does, and the lighter colours of the three series need a tighter threshold.
            foreground: side.kind === 'scatter' ? pickedColour(image, series.points) : series.color,
            threshold: side.kind === 'scatter' ? 40 : 60,
            averagingWindow: { dx: 10 * s, dy: 6 * s },
            // Vega-Lite's 'triangle-up' is drawn symmetric in its box (vega-scenegraph: apex at -h,
            // base at +h), equilateral, where 'Automatic' takes the centroid: a user picks 'Centre of the box'.
            blobs: { minDiameter: 3 * s, maxDiameter: 20 * s, centre: series.shape === 'triangle-up' ? 'box' : 'auto' },
            bars: { minWidth: 12 * s },
          };
          const request = requestOf(image, settings, [plotBox], { type: side.axesType, calibrationPoints, options: {} });
          const result = runAutoExtraction(request);
          const errors: number[] = [];
          let found = 0;
          let extra = 0;
          if (side.kind === 'line') {
            const data = series.points.map((p) => ({ x: p.x as number, y: p.y }));
            for (const p of result.points) {
              const [x, y] = calibration.pixelToData(p.x, p.y) as [number, number];
              const truth = polylineAt(data, x);
              if (!Number.isFinite(truth)) extra++;
              else errors.push((Math.abs(y - truth) / yRange) * 100);
            }
            found = errors.length;
          } else {
            const used = new Set<number>();
            const reach = side.kind === 'bar' ? 12 * s : 4 * s;
            for (const truth of series.points) {
              let best = -1;
              let bestD = Infinity;
              result.points.forEach((p, i) => {
                if (used.has(i)) return;
                const d = side.kind === 'bar' ? Math.abs(p.x - truth.px) : Math.hypot(p.x - truth.px, p.y - truth.py);
                if (d < bestD) {
                  bestD = d;
                  best = i;
                }
              });
              if (best < 0 || bestD > reach) continue;
              used.add(best);
              found++;
              const p = result.points[best]!;
              const values = calibration.pixelToData(p.x, p.y);
              const ey = Math.abs(values[bar ? 0 : 1]! - truth.y) / yRange;
              const ex = bar ? 0 : Math.abs(values[0]! - (truth.x as number)) / xRange;
              errors.push(Math.max(ex, ey) * 100);
            }
            extra = result.points.length - used.size;
          }
          rows.push({
            fixture: `vega ${img.file}`,
            series: series.name,
            algorithm,
            found,
            expected: side.kind === 'line' ? found : series.points.length,
            extra,
            medianErrorPct: median(errors),
            maxErrorPct: errors.length ? Math.max(...errors) : NaN,
            ms: result.ms,
          });
        }
      }
    }
  }
  return rows;
}

/** The rows in the shape of bench/extract.ts (vector and raster together). */
export type { BenchRow };

/** Every raster fixture (Skia charts, then the Vega-Lite twins) and algorithm, once: what bench/extract.ts prints. */
export async function benchRaster(): Promise<BenchRow[]> {
  const rows = [...(await benchSkiaCharts()), ...(await benchVegaRasters())];
  return rows.map((r) => ({
    fixture: r.fixture,
    algorithm: `raster ${r.algorithm} (${r.series}${r.extra ? `, ${r.extra} extra` : ''})`,
    found: r.found,
    expected: r.expected,
    medianPct: r.medianErrorPct,
    maxPct: r.maxErrorPct,
    ms: r.ms,
  }));
}

/** `npx tsx bench/extractRaster.ts`: the raster table alone, with the goals. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = [...(await benchSkiaCharts()), ...(await benchVegaRasters())];
  console.log(formatRasterRows(rows));
  const png = rows.filter((r) => /PNG|\.png/.test(r.fixture));
  const jpeg = rows.filter((r) => /JPEG|\.jpg/.test(r.fixture));
  const worst = (list: RasterBenchRow[]) => Math.max(...list.map((r) => r.medianErrorPct).filter(Number.isFinite));
  const big = rows.filter((r) => r.fixture.includes('2000x1500'));
  console.log('');
  console.log(`PNG: worst median error ${worst(png).toFixed(3)} % (goal < 0.1 %); every marker and bar found: ${png.filter((r) => r.algorithm === 'blobs' || r.algorithm === 'bars').every((r) => r.found === r.expected)}`);
  console.log(`JPEG q70: worst median error ${worst(jpeg).toFixed(3)} % (goal < 0.3 %)`);
  console.log(`2000 x 1500: slowest run ${Math.max(...big.map((r) => r.ms)).toFixed(0)} ms (goal < 500 ms per algorithm)`);
}
