import { describe, expect, it } from 'vitest';
import { AXES_LABEL_MESSAGES, resolveDecimals, validateAxisLabel, validateCalibrationValues } from '../../../src/editor/panels/validation';

describe('axes label validation', () => {
  const tags = ['Mean', 'Median', 'Count'];
  it('requires a data type that names a value tag, and a unit', () => {
    expect(validateAxisLabel({ dataType: ' ', unit: '', decimals: '' }, tags)).toEqual({
      dataType: AXES_LABEL_MESSAGES.dataTypeEmpty,
      unit: AXES_LABEL_MESSAGES.unitEmpty,
    });
    expect(validateAxisLabel({ dataType: 'Average', unit: 'mg', decimals: 2 }, tags).dataType).toBe('Data type must be a value tag name');
    expect(validateAxisLabel({ dataType: 'mean', unit: 'mg', decimals: 2 }, tags)).toEqual({});
  });
  it('defaults decimals to 2', () => {
    expect(resolveDecimals('')).toBe(2);
    expect(resolveDecimals(null)).toBe(2);
    expect(resolveDecimals('x')).toBe(2);
    expect(resolveDecimals('0')).toBe(0);
    expect(resolveDecimals(4)).toBe(4);
  });
});

describe('calibration values', () => {
  it('asks for valid values', () => {
    expect(validateCalibrationValues([{ values: ['0', 'ten'], log: false }])).toBe('Please enter valid values');
    expect(validateCalibrationValues([{ values: ['0', ''], log: false }])).toBe('Please enter valid values');
  });
  it('refuses zero on a log axis', () => {
    expect(validateCalibrationValues([{ values: ['0', '100'], log: true }])).toBe(
      'Values on a log scale axis can not be zero, since log(0) is undefined',
    );
  });
  it('refuses a date at one end of an axis and a number at the other, accepts times of day', () => {
    expect(validateCalibrationValues([{ values: ['2020/01/01', '5'], log: false }])).toBe('Please enter valid values');
    expect(validateCalibrationValues([{ values: ['11:39', '30'], log: false }])).toBe('Please enter valid values');
    expect(validateCalibrationValues([{ values: ['11:39', '16:13:41'], log: false }])).toBeNull();
  });
  it('accepts numbers, exponents and dates', () => {
    expect(validateCalibrationValues([{ values: ['1e-3', '10'], log: true }, { values: ['2020/01/01', '2021/06/30 12:00:00'], log: false }])).toBeNull();
  });
});
