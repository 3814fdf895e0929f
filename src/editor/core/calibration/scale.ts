import { CalibrationError, EDITOR_MESSAGES, invalidInputs } from '../errors';
import { parseCalibrationValue } from './valueParser';

/**
 * One calibrated axis: maps a data value to the space in which pixels are linear
 * (the value itself, or its log10) and back.
 */
export interface AxisScale {
  readonly log: boolean;
  /** Both calibration values were typed as dates or times (milliseconds since epoch, UTC). */
  readonly isDate: boolean;
  /** How values of the axis are shown (the first value's date or time pattern); null for numbers. */
  readonly format: string | null;
  /** Data value to linear space. */
  toLinear(value: number): number;
  /** Linear space to data value. */
  fromLinear(u: number): number;
  /** The two calibration values, parsed. */
  readonly v1: number;
  readonly v2: number;
}

/**
 * Build an axis from its two typed values. A log axis takes both values positive, or both
 * negative (then the magnitudes are logged and the sign restored).
 */
export function axisScale(raw1: string | number, raw2: string | number, log: boolean): AxisScale {
  const p1 = parseCalibrationValue(raw1);
  const p2 = parseCalibrationValue(raw2);
  if (!p1 || !p2) throw invalidInputs();
  const v1 = p1.value;
  const v2 = p2.value;
  // A date at one end and a number at the other gives no axis (it would read milliseconds).
  if (p1.isDate !== p2.isDate) throw invalidInputs();
  const isDate = p1.isDate;
  const format = p1.format ?? p2.format;
  if (log) {
    if (v1 === 0 || v2 === 0) throw new CalibrationError('calibration-invalid-log-inputs', EDITOR_MESSAGES.logZero);
    if (Math.sign(v1) !== Math.sign(v2)) {
      throw new CalibrationError('calibration-enter-valid-log', EDITOR_MESSAGES.logMixedSigns);
    }
  }
  if (v1 === v2) throw invalidInputs();
  if (!log) return { log, isDate, format, v1, v2, toLinear: (v) => v, fromLinear: (u) => u };
  const sign = v1 < 0 ? -1 : 1;
  return {
    log,
    isDate,
    format,
    v1,
    v2,
    toLinear: (v) => Math.log10(sign * v),
    fromLinear: (u) => sign * Math.pow(10, u),
  };
}

export function requirePoints<T>(points: readonly T[], count: number): void {
  if (!Array.isArray(points) || points.length < count) throw invalidInputs();
}

export function requireFinite(...values: number[]): void {
  for (const v of values) if (typeof v !== 'number' || !Number.isFinite(v)) throw invalidInputs();
}
