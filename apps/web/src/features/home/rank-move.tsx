import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading';
import { api } from '../../lib/api';
import { gameKeys } from '../game/game-api';
import { rankMoveText as t } from './rank-move-text';

/** My standing; under gameKeys.leaderboard, so a landed wave or a new season refreshes it. */
const standingQuery = queryOptions({
  queryKey: [...gameKeys.leaderboard, 'standing'] as const,
  queryFn: ({ signal }) => api.get('/api/me/standing', { signal }),
  staleTime: 15_000,
});

/**
 * Home's rank card: "You climbed 12 places in the last wave, which scored you 64 points." and
 * where I stand in the season table (points, then net worth).
 */
export function RankMove() {
  const query = useQuery(standingQuery);
  const standing = query.data;
  const last = standing?.lastWave ?? null;
  const move =
    last && last.rankBefore !== null && last.rankAfter !== null
      ? last.rankBefore - last.rankAfter
      : null;
  return (
    <section className="home-card home-rank" aria-labelledby="home-rank-title">
      <h2 id="home-rank-title">{t.heading}</h2>
      {query.isPending ? (
        <Loading />
      ) : !standing ? (
        <p>{t.loadError}</p>
      ) : (
        <>
          {last && (
            <p className="home-rank-move">
              {move === null ? t.scoredOnly(last.points) : t.move(move) + t.inLastWave(last.points)}
            </p>
          )}
          <p>
            {standing.rank === null
              ? t.notRanked
              : t.rank(standing.rank, standing.players) + t.seasonPoints(standing.points)}
          </p>
          {!last && <p className="muted">{t.noWave}</p>}
          <p>
            <Link to="/leaderboard">{t.openTable}</Link>
          </p>
        </>
      )}
    </section>
  );
}
