import { useLayoutEffect, useMemo, useRef } from 'react';

type Callback = (...args: never[]) => unknown;

/**
 * Callbacks that keep their identity from render to render and call the latest ones given, so a
 * memoized child is not rendered again because its parent made new functions. A callback left out
 * stays undefined (children may show a button only when its callback is given).
 */
export function useStableCallbacks<T extends Record<string, Callback | undefined>>(callbacks: T): T {
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  const given = Object.keys(callbacks)
    .filter((k) => callbacks[k] !== undefined)
    .sort()
    .join(' ');
  return useMemo(() => {
    const stable: Record<string, Callback> = {};
    for (const key of given ? given.split(' ') : []) stable[key] = (...args: never[]) => (latest.current[key] as Callback)(...args);
    return stable as T;
  }, [given]);
}

/** The value given, or the one of the previous render when it has the same JSON: plain data rebuilt on every render keeps its identity while it says the same. */
export function useJsonStable<T>(value: T): T {
  const kept = useRef<{ value: T; json: string } | null>(null);
  const json = JSON.stringify(value);
  if (kept.current && kept.current.json === json) return kept.current.value;
  kept.current = { value, json };
  return value;
}
