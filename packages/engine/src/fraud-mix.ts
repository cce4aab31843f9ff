/**
 * The expected fraud mix: how likely each fraud is to be in a wave. Exact, not sampled.
 *
 * Model, matching drawWave: with n attacks, E elevated drawable frauds, O other drawable frauds and
 * k = min(ceil(n / 2), |E|), an elevated fraud is drawn with probability
 * k/|E| + (1 − k/|E|) × (n − k) / (|E| − k + |O|) and any other drawable one with
 * (n − k) / (|E| − k + |O|); frauds outside the danger range have 0. The probabilities add up to n,
 * so P × base damage summed over frauds is the expected damage of an undefended bank.
 *
 * When the forecast is unknown (planning for a whole season), the mix is averaged over the exact
 * forecast distribution of drawForecast, and over the difficulty rotation. A custom wave's mix
 * uses the random difficulty, the closest published shape.
 */
import { FRAUDS } from './catalogue';
import {
  DIFFICULTY_ROTATION,
  type Forecast,
  getWaveQuota,
  listForecastableFamilies,
} from './draw-wave';
import type { Difficulty, DrawnDifficulty } from './economy';
import { FAMILY_IDS, FRAUD_IDS, type FraudId } from './ids';
import { buildFraudRecord } from './records';

/** Probability (0..1) that each fraud is in the wave. Sums to the wave size. */
export type FraudMix = Readonly<Record<FraudId, number>>;

/** A possible forecast and its probability under drawForecast. */
export type ForecastOutcome = { readonly forecast: Forecast; readonly probability: number };

/** The fraud mix of a wave of `difficulty` whose forecast is `forecast`. */
export function computeFraudMix(difficulty: Difficulty, forecast: Forecast): FraudMix {
  const drawn: DrawnDifficulty = difficulty === 'custom' ? 'random' : difficulty;
  const quota = getWaveQuota(drawn, forecast);
  const elevatedCount = quota.elevated.length;
  const restPool = elevatedCount - quota.elevatedCount + quota.others.length;
  const restShare = restPool === 0 ? 0 : (quota.size - quota.elevatedCount) / restPool;
  const firstShare = elevatedCount === 0 ? 0 : quota.elevatedCount / elevatedCount;
  const mix = buildFraudRecord(() => 0);
  for (const id of quota.elevated) mix[id] = firstShare + (1 - firstShare) * restShare;
  for (const id of quota.others) mix[id] = restShare;
  return mix;
}

/** Every forecast drawForecast can publish for `difficulty`, with its exact probability. */
export function listForecastOutcomes(difficulty: Difficulty): ForecastOutcome[] {
  const families = listForecastableFamilies(difficulty);
  const outcomes: ForecastOutcome[] = [];
  for (const family of families) {
    outcomes.push({ forecast: { elevatedFamilies: [family] }, probability: 0.5 / families.length });
  }
  const pairCount = (families.length * (families.length - 1)) / 2;
  for (let first = 0; first < families.length; first += 1) {
    for (let second = first + 1; second < families.length; second += 1) {
      const pair = [families[first]!, families[second]!];
      outcomes.push({
        forecast: { elevatedFamilies: FAMILY_IDS.filter((family) => pair.includes(family)) },
        probability: 0.5 / pairCount,
      });
    }
  }
  return outcomes;
}

/** The fraud mix of a wave of `difficulty` before its forecast is known. */
export function computeDifficultyMix(difficulty: Difficulty): FraudMix {
  return averageMixes(
    listForecastOutcomes(difficulty).map((outcome) => ({
      mix: computeFraudMix(difficulty, outcome.forecast),
      weight: outcome.probability,
    })),
  );
}

/** The average fraud mix of one wave of the automatic rotation with random forecasts. */
export function computeRotationMix(): FraudMix {
  return averageMixes(
    DIFFICULTY_ROTATION.map((difficulty) => ({
      mix: computeDifficultyMix(difficulty),
      weight: 1 / DIFFICULTY_ROTATION.length,
    })),
  );
}

function averageMixes(parts: readonly { mix: FraudMix; weight: number }[]): FraudMix {
  const mix = buildFraudRecord(() => 0);
  for (const part of parts) {
    for (const id of FRAUD_IDS) mix[id] += part.mix[id] * part.weight;
  }
  return mix;
}

/** Expected damage per wave of an undefended bank for each fraud: P(drawn) × base damage. */
export function computeExpectedBaseDamage(mix: FraudMix): Readonly<Record<FraudId, number>> {
  return buildFraudRecord((id) => mix[id] * FRAUDS[id].baseDamage);
}
