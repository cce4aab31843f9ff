import { MoveHorizontal } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import './scroll-box.css';

/**
 * A wide table (or anything wide) that scrolls sideways inside its own box when the screen is
 * narrower than it, reachable by keyboard. While it does, a line above it says so (`hint`, in the
 * caller's words) and describes the box, and shaded edges show the side with more; the words in
 * its cells stay whole. The leaderboard's and the console's tables use it.
 */
export function ScrollBox({
  label,
  hint,
  className = '',
  frameClassName = '',
  children,
}: {
  /** The box's accessible name (it is a focusable region). */
  label: string;
  /** "Scroll sideways to see every column.", shown only while the box scrolls. */
  hint: string;
  /** Extra classes of the outer box and of the scrolling frame. */
  className?: string;
  frameClassName?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLElement>(null);
  const hintId = useId();
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The box narrows with the window; the table widens with new rows.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={`scroll-box ${className}`.trim()}>
      {scrolls && (
        <p className="scroll-box-hint" id={hintId}>
          <MoveHorizontal size={16} aria-hidden="true" /> {hint}
        </p>
      )}
      <section
        ref={box}
        className={`scroll-box-frame${scrolls ? ' scroll-box-scrolls' : ''} ${frameClassName}`.trim()}
        aria-label={label}
        aria-describedby={scrolls ? hintId : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable so keyboard users can scroll it (WCAG 2.1.1)
        tabIndex={0}
      >
        {children}
      </section>
    </div>
  );
}
