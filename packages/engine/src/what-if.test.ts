import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceLevels } from './actions';
import { type Level, listDefensesAgainst, type OwnedLevel } from './catalogue';
import { computeUpkeep } from './economy';
import { DEFENSE_IDS, type DefenseId, FAMILY_IDS, type FamilyId, type FraudId } from './ids';
import { computeWavePoints } from './points';
import { resolveWave } from './resolve-wave';
import { alertArbitrary, loadoutArbitrary, waveArbitrary } from './test-arbitraries';
import {
  applyChange,
  computeWhatIf,
  findBestChange,
  levelsFromLayers,
  listWhatIfDefenses,
  rateChange,
  unchangedChoice,
  type WhatIfBase,
} from './what-if';

const investedArbitrary = fc.integer({ min: 0, max: 3_000_000 });

/** A stored report and the what-if's base read back from it, as the web app reads it. */
const reportArbitrary = fc
  .record({
    wave: waveArbitrary,
    loadout: loadoutArbitrary,
    alert: alertArbitrary,
    invested: investedArbitrary,
  })
  .map(({ wave, loadout, alert, invested }) => {
    const stored = resolveWave(wave, loadout, alert, invested);
    const base: WhatIfBase = {
      attacks: wave,
      levels: levelsFromLayers(stored.attacks),
      alertFamily: alert,
      invested,
    };
    return { stored, base, loadout };
  });

/**
 * The test's own reckoning of a wave's cost under one changed level or alert, straight from
 * resolveWave: damage + upkeep − bonus + the price of a raised level.
 */
function costWith(
  base: WhatIfBase,
  change: { defenseId: DefenseId; level: OwnedLevel } | { alert: FamilyId | null },
): number {
  const loadout: Partial<Record<DefenseId, Level>> = {};
  for (const [id, level] of Object.entries(base.levels) as [DefenseId, OwnedLevel][]) {
    if (level > 0) loadout[id] = level as Level;
  }
  let invested = base.invested;
  let price = 0;
  let alert = base.alertFamily;
  if ('alert' in change) alert = change.alert;
  else {
    const held = base.levels[change.defenseId] ?? 0;
    if (change.level > 0) loadout[change.defenseId] = change.level as Level;
    else delete loadout[change.defenseId];
    if (change.level > held) price = priceLevels(change.defenseId, held, change.level);
    invested += price;
  }
  const result = resolveWave(base.attacks, loadout, alert, invested);
  return result.totalDamage + computeUpkeep(invested) - result.stars * 10_000 + price;
}

describe('computeWhatIf', () => {
  it('reproduces the stored report exactly when nothing changes', () => {
    fc.assert(
      fc.property(reportArbitrary, ({ stored, base }) => {
        const replay = computeWhatIf(base, unchangedChoice(base));
        expect(replay.attacks).toEqual(stored.attacks);
        expect(replay.totalDamage).toBe(stored.totalDamage);
        expect(replay.stars).toBe(stored.stars);
        expect(replay.netChange).toBe(stored.netChange);
        expect(replay.upkeep).toBe(0 - stored.ledger[2].amount);
        expect(replay.bonus).toBe(stored.ledger[3].amount);
        expect(replay.points).toBe(
          computeWavePoints(stored.stars, stored.totalBase, stored.totalPrevented),
        );
        expect(replay.price).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('reads the levels held from the layers: covering defenses not among them were not owned', () => {
    fc.assert(
      fc.property(reportArbitrary, ({ base, loadout }) => {
        const ids = listWhatIfDefenses(base.attacks);
        expect(Object.keys(base.levels).sort()).toEqual([...ids].sort());
        for (const id of ids) expect(base.levels[id]).toBe(loadout[id] ?? 0);
      }),
      { numRuns: 300 },
    );
  });

  it('lists the defenses that cover an attacked fraud, in catalogue order', () => {
    const ids = listWhatIfDefenses(['AtmSkimming', 'ManInTheMiddle']);
    expect(ids).toEqual([
      'NetworkMonitoring',
      'AtmInspections',
      'TamperProofSeals',
      'HttpsAndEncryption',
      'VpnUsage',
    ]);
    expect(ids.every((id) => DEFENSE_IDS.includes(id))).toBe(true);
  });

  it('prices a raised level and adds its upkeep; a lowered level refunds nothing', () => {
    // Phishing (27,500) and Ransomware (55,000) on Email Filtering L1, with the social alert and
    // 55,000 invested (1,100 upkeep).
    const base: WhatIfBase = {
      attacks: ['Phishing', 'Ransomware'],
      levels: levelsFromLayers(
        resolveWave(['Phishing', 'Ransomware'], { EmailFiltering: 1 }, 'social', 55_000).attacks,
      ),
      alertFamily: 'social',
      invested: 55_000,
    };
    const asItWas = computeWhatIf(base, unchangedChoice(base));
    // Phishing: 13,750 through, 6,875 after the alert. Ransomware: 46,750. 35% stopped: 2 stars.
    expect(asItWas.attacks.map((a) => a.damage)).toEqual([6_875, 46_750]);
    expect(asItWas).toMatchObject({ totalDamage: 53_625, stars: 2, upkeep: 1_100, price: 0 });
    expect(asItWas.cost).toBe(53_625 + 1_100 - 20_000);

    // Email Filtering to level 3: 85% on Phishing, 45% on Ransomware; 40,000 + 50,000 to pay.
    const raised = computeWhatIf(base, {
      levels: { EmailFiltering: 3 },
      alertFamily: 'social',
    });
    expect(raised.attacks.map((a) => a.damage)).toEqual([2_063, 30_250]);
    expect(raised.price).toBe(90_000);
    expect(raised.upkeep).toBe(computeUpkeep(145_000));
    expect(raised.cost).toBe(2_063 + 30_250 + 2_900 - raised.bonus + 90_000);

    // Down to nothing: no price, no refund, the upkeep of 0 invested.
    const lowered = computeWhatIf(base, { levels: { EmailFiltering: 0 }, alertFamily: 'social' });
    expect(lowered.attacks.map((a) => a.damage)).toEqual([13_750, 55_000]);
    expect(lowered).toMatchObject({ price: 0, upkeep: 0 });
  });

  it('keeps a level the choice leaves out as the bank held it', () => {
    const base: WhatIfBase = {
      attacks: ['Phishing'],
      levels: { EmailFiltering: 2, MultiFactorAuth: 0, UserEducation: 1 },
      alertFamily: null,
      invested: 125_000,
    };
    const replay = computeWhatIf(base, { levels: {}, alertFamily: null });
    expect(replay).toEqual(computeWhatIf(base, unchangedChoice(base)));
  });
});

describe('findBestChange', () => {
  it('advises the alert pick that saves most, with its saving and its cost', () => {
    const base: WhatIfBase = {
      attacks: ['Phishing', 'Ransomware'],
      levels: { EmailFiltering: 1 },
      alertFamily: 'social',
      invested: 55_000,
    };
    const best = findBestChange(base);
    expect(best?.change).toEqual({ kind: 'alert', from: 'social', to: 'cyber' });
    // Cyber alert: Phishing 13,750, Ransomware 23,375 (16,500 less damage); 55% stopped is
    // 3 stars, 10,000 more bonus. Nothing to pay.
    expect(best).toMatchObject({ saving: 26_500, cost: 0, price: 0, extraUpkeep: 0, gain: 26_500 });
    expect(best?.outcome.stars).toBe(3);
  });

  it('advises raising a defense when that beats every alert pick, price and upkeep counted', () => {
    // Account Takeover (45,000) on Regular Password Changes L1, which does nothing against it yet,
    // halved by the identity alert to 22,500; SQL Injection 40,000: 26% stopped, 1 star.
    const base: WhatIfBase = {
      attacks: ['AccountTakeover', 'SqlInjection'],
      levels: { RegularPasswordChanges: 1 },
      alertFamily: 'identity',
      invested: 20_000,
    };
    const best = findBestChange(base);
    expect(best?.change).toEqual({
      kind: 'level',
      defenseId: 'RegularPasswordChanges',
      fromLevel: 1,
      toLevel: 2,
    });
    // Level 2 stops 30%: 15,750 after the alert, 6,750 less; 34% stopped is 2 stars, 10,000 more.
    // It costs 15,000 and 2% of that in upkeep.
    expect(best).toMatchObject({
      saving: 16_750,
      price: 15_000,
      extraUpkeep: 300,
      cost: 15_300,
      gain: 1_450,
    });
  });

  it('names no change when none would have lowered the wave’s cost', () => {
    // Only a social attack, the social alert on: every purchase costs more than one wave saves.
    const base: WhatIfBase = {
      attacks: ['Vishing'],
      levels: {},
      alertFamily: 'social',
      invested: 0,
    };
    expect(findBestChange(base)).toBeNull();
  });

  it('is beaten by no single raise or alert pick, and its gain is the drop of the wave’s cost', () => {
    fc.assert(
      fc.property(reportArbitrary, ({ base }) => {
        const best = findBestChange(base);
        const costAsItWas = costWith(base, { alert: base.alertFamily });
        const bestGain = best?.gain ?? 0;
        for (const alert of [...FAMILY_IDS, null]) {
          expect(costAsItWas - costWith(base, { alert })).toBeLessThanOrEqual(bestGain);
        }
        for (const fraudId of base.attacks) {
          for (const defenseId of listDefensesAgainst(fraudId as FraudId)) {
            const held = base.levels[defenseId] ?? 0;
            for (let level = held + 1; level <= 3; level += 1) {
              const drop = costAsItWas - costWith(base, { defenseId, level: level as OwnedLevel });
              expect(drop).toBeLessThanOrEqual(bestGain);
            }
          }
        }
        if (best) {
          expect(best.gain).toBeGreaterThan(0);
          expect(best.gain).toBe(best.saving - best.cost);
          const change = best.change;
          const after =
            change.kind === 'alert'
              ? costWith(base, { alert: change.to })
              : costWith(base, { defenseId: change.defenseId, level: change.toLevel });
          expect(costAsItWas - after).toBe(best.gain);
          expect(computeWhatIf(base, applyChange(base, change))).toEqual(best.outcome);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('rates a change against the wave as it was by default', () => {
    const base: WhatIfBase = {
      attacks: ['SqlInjection', 'Xss'],
      levels: { InputValidation: 0, PrincipleOfLeastPrivilege: 0, TrafficFiltering: 0 },
      alertFamily: null,
      invested: 0,
    };
    const rated = rateChange(base, {
      kind: 'level',
      defenseId: 'InputValidation',
      fromLevel: 0,
      toLevel: 1,
    });
    // 70% of 40,000 and 60% of 15,000 stopped: 37,000 less damage, 67% stopped is 3 stars.
    expect(rated).toMatchObject({ price: 70_000, extraUpkeep: 1_400, cost: 71_400 });
    expect(rated.saving).toBe(37_000 + 30_000);
    expect(rated.gain).toBe(67_000 - 71_400);
  });
});
