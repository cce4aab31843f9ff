import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceLevels } from './actions';
import type { Level, OwnedLevel } from './catalogue';
import { computeUpkeep } from './economy';
import { DEFENSE_IDS, type DefenseId, FAMILY_IDS, type FamilyId } from './ids';
import { computeWavePoints } from './points';
import { resolveWave } from './resolve-wave';
import { alertArbitrary, loadoutArbitrary, waveArbitrary } from './test-arbitraries';
import {
  adviseReport,
  applyChange,
  computeWhatIf,
  findBestChange,
  isAdvisable,
  levelsFromLayers,
  listWhatIfDefenses,
  pickBestChange,
  rateChange,
  rateEffect,
  rateWaveEffects,
  readWhatIfBase,
  replaysReport,
  unchangedChoice,
  type WhatIfBase,
  type WhatIfReport,
  type WhatIfWave,
} from './what-if';

const investedArbitrary = fc.integer({ min: 0, max: 3_000_000 });
const cashArbitrary = fc.integer({ min: -200_000, max: 1_500_000 });

/** A stored report and the what-if's base read back from it, as the web app reads it. */
const reportArbitrary = fc
  .record({
    wave: waveArbitrary,
    loadout: loadoutArbitrary,
    alert: alertArbitrary,
    invested: investedArbitrary,
    cash: cashArbitrary,
  })
  .map(({ wave, loadout, alert, invested, cash }) => {
    const stored = resolveWave(wave, loadout, alert, invested);
    const base: WhatIfBase = {
      attacks: wave,
      levels: levelsFromLayers(stored.attacks),
      alertFamily: alert,
      invested,
      cashBefore: cash,
    };
    return { stored, base, loadout };
  });

/**
 * The test's own reckoning of a wave under one changed level or alert, straight from resolveWave:
 * its points, the bank's net worth change (the wave's net change: a price only turns cash into
 * defenses, which net worth counts at cost) and the price of a raised level.
 */
function reckon(
  base: WhatIfBase,
  change: { defenseId: DefenseId; level: OwnedLevel } | { alert: FamilyId | null },
): { points: number; netWorth: number; price: number } {
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
  return {
    points: computeWavePoints(result.stars, result.totalBase, result.totalPrevented),
    netWorth: result.netChange,
    price,
  };
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
      cashBefore: 945_000,
    };
    const asItWas = computeWhatIf(base, unchangedChoice(base));
    // Phishing: 13,750 through, 6,875 after the alert. Ransomware: 46,750. 35% stopped: 2 stars.
    expect(asItWas.attacks.map((a) => a.damage)).toEqual([6_875, 46_750]);
    expect(asItWas).toMatchObject({ totalDamage: 53_625, stars: 2, upkeep: 1_100, price: 0 });
    expect(asItWas.netChange).toBe(40_000 + 20_000 - 53_625 - 1_100);

    // Email Filtering to level 3: 85% on Phishing, 45% on Ransomware; 40,000 + 50,000 to pay.
    const raised = computeWhatIf(base, {
      levels: { EmailFiltering: 3 },
      alertFamily: 'social',
    });
    expect(raised.attacks.map((a) => a.damage)).toEqual([2_063, 30_250]);
    expect(raised.price).toBe(90_000);
    expect(raised.upkeep).toBe(computeUpkeep(145_000));
    expect(raised.netChange).toBe(40_000 + raised.bonus - 2_063 - 30_250 - 2_900);

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
      cashBefore: 875_000,
    };
    const replay = computeWhatIf(base, { levels: {}, alertFamily: null });
    expect(replay).toEqual(computeWhatIf(base, unchangedChoice(base)));
  });
});

describe('findBestChange', () => {
  // Phishing (27,500) and Ransomware (55,000) on Email Filtering L1 with the social alert: 53,625
  // of damage, 35% stopped, 2 stars and 37 points.
  const twoAttacks = (cashBefore: number): WhatIfBase => ({
    attacks: ['Phishing', 'Ransomware'],
    levels: { EmailFiltering: 1 },
    alertFamily: 'social',
    invested: 55_000,
    cashBefore,
  });

  it('ranks changes as the season table does: points first, then net worth, the price aside', () => {
    const best = findBestChange(twoAttacks(945_000));
    // Regulated Auto Backup at level 3 stops 70% of Ransomware: 38,500 less damage, 76% stopped
    // is 4 stars (20,000 more bonus) and 81 points. Its 160,000 turn cash into a defense, which
    // net worth counts at cost: net worth is only its 3,200 of upkeep lower for it.
    expect(best).toEqual({
      change: {
        kind: 'level',
        defenseId: 'RegulatedAutoBackup',
        fromLevel: 0,
        toLevel: 3,
      },
      saving: 59_737,
      pointsGain: 44,
      price: 160_000,
      extraUpkeep: 3_200,
      netWorthGain: 56_537,
      affordable: true,
    });
    const rated = rateChange(
      twoAttacks(945_000),
      best?.change ?? { kind: 'alert', from: null, to: null },
    );
    expect(rated).toEqual(best);
  });

  it('advises only what the bank could pay with the cash it held before the wave', () => {
    // With 30,000 in cash, no raise was affordable: the cyber alert, for nothing, saves 16,500
    // of damage and makes a third star (10,000 more bonus).
    expect(findBestChange(twoAttacks(30_000))).toEqual({
      change: { kind: 'alert', from: 'social', to: 'cyber' },
      saving: 26_500,
      pointsGain: 20,
      price: 0,
      extraUpkeep: 0,
      netWorthGain: 26_500,
      affordable: true,
    });
    // In debt, the shop sells nothing either.
    expect(findBestChange(twoAttacks(-5_000))?.change.kind).toBe('alert');
  });

  it('advises a raise that its upkeep does not eat, and never one that lowers net worth', () => {
    // Account Takeover (45,000) on Regular Password Changes L1, which does nothing against it yet,
    // halved by the identity alert to 22,500; SQL Injection 40,000. With 20,000 in cash, only
    // level 2 of Regular Password Changes (15,000) was affordable: 30% of Account Takeover.
    const best = findBestChange({
      attacks: ['AccountTakeover', 'SqlInjection'],
      levels: { RegularPasswordChanges: 1 },
      alertFamily: 'identity',
      invested: 20_000,
      cashBefore: 20_000,
    });
    expect(best).toMatchObject({
      change: { kind: 'level', defenseId: 'RegularPasswordChanges', fromLevel: 1, toLevel: 2 },
      saving: 16_750,
      price: 15_000,
      extraUpkeep: 300,
      netWorthGain: 16_450,
      pointsGain: 14,
    });
    // Deepfake Detection at level 1 would stop 500 of a Vishing attack for 1,200 of upkeep: more
    // points, less net worth, so not advised.
    const vishing: WhatIfBase = {
      attacks: ['Vishing'],
      levels: {},
      alertFamily: 'social',
      invested: 0,
      cashBefore: 60_000,
    };
    const deepfake = rateChange(vishing, {
      kind: 'level',
      defenseId: 'DeepfakeDetection',
      fromLevel: 0,
      toLevel: 1,
    });
    expect(deepfake).toMatchObject({ pointsGain: 1, netWorthGain: -700, affordable: true });
    expect(isAdvisable(deepfake)).toBe(false);
  });

  it('names no change when none would have ranked the bank higher', () => {
    // Only a social attack, the social alert on, no cash to spare.
    const base: WhatIfBase = {
      attacks: ['Vishing'],
      levels: {},
      alertFamily: 'social',
      invested: 0,
      cashBefore: 0,
    };
    expect(findBestChange(base)).toBeNull();
  });

  it('is ranked above by no advisable raise or alert pick, and its gains are the wave’s', () => {
    fc.assert(
      fc.property(reportArbitrary, ({ base }) => {
        const best = findBestChange(base);
        const asItWas = reckon(base, { alert: base.alertFamily });
        const candidates = [
          ...[...FAMILY_IDS, null]
            .filter((alert) => alert !== base.alertFamily)
            .map((alert) => ({ alert })),
          ...listWhatIfDefenses(base.attacks).flatMap((defenseId) => {
            const held = base.levels[defenseId] ?? 0;
            return [1, 2, 3]
              .filter((level) => level > held)
              .map((level) => ({ defenseId, level: level as OwnedLevel }));
          }),
        ];
        for (const candidate of candidates) {
          const after = reckon(base, candidate);
          const points = after.points - asItWas.points;
          const netWorth = after.netWorth - asItWas.netWorth;
          const advisable =
            after.price <= base.cashBefore &&
            points >= 0 &&
            netWorth >= 0 &&
            (points > 0 || netWorth > 0);
          if (!advisable) continue;
          expect(best).not.toBeNull();
          if (!best) return;
          expect(points).toBeLessThanOrEqual(best.pointsGain);
          if (points === best.pointsGain) {
            expect(netWorth).toBeLessThanOrEqual(best.netWorthGain);
          }
        }
        if (best) {
          expect(isAdvisable(best)).toBe(true);
          const change = best.change;
          const after =
            change.kind === 'alert'
              ? reckon(base, { alert: change.to })
              : reckon(base, { defenseId: change.defenseId, level: change.toLevel });
          expect(after.points - asItWas.points).toBe(best.pointsGain);
          expect(after.netWorth - asItWas.netWorth).toBe(best.netWorthGain);
          expect(best.netWorthGain).toBe(best.saving - best.extraUpkeep);
          expect(after.price).toBe(best.price);
          const outcome = computeWhatIf(base, applyChange(base, change));
          expect(outcome.points - computeWhatIf(base, unchangedChoice(base)).points).toBe(
            best.pointsGain,
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('breaks a tie of points and net worth by the lower price, in either order', () => {
    const alert = {
      change: { kind: 'alert', from: null, to: 'cyber' },
      saving: 1_000,
      pointsGain: 2,
      price: 0,
    } as const;
    // 100,000 more invested is 2,000 more upkeep: the same 1,000 of net worth, at a price.
    const raise = {
      change: { kind: 'level', defenseId: 'KeepUpdated', fromLevel: 0, toLevel: 2 },
      saving: 3_000,
      pointsGain: 2,
      price: 100_000,
    } as const;
    expect(rateEffect(raise, 0, 500_000).netWorthGain).toBe(1_000);
    expect(pickBestChange([raise, alert], 0, 500_000)?.change).toBe(alert.change);
    expect(pickBestChange([alert, raise], 0, 500_000)?.change).toBe(alert.change);
  });

  it('shares the costly part between banks in the same situation', () => {
    fc.assert(
      fc.property(reportArbitrary, investedArbitrary, cashArbitrary, ({ base }, invested, cash) => {
        const other = { ...base, invested, cashBefore: cash };
        expect(pickBestChange(rateWaveEffects(base), invested, cash)).toEqual(
          findBestChange(other),
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('adviseReport', () => {
  const stored = resolveWave(['Phishing', 'Ransomware'], { EmailFiltering: 1 }, 'social', 55_000);
  const report: WhatIfReport = {
    attacks: stored.attacks,
    alertFamily: 'social',
    totalDamage: stored.totalDamage,
    stars: stored.stars,
    netChange: stored.netChange,
    cashAfter: 30_000 + stored.netChange,
    netWorthAfter: 30_000 + stored.netChange + 55_000,
  };

  it('reads the bank from the report: invested and the cash it held before the wave', () => {
    expect(readWhatIfBase(report)).toEqual({
      attacks: ['Phishing', 'Ransomware'],
      levels: {
        MultiFactorAuth: 0,
        UserEducation: 0,
        PrincipleOfLeastPrivilege: 0,
        EmailFiltering: 1,
        RegulatedAutoBackup: 0,
        KeepUpdated: 0,
      },
      alertFamily: 'social',
      invested: 55_000,
      cashBefore: 30_000,
    });
  });

  it('gives findBestChange’s advice when the report replays, through a shared rating too', () => {
    const advice = adviseReport(report);
    expect(advice).toEqual({ replays: true, best: findBestChange(readWhatIfBase(report)) });
    expect(advice.replays && advice.best?.change).toEqual({
      kind: 'alert',
      from: 'social',
      to: 'cyber',
    });
    let rated = 0;
    const counting = (wave: WhatIfWave) => {
      rated += 1;
      return rateWaveEffects(wave);
    };
    expect(adviseReport(report, counting)).toEqual(advice);
    expect(rated).toBe(1);
  });

  it('advises nothing on a report the game’s numbers no longer replay', () => {
    expect(replaysReport(report, readWhatIfBase(report))).toBe(true);
    const changed = {
      ...report,
      attacks: [{ ...stored.attacks[0]!, damage: 7_000 }, stored.attacks[1]!],
    };
    expect(adviseReport(changed)).toEqual({ replays: false });
    expect(adviseReport({ ...report, stars: 3 })).toEqual({ replays: false });
    expect(adviseReport({ ...report, netChange: report.netChange + 1 })).toEqual({
      replays: false,
    });
  });
});
