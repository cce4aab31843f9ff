import { computeWavePoints } from '@ffl/engine/points';
import { resolveWave } from '@ffl/engine/resolve-wave';
import { describe, expect, it } from 'vitest';
import { createPacer } from '../../lib/pacer';
import { computeBatch, createOutcomeBook } from './wave-runner';

describe('computeBatch', () => {
  const rows = Array.from({ length: 600 }, (_, index) => ({
    user_id: `p-${index}`,
    cash: 100_000,
    invested: index % 2 === 0 ? 0 : 5_000,
    points: index * 3,
    alert_family: index % 3 === 0 ? 'social' : null,
    loadout: index % 2 === 0 ? {} : { MultiFactorAuth: 1 as const },
  }));

  it('gives each bank the engine’s result, and lets other work run while it computes', async () => {
    let ranBetween = false;
    let doneFirst = false;
    // Rests every 100 players, so that the test does not depend on this machine's speed.
    const computing = computeBatch(
      ['Phishing', 'Ransomware'],
      rows,
      createOutcomeBook(),
      createPacer({ items: 100 }),
    ).then((batch) => {
      doneFirst = !ranBetween;
      return batch;
    });
    setImmediate(() => {
      ranBetween = true;
    });
    const batch = await computing;
    expect(doneFirst).toBe(false);
    expect(batch).toHaveLength(600);
    for (const [index, row] of batch.entries()) {
      const source = rows[index] as (typeof rows)[number];
      const expected = resolveWave(
        ['Phishing', 'Ransomware'],
        source.loadout,
        source.alert_family === 'social' ? 'social' : null,
        source.invested,
      );
      expect(row).toMatchObject({
        user_id: source.user_id,
        net_change: expected.netChange,
        cash_after: source.cash + expected.netChange,
        stars: expected.stars,
        points: computeWavePoints(expected.stars, expected.totalBase, expected.totalPrevented),
        points_after:
          source.points +
          computeWavePoints(expected.stars, expected.totalBase, expected.totalPrevented),
      });
    }
  });
});
