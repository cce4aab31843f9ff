import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS } from './ids';
import { resolveWave } from './resolve-wave';
import { alertArbitrary, loadoutArbitrary, waveArbitrary } from './test-arbitraries';

describe('resolveWave', () => {
  it('resolves the worked example, attributing savings strongest layer first', () => {
    const result = resolveWave(['Phishing'], { UserEducation: 1, EmailFiltering: 1 }, 'social', 0);
    expect(result.attacks).toEqual([
      {
        fraudId: 'Phishing',
        family: 'social',
        base: 27_500,
        layers: [
          { defenseId: 'EmailFiltering', level: 1, effectiveness: 50, saved: 13_750 },
          { defenseId: 'UserEducation', level: 1, effectiveness: 5, saved: 687 },
        ],
        damageBeforeAlert: 13_063,
        alerted: true,
        alertSaved: 6_531,
        damage: 6_532,
        prevented: 20_968,
      },
    ]);
    // 20,968 / 27,500 = 76.2% prevented → 4 stars.
    expect(result.stars).toBe(4);
    expect(result.preventedPercent).toBeCloseTo(76.247, 3);
  });

  it('writes the ledger in order damage, revenue, upkeep, bonus, summing to the net change', () => {
    const result = resolveWave(['Phishing', 'Xss'], { EmailFiltering: 1 }, null, 55_000);
    // Phishing 13,750 through; Xss 15,000 undefended. Prevented 13,750 / 42,500 = 32% → 2 stars.
    expect(result.totalDamage).toBe(28_750);
    expect(result.stars).toBe(2);
    expect(result.ledger).toEqual([
      { kind: 'damage', amount: -28_750 },
      { kind: 'revenue', amount: 40_000 },
      { kind: 'upkeep', amount: -1_100 },
      { kind: 'bonus', amount: 20_000 },
    ]);
    expect(result.netChange).toBe(30_150);
  });

  it('halves only the alerted family, and says what the alert saved', () => {
    const wave = ['Vishing', 'Xss'] as const;
    const without = resolveWave(wave, {}, null, 0);
    const withAlert = resolveWave(wave, {}, 'social', 0);
    expect(without.attacks.map((a) => a.damage)).toEqual([20_000, 15_000]);
    expect(withAlert.attacks.map((a) => a.damage)).toEqual([10_000, 15_000]);
    expect(withAlert.attacks.map((a) => a.alertSaved)).toEqual([10_000, 0]);
  });

  it('lists a 0% layer, so the report can say why SMS codes did nothing against a SIM swap', () => {
    const [attack] = resolveWave(['SimSwap'], { MultiFactorAuth: 1 }, null, 0).attacks;
    expect(attack?.layers).toEqual([
      { defenseId: 'MultiFactorAuth', level: 1, effectiveness: 0, saved: 0 },
    ]);
    expect(attack?.damage).toBe(30_000);
  });

  it('keeps catalogue order between layers of equal strength', () => {
    const [attack] = resolveWave(
      ['InsiderFraud'],
      { SegregationOfDuties: 1, PrincipleOfLeastPrivilege: 1 },
      null,
      0,
    ).attacks;
    expect(attack?.layers.map((layer) => layer.defenseId)).toEqual([
      'SegregationOfDuties',
      'PrincipleOfLeastPrivilege',
    ]);
    expect(attack?.layers.map((layer) => layer.saved)).toEqual([18_000, 10_800]);
    expect(attack?.damage).toBe(16_200);
  });

  it('gives no stars and no -0 amounts for an empty wave', () => {
    const result = resolveWave([], {}, null, 0);
    expect(result.stars).toBe(0);
    expect(result.preventedPercent).toBe(0);
    expect(Object.is(result.ledger[0].amount, 0)).toBe(true);
    expect(Object.is(result.ledger[2].amount, 0)).toBe(true);
    expect(result.netChange).toBe(40_000);
  });

  it('pays 5 stars at 90% prevented or more', () => {
    const all = Object.fromEntries(DEFENSE_IDS.map((id) => [id, 3 as const]));
    const result = resolveWave(['BruteForce'], all, null, 0);
    expect(result.preventedPercent).toBeGreaterThanOrEqual(90);
    expect(result.stars).toBe(5);
    expect(result.ledger[3].amount).toBe(50_000);
  });
});

describe('resolveWave properties', () => {
  it('never does negative damage nor more than the base, and savings add up', () => {
    fc.assert(
      fc.property(waveArbitrary, loadoutArbitrary, alertArbitrary, (wave, loadout, alert) => {
        for (const attack of resolveWave(wave, loadout, alert, 0).attacks) {
          expect(attack.damage).toBeGreaterThanOrEqual(0);
          expect(attack.damage).toBeLessThanOrEqual(attack.base);
          const saved = attack.layers.reduce((sum, layer) => sum + layer.saved, 0);
          expect(saved).toBe(attack.base - attack.damageBeforeAlert);
          expect(attack.alertSaved + attack.damage).toBe(attack.damageBeforeAlert);
          for (const layer of attack.layers) expect(layer.saved).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('never increases damage when a defense or a level is added', () => {
    fc.assert(
      fc.property(
        waveArbitrary,
        loadoutArbitrary,
        alertArbitrary,
        fc.constantFrom(...DEFENSE_IDS),
        (wave, loadout, alert, defenseId) => {
          const level = loadout[defenseId] ?? 0;
          if (level === 3) return;
          const better = { ...loadout, [defenseId]: (level + 1) as 1 | 2 | 3 };
          const before = resolveWave(wave, loadout, alert, 0).attacks;
          const after = resolveWave(wave, better, alert, 0).attacks;
          before.forEach((attack, index) => {
            expect(after[index]!.damage).toBeLessThanOrEqual(attack.damage);
          });
        },
      ),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(
        waveArbitrary,
        loadoutArbitrary,
        alertArbitrary,
        fc.nat(10_000_000),
        (wave, loadout, alert, invested) => {
          expect(resolveWave(wave, loadout, alert, invested)).toEqual(
            resolveWave(wave, loadout, alert, invested),
          );
        },
      ),
    );
  });

  it('keeps every ledger amount whole, with the lines summing to the net change', () => {
    fc.assert(
      fc.property(
        waveArbitrary,
        loadoutArbitrary,
        alertArbitrary,
        fc.nat(10_000_000),
        (wave, loadout, alert, invested) => {
          const result = resolveWave(wave, loadout, alert, invested);
          const sum = result.ledger.reduce((total, line) => total + line.amount, 0);
          expect(sum).toBe(result.netChange);
          expect(result.ledger.map((line) => line.kind)).toEqual([
            'damage',
            'revenue',
            'upkeep',
            'bonus',
          ]);
          for (const line of result.ledger) expect(Number.isInteger(line.amount)).toBe(true);
          expect(result.totalBase - result.totalDamage).toBe(result.totalPrevented);
        },
      ),
    );
  });
});
