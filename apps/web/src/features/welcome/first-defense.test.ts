import { computeFraudMix } from '@ffl/engine/fraud-mix';
import type { FamilyId } from '@ffl/engine/ids';
import { rankMoves } from '@ffl/engine/recommend';
import { describe, expect, it } from 'vitest';
import { recommendFirstDefense } from './first-defense';

const next = (difficulty: 'easy' | 'hard' | 'custom', forecast: FamilyId[]) => ({
  id: 'w'.repeat(20),
  scheduledAt: '2030-01-01T18:00:00.000Z',
  difficulty,
  forecast,
  status: 'scheduled' as const,
  automatic: true,
});

describe('recommendFirstDefense', () => {
  it('is the engine’s best move for the forecast', () => {
    const move = recommendFirstDefense({ levels: {}, cash: 1_000_000 }, next('hard', ['cyber']));
    const expected = rankMoves({
      loadout: {},
      cash: 1_000_000,
      mix: computeFraudMix('hard', { elevatedFamilies: ['cyber'] }),
    })[0];
    expect(move).toEqual(expected);
    expect(move?.kind).toBe('buy');
  });

  it('follows the forecast: a physical forecast points at physical defenses', () => {
    const move = recommendFirstDefense({ levels: {}, cash: 1_000_000 }, next('easy', ['physical']));
    expect(['AtmInspections', 'TamperProofSeals']).toContain(move?.defenseId);
  });

  it('uses the random mix when no wave is announced', () => {
    const move = recommendFirstDefense({ levels: {}, cash: 1_000_000 }, null);
    const expected = rankMoves({
      loadout: {},
      cash: 1_000_000,
      mix: computeFraudMix('random', { elevatedFamilies: [] }),
    })[0];
    expect(move).toEqual(expected);
  });

  it('is null when nothing is affordable', () => {
    expect(recommendFirstDefense({ levels: {}, cash: 1000 }, null)).toBeNull();
    expect(recommendFirstDefense({ levels: {}, cash: -5 }, null)).toBeNull();
  });
});
