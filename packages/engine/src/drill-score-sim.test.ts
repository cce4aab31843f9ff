import { describe, expect, it } from 'vitest';
import { ECONOMY } from './economy';
import { createRandom } from './random';
import {
  computeSimDrillPay,
  DRILLS_PER_WAVE,
  playStrategy,
  SIM_DRILLS,
  type SimBank,
} from './strategies';

const context = {
  difficulty: 'easy',
  forecast: { elevatedFamilies: ['physical'] },
} as const;

describe('drill income in the balance simulator', () => {
  it('pays the modest learner the engine’s drill pay: right decisions, 2 flags found per scam', () => {
    expect(computeSimDrillPay(false)).toBe(
      ECONOMY.drillRightDecisionPay + 2 * ECONOMY.drillFlagFoundPay,
    );
    expect(computeSimDrillPay(true)).toBe(ECONOMY.drillRightDecisionPay);
  });

  it('informed+quizzes completes each drill once, a few before each wave, and the others none', () => {
    const total = SIM_DRILLS.scams + SIM_DRILLS.legitimate;
    const expected =
      SIM_DRILLS.scams * computeSimDrillPay(false) +
      SIM_DRILLS.legitimate * computeSimDrillPay(true);
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
      expect(learner.drillsDone).toBe(Math.min(total, DRILLS_PER_WAVE * (waveIndex + 1)));
    }
    expect(earned).toBe(expected);

    const informed: SimBank = { cash: -1, invested: 0, loadout: {}, quizzesPassed: 0 };
    playStrategy('informed', informed, { ...context, waveIndex: 0, random: createRandom(1) });
    expect(informed).toEqual({ cash: -1, invested: 0, loadout: {}, quizzesPassed: 0 });
  });
});
