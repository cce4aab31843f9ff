import {
  adviseReport,
  rateWaveEffects,
  type WaveEffect,
  type WhatIfReport,
  type WhatIfWave,
} from '@ffl/engine/what-if';
import type { ReportAdvice } from './wave-schemas';

/**
 * The advice on a wave report, as the Attack Log and the results mail give it: the engine's
 * `adviseReport` (what-if.ts) on what the report stores, so that both say the same (decision 0037).
 * `rate` may be a shared rateWaveEffects (`createEffectsCache`), for many reports of one wave.
 */
export function adviseOnReport(
  report: WhatIfReport,
  rate?: (wave: WhatIfWave) => readonly WaveEffect[],
): ReportAdvice {
  const advice = adviseReport(report, rate);
  if (!advice.replays) return { replays: false, best: null };
  const best = advice.best;
  return {
    replays: true,
    best: best && {
      change: best.change,
      saving: best.saving,
      price: best.price,
      extraUpkeep: best.extraUpkeep,
      netWorthGain: best.netWorthGain,
      pointsGain: best.pointsGain,
    },
  };
}

/** Situations kept before the cache starts again: a wave has far fewer than players. */
const CACHE_LIMIT = 5_000;

/**
 * rateWaveEffects kept per situation (the attacks, the levels of their defenses, the alert). The
 * players of one wave share few situations, and the rating is the costly part of the advice: the
 * results mail of a wave rates each situation once, not once per player.
 */
export function createEffectsCache(): (wave: WhatIfWave) => readonly WaveEffect[] {
  const cache = new Map<string, readonly WaveEffect[]>();
  return (wave) => {
    const levels = Object.entries(wave.levels)
      .map(([id, level]) => `${id}${level}`)
      .join(',');
    const key = `${wave.attacks.join(',')}|${wave.alertFamily ?? ''}|${levels}`;
    let effects = cache.get(key);
    if (!effects) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      effects = rateWaveEffects(wave);
      cache.set(key, effects);
    }
    return effects;
  };
}
