/** The words of Home's rank card: the season table and the latest wave's move. */
import { MAX_WAVE_POINTS, POINTS_FOR_ALL_STOPPED, POINTS_PER_STAR } from '@ffl/engine/points';

const places = (n: number) => `${n} ${n === 1 ? 'place' : 'places'}`;
const pointsWord = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

export const rankMoveText = {
  heading: 'Season table',
  loading: 'Loading your rank…',
  loadError: 'Your rank could not be loaded.',
  /** The move in the latest wave, from rank before − rank after (positive: climbed). */
  move: (move: number) =>
    move > 0
      ? `You climbed ${places(move)}`
      : move < 0
        ? `You dropped ${places(-move)}`
        : 'You held your place',
  inLastWave: (points: number) => ` in the last wave, which scored you ${pointsWord(points)}.`,
  scoredOnly: (points: number) => `The last wave scored you ${pointsWord(points)}.`,
  rank: (rank: number, players: number) => `You are ranked ${rank} of ${players}`,
  seasonPoints: (points: number) => ` with ${pointsWord(points)} this season.`,
  notRanked: 'Your bank is not in the season table yet.',
  /** Beside the title on Home, while the detail is shut. */
  glance: (rank: number, players: number) => `Ranked ${rank} of ${players}`,
  glanceNone: 'Not ranked yet',
  noWave: `Every wave scores up to ${MAX_WAVE_POINTS} points: ${POINTS_PER_STAR} a star, and up to ${POINTS_FOR_ALL_STOPPED} for the damage you stop.`,
  openTable: 'Open the leaderboard',
} as const;
