import { describe, expect, it } from 'vitest';
import { formatTimeUntil } from '../../lib/time-left';
import { homeText } from './home-text';

describe("Home's wave words around the countdown", () => {
  const now = Date.UTC(2026, 0, 14, 12, 0, 0);
  const soon = now + (3 * 60 + 12) * 60_000;

  it('read as one sentence, with the countdown bringing its own "in"', () => {
    expect(`${homeText.noReportWithWave} ${formatTimeUntil(soon, now, 'UTC')}`).toBe(
      'No attacks yet. The next wave hits in 3 h 12 min',
    );
    expect(`${homeText.hitsIn} ${formatTimeUntil(soon, now, 'UTC')}`).toBe('Hits in 3 h 12 min');
  });
});

describe('the advice before the first wave', () => {
  it('tells a bank with defenses to check them, not to buy a first one, in whole sentences', () => {
    expect(homeText.noReportNoWave(false)).toMatch(/buy a first defense\.$/);
    expect(homeText.noReportNoWave(true)).toMatch(/check your defenses and set your alert\.$/);
    expect(homeText.noReportWithWaveEnd(true)).not.toContain('first defense');
  });
});
