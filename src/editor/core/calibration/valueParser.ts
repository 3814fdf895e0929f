/** A calibration value typed by the user: a number (exponents allowed) or a date. */
export interface ParsedValue {
  /** The number, or for dates the milliseconds since 1970-01-01 UTC. */
  value: number;
  isDate: boolean;
}

const NUMBER_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
// yyyy/mm[/dd[ hh[:ii[:ss[.fff]]]]]; a bare year stays a number because it is one.
const DATE_RE = /^(\d{1,4})\/(\d{1,2})(?:\/(\d{1,2})(?:[ T]+(\d{1,2})(?::(\d{1,2})(?::(\d{1,2}(?:\.\d+)?))?)?)?)?$/;

/**
 * Parse a calibration value. Returns null when the text is neither a number nor a date.
 * Dates are read as UTC so that a project gives the same numbers in every time zone.
 */
export function parseCalibrationValue(input: string | number | null | undefined): ParsedValue | null {
  if (typeof input === 'number') return Number.isFinite(input) ? { value: input, isDate: false } : null;
  if (input == null) return null;
  const text = input.trim();
  if (text === '') return null;
  if (NUMBER_RE.test(text)) {
    const value = Number(text);
    return Number.isFinite(value) ? { value, isDate: false } : null;
  }
  const m = DATE_RE.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = m[3] === undefined ? 1 : Number(m[3]);
  const hour = m[4] === undefined ? 0 : Number(m[4]);
  const minute = m[5] === undefined ? 0 : Number(m[5]);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second >= 60) return null;
  const whole = Math.floor(second);
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, whole, Math.round((second - whole) * 1000)));
  date.setUTCFullYear(year);
  if (date.getUTCDate() !== day) return null; // 2021/02/30 and the like
  return { value: date.getTime(), isDate: true };
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
