import type { MedianSurvival } from '../../core/survival';

/*
 * How the survival panel writes its numbers: survival to three decimals, times and ratios to two,
 * p-values as journals print them.
 */

/** A time, with at most two decimals and no trailing zeros: 12, 6.5, 0.25. */
export function formatTime(t: number): string {
  return String(Number(t.toFixed(2)));
}

/** A survival probability to three decimals: 0.712. */
export function formatSurvival(s: number): string {
  return Number.isFinite(s) ? s.toFixed(3) : 'not estimable';
}

/** A hazard ratio or a bound of its interval, to two decimals. */
export function formatRatio(r: number): string {
  return Number.isFinite(r) ? r.toFixed(2) : 'not estimable';
}

/** A p-value: 'p < 0.001' below a thousandth, else three decimals ('p = 0.042'). */
export function formatP(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`;
}

/** A median with its interval: '15.3 months (95 % CI 12.1 to not reached)', or 'Not reached'. */
export function formatMedian(m: MedianSurvival, unit: string): string {
  if (m.median === null) return m.lower === null ? 'Not reached' : `Not reached (95 % CI from ${formatTime(m.lower)} ${unit})`;
  const bound = (b: number | null) => (b === null ? 'not reached' : formatTime(b));
  return `${formatTime(m.median)} ${unit} (95 % CI ${bound(m.lower)} to ${bound(m.upper)})`;
}

/** Counted nouns: '1 point', '12 points'. */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
