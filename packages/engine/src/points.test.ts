import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Level } from './catalogue';
import { computeStars } from './economy';
import { DEFENSE_IDS } from './ids';
import {
  computeWavePoints,
  MAX_WAVE_POINTS,
  POINTS_FOR_ALL_STOPPED,
  POINTS_PER_STAR,
} from './points';
import { resolveWave } from './resolve-wave';
import { alertArbitrary, loadoutArbitrary, waveArbitrary } from './test-arbitraries';

/** Points as the server computes them from a wave's totals. */
const pointsFor = (prevented: number, base: number): number =>
  computeWavePoints(computeStars(prevented, base), base, prevented);

/** A wave's total base damage and a prevented amount within it. */
const totalsArbitrary = fc
  .integer({ min: 1, max: 10_000_000 })
  .chain((base) => fc.tuple(fc.constant(base), fc.integer({ min: 0, max: base })));

describe('computeWavePoints', () => {
  it('gives 10 a star and up to 50 for the share stopped, 0 to 100 a wave', () => {
    expect(POINTS_PER_STAR).toBe(10);
    expect(POINTS_FOR_ALL_STOPPED).toBe(50);
    expect(MAX_WAVE_POINTS).toBe(100);
    expect(pointsFor(100_000, 100_000)).toBe(100);
    expect(pointsFor(0, 100_000)).toBe(0);
    // 60% stopped: 3 stars (30) + 30.
    expect(pointsFor(60_000, 100_000)).toBe(60);
    // Phishing with Email Filtering L1 and User Education L1, social alert: 21,312 of 27,500.
    expect(pointsFor(21_312, 27_500)).toBe(4 * 10 + 38);
  });

  it('scores exact star boundaries with the star, and rounds the share down', () => {
    // Exactly 90% is 5 stars: 50 + 45; one credit less is 4 stars: 40 + 44.
    expect(pointsFor(9_000, 10_000)).toBe(95);
    expect(pointsFor(8_999, 10_000)).toBe(84);
    expect(pointsFor(7_500, 10_000)).toBe(77);
    expect(pointsFor(7_499, 10_000)).toBe(67);
    expect(pointsFor(1_000, 10_000)).toBe(15);
    expect(pointsFor(999, 10_000)).toBe(4);
    // 2% of the base is the first share point; just under it scores nothing.
    expect(pointsFor(2, 100)).toBe(1);
    expect(pointsFor(1, 100)).toBe(0);
    // A third: 2 stars (33%) + floor(16.67).
    expect(pointsFor(1, 3)).toBe(36);
    // Only everything stopped reaches the full 50 for the share.
    expect(pointsFor(9_999_999, 10_000_000)).toBe(99);
  });

  it('scores 0 for a wave with no base damage, whatever stars are passed', () => {
    expect(pointsFor(0, 0)).toBe(0);
    expect(computeWavePoints(5, 0, 0)).toBe(0);
    expect(computeWavePoints(3, -10, 5)).toBe(0);
  });

  it('clamps prevented to 0..base', () => {
    expect(computeWavePoints(0, 1_000, -500)).toBe(0);
    expect(computeWavePoints(5, 1_000, 2_000)).toBe(100);
  });

  it('refuses stars that are not a whole 0 to 5', () => {
    for (const stars of [-1, 6, 2.5, Number.NaN])
      expect(() => computeWavePoints(stars, 1_000, 500)).toThrow(RangeError);
  });

  it('stays a whole number from 0 to 100 (property)', () => {
    fc.assert(
      fc.property(totalsArbitrary, ([base, prevented]) => {
        const points = pointsFor(prevented, base);
        expect(Number.isInteger(points)).toBe(true);
        expect(points).toBeGreaterThanOrEqual(0);
        expect(points).toBeLessThanOrEqual(100);
        expect(points === 100).toBe(prevented === base);
      }),
    );
  });

  it('never falls when more damage is prevented (property)', () => {
    fc.assert(
      fc.property(totalsArbitrary, fc.nat(10_000_000), ([base, prevented], more) => {
        const higher = Math.min(base, prevented + more);
        expect(pointsFor(higher, base)).toBeGreaterThanOrEqual(pointsFor(prevented, base));
      }),
    );
  });

  it('never falls when a bank upgrades a defense, for the same wave and alert (property)', () => {
    fc.assert(
      fc.property(
        waveArbitrary,
        loadoutArbitrary,
        alertArbitrary,
        fc.constantFrom(...DEFENSE_IDS),
        (wave, loadout, alert, defenseId) => {
          const level = loadout[defenseId] ?? 0;
          if (level === 3) return;
          const upgraded = { ...loadout, [defenseId]: (level + 1) as Level };
          const score = (result: ReturnType<typeof resolveWave>): number =>
            computeWavePoints(result.stars, result.totalBase, result.totalPrevented);
          expect(score(resolveWave(wave, upgraded, alert, 0))).toBeGreaterThanOrEqual(
            score(resolveWave(wave, loadout, alert, 0)),
          );
        },
      ),
    );
  });
});
