import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Zap } from 'lucide-react';
import { boosterStatusQuery } from './booster-api';
import { BOOSTER_TEXT as T } from './booster-text';

/**
 * Home's loader asks for the status each time Home opens (routes/_app/home.tsx, `fetchQuery`):
 * the slot, its card and its line read that answer and never ask again as they mount.
 */
const boosterStatusOnHome = { ...boosterStatusQuery, refetchOnMount: false } as const;

/**
 * Home's piece for the booster (handed in by the route): whether one is open or offered
 * (undefined while loading; false when none, or when the status cannot be read), its card when it
 * is Home's primary action, and its line in Home's "Also to do" otherwise.
 */
export function useBoosterSlot() {
  const status = useQuery(boosterStatusOnHome);
  const data = status.data;
  return {
    active: data ? Boolean(data.open ?? data.offer) : status.isError ? false : undefined,
    card: <BoosterCard />,
    line: <BoosterLine />,
  };
}

/** The booster as one line: a link to /booster and the family it refreshes. */
function BoosterLine() {
  const data = useQuery(boosterStatusOnHome).data;
  if (data?.open) {
    return (
      <>
        <Link to="/booster">{T.resume}</Link>
        <span className="home-todo-why">
          {`${T.offerTitle(data.open.familyId)}: ${T.openFacts(data.open.answered.length, data.open.questions.length)}`}
        </span>
      </>
    );
  }
  if (!data?.offer) return null;
  return (
    <>
      <Link to="/booster">{T.start}</Link>
      <span className="home-todo-why">{T.lineWhy(data.offer.familyId)}</span>
    </>
  );
}

/**
 * Home's card while a wave offers a booster, or one is open: what cost money, how short it is,
 * and one link to /booster. Nothing otherwise, or when the status cannot be read.
 */
function BoosterCard() {
  const status = useQuery(boosterStatusOnHome);
  const data = status.data;
  if (!data) return null;
  if (data.open) {
    const total = data.open.questions.length;
    return (
      <section className="home-card" aria-labelledby="home-booster-title">
        <p className="home-card-kicker">{T.kicker}</p>
        <h2 id="home-booster-title">{T.offerTitle(data.open.familyId)}</h2>
        <p className="tabular">{T.openFacts(data.open.answered.length, total)}</p>
        <p className="home-card-footer">
          <Link to="/booster" className="btn btn-primary">
            <Zap size={18} aria-hidden="true" /> {T.resume}
          </Link>
        </p>
      </section>
    );
  }
  const offer = data.offer;
  if (!offer) return null;
  return (
    <section className="home-card" aria-labelledby="home-booster-title">
      <p className="home-card-kicker">{T.kicker}</p>
      <h2 id="home-booster-title">{T.offerTitle(offer.familyId)}</h2>
      <p>{T.offerFacts(offer.familyId, offer.lost, offer.items)}</p>
      <p className="muted">{T.unpaid}</p>
      <p className="home-card-footer">
        <Link to="/booster" className="btn btn-primary">
          <Zap size={18} aria-hidden="true" /> {T.start}
        </Link>
      </p>
    </section>
  );
}
