/**
 * Points: the season table's score. Every wave gives each bank it hits points for how well the
 * bank did against the attacks it faced: 10 a star (0–5) and up to 50 more for the share of base
 * damage its defenses and alert stopped, rounded down. A wave scores 0 to 100 points; a wave a
 * bank did not face (before it joined, or while it sat out) scores 0, and so does a wave with no
 * base damage. BALANCE.md explains the choice and `npm run sim` checks it (criteria 6 and 7).
 */
import { divideFloor, ECONOMY } from './economy';

export const POINTS_PER_STAR = 10;
export const POINTS_FOR_ALL_STOPPED = 50;
/** The most a wave can score: 5 stars and everything stopped. */
export const MAX_WAVE_POINTS =
  ECONOMY.starThresholds.length * POINTS_PER_STAR + POINTS_FOR_ALL_STOPPED;

/**
 * Points for one wave from its stars (computeStars, 0–5), total base damage and total damage
 * prevented (clamped to 0..totalBase). Throws a RangeError for stars that are not a whole 0–5.
 */
export function computeWavePoints(
  stars: number,
  totalBase: number,
  totalPrevented: number,
): number {
  if (!Number.isInteger(stars) || stars < 0 || stars > ECONOMY.starThresholds.length)
    throw new RangeError(`stars must be a whole number from 0 to 5, not ${stars}`);
  if (totalBase <= 0) return 0;
  const prevented = Math.min(totalBase, Math.max(0, totalPrevented));
  return stars * POINTS_PER_STAR + divideFloor(prevented * POINTS_FOR_ALL_STOPPED, totalBase);
}
