import { FRAUD_NAMES } from '@ffl/engine/ids';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Flame, Snowflake } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Loading } from '../../components/ui/loading';
import { api, idempotencyHeader, newIdempotencyKey } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { gameMessageFor } from '../../lib/error-messages';
import { gameKeys } from '../game/game-api';
import { quizOverviewQuery } from '../game/quiz-status';
import { HomeDisclosure } from './home-disclosure';
import { streakText as t } from './streak-text';
import './streak-badges.css';

type Streak = Schemas['Streak'];

/** Refetched on every visit to Home: a drill or a quiz elsewhere may have just counted today. */
const streakQuery = queryOptions({
  queryKey: ['streak'] as const,
  queryFn: ({ signal }) => api.get('/api/me/streak', { signal }),
  staleTime: 0,
});

/** Buys a streak freeze; the dialog's one key covers every retry of the same purchase. */
function useBuyFreeze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      api.post('/api/me/streak/freeze', { params: { header: idempotencyHeader(key) } }),
    onSuccess: (streak) => {
      queryClient.setQueryData(streakQuery.queryKey, streak);
      void queryClient.invalidateQueries({ queryKey: gameKeys.bank });
    },
  });
}

/** How to keep the streak today: the drill of the day, a quiz, and each due review. */
function KeepItToday() {
  const quizzes = useQuery(quizOverviewQuery);
  const due = quizzes.data?.reviewsDue ?? [];
  return (
    <>
      <h4>{t.keepHeading}</h4>
      <ul className="home-list">
        <li>
          <Link to="/drills">{t.drillOfTheDay}</Link>
        </li>
        {due.slice(0, 3).map((fraudId) => (
          <li key={fraudId}>
            <Link to="/frauds/$fraudId/quiz" params={{ fraudId }}>
              {t.review(FRAUD_NAMES[fraudId])}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/fraudwiki">{t.quiz}</Link>
        </li>
      </ul>
    </>
  );
}

function FreezePart({ streak }: { streak: Streak }) {
  const buy = useBuyFreeze();
  const [key, setKey] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => {
    setKey(null);
    buy.reset();
  };
  return (
    <div className="streak-freeze">
      <h4>
        <Snowflake size={16} aria-hidden="true" /> {t.freezeHeading}
      </h4>
      {streak.freezes > 0 ? (
        <p>{t.freezeHeld}</p>
      ) : (
        <p className="muted">{t.freezeExplain(streak.freezePrice)}</p>
      )}
      {streak.freezeCovers && <p>{t.freezeCovers(streak.freezeCovers)}</p>}
      {streak.lastFrozenDay && !streak.freezeCovers && (
        <p className="muted">{t.lastFrozen(streak.lastFrozenDay)}</p>
      )}
      {streak.freezes === 0 &&
        (streak.canBuyFreeze ? (
          <Button
            variant="secondary"
            onClick={() => {
              setNotice(null);
              setKey(newIdempotencyKey());
            }}
          >
            {t.buy(streak.freezePrice)}
          </Button>
        ) : (
          <p className="muted">{t.cannotAfford(streak.freezePrice)}</p>
        ))}
      <p role="status" className="streak-notice">
        {notice}
      </p>
      <ConfirmDialog
        open={key !== null}
        title={t.confirmTitle}
        confirmLabel={t.confirm}
        pending={buy.isPending}
        onCancel={close}
        onConfirm={() => {
          if (!key) return;
          buy.mutate(key, {
            onSuccess: () => {
              setKey(null);
              setNotice(t.bought);
            },
          });
        }}
      >
        <p>{t.confirmBody(streak.freezePrice)}</p>
        {buy.isError && (
          <p className="form-error" role="alert">
            {gameMessageFor(buy.error)}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

/**
 * Home's daily streak, one tap away under "More": the current and longest streak, whether today
 * is done and how to keep it, and the streak freeze. Hidden when the streak cannot be loaded:
 * Home has more to show.
 */
export function StreakCard() {
  const streak = useQuery(streakQuery);
  if (streak.isError) return null;
  const data = streak.data;
  return (
    <HomeDisclosure
      id="home-streak"
      className="home-streak"
      title={
        <>
          <Flame size={18} aria-hidden="true" />
          {t.heading}
        </>
      }
      glance={data && t.glance(data.current, data.doneToday, data.atRisk)}
    >
      {!data ? (
        <Loading />
      ) : (
        <>
          <p className={data.atRisk ? 'streak-state streak-at-risk' : 'streak-state'}>
            {t.state(data.current, data.doneToday, data.atRisk)}
          </p>
          <dl className="home-figures">
            <div>
              <dt>{t.current}</dt>
              <dd className="tabular">{t.days(data.current)}</dd>
            </div>
            <div>
              <dt>{t.longest}</dt>
              <dd className="tabular">{t.days(data.longest)}</dd>
            </div>
          </dl>
          {!data.doneToday && <KeepItToday />}
          <FreezePart streak={data} />
          <p className="muted home-card-footer">{t.zone(data.timeZone)}</p>
        </>
      )}
    </HomeDisclosure>
  );
}
