import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useJsonStable, useStableCallbacks } from '../../../src/screens/DataEntry/stableProps';

describe('useStableCallbacks', () => {
  it('keeps the functions across renders and calls the latest ones given', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ onPick }: { onPick: (n: number) => void }) => useStableCallbacks({ onPick, onDrop: undefined as (() => void) | undefined }), {
      initialProps: { onPick: first },
    });
    const stable = result.current;
    expect(stable.onDrop).toBeUndefined();
    rerender({ onPick: second });
    expect(result.current).toBe(stable);
    result.current.onPick(3);
    expect(second).toHaveBeenCalledWith(3);
    expect(first).not.toHaveBeenCalled();
  });
});

describe('useJsonStable', () => {
  it('hands back the previous value while the new one says the same', () => {
    const { result, rerender } = renderHook(({ value }) => useJsonStable(value), { initialProps: { value: [{ id: 'a', points: 1 }] } });
    const first = result.current;
    rerender({ value: [{ id: 'a', points: 1 }] });
    expect(result.current).toBe(first);
    rerender({ value: [{ id: 'a', points: 2 }] });
    expect(result.current).toEqual([{ id: 'a', points: 2 }]);
  });
});
