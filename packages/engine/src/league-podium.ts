/**
 * A private league's podium after a wave: the first LEAGUE_PODIUM_SIZE banks of the league's
 * table just after it, and the member who climbed the most places in the league's own ranks. The
 * server ranks the members (its one tie rule: ties share a rank, the earlier joiner is listed
 * first) and hands each member's standing here; the choice of who stands on the podium is the
 * game's rule, so it lives here.
 */

/** How many banks stand on a league's podium: the first three of its table after a wave. */
export const LEAGUE_PODIUM_SIZE = 3;

/** One member's place in the league's table around one wave. */
export interface LeagueStanding {
  /** Place in the table just after the wave, 1 to n without gaps (the table's tie-break). */
  position: number;
  /** Rank in the league just before the wave; ties share a rank (1, 2, 2, 4). */
  rankBefore: number;
  /** Rank in the league just after the wave. */
  rankAfter: number;
}

/** Places climbed in the league in the wave: positive up, negative down, 0 unchanged. */
export function computeLeagueMove(standing: Pick<LeagueStanding, 'rankBefore' | 'rankAfter'>) {
  return standing.rankBefore - standing.rankAfter;
}

export interface LeaguePodium<T extends LeagueStanding> {
  /** The first LEAGUE_PODIUM_SIZE places after the wave (fewer in a smaller league). */
  top: T[];
  /**
   * The member who climbed the most places; on an equal climb, the higher place after the wave.
   * Null when nobody climbed.
   */
  climber: T | null;
}

/** The podium of one wave from every member's standing around it, in any order. */
export function buildLeaguePodium<T extends LeagueStanding>(
  standings: readonly T[],
): LeaguePodium<T> {
  const byPlace = [...standings].sort((a, b) => a.position - b.position);
  let climber: T | null = null;
  for (const standing of byPlace) {
    const move = computeLeagueMove(standing);
    if (move > 0 && (climber === null || move > computeLeagueMove(climber))) climber = standing;
  }
  return { top: byPlace.slice(0, LEAGUE_PODIUM_SIZE), climber };
}
