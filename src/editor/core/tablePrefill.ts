import { gridCells, tableGrid } from './model/tableGrid';
import type { TableCalibration } from './model/tableTypes';
import type { PointMetadata, TagGroup } from './model/types';

/*
 * Cell pre-fill: the text pdf.js places on a page, read into a table's cells so the extractor
 * confirms values instead of typing them. Everything here works in the page's image coordinates
 * (the digitizer's: PDF points times the base scale, y down), through the viewport transform pdf.js
 * gives for that scale.
 */

/** A text item as pdf.js' getTextContent returns it (the fields used here). */
export interface PdfTextItem {
  str: string;
  /** [a, b, c, d, e, f]: the text matrix in PDF user space; (e, f) is the baseline start. */
  transform: readonly number[];
  /** Width and height in PDF user space. */
  width: number;
  height: number;
}

/** An affine matrix [a, b, c, d, e, f] from PDF user space to image coordinates (pdf.js' viewport.transform). */
export type ViewportTransform = readonly [number, number, number, number, number, number];

/** A rectangle in image coordinates. */
export interface CellRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TableCell {
  row: number;
  col: number;
  rect: CellRect;
}

/** What the page proposes for one cell. */
export interface CellProposal {
  row: number;
  col: number;
  /** The cell's text, items joined in reading order. Empty when the page has nothing there. */
  text: string;
  /** The number read from the text, or null when it holds none (a dash, 'NR', nothing). */
  value: number | null;
  /** The spread in brackets after the value ('12.3 (4.5)', '12.3 ± 4.5'), when the header asks for one. */
  spread: number | null;
  /** A range or interval in brackets ('1.2 (0.9-1.6)'), when the header asks for a spread. */
  range: [number, number] | null;
}

/** The image-coordinates box of a pdf.js text item. */
export function textItemBox(item: PdfTextItem, viewport: ViewportTransform): CellRect {
  const [a, b, c, d, e, f] = item.transform as [number, number, number, number, number, number];
  // The item's own direction: x along (a, b), up along (c, d), each scaled to unit length.
  const ux = Math.hypot(a, b) || 1;
  const uy = Math.hypot(c, d) || 1;
  const along = { x: (a / ux) * item.width, y: (b / ux) * item.width };
  const up = { x: (c / uy) * item.height, y: (d / uy) * item.height };
  const corners = [
    { x: e, y: f },
    { x: e + along.x, y: f + along.y },
    { x: e + up.x, y: f + up.y },
    { x: e + along.x + up.x, y: f + along.y + up.y },
  ].map((p) => applyViewport(viewport, p));
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

function applyViewport(m: ViewportTransform, p: { x: number; y: number }) {
  return { x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] };
}

const centreOf = (r: CellRect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
const contains = (r: CellRect, p: { x: number; y: number }) => p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;

/**
 * The rectangle of every cell of a table, by row and column as the table counts them (rotated
 * tables count from the far side, as tableCellAt does), row by row: the cells the canvas draws.
 */
export function tableCellRects(cal: TableCalibration): TableCell[] {
  return gridCells(tableGrid(cal)).map(({ row, col, rect }) => ({ row, col, rect: { x: rect.x0, y: rect.y0, width: rect.x1 - rect.x0, height: rect.y1 - rect.y0 } }));
}

/** Items whose centre lies in a rectangle, joined in reading order (lines top to bottom, then left to right). */
export function textInRect(boxes: readonly { str: string; box: CellRect }[], rect: CellRect): string {
  const inside = boxes.filter((b) => b.str.trim() !== '' && contains(rect, centreOf(b.box)));
  const lineHeight = Math.max(1, ...inside.map((b) => b.box.height)) / 2;
  inside.sort((p, q) => {
    const dy = centreOf(p.box).y - centreOf(q.box).y;
    return Math.abs(dy) > lineHeight ? dy : p.box.x - q.box.x;
  });
  return inside
    .map((b) => b.str.trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?`;
const SINGLE = new RegExp(`^(${NUMBER})\\s*%?$`);
const WITH_SPREAD = new RegExp(`^(${NUMBER})\\s*%?\\s*(?:\\(\\s*(${NUMBER})\\s*%?\\s*\\)|\\[\\s*(${NUMBER})\\s*%?\\s*\\]|±\\s*(${NUMBER})\\s*%?)$`);
const WITH_RANGE = new RegExp(`^(${NUMBER})\\s*%?\\s*[([]\\s*(${NUMBER})\\s*%?\\s*(?:-|–|—|to|,|;)\\s*(${NUMBER})\\s*%?\\s*[)\\]]$`);
const LEADING = new RegExp(`^(${NUMBER})`);

/** Typographic minus signs and thousands separators as plain text a number parser reads. */
export function normaliseNumberText(text: string): string {
  return text
    .replace(/\u2212/g, '-')
    // An en dash before a number is a minus only where it starts the text or a bracket.
    .replace(/(^|[\s([])\u2013(?=[\d.])/g, '$1-')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/\u00b7/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Read a cell's text. A single number (or percentage) is the value. With `spread` (the header
 * names a spread: 'mean (SD)', 'n (%)'), 'value (spread)', 'value ± spread' and 'value (low-high)'
 * are split; without it only the leading number of such a text is the value.
 */
export function parseCellText(text: string, spread: boolean): Pick<CellProposal, 'value' | 'spread' | 'range'> {
  const t = normaliseNumberText(text);
  const none = { value: null, spread: null, range: null };
  if (!t) return none;
  const single = SINGLE.exec(t);
  if (single) return { value: Number(single[1]), spread: null, range: null };
  const range = WITH_RANGE.exec(t);
  if (range) return { value: Number(range[1]), spread: null, range: spread ? [Number(range[2]), Number(range[3])] : null };
  const paired = WITH_SPREAD.exec(t);
  if (paired) return { value: Number(paired[1]), spread: spread ? Number(paired[2] ?? paired[3] ?? paired[4]) : null, range: null };
  const leading = LEADING.exec(t);
  // '12.3 mg' or '12.3*': the number; 'NR', '-', 'n/a': nothing.
  return leading && /^[\s*†‡§a-z%]*$/i.test(t.slice(leading[1]!.length)) ? { value: Number(leading[1]), spread: null, range: null } : none;
}

/** True when a header's text names a spread the cells carry in brackets: 'mean (SD)', 'n (%)', 'median (IQR)', '95% CI'. */
export function headerAsksForSpread(headerText: string): boolean {
  return /\b(?:n\s*\(\s*%\s*\)|sd|s\.d\.|se|sem|s\.e\.m?\.|iqr|range|ci)\b|\(\s*%\s*\)|±/i.test(headerText);
}

export interface HeaderTexts {
  rows: string[];
  cols: string[];
}

/** Smallest header zone, in image units (spec 3, section 9). */
export const MIN_HEADER_ZONE = 400;

/** Header zone depth beside rows and above columns: 3 x the average cell size across it, at least 400. */
export function headerZones(cal: TableCalibration): { rows: number; cols: number } {
  const cells = tableCellRects(cal);
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
  return {
    rows: Math.max(MIN_HEADER_ZONE, 3 * mean(cells.map((c) => c.rect.width))),
    cols: Math.max(MIN_HEADER_ZONE, 3 * mean(cells.map((c) => c.rect.height))),
  };
}

/**
 * The text beside the table in each row's and column's header zone: left of the area for rows,
 * above it for columns (for an unrotated table).
 */
export function headerTextsFromPage(boxes: readonly { str: string; box: CellRect }[], cal: TableCalibration, zones = headerZones(cal)): HeaderTexts {
  const cells = tableCellRects(cal);
  const x0 = Math.min(cal.area[0].x, cal.area[1].x);
  const y0 = Math.min(cal.area[0].y, cal.area[1].y);
  const rows = Array.from({ length: cal.rows.num }, (_, row) => {
    const band = cells.filter((c) => c.row === row).map((c) => c.rect);
    if (!band.length || cal.rotation !== 0) return '';
    const r = band[0]!;
    return textInRect(boxes, { x: x0 - zones.rows, y: r.y, width: zones.rows, height: r.height });
  });
  const cols = Array.from({ length: cal.cols.num }, (_, col) => {
    const band = cells.filter((c) => c.col === col).map((c) => c.rect);
    if (!band.length || cal.rotation !== 0) return '';
    const r = band[0]!;
    return textInRect(boxes, { x: r.x, y: y0 - zones.cols, width: r.width, height: zones.cols });
  });
  return { rows, cols };
}

export interface PrefillOptions {
  /** pdf.js' viewport.transform at the page's image scale. */
  viewport: ViewportTransform;
  /** Header text per row and column; read from the page beside the table when not given. */
  headers?: HeaderTexts;
}

/** Propose every cell's value from the text pdf.js places inside the cell's rectangle. */
export function prefillTableCells(items: readonly PdfTextItem[], cal: TableCalibration, options: PrefillOptions): CellProposal[] {
  const boxes = items.filter((i) => typeof i.str === 'string' && i.str.trim() !== '').map((i) => ({ str: i.str, box: textItemBox(i, options.viewport) }));
  const headers = options.headers ?? headerTextsFromPage(boxes, cal);
  return tableCellRects(cal).map(({ row, col, rect }) => {
    const text = textInRect(boxes, rect);
    const spread = headerAsksForSpread(headers.rows[row] ?? '') || headerAsksForSpread(headers.cols[col] ?? '');
    return { row, col, text, ...parseCellText(text, spread) };
  });
}

/** Tags that name a number (the value of a cell), and tags that name its spread. */
const VALUE_TAG = /^(number|value|mean|median|count|rate|result)\b/i;
const SPREAD_TAG = /\b(sd|se|standard deviation|spread|percent|%)\b/i;

/**
 * Where a pre-filled number goes: among the group's non-key tags the cell's headers do not already
 * give (a header's tags label the cell; a cell value would override them), the first that names a
 * number (else the first left), and a tag named like SD, percent or spread takes the spread.
 */
export function prefillCellMetadata(group: TagGroup | undefined, proposal: CellProposal | undefined, headerTagNames: readonly string[] = []): PointMetadata {
  if (!group || !proposal || proposal.value === null) return {};
  const plain = group.tags.filter((t) => !t.isCompositeKeyMember && !headerTagNames.includes(t.name));
  const main = plain.find((t) => VALUE_TAG.test(t.name) && !SPREAD_TAG.test(t.name)) ?? plain.find((t) => !SPREAD_TAG.test(t.name)) ?? plain[0];
  if (!main) return {};
  const out: PointMetadata = { 0: { tag: { name: main.name, uuid: main.uuid }, value: String(proposal.value) } };
  const spreadTag = plain.find((t) => t !== main && SPREAD_TAG.test(t.name));
  if (proposal.spread !== null && spreadTag) out[1] = { tag: { name: spreadTag.name, uuid: spreadTag.uuid }, value: String(proposal.spread) };
  return out;
}
