import type { Calibration } from '../calibration/types';

/*
 * The number-at-risk table printed under a Kaplan-Meier figure, read from the page's text: rows
 * of whole numbers lined up under the x axis's ticks, each row usually headed by the arm's name.
 * Works in the page's image coordinates (y down), on the text runs the vector reader makes of
 * pdf.js's text content (`pageTexts`), so any positioned text will do.
 */

/** A text run on the page: its text and the centre of its box, image coordinates. */
export interface PositionedText {
  text: string;
  x: number;
  y: number;
  /** Half the run's advance; lets a run holding several numbers be split into columns. */
  halfWidth?: number;
  /** Half the run's height; sets how close two runs must sit to be on one line. */
  halfHeight?: number;
}

/** One row the page proposes: the label printed before it, its counts per time, the arm it was matched to. */
export interface RiskTableRowProposal {
  label: string;
  counts: (number | null)[];
  /** Dataset of the arm the row was matched to; null when no arm was left. */
  dataset: string | null;
  /** How the row was matched: by its label, or by its place among the rows. */
  matchedBy: 'label' | 'order' | null;
}

export interface RiskTableProposal {
  times: number[];
  rows: RiskTableRowProposal[];
}

export interface ReadRiskTableOptions {
  texts: readonly PositionedText[];
  /** The graph's XY calibration: x pixel positions become times. */
  calibration: Pick<Calibration, 'pixelToData' | 'dataToPixel'>;
  /** The arms to match rows to, as dataset and the names shown for them (dataset name, study arm). */
  arms: readonly { dataset: string; names: readonly string[] }[];
  /**
   * Values of the x axis's labelled ticks of the calibrated graph, when known: rows are read at
   * those times (each number goes to its nearest tick, up to halfway to the next; numbers farther
   * out are not counts).
   */
  tickTimes?: readonly number[];
  /** Pixel y of the x axis line; by default where the calibration puts y = 0 at time 0. */
  axisY?: number;
  /** How far below the axis the table may reach, image pixels. @default 400 */
  maxDistance?: number;
}

interface Token {
  text: string;
  x: number;
  y: number;
  halfHeight: number;
}

const WHOLE = /^\(?\d{1,3}(?:[,\u2009\u202f]\d{3})*\)?$|^\(?\d+\)?$/;

/** A count as printed: '120', '1,204', '(12)' (events in brackets are read as numbers too). */
function parseCount(text: string): number | null {
  const s = text.trim();
  if (!WHOLE.test(s)) return null;
  return Number(s.replace(/[(),\u2009\u202f]/g, ''));
}

/** The runs split into words, a run of several words sharing its width by character position. */
function tokens(texts: readonly PositionedText[]): Token[] {
  const out: Token[] = [];
  for (const t of texts) {
    const text = t.text.trim();
    if (!text) continue;
    const halfHeight = t.halfHeight ?? 4;
    const parts = [...text.matchAll(/\S+/g)];
    if (parts.length === 1 || !t.halfWidth) {
      out.push({ text, x: t.x, y: t.y, halfHeight });
      continue;
    }
    const left = t.x - t.halfWidth;
    const perChar = (2 * t.halfWidth) / text.length;
    for (const m of parts) out.push({ text: m[0], x: left + (m.index + m[0].length / 2) * perChar, y: t.y, halfHeight });
  }
  return out;
}

/** Runs grouped into lines: centres within half a text height of each other. */
function lines(items: Token[]): Token[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y);
  const out: Token[][] = [];
  for (const t of sorted) {
    const line = out[out.length - 1];
    if (line && Math.abs(t.y - line[0]!.y) <= Math.max(2, Math.min(t.halfHeight, line[0]!.halfHeight))) line.push(t);
    else out.push([t]);
  }
  return out.map((l) => l.sort((a, b) => a.x - b.x));
}

const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** How well a printed label names an arm: 2 for the same words, 1 when one holds the other, 0 otherwise. */
function labelScore(label: string, names: readonly string[]): number {
  const l = normalise(label);
  if (!l) return 0;
  let best = 0;
  for (const name of names) {
    const n = normalise(name);
    if (!n) continue;
    if (n === l) return 2;
    if (l.includes(n) || n.includes(l)) best = 1;
  }
  return best;
}

/**
 * Proposes the risk table from the text under the x axis. Lines of two or more whole numbers are
 * rows; the line that repeats the axis's tick labels is skipped. Each number's x position becomes
 * a time through the calibration, snapped to the nearest tick; columns are the distinct times.
 * With `tickTimes`, only numbers under a tick are counts.
 * Rows are matched to arms by the text before their numbers, then the rest in order, top to bottom.
 * Returns null when no row is found.
 */
export function readRiskTable(options: ReadRiskTableOptions): RiskTableProposal | null {
  const { calibration, arms, texts } = options;
  const axisY = options.axisY ?? calibration.dataToPixel(0, 0).y;
  const maxDistance = options.maxDistance ?? 400;
  const below = tokens(texts).filter((t) => t.y > axisY && t.y - axisY <= maxDistance);
  const timeAt = (t: Token) => calibration.pixelToData(t.x, axisY)[0]!;
  const ticks = [...(options.tickTimes ?? [])].sort((a, b) => a - b);
  const spread = below.filter((t) => parseCount(t.text) !== null).map(timeAt);
  const span = ticks.length > 1 ? ticks[ticks.length - 1]! - ticks[0]! : spread.length > 1 ? Math.max(...spread) - Math.min(...spread) : 1;
  // Columns are centred on their ticks; 3 % of the axis absorbs centring and rounding, far less than a column's width.
  const snapTolerance = Math.max(span * 0.03, 1e-9);

  // Ticks given: each number belongs to the column of its nearest tick, up to halfway to the next one.
  const given = ticks.length > 1;
  const gaps = ticks.slice(1).map((t, i) => t - ticks[i]!);
  const columnReach = given ? Math.max(snapTolerance, Math.min(...gaps) / 2) : snapTolerance;
  const nearestTick = (time: number, reach: number) => {
    let best: number | null = null;
    for (const tick of ticks) if (Math.abs(tick - time) <= reach && (best === null || Math.abs(tick - time) < Math.abs(best - time))) best = tick;
    return best;
  };
  const onTick = (time: number) => nearestTick(time, columnReach) !== null;
  const snap = (time: number) => nearestTick(time, given ? columnReach : snapTolerance) ?? time;

  interface Row {
    label: string;
    cells: { time: number; count: number }[];
  }
  const rows: Row[] = [];
  for (const line of lines(below)) {
    const numbers = line.map((t) => ({ t, count: parseCount(t.text) })).filter((n) => n.count !== null) as { t: Token; count: number }[];
    if (numbers.length < 2) continue;
    // The tick labels: numbers that read as their own times.
    if (numbers.every((n) => Math.abs(n.count - timeAt(n.t)) <= snapTolerance)) {
      if (!ticks.length) for (const n of numbers) ticks.push(snap(timeAt(n.t)));
      continue;
    }
    // With the axis's ticks given, a row is read at those times only: a number beside the columns
    // (a total, events in brackets after the last column) is not a count at a time.
    const atTicks = given ? numbers.filter((n) => onTick(timeAt(n.t))) : numbers;
    if (atTicks.length < 2) continue;
    const cells = atTicks.map((n) => ({ time: snap(timeAt(n.t)), count: n.count }));
    const firstX = atTicks[0]!.t.x;
    const label = line
      .filter((t) => t.x < firstX && parseCount(t.text) === null)
      .map((t) => t.text)
      .join(' ')
      .trim();
    rows.push({ label, cells });
  }
  if (!rows.length) return null;

  const times: number[] = [];
  for (const row of rows)
    for (const c of row.cells) if (!times.some((t) => Math.abs(t - c.time) <= snapTolerance)) times.push(c.time);
  times.sort((a, b) => a - b);
  const column = (time: number) => times.findIndex((t) => Math.abs(t - time) <= snapTolerance);

  const free = new Set(arms.map((a) => a.dataset));
  const matched: RiskTableRowProposal['matchedBy'][] = rows.map(() => null);
  const datasetOf: (string | null)[] = rows.map(() => null);
  // Best label matches first, so 'Placebo' is not taken by a row merely containing it when another row says exactly 'Placebo'.
  const pairs = rows
    .flatMap((r, i) => arms.map((a) => ({ i, dataset: a.dataset, score: labelScore(r.label, [a.dataset, ...a.names]) })))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  for (const p of pairs) {
    if (datasetOf[p.i] !== null || !free.has(p.dataset)) continue;
    datasetOf[p.i] = p.dataset;
    matched[p.i] = 'label';
    free.delete(p.dataset);
  }
  const rest = arms.map((a) => a.dataset).filter((d) => free.has(d));
  rows.forEach((_, i) => {
    if (datasetOf[i] === null && rest.length) {
      datasetOf[i] = rest.shift()!;
      matched[i] = 'order';
    }
  });

  return {
    times,
    rows: rows.map((r, i) => {
      const counts: (number | null)[] = times.map(() => null);
      for (const c of r.cells) {
        const k = column(c.time);
        if (k >= 0 && counts[k] === null) counts[k] = c.count;
      }
      return { label: r.label, counts, dataset: datasetOf[i]!, matchedBy: matched[i] ?? null };
    }),
  };
}
