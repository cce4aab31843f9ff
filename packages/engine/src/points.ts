/**
 * Points: the season table's score. Every wave gives each bank it hits points for how well the
 * bank did against the attacks it faced: 10 a star (0–5) and up to 50 more for the share of base
 * damage its defenses and alert stopped, rounded down. A wave scores 0 to 100 points; a wave a
 * bank did not face (before it joined, or while it sat out) scores 0. BALANCE.md explains the
 * choice and `npm run sim` checks it (criteria 6 and 7).
 */
import { divideFloor } from './economy';

export const POINTS_PER_STAR = 10;
export const POINTS_FOR_ALL_STOPPED = 50;

/** Points for one wave from its stars, total base damage and total damage prevented. */
export function computeWavePoints(
  stars: number,
  totalBase: number,
  totalPrevented: number,
): number {
  const share =
    totalBase <= 0
      ? 0
      : divideFloor(Math.max(0, totalPrevented) * POINTS_FOR_ALL_STOPPED, totalBase);
  return stars * POINTS_PER_STAR + Math.min(POINTS_FOR_ALL_STOPPED, share);
}
