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
