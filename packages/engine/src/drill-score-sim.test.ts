import { describe, expect, it } from 'vitest';
import { ECONOMY } from './economy';
import { createRandom } from './random';
import {
  computeSimPairPay,
  DRILL_PAIRS_PER_WAVE,
  playStrategy,
  SIM_DRILL_PAIRS,
  type SimBank,
} from './strategies';

const context = {
  difficulty: 'easy',
  forecast: { elevatedFamilies: ['physical'] },
} as const;

describe('drill income in the balance simulator', () => {
  it('pays the modest learner the engine’s pair pay: both told apart, 2 of 3 flags found, half', () => {
    // Hits 2/3, no false alarm: the pass mark, so half of the pair's full pay.
    expect(computeSimPairPay()).toBe((ECONOMY.drillPairPay + 3 * ECONOMY.drillFlagFoundPay) / 2);
  });

  it('informed+quizzes completes each pair once, a few before each wave, and the others none', () => {
    const expected = SIM_DRILL_PAIRS * computeSimPairPay();
    // No money for defenses, so that the cash change is the learning income only.
    const learner: SimBank = { cash: 0, invested: 0, loadout: {}, quizzesPassed: 20 };
    let earned = 0;
    for (let waveIndex = 0; waveIndex < 14; waveIndex += 1) {
      const before = learner.cash;
      playStrategy('informed+quizzes', learner, { ...context, waveIndex, random: createRandom(1) });
      earned += learner.cash - before + learner.invested;
      learner.cash += learner.invested;
      learner.invested = 0;
      learner.loadout = {};
      expect(learner.drillsDone).toBe(
        2 * Math.min(SIM_DRILL_PAIRS, DRILL_PAIRS_PER_WAVE * (waveIndex + 1)),
      );
    }
    expect(earned).toBe(expected);

    const informed: SimBank = { cash: -1, invested: 0, loadout: {}, quizzesPassed: 0 };
    playStrategy('informed', informed, { ...context, waveIndex: 0, random: createRandom(1) });
    expect(informed).toEqual({ cash: -1, invested: 0, loadout: {}, quizzesPassed: 0 });
  });
});
