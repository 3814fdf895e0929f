import { type SurvivalRecord, SurvivalInputError } from './types';

/** A digitized point on a survival curve: time and survival probability (0-1). */
export interface CurvePoint {
  time: number;
  surv: number;
}

export interface ReconstructionInput {
  /** Digitized curve of one arm (step corners or clicked points), in any order. */
  curve: readonly CurvePoint[];
  /** Number-at-risk table: times (ascending, first one the start of follow-up) and counts. */
  riskTable?: { times: readonly number[]; counts: readonly number[] };
  /** Patients at the start; needed when there is no risk table. */
  initialN?: number;
  /** Total events in the arm, when the paper reports it. */
  totalEvents?: number;
  /** Times of the censor marks drawn on the curve. */
  censorMarks?: readonly number[];
  /**
   * Place censorings at the censor marks instead of spreading them evenly within each
   * risk-table interval (an extension of Guyot et al.'s method). Used only when marks are given.
   * @default true
   */
  useCensorMarks?: boolean;
  /**
   * A corner or mark closer than this to a risk-table time is taken at that time (see
   * `alignTimes`): half an image pixel of the figure, in time units, so that a side of the table
   * time the source cannot show is not guessed. Never less than SAME_TIME of the follow-up.
   */
  timeTolerance?: number;
}

export interface ReconstructionResult {
  ipd: SurvivalRecord[];
  n: number;
  events: number;
  /** Intervals whose reconstructed count at risk could not be made to match the table. */
  unmatchedIntervals: number[];
}

const MONOTONE_TOLERANCE = 1e-9;

/**
 * Times closer than this share of the follow-up are one time. A vector figure places a drop's top
 * and bottom, a censor mark on a drop and a drop at a risk-table time to about 1e-5 of the axis,
 * each rounded on its own; the method, though, depends on their order at one time (patients
 * censored at an event time are at risk for it; the count at a table time includes everyone
 * still followed then), so a hair either way would move an event or a censoring into the wrong
 * interval.
 */
export const SAME_TIME = 1e-4;

/**
 * The curve's times and the censor marks aligned. Each corner or mark within the table tolerance
 * of a risk-table time takes that time: SAME_TIME of the follow-up, or `tableTolerance` (half an
 * image pixel of a raster figure) when larger, since a figure cannot show on which side of a table
 * time a drop finer than its pixel lies. The bottom of a drop within SAME_TIME of its top takes the
 * top's time, and each mark within SAME_TIME of a corner takes that time.
 */
export function alignTimes(
  curve: readonly CurvePoint[],
  marks: readonly number[],
  tableTimes: readonly number[],
  tableTolerance = 0,
): { curve: CurvePoint[]; marks: number[] } {
  const end = Math.max(0, ...curve.map((p) => p.time));
  const tol = SAME_TIME * end;
  if (tol <= 0) return { curve: [...curve], marks: [...marks] };
  const tableTol = Math.max(tol, Number.isFinite(tableTolerance) ? tableTolerance : 0);
  const nearest = (t: number, among: Iterable<number>, within: number) => {
    let best: number | null = null;
    let d = within;
    for (const u of among)
      if (Math.abs(u - t) <= d) {
        d = Math.abs(u - t);
        best = u;
      }
    return best;
  };
  const order = curve.map((p, i) => i).sort((a, b) => curve[a]!.time - curve[b]!.time || curve[b]!.surv - curve[a]!.surv);
  const aligned = curve.map((p) => ({ ...p }));
  let prev: CurvePoint | null = null;
  for (const i of order) {
    const p = aligned[i]!;
    p.time = nearest(p.time, tableTimes, tableTol) ?? p.time;
    // Only the two ends of a drop: two drops close together in a trial's own times stay apart.
    if (prev && p.surv !== prev.surv && Math.abs(p.time - prev.time) <= tol) p.time = prev.time;
    prev = p;
  }
  const cornerTimes = [...new Set(aligned.map((p) => p.time))];
  const alignedMarks = marks.map((m) => nearest(m, tableTimes, tableTol) ?? nearest(m, cornerTimes, tol) ?? m);
  return { curve: aligned, marks: alignedMarks };
}

function validate(input: ReconstructionInput): { points: CurvePoint[]; times: number[]; counts: number[]; marks: number[] } {
  const finite = input.curve.every((p) => Number.isFinite(p.time)) && (input.censorMarks ?? []).every(Number.isFinite);
  const { curve, marks } = finite ? alignTimes(input.curve, input.censorMarks ?? [], input.riskTable?.times ?? [], input.timeTolerance) : { curve: [...input.curve], marks: [...(input.censorMarks ?? [])] };
  if (curve.length === 0) throw new SurvivalInputError('The curve has no points.');
  for (const p of curve) {
    if (!Number.isFinite(p.time) || !Number.isFinite(p.surv)) throw new SurvivalInputError('Curve points must have finite times and survival values.');
    if (p.time < 0) throw new SurvivalInputError(`A curve point has a negative time (${p.time}).`);
    if (p.surv < -MONOTONE_TOLERANCE || p.surv > 1 + MONOTONE_TOLERANCE)
      throw new SurvivalInputError(`Survival must lie between 0 and 1 (got ${p.surv}); convert percentages first.`);
  }
  const points = [...curve]
    .map((p) => ({ time: p.time, surv: Math.min(1, Math.max(0, p.surv)) }))
    .sort((a, b) => a.time - b.time || b.surv - a.surv);
  for (let k = 1; k < points.length; k++) {
    if (points[k].surv > points[k - 1].surv + MONOTONE_TOLERANCE)
      throw new SurvivalInputError(
        `The curve rises at time ${points[k].time} (from ${points[k - 1].surv} to ${points[k].surv}); a survival curve cannot go up.`,
      );
    points[k].surv = Math.min(points[k].surv, points[k - 1].surv);
  }
  if (points[0].time > 0 || points[0].surv < 1) points.unshift({ time: 0, surv: 1 });
  const end = points[points.length - 1].time;

  let times: number[];
  let counts: number[];
  if (input.riskTable) {
    times = [...input.riskTable.times];
    counts = [...input.riskTable.counts];
    if (times.length === 0) throw new SurvivalInputError('The number-at-risk table is empty.');
    if (times.length !== counts.length) throw new SurvivalInputError('The number-at-risk table needs one count per time.');
    for (let i = 0; i < times.length; i++) {
      if (!Number.isFinite(times[i]) || times[i] < 0) throw new SurvivalInputError(`Risk table time ${times[i]} is not a valid time.`);
      if (!Number.isInteger(counts[i]) || counts[i] < 0) throw new SurvivalInputError(`Risk table count ${counts[i]} is not a whole number of patients.`);
      if (i > 0 && times[i] <= times[i - 1]) throw new SurvivalInputError('Risk table times must increase.');
      if (i > 0 && counts[i] > counts[i - 1]) throw new SurvivalInputError(`The number at risk rises at time ${times[i]}; it can only fall.`);
      if (times[i] > end) throw new SurvivalInputError(`Risk table time ${times[i]} lies after the end of the curve (${end}).`);
    }
    if (times[0] !== 0) throw new SurvivalInputError('The risk table must start at time 0.');
    if (counts[0] === 0) throw new SurvivalInputError('The risk table starts with no patients.');
    if (input.initialN !== undefined && input.initialN !== counts[0])
      throw new SurvivalInputError(`The arm size (${input.initialN}) differs from the number at risk at time 0 (${counts[0]}).`);
    // Drop trailing rows with nobody at risk: they carry no information.
    while (times.length > 1 && counts[counts.length - 1] === 0) {
      times.pop();
      counts.pop();
    }
  } else {
    if (input.initialN === undefined || !Number.isInteger(input.initialN) || input.initialN <= 0)
      throw new SurvivalInputError('Without a risk table, the number of patients in the arm is needed.');
    times = [0];
    counts = [input.initialN];
  }
  if (input.totalEvents !== undefined && (!Number.isInteger(input.totalEvents) || input.totalEvents < 0 || input.totalEvents > counts[0]))
    throw new SurvivalInputError(`Total events (${input.totalEvents}) must be a whole number between 0 and the arm size.`);
  for (const m of marks) {
    if (!Number.isFinite(m) || m < 0 || m > end + MONOTONE_TOLERANCE) throw new SurvivalInputError(`Censor mark at ${m} lies outside the curve (0 to ${end}).`);
  }
  return { points, times, counts, marks };
}

/** Censoring times for one interval: evenly spread, or taken from the censor marks. */
function censorTimes(count: number, from: number, to: number, marks: readonly number[] | null): number[] {
  if (count <= 0) return [];
  if (marks && marks.length > 0) {
    const m = marks.length;
    const out: number[] = [];
    if (count <= m) {
      for (let j = 0; j < count; j++) out.push(marks[Math.floor(((j + 0.5) * m) / count)]);
    } else {
      out.push(...marks);
      const extra = count - m;
      for (let j = 0; j < extra; j++) out.push(marks[Math.floor(((j + 0.5) * m) / extra)]);
    }
    return out.sort((a, b) => a - b);
  }
  const out: number[] = [];
  for (let j = 1; j <= count; j++) out.push(from + (j * (to - from)) / (count + 1));
  return out;
}

interface IntervalPass {
  events: number[];
  /** reconstructed number at risk after the interval */
  nEnd: number;
  km: number;
  lastKm: number;
}

/**
 * Events at each point k in [kStart, kEnd), given the number at risk at kStart and the censoring
 * times: d_k = round(n_k (1 - S_k / Ŝ_last)), as in Guyot et al. (2012).
 */
function passInterval(points: CurvePoint[], kStart: number, kEnd: number, nStart: number, cens: number[], kmStart: number): IntervalPass {
  const events: number[] = [];
  let n = nStart;
  let km = kmStart;
  let c = 0;
  for (let k = kStart; k < kEnd; k++) {
    const s = points[k].surv;
    let d = km > 0 ? Math.round(n * (1 - s / km)) : 0;
    d = Math.max(0, Math.min(n, d));
    events.push(d);
    if (d > 0 && n > 0) km *= 1 - d / n;
    n -= d;
    const next = k + 1 < kEnd ? points[k + 1].time : Infinity;
    while (c < cens.length && cens[c] < next) {
      n--;
      c++;
    }
  }
  while (c < cens.length) {
    n--;
    c++;
  }
  return { events, nEnd: n, km, lastKm: kmStart };
}

/**
 * Reconstructs individual patient data of one arm from its digitized Kaplan-Meier curve, after
 * Guyot, Ades, Ouwens and Welton (BMC Med Res Methodol 2012;12:9).
 */
export function reconstructIpd(input: ReconstructionInput): ReconstructionResult {
  const { points, times, counts, marks: checkedMarks } = validate(input);
  const marksAll = input.useCensorMarks === false ? null : input.censorMarks ? [...checkedMarks].sort((a, b) => a - b) : null;
  const end = points[points.length - 1].time;
  const nInt = times.length;
  // first point of each interval; the end sentinel is points.length
  const lower = times.map((t) => points.findIndex((p) => p.time >= t));
  lower.push(points.length);
  const bounds = [...times, Infinity];

  const ipd: SurvivalRecord[] = [];
  const unmatchedIntervals: number[] = [];
  let km = 1;
  let n = counts[0];
  let eventsSoFar = 0;
  let censoredSoFar = 0;

  const emit = (kStart: number, pass: IntervalPass, cens: number[]) => {
    pass.events.forEach((d, j) => {
      for (let e = 0; e < d; e++) ipd.push({ time: points[kStart + j].time, event: 1 });
    });
    for (const c of cens) ipd.push({ time: c, event: 0 });
  };

  for (let i = 0; i < nInt; i++) {
    const kStart = lower[i];
    const kEnd = lower[i + 1] === -1 ? points.length : lower[i + 1];
    // censorings are spread over the risk-table interval itself, so that the count at its end matches
    const from = times[i];
    const to = i + 1 < nInt ? times[i + 1] : end;
    const marks = marksAll ? marksAll.filter((m) => m >= bounds[i] && (i + 1 < nInt ? m < bounds[i + 1] : true)) : null;
    const last = i === nInt - 1;
    let nc: number;
    let pass: IntervalPass;
    let cens: number[];
    if (!last) {
      const target = counts[i + 1];
      const sNext = points[kEnd]?.surv ?? points[points.length - 1].surv;
      const sHere = points[kStart].surv;
      nc = sHere > 0 ? Math.round((n * sNext) / sHere - target) : n - target;
      nc = Math.max(0, Math.min(n - target, nc));
      cens = censorTimes(nc, from, to, marks);
      pass = passInterval(points, kStart, kEnd, n, cens, km);
      const seen = new Set<number>([nc]);
      while (pass.nEnd !== target) {
        const proposed = Math.max(0, Math.min(n - target, nc + (pass.nEnd - target)));
        if (seen.has(proposed)) break;
        seen.add(proposed);
        nc = proposed;
        cens = censorTimes(nc, from, to, marks);
        pass = passInterval(points, kStart, kEnd, n, cens, km);
      }
      if (pass.nEnd !== target) unmatchedIntervals.push(i);
    } else {
      if (input.totalEvents !== undefined) {
        const wanted = input.totalEvents - eventsSoFar;
        nc = Math.max(0, n - wanted);
        cens = censorTimes(nc, from, end, marks);
        pass = passInterval(points, kStart, kEnd, n, cens, km);
        const seen = new Set<number>([nc]);
        const evts = (p: IntervalPass) => p.events.reduce((a, b) => a + b, 0);
        while (evts(pass) !== wanted) {
          const proposed = Math.max(0, Math.min(n, nc + (evts(pass) - wanted)));
          if (seen.has(proposed)) break;
          seen.add(proposed);
          nc = proposed;
          cens = censorTimes(nc, from, end, marks);
          pass = passInterval(points, kStart, kEnd, n, cens, km);
        }
      } else if (marks && marks.length > 0) {
        nc = marks.length;
        cens = censorTimes(nc, from, end, marks);
        pass = passInterval(points, kStart, kEnd, n, cens, km);
      } else {
        // censoring in the last interval at the mean rate of the earlier ones
        const span = times[nInt - 1] - times[0];
        nc = nInt > 1 && span > 0 ? Math.round((censoredSoFar * (end - from)) / span) : 0;
        nc = Math.max(0, Math.min(n, nc));
        cens = censorTimes(nc, from, end, marks);
        pass = passInterval(points, kStart, kEnd, n, cens, km);
      }
      if (pass.nEnd < 0) {
        // too many censorings assumed: drop them until the count is consistent
        while (pass.nEnd < 0 && nc > 0) {
          nc--;
          cens = censorTimes(nc, from, end, marks);
          pass = passInterval(points, kStart, kEnd, n, cens, km);
        }
      }
    }
    emit(kStart, pass, cens);
    eventsSoFar += pass.events.reduce((a, b) => a + b, 0);
    censoredSoFar += cens.length;
    km = pass.km;
    n = pass.nEnd;
    if (last) {
      // whoever is still at risk at the end of the curve is censored there
      for (let j = 0; j < n; j++) ipd.push({ time: end, event: 0 });
    }
  }
  ipd.sort((a, b) => a.time - b.time || b.event - a.event);
  return { ipd, n: ipd.length, events: ipd.filter((r) => r.event === 1).length, unmatchedIntervals };
}
