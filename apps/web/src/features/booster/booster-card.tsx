import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Zap } from 'lucide-react';
import { boosterStatusQuery } from './booster-api';
import { BOOSTER_TEXT as T } from './booster-text';

/**
 * Home's card while a wave offers a booster, or one is open: what cost money, how short it is,
 * and one link to /booster. Nothing otherwise, or when the status cannot be read.
 */
export function BoosterCard() {
  const status = useQuery(boosterStatusQuery);
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
