/**
 * Seeded wave drawing: the threat forecast (1 or 2 elevated families) and the attacks of a wave.
 * One stored seed replays both: the forecast and the attacks use independent streams derived from it.
 *
 * The attack draw: with n attacks and E the frauds of elevated families inside the danger range,
 * k = min(ceil(n / 2), |E|) attacks are drawn from E, and the other n − k from every remaining
 * fraud in range (elevated or not). The wave is then shuffled so position reveals nothing.
 */
import { FRAUDS } from './catalogue';
import { type Difficulty, type DrawnDifficulty, ECONOMY } from './economy';
import { FAMILY_IDS, type FamilyId, FRAUD_IDS, type FraudId, isFraudId } from './ids';
import { createRandom, deriveSeed, pickDistinct, shuffle } from './random';

/** The published part of a scheduled wave besides its difficulty. */
export type Forecast = { readonly elevatedFamilies: readonly FamilyId[] };

/** The automatic schedule's difficulty order. */
export const DIFFICULTY_ROTATION: readonly DrawnDifficulty[] = ['easy', 'medium', 'hard', 'random'];

/** How many families a forecast elevates: the seeded draw picks either count with even odds. */
export const FORECAST_FAMILIES = { min: 1, max: 2 } as const;

const FORECAST_STREAM = 1;
const ATTACK_STREAM = 2;

/** Difficulty of the automatic schedule's wave number `waveIndex` (0-based) in a season. */
export function getRotationDifficulty(waveIndex: number): DrawnDifficulty {
  const length = DIFFICULTY_ROTATION.length;
  return DIFFICULTY_ROTATION[((waveIndex % length) + length) % length]!;
}

/** The difficulty after `current` in the rotation easy → medium → hard → random → easy. */
export function getNextDifficulty(current: DrawnDifficulty): DrawnDifficulty {
  return getRotationDifficulty(DIFFICULTY_ROTATION.indexOf(current) + 1);
}

/** Number of attacks and danger range of a difficulty (custom: any danger, size chosen). */
export function getDangerRange(difficulty: Difficulty): { min: number; max: number } {
  const shape = difficulty === 'custom' ? ECONOMY.customWave : ECONOMY.waves[difficulty];
  return { min: shape.minDanger, max: shape.maxDanger };
}

/** The frauds a wave of `difficulty` may draw, in catalogue order. */
export function listDrawableFrauds(difficulty: Difficulty): readonly FraudId[] {
  const range = getDangerRange(difficulty);
  return FRAUD_IDS.filter((id) => FRAUDS[id].danger >= range.min && FRAUDS[id].danger <= range.max);
}

/**
 * Families a forecast may elevate for `difficulty`: those with at least one drawable fraud, so a
 * forecast never names a family that cannot appear (no insider frauds in an easy wave).
 */
export function listForecastableFamilies(difficulty: Difficulty): readonly FamilyId[] {
  const drawable = listDrawableFrauds(difficulty);
  return FAMILY_IDS.filter((family) => drawable.some((id) => FRAUDS[id].family === family));
}

/** The seeded threat forecast: 1 or 2 (even odds) elevated families, uniformly among the eligible. */
export function drawForecast(seed: number, difficulty: Difficulty): Forecast {
  const random = createRandom(deriveSeed(seed, FORECAST_STREAM));
  const { min, max } = FORECAST_FAMILIES;
  const count = min + random.nextInt(max - min + 1);
  const families = pickDistinct(random, listForecastableFamilies(difficulty), count);
  return { elevatedFamilies: FAMILY_IDS.filter((family) => families.includes(family)) };
}

/**
 * Why a custom wave is invalid, or null when it is fine: ECONOMY.customWave's minSize to maxSize
 * (1 to 8) distinct known fraud ids.
 */
export function checkCustomWave(
  fraudIds: readonly string[],
): 'too-few' | 'too-many' | 'unknown-fraud' | 'duplicate' | null {
  if (fraudIds.length < ECONOMY.customWave.minSize) return 'too-few';
  if (fraudIds.length > ECONOMY.customWave.maxSize) return 'too-many';
  if (!fraudIds.every(isFraudId)) return 'unknown-fraud';
  if (new Set(fraudIds).size !== fraudIds.length) return 'duplicate';
  return null;
}

/** Number of attacks and how many must come from elevated families, for a drawn difficulty. */
export function getWaveQuota(
  difficulty: DrawnDifficulty,
  forecast: Forecast,
): { size: number; elevatedCount: number; elevated: FraudId[]; others: FraudId[] } {
  const size = ECONOMY.waves[difficulty].size;
  const drawable = listDrawableFrauds(difficulty);
  const elevated = drawable.filter((id) => forecast.elevatedFamilies.includes(FRAUDS[id].family));
  const others = drawable.filter((id) => !forecast.elevatedFamilies.includes(FRAUDS[id].family));
  return { size, elevatedCount: Math.min(Math.ceil(size / 2), elevated.length), elevated, others };
}

/**
 * The attacks of a wave: distinct fraud ids, replayable from `seed`. For `custom`, `chosen` is
 * the game master's pick, validated by checkCustomWave (a RangeError when invalid).
 */
export function drawWave(
  seed: number,
  difficulty: Difficulty,
  forecast: Forecast,
  chosen: readonly FraudId[] = [],
): FraudId[] {
  if (difficulty === 'custom') {
    const problem = checkCustomWave(chosen);
    if (problem !== null) throw new RangeError(`Invalid custom wave: ${problem}`);
    return chosen.slice();
  }
  const random = createRandom(deriveSeed(seed, ATTACK_STREAM));
  const quota = getWaveQuota(difficulty, forecast);
  const fromElevated = pickDistinct(random, quota.elevated, quota.elevatedCount);
  const rest = [...quota.elevated.filter((id) => !fromElevated.includes(id)), ...quota.others];
  const fromRest = pickDistinct(random, rest, quota.size - fromElevated.length);
  return shuffle(random, [...fromElevated, ...fromRest]);
}
