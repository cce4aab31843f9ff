/**
 * The building blocks every artefact is drawn with: a hotspot (a part the player can mark as a red
 * flag), an inert link (never a live link: it shows its real target on hover, focus or tap) and
 * the text runs that hold both. The phase decides how a hotspot looks: plain while the player
 * reads and decides, a toggle button while they mark, a verdict once the result is in.
 */
import { CircleAlert, CircleCheck, CircleX, Flag } from 'lucide-react';
import { createContext, type ReactNode, use, useId, useState } from 'react';
import type { Block, Span } from '../drill-contract';
import { type PartVerdict, VERDICT_NAMES } from '../drill-model';
import { DRILLS_TEXT } from '../drill-text';

export type ArtefactPhase = 'read' | 'mark' | 'result';

export interface ArtefactState {
  phase: ArtefactPhase;
  /** Each hotspot's accessible name, by id. */
  labels: ReadonlyMap<string, string>;
  marked: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** After the result: each hotspot's verdict. */
  verdicts: ReadonlyMap<string, PartVerdict>;
}

const READ_ONLY: ArtefactState = {
  phase: 'read',
  labels: new Map(),
  marked: new Set(),
  onToggle: () => {},
  verdicts: new Map(),
};

export const ArtefactContext = createContext<ArtefactState>(READ_ONLY);

export function useArtefact(): ArtefactState {
  return use(ArtefactContext);
}

const VERDICT_ICONS = {
  found: CircleCheck,
  missed: CircleAlert,
  'false-flag': CircleX,
  clear: null,
} as const;

/**
 * A part of the artefact that may be a hotspot. Without an id it is its children. Its children
 * must be phrasing content (text, spans), since while marking they sit inside a button.
 */
export function Hot({
  id,
  children,
  className,
}: {
  id: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  const state = useArtefact();
  if (!id) {
    if (className) return <span className={className}>{children}</span>;
    return children;
  }
  const label = state.labels.get(id) ?? id;
  if (state.phase === 'mark') {
    const marked = state.marked.has(id);
    return (
      <button
        type="button"
        className={`hot${marked ? ' hot-marked' : ''}${className ? ` ${className}` : ''}`}
        aria-pressed={marked}
        data-hotspot={id}
        onClick={() => state.onToggle(id)}
      >
        <span className="visually-hidden">{label}: </span>
        {children}
        {marked && <Flag className="hot-flag" size={14} aria-hidden="true" />}
      </button>
    );
  }
  if (state.phase === 'result') {
    const verdict = state.verdicts.get(id) ?? 'clear';
    const Icon = VERDICT_ICONS[verdict];
    return (
      <span className={`hot-verdict hot-${verdict}${className ? ` ${className}` : ''}`}>
        {children}
        {Icon && <Icon className="hot-flag" size={14} aria-hidden="true" />}
        {verdict !== 'clear' && (
          <span className="visually-hidden"> ({VERDICT_NAMES[verdict]})</span>
        )}
      </span>
    );
  }
  return <span className={`hot-plain${className ? ` ${className}` : ''}`}>{children}</span>;
}

/**
 * A link as the message shows it, never followed: a button whose real target appears beside it
 * on hover or focus, and stays on a tap (aria-expanded). While marking, a link that is a hotspot
 * is a toggle instead, and still shows its target on hover and focus.
 */
export function InertLink({
  text,
  target,
  hotspot,
}: {
  text: string;
  target: string;
  hotspot: string | undefined;
}) {
  const state = useArtefact();
  const tipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const show = hovered || focused || pinned;
  const events = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
  const tip = (
    <span id={tipId} className="art-link-target" hidden={!show}>
      <span className="art-link-target-word">{DRILLS_TEXT.linkGoesTo}:</span> {target}
    </span>
  );
  if (hotspot && state.phase === 'mark') {
    const marked = state.marked.has(hotspot);
    const label = state.labels.get(hotspot) ?? hotspot;
    return (
      <>
        <button
          type="button"
          className={`hot art-link${marked ? ' hot-marked' : ''}`}
          aria-pressed={marked}
          aria-describedby={tipId}
          data-hotspot={hotspot}
          onClick={() => state.onToggle(hotspot)}
          {...events}
        >
          <span className="visually-hidden">{label}: </span>
          {text}
          {marked && <Flag className="hot-flag" size={14} aria-hidden="true" />}
        </button>
        {tip}
      </>
    );
  }
  const link = (
    <button
      type="button"
      className="art-link"
      aria-expanded={pinned}
      aria-describedby={tipId}
      onClick={() => setPinned((value) => !value)}
      {...events}
    >
      {text}
    </button>
  );
  return (
    <>
      {state.phase === 'result' && hotspot ? <Hot id={hotspot}>{link}</Hot> : link}
      {tip}
    </>
  );
}

/** One run of text: plain, a hotspot, a link, or a link that is a hotspot. */
export function SpanView({ span }: { span: Span }) {
  if (typeof span === 'string') return <>{span}</>;
  if (span.link !== undefined) {
    return <InertLink text={span.text} target={span.link} hotspot={span.hotspot} />;
  }
  return <Hot id={span.hotspot}>{span.text}</Hot>;
}

/** A line or paragraph's runs, in order. */
export function BlockView({ block }: { block: Block }) {
  return (
    <>
      {block.map((span, index) => (
        // Runs never reorder: their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <SpanView key={index} span={span} />
      ))}
    </>
  );
}

/** Paragraphs of runs, each a <p>. */
export function Paragraphs({
  blocks,
  className,
}: {
  blocks: readonly Block[];
  className?: string;
}) {
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs never reorder
        <p key={index} className={className}>
          <BlockView block={block} />
        </p>
      ))}
    </>
  );
}
