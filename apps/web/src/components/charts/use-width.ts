import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Follows an element's width in whole pixels, so that a chart's SVG is drawn 1:1 and its text
 * stays readable at 360px. Gives `fallback` until the first measure, and `measured` says whether
 * that has come: a chart draws only then, once, rather than first at a guess.
 *
 * The width comes from a ResizeObserver, which reports it after the browser's own layout and
 * before the paint; reading `clientWidth` in the effect instead would force a layout of the whole
 * page inside React's commit. A chart in view redraws at once, so no frame shows it missing; one
 * below the fold redraws as a transition, in short slices, so that it never holds up the page.
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (!next) return;
      const update = () => setWidth(Math.floor(next));
      if (element.getBoundingClientRect().top < window.innerHeight) flushSync(update);
      else startTransition(update);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width ?? fallback, width !== undefined] as const;
}
