/**
 * The raster part of `npm run bench:extract`: the automatic extraction algorithms on charts with
 * known data (scripts/raster-charts.ts), as PNG at 1000 x 750 ("100 dpi") and 2000 x 1500 ("200 dpi")
 * and as JPEG at quality 70. Per fixture, series and algorithm: values found vs expected, median
 * and maximum error as % of the axis range, and milliseconds (colour mask included).
 */
import { calibrate, type XYCalibration } from '../src/editor/core/calibration/xy';
import { runAutoExtraction } from '../src/editor/auto/run';
import { DEFAULT_AUTO_SETTINGS, requestOf, type AutoSettings } from '../src/editor/panels/auto/autoSettings';
import type { RasterImage } from '../src/editor/auto/types';
import { calibrationOf, decodeImage, encodeRasterChart, rasterChart, type RasterChart, type RasterChartKind, type RasterSeries } from '../scripts/raster-charts';

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

/** The y of a polyline (data units) at x. */
function polylineAt(data: readonly { x: number; y: number }[], x: number): number {
  for (let i = 1; i < data.length; i++) {
    const a = data[i - 1]!;
    const b = data[i]!;
    if (x >= a.x && x <= b.x) return a.y + ((x - a.x) / (b.x - a.x)) * (b.y - a.y);
  }
  return NaN;
}

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
    blobs: { minDiameter: 4 * s, maxDiameter: 20 * s },
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
      errors.push((Math.abs(y - polylineAt(series.data, x)) / yRange) * 100);
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

/** Every raster fixture and algorithm, once. */
export async function benchRaster(kinds: readonly RasterChartKind[] = ['line', 'scatter', 'bar', 'lineAndMarkers']): Promise<RasterBenchRow[]> {
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
