import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ClipboardCheck } from 'lucide-react';
import { checkStatusQuery } from './check-api';
import { familyList } from './check-model';
import { CHECK_CARD_TEXT as T } from './check-text';
import './learning-check.css';

/**
 * Home's loader asks for the status each time Home opens (routes/_app/home.tsx, `fetchQuery`):
 * the slot, its card and its line read that answer and never ask again as they mount.
 */
const checkStatusOnHome = { ...checkStatusQuery, refetchOnMount: false } as const;

/**
 * Home's piece for the learning check (handed in by the route): whether a check is open or due
 * (undefined while loading; false when none, or when the status cannot be read), its card when it
 * is Home's primary action, and its line in Home's "Also to do" otherwise.
 */
export function useCheckSlot() {
  const status = useQuery(checkStatusOnHome);
  const data = status.data;
  return {
    active: data ? Boolean(data.open ?? data.due) : status.isError ? false : undefined,
    card: <CheckCard />,
    line: <CheckLine />,
  };
}

/** The check as one line: a link to /check and how long it takes. */
function CheckLine() {
  const data = useQuery(checkStatusOnHome).data;
  if (data?.open) {
    return (
      <>
        <Link to="/check">{T.lineOpen(data.open.phase)}</Link>
        <span className="home-todo-why">{T.openFacts(data.open.answered, data.open.total)}</span>
      </>
    );
  }
  if (!data?.due) return null;
  return (
    <>
      <Link to="/check">{T.lineDue(data.due.phase)}</Link>
      <span className="home-todo-why">{T.lineDueWhy(data.due.items)}</span>
    </>
  );
}

/**
 * Home's card while a learning check is due or open: what it is, how long, and one link to
 * /check. Nothing when no check is due, or when the status cannot be read: Home has more to show.
 */
function CheckCard() {
  const status = useQuery(checkStatusOnHome);
  const data = status.data;
  if (!data) return null;
  if (data.open) {
    return (
      <section className="home-card check-card" aria-labelledby="home-check-title">
        <p className="home-card-kicker">{T.kicker}</p>
        <h2 id="home-check-title">{T.openTitle(data.open.phase)}</h2>
        <p className="tabular">{T.openFacts(data.open.answered, data.open.total)}</p>
        <progress
          className="check-card-progress"
          max={Math.max(1, data.open.total)}
          value={data.open.answered}
          aria-label={T.openFacts(data.open.answered, data.open.total)}
        />
        <p className="home-card-footer">
          <Link to="/check" className="btn btn-primary">
            <ClipboardCheck size={18} aria-hidden="true" /> {T.resume}
          </Link>
        </p>
      </section>
    );
  }
  const due = data.due;
  if (!due) return null;
  return (
    <section className="home-card check-card" aria-labelledby="home-check-title">
      <p className="home-card-kicker">{T.kicker}</p>
      <h2 id="home-check-title">{T.dueTitle(due.phase, due.items)}</h2>
      <p className="tabular">{T.facts(due.phase, due.items, familyList(due.families))}</p>
      <p className="muted">{T.unpaid}</p>
      <p className="home-card-footer">
        <Link to="/check" className="btn btn-primary">
          <ClipboardCheck size={18} aria-hidden="true" /> {T.start(due.phase)}
        </Link>
      </p>
    </section>
  );
}
