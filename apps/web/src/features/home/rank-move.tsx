import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading';
import { api } from '../../lib/api';
import { gameKeys } from '../game/game-api';
import { HomeDisclosure } from './home-disclosure';
import { rankMoveText as t } from './rank-move-text';

/** My standing; under gameKeys.leaderboard, so a landed wave or a new season refreshes it. */
const standingQuery = queryOptions({
  queryKey: [...gameKeys.leaderboard, 'standing'] as const,
  queryFn: ({ signal }) => api.get('/api/me/standing', { signal }),
  staleTime: 15_000,
});

/**
 * Home's rank, under "More": "You climbed 12 places in the last wave, which scored you 64
 * points." and where I stand in the season table (points, then net worth).
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
    <HomeDisclosure
      id="home-rank"
      className="home-rank"
      title={t.heading}
      glance={
        standing &&
        (standing.rank === null ? t.glanceNone : t.glance(standing.rank, standing.players))
      }
    >
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
    </HomeDisclosure>
  );
}
