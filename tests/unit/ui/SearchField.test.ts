import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectiveQuery, meetsMinLength } from '../../../src/ui/SearchField/searchQuery';
import { debounce } from '../../../src/ui/utils/useDebouncedCallback';

describe('effectiveQuery', () => {
  it("applies 'at least 2 characters' as minLength 2", () => {
    expect(effectiveQuery('g', 2)).toBe('');
    expect(effectiveQuery('gr', 2)).toBe('gr');
  });

  it("applies 'more than 2 characters' as minLength 3", () => {
    expect(effectiveQuery('ax', 3)).toBe('');
    expect(effectiveQuery('axi', 3)).toBe('axi');
  });

  it('trims before counting, so spaces never make a query', () => {
    expect(effectiveQuery('  a  ', 2)).toBe('');
    expect(effectiveQuery('  ab  ', 2)).toBe('ab');
    expect(effectiveQuery('   ', 1)).toBe('');
  });

  it('counts code points, not UTF-16 units', () => {
    expect(effectiveQuery('𝛼', 2)).toBe('');
    expect(effectiveQuery('𝛼β', 2)).toBe('𝛼β');
  });

  it('treats a minimum below 1 as 1: an empty query never applies', () => {
    expect(effectiveQuery('', 0)).toBe('');
    expect(effectiveQuery('a', 0)).toBe('a');
  });

  it('meetsMinLength mirrors effectiveQuery', () => {
    expect(meetsMinLength('a', 2)).toBe(false);
    expect(meetsMinLength('ab', 2)).toBe(true);
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once with the latest arguments after the quiet period', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 200);
    debounced('g');
    vi.advanceTimersByTime(150);
    debounced('gr');
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('gr');
  });

  it('uses the spec’s 500 ms paper-search window', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 500);
    debounced('graph');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the pending call; flush runs it now', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 200);
    debounced('a');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    debounced('b');
    debounced.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('still defers with a wait of 0', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 0);
    debounced(1);
    debounced(2);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });
});
