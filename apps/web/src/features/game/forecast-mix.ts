/**
 * The player's next wave as every decision screen reads it (Home's forecast card, the shop, the
 * welcome, a defense page): the fraud mix the money previews weigh, and the facts the forecast
 * words state. The mix is the one the server's advice uses (report-service.ts): the announced
 * wave's difficulty and families, or a random wave with no forecast when nothing is scheduled.
 */
import { getWaveQuota } from '@ffl/engine/draw-wave';
import type { Difficulty } from '@ffl/engine/economy';
import { computeFraudMix, type FraudMix } from '@ffl/engine/fraud-mix';
import { type FamilyId, type FraudId, isFamilyId } from '@ffl/engine/ids';
import type { NextWave } from '../../lib/api-schemas';

export type ForecastMix = {
  mix: FraudMix;
  /** False when no wave is scheduled: the mix is a random wave's with no forecast. */
  hasForecast: boolean;
  families: FamilyId[];
  difficulty: Difficulty | null;
};

/** The fraud mix of the player's next wave from its published forecast. */
export function forecastMixOf(nextWave: NextWave | undefined): ForecastMix {
  return forecastMixOfNext(nextWave?.next ?? null);
}

/** forecastMixOf for the `next` of a next-wave answer (null when none is scheduled). */
export function forecastMixOfNext(next: NextWave['next']): ForecastMix {
  if (!next) {
    return {
      mix: computeFraudMix('random', { elevatedFamilies: [] }),
      hasForecast: false,
      families: [],
      difficulty: null,
    };
  }
  const families = next.forecast.filter(isFamilyId);
  return {
    mix: computeFraudMix(next.difficulty, { elevatedFamilies: families }),
    hasForecast: true,
    families,
    difficulty: next.difficulty,
  };
}

/**
 * What the forecast promises, in facts the words can state: how many attacks, how many of them at
 * least from the forecast families, and which frauds of those families this difficulty can draw
 * (an easy wave draws only danger 1–2 frauds, so "Social engineering" cannot mean Phishing).
 */
export type ForecastFacts =
  | { kind: 'none' }
  | { kind: 'custom'; families: FamilyId[] }
  | {
      kind: 'drawn';
      difficulty: Exclude<Difficulty, 'custom'>;
      size: number;
      families: FamilyId[];
      /** At least this many attacks come from the forecast families. */
      fromForecast: number;
      /** The frauds of the forecast families this wave can draw, catalogue order. */
      forecastFrauds: FraudId[];
    };

export function forecastFacts(next: NextWave['next']): ForecastFacts {
  if (!next) return { kind: 'none' };
  const families = next.forecast.filter(isFamilyId);
  if (next.difficulty === 'custom') return { kind: 'custom', families };
  const quota = getWaveQuota(next.difficulty, { elevatedFamilies: families });
  return {
    kind: 'drawn',
    difficulty: next.difficulty,
    size: quota.size,
    families,
    fromForecast: quota.elevatedCount,
    forecastFrauds: quota.elevated,
  };
}
