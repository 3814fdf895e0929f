import { useCallback, useEffect, useMemo, useRef } from 'react';

/** A debounced function with a way to drop or run its pending call. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
}

/** Plain debounce: calls `fn` with the latest arguments once `wait` ms pass without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = ((...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    // A wait of 0 still defers, so a burst within one task collapses into one call.
    timer = setTimeout(run, Math.max(0, wait));
  }) as Debounced<A>;
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    run();
  };
  return debounced;
}

/**
 * A stable debounced version of `callback`. The latest callback is always the one called, so
 * callers need not memoise it; the pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, wait: number): Debounced<A> {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const call = useCallback((...args: A) => latest.current(...args), []);
  const debounced = useMemo(() => debounce(call, wait), [call, wait]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
