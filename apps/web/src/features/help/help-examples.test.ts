import { computeRefund } from '@ffl/engine/actions';
import { computeStars, computeUpkeep } from '@ffl/engine/economy';
import { computeDamage, computeProtection } from '@ffl/engine/protection';
import { resolveWave } from '@ffl/engine/resolve-wave';
import { describe, expect, it } from 'vitest';
import { computeHelpExamples, LAYERED_LOADOUT, WAVE_ATTACKS, WAVE_LOADOUT } from './help-examples';

const examples = computeHelpExamples();

describe('the worked examples of Help', () => {
  it('agree with the engine', () => {
    expect(examples.layered.damage).toBe(computeDamage(LAYERED_LOADOUT, 'Phishing', false));
    expect(examples.layeredWithAlert.damage).toBe(computeDamage(LAYERED_LOADOUT, 'Phishing', true));
    expect(examples.layered.protectionPercent / 100).toBeCloseTo(
      computeProtection(LAYERED_LOADOUT, 'Phishing'),
      12,
    );
    const wave = resolveWave(WAVE_ATTACKS, WAVE_LOADOUT, null, examples.wave.invested);
    expect(examples.wave.result).toEqual(wave);
    for (const row of examples.upkeep) expect(row.upkeep).toBe(computeUpkeep(row.invested));
    for (const row of examples.refunds) expect(row.refund).toBe(computeRefund(row.invested));
    expect(examples.layeredStars.stars).toBe(
      computeStars(examples.layeredWithAlert.prevented, examples.layeredWithAlert.base),
    );
  });

  // The numbers the engine's tests assert, so a change to either shows here too.
  it('show the numbers the engine tests assert', () => {
    expect(examples.layered).toMatchObject({
      base: 27_500,
      remaining: 0.475,
      protectionPercent: 52.5,
      damage: 13_063,
    });
    expect(examples.layered.layers.map((l) => [l.defenseId, l.percent, l.saved])).toEqual([
      ['EmailFiltering', 50, 13_750],
      ['UserEducation', 5, 687],
    ]);
    expect(examples.layeredWithAlert).toMatchObject({
      damageBeforeAlert: 13_063,
      alertSaved: 6_531,
      damage: 6_532,
      prevented: 20_968,
    });
    expect(examples.layeredStars).toEqual({ preventedPercent: 76.2, stars: 4 });
    expect(examples.alertOnly).toMatchObject({ base: 20_000, damage: 10_000 });
    expect(examples.simSwapLevel1).toMatchObject({ damage: 30_000, protectionPercent: 0 });
    expect(examples.simSwapLevel2.protectionPercent).toBe(70);
    expect(examples.wave.result.ledger).toEqual([
      { kind: 'damage', amount: -28_750 },
      { kind: 'revenue', amount: 40_000 },
      { kind: 'upkeep', amount: -1_100 },
      { kind: 'bonus', amount: 20_000 },
    ]);
    expect(examples.wave.result.netChange).toBe(30_150);
    expect(examples.wave.result.stars).toBe(2);
    expect(examples.upkeep.map((row) => row.upkeep)).toEqual([1_100, 1, 0, 24_691]);
    expect(examples.refunds.map((row) => row.refund)).toEqual([40_000, 27_500]);
    expect(examples.stars).toEqual([
      { minPercent: 90, stars: 5 },
      { minPercent: 75, stars: 4 },
      { minPercent: 50, stars: 3 },
      { minPercent: 30, stars: 2 },
      { minPercent: 10, stars: 1 },
    ]);
  });
});
