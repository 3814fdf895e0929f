/*
 * Agreement statistics between raters: the intraclass correlation ICC(2,1) of Shrout & Fleiss
 * (1979) with its confidence interval (McGraw & Wong 1996), and the Bland-Altman bias and limits
 * of agreement. Pure numbers in, numbers out; no knowledge of extractions.
 */

/** An intraclass correlation with its confidence interval. */
export interface IccResult {
  /** ICC(2,1): two-way random effects, absolute agreement, single rater. */
  value: number;
  /** Bounds of the confidence interval; null when the data cannot give one (no spread at all). */
  lower: number | null;
  upper: number | null;
  /** Targets (rows) and raters (columns). */
  n: number;
  k: number;
  /** The mean squares of the two-way analysis of variance: between targets, between raters, residual. */
  bms: number;
  jms: number;
  ems: number;
}

/** Lanczos approximation of ln Γ(x), x > 0 (about 15 significant digits). */
export function logGamma(x: number): number {
  const g = 7;
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + g + 0.5;
  for (let i = 1; i < g + 2; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Continued fraction of the incomplete beta function (modified Lentz). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 500; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return h;
}

/** The regularised incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaContinuedFraction(x, a, b)) / a : 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}

/** The cumulative F distribution with d1 and d2 degrees of freedom (either may be fractional). */
export function fCdf(f: number, d1: number, d2: number): number {
  if (!(f > 0)) return 0;
  return incompleteBeta((d1 * f) / (d1 * f + d2), d1 / 2, d2 / 2);
}

/** The p-quantile of the F distribution with d1 and d2 degrees of freedom (bisection on the beta variable). */
export function fQuantile(p: number, d1: number, d2: number): number {
  if (!(p > 0 && p < 1) || !(d1 > 0) || !(d2 > 0)) return Number.NaN;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (incompleteBeta(mid, d1 / 2, d2 / 2) < p) lo = mid;
    else hi = mid;
    if (hi - lo < 1e-15) break;
  }
  const x = (lo + hi) / 2;
  return (d2 * x) / (d1 * (1 - x));
}

/**
 * ICC(2,1) of a targets × raters table (every row one target read by every rater), with its
 * `confidence` interval (McGraw & Wong 1996, case 2A, as Shrout & Fleiss 1979 give it). Null with
 * fewer than two targets or raters, or when the table has no spread at all.
 */
export function icc21(rows: readonly (readonly number[])[], confidence = 0.95): IccResult | null {
  const n = rows.length;
  const k = rows[0]?.length ?? 0;
  if (n < 2 || k < 2 || rows.some((r) => r.length !== k || r.some((v) => !Number.isFinite(v)))) return null;
  let grand = 0;
  for (const r of rows) for (const v of r) grand += v;
  grand /= n * k;
  const colMeans = Array.from({ length: k }, (_, j) => rows.reduce((s, r) => s + r[j]!, 0) / n);
  let ssRows = 0;
  let ssTotal = 0;
  for (const r of rows) {
    const mean = r.reduce((s, v) => s + v, 0) / k;
    ssRows += k * (mean - grand) ** 2;
    for (const v of r) ssTotal += (v - grand) ** 2;
  }
  const ssCols = colMeans.reduce((s, m) => s + n * (m - grand) ** 2, 0);
  const ssError = Math.max(0, ssTotal - ssRows - ssCols);
  const bms = ssRows / (n - 1);
  const jms = ssCols / (k - 1);
  const ems = ssError / ((n - 1) * (k - 1));
  const denominator = bms + (k - 1) * ems + (k * (jms - ems)) / n;
  if (!(denominator > 0)) return null;
  const value = (bms - ems) / denominator;
  const bounds = iccInterval(value, n, k, bms, jms, ems, confidence);
  return { value, lower: bounds?.[0] ?? null, upper: bounds?.[1] ?? null, n, k, bms, jms, ems };
}

/** The confidence interval of ICC(2,1), with Satterthwaite's degrees of freedom; null where they cannot be formed. */
function iccInterval(icc: number, n: number, k: number, bms: number, jms: number, ems: number, confidence: number): [number, number] | null {
  if (!(ems > 0)) return null;
  const alpha = 1 - confidence;
  const fj = jms / ems;
  const a = n * (1 + (k - 1) * icc) - k * icc;
  const vn = (k - 1) * (n - 1) * (k * icc * fj + a) ** 2;
  const vd = (n - 1) * k ** 2 * icc ** 2 * fj ** 2 + a ** 2;
  const v = vn / vd;
  if (!(v > 0) || !Number.isFinite(v)) return null;
  const fUpper = fQuantile(1 - alpha / 2, n - 1, v);
  const fLower = fQuantile(1 - alpha / 2, v, n - 1);
  const c = k * jms + (k * n - k - n) * ems;
  const lower = (n * (bms - fUpper * ems)) / (fUpper * c + n * bms);
  const upper = (n * (fLower * bms - ems)) / (c + n * fLower * bms);
  return Number.isFinite(lower) && Number.isFinite(upper) ? [lower, upper] : null;
}

/** The multiplier of the standard deviation for 95 % limits of agreement. */
export const LIMITS_Z = 1.96;

/** One pair of readings on the Bland-Altman plot. */
export interface BlandAltmanPoint {
  /** The mean of the two readings. */
  mean: number;
  /** The second reading minus the first. */
  difference: number;
}

/** The Bland-Altman summary of pairs of readings. */
export interface BlandAltmanResult {
  n: number;
  /** The mean difference. */
  bias: number;
  /** The sample standard deviation of the differences (n − 1); 0 with one pair. */
  sd: number;
  /** The limits of agreement, bias ∓ 1.96 SD. */
  lower: number;
  upper: number;
  points: BlandAltmanPoint[];
}

/** Bland-Altman statistics of pairs [first, second]: each pair's mean and difference (second − first), the bias, SD and limits of agreement. Null without pairs. */
export function blandAltman(pairs: readonly (readonly [number, number])[]): BlandAltmanResult | null {
  const points = pairs.filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b)).map(([a, b]) => ({ mean: (a + b) / 2, difference: b - a }));
  const n = points.length;
  if (n === 0) return null;
  const bias = points.reduce((s, p) => s + p.difference, 0) / n;
  const sd = n > 1 ? Math.sqrt(points.reduce((s, p) => s + (p.difference - bias) ** 2, 0) / (n - 1)) : 0;
  return { n, bias, sd, lower: bias - LIMITS_Z * sd, upper: bias + LIMITS_Z * sd, points };
}
