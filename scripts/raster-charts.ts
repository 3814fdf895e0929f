/**
 * Raster chart fixtures with known data, drawn with Skia (@napi-rs/canvas): anti-aliased lines,
 * round markers and bars as a charting library draws them, saved as PNG or JPEG. Everything is
 * computed from the data tables below, so the ground truth is exact: the bench of the automatic
 * extraction and its end-to-end test read them.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';

export type RasterChartKind = 'line' | 'scatter' | 'bar' | 'lineAndMarkers';

/** A series drawn in one colour. */
export interface RasterSeries {
  name: string;
  colour: string;
  kind: 'line' | 'markers' | 'bars';
  data: { x: number; y: number }[];
}

export interface RasterChart {
  kind: RasterChartKind;
  width: number;
  height: number;
  /** Pixels per layout unit: 1 at "100 dpi" (1000 x 750), 2 at "200 dpi" (2000 x 1500). */
  scale: number;
  x: { min: number; max: number };
  y: { min: number; max: number };
  /** The plot area in image pixels. */
  plot: { left: number; top: number; right: number; bottom: number };
  series: RasterSeries[];
  /** Marker radius and line width in image pixels. */
  markerRadius: number;
  lineWidth: number;
  /** Bar width in image pixels (bar charts). */
  barWidth: number;
}

const TAB10 = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728'];

/** A small deterministic generator (LCG) so the data tables never change. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const round = (v: number, places = 2) => Number(v.toFixed(places));

function seriesOf(kind: RasterChartKind): RasterSeries[] {
  const xs = Array.from({ length: 11 }, (_, i) => i * 10);
  if (kind === 'line')
    return [
      { name: 'Placebo', colour: TAB10[0]!, kind: 'line', data: xs.map((x) => ({ x, y: round(10 + 0.2 * x + 4 * Math.sin(x / 15)) })) },
      { name: 'Low dose', colour: TAB10[1]!, kind: 'line', data: xs.map((x) => ({ x, y: round(40 - 0.25 * x + 3 * Math.cos(x / 20)) })) },
      { name: 'High dose', colour: TAB10[2]!, kind: 'line', data: xs.map((x) => ({ x, y: round(25 + 12 * Math.exp(-(((x - 50) / 25) ** 2))) })) },
    ];
  if (kind === 'scatter') {
    const next = random(20);
    return TAB10.slice(0, 3).map((colour, k) => ({
      name: `Group ${k + 1}`,
      colour,
      kind: 'markers' as const,
      data: Array.from({ length: 12 }, (_, i) => ({ x: round(4 + i * 8 + next() * 5), y: round(5 + k * 12 + next() * 18) })),
    }));
  }
  if (kind === 'bar')
    return [{ name: 'Responders', colour: '#4c78a8', kind: 'bars', data: [12.5, 31.2, 24.8, 44.1, 8.3, 37.6, 19.9, 28.4].map((y, i) => ({ x: i, y })) }];
  return [
    { name: 'Mean', colour: TAB10[0]!, kind: 'line', data: xs.map((x) => ({ x, y: round(12 + 0.25 * x + 5 * Math.sin(x / 12)) })) },
    { name: 'Patients', colour: TAB10[1]!, kind: 'markers', data: xs.map((x, i) => ({ x: x + 5 > 100 ? 97 : x + 5, y: round(30 + 10 * Math.cos(i / 2)) })) },
  ];
}

/** The chart of a kind at a scale (1: 1000 x 750 pixels). */
export function rasterChart(kind: RasterChartKind, scale = 1): RasterChart {
  const width = 1000 * scale;
  const height = 750 * scale;
  return {
    kind,
    width,
    height,
    scale,
    x: kind === 'bar' ? { min: -0.5, max: 7.5 } : { min: 0, max: 100 },
    y: { min: 0, max: 50 },
    plot: { left: 100 * scale, top: 60 * scale, right: 950 * scale, bottom: 660 * scale },
    series: seriesOf(kind),
    markerRadius: 5 * scale,
    lineWidth: 2 * scale,
    barWidth: 60 * scale,
  };
}

/** Data to image pixels. */
export function toPixel(chart: RasterChart, x: number, y: number): { x: number; y: number } {
  const { plot } = chart;
  return {
    x: plot.left + ((x - chart.x.min) / (chart.x.max - chart.x.min)) * (plot.right - plot.left),
    y: plot.bottom - ((y - chart.y.min) / (chart.y.max - chart.y.min)) * (plot.bottom - plot.top),
  };
}

/** The four XY calibration points (X1, X2 on the x axis, Y1, Y2 on the y axis) at the axis ends. */
export function calibrationOf(chart: RasterChart) {
  const x1 = toPixel(chart, chart.x.min, chart.y.min);
  const x2 = toPixel(chart, chart.x.max, chart.y.min);
  const y2 = toPixel(chart, chart.x.min, chart.y.max);
  return [
    { px: x1.x, py: x1.y, dx: chart.x.min, dy: chart.y.min },
    { px: x2.x, py: x2.y, dx: chart.x.max, dy: chart.y.min },
    { px: x1.x, py: x1.y, dx: chart.x.min, dy: chart.y.min },
    { px: y2.x, py: y2.y, dx: chart.x.min, dy: chart.y.max },
  ];
}

/** The y of a series' polyline (data units) at x; NaN outside its first and last x. */
export function polylineAt(data: readonly { x: number; y: number }[], x: number): number {
  for (let i = 1; i < data.length; i++) {
    const a = data[i - 1]!;
    const b = data[i]!;
    if (x >= a.x && x <= b.x) return a.y + ((x - a.x) / (b.x - a.x)) * (b.y - a.y);
  }
  return NaN;
}

/** Draws the chart: white page, light grid, black axes and ticks, then the series. */
export function drawRasterChart(chart: RasterChart) {
  const canvas = createCanvas(chart.width, chart.height);
  const ctx = canvas.getContext('2d');
  const s = chart.scale;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, chart.width, chart.height);
  const { plot } = chart;
  ctx.strokeStyle = '#dddddd';
  ctx.lineWidth = s;
  for (let v = 10; v <= 50; v += 10) {
    const p = toPixel(chart, chart.x.min, v);
    ctx.beginPath();
    ctx.moveTo(plot.left, p.y);
    ctx.lineTo(plot.right, p.y);
    ctx.stroke();
  }
  ctx.strokeStyle = '#000000';
  ctx.beginPath();
  ctx.moveTo(plot.left, plot.top);
  ctx.lineTo(plot.left, plot.bottom);
  ctx.lineTo(plot.right, plot.bottom);
  ctx.stroke();
  for (let v = 0; v <= 50; v += 10) {
    const p = toPixel(chart, chart.x.min, v);
    ctx.beginPath();
    ctx.moveTo(plot.left - 6 * s, p.y);
    ctx.lineTo(plot.left, p.y);
    ctx.stroke();
  }
  for (const series of chart.series) {
    ctx.fillStyle = series.colour;
    ctx.strokeStyle = series.colour;
    if (series.kind === 'line') {
      ctx.lineWidth = chart.lineWidth;
      ctx.lineJoin = 'round';
      ctx.beginPath();
      series.data.forEach((d, i) => {
        const p = toPixel(chart, d.x, d.y);
        if (i) ctx.lineTo(p.x, p.y);
        else ctx.moveTo(p.x, p.y);
      });
      ctx.stroke();
    } else if (series.kind === 'markers') {
      for (const d of series.data) {
        const p = toPixel(chart, d.x, d.y);
        ctx.beginPath();
        ctx.arc(p.x, p.y, chart.markerRadius, 0, Math.PI * 2);
        ctx.fill();
      }
    } else {
      for (const d of series.data) {
        const top = toPixel(chart, d.x, d.y);
        const base = toPixel(chart, d.x, 0);
        ctx.fillRect(top.x - chart.barWidth / 2, top.y, chart.barWidth, base.y - top.y);
      }
    }
  }
  return canvas;
}

/** The chart as PNG or JPEG bytes (JPEG at the given quality, 0-100). */
export function encodeRasterChart(chart: RasterChart, format: 'png' | 'jpeg', quality = 70): Buffer {
  const canvas = drawRasterChart(chart);
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', quality);
}

/** Decodes PNG or JPEG bytes into RGBA pixels. */
export async function decodeImage(bytes: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height);
  return { width: data.width, height: data.height, data: data.data };
}
