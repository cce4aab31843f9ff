/**
 * The learning badges' thresholds (issue 17, decision 0023): how much of each thing earns its
 * badge. The server computes the badges from what its database holds (features/badges) and the
 * web app words them; both read these numbers.
 */
import type { DrawnDifficulty } from './economy';
import { MAX_STARS } from './economy';
import { FRAUD_IDS } from './ids';

export const BADGE_RULES = {
  /** Quiz master: every fraud's quiz passed this season. */
  quizzesPassed: FRAUD_IDS.length,
  /**
   * Perfect week: in one Monday–Sunday week of the player's days, this many drills done for the
   * first time this season, all passed.
   */
  perfectWeekDrills: 5,
  /** Storm proof: this many stars, the most a wave gives, against a wave of this difficulty. */
  waveStars: MAX_STARS,
  waveDifficulty: 'hard' satisfies DrawnDifficulty,
  /** Seven in a row: something learned (a drill, a quiz or a due review) on this many days in a row. */
  streakDays: 7,
} as const;
