import { describe, expect, it } from 'vitest';
import { computeWorkedExample } from './worked-example';

describe('computeWorkedExample', () => {
  it('is the example from Help and game.md with the catalogue numbers', () => {
    expect(computeWorkedExample()).toEqual({
      fraud: 'Phishing',
      base: 27_500,
      first: { defense: 'Email Filtering', percent: 50, saved: 13_750 },
      second: { defense: 'User Education', percent: 5, saved: 687 },
      through: 13_063,
      // 52.5% rounded down, as every protection percent is (lib/measure-words).
      protection: 52,
      withAlert: 6532,
    });
  });

  it('adds up: what each layer saved plus what got through is the base damage', () => {
    const e = computeWorkedExample();
    expect(e.first.saved + e.second.saved + e.through).toBe(e.base);
  });
});
