import type { ProseTarget } from '@ffl/engine/prose-links';
import { Link } from '@tanstack/react-router';
import type { Schemas } from '../../lib/api-schemas';
import { type ProsePart, parseProse } from './prose-links';
import './content.css';

type Source = Schemas['Source'];

/**
 * Router links preload on hover and focus (the router's default preload is 'intent'), so an
 * inline link opens at once. Routes that may not exist in the tree yet (leagues, a quiz) go
 * through the same <Link>, typed by the path template the router knows or a plain string.
 */
/** Widens a checked path to `string`, which <Link> accepts for routes other helpers are still adding. */
function asPath(path: string): string {
  return path;
}

function ProseLink({ label, target }: { label: string; target: ProseTarget }) {
  switch (target.kind) {
    case 'fraud':
      return (
        <Link to="/frauds/$fraudId" params={{ fraudId: target.fraudId }}>
          {label}
        </Link>
      );
    case 'defense':
      return (
        <Link to="/defenses/$defenseId" params={{ defenseId: target.defenseId }}>
          {label}
        </Link>
      );
    case 'fraud-quiz':
      return <Link to={asPath(`/frauds/${target.fraudId}/quiz`)}>{label}</Link>;
    case 'page':
      return <Link to={asPath(target.to)}>{label}</Link>;
  }
}

function renderParts(parts: ProsePart[]) {
  return parts.map((part, index) =>
    part.kind === 'text' ? (
      // Parts never reorder, so their position is a stable key.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <span key={index}>{part.text}</span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <ProseLink key={index} label={part.label} target={part.target} />
    ),
  );
}

/** One content prose string, inline (use inside a <p>, <li>, <dd>…). */
export function Prose({ text }: { text: string }) {
  return <>{renderParts(parseProse(text))}</>;
}

/** Content paragraphs, each a <p>, in a readable measure. */
export function ProseBlocks({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="prose">
      {paragraphs.map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static content, never reordered
        <p key={index}>
          <Prose text={text} />
        </p>
      ))}
    </div>
  );
}

/** The numbered reference list at the end of a content page. External links open in a new tab. */
export function SourceList({ sources }: { sources: readonly Source[] }) {
  if (sources.length === 0) return null;
  return (
    <ol className="source-list">
      {sources.map((source) => (
        <li key={source.url}>
          <a href={source.url} target="_blank" rel="noopener noreferrer" className="break">
            {source.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <span className="source-meta">
            {' '}
            — {source.publisher}, <span className="tabular">{source.year}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

export interface TocItem {
  /** The id of the heading the entry jumps to. */
  id: string;
  label: string;
}

/** "On this page": in-page links to the sections' headings. */
export function TableOfContents({
  items,
  title = 'On this page',
}: {
  items: readonly TocItem[];
  title?: string;
}) {
  return (
    <nav className="toc" aria-label={title}>
      <h2 className="toc-title">{title}</h2>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
