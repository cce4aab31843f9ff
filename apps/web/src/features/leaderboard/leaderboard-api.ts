import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { gameKeys } from '../game/game-api';

/** A private league's table; under `gameKeys.leaderboard`, so it refreshes with the others. */
export function leagueTableQuery(leagueId: string) {
  return queryOptions({
    queryKey: [...gameKeys.leaderboard, 'league', leagueId],
    queryFn: ({ signal }) =>
      api.get('/api/leaderboard/league/{leagueId}', { params: { path: { leagueId } }, signal }),
    staleTime: 15_000,
  });
}

/** Last season's final table: it never changes until the next season starts. */
export const archiveQuery = queryOptions({
  queryKey: [...gameKeys.leaderboard, 'archive'],
  queryFn: ({ signal }) => api.get('/api/leaderboard/archive', { signal }),
  staleTime: 5 * 60_000,
});
