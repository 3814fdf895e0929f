/**
 * Writes the chart fixtures of the digitizer tests (tests/fixtures/charts): vector PDF charts
 * (linear, log, rotated, two pages, bar), a raster PNG chart, and for each a JSON sidecar with the
 * pixel positions of its calibration ticks and of every data marker together with the true values.
 *
 * Pixel positions are image coordinates as the digitizer uses them: origin top-left, y down,
 * PDF pages at 3 pixels per point. Everything is computed from the data, so the files are
 * reproducible byte for byte: `npx tsx scripts/make-chart-fixtures.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PNG } from 'pngjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'fixtures', 'charts');
const SCALE = 3;

interface AxisSpec {
  min: number;
  max: number;
  log?: boolean;
  ticks: number[];
  label: string;
}

interface ChartSpec {
  title: string;
  caption?: string[];
  pageWidth: number;
  pageHeight: number;
  /** Plot area in PDF points, origin bottom-left. */
  plot: { left: number; bottom: number; width: number; height: number };
  x: AxisSpec;
  y: AxisSpec;
  /** Counter-clockwise tilt of the whole figure, as in a skewed scan. */
  tiltDegrees?: number;
  kind: 'scatter' | 'bar';
  data: { x: number; y: number; label?: string }[];
}

export interface FixtureTick {
  label: string;
  px: number;
  py: number;
  value: number;
}
export interface FixturePoint {
  x: number;
  y: number;
  px: number;
  py: number;
  label?: string;
}
export interface FixturePage {
  page: number;
  title: string;
  width: number;
  height: number;
  axesType: 'xy' | 'bar';
  log: { x: boolean; y: boolean };
  rotated: boolean;
  range: { x: [number, number]; y: [number, number] };
  ticks: FixtureTick[];
  points: FixturePoint[];
}
export interface FixtureSidecar {
  file: string;
  mimeType: string;
  pages: FixturePage[];
}

const lin = (a: AxisSpec, v: number) => (a.log ? Math.log10(v) : v);
const frac = (a: AxisSpec, v: number) => (lin(a, v) - lin(a, a.min)) / (lin(a, a.max) - lin(a, a.min));
const round = (v: number) => Math.round(v * 1000) / 1000;

/** Chart geometry: data to PDF points (with tilt) and to image pixels. */
function geometry(spec: ChartSpec) {
  const { plot } = spec;
  const cx = plot.left + plot.width / 2;
  const cy = plot.bottom + plot.height / 2;
  const t = ((spec.tiltDegrees ?? 0) * Math.PI) / 180;
  const tilt = (x: number, y: number) => ({
    x: cx + (x - cx) * Math.cos(t) - (y - cy) * Math.sin(t),
    y: cy + (x - cx) * Math.sin(t) + (y - cy) * Math.cos(t),
  });
  const toPt = (dx: number, dy: number) => tilt(plot.left + frac(spec.x, dx) * plot.width, plot.bottom + frac(spec.y, dy) * plot.height);
  const ptAt = (x: number, y: number) => tilt(x, y);
  const toPx = (p: { x: number; y: number }) => ({ px: round(p.x * SCALE), py: round((spec.pageHeight - p.y) * SCALE) });
  return { toPt, ptAt, toPx };
}

function drawChart(page: PDFPage, spec: ChartSpec, font: PDFFont): Omit<FixturePage, 'page'> {
  const { toPt, ptAt, toPx } = geometry(spec);
  const black = rgb(0, 0, 0);
  const line = (a: { x: number; y: number }, b: { x: number; y: number }, thickness = 0.8, color = black) =>
    page.drawLine({ start: a, end: b, thickness, color });
  const rot = degrees(spec.tiltDegrees ?? 0);
  const { plot, x, y } = spec;
  const text = (s: string, at: { x: number; y: number }, size = 6) => page.drawText(s, { x: at.x, y: at.y, size, font, color: black, rotate: rot });

  page.drawText(spec.title, { x: plot.left, y: spec.pageHeight - 16, size: 9, font, color: black });
  (spec.caption ?? []).forEach((l, i) => page.drawText(l, { x: 14, y: 24 - i * 9, size: 7, font, color: black }));

  // Axes along the bottom and left of the plot area.
  line(ptAt(plot.left, plot.bottom), ptAt(plot.left + plot.width, plot.bottom));
  line(ptAt(plot.left, plot.bottom), ptAt(plot.left, plot.bottom + plot.height));
  const fmt = (v: number) => (Math.abs(v) >= 1000 && !Number.isInteger(Math.log10(v)) ? String(v) : String(v));
  for (const v of x.ticks) {
    const base = toPt(v, y.min);
    line(base, ptAt(plot.left + frac(x, v) * plot.width, plot.bottom - 3));
    text(fmt(v), ptAt(plot.left + frac(x, v) * plot.width - 3, plot.bottom - 10));
  }
  for (const v of y.ticks) {
    line(toPt(x.min, v), ptAt(plot.left - 3, plot.bottom + frac(y, v) * plot.height));
    text(fmt(v), ptAt(plot.left - 22, plot.bottom + frac(y, v) * plot.height - 2));
  }
  text(x.label, ptAt(plot.left + plot.width / 2 - 10, plot.bottom - 20), 7);

  const points: FixturePoint[] = [];
  if (spec.kind === 'scatter') {
    for (const d of spec.data) {
      const c = toPt(d.x, d.y);
      page.drawCircle({ x: c.x, y: c.y, size: 1.6, color: rgb(0.1, 0.2, 0.7) });
      points.push({ x: d.x, y: d.y, ...toPx(c) });
    }
  } else {
    const n = spec.data.length;
    const slot = plot.width / n;
    spec.data.forEach((d, i) => {
      const left = plot.left + slot * i + slot * 0.2;
      const top = plot.bottom + frac(y, d.y) * plot.height;
      if (spec.tiltDegrees) {
        // A slanted scan turns the bars with the axes.
        const at = ptAt(left, plot.bottom);
        page.drawRectangle({ x: at.x, y: at.y, width: slot * 0.6, height: top - plot.bottom, rotate: rot, color: rgb(0.55, 0.65, 0.85), borderColor: black, borderWidth: 0.5 });
        text(d.label ?? String(i + 1), ptAt(left + 2, plot.bottom - 10));
        points.push({ x: i, y: d.y, label: d.label, ...toPx(ptAt(left + slot * 0.3, top)) });
        return;
      }
      page.drawRectangle({ x: left, y: plot.bottom, width: slot * 0.6, height: top - plot.bottom, color: rgb(0.55, 0.65, 0.85), borderColor: black, borderWidth: 0.5 });
      text(d.label ?? String(i + 1), { x: left + 2, y: plot.bottom - 10 });
      points.push({ x: i, y: d.y, label: d.label, ...toPx({ x: left + slot * 0.3, y: top }) });
    });
  }

  const ticks: FixtureTick[] =
    spec.kind === 'bar'
      ? [
          { label: 'P1', value: y.ticks[0]!, ...toPx(toPt(x.min, y.ticks[0]!)) },
          { label: 'P2', value: y.ticks.at(-1)!, ...toPx(toPt(x.min, y.ticks.at(-1)!)) },
        ]
      : [
          { label: 'X1', value: x.ticks[0]!, ...toPx(toPt(x.ticks[0]!, y.min)) },
          { label: 'X2', value: x.ticks.at(-1)!, ...toPx(toPt(x.ticks.at(-1)!, y.min)) },
          { label: 'Y1', value: y.ticks[0]!, ...toPx(toPt(x.min, y.ticks[0]!)) },
          { label: 'Y2', value: y.ticks.at(-1)!, ...toPx(toPt(x.min, y.ticks.at(-1)!)) },
        ];
  return {
    title: spec.title,
    width: spec.pageWidth * SCALE,
    height: spec.pageHeight * SCALE,
    axesType: spec.kind === 'bar' ? 'bar' : 'xy',
    log: { x: !!x.log, y: !!y.log },
    rotated: !!spec.tiltDegrees,
    range: { x: [x.min, x.max], y: [y.min, y.max] },
    ticks,
    points,
  };
}

async function writePdf(name: string, specs: ChartSpec[]): Promise<void> {
  const doc = await PDFDocument.create();
  // Fixed metadata keeps the bytes identical from run to run.
  const epoch = new Date(Date.UTC(2024, 0, 1));
  doc.setCreationDate(epoch);
  doc.setModificationDate(epoch);
  doc.setProducer('sourcebench fixtures');
  doc.setCreator('sourcebench fixtures');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages: FixturePage[] = [];
  specs.forEach((spec, i) => {
    const page = doc.addPage([spec.pageWidth, spec.pageHeight]);
    pages.push({ page: i + 1, ...drawChart(page, spec, font) });
  });
  const bytes = await doc.save({ useObjectStreams: false });
  writeFileSync(join(OUT, `${name}.pdf`), bytes);
  const sidecar: FixtureSidecar = { file: `${name}.pdf`, mimeType: 'application/pdf', pages };
  writeFileSync(join(OUT, `${name}.json`), JSON.stringify(sidecar, null, 2) + '\n');
}

/** A raster chart drawn pixel by pixel: no text, just axes, ticks and square markers. */
function writePng(name: string): void {
  const W = 600;
  const H = 400;
  const png = new PNG({ width: W, height: H });
  png.data.fill(255);
  const set = (x: number, y: number, r: number, g: number, b: number) => {
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    const i = (y * W + x) * 4;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  const rect = (x0: number, y0: number, x1: number, y1: number, c: [number, number, number]) => {
    for (let y = Math.round(y0); y <= Math.round(y1); y++) for (let x = Math.round(x0); x <= Math.round(x1); x++) set(x, y, ...c);
  };
  const plot = { left: 80, top: 40, right: 560, bottom: 340 };
  const x: AxisSpec = { min: 0, max: 200, ticks: [0, 50, 100, 150, 200], label: 'Dose' };
  const y: AxisSpec = { min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1], label: 'Response' };
  const px = (v: number) => plot.left + frac(x, v) * (plot.right - plot.left);
  const py = (v: number) => plot.bottom - frac(y, v) * (plot.bottom - plot.top);
  const black: [number, number, number] = [0, 0, 0];
  rect(plot.left - 1, plot.bottom - 1, plot.right, plot.bottom + 1, black);
  rect(plot.left - 1, plot.top, plot.left + 1, plot.bottom + 1, black);
  for (const v of x.ticks) rect(px(v) - 1, plot.bottom, px(v) + 1, plot.bottom + 8, black);
  for (const v of y.ticks) rect(plot.left - 8, py(v) - 1, plot.left, py(v) + 1, black);
  const data = [10, 30, 55, 80, 100, 125, 150, 175, 195].map((d) => ({ x: d, y: round(d / (d + 60)) }));
  const points: FixturePoint[] = [];
  for (const d of data) {
    const cx = Math.round(px(d.x));
    const cy = Math.round(py(d.y));
    rect(cx - 3, cy - 3, cx + 3, cy + 3, [200, 30, 30]);
    // The marker's centre pixel is (cx, cy); its centre in continuous coordinates is half a pixel on.
    points.push({ x: d.x, y: d.y, px: cx + 0.5, py: cy + 0.5 });
  }
  writeFileSync(join(OUT, `${name}.png`), PNG.sync.write(png));
  const tick = (label: string, value: number, at: { px: number; py: number }) => ({ label, value, ...at });
  const sidecar: FixtureSidecar = {
    file: `${name}.png`,
    mimeType: 'image/png',
    pages: [
      {
        page: 1,
        title: 'Raster dose-response chart',
        width: W,
        height: H,
        axesType: 'xy',
        log: { x: false, y: false },
        rotated: false,
        range: { x: [x.min, x.max], y: [y.min, y.max] },
        // Tick lines are 3 pixels wide centred on the value pixel: their centre is +0.5.
        ticks: [
          tick('X1', 0, { px: px(0) + 0.5, py: plot.bottom + 0.5 }),
          tick('X2', 200, { px: px(200) + 0.5, py: plot.bottom + 0.5 }),
          tick('Y1', 0, { px: plot.left + 0.5, py: py(0) + 0.5 }),
          tick('Y2', 1, { px: plot.left + 0.5, py: py(1) + 0.5 }),
        ],
        points,
      },
    ],
  };
  writeFileSync(join(OUT, `${name}.json`), JSON.stringify(sidecar, null, 2) + '\n');
}

const basePage = { pageWidth: 240, pageHeight: 180, plot: { left: 40, bottom: 40, width: 180, height: 110 } };

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  await writePdf('linear', [
    {
      ...basePage,
      title: 'Figure 1. Mean systolic pressure',
      caption: ['Figure 1. Blood pressure at each visit; extrac-', 'tion from the published figure.'],
      kind: 'scatter',
      x: { min: 0, max: 10, ticks: [0, 2, 4, 6, 8, 10], label: 'Week' },
      y: { min: 0, max: 50, ticks: [0, 10, 20, 30, 40, 50], label: 'mmHg' },
      data: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((w) => ({ x: w, y: round(8 + 3.7 * w + (w % 3) * 1.5) })),
    },
  ]);
  await writePdf('log', [
    {
      ...basePage,
      title: 'Figure 2. Viral load (log scale)',
      kind: 'scatter',
      x: { min: 0, max: 100, ticks: [0, 25, 50, 75, 100], label: 'Day' },
      y: { min: 1, max: 10000, log: true, ticks: [1, 10, 100, 1000, 10000], label: 'copies/mL' },
      data: [5, 15, 30, 45, 60, 80, 95].map((d) => ({ x: d, y: round(Math.pow(10, 3.8 - d / 30)) })),
    },
  ]);
  await writePdf('rotated', [
    {
      ...basePage,
      title: 'Figure 3. Scanned chart, tilted',
      tiltDegrees: 3,
      kind: 'scatter',
      x: { min: 0, max: 10, ticks: [0, 5, 10], label: 'Hour' },
      y: { min: 0, max: 100, ticks: [0, 50, 100], label: 'Percent' },
      data: [1, 3, 5, 7, 9].map((h) => ({ x: h, y: round(15 + 8 * h) })),
    },
  ]);
  await writePdf('two-page', [
    {
      ...basePage,
      title: 'Figure 4a. Enrolment',
      kind: 'scatter',
      x: { min: 0, max: 5, ticks: [0, 1, 2, 3, 4, 5], label: 'Month' },
      y: { min: 0, max: 100, ticks: [0, 25, 50, 75, 100], label: 'Patients' },
      data: [0.5, 1.5, 2.5, 3.5, 4.5].map((m) => ({ x: m, y: round(12 + 17 * m) })),
    },
    {
      ...basePage,
      title: 'Figure 4b. Change from baseline',
      kind: 'scatter',
      x: { min: 1990, max: 2020, ticks: [1990, 2000, 2010, 2020], label: 'Year' },
      y: { min: -10, max: 10, ticks: [-10, -5, 0, 5, 10], label: 'Change' },
      data: [1993, 1999, 2004, 2011, 2017].map((yr) => ({ x: yr, y: round((yr - 2005) / 1.6) })),
    },
  ]);
  // The same bars, upright and as if scanned at a slant.
  const barChart: Omit<ChartSpec, 'title'> = {
    ...basePage,
    kind: 'bar',
    x: { min: 0, max: 4, ticks: [], label: 'Arm' },
    y: { min: 0, max: 40, ticks: [0, 10, 20, 30, 40], label: 'Events' },
    data: [
      { x: 0, y: 12, label: 'A' },
      { x: 1, y: 27, label: 'B' },
      { x: 2, y: 35, label: 'C' },
      { x: 3, y: 8, label: 'D' },
    ],
  };
  await writePdf('bar', [{ ...barChart, title: 'Figure 5. Adverse events by arm' }]);
  await writePdf('bar-tilted', [{ ...barChart, title: 'Figure 6. Adverse events by arm, scanned at a slant', tiltDegrees: 20 }]);
  writePng('raster');
  console.log(`chart fixtures written to ${OUT}`);
}

await main();
