import { describe, expect, it } from 'vitest';
import {
  computeNetWorth,
  computeStars,
  computeUpkeep,
  divideFloor,
  divideRoundHalfUp,
  ECONOMY,
  MAX_STARS,
} from './economy';

describe('economy', () => {
  it('holds the start values of game.md', () => {
    expect(ECONOMY.startingCash).toBe(1_000_000);
    expect(ECONOMY.revenuePerWave).toBe(40_000);
    expect(ECONOMY.upkeepPercent).toBe(2);
    expect(ECONOMY.sellRefundPercent).toBe(50);
    expect(ECONOMY.starBonus).toBe(10_000);
    expect(ECONOMY.quizFirstPassReward).toBe(20_000);
    expect(ECONOMY.quizReviewReward).toBe(5_000);
    expect(ECONOMY.alertDamagePercent).toBe(50);
    expect(ECONOMY.reviewIntervalDays).toEqual([1, 3, 7, 21, 60]);
    expect(ECONOMY.waves.hard).toEqual({ size: 5, minDanger: 2, maxDanger: 4 });
  });

  it('rounds upkeep half up: 2% of 25 is 0.5 → 1, of 24 is 0.48 → 0, of 75 is 1.5 → 2', () => {
    expect(computeUpkeep(0)).toBe(0);
    expect(computeUpkeep(24)).toBe(0);
    expect(computeUpkeep(25)).toBe(1);
    expect(computeUpkeep(74)).toBe(1);
    expect(computeUpkeep(75)).toBe(2);
    expect(computeUpkeep(125)).toBe(3);
    expect(computeUpkeep(1_234_567)).toBe(24_691);
    expect(computeUpkeep(1_234_575)).toBe(24_692);
  });

  it('rounds and floors exactly, even where floats would slip', () => {
    expect(divideRoundHalfUp(12_375, 2)).toBe(6_188);
    expect(divideRoundHalfUp(12_374, 2)).toBe(6_187);
    expect(divideRoundHalfUp(0, 7)).toBe(0);
    expect(divideFloor(7, 2)).toBe(3);
    expect(divideFloor(999_999_999_999_999, 1_000_000_000_000_000)).toBe(0);
    expect(divideFloor(2 ** 53 - 1, 3)).toBe(3_002_399_751_580_330);
    for (let n = 0; n < 2_000; n += 1) {
      expect(divideRoundHalfUp(n, 100)).toBe(Math.floor(n / 100 + 0.5));
    }
  });

  it('awards stars at each threshold boundary', () => {
    expect(computeStars(90, 100)).toBe(5);
    expect(computeStars(8_999, 10_000)).toBe(4);
    expect(computeStars(100, 100)).toBe(5);
    expect(computeStars(75, 100)).toBe(4);
    expect(computeStars(7_499, 10_000)).toBe(3);
    expect(computeStars(50, 100)).toBe(3);
    expect(computeStars(49_999, 100_000)).toBe(2);
    expect(computeStars(30, 100)).toBe(2);
    expect(computeStars(2_999, 10_000)).toBe(1);
    expect(computeStars(10, 100)).toBe(1);
    expect(computeStars(999, 10_000)).toBe(0);
    expect(computeStars(0, 100)).toBe(0);
    expect(computeStars(0, 0)).toBe(0);
    expect(MAX_STARS).toBe(5);
    expect(computeStars(1, 1)).toBe(MAX_STARS);
  });

  it('computes net worth as cash plus invested', () => {
    expect(computeNetWorth(-50_000, 200_000)).toBe(150_000);
  });
});
