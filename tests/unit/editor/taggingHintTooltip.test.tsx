import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHintTooltip } from '../../../src/editor/panels/tagging';
import { TAGGING_LIMITS } from '../../../src/editor/core/tagging';

const times = { openDelayMs: TAGGING_LIMITS.tooltipOpenDelayMs, hideAfterMs: TAGGING_LIMITS.hintHideMs };

describe('the hint tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays closed when first shown', () => {
    const { result } = renderHook(() => useHintTooltip('Choose a tag group to start tagging', times));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.isOpen).toBe(false);
  });

  it('opens 500 ms after the hint changes and hides 3000 ms later', () => {
    const { result, rerender } = renderHook(({ hint }) => useHintTooltip(hint, times), { initialProps: { hint: 'a' } });
    rerender({ hint: 'b' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.isOpen).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isOpen).toBe(true);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.isOpen).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isOpen).toBe(false);
  });

  it('restarts the 3000 ms when the hint changes while open', () => {
    const { result, rerender } = renderHook(({ hint }) => useHintTooltip(hint, times), { initialProps: { hint: 'a' } });
    rerender({ hint: 'b' });
    act(() => vi.advanceTimersByTime(500 + 2000));
    rerender({ hint: 'c' });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.isOpen).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.isOpen).toBe(false);
  });

  it('hides itself 3000 ms after hover or focus opened it', () => {
    const { result } = renderHook(() => useHintTooltip('a', times));
    act(() => result.current.setOpen(true));
    expect(result.current.isOpen).toBe(true);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.isOpen).toBe(false);
  });

  it('follows a controlled open state and reports its own changes', () => {
    const onOpenChange = vi.fn();
    const { result, rerender } = renderHook(({ hint, open }) => useHintTooltip(hint, times, open, onOpenChange), {
      initialProps: { hint: 'a', open: true },
    });
    expect(result.current.isOpen).toBe(true);
    act(() => vi.advanceTimersByTime(3000));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    rerender({ hint: 'b', open: false });
    act(() => vi.advanceTimersByTime(500));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });
});
