/**
 * The practice wave: a new player's first report, right after the welcome, instead of a day later
 * when the first real wave hits. It is drawn for the player's own first loadout so that the report
 * has something to teach:
 * - `coveredAttacks` (1) attack among the frauds the loadout stops part of, so that the "why" shows
 *   a defense at work: among the low-danger frauds of the practice difficulty when one fits, else
 *   among any the loadout covers (a first defense against high-danger frauds only, say);
 * - the other attacks among the low-danger frauds the loadout does not stop, so that the report
 *   names a best improvement and the "What if?" has something to change; when too few are left,
 *   among the other low-danger frauds.
 * A loadout that stops nothing gets an ordinary easy draw. The attack the loadout covers comes
 * first; no forecast is announced (there was no wave before it to announce it). The server
 * resolves the wave with `resolveWave` like any other, but never ranks it, pays it or charges it.
 */
import type { Loadout } from './catalogue';
import { type Forecast, listDrawableFrauds } from './draw-wave';
import { type DrawnDifficulty, ECONOMY } from './economy';
import { FRAUD_IDS, type FraudId } from './ids';
import { computeRemainingRatio } from './protection';
import { createRandom, deriveSeed, pickDistinct } from './random';

export type PracticeWave = {
  readonly difficulty: DrawnDifficulty;
  readonly forecast: Forecast;
  readonly attacks: readonly FraudId[];
};

/** FNV-1a over the text's UTF-16 code units: a player's id as a 32-bit number. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The practice wave's seed for a player: their id mixed with the practice seed. Always the same
 * for one player, and from 0 to 2^31 − 1, so that it fits a database integer like a wave's seed.
 */
export function practiceSeedFor(playerId: string): number {
  return deriveSeed(hashText(playerId), ECONOMY.practiceWave.seed) >>> 1;
}

/** Whether `loadout` stops some of `fraudId`'s damage (a 0% layer, such as SMS codes against a SIM swap, does not). */
export function stopsSome(loadout: Loadout, fraudId: FraudId): boolean {
  const ratio = computeRemainingRatio(loadout, fraudId);
  return ratio.numerator < ratio.denominator;
}

/** The practice wave for `loadout`, replayed exactly from `seed` (see the rule above). */
export function drawPracticeWave(seed: number, loadout: Loadout): PracticeWave {
  const { difficulty, coveredAttacks } = ECONOMY.practiceWave;
  const size = ECONOMY.waves[difficulty].size;
  const random = createRandom(seed);
  const drawable = listDrawableFrauds(difficulty);
  const coveredInRange = drawable.filter((id) => stopsSome(loadout, id));
  const coveredPool =
    coveredInRange.length > 0 ? coveredInRange : FRAUD_IDS.filter((id) => stopsSome(loadout, id));
  const covered = pickDistinct(random, coveredPool, Math.min(coveredAttacks, size));
  const open = pickDistinct(
    random,
    drawable.filter((id) => !stopsSome(loadout, id)),
    size - covered.length,
  );
  const filler = pickDistinct(
    random,
    drawable.filter((id) => !covered.includes(id) && !open.includes(id)),
    size - covered.length - open.length,
  );
  return {
    difficulty,
    forecast: { elevatedFamilies: [] },
    attacks: [...covered, ...open, ...filler],
  };
}
