/** Small building blocks shared by the console's screens. */

import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { gameMessageFor } from '../../lib/error-messages';
import { pageCount } from './admin-format';
import { ADMIN_TEXT } from './admin-text';

const T = ADMIN_TEXT.common;

/**
 * A labelled progress bar. Without `value` it is indeterminate (the server has not said how far it
 * is yet). The words beside it carry the numbers for everyone, not only screen readers.
 */
export function ProgressBar({
  label,
  value,
  max,
}: {
  label: string;
  value?: number;
  max?: number;
}) {
  return (
    <div className="admin-progress" role="status">
      <span className="admin-progress-label tabular">{label}</span>
      <progress
        aria-label={label}
        max={max && max > 0 ? max : 1}
        value={value === undefined ? undefined : Math.min(value, max && max > 0 ? max : 1)}
      />
    </div>
  );
}

/** Loading, an error with Retry, or the content once the query has data. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div className="admin-error" role="alert">
        <p>{gameMessageFor(query.error)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {T.retry}
        </Button>
      </div>
    );
  }
  return <Loading />;
}

/** A wide table that scrolls inside its own box on a phone, reachable by keyboard. */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable so keyboard users can scroll it (WCAG 2.1.1)
    <section className="admin-table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** Previous / next with "Page n of m"; renders nothing when everything fits on one page. */
export function Pager({
  label,
  page,
  total,
  pageSize,
  onPage,
}: {
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={T.pagination(label)}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {T.previous}
      </Button>
      <span className="tabular" aria-live="polite">
        {T.pageOf(page, pages)}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {T.next}
      </Button>
    </nav>
  );
}

/** A word with an icon or sign, so the state never rests on colour alone. */
export function Badge({
  tone,
  children,
}: {
  tone: 'good' | 'warn' | 'bad' | 'neutral' | 'accent';
  children: ReactNode;
}) {
  return <span className={`admin-badge admin-badge-${tone}`}>{children}</span>;
}

/** A titled block of a screen. */
export function Panel({
  title,
  id,
  children,
  actions,
}: {
  title: string;
  id: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="admin-panel" aria-labelledby={id}>
      <div className="admin-panel-head">
        <h2 id={id}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The app's 404 inside the signed-in frame (which already holds the page's <main>). */
export function AdminNotFound() {
  return (
    <div className="admin-not-found">
      <h1>{ADMIN_TEXT.notFound.title}</h1>
      <p className="muted">{ADMIN_TEXT.notFound.body}</p>
      <Link to="/admin" className="btn btn-secondary">
        {ADMIN_TEXT.notFound.back}
      </Link>
    </div>
  );
}
