import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { Leaderboard, Schemas } from '../../lib/api-schemas';
import { gameKeys } from '../game/game-api';

export type ArchivedLeaderboard = Schemas['ArchivedLeaderboard'];

/** A private league's table; under `gameKeys.leaderboard`, so it refreshes with the others. */
export function leagueTableQuery(leagueId: string) {
  return queryOptions({
    queryKey: [...gameKeys.leaderboard, 'league', leagueId],
    queryFn: ({ signal }) =>
      apiRequest<Leaderboard>(`/api/leaderboard/league/${encodeURIComponent(leagueId)}`, {
        signal,
      }),
    staleTime: 15_000,
  });
}

/** Last season's final table: it never changes until the next season starts. */
export const archiveQuery = queryOptions({
  queryKey: [...gameKeys.leaderboard, 'archive'],
  queryFn: ({ signal }) => apiRequest<ArchivedLeaderboard>('/api/leaderboard/archive', { signal }),
  staleTime: 5 * 60_000,
});
