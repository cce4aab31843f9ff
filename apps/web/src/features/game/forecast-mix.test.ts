import { computeFraudMix } from '@ffl/engine/fraud-mix';
import { describe, expect, it } from 'vitest';
import { forecastMixOf } from './forecast-mix';

describe('forecastMixOf', () => {
  it('uses the forecast of the next wave, or a random wave with no forecast when none is scheduled', () => {
    const withWave = forecastMixOf({
      serverTime: '2026-01-01T00:00:00Z',
      next: {
        id: 'w',
        scheduledAt: '2026-01-01T01:00:00Z',
        difficulty: 'hard',
        // A family this app does not know yet (a newer server) is left out.
        forecast: ['social', 'not-a-family' as 'social'],
        status: 'scheduled',
        automatic: true,
      },
    });
    expect(withWave.hasForecast).toBe(true);
    expect(withWave.families).toEqual(['social']);
    expect(withWave.mix).toEqual(computeFraudMix('hard', { elevatedFamilies: ['social'] }));
    const none = forecastMixOf({ serverTime: '2026-01-01T00:00:00Z', next: null });
    expect(none.hasForecast).toBe(false);
    expect(none.families).toEqual([]);
    // The mix the server's advice uses when no wave is scheduled.
    expect(none.mix).toEqual(computeFraudMix('random', { elevatedFamilies: [] }));
  });
});
