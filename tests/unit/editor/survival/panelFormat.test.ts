import { describe, expect, it } from 'vitest';
import { formatMedian, formatP, formatRatio, formatSurvival, formatTime } from '../../../../src/editor/panels/survival/format';
import { timeTicks } from '../../../../src/editor/panels/survival/SurvivalChart';
import { parseTimeList } from '../../../../src/editor/panels/survival/SurvivalPanel';

describe('how the survival panel writes its numbers', () => {
  it('writes medians with their interval, and says when they are not reached', () => {
    expect(formatMedian({ median: 12.5, lower: 10.5, upper: 19.123 }, 'months')).toBe('12.5 months (95 % CI 10.5 to 19.12)');
    expect(formatMedian({ median: 12, lower: 9, upper: null }, 'months')).toBe('12 months (95 % CI 9 to not reached)');
    expect(formatMedian({ median: null, lower: null, upper: null }, 'months')).toBe('Not reached');
    expect(formatMedian({ median: null, lower: 20, upper: null }, 'weeks')).toBe('Not reached (95 % CI from 20 weeks)');
  });

  it('writes survival, ratios, p-values and times as journals print them', () => {
    expect(formatSurvival(0.51874)).toBe('0.519');
    expect(formatSurvival(NaN)).toBe('not estimable');
    expect(formatRatio(0.6404)).toBe('0.64');
    expect(formatP(0.00453)).toBe('p = 0.005');
    expect(formatP(0.0004)).toBe('p < 0.001');
    expect(formatTime(6)).toBe('6');
    expect(formatTime(0.30000000000000004)).toBe('0.3');
  });

  it('reads a typed list of times', () => {
    expect(parseTimeList('24, 6;12  6')).toEqual([6, 12, 24]);
    expect(parseTimeList('')).toEqual([]);
    expect(parseTimeList('6, soon')).toBeNull();
    expect(parseTimeList('-1')).toBeNull();
  });

  it('puts round ticks on the time axis', () => {
    expect(timeTicks(35.8)).toEqual([0, 10, 20, 30, 40]);
    expect(timeTicks(24)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(timeTicks(0)).toEqual([0, 1]);
  });
});
