/** Small building blocks shared by the console's screens. */

import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, Copy } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Loading } from '../../components/ui/loading';
import { ScrollBox } from '../../components/ui/scroll-box';
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

/**
 * A wide table that scrolls inside its own box when the screen is narrower than it, reachable by
 * keyboard. While it does, a line above it says so, and shaded edges show the side with more
 * (components/ui/scroll-box, which the leaderboard's tables share).
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollBox
      label={label}
      hint={T.scrollHint}
      className="admin-table-box"
      frameClassName="admin-table-wrap"
    >
      {children}
    </ScrollBox>
  );
}

/**
 * A dangerous action confirmed by typing the name of what it removes (a cohort, an organisation):
 * the button stays off until the typed text matches the name in any case. The typed text is sent
 * trimmed, since the server checks it too. The field empties each time the dialog opens.
 */
export function NameConfirmDialog({
  open,
  name,
  inputId,
  title,
  confirmLabel,
  inputLabel,
  body,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  name: string;
  inputId: string;
  title: string;
  confirmLabel: string;
  inputLabel: string;
  body: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (typed: string) => void;
}) {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (open) setTyped('');
  }, [open]);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      danger
      pending={pending}
      confirmDisabled={typed.trim().toLowerCase() !== name.toLowerCase()}
      onCancel={onCancel}
      onConfirm={() => onConfirm(typed.trim())}
    >
      {body}
      <div className="admin-field">
        <label htmlFor={inputId}>{inputLabel}</label>
        <input
          id={inputId}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}

/**
 * A Copy button for a value someone passes on (an address, a secret, an id). Where the clipboard is
 * refused, `byHand` shows instead, so the value can still be copied.
 */
export function CopyButton({
  text,
  label,
  hiddenLabel,
  byHand,
}: {
  text: string;
  label: string;
  /** Read by screen readers after the label: what is copied, when the label alone is vague. */
  hiddenLabel?: string;
  byHand: ReactNode;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('manual');
    }
  };
  return (
    <span className="admin-copy">
      <button
        type="button"
        className="btn btn-secondary admin-copy-button"
        onClick={() => void copy()}
      >
        {state === 'copied' ? (
          <Check size={16} aria-hidden="true" />
        ) : (
          <Copy size={16} aria-hidden="true" />
        )}{' '}
        {label}
        {hiddenLabel && <span className="visually-hidden"> {hiddenLabel}</span>}
      </button>
      <span role="status" className="admin-copy-status">
        {state === 'copied' ? T.copied : state === 'manual' ? byHand : null}
      </span>
    </span>
  );
}

/**
 * An id a game master may need to pass on (a report's, to a player or a log), shown as a Copy
 * button. Where the clipboard is refused, the id shows as text to copy by hand.
 */
export function CopyId({ id, what }: { id: string; what: string }) {
  return (
    <CopyButton
      text={id}
      label={T.copyId}
      hiddenLabel={T.copyIdOf(what)}
      byHand={<span className="admin-copy-manual tabular">{T.copyFallback(id)}</span>}
    />
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
