/**
 * Writes the Vega-Lite chart fixtures (tests/fixtures/vega): charts drawn by a charting library
 * nobody here wrote, from data tables generated with a seeded random generator and kept as ground
 * truth. Each chart is rendered to SVG by Vega in node, laid out on an HTML page, printed to a
 * vector PDF by Chromium and screenshotted to PNG at 100 and 200 dpi and to JPEG at quality 70.
 *
 * Every figure has a sidecar JSON: the data of every series, the axis ranges, the plot area, the
 * calibration ticks, and where each datum lands, in the image coordinates the digitizer uses
 * (origin top-left, y down; PDF pages at PDF_BASE_SCALE = 3 pixels per point; raster images at
 * their own pixels, a pixel covering [i, i + 1)).
 *
 * Vega writes path coordinates rounded to 0.001 px. Data values are chosen on grids that put every
 * plotted position on a multiple of 1/8 CSS px (exact in three decimals and in binary), and markers
 * are 6 px wide, so the coordinates written into the PDF are the exact positions of the data and a
 * vector reader can recover them to the last bit.
 *
 * Run: `npx tsx scripts/make-vega-fixtures.ts` (Chromium at /usr/bin/chromium or SOURCEBENCH_CHROMIUM).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'fixtures', 'vega');
/** The demo papers' figure: its vector PDF, its 200 dpi PNG twin and its sidecar. */
const DEMO = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'server', 'db', 'figures');
/** Image pixels per PDF point, as src/editor/pages/pageSource.ts PDF_BASE_SCALE. */
const PDF_BASE_SCALE = 3;
/** Chromium prints 96 CSS pixels per inch, 72 points per inch. */
const PT_PER_CSS = 0.75;
const CSS_TO_PDF_IMAGE = PT_PER_CSS * PDF_BASE_SCALE;

/** mulberry32: a small seeded generator so the data is the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** A value on a grid of 1/den between lo and hi. */
const onGrid = (r: () => number, lo: number, hi: number, den: number) => Math.round((lo + r() * (hi - lo)) * den) / den;

type Row = { series: string; x: number | string; y: number };

export interface VegaTick {
  label: string;
  value: number;
  px: number;
  py: number;
}
export interface VegaPoint {
  x: number | string;
  y: number;
  px: number;
  py: number;
}
export interface VegaSeries {
  name: string;
  color: string;
  /** The marker's shape, for series drawn as markers (a line chart's marker series included). */
  shape?: string;
  points: VegaPoint[];
}
export interface VegaImage {
  file: string;
  mimeType: string;
  /** Image pixels per CSS pixel of the page; PDF pages use PDF_BASE_SCALE pixels per point. */
  scale: number;
  width: number;
  height: number;
  plot: { corners: [number, number][] };
  ticks: VegaTick[];
  series: VegaSeries[];
}
export interface VegaSidecar {
  name: string;
  title: string;
  kind: 'line' | 'scatter' | 'bar';
  axesType: 'xy' | 'bar';
  log: { x: boolean; y: boolean };
  rotated: boolean;
  range: { x: [number, number]; y: [number, number] };
  /** Every series of the chart with its data, ground truth for the extractors. */
  data: { series: string; x: number | string; y: number }[];
  images: VegaImage[];
}

interface ChartDef {
  name: string;
  title: string;
  kind: 'line' | 'scatter' | 'bar';
  rotated?: boolean;
  width: number;
  height: number;
  x: { domain: [number, number]; log?: boolean };
  y: { domain: [number, number]; log?: boolean };
  rows: Row[];
  /** Series drawn as markers only, with their shape (a line chart's observed points). */
  markers?: Record<string, string>;
  spec: (rows: Row[]) => TopLevelSpec;
}

const SERIES = ['Control', 'Low dose', 'High dose'];
const PAD = { left: 60, top: 30, right: 110, bottom: 50 };

function base(def: Pick<ChartDef, 'width' | 'height' | 'title'>) {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    width: def.width,
    height: def.height,
    autosize: { type: 'none' as const },
    padding: PAD,
    title: { text: def.title, fontSize: 12 },
    // Vega shifts axes half a pixel (translate 0.5) for crisp lines; at 0 the ticks sit exactly on their values.
    config: { font: 'Helvetica', axis: { labelFont: 'Helvetica', titleFont: 'Helvetica', translate: 0 }, legend: { labelFont: 'Helvetica', titleFont: 'Helvetica' } },
  };
}

function lineChart(name: string, title: string, seed: number, rotated = false): ChartDef {
  const r = prng(seed);
  const rows: Row[] = [];
  SERIES.forEach((s, k) => {
    // x on a 1/32 grid: 4 CSS px per unit makes each x a multiple of 1/8 px.
    const xs = new Set<number>();
    while (xs.size < 18) xs.add(onGrid(r, 0, 100, 32));
    const sorted = [...xs].sort((a, b) => a - b);
    let y = 10 + 10 * k;
    for (const x of sorted) {
      y = Math.min(48, Math.max(1, y + (r() - 0.45) * 6));
      // y on a 1/48 grid: 6 CSS px per unit makes each y a multiple of 1/8 px.
      rows.push({ series: s, x, y: Math.round(y * 48) / 48 });
    }
  });
  const def: ChartDef = {
    name,
    title,
    kind: 'line',
    rotated,
    width: 400,
    height: 300,
    x: { domain: [0, 100] },
    y: { domain: [0, 50] },
    rows,
    spec: (data) => ({
      ...base(def),
      data: { values: data },
      mark: { type: 'line', strokeWidth: 1.5 },
      encoding: {
        x: { field: 'x', type: 'quantitative', title: 'Time (h)', scale: { domain: def.x.domain, nice: false, zero: false } },
        y: { field: 'y', type: 'quantitative', title: 'Concentration (mg/L)', scale: { domain: def.y.domain, nice: false } },
        color: { field: 'series', type: 'nominal', title: 'Group', sort: SERIES },
      },
    }),
  };
  return def;
}

const OBSERVED = 'Observed';

/**
 * The seeded demo paper's figure: the line chart of `lineChart(..., 20201)` (the same three mean
 * curves) with one series of observed measurements drawn as filled, opaque circles in a green none
 * of the lines has. The measurements are taken every 8 h and placed at least 12 CSS px from every
 * curve (and so 32 px from each other), so each marker stands alone for the blob detector and for
 * a one-click pick.
 */
function seededChart(seed: number): ChartDef {
  const lines = lineChart('seeded', 'Plasma concentration after a single dose', 20201);
  const r = prng(seed);
  const curves = SERIES.map((s) => lines.rows.filter((row) => row.series === s).map((row) => [Number(row.x) * 4, 300 - row.y * 6] as const));
  const clearance = (px: number, py: number) => {
    let best = Infinity;
    for (const c of curves)
      for (let i = 1; i < c.length; i++) {
        const [ax, ay] = c[i - 1]!;
        const [bx, by] = c[i]!;
        const dx = bx - ax;
        const dy = by - ay;
        const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
        best = Math.min(best, Math.hypot(px - ax - t * dx, py - ay - t * dy));
      }
    return best;
  };
  const observed: Row[] = [];
  for (let x = 4; x <= 96; x += 8) {
    for (let tries = 0; tries < 1000; tries++) {
      // y on the lines' 1/48 grid (6 CSS px per unit): every centre on a multiple of 1/8 px.
      const y = onGrid(r, 3, 47, 48);
      if (clearance(x * 4, 300 - y * 6) >= 12) {
        observed.push({ series: OBSERVED, x, y });
        break;
      }
    }
  }
  const domain = [...SERIES, OBSERVED];
  // Vega-Lite's default colours for the curves, and green for the measurements.
  const range = ['#4c78a8', '#f58518', '#e45756', '#2ca02c'];
  const def: ChartDef = {
    ...lines,
    rows: [...lines.rows, ...observed],
    markers: { [OBSERVED]: 'circle' },
    spec: (data) => {
      const x = { field: 'x', type: 'quantitative' as const, title: 'Time (h)', scale: { domain: def.x.domain, nice: false, zero: false } };
      const y = { field: 'y', type: 'quantitative' as const, title: 'Concentration (mg/L)', scale: { domain: def.y.domain, nice: false } };
      const color = { field: 'series', type: 'nominal' as const, title: 'Group', sort: domain, scale: { domain, range } };
      return {
        ...base(def),
        data: { values: data },
        layer: [
          { transform: [{ filter: { field: 'series', oneOf: SERIES } }], mark: { type: 'line', strokeWidth: 1.5 }, encoding: { x, y, color } },
          { transform: [{ filter: { field: 'series', equal: OBSERVED } }], mark: { type: 'point', shape: 'circle', filled: true, opacity: 1, size: 36 }, encoding: { x, y, color } },
        ],
      };
    },
  };
  return def;
}

function scatterChart(seed: number): ChartDef {
  const r = prng(seed);
  const rows: Row[] = [];
  SERIES.forEach((s, k) => {
    for (let i = 0; i < 15; i++) {
      // 3 CSS px per unit on both axes: a 1/24 grid gives multiples of 1/8 px.
      const x = onGrid(r, 5 + 25 * k, 55 + 25 * k, 24);
      rows.push({ series: s, x, y: onGrid(r, 0.2 * x, 0.2 * x + 60, 24) });
    }
  });
  const def: ChartDef = {
    name: 'scatter',
    title: 'Body mass against wing length',
    kind: 'scatter',
    width: 384,
    height: 300,
    x: { domain: [0, 128] },
    y: { domain: [0, 100] },
    rows,
    spec: (data) => ({
      ...base(def),
      data: { values: data },
      mark: { type: 'point', filled: true, size: 36 },
      encoding: {
        x: { field: 'x', type: 'quantitative', title: 'Wing length (mm)', scale: { domain: def.x.domain, nice: false } },
        y: { field: 'y', type: 'quantitative', title: 'Body mass (g)', scale: { domain: def.y.domain, nice: false } },
        color: { field: 'series', type: 'nominal', title: 'Site', sort: SERIES },
        shape: { field: 'series', type: 'nominal', title: 'Site', sort: SERIES },
      },
    }),
  };
  return def;
}

function barChart(seed: number): ChartDef {
  const r = prng(seed);
  const cats = ['A', 'B', 'C', 'D', 'E'];
  const rows: Row[] = [];
  for (const c of cats) for (const s of SERIES.slice(0, 2)) rows.push({ series: s, x: c, y: onGrid(r, 5, 95, 24) });
  const def: ChartDef = {
    name: 'bar',
    title: 'Yield by cultivar',
    kind: 'bar',
    width: 400,
    height: 300,
    x: { domain: [0, cats.length - 1] },
    y: { domain: [0, 100] },
    rows,
    spec: (data) => ({
      ...base(def),
      data: { values: data },
      mark: { type: 'bar' },
      encoding: {
        x: { field: 'x', type: 'nominal', title: 'Cultivar', sort: cats },
        xOffset: { field: 'series', sort: SERIES.slice(0, 2) },
        y: { field: 'y', type: 'quantitative', title: 'Yield (t/ha)', scale: { domain: def.y.domain, nice: false } },
        color: { field: 'series', type: 'nominal', title: 'Treatment', sort: SERIES.slice(0, 2) },
      },
    }),
  };
  return def;
}

function logChart(seed: number): ChartDef {
  const r = prng(seed);
  const rows: Row[] = [];
  SERIES.slice(0, 2).forEach((s, k) => {
    let e = 0.5 + k;
    for (let i = 0; i <= 20; i++) {
      e = Math.min(3.9, Math.max(0.1, e + (r() - 0.3) * 0.3));
      // 80 CSS px per decade: an exponent on a 1/640 grid is a multiple of 1/8 px.
      const q = Math.round(e * 640) / 640;
      rows.push({ series: s, x: i * 5, y: 10 ** q });
    }
  });
  const def: ChartDef = {
    name: 'log',
    title: 'Bacterial count over time',
    kind: 'line',
    width: 400,
    height: 320,
    x: { domain: [0, 100] },
    y: { domain: [1, 10000], log: true },
    rows,
    spec: (data) => ({
      ...base(def),
      data: { values: data },
      mark: { type: 'line', strokeWidth: 1.5, point: { filled: true, size: 36 } },
      encoding: {
        x: { field: 'x', type: 'quantitative', title: 'Time (min)', scale: { domain: def.x.domain, nice: false } },
        y: { field: 'y', type: 'quantitative', title: 'CFU/mL', scale: { type: 'log', domain: def.y.domain, nice: false } },
        color: { field: 'series', type: 'nominal', title: 'Strain', sort: SERIES.slice(0, 2) },
      },
    }),
  };
  return def;
}

/** Where the SVG sits on the page, and the map from SVG pixels to page CSS pixels. */
interface Placement {
  pageWidth: number;
  pageHeight: number;
  html: string;
  toPage: (x: number, y: number) => [number, number];
}

function place(def: ChartDef, svg: string, svgW: number, svgH: number): Placement {
  const margin = 24;
  const caption = `Figure. ${def.title}. Generated from a seeded data table with Vega-Lite.`;
  const style = `<style>@page{size:auto;margin:0}html,body{margin:0;padding:0;background:#fff}
    .fig{position:absolute;left:${margin}px;top:${margin}px;width:${svgW}px;height:${svgH}px}
    .cap{position:absolute;left:${margin}px;margin:0;font:11px Helvetica,Arial,sans-serif}</style>`;
  if (!def.rotated) {
    const pageWidth = svgW + 2 * margin;
    const pageHeight = svgH + 2 * margin + 20;
    return {
      pageWidth,
      pageHeight,
      html: `<!doctype html><html><head>${style}</head><body><div class="fig">${svg}</div><div class="cap" style="top:${svgH + margin + 6}px;width:${svgW}px">${caption}</div></body></html>`,
      toPage: (x, y) => [margin + x, margin + y],
    };
  }
  // Drawn a quarter turn counter-clockwise on a portrait page, as landscape figures are printed.
  const pageWidth = svgH + 2 * margin + 20;
  const pageHeight = svgW + 2 * margin;
  const fig = `<div class="fig" style="transform-origin:0 0;transform:translate(0px, ${svgW}px) rotate(-90deg)">${svg}</div>`;
  const cap = `<div class="cap" style="left:${svgH + margin + 6}px;top:${margin}px;width:${svgW}px;transform-origin:0 0;transform:translate(14px, ${svgW}px) rotate(-90deg)">${caption}</div>`;
  return {
    pageWidth,
    pageHeight,
    html: `<!doctype html><html><head>${style}</head><body>${fig}${cap}</body></html>`,
    // rotate(-90deg) maps (x, y) to (y, -x); then the translation.
    toPage: (x, y) => [margin + y, margin + svgW - x],
  };
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;

async function render(def: ChartDef) {
  const vgSpec = compile(def.spec(def.rows)).spec;
  const view = new vega.View(vega.parse(vgSpec), { renderer: 'none' });
  await view.runAsync();
  const svg = await view.toSVG();
  const svgW = def.width + PAD.left + PAD.right;
  const svgH = def.height + PAD.top + PAD.bottom;
  // The plot's origin in the SVG: Vega's origin inside the padding the renderer adds.
  const [vx, vy] = view.origin();
  const ox = PAD.left + vx;
  const oy = PAD.top + vy;
  const xs = view.scale('x') as ((v: unknown) => number) & { bandwidth?: () => number };
  const ys = view.scale('y') as (v: unknown) => number;
  const colors = view.scale('color') as (v: unknown) => string;
  let shapes: ((v: unknown) => string) | undefined;
  try {
    shapes = view.scale('shape') as (v: unknown) => string;
  } catch {
    shapes = undefined;
  }
  let xOffset: (((v: unknown) => number) & { bandwidth: () => number }) | undefined;
  try {
    xOffset = view.scale('xOffset') as ((v: unknown) => number) & { bandwidth: () => number };
  } catch {
    xOffset = undefined;
  }
  /** SVG pixel of a datum (bars: the middle of the bar's top edge). */
  const svgAt = (row: Row): [number, number] => {
    let x = xs(row.x);
    if (def.kind === 'bar' && xOffset) x += xOffset(row.series) + xOffset.bandwidth() / 2;
    return [ox + x, oy + ys(row.y)];
  };
  const placement = place(def, svg, svgW, svgH);
  const plotCorners: [number, number][] = [
    [ox, oy],
    [ox + def.width, oy],
    [ox + def.width, oy + def.height],
    [ox, oy + def.height],
  ];
  const ticks: { label: string; value: number; at: [number, number] }[] =
    def.kind === 'bar'
      ? [
          { label: 'P1', value: def.y.domain[0], at: [ox, oy + ys(def.y.domain[0])] },
          { label: 'P2', value: def.y.domain[1], at: [ox, oy + ys(def.y.domain[1])] },
        ]
      : [
          { label: 'X1', value: def.x.domain[0], at: [ox + xs(def.x.domain[0]), oy + def.height] },
          { label: 'X2', value: def.x.domain[1], at: [ox + xs(def.x.domain[1]), oy + def.height] },
          { label: 'Y1', value: def.y.domain[0], at: [ox, oy + ys(def.y.domain[0])] },
          { label: 'Y2', value: def.y.domain[1], at: [ox, oy + ys(def.y.domain[1])] },
        ];
  const seriesNames = [...new Set(def.rows.map((r) => r.series))];
  const image = (file: string, mimeType: string, scale: number): VegaImage => {
    const at = (p: [number, number]) => {
      const [x, y] = placement.toPage(p[0], p[1]);
      return { px: round(x * scale), py: round(y * scale) };
    };
    return {
      file,
      mimeType,
      scale,
      width: Math.round(placement.pageWidth * scale),
      height: Math.round(placement.pageHeight * scale),
      plot: { corners: plotCorners.map((c) => { const a = at(c); return [a.px, a.py] as [number, number]; }) },
      ticks: ticks.map((t) => ({ label: t.label, value: t.value, ...at(t.at) })),
      series: seriesNames.map((name) => ({
        name,
        color: colors(name),
        ...(shapes && def.kind === 'scatter' ? { shape: shapes(name) } : {}),
        ...(def.markers?.[name] ? { shape: def.markers[name] } : {}),
        points: def.rows.filter((r) => r.series === name).map((r) => ({ x: r.x, y: r.y, ...at(svgAt(r)) })),
      })),
    };
  };
  view.finalize();
  return { placement, image };
}

/** Where one figure's files go and which raster images it has. */
interface Output {
  dir: string;
  /** File names: the PDF, and each raster image by dpi and type. */
  pdf: string;
  rasters: { dpi: number; type: 'png' | 'jpeg'; file: string }[];
  sidecar: string;
}

/** The bench fixtures: PDF, PNG and JPEG q70 at 100 and 200 dpi, in tests/fixtures/vega. */
const benchOutput = (name: string): Output => ({
  dir: OUT,
  pdf: `${name}.pdf`,
  rasters: [100, 200].flatMap((dpi) => [
    { dpi, type: 'png' as const, file: `${name}-${dpi}dpi.png` },
    { dpi, type: 'jpeg' as const, file: `${name}-${dpi}dpi-q70.jpg` },
  ]),
  sidecar: `${name}.json`,
});

async function writeFigure(browser: Browser, def: ChartDef, out: Output): Promise<void> {
  const { placement, image } = await render(def);
  const { pageWidth: W, pageHeight: H, html } = placement;
  const images: VegaImage[] = [];
  {
    const ctx = await browser.newContext({ viewport: { width: W, height: H } });
    const page = await ctx.newPage();
    await page.setContent(html);
    const pdf = await page.pdf({ width: `${W}px`, height: `${H}px`, printBackground: true, margin: { top: '0', left: '0', right: '0', bottom: '0' } });
    writeFileSync(join(out.dir, out.pdf), pdf);
    images.push(image(out.pdf, 'application/pdf', CSS_TO_PDF_IMAGE));
    await ctx.close();
  }
  for (const dpi of [...new Set(out.rasters.map((r) => r.dpi))]) {
    const ctx = await browser.newContext({ viewport: { width: W, height: H }, deviceScaleFactor: dpi / 96 });
    const page = await ctx.newPage();
    await page.setContent(html);
    for (const r of out.rasters.filter((r) => r.dpi === dpi)) {
      const shot = r.type === 'png' ? await page.screenshot({ type: 'png', fullPage: false }) : await page.screenshot({ type: 'jpeg', quality: 70, fullPage: false });
      writeFileSync(join(out.dir, r.file), shot);
      images.push(image(r.file, r.type === 'png' ? 'image/png' : 'image/jpeg', dpi / 96));
    }
    await ctx.close();
  }
  const sidecar: VegaSidecar = {
    name: def.name,
    title: def.title,
    kind: def.kind,
    axesType: def.kind === 'bar' ? 'bar' : 'xy',
    log: { x: !!def.x.log, y: !!def.y.log },
    rotated: !!def.rotated,
    range: { x: def.x.domain, y: def.y.domain },
    data: def.rows.map((r) => ({ series: r.series, x: r.x, y: r.y })),
    images,
  };
  writeFileSync(join(out.dir, out.sidecar), JSON.stringify(sidecar, null, 2) + '\n');
  console.log(`${def.name}: ${def.rows.length} values, page ${W}x${H} CSS px`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  mkdirSync(DEMO, { recursive: true });
  const defs: ChartDef[] = [
    lineChart('line', 'Plasma concentration after a single dose', 20201),
    scatterChart(20202),
    barChart(20203),
    logChart(20204),
    lineChart('rotated', 'Plasma concentration, landscape figure', 20205, true),
  ];
  const browser = await chromium.launch({ executablePath: process.env.SOURCEBENCH_CHROMIUM ?? '/usr/bin/chromium' });
  try {
    for (const def of defs) await writeFigure(browser, def, benchOutput(def.name));
    // The demo paper's figure: the vector PDF and its 200 dpi PNG twin.
    await writeFigure(browser, seededChart(20206), {
      dir: DEMO,
      pdf: 'vega-seeded.pdf',
      rasters: [{ dpi: 200, type: 'png', file: 'vega-seeded.png' }],
      sidecar: 'vega-seeded.json',
    });
  } finally {
    await browser.close();
  }
}

await main();
