import { useEffect, useState } from 'react';

/**
 * True once `flag` has stayed true for `delay` ms; false as soon as it drops.
 * Keeps fast loads from flashing an indicator.
 */
export function useDelayedFlag(flag: boolean, delay: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [flag, delay]);
  return flag && shown;
}
