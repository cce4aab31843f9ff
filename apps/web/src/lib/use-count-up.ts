import { useEffect, useRef, useState } from 'react';
import { countUpValue } from './count-up';

const DURATION_MS = 700;

/**
 * The number to show for `value`: it counts from the previous value to the new one, but only when
 * the player has not asked for reduced motion; otherwise (and on first render) it jumps.
 */
export function useCountUp(value: number | undefined): number | undefined {
  const [shown, setShown] = useState(value);
  const shownRef = useRef(value);
  useEffect(() => {
    const from = shownRef.current;
    const set = (v: number | undefined) => {
      shownRef.current = v;
      setShown(v);
    };
    if (
      value === undefined ||
      from === undefined ||
      from === value ||
      !window.matchMedia('(prefers-reduced-motion: no-preference)').matches
    ) {
      set(value);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = (time: number) => {
      const progress = (time - start) / DURATION_MS;
      set(countUpValue(from, value, progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      // An interrupted count lands on its target, so the next one starts from a true balance.
      shownRef.current = value;
    };
  }, [value]);
  return shown;
}
