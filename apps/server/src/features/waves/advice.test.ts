import { ECONOMY } from '@ffl/engine/economy';
import { computeFraudMix } from '@ffl/engine/fraud-mix';
import { rankMoves } from '@ffl/engine/recommend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/advice', () => {
  it('gives the best move and, for the shop and the welcome, the best purchase of the same ranking', async () => {
    const player = await signUpVerified(server, 'advice-player@example.com');
    const advice = await player.json('/api/advice');
    // A new player has every quiz's first pass to earn: the best move is a quiz…
    expect(advice.best?.kind).toBe('quiz');
    // …and the best purchase is the engine's first buy for the random mix (no wave is scheduled).
    const expected = rankMoves({
      loadout: {},
      cash: ECONOMY.startingCash,
      mix: computeFraudMix('random', { elevatedFamilies: [] }),
    }).find((move) => move.kind !== 'quiz');
    expect(advice.basedOn).toBeNull();
    expect(expected).toBeDefined();
    expect(advice.bestPurchase).toEqual(expected);
    // Every purchase advised pays for itself after its upkeep.
    expect(advice.bestPurchase?.paybackWaves).toBeGreaterThan(0);
  });
});
