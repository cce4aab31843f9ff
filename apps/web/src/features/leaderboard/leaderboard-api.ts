import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { gameKeys, leaderboardQuery } from '../game/game-api';

/** Which table order: the season table (points, then net worth) or the net-worth tab. */
export type RankingBy = 'points' | 'net-worth';

/** The global table in either order; the points one is the shared `leaderboardQuery`. */
export function globalTableQuery(by: RankingBy) {
  if (by === 'points') return leaderboardQuery;
  return queryOptions({
    queryKey: [...gameKeys.leaderboard, 'global', by],
    queryFn: ({ signal }) => api.get('/api/leaderboard', { params: { query: { by } }, signal }),
    staleTime: 15_000,
  });
}

/** A private league's table; under `gameKeys.leaderboard`, so it refreshes with the others. */
export function leagueTableQuery(leagueId: string, by: RankingBy = 'points') {
  return queryOptions({
    queryKey: [...gameKeys.leaderboard, 'league', leagueId, by],
    queryFn: ({ signal }) =>
      api.get('/api/leaderboard/league/{leagueId}', {
        params: { path: { leagueId }, query: { by } },
        signal,
      }),
    staleTime: 15_000,
  });
}

/** My cohort ("Cohorts" tab): null when I am in none. */
export const myCohortQuery = queryOptions({
  queryKey: [...gameKeys.leaderboard, 'my-cohort'],
  queryFn: ({ signal }) => api.get('/api/me/cohort', { signal }),
  staleTime: 60_000,
});

/** My cohort's own table: the season's ranking among its members. */
export function cohortTableQuery(by: RankingBy = 'points') {
  return queryOptions({
    queryKey: [...gameKeys.leaderboard, 'cohort', by],
    queryFn: ({ signal }) =>
      api.get('/api/leaderboard/cohort', { params: { query: { by } }, signal }),
    staleTime: 15_000,
  });
}

/** Cohort against cohort, by average points per member. */
export const cohortsTableQuery = queryOptions({
  queryKey: [...gameKeys.leaderboard, 'cohorts'],
  queryFn: ({ signal }) => api.get('/api/leaderboard/cohorts', { signal }),
  staleTime: 15_000,
});

/** Last season's final table: it never changes until the next season starts. */
export const archiveQuery = queryOptions({
  queryKey: [...gameKeys.leaderboard, 'archive'],
  queryFn: ({ signal }) => api.get('/api/leaderboard/archive', { signal }),
  staleTime: 5 * 60_000,
});
