import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAUDS, type Loadout } from './catalogue';
import { ECONOMY } from './economy';
import { drawPracticeWave, practiceSeedFor, stopsSome } from './practice-wave';
import { resolveWave } from './resolve-wave';
import { loadoutArbitrary } from './test-arbitraries';

const seedArbitrary = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const inPracticeRange = (id: keyof typeof FRAUDS) =>
  FRAUDS[id].danger >= 1 && FRAUDS[id].danger <= 2;

describe('the practice wave rule', () => {
  it('is an easy wave of 3 attacks with one covered attack, seeded by a practice seed', () => {
    expect(ECONOMY.practiceWave).toEqual({ difficulty: 'easy', coveredAttacks: 1, seed: 29 });
    expect(ECONOMY.waves.easy).toEqual({ size: 3, minDanger: 1, maxDanger: 2 });
  });

  it('draws an ordinary low-danger wave, with no forecast, for a bank with no defense', () => {
    const wave = drawPracticeWave(12_345, {});
    expect(wave.difficulty).toBe('easy');
    expect(wave.forecast).toEqual({ elevatedFamilies: [] });
    expect(wave.attacks).toHaveLength(3);
    expect(new Set(wave.attacks).size).toBe(3);
    for (const id of wave.attacks) expect(inPracticeRange(id), id).toBe(true);
  });

  it('puts first an attack the first defense stops part of, then attacks it does not stop', () => {
    // Multi-Factor Authentication L1 stops 80% of brute force (danger 1) and 0% of a SIM swap.
    const loadout: Loadout = { MultiFactorAuth: 1 };
    for (let seed = 0; seed < 50; seed += 1) {
      const wave = drawPracticeWave(seed, loadout);
      expect(wave.attacks[0]).toBe('BruteForce');
      for (const id of wave.attacks.slice(1)) {
        expect(stopsSome(loadout, id), id).toBe(false);
        expect(inPracticeRange(id), id).toBe(true);
      }
    }
    // A 0% layer does not count as stopping anything.
    expect(stopsSome(loadout, 'SimSwap')).toBe(false);
  });

  it('takes the covered attack from any danger when the loadout stops no low-danger fraud', () => {
    // Email Filtering covers Phishing (3), Business Email Compromise (4) and Ransomware (4) only.
    const loadout: Loadout = { EmailFiltering: 1 };
    const firsts = new Set<string>();
    for (let seed = 0; seed < 60; seed += 1) {
      const wave = drawPracticeWave(seed, loadout);
      const [first, ...rest] = wave.attacks;
      expect(['Phishing', 'BusinessEmailCompromise', 'Ransomware']).toContain(first);
      firsts.add(first as string);
      for (const id of rest) expect(inPracticeRange(id) && !stopsSome(loadout, id)).toBe(true);
    }
    expect(firsts.size).toBe(3);
  });

  it('fills from covered low-danger frauds when too few uncovered ones are left', () => {
    // Covers every low-danger fraud but Synthetic Identity Theft… and then that one too.
    const almostAll: Loadout = {
      MultiFactorAuth: 2,
      VerificationProtocols: 1,
      NetworkMonitoring: 1,
      InputValidation: 1,
      HttpsAndEncryption: 1,
      AtmInspections: 1,
    };
    const all: Loadout = { ...almostAll, BackgroundChecks: 1 };
    const lowDanger = Object.keys(FRAUDS).filter((id) => inPracticeRange(id as 'Phishing'));
    expect(lowDanger.filter((id) => !stopsSome(almostAll, id as 'Phishing'))).toEqual([
      'SyntIdentityTheft',
    ]);
    expect(lowDanger.every((id) => stopsSome(all, id as 'Phishing'))).toBe(true);
    for (let seed = 0; seed < 20; seed += 1) {
      const some = drawPracticeWave(seed, almostAll).attacks;
      expect(some[1]).toBe('SyntIdentityTheft');
      for (const loadout of [almostAll, all]) {
        const wave = drawPracticeWave(seed, loadout);
        expect(wave.attacks).toHaveLength(3);
        expect(new Set(wave.attacks).size).toBe(3);
        for (const id of wave.attacks) expect(inPracticeRange(id)).toBe(true);
      }
    }
  });

  it('holds for every loadout and seed: replayable, distinct, the covered attack first', () => {
    fc.assert(
      fc.property(seedArbitrary, loadoutArbitrary, (seed, loadout) => {
        const wave = drawPracticeWave(seed, loadout);
        expect(drawPracticeWave(seed, loadout)).toEqual(wave);
        expect(wave.attacks).toHaveLength(3);
        expect(new Set(wave.attacks).size).toBe(3);
        const stopsAny = Object.keys(FRAUDS).some((id) => stopsSome(loadout, id as 'Phishing'));
        expect(stopsSome(loadout, wave.attacks[0]!)).toBe(stopsAny);
        // Only the first attack may come from outside the easy range.
        for (const id of wave.attacks.slice(1)) expect(inPracticeRange(id)).toBe(true);
        // The engine resolves it as any wave.
        const result = resolveWave(wave.attacks, loadout, null, 0);
        expect(result.attacks).toHaveLength(3);
      }),
      { numRuns: 300 },
    );
  });
});

describe('practiceSeedFor', () => {
  it('is the same for one player, differs between players, and fits a database integer', () => {
    const ids = Array.from({ length: 500 }, (_, index) => `player-${index}`);
    const seeds = ids.map(practiceSeedFor);
    expect(ids.map(practiceSeedFor)).toEqual(seeds);
    expect(new Set(seeds).size).toBe(ids.length);
    for (const seed of seeds) {
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThanOrEqual(2 ** 31 - 1);
    }
    // Pinned: a change of the practice seed or of the hash shows here.
    expect(practiceSeedFor('player-0')).toBe(2_146_787_742);
  });

  it('gives different players different practice waves', () => {
    const waves = new Set(
      Array.from({ length: 40 }, (_, index) =>
        drawPracticeWave(practiceSeedFor(`player-${index}`), {}).attacks.join(','),
      ),
    );
    expect(waves.size).toBeGreaterThan(10);
  });
});
