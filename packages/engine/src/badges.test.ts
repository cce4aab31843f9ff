import { describe, expect, it } from 'vitest';
import { BADGE_RULES } from './badges';
import { ECONOMY } from './economy';
import { FRAUD_IDS } from './ids';

describe('the learning badges', () => {
  it('ask for every quiz, 5 perfect drills in a week, the most stars on a hard wave and 7 days', () => {
    expect(BADGE_RULES).toEqual({
      quizzesPassed: 20,
      perfectWeekDrills: 5,
      waveStars: 5,
      waveDifficulty: 'hard',
      streakDays: 7,
    });
    expect(BADGE_RULES.quizzesPassed).toBe(FRAUD_IDS.length);
    expect(BADGE_RULES.waveStars).toBe(ECONOMY.starThresholds.length);
    expect(ECONOMY.waves[BADGE_RULES.waveDifficulty]).toBeDefined();
  });
});
