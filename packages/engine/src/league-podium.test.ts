import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildLeaguePodium,
  computeLeagueMove,
  LEAGUE_PODIUM_SIZE,
  type LeagueStanding,
} from './league-podium';

const standing = (position: number, rankBefore: number, rankAfter: number): LeagueStanding => ({
  position,
  rankBefore,
  rankAfter,
});

/** A league of 0–12 members with any ranks before and after (ranks are 1..n). */
const leagueArbitrary = fc.integer({ min: 0, max: 12 }).chain((size) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: Math.max(1, size) }), {
        minLength: size,
        maxLength: size,
      }),
      fc.array(fc.integer({ min: 1, max: Math.max(1, size) }), {
        minLength: size,
        maxLength: size,
      }),
    )
    .map(([before, after]) => {
      const sortedAfter = [...after].sort((a, b) => a - b);
      return before.map((rankBefore, index) =>
        standing(index + 1, rankBefore, sortedAfter[index] as number),
      );
    }),
);

describe('a league podium', () => {
  it('has three places', () => {
    expect(LEAGUE_PODIUM_SIZE).toBe(3);
  });

  it('is the first three places after the wave, whatever order the standings come in', () => {
    const standings = [standing(4, 1, 4), standing(2, 3, 2), standing(1, 2, 1), standing(3, 4, 3)];
    expect(buildLeaguePodium(standings).top.map((s) => s.position)).toEqual([1, 2, 3]);
    expect(buildLeaguePodium(standings.slice(0, 2)).top.map((s) => s.position)).toEqual([2, 4]);
    expect(buildLeaguePodium([])).toEqual({ top: [], climber: null });
  });

  it('names the biggest climber, the higher place first on an equal climb, and nobody when nobody climbed', () => {
    const climbers = [standing(1, 3, 1), standing(2, 4, 2), standing(3, 1, 3), standing(4, 2, 4)];
    expect(buildLeaguePodium(climbers).climber).toEqual(standing(1, 3, 1));
    expect(buildLeaguePodium([standing(2, 5, 2), standing(1, 3, 1)]).climber).toEqual(
      standing(2, 5, 2),
    );
    expect(buildLeaguePodium([standing(1, 1, 1), standing(2, 1, 2)]).climber).toBeNull();
    expect(computeLeagueMove(standing(2, 5, 2))).toBe(3);
    expect(computeLeagueMove(standing(2, 1, 2))).toBe(-1);
  });

  it('always takes at most three members, and a climber who climbed at least as far as anyone', () => {
    fc.assert(
      fc.property(leagueArbitrary, (standings) => {
        const { top, climber } = buildLeaguePodium(standings);
        expect(top).toHaveLength(Math.min(LEAGUE_PODIUM_SIZE, standings.length));
        const best = Math.max(0, ...standings.map(computeLeagueMove));
        if (best === 0) expect(climber).toBeNull();
        else {
          expect(climber && computeLeagueMove(climber)).toBe(best);
          const first = standings.find((s) => computeLeagueMove(s) === best);
          expect(climber?.position).toBe(first?.position);
        }
      }),
    );
  });
});
