/**
 * Legends of a vector page: entries are a symbol (a marker, a swatch or a short line sample)
 * beside a text, and a legend is two or more entries whose symbols have one size and line up in a
 * column or a row. Their symbols are no data and their texts are no tick labels ('2019' and
 * '2020' as series names), whichever writer drew them and wherever they sit, inside the plot or out.
 */
import type { GeometryIndex, Pt } from './geometry';
import { TICK_MAX_LENGTH } from './axes';

/** A text run on the page, image coordinates. */
export interface PageText {
  text: string;
  /** Centre of the text's box. */
  x: number;
  y: number;
  /** Reading direction, a unit vector. */
  dir: Pt;
  /** Half the advance along `dir` and half the height across it. */
  halfWidth: number;
  halfHeight: number;
}

export interface PageLegend {
  /** Paths drawn as legend symbols (markers, swatches, line samples and what lies on them). */
  pathIds: number[];
  /** Indices, in the page's texts, of the legend's texts. */
  texts: number[];
}

interface Symbol {
  pathIds: number[];
  box: { x0: number; y0: number; x1: number; y1: number };
  kind: 'marker' | 'rect' | 'line';
}

interface Entry {
  text: number;
  symbol: Symbol;
  side: -1 | 1;
}

const centre = (b: Symbol['box']): Pt => ({ x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 });

/** Everything that can be a legend symbol: markers, filled rectangles and short straight open strokes longer than a tick. */
function symbols(index: GeometryIndex): Symbol[] {
  const out: Symbol[] = [];
  for (const m of index.markers) out.push({ pathIds: [m.pathId], box: index.paths[m.pathId]!.bbox, kind: 'marker' });
  for (const r of index.rects) out.push({ pathIds: [r.pathId], box: { x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1 }, kind: 'rect' });
  for (const p of index.paths) {
    if (p.paint === 'fill' || p.subpaths.length !== 1) continue;
    const s = p.subpaths[0]!;
    if (!s.straight || s.closed || s.points.length !== 2) continue;
    const [a, b] = s.points as [Pt, Pt];
    if (Math.hypot(b.x - a.x, b.y - a.y) <= TICK_MAX_LENGTH) continue;
    out.push({ pathIds: [p.id], box: p.bbox, kind: 'line' });
  }
  return out;
}

/**
 * The symbol beside a text: centred on the text's line, its near edge within 2.5 text heights of
 * the text's start (symbol before the text, as most writers draw it) or of its end (gnuplot).
 */
function besideText(t: PageText, s: Symbol): -1 | 1 | null {
  const u = t.dir;
  const n = { x: -u.y, y: u.x };
  const corners = [
    { x: s.box.x0, y: s.box.y0 },
    { x: s.box.x1, y: s.box.y0 },
    { x: s.box.x0, y: s.box.y1 },
    { x: s.box.x1, y: s.box.y1 },
  ].map((c) => ({ along: (c.x - t.x) * u.x + (c.y - t.y) * u.y, across: (c.x - t.x) * n.x + (c.y - t.y) * n.y }));
  const a0 = Math.min(...corners.map((c) => c.along));
  const a1 = Math.max(...corners.map((c) => c.along));
  const c0 = Math.min(...corners.map((c) => c.across));
  const c1 = Math.max(...corners.map((c) => c.across));
  const h = t.halfHeight * 2;
  // Centred on the text line, no taller than a few lines of text; a line sample no longer than
  // a few heights (writers draw 1 to 3), where grid lines beside tick labels run across the plot.
  if (Math.abs((c0 + c1) / 2) > 0.45 * h || c1 - c0 > 3 * h) return null;
  if (s.kind === 'line' && a1 - a0 > 4 * h) return null;
  const reach = 2.5 * h;
  if (a1 <= -t.halfWidth + 0.1 * h && a1 >= -t.halfWidth - reach) return -1;
  if (a0 >= t.halfWidth - 0.1 * h && a0 <= t.halfWidth + reach) return 1;
  return null;
}

/** Legends of a page, from its geometry index and its texts. */
export function findLegends(index: GeometryIndex, texts: readonly PageText[]): PageLegend {
  const all = symbols(index);
  const entries: Entry[] = [];
  texts.forEach((t, i) => {
    if (!t.text.trim() || !(t.halfHeight > 0)) return;
    let best: Entry | null = null;
    let bestGap = Infinity;
    for (const s of all) {
      const side = besideText(t, s);
      if (!side) continue;
      const c = centre(s.box);
      const gap = Math.abs((c.x - t.x) * t.dir.x + (c.y - t.y) * t.dir.y);
      // A line sample wins over the marker drawn on its middle, a marker over the key's
      // background drawn around it; otherwise the nearest.
      const rank = { line: 0, marker: 1, rect: 2 }[s.kind] * 1e6 + gap;
      if (rank < bestGap) {
        best = { text: i, symbol: s, side };
        bestGap = rank;
      }
    }
    if (best) entries.push(best);
  });
  // Entries of one legend: symbols of one kind and size, on the same side of their texts, in a column or a row.
  const size = (s: Symbol) => ({ w: s.box.x1 - s.box.x0, h: s.box.y1 - s.box.y0 });
  const together = (a: Entry, b: Entry) => {
    if (a.symbol.kind !== b.symbol.kind || a.side !== b.side) return false;
    const sa = size(a.symbol);
    const sb = size(b.symbol);
    // Swatches and line samples share one size; markers of one size differ by shape (a circle's
    // box, control points included, is taller than a square's).
    if (a.symbol.kind === 'marker') {
      if (Math.max(sa.w, sb.w) > 2 * Math.min(sa.w, sb.w) || Math.max(sa.h, sb.h) > 2 * Math.min(sa.h, sb.h)) return false;
    } else if (Math.abs(sa.w - sb.w) > 1.5 || Math.abs(sa.h - sb.h) > 1.5) return false;
    const ca = centre(a.symbol.box);
    const cb = centre(b.symbol.box);
    return Math.abs(ca.x - cb.x) < 1.5 || Math.abs(ca.y - cb.y) < 1.5;
  };
  const inLegend = new Set<Entry>();
  for (const a of entries) for (const b of entries) if (a !== b && a.symbol !== b.symbol && together(a, b)) inLegend.add(a);
  const pathIds = new Set<number>();
  const textIds: number[] = [];
  for (const e of inLegend) {
    textIds.push(e.text);
    // What is drawn on the symbol belongs to it: the marker on a line sample, the key's background.
    const b = e.symbol.box;
    const m = 3;
    const s = size(e.symbol);
    for (const o of all) {
      const c = centre(o.box);
      const os = size(o);
      if (c.x < b.x0 - m || c.x > b.x1 + m || c.y < b.y0 - m || c.y > b.y1 + m) continue;
      const most = Math.max(s.w, s.h);
      if (os.w > 1.5 * most + m || os.h > 1.5 * most + m) continue;
      for (const id of o.pathIds) pathIds.add(id);
    }
  }
  return { pathIds: [...pathIds].sort((a, b) => a - b), texts: textIds.sort((a, b) => a - b) };
}
