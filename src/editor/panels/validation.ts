import { EDITOR_MESSAGES } from '../core/errors';
import { isValidCalibrationValue, parseCalibrationValue } from '../core/calibration/valueParser';
import { DEFAULT_DECIMALS } from '../core/model/types';

/** Messages of the axes label popup (spec, validation rules). */
export const AXES_LABEL_MESSAGES = {
  dataTypeEmpty: 'Data type cannot be empty',
  dataTypeNotTag: 'Data type must be a value tag name',
  unitEmpty: 'Unit cannot be empty',
} as const;

export interface AxisLabelInput {
  dataType: string;
  unit: string;
  /** Empty means the default, 2. */
  decimals: string | number | null;
}

export interface AxisLabelErrors {
  dataType?: string;
  unit?: string;
}

/** Check one axis label; data types must name an existing value tag (compared without case). */
export function validateAxisLabel(input: AxisLabelInput, valueTagNames: readonly string[]): AxisLabelErrors {
  const errors: AxisLabelErrors = {};
  const type = input.dataType.trim();
  if (!type) errors.dataType = AXES_LABEL_MESSAGES.dataTypeEmpty;
  else if (!valueTagNames.some((t) => t.toLowerCase() === type.toLowerCase())) errors.dataType = AXES_LABEL_MESSAGES.dataTypeNotTag;
  if (!input.unit.trim()) errors.unit = AXES_LABEL_MESSAGES.unitEmpty;
  return errors;
}

/** Decimals as stored: a whole number from 0, with empty or invalid input meaning the default. */
export function resolveDecimals(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : value == null || String(value).trim() === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : DEFAULT_DECIMALS;
}

export interface CalibrationAxisInput {
  values: readonly string[];
  log: boolean;
}

/**
 * The first problem with typed calibration values, or null: a value that is not a number, date or
 * time, or an axis with a date at one end and a number at the other, gives 'Please enter valid values'; a zero on a log axis gives the log(0) message.
 */
export function validateCalibrationValues(axes: readonly CalibrationAxisInput[]): string | null {
  for (const axis of axes) {
    if (!axis.values.every((v) => isValidCalibrationValue(v))) return EDITOR_MESSAGES.enterValid;
    // A date (or time) at one end and a number at the other gives no axis.
    if (new Set(axis.values.map((v) => parseCalibrationValue(v)!.isDate)).size > 1) return EDITOR_MESSAGES.enterValid;
  }
  for (const axis of axes) {
    if (axis.log && axis.values.some((v) => parseCalibrationValue(v)!.value === 0)) return EDITOR_MESSAGES.logZero;
  }
  return null;
}
