import { ChevronDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';

/**
 * One of Home's "More" rows: a heading whose button opens the detail below it (the WAI-ARIA
 * disclosure pattern: aria-expanded and aria-controls, the body `hidden` while shut), with a
 * glance of its state beside the title. The section is a region named by the title alone, so
 * the detail stays one tap away and its name does not change with the glance.
 */
export function HomeDisclosure({
  id,
  title,
  glance,
  className,
  children,
}: {
  /** The ids of the title (`<id>-title`) and the body (`<id>-body`). */
  id: string;
  title: ReactNode;
  /** A few words of its state: "4 days", "Ranked 3 of 12". */
  glance?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section
      className={`home-disclosure${className ? ` ${className}` : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <h3 className="home-disclosure-heading">
        <button
          type="button"
          className="home-disclosure-toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((was) => !was)}
        >
          <span id={`${id}-title`} className="home-disclosure-title">
            {title}
          </span>
          {glance !== undefined && glance !== null && (
            <span className="home-disclosure-glance">{glance}</span>
          )}
          <ChevronDown size={20} aria-hidden="true" className="home-disclosure-chevron" />
        </button>
      </h3>
      <div id={`${id}-body`} className="home-disclosure-body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
