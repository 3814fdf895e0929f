import { describe, expect, it } from 'vitest';
import { formatCountdown, sessionTimeoutMessage, SESSION_COUNTDOWN_MS } from '../../../src/screens/Session/countdown';

describe('formatCountdown', () => {
  it.each([
    [SESSION_COUNTDOWN_MS, '5:00'],
    [299_999, '5:00'],
    [299_000, '4:59'],
    [61_000, '1:01'],
    [60_000, '1:00'],
    [59_001, '1:00'],
    [10_000, '0:10'],
    [9_000, '0:09'],
    [1, '0:01'],
    [0, '0:00'],
    [-500, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [3_600_000, '60:00'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('writes the dialog sentence', () => {
    expect(sessionTimeoutMessage(125_000)).toBe('Your session will timeout in 2:05. Are you still there?');
  });
});
