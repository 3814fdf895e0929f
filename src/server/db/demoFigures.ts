import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PNG } from 'pngjs';
import { drawTrialReportFirstPage } from './demoTrialReport';

/*
 * Demo figures with known numbers, so a new user can try extraction at once and check the result:
 * an XY line chart with a log axis, a bar chart (PNG), a table and a two-page paper (PDF).
 */

/** Survival-like curve on a log y axis: month -> hazard ratio. */
export const LOG_CHART_DATA = [
  { x: 0, y: 1 },
  { x: 6, y: 2 },
  { x: 12, y: 5 },
  { x: 18, y: 20 },
  { x: 24, y: 50 },
  { x: 30, y: 100 },
];
/** Response rate (%) per arm. */
export const BAR_CHART_DATA = [
  { label: 'Placebo', value: 12 },
  { label: '10 mg', value: 27 },
  { label: '25 mg', value: 41 },
  { label: '50 mg', value: 48 },
];
/** Baseline table: characteristic, placebo, treatment. */
export { TABLE_DATA } from './demoTrialReport';

interface Plot {
  left: number;
  bottom: number;
  width: number;
  height: number;
}

function drawLogChart(page: PDFPage, font: PDFFont, plot: Plot, title: string) {
  const { left, bottom, width, height } = plot;
  const xMax = 30;
  const px = (x: number) => left + (x / xMax) * width;
  const py = (y: number) => bottom + (Math.log10(y) / 2) * height; // 1 .. 100 over two decades
  page.drawText(title, { x: left, y: bottom + height + 14, size: 11, font });
  page.drawLine({ start: { x: left, y: bottom }, end: { x: left + width, y: bottom }, thickness: 1 });
  page.drawLine({ start: { x: left, y: bottom }, end: { x: left, y: bottom + height }, thickness: 1 });
  for (const x of [0, 6, 12, 18, 24, 30]) {
    page.drawLine({ start: { x: px(x), y: bottom }, end: { x: px(x), y: bottom - 4 }, thickness: 1 });
    page.drawText(String(x), { x: px(x) - 4, y: bottom - 14, size: 8, font });
  }
  for (const y of [1, 10, 100]) {
    page.drawLine({ start: { x: left, y: py(y) }, end: { x: left - 4, y: py(y) }, thickness: 1 });
    page.drawText(String(y), { x: left - 24, y: py(y) - 3, size: 8, font });
  }
  page.drawText('Months', { x: left + width / 2 - 14, y: bottom - 28, size: 9, font });
  // The axis title runs up the left of the tick labels, clear of '100' at the top of the axis.
  const yTitle = 'Hazard ratio (log scale)';
  page.drawText(yTitle, { x: left - 30, y: bottom + height / 2 - font.widthOfTextAtSize(yTitle, 8) / 2, size: 8, font, rotate: degrees(90) });
  LOG_CHART_DATA.forEach((p, i) => {
    const next = LOG_CHART_DATA[i + 1];
    if (next) page.drawLine({ start: { x: px(p.x), y: py(p.y) }, end: { x: px(next.x), y: py(next.y) }, thickness: 1.2, color: rgb(0.1, 0.3, 0.8) });
    page.drawCircle({ x: px(p.x), y: py(p.y), size: 2.5, color: rgb(0.1, 0.3, 0.8) });
  });
}

/** A one-page PDF with the log-scale line chart. */
export async function logChartPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(Date.UTC(2024, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2024, 0, 1)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([420, 320]);
  drawLogChart(page, font, { left: 60, bottom: 60, width: 320, height: 200 }, 'Figure 1. Hazard ratio over time');
  return doc.save();
}

/** A two-page trial report: text and the baseline table on page 1, the chart on page 2. */
export async function twoPagePaperPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(Date.UTC(2024, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2024, 0, 1)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  drawTrialReportFirstPage(doc.addPage([595, 842]), font);
  const second = doc.addPage([595, 842]);
  drawLogChart(second, font, { left: 90, bottom: 480, width: 400, height: 260 }, 'Figure 1. Hazard ratio over time (log scale)');
  return doc.save();
}

/** Where the bar chart's parts are, in image pixels: what a digitizer calibrates and clicks on. */
export const BAR_CHART_GEOMETRY = {
  width: 480,
  height: 320,
  /** The value axis line. */
  axisX: 60,
  /** y of 0 %. */
  baseline: 280,
  pixelsPerPercent: 4,
  barWidth: 50,
  /** Left edge of bar i. */
  barLeft: (i: number) => 90 + i * 90,
} as const;

/**
 * A 5 x 7 pixel font for the bar chart's labels (a PNG has no text): each glyph is seven rows of
 * five bits, the top row first.
 */
const GLYPHS: Record<string, readonly number[]> = {
  '0': [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e],
  '1': [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
  '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  '3': [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
  ' ': [0, 0, 0, 0, 0, 0, 0],
  '%': [0x18, 0x19, 0x02, 0x04, 0x08, 0x13, 0x03],
  '(': [0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02],
  ')': [0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08],
  P: [0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10],
  R: [0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11],
  a: [0x00, 0x00, 0x0e, 0x01, 0x0f, 0x11, 0x0f],
  b: [0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x1e],
  c: [0x00, 0x00, 0x0e, 0x10, 0x10, 0x11, 0x0e],
  e: [0x00, 0x00, 0x0e, 0x11, 0x1f, 0x10, 0x0e],
  g: [0x00, 0x0f, 0x11, 0x11, 0x0f, 0x01, 0x0e],
  l: [0x0c, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e],
  m: [0x00, 0x00, 0x1a, 0x15, 0x15, 0x11, 0x11],
  n: [0x00, 0x00, 0x16, 0x19, 0x11, 0x11, 0x11],
  o: [0x00, 0x00, 0x0e, 0x11, 0x11, 0x11, 0x0e],
  p: [0x00, 0x00, 0x1e, 0x11, 0x1e, 0x10, 0x10],
  r: [0x00, 0x00, 0x16, 0x19, 0x10, 0x10, 0x10],
  s: [0x00, 0x00, 0x0e, 0x10, 0x0e, 0x01, 0x1e],
  t: [0x08, 0x08, 0x1c, 0x08, 0x08, 0x09, 0x06],
};

/** Width in pixels of a text in the bar chart's font at a scale (a glyph and a one-pixel gap per character). */
export const barChartTextWidth = (text: string, scale: number) => (text.length * 6 - 1) * scale;

/** A PNG bar chart: 480 x 320 pixels, bars from y=280 (0 %) up, 4 pixels per percent, labelled ticks and arms. */
export function barChartPng(): Buffer {
  const { width, height } = BAR_CHART_GEOMETRY;
  const png = new PNG({ width, height });
  png.data.fill(255);
  const set = (x: number, y: number, [r, g, b]: [number, number, number]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 4;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  const black: [number, number, number] = [0, 0, 0];
  /** Text with its top-left corner at (x, y). */
  const text = (s: string, x: number, y: number, scale: number) => {
    [...s].forEach((ch, k) => {
      const glyph = GLYPHS[ch];
      if (!glyph) throw new Error(`No glyph for '${ch}'`);
      glyph.forEach((bits, row) => {
        for (let col = 0; col < 5; col++) {
          if (!(bits & (0x10 >> col))) continue;
          for (let sy = 0; sy < scale; sy++) for (let sx = 0; sx < scale; sx++) set(x + (k * 6 + col) * scale + sx, y + row * scale + sy, black);
        }
      });
    });
  };
  const { axisX, baseline, pixelsPerPercent, barWidth, barLeft } = BAR_CHART_GEOMETRY;
  for (let x = axisX; x < 460; x++) set(x, baseline, black);
  for (let y = 40; y <= baseline; y++) set(axisX, y, black);
  // Ticks every 10 % (40 px), labelled to their left.
  for (let v = 0; v <= 60; v += 10) {
    const y = baseline - v * pixelsPerPercent;
    for (let x = axisX - 6; x < axisX; x++) set(x, y, black);
    text(String(v), axisX - 10 - barChartTextWidth(String(v), 2), y - 7, 2);
  }
  text('Response rate (%)', axisX - 40, 14, 2);
  BAR_CHART_DATA.forEach((bar, i) => {
    const x0 = barLeft(i);
    for (let x = x0; x < x0 + barWidth; x++) for (let y = baseline - bar.value * pixelsPerPercent; y < baseline; y++) set(x, y, [40, 110, 200]);
    // The arm under its bar.
    text(bar.label, Math.round(x0 + barWidth / 2 - barChartTextWidth(bar.label, 2) / 2), baseline + 12, 2);
  });
  return PNG.sync.write(png);
}

/** The polar chart's data: r (score) at theta degrees, counted anticlockwise from the right-hand spoke. */
export const POLAR_CHART_DATA = [
  { r: 1.5, theta: 30 },
  { r: 2.5, theta: 135 },
  { r: 3.5, theta: 260 },
  { r: 4.5, theta: 330 },
];

/** Where the polar chart's parts are, in PDF points (y up) of its 400 x 400 pt page. */
export const POLAR_CHART_GEOMETRY = { page: 400, centre: { x: 200, y: 190 }, pointsPerUnit: 30, rings: [1, 2, 3, 4, 5] } as const;

/** A one-page PDF polar chart: rings at r = 1..5, spokes every 30 degrees with their angles, and the data as dots. */
export async function polarChartPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(Date.UTC(2024, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2024, 0, 1)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const { page: side, centre, pointsPerUnit, rings } = POLAR_CHART_GEOMETRY;
  const page = doc.addPage([side, side]);
  const at = (r: number, deg: number) => ({ x: centre.x + r * pointsPerUnit * Math.cos((deg * Math.PI) / 180), y: centre.y + r * pointsPerUnit * Math.sin((deg * Math.PI) / 180) });
  const grey = rgb(0.6, 0.6, 0.6);
  page.drawText('Figure 2. Symptom score by direction (polar)', { x: 40, y: side - 24, size: 11, font });
  for (const r of rings) page.drawCircle({ x: centre.x, y: centre.y, size: r * pointsPerUnit, borderColor: r === 5 ? rgb(0, 0, 0) : grey, borderWidth: r === 5 ? 1 : 0.5 });
  const outer = rings[rings.length - 1]!;
  for (let deg = 0; deg < 360; deg += 30) {
    page.drawLine({ start: centre, end: at(outer, deg), thickness: deg % 90 === 0 ? 0.8 : 0.4, color: deg % 90 === 0 ? rgb(0, 0, 0) : grey });
    const label = at(outer + 0.45, deg);
    const text = `${deg}\u00b0`;
    page.drawText(text, { x: label.x - font.widthOfTextAtSize(text, 8) / 2, y: label.y - 3, size: 8, font });
  }
  for (const r of rings) page.drawText(String(r), { x: at(r, 0).x - 6, y: centre.y + 3, size: 7, font });
  for (const p of POLAR_CHART_DATA) {
    const c = at(p.r, p.theta);
    page.drawCircle({ x: c.x, y: c.y, size: 2.5, color: rgb(0.84, 0.15, 0.16) });
  }
  return doc.save();
}

/** The ternary chart's data: fractions of A, B and C (summing to 1). */
export const TERNARY_CHART_DATA = [
  { a: 0.6, b: 0.3, c: 0.1 },
  { a: 0.2, b: 0.5, c: 0.3 },
  { a: 0.25, b: 0.25, c: 0.5 },
  { a: 0.1, b: 0.2, c: 0.7 },
];

/** The ternary chart's corners in PDF points (y up) of its 420 x 400 pt page: A bottom left, B bottom right, C top. */
export const TERNARY_CHART_GEOMETRY = {
  page: { width: 420, height: 400 },
  A: { x: 60, y: 60 },
  B: { x: 360, y: 60 },
  C: { x: 210, y: 60 + 150 * Math.sqrt(3) },
} as const;

/** A one-page PDF ternary chart: an equilateral triangle with grid lines every 20 %, labelled corners and the data as dots. */
export async function ternaryChartPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(Date.UTC(2024, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2024, 0, 1)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const { page: size, A, B, C } = TERNARY_CHART_GEOMETRY;
  const page = doc.addPage([size.width, size.height]);
  const mix = (a: number, b: number, c: number) => ({ x: a * A.x + b * B.x + c * C.x, y: a * A.y + b * B.y + c * C.y });
  const grey = rgb(0.6, 0.6, 0.6);
  page.drawText('Figure 3. Composition of the three fractions (ternary)', { x: 40, y: size.height - 24, size: 11, font });
  for (let k = 1; k < 5; k++) {
    const f = k / 5;
    // Lines of constant a, b and c at 20 %, 40 %, 60 % and 80 %.
    page.drawLine({ start: mix(f, 1 - f, 0), end: mix(f, 0, 1 - f), thickness: 0.4, color: grey });
    page.drawLine({ start: mix(1 - f, f, 0), end: mix(0, f, 1 - f), thickness: 0.4, color: grey });
    page.drawLine({ start: mix(1 - f, 0, f), end: mix(0, 1 - f, f), thickness: 0.4, color: grey });
    const tick = `${k * 20}`;
    const onAB = mix(1 - f, f, 0);
    page.drawText(tick, { x: onAB.x - 5, y: onAB.y - 12, size: 7, font });
  }
  page.drawLine({ start: A, end: B, thickness: 1 });
  page.drawLine({ start: B, end: C, thickness: 1 });
  page.drawLine({ start: C, end: A, thickness: 1 });
  page.drawText('A', { x: A.x - 14, y: A.y - 4, size: 9, font });
  page.drawText('B', { x: B.x + 6, y: B.y - 4, size: 9, font });
  page.drawText('C', { x: C.x - 3, y: C.y + 8, size: 9, font });
  for (const p of TERNARY_CHART_DATA) {
    const c = mix(p.a, p.b, p.c);
    page.drawCircle({ x: c.x, y: c.y, size: 2.5, color: rgb(0.12, 0.47, 0.71) });
  }
  return doc.save();
}
