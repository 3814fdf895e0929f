/**
 * Calibration proposed from a vector page's axes: short straight strokes (tick marks) next to
 * numeric text labels (pdf.js text content). Ticks whose marks are parallel form one axis; the
 * axis whose labels read across its ticks is the x axis. An axis is logarithmic when its tick
 * positions follow log10 of their values better than the values themselves.
 */
import type { CalibrationPoint } from '../core/calibration/types';
import { formatDateValue } from '../core/calibration/valueParser';
import type { GeometryIndex, Matrix, Pt } from './geometry';
import type { PageText } from './legend';

/** A text run as pdf.js's getTextContent gives it (user space). */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

export interface PageLabel {
  text: string;
  /** The number, or for a date the milliseconds since 1970-01-01 UTC. */
  value: number;
  /** The label is a calendar date ('2021-04-01', 'Apr 2021'). */
  date?: boolean;
  /** Every way the date label reads (`dateReadings`); `value` is the first, the axis chooses. */
  readings?: DateReading[];
  /** The label names a month and no year ('Apr'): it places a tick but gives it no date. */
  monthOnly?: boolean;
  /** Shaped like a number or date ('2012-13') but reads as neither: `value` is NaN; it only tells what kind its axis is. */
  unread?: boolean;
  /** Centre of the text, image coordinates. */
  x: number;
  y: number;
  /** Reading direction, a unit vector in image coordinates. */
  dir: Pt;
  /** Half the text's advance along `dir`, image pixels. */
  halfWidth?: number;
}

export interface ProposedTick {
  value: number;
  /** `value` is a date (milliseconds since 1970-01-01 UTC); the dialog gets it as yyyy/mm/dd. */
  date?: boolean;
  label: string;
  /** The tick mark's end on the axis line, image coordinates. */
  x: number;
  y: number;
}

export interface AxisProposal {
  ticks: ProposedTick[];
  log: boolean;
}

export interface CalibrationProposal {
  axesType: 'xy' | 'bar';
  points: CalibrationPoint[];
  logX: boolean;
  logY: boolean;
  x?: AxisProposal;
  y: AxisProposal;
}

/** Longest stroke taken as a tick mark, image pixels (about 8 points). */
export const TICK_MAX_LENGTH = 24;
/** Farthest a label's centre may sit from its tick's outer end, image pixels. */
export const LABEL_MAX_DISTANCE = 60;

/** Parses a tick label: plain numbers, thousands separators, Unicode minus, 1e3 and 10^3 forms. */
export function parseTickLabel(raw: string): number | null {
  const s = raw.trim().replace(/\u2212/g, '-').replace(/[\u2009\u202f]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!s) return null;
  const pow = /^(-?\d+(?:\.\d+)?)\^([-+]?\d+(?:\.\d+)?)$/.exec(s);
  if (pow) return Number(pow[1]) ** Number(pow[2]);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) return null;
  const v = Number(s);
  return Number.isFinite(v) ? v : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const FULL_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The month (0-11) a name gives: 'Jan', 'Jan.', 'January', 'Sept'; null for anything else. */
function monthOf(name: string): number | null {
  const n = name.toLowerCase().replace(/\.$/, '');
  const full = FULL_MONTHS.indexOf(n);
  if (full >= 0) return full;
  if (n === 'sept') return 8;
  const short = MONTHS.indexOf(n);
  return short >= 0 ? short : null;
}

function utcDate(year: number, month: number, day: number): number | null {
  if (month < 0 || month > 11 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(2000, month, day));
  d.setUTCFullYear(year);
  return d.getUTCDate() === day ? d.getTime() : null;
}

/**
 * How a date label orders its parts: year, month, day ('2021-04-01'); year and month ('2021-04');
 * month, day, year ('04/01/21', gnuplot's and US papers' order); day, month, year ('01.04.2021',
 * European papers'); or with the month named ('Apr 2021', '1 Apr 2021', 'Apr 1, 2021').
 */
export type DateOrder = 'ymd' | 'ym' | 'mdy' | 'dmy' | 'named';

/** One way a label reads as a date. */
export interface DateReading {
  order: DateOrder;
  /** Milliseconds since 1970-01-01 UTC. */
  value: number;
  /** 'yyyy-yy' read as year and month ('2010-11'), where the second part is the next year's last two digits: a span of years as often as a month. */
  yearSpan?: boolean;
}

/** A two-digit year as POSIX `strptime` (and so gnuplot) reads it: 69-99 in the 1900s, 00-68 in the 2000s. */
const fullYear = (y: string) => (y.length === 4 ? Number(y) : Number(y) + (Number(y) >= 69 ? 1900 : 2000));

/**
 * Every way a tick label reads as a calendar date, the more usual first: ISO '2021-04-01' and
 * '2021-04' (any dash, Unicode minus included, or slashes), '04/01/21' and '01.04.2021' with the
 * year last (month first and day first both, when both are dates: the axis decides), 'Apr 2021',
 * '1 Apr 2021', 'Apr 1, 2021'. Empty for anything else (a bare year is a number).
 */
export function dateReadings(raw: string): DateReading[] {
  const s = raw.trim().replace(/[\u2212\u2010\u2011\u2012\u2013]/g, '-').replace(/\s+/g, ' ');
  const one = (order: DateOrder, value: number | null, extra: Partial<DateReading> = {}): DateReading[] => (value === null ? [] : [{ order, value, ...extra }]);
  let m = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/.exec(s);
  if (m) return one('ymd', utcDate(Number(m[1]), Number(m[3]) - 1, Number(m[4])));
  m = /^(\d{4})[-/](\d{1,2})$/.exec(s);
  if (m) return one('ym', utcDate(Number(m[1]), Number(m[2]) - 1, 1), m[2]!.length === 2 && Number(m[2]) === (Number(m[1]) + 1) % 100 ? { yearSpan: true } : {});
  m = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})$/.exec(s);
  if (m) {
    const year = fullYear(m[4]!);
    const mdy = one('mdy', utcDate(year, Number(m[1]) - 1, Number(m[3])));
    const dmy = one('dmy', utcDate(year, Number(m[3]) - 1, Number(m[1])));
    // Dots are the European way, day first; slashes and dashes more often month first.
    return m[2] === '.' ? [...dmy, ...mdy] : [...mdy, ...dmy];
  }
  m = /^([A-Za-z]{3,9}\.?),? (\d{4})$/.exec(s);
  if (m && monthOf(m[1]!) !== null) return one('named', utcDate(Number(m[2]), monthOf(m[1]!)!, 1));
  m = /^(\d{1,2}) ([A-Za-z]{3,9}\.?),? (\d{4})$/.exec(s);
  if (m && monthOf(m[2]!) !== null) return one('named', utcDate(Number(m[3]), monthOf(m[2]!)!, Number(m[1])));
  m = /^([A-Za-z]{3,9}\.?) (\d{1,2}),? (\d{4})$/.exec(s);
  if (m && monthOf(m[1]!) !== null) return one('named', utcDate(Number(m[3]), monthOf(m[1]!)!, Number(m[2])));
  return [];
}

/**
 * Parses a tick label that is a calendar date (`dateReadings`), its more usual reading when it
 * has two. Returns milliseconds since 1970-01-01 UTC, or null (a bare year is a number).
 */
export function parseTickDate(raw: string): number | null {
  return dateReadings(raw)[0]?.value ?? null;
}

/**
 * A text shaped like a tick label, digits joined by dashes, slashes, dots or colons ('2012-13',
 * '0-4', '12:00'), that reads as no number and no date: it cannot calibrate, but says what kind of
 * axis its line is.
 */
const LABEL_SHAPED = /^\d+(?: ?[-/.:\u2212\u2010-\u2013] ?\d+)+$/;

/** A number written with its exponent raised: '10' and '4' give '10^4', '2×10' and '-3' give '2e-3'. */
function withExponent(base: string, exponent: string): string | null {
  const e = exponent.trim().replace(/\u2212/g, '-');
  if (!/^[-+]?\d+$/.test(e)) return null;
  const b = base.trim();
  if (b === '10') return `10^${e}`;
  const mantissa = /^(.*?)\s*[×x·⋅]\s*10$/.exec(b);
  return mantissa && parseTickLabel(mantissa[1]!) !== null ? `${mantissa[1]!.replace(/\u2212/g, '-')}e${e}` : null;
}

/**
 * The page's text runs in image coordinates, a number and its raised exponent joined: writers
 * that label log axes 10^k with a superscript (matplotlib, pgfplots) draw '10' and 'k' as two runs
 * of two sizes, which pdf.js gives as two items. A run is an exponent of a run shortly before it when
 * it is smaller (under 0.85 of its size), starts within a third of a size of its end, and sits
 * 0.2 to 0.9 of a size above its baseline.
 */
export function pageTexts(items: readonly PdfTextItem[], viewport: Matrix): PageText[] {
  const runs = items
    .filter((it) => it.str.trim())
    .map((it) => {
      const [a, b, c, d, e, f] = it.transform as [number, number, number, number, number, number];
      const len = Math.hypot(a, b) || 1;
      const size = Math.hypot(c, d) || it.height || 1;
      return { str: it.str.trim(), ox: e, oy: f, u: { x: a / len, y: b / len }, size, width: it.width, height: it.height };
    });
  const used = new Set<number>();
  const out: PageText[] = [];
  runs.forEach((r, i) => {
    if (used.has(i)) return;
    let str = r.str;
    let width = r.width;
    const n = { x: -r.u.y, y: r.u.x };
    // The exponent follows its number in the content stream: the next few runs only, so a page
    // of body text costs no more than a figure.
    for (let j = i + 1; j < Math.min(runs.length, i + 4); j++) {
      const s = runs[j]!;
      if (used.has(j) || s.size >= 0.85 * r.size || s.u.x * r.u.x + s.u.y * r.u.y < 0.999) continue;
      const along = (s.ox - r.ox) * r.u.x + (s.oy - r.oy) * r.u.y;
      const up = (s.ox - r.ox) * n.x + (s.oy - r.oy) * n.y;
      if (Math.abs(along - r.width) > 0.35 * r.size || up < 0.2 * r.size || up > 0.9 * r.size) continue;
      const joined = withExponent(r.str, s.str);
      if (joined === null) continue;
      used.add(j);
      str = joined;
      width = Math.max(r.width, along + s.width);
      break;
    }
    // Centre: half the advance along the baseline, half the height up, mapped to the image.
    const cx = r.ox + r.u.x * (width / 2) + n.x * (r.height / 2);
    const cy = r.oy + r.u.y * (width / 2) + n.y * (r.height / 2);
    const [va, vb, vc, vd, ve, vf] = viewport;
    const dx = va * r.u.x + vc * r.u.y;
    const dy = vb * r.u.x + vd * r.u.y;
    const dl = Math.hypot(dx, dy) || 1;
    out.push({ text: str, x: va * cx + vc * cy + ve, y: vb * cx + vd * cy + vf, dir: { x: dx / dl, y: dy / dl }, halfWidth: (dl * width) / 2, halfHeight: (Math.sqrt(Math.abs(va * vd - vb * vc)) * r.height) / 2 });
  });
  return out;
}

/**
 * A run that holds several tick labels of one line ('2021-01-01 2021-04-01 2021-07-01': pdf.js
 * joins texts on one baseline written close together, as ggplot2's `pdf()` writes wide date
 * labels) split into one text per label, each placed along the run by its share of the
 * characters. A run that reads as one label, or whose words are not all labels, stays whole.
 */
function splitLabels(t: PageText): PageText[] {
  const words = [...t.text.matchAll(/\S+/g)];
  if (words.length < 2 || parseTickLabel(t.text) !== null || parseTickDate(t.text) !== null) return [t];
  if (!words.every((w) => parseTickLabel(w[0]) !== null || parseTickDate(w[0]) !== null)) return [t];
  const n = t.text.length;
  return words.map((w) => {
    const f = (w.index! + w[0].length / 2) / n - 0.5;
    return { ...t, text: w[0], x: t.x + t.dir.x * f * 2 * t.halfWidth, y: t.y + t.dir.y * f * 2 * t.halfWidth, halfWidth: (t.halfWidth * w[0].length) / n };
  });
}

/**
 * The numeric and date texts among a page's texts: the candidates for tick labels. Month names
 * with no year ('Jan', 'Apr': R's date axes within a year) are kept as `monthOnly`, so a page
 * labelled with them can say why it gets no proposal; texts shaped like numbers or dates that
 * read as neither ('2012-13') as `unread`, so the axis they label is not taken for a date axis.
 */
export function labelsOf(texts: readonly PageText[]): PageLabel[] {
  const out: PageLabel[] = [];
  for (const t of texts.flatMap(splitLabels)) {
    const at = { x: t.x, y: t.y, dir: t.dir, halfWidth: t.halfWidth };
    const value = parseTickLabel(t.text);
    if (value !== null) {
      out.push({ text: t.text, value, ...at });
      continue;
    }
    const readings = dateReadings(t.text);
    if (readings.length) {
      out.push({ text: t.text, value: readings[0]!.value, date: true, readings, ...at });
      continue;
    }
    const month = /^[A-Za-z]{3,9}\.?$/.test(t.text) ? monthOf(t.text) : null;
    if (month !== null) out.push({ text: t.text, value: month, monthOnly: true, ...at });
    else if (LABEL_SHAPED.test(t.text)) out.push({ text: t.text, value: NaN, unread: true, ...at });
  }
  return out;
}

/** Numeric labels of a page in image coordinates. */
export function pageLabels(items: readonly PdfTextItem[], viewport: Matrix): PageLabel[] {
  return labelsOf(pageTexts(items, viewport));
}

interface TickMark {
  a: Pt;
  b: Pt;
  dir: Pt;
}

/**
 * Every straight open segment short enough to be a tick, whatever the paint operator that draws
 * it (matplotlib fills and strokes its ticks) and however the writer groups them (pgfplots draws
 * all the ticks of an axis as one path, a subpath per tick).
 */
function tickMarks(index: GeometryIndex): TickMark[] {
  const out: TickMark[] = [];
  for (const p of index.paths) {
    if (p.paint === 'fill') continue;
    for (const s of p.subpaths) {
      if (!s.straight || s.closed || s.points.length !== 2) continue;
      const [a, b] = s.points as [Pt, Pt];
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len === 0 || len > TICK_MAX_LENGTH) continue;
      out.push({ a, b, dir: { x: (b.x - a.x) / len, y: (b.y - a.y) / len } });
    }
  }
  return out;
}

/** Residual of a least-squares line through (t, v). */
function lineResidual(t: number[], v: number[]): number {
  const n = t.length;
  const mt = t.reduce((s, x) => s + x, 0) / n;
  const mv = v.reduce((s, x) => s + x, 0) / n;
  let stt = 0, stv = 0, svv = 0;
  for (let i = 0; i < n; i++) {
    stt += (t[i]! - mt) ** 2;
    stv += (t[i]! - mt) * (v[i]! - mv);
    svv += (v[i]! - mv) ** 2;
  }
  if (svv === 0 || stt === 0) return Infinity;
  return 1 - (stv * stv) / (stt * svv);
}

type LabelKind = 'number' | 'date' | 'month' | 'unread';
const kindOf = (l: { date?: boolean; monthOnly?: boolean; unread?: boolean }): LabelKind => (l.monthOnly ? 'month' : l.unread ? 'unread' : l.date ? 'date' : 'number');

interface TickPair {
  tick: ProposedTick;
  label: PageLabel;
  mark: TickMark;
  /** From the label to the tick's outer end, image pixels. */
  d: number;
  dir: Pt;
  labelDir: Pt;
}

/** The labelled ticks of one axis line, all read one way. */
interface LabelledAxis {
  kind: 'number' | 'date' | 'month';
  pairs: TickPair[];
}

/**
 * Where a label sits for pairing with a tick: its centre when it reads across the tick, or its
 * end nearest the tick for a label slanted across it (matplotlib's `autofmt_xdate` turns date
 * labels 30 degrees and aligns their ends on the ticks) or along it (a y axis' labels, and x
 * labels turned 90 degrees, whose centres lie a long date's half-width beyond the tick).
 */
function labelAnchors(l: PageLabel, m: TickMark): Pt[] {
  const cos = Math.abs(l.dir.x * m.dir.x + l.dir.y * m.dir.y);
  if (!l.halfWidth || cos < 0.1) return [{ x: l.x, y: l.y }];
  const h = l.halfWidth;
  return [{ x: l.x + l.dir.x * h, y: l.y + l.dir.y * h }, { x: l.x - l.dir.x * h, y: l.y - l.dir.y * h }];
}

/** Each label paired with the tick whose outer end is nearest, the label beyond that end along the tick's line. */
function pairLabels(marks: readonly TickMark[], labels: readonly PageLabel[]): TickPair[] {
  const pairs: TickPair[] = [];
  for (const l of labels) {
    let best: { m: TickMark; outer: Pt; inner: Pt; d: number } | null = null;
    for (const m of marks) {
      for (const at of labelAnchors(l, m)) {
        const da = Math.hypot(m.a.x - at.x, m.a.y - at.y);
        const db = Math.hypot(m.b.x - at.x, m.b.y - at.y);
        const [outer, inner, d] = da < db ? [m.a, m.b, da] : [m.b, m.a, db];
        // The label sits beyond the outer end, along the tick's line.
        const along = Math.abs((at.x - inner.x) * m.dir.y - (at.y - inner.y) * m.dir.x);
        const beyond = Math.abs((at.x - inner.x) * m.dir.x + (at.y - inner.y) * m.dir.y);
        if (d > LABEL_MAX_DISTANCE || along > beyond) continue;
        if (!best || d < best.d) best = { m, outer, inner, d };
      }
    }
    if (best) pairs.push({ tick: { value: l.value, ...(l.date ? { date: true } : {}), label: l.text, x: best.inner.x, y: best.inner.y }, label: l, mark: best.m, d: best.d, dir: best.m.dir, labelDir: l.dir });
  }
  return pairs;
}

/** A tick's position along its axis line (across the tick's direction). */
const alongAxis = (t: Pt, dir: Pt) => t.x * -dir.y + t.y * dir.x;

/** The values rise, or fall, strictly from one end of the axis to the other. */
function monotonic(pos: readonly number[], vals: readonly number[]): boolean {
  const order = pos.map((_, i) => i).sort((a, b) => pos[a]! - pos[b]!);
  let up = true;
  let down = true;
  for (let k = 1; k < order.length; k++) {
    const dv = vals[order[k]!]! - vals[order[k - 1]!]!;
    if (!(dv > 0)) up = false;
    if (!(dv < 0)) down = false;
  }
  return up || down;
}

/** Pairs whose value another pair before them already has are dropped (a label written twice). */
const distinctValues = (pairs: readonly TickPair[]) => pairs.filter((p, i) => !pairs.slice(0, i).some((q) => q.tick.value === p.tick.value));

/** Numbers as an axis: distinct, and monotonic with their ticks; null otherwise. */
function numberAxis(pairs: readonly TickPair[]): LabelledAxis | null {
  const ps = distinctValues(pairs);
  return monotonic(ps.map((p) => alongAxis(p.tick, p.dir)), ps.map((p) => p.tick.value)) ? { kind: 'number', pairs: ps } : null;
}

/**
 * Date labels as an axis: one order that reads every label ('04/01/21' is 1 April or 4 January
 * as its neighbours are), the dates monotonic with their ticks and, among the orders left, the
 * one whose dates lie most nearly on a line with their ticks' positions (a date axis is linear in
 * time). Year and month labels that are all spans of years ('2009-10', '2010-11') are not dates.
 */
function dateAxis(pairs: readonly TickPair[]): LabelledAxis | null {
  const orders = pairs[0]!.label.readings!.map((r) => r.order).filter((o) => pairs.every((p) => p.label.readings!.some((r) => r.order === o)));
  let best: { res: number; pairs: TickPair[] } | null = null;
  for (const order of orders) {
    const readings = pairs.map((p) => p.label.readings!.find((r) => r.order === order)!);
    if (order === 'ym' && readings.every((r) => r.yearSpan)) continue;
    const read = distinctValues(pairs.map((p, i) => ({ ...p, tick: { ...p.tick, value: readings[i]!.value, date: true } })));
    const pos = read.map((p) => alongAxis(p.tick, p.dir));
    const vals = read.map((p) => p.tick.value);
    if (!monotonic(pos, vals)) continue;
    const res = read.length >= 3 ? lineResidual(pos, vals) : 0;
    if (!best || res < best.res) best = { res, pairs: read };
  }
  return best && { kind: 'date', pairs: best.pairs };
}

/**
 * Years and month names as a date axis, as matplotlib's `ConciseDateFormatter` labels a span of
 * a year or two ('2021', 'Apr', 'Jul', 'Oct', '2022'): a year names 1 January, a month name the
 * first of that month in the year named last before it along the axis (the year before the first
 * one named, for months ahead of it). The dates monotonic with their ticks; null otherwise.
 */
function yearMonthAxis(pairs: readonly TickPair[]): LabelledAxis | null {
  const isYear = (p: TickPair) => kindOf(p.label) === 'number' && Number.isInteger(p.tick.value) && p.tick.value >= 1000 && p.tick.value <= 9999;
  const years = pairs.filter(isYear).length;
  const months = pairs.filter((p) => kindOf(p.label) === 'month').length;
  if (!years || !months || years + months !== pairs.length) return null;
  let best: { res: number; pairs: TickPair[] } | null = null;
  for (const sense of [1, -1]) {
    const sorted = [...pairs].sort((a, b) => sense * (alongAxis(a.tick, a.dir) - alongAxis(b.tick, b.dir)));
    let year = sorted.find(isYear)!.tick.value - 1;
    const read = sorted.map((p) => {
      if (isYear(p)) year = p.tick.value;
      const value = isYear(p) ? Date.UTC(year, 0, 1) : utcDate(year, p.label.value, 1)!;
      return { ...p, tick: { ...p.tick, value, date: true } };
    });
    const vals = read.map((p) => p.tick.value);
    if (!vals.every((v, i) => i === 0 || v > vals[i - 1]!)) continue;
    const pos = read.map((p) => alongAxis(p.tick, p.dir));
    const res = read.length >= 3 ? lineResidual(pos, vals) : 0;
    if (!best || res < best.res) best = { res, pairs: read };
  }
  return best && { kind: 'date', pairs: best.pairs };
}

/**
 * Labelled ticks grouped into axes: parallel ticks whose axis ends lie on one line. All the
 * labels of an axis read one way: an axis of dates has only dates on its line, read in one order,
 * or years and month names (`yearMonthAxis`); numbers (two or more) make a numeric axis of the
 * line whatever else it carries (a lone date-like label among numbers is no date); month names
 * without a year make a month axis.
 * `unreadDates`: a line labelled with two or more date-like labels that read as no date axis
 * ('2010-11' beside '2012-13', spans of years, dates out of order).
 */
function labelledAxes(marks: readonly TickMark[], labels: readonly PageLabel[]): { axes: LabelledAxis[]; unreadDates: boolean } {
  const lines: TickPair[][] = [];
  for (const p of pairLabels(marks, labels)) {
    const g = lines.find((g) => {
      const q = g[0]!;
      const parallel = Math.abs(q.dir.x * p.dir.y - q.dir.y * p.dir.x) < 1e-3;
      const offset = Math.abs((p.tick.x - q.tick.x) * q.dir.x + (p.tick.y - q.tick.y) * q.dir.y);
      return parallel && offset < 1;
    });
    if (g) g.push(p);
    else lines.push([p]);
  }
  const axes: LabelledAxis[] = [];
  let unreadDates = false;
  for (const line of lines) {
    // One label per tick, the nearest: gnuplot's default time labels put the time ('00:00') under the date.
    const nearest = new Map<TickMark, TickPair>();
    for (const p of line) if (!nearest.has(p.mark) || p.d < nearest.get(p.mark)!.d) nearest.set(p.mark, p);
    const pairs = line.filter((p) => nearest.get(p.mark) === p);
    const of = (k: LabelKind) => pairs.filter((p) => kindOf(p.label) === k);
    const dates = of('date');
    let axis = dates.length === pairs.length ? dateAxis(pairs) : yearMonthAxis(pairs);
    if (!axis && dates.length < pairs.length) {
      if (of('number').length >= 2) axis = numberAxis(of('number'));
      else if (of('month').length >= 2) axis = { kind: 'month', pairs: distinctValues(of('month')) };
    }
    if (axis && axis.pairs.length >= 2) axes.push(axis);
    else if (dates.length >= 2 && of('number').length < 2) unreadDates = true;
  }
  return { axes, unreadDates };
}

/**
 * Two or more filled rectangles of one fill and width standing on one line: bars. A page with bars
 * and an axis of month names is a bar chart of months (its categories), not a time axis.
 */
function hasBars(index: GeometryIndex): boolean {
  const rs = index.rects;
  return rs.some((r, i) => rs.some((q, j) => j > i && q.fill === r.fill && Math.abs(q.x1 - q.x0 - (r.x1 - r.x0)) < 0.01 && Math.abs(q.y1 - r.y1) < 0.01));
}

/** The value a calibration point is given for a tick: the number, or the date as the dialogs type it. */
const tickValue = (t: ProposedTick): number | string => (t.date ? formatDateValue(t.value, 'yyyy/mm/dd') : t.value);

/**
 * Proposes a calibration for a page, or null when fewer than two labelled ticks line up on an
 * axis. XY when both axes carry numbers or dates; a bar calibration when only one does. Date
 * labels give the dialog dates (yyyy/mm/dd). A page whose other axis is labelled with month
 * names and no year, or with date-like labels that read as no dates of one format, gets no
 * proposal (the values are unknown), unless it has bars (they are its categories).
 */
export function proposeCalibration(index: GeometryIndex, labels: readonly PageLabel[]): CalibrationProposal | null {
  const marks = tickMarks(index);
  const found = labelledAxes(marks, labels);
  const unknownValues = found.unreadDates || found.axes.some((a) => a.kind === 'month');
  const axes = found.axes
    .filter((a) => a.kind !== 'month')
    .sort((a, b) => b.pairs.length - a.pairs.length)
    .slice(0, 2)
    .map(({ kind, pairs: g }) => {
      const dir = g[0]!.dir;
      const date = kind === 'date';
      const ticks = g.map((p) => p.tick).sort((a, b) => a.value - b.value);
      const pos = ticks.map((t) => alongAxis(t, dir));
      const vals = ticks.map((t) => t.value);
      const log = !date && ticks.length >= 3 && vals.every((v) => v > 0) && lineResidual(pos, vals.map(Math.log10)) < lineResidual(pos, vals) * 1e-3;
      // Labels of an x axis read along the axis, across the ticks: alignment 0 (slanted ones 0.5), 1 for a y axis.
      const alignment = g.reduce((s, p) => s + Math.abs(p.labelDir.x * dir.x + p.labelDir.y * dir.y), 0) / g.length;
      return { axis: { ticks, log }, alignment, dir };
    });
  if (!axes.length) return null;
  const end = (a: AxisProposal) => [a.ticks[0]!, a.ticks.at(-1)!] as const;
  if (axes.length === 1) {
    if (unknownValues && !hasBars(index)) return null;
    const y = axes[0]!.axis;
    const [p1, p2] = end(y);
    return {
      axesType: 'bar',
      points: [
        { px: p1.x, py: p1.y, dx: 0, dy: tickValue(p1) },
        { px: p2.x, py: p2.y, dx: 0, dy: tickValue(p2) },
      ],
      logX: false,
      logY: y.log,
      y,
    };
  }
  const [first, second] = axes as [(typeof axes)[0], (typeof axes)[0]];
  // The x axis is the one whose labels are the less aligned with its ticks; when both are alike
  // (x labels turned 90 degrees beside upright y labels, or R's default y labels turned along
  // their axis), the one whose ticks stand the more upright on the image.
  const a1 = first.alignment;
  const a2 = second.alignment;
  const upright = (a: (typeof axes)[0]) => Math.abs(a.dir.y);
  const [xa, ya] =
    (a1 < 0.5 && a2 >= 0.5) || (a1 + 0.1 < a2 && !(a2 < 0.5 && a1 >= 0.5))
      ? [first, second]
      : (a2 < 0.5 && a1 >= 0.5) || a2 + 0.1 < a1
        ? [second, first]
        : upright(second) > upright(first)
          ? [second, first]
          : [first, second];
  const [x1, x2] = end(xa.axis);
  const [y1, y2] = end(ya.axis);
  return {
    axesType: 'xy',
    points: [
      { px: x1.x, py: x1.y, dx: tickValue(x1), dy: 0 },
      { px: x2.x, py: x2.y, dx: tickValue(x2), dy: 0 },
      { px: y1.x, py: y1.y, dx: 0, dy: tickValue(y1) },
      { px: y2.x, py: y2.y, dx: 0, dy: tickValue(y2) },
    ],
    logX: xa.axis.log,
    logY: ya.axis.log,
    x: xa.axis,
    y: ya.axis,
  };
}

/** Why no calibration can be proposed, in words that say what to do instead. */
export const NO_PROPOSAL_MESSAGES = {
  noNumbers: 'No numbers are written as text on this page (the axis labels may be drawn as shapes): calibrate by clicking two points on each axis.',
  noTicks: 'The numbers on this page have no tick marks beside them: calibrate by clicking two points on each axis.',
  tooFew: 'Fewer than two labelled tick marks line up on any axis: calibrate by clicking two points on each axis.',
  monthsWithoutYear:
    'The dates on an axis are month names without a year, so their dates are unknown: calibrate by clicking two points on each axis and typing their dates (yyyy/mm/dd).',
  unreadDates:
    'The labels of an axis look like dates but do not all read as dates of one format (2010-11 beside 2012-13 may be spans of years), so their values are unknown: calibrate by clicking two points on each axis and typing their values.',
} as const;

/** The reason `proposeCalibration` gives no proposal for a page, or null when it gives one. */
export function noProposalReason(index: GeometryIndex, labels: readonly PageLabel[]): string | null {
  if (proposeCalibration(index, labels)) return null;
  const found = labelledAxes(tickMarks(index), labels);
  if (found.axes.some((a) => a.kind === 'month')) return NO_PROPOSAL_MESSAGES.monthsWithoutYear;
  if (found.unreadDates) return NO_PROPOSAL_MESSAGES.unreadDates;
  if (!labels.some((l) => !l.monthOnly && !l.unread)) return NO_PROPOSAL_MESSAGES.noNumbers;
  if (!tickMarks(index).length) return NO_PROPOSAL_MESSAGES.noTicks;
  return NO_PROPOSAL_MESSAGES.tooFew;
}

/**
 * What the calibration dialogs start from for a proposal: the clicked points (X1, X2, Y1, Y2 or
 * P1, P2) and the values typed in, as the XY and bar dialogs take them (`points`, `initial`).
 */
export function calibrationDialogInput(p: CalibrationProposal):
  | { kind: 'xy'; points: Pt[]; initial: { x1: string; x2: string; y1: string; y2: string; logX: boolean; logY: boolean } }
  | { kind: 'bar'; points: Pt[]; initial: { p1: string; p2: string; log: boolean } } {
  const points = p.points.map((q) => ({ x: q.px, y: q.py }));
  const s = (v: string | number) => String(v);
  if (p.axesType === 'bar') return { kind: 'bar', points, initial: { p1: s(p.points[0]!.dy), p2: s(p.points[1]!.dy), log: p.logY } };
  const [x1, x2, y1, y2] = p.points as [CalibrationPoint, CalibrationPoint, CalibrationPoint, CalibrationPoint];
  return { kind: 'xy', points, initial: { x1: s(x1.dx), x2: s(x2.dx), y1: s(y1.dy), y2: s(y2.dy), logX: p.logX, logY: p.logY } };
}
