import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createTableCalibration } from '../../../src/editor/core/model/table';
import {
  headerAsksForSpread,
  normaliseNumberText,
  parseCellText,
  prefillTableCells,
  tableCellRects,
  textItemBox,
  type PdfTextItem,
  type ViewportTransform,
} from '../../../src/editor/core/tablePrefill';
import { TABLE_DATA, twoPagePaperPdf } from '../../../src/server/db/demoFigures';

const SCALE = 3;
// pdf.js' viewport transform for an unrotated page of height h at scale 3: y flips.
const viewportFor = (h: number): ViewportTransform => [SCALE, 0, 0, -SCALE, 0, h * SCALE];
const item = (str: string, x: number, y: number, width: number, size = 9): PdfTextItem => ({ str, transform: [size, 0, 0, size, x, y], width, height: size });

describe('parseCellText', () => {
  it.each([
    ['63.2', false, 63.2, null, null],
    ['−1.5', false, -1.5, null, null],
    ['1,234', false, 1234, null, null],
    ['34.2%', false, 34.2, null, null],
    ['41 (34.2)', true, 41, 34.2, null],
    ['41 (34.2%)', true, 41, 34.2, null],
    ['12.3 ± 4.5', true, 12.3, 4.5, null],
    ['12.3 [4.5]', true, 12.3, 4.5, null],
    ['41 (34.2)', false, 41, null, null],
    ['NR', false, null, null, null],
    ['—', true, null, null, null],
    ['', true, null, null, null],
    ['12.3 mg', false, 12.3, null, null],
    ['abc 12', false, null, null, null],
  ] as const)('%s (spread %s) is value %s, spread %s', (text, spread, value, sd, range) => {
    expect(parseCellText(text, spread)).toEqual({ value, spread: sd, range });
  });

  it('splits an interval in brackets into a range', () => {
    expect(parseCellText('1.2 (0.9–1.6)', true)).toEqual({ value: 1.2, spread: null, range: [0.9, 1.6] });
    expect(parseCellText('1.2 (0.9 to 1.6)', true)).toEqual({ value: 1.2, spread: null, range: [0.9, 1.6] });
    expect(parseCellText('–0.4 (–0.9, 0.1)', true)).toEqual({ value: -0.4, spread: null, range: [-0.9, 0.1] });
    expect(parseCellText('1.2 (0.9–1.6)', false)).toEqual({ value: 1.2, spread: null, range: null });
  });

  it('normalises typographic minus signs and thousands separators', () => {
    expect(normaliseNumberText(' \u22122,500  ')).toBe('-2500');
    expect(normaliseNumberText('3\u00b75')).toBe('3.5');
  });
});

describe('headerAsksForSpread', () => {
  it.each([
    ['Female, n (%)', true],
    ['Age, mean (SD)', true],
    ['Median (IQR)', true],
    ['HR (95% CI)', true],
    ['mean ± SE', true],
    ['Age, years (mean)', false],
    ['Placebo (n=120)', false],
    ['BMI, kg/m2 (mean)', false],
  ])('%s: %s', (header, expected) => expect(headerAsksForSpread(header)).toBe(expected));
});

describe('tableCellRects', () => {
  it('cuts the area along the dividers, rows down and columns across', () => {
    const cal = createTableCalibration({ area: [{ x: 100, y: 200 }, { x: 300, y: 260 }], rows: 3, cols: 2 });
    const cells = tableCellRects(cal);
    expect(cells).toHaveLength(6);
    expect(cells[0]).toEqual({ row: 0, col: 0, rect: { x: 100, y: 200, width: 100, height: 20 } });
    expect(cells[5]).toEqual({ row: 2, col: 1, rect: { x: 200, y: 240, width: 100, height: 20 } });
  });

  it('counts a table rotated by 180 degrees from the far corner', () => {
    const cal = createTableCalibration({ area: [{ x: 0, y: 0 }, { x: 100, y: 100 }], rows: 2, cols: 2, rotation: 180 });
    const first = tableCellRects(cal).find((c) => c.row === 0 && c.col === 0)!;
    expect(first.rect).toEqual({ x: 50, y: 50, width: 50, height: 50 });
  });
});

describe('prefillTableCells', () => {
  const viewport = viewportFor(100);
  // Two columns at x 100..200 and 200..300 (image), rows of 30 image units from y 60.
  const cal = createTableCalibration({ area: [{ x: 100, y: 60 }, { x: 300, y: 120 }], rows: 2, cols: 2 });
  // Image y 60..90 is PDF y 80..70; a 3-point font baseline at 72 sits inside row 0.
  const items = [
    item('12.5', 40, 72, 8, 3),
    item('7 (3.1)', 75, 72, 10, 3),
    item('Age, mean (SD)', 5, 72, 20, 3),
    item('8.0', 40, 62, 6, 3),
    item('', 75, 62, 0, 3),
  ];

  it('reads the text inside each cell and splits the spread where the row header names one', () => {
    const cells = prefillTableCells(items, cal, { viewport });
    expect(cells.map((c) => [c.row, c.col, c.text, c.value, c.spread])).toEqual([
      [0, 0, '12.5', 12.5, null],
      [0, 1, '7 (3.1)', 7, 3.1],
      [1, 0, '8.0', 8, null],
      [1, 1, '', null, null],
    ]);
  });

  it('takes header texts when given instead of reading them from the page', () => {
    const cells = prefillTableCells(items, cal, { viewport, headers: { rows: ['Age', 'Weight'], cols: ['A', 'B'] } });
    expect(cells[1]).toMatchObject({ value: 7, spread: null });
  });

  it('places a text item by its box in image coordinates', () => {
    expect(textItemBox(item('x', 10, 50, 4, 2), viewport)).toEqual({ x: 30, y: 144, width: 12, height: 6 });
  });
});

/** The seeded table's known values: number and, for 'n (%)' rows, the spread. */
function expectedDemoCells() {
  return TABLE_DATA.slice(1).flatMap((row, r) =>
    row.slice(1).map((cell, c) => {
      const m = /^([\d.]+)(?: \(([\d.]+)\))?$/.exec(cell)!;
      return { row: r, col: c, value: Number(m[1]), spread: m[2] ? Number(m[2]) : null };
    }),
  );
}

describe('pre-fill on the seeded two-page paper (page 1, Table 1)', () => {
  it('proposes every cell of the clean vector table exactly', async () => {
    const doc = await getDocument({ data: await twoPagePaperPdf(), isEvalSupported: false, useSystemFonts: false }).promise;
    const page = await doc.getPage(1);
    const vp = page.getViewport({ scale: SCALE });
    const content = await page.getTextContent();
    const items: PdfTextItem[] = content.items.flatMap((i) => ('str' in i ? [i] : []));
    // The data without headers: columns 2 and 3 (x 230..490 pt), rows 2 to 5 (y 660..580 pt).
    const toImage = (x: number, y: number) => ({ x: x * SCALE, y: vp.height - y * SCALE });
    const cal = createTableCalibration({ area: [toImage(230, 660), toImage(490, 580)], rows: 4, cols: 2 });
    const cells = prefillTableCells(items, cal, { viewport: vp.transform as unknown as ViewportTransform });
    const expected = expectedDemoCells();
    const exact = expected.filter((e) => {
      const got = cells.find((c) => c.row === e.row && c.col === e.col)!;
      return got.value === e.value && got.spread === e.spread;
    });
    expect(cells).toHaveLength(8);
    expect(exact.length / expected.length).toBe(1);
    expect(cells.find((c) => c.row === 1 && c.col === 0)).toMatchObject({ text: '41 (34.2)', value: 41, spread: 34.2 });
    await doc.destroy();
  });
});
