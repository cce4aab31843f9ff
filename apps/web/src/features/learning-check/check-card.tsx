import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ClipboardCheck } from 'lucide-react';
import { checkStatusQuery } from './check-api';
import { familyList } from './check-model';
import { CHECK_CARD_TEXT as T } from './check-text';
import './learning-check.css';

/**
 * Home's first card while a learning check is due or open: what it is, how long, and one link to
 * /check. Nothing when no check is due, or when the status cannot be read: Home has more to show.
 */
export function CheckCard() {
  const status = useQuery(checkStatusQuery);
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
