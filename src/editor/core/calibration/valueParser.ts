/** A calibration value typed by the user: a number (exponents allowed) or a date. */
export interface ParsedValue {
  /** The number, or for dates and times the milliseconds since 1970-01-01 UTC. */
  value: number;
  /** A date or a time of day (both are milliseconds since 1970-01-01 UTC). */
  isDate: boolean;
  /** How to show values of this kind, for formatDateValue: 'yyyy/mm/dd', 'hh:ii:ss', ...; null for numbers. */
  format: string | null;
}

const NUMBER_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
// yyyy/mm[/dd[ hh[:ii[:ss[.fff]]]]]; a bare year stays a number because it is one.
const DATE_RE = /^(\d{1,4})\/(\d{1,2})(?:\/(\d{1,2})(?:[ T]+(\d{1,2})(?::(\d{1,2})(?::(\d{1,2}(?:\.\d+)?))?)?)?)?$/;
// hh:ii[:ss[.fff]]: a time of day with no date, as on a time axis.
const TIME_RE = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}(?:\.\d+)?))?$/;

function clock(hour: number, minute: number, second: number): { h: number; i: number; s: number; ms: number } | null {
  if (hour > 23 || minute > 59 || second >= 60) return null;
  const whole = Math.floor(second);
  return { h: hour, i: minute, s: whole, ms: Math.round((second - whole) * 1000) };
}

/**
 * Parse a calibration value. Returns null when the text is neither a number nor a date.
 * Dates are read as UTC so that a project gives the same numbers in every time zone.
 */
export function parseCalibrationValue(input: string | number | null | undefined): ParsedValue | null {
  if (typeof input === 'number') return Number.isFinite(input) ? { value: input, isDate: false, format: null } : null;
  if (input == null) return null;
  const text = input.trim();
  if (text === '') return null;
  if (NUMBER_RE.test(text)) {
    const value = Number(text);
    return Number.isFinite(value) ? { value, isDate: false, format: null } : null;
  }
  const t = TIME_RE.exec(text);
  if (t) {
    // A time with no date is that time on 1970-01-01 UTC, so a time axis reads times of day.
    const c = clock(Number(t[1]), Number(t[2]), t[3] === undefined ? 0 : Number(t[3]));
    if (!c) return null;
    return { value: Date.UTC(1970, 0, 1, c.h, c.i, c.s, c.ms), isDate: true, format: t[3] === undefined ? 'hh:ii' : 'hh:ii:ss' };
  }
  const m = DATE_RE.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = m[3] === undefined ? 1 : Number(m[3]);
  const c = clock(m[4] === undefined ? 0 : Number(m[4]), m[5] === undefined ? 0 : Number(m[5]), m[6] === undefined ? 0 : Number(m[6]));
  if (month < 1 || month > 12 || day < 1 || day > 31 || !c) return null;
  const date = new Date(Date.UTC(2000, month - 1, day, c.h, c.i, c.s, c.ms));
  date.setUTCFullYear(year);
  if (date.getUTCDate() !== day) return null; // 2021/02/30 and the like
  const format = m[3] === undefined ? 'yyyy/mm' : m[4] === undefined ? 'yyyy/mm/dd' : m[5] === undefined ? 'yyyy/mm/dd hh' : m[6] === undefined ? 'yyyy/mm/dd hh:ii' : 'yyyy/mm/dd hh:ii:ss';
  return { value: date.getTime(), isDate: true, format };
}

/** Is the text a valid calibration value? */
export function isValidCalibrationValue(input: string | number | null | undefined): boolean {
  return parseCalibrationValue(input) !== null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Format milliseconds since epoch (UTC) with a yyyy/mm/dd hh:ii:ss style pattern.
 * Tokens: yyyy, mm, dd, hh, ii, ss; anything else is copied.
 */
export function formatDateValue(ms: number, pattern = 'yyyy/mm/dd hh:ii:ss'): string {
  const d = new Date(Math.round(ms));
  return pattern
    .replace(/yyyy/g, pad(d.getUTCFullYear(), 4))
    .replace(/mm/g, pad(d.getUTCMonth() + 1))
    .replace(/dd/g, pad(d.getUTCDate()))
    .replace(/hh/g, pad(d.getUTCHours()))
    .replace(/ii/g, pad(d.getUTCMinutes()))
    .replace(/ss/g, pad(d.getUTCSeconds()));
}

/**
 * Show a calibrated value the way its axis was typed: dates and times with their pattern
 * (formatDateValue), numbers with at most `decimals` places. No value (NaN) shows as an empty text.
 */
export function formatCalibratedValue(value: number, format: string | null | undefined, formatNumber: (v: number) => string): string {
  if (!Number.isFinite(value)) return '';
  return format ? formatDateValue(value, format) : formatNumber(value);
}
