import { queryOptions, useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { Loading } from '../../components/ui/loading';
import { api } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { LEARNING_BADGES, learningBadgesText as t } from '../game/learning-badges-text';
import { HomeDisclosure } from './home-disclosure';
import { homeText } from './home-text';
import './streak-badges.css';

type Badge = Schemas['Badge'];

/** Refetched on every visit to Home, like the streak: a drill or a quiz may have earned one. */
const myBadgesQuery = queryOptions({
  queryKey: ['badges', 'mine'] as const,
  queryFn: ({ signal }) => api.get('/api/me/badges', { signal }),
  staleTime: 0,
});

/** The badge not yet earned that is closest to done (the first such in the list on a tie). */
export function pickNextBadge(badges: readonly Badge[]): Badge | null {
  let next: Badge | null = null;
  for (const badge of badges) {
    if (badge.earned) continue;
    const share = badge.progress.done / badge.progress.of;
    if (!next || share > next.progress.done / next.progress.of) next = badge;
  }
  return next;
}

/** Home's badges, under "More": those earned this season, and the next one with its progress. */
export function BadgesCard() {
  const badges = useQuery(myBadgesQuery);
  if (badges.isError) return null;
  const list = badges.data?.badges;
  const earned = list?.filter((badge) => badge.earned) ?? [];
  const next = list ? pickNextBadge(list) : null;
  return (
    <HomeDisclosure
      id="home-badges"
      className="home-badges"
      title={t.heading}
      glance={list && homeText.badgesGlance(earned.length, list.length)}
    >
      {!list ? (
        <Loading />
      ) : (
        <>
          {earned.length > 0 ? (
            <ul className="badge-list">
              {earned.map((badge) => (
                <li key={badge.id} className="badge-earned">
                  <Award size={18} aria-hidden="true" />
                  <span>
                    {badge.earnedAt
                      ? t.earned(LEARNING_BADGES[badge.id].name, badge.earnedAt)
                      : LEARNING_BADGES[badge.id].name}
                    <span className="muted badge-rule">{LEARNING_BADGES[badge.id].rule}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t.noneYet}</p>
          )}
          {next ? (
            <div className="badge-next">
              <h4>
                {t.next}: {LEARNING_BADGES[next.id].name}
              </h4>
              <p>{LEARNING_BADGES[next.id].rule}</p>
              <p>
                <label htmlFor="home-badge-progress">
                  {t.progress(next.progress.done, next.progress.of)}
                </label>
              </p>
              <progress
                id="home-badge-progress"
                className="home-progress"
                max={next.progress.of}
                value={next.progress.done}
              />
            </div>
          ) : (
            <p>{t.allEarned}</p>
          )}
        </>
      )}
    </HomeDisclosure>
  );
}
