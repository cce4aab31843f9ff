/** The fraud mix of the player's next wave: what the shop's and the defense page's previews weigh. */
import type { Difficulty } from '@ffl/engine/economy';
import { computeFraudMix, computeRotationMix, type FraudMix } from '@ffl/engine/fraud-mix';
import { type FamilyId, isFamilyId } from '@ffl/engine/ids';
import type { NextWave } from '../../lib/api-schemas';

export type ForecastMix = {
  mix: FraudMix;
  /** False when no wave is scheduled: the mix is the automatic rotation's average. */
  hasForecast: boolean;
  families: FamilyId[];
  difficulty: Difficulty | null;
};

/** The fraud mix of the player's next wave from its published forecast. */
export function forecastMixOf(nextWave: NextWave | undefined): ForecastMix {
  const next = nextWave?.next;
  if (!next)
    return { mix: computeRotationMix(), hasForecast: false, families: [], difficulty: null };
  const families = next.forecast.filter(isFamilyId);
  return {
    mix: computeFraudMix(next.difficulty, { elevatedFamilies: families }),
    hasForecast: true,
    families,
    difficulty: next.difficulty,
  };
}
