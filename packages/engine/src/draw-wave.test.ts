import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAUDS } from './catalogue';
import {
  checkCustomWave,
  DIFFICULTY_ROTATION,
  drawForecast,
  drawWave,
  FORECAST_FAMILIES,
  getDangerRange,
  getNextDifficulty,
  getRotationDifficulty,
  getWaveQuota,
  listDrawableFrauds,
  listForecastableFamilies,
} from './draw-wave';
import { ECONOMY } from './economy';
import { FAMILY_IDS } from './ids';

const drawnDifficulty = fc.constantFrom(...DIFFICULTY_ROTATION);
const forecastArbitrary = fc
  .uniqueArray(fc.constantFrom(...FAMILY_IDS), { minLength: 1, maxLength: 2 })
  .map((elevatedFamilies) => ({ elevatedFamilies }));

describe('drawWave', () => {
  it('respects sizes, danger ranges, uniqueness and the elevated quota for every seed tried', () => {
    fc.assert(
      fc.property(fc.nat(), drawnDifficulty, forecastArbitrary, (seed, difficulty, forecast) => {
        const wave = drawWave(seed, difficulty, forecast);
        const shape = ECONOMY.waves[difficulty];
        expect(wave).toHaveLength(shape.size);
        expect(new Set(wave).size).toBe(wave.length);
        for (const id of wave) {
          expect(FRAUDS[id].danger).toBeGreaterThanOrEqual(shape.minDanger);
          expect(FRAUDS[id].danger).toBeLessThanOrEqual(shape.maxDanger);
        }
        const elevated = wave.filter((id) => forecast.elevatedFamilies.includes(FRAUDS[id].family));
        expect(elevated.length).toBeGreaterThanOrEqual(
          getWaveQuota(difficulty, forecast).elevatedCount,
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('draws at least half (rounded up) from elevated families when the range allows', () => {
    expect(getWaveQuota('hard', { elevatedFamilies: ['cyber'] }).elevatedCount).toBe(3);
    expect(getWaveQuota('easy', { elevatedFamilies: ['social'] }).elevatedCount).toBe(2);
    // Only ATM skimming is physical, so one attack is all the range allows.
    expect(getWaveQuota('easy', { elevatedFamilies: ['physical'] }).elevatedCount).toBe(1);
    expect(getWaveQuota('easy', { elevatedFamilies: ['insider'] }).elevatedCount).toBe(0);
  });

  it('replays the same wave from the same seed', () => {
    const forecast = { elevatedFamilies: ['identity'] as const };
    expect(drawWave(99, 'hard', forecast)).toEqual(drawWave(99, 'hard', forecast));
  });

  it('takes a valid custom wave as chosen and refuses an invalid one', () => {
    const forecast = { elevatedFamilies: [] };
    expect(drawWave(1, 'custom', forecast, ['Ddos', 'Xss'])).toEqual(['Ddos', 'Xss']);
    expect(() => drawWave(1, 'custom', forecast, [])).toThrow(RangeError);
    expect(checkCustomWave([])).toBe('too-few');
    expect(checkCustomWave(Array.from({ length: 9 }, () => 'Xss'))).toBe('too-many');
    expect(checkCustomWave(['Xss', 'xss'])).toBe('unknown-fraud');
    expect(checkCustomWave(['Xss', 'Xss'])).toBe('duplicate');
    expect(checkCustomWave(['Xss', 'Ddos', 'AtmSkimming'])).toBeNull();
  });
});

describe('drawForecast', () => {
  it('elevates one or two families that the difficulty can actually draw', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.constantFrom(...DIFFICULTY_ROTATION, 'custom' as const),
        (seed, difficulty) => {
          const { elevatedFamilies } = drawForecast(seed, difficulty);
          expect([1, 2]).toContain(elevatedFamilies.length);
          expect(new Set(elevatedFamilies).size).toBe(elevatedFamilies.length);
          for (const family of elevatedFamilies) {
            expect(listForecastableFamilies(difficulty)).toContain(family);
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('never elevates insider fraud in an easy wave, which has none', () => {
    expect(listForecastableFamilies('easy')).toEqual(['social', 'cyber', 'identity', 'physical']);
    expect(listForecastableFamilies('hard')).toEqual(FAMILY_IDS);
  });

  it('draws both sizes of forecast', () => {
    const sizes = new Set<number>();
    for (let seed = 0; seed < 50; seed += 1)
      sizes.add(drawForecast(seed, 'medium').elevatedFamilies.length);
    expect([...sizes].sort()).toEqual([1, 2]);
    expect(FORECAST_FAMILIES).toEqual({ min: 1, max: 2 });
  });
});

describe('difficulty rotation', () => {
  it('rotates easy → medium → hard → random → easy', () => {
    expect([0, 1, 2, 3, 4, 11].map(getRotationDifficulty)).toEqual([
      'easy',
      'medium',
      'hard',
      'random',
      'easy',
      'random',
    ]);
    expect(getNextDifficulty('easy')).toBe('medium');
    expect(getNextDifficulty('random')).toBe('easy');
    expect(getRotationDifficulty(-1)).toBe('random');
  });

  it('exposes danger ranges and drawable frauds', () => {
    expect(getDangerRange('custom')).toEqual({ min: 1, max: 4 });
    expect(getDangerRange('easy')).toEqual({ min: 1, max: 2 });
    expect(listDrawableFrauds('custom')).toHaveLength(20);
    expect(listDrawableFrauds('easy')).not.toContain('Phishing');
  });
});
