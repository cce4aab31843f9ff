import { describe, expect, it } from 'vitest';
import { DIFFICULTY_ROTATION, drawWave } from './draw-wave';
import { ECONOMY } from './economy';
import {
  computeDifficultyMix,
  computeExpectedBaseDamage,
  computeFraudMix,
  computeRotationMix,
  listForecastOutcomes,
} from './fraud-mix';
import { FRAUD_IDS } from './ids';

const sum = (values: readonly number[]): number =>
  values.reduce((total, value) => total + value, 0);

describe('fraud mix', () => {
  it('adds up to the wave size', () => {
    for (const difficulty of DIFFICULTY_ROTATION) {
      for (const { forecast } of listForecastOutcomes(difficulty)) {
        const mix = computeFraudMix(difficulty, forecast);
        expect(sum(Object.values(mix))).toBeCloseTo(ECONOMY.waves[difficulty].size, 10);
      }
    }
    expect(sum(Object.values(computeRotationMix()))).toBeCloseTo(4, 10);
    expect(
      sum(Object.values(computeFraudMix('custom', { elevatedFamilies: ['cyber'] }))),
    ).toBeCloseTo(4, 10);
  });

  it('matches the frequencies of drawWave', () => {
    const forecast = { elevatedFamilies: ['social', 'physical'] as const };
    const mix = computeFraudMix('medium', forecast);
    const counts = Object.fromEntries(FRAUD_IDS.map((id) => [id, 0]));
    const draws = 20_000;
    for (let seed = 0; seed < draws; seed += 1) {
      for (const id of drawWave(seed, 'medium', forecast)) counts[id]! += 1;
    }
    for (const id of FRAUD_IDS) expect(Math.abs(counts[id]! / draws - mix[id])).toBeLessThan(0.015);
  });

  it('gives probability 1 to the only elevated fraud in range', () => {
    expect(computeFraudMix('easy', { elevatedFamilies: ['physical'] }).AtmSkimming).toBe(1);
    expect(computeFraudMix('easy', { elevatedFamilies: ['insider'] }).InsiderFraud).toBe(0);
  });

  it('lists every forecast with probabilities adding to 1', () => {
    const outcomes = listForecastOutcomes('hard');
    expect(outcomes).toHaveLength(5 + 10);
    expect(sum(outcomes.map((outcome) => outcome.probability))).toBeCloseTo(1, 12);
    expect(listForecastOutcomes('easy')).toHaveLength(4 + 6);
  });

  it('turns a mix into expected base damage', () => {
    const expected = computeExpectedBaseDamage(computeDifficultyMix('hard'));
    expect(expected.Vishing).toBe(0);
    expect(expected.ZeroDayExploit).toBeGreaterThan(0);
  });
});
