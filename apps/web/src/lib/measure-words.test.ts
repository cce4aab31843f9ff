import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFENSES } from '@ffl/engine/catalogue';
import { computeUpkeep } from '@ffl/engine/economy';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import {
  describePurchaseMoney,
  describeStopped,
  levelUpkeepPerWave,
  MONEY_WORDS,
  PROTECTION_BANDS,
  PROTECTION_THRESHOLDS,
  PROTECTION_WORDS,
  paybackWaves,
  protectionBand,
  protectionBandLabel,
  protectionOfPercent,
  protectionOfShare,
  protectionPercent,
  purchaseMoney,
  stoppedPercent,
  upkeepPerWave,
} from './measure-words';

const SRC = join(__dirname, '..');

function listSource(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : listSource(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the protection scale', () => {
  it('has one set of bands: strong from 70%, partial from 40%, weak below', () => {
    expect([0, 39, 40, 69, 70, 100].map(protectionBand)).toEqual([
      'bad',
      'bad',
      'warn',
      'warn',
      'good',
      'good',
    ]);
    expect(PROTECTION_BANDS.map((band) => PROTECTION_WORDS[band].word)).toEqual([
      'Strong',
      'Partial',
      'Weak',
    ]);
    expect(PROTECTION_BANDS.map(protectionBandLabel)).toEqual([
      'Strong: 70% or more',
      'Partial: 40–69%',
      'Weak: under 40%',
    ]);
  });

  it('rounds every protection percent down, so the number never overstates and the band agrees', () => {
    expect([0, 0.004, 0.005, 0.5, 0.825, 0.6999, 0.994, 0.9999, 1].map(protectionPercent)).toEqual([
      0, 0, 0, 50, 82, 69, 99, 99, 100,
    ]);
    // 1 − 0.3 × 0.3 is 0.90999… in floating point: still 91%.
    expect(protectionPercent(1 - 0.3 * 0.3)).toBe(91);
    expect(protectionPercent(-0.2)).toBe(0);
    expect(protectionOfShare(0.6999)).toEqual({
      percent: 69,
      band: 'warn',
      word: 'Partial',
      text: '69%',
      label: '69% (partial)',
    });
    expect(protectionOfPercent(70).label).toBe('70% (strong)');
    expect(protectionOfPercent(12).word).toBe('Weak');
  });

  it('is defined here only: no other source file holds the thresholds or another scale', () => {
    const offenders: string[] = [];
    for (const file of listSource(SRC)) {
      const name = relative(SRC, file);
      if (name === join('lib', 'measure-words.ts')) continue;
      const text = readFileSync(file, 'utf8');
      // A band computed by hand (">= 70", ">= 40", "[40, 70]"), or one of the retired scales' words.
      if (
        ((/(>=|<)\s*(70|40)\b(?!\s*\*)/.test(text) || /\b40,\s*70\b/.test(text)) &&
          /protect|tone|band/i.test(text)) ||
        /protectionTone|HIGH_PROTECTION_PERCENT|'Fair'|Fair:|High \(50%\+\)|'partial'|'strong'/.test(
          text,
        )
      ) {
        offenders.push(name);
      }
    }
    expect(offenders).toEqual([]);
    expect(PROTECTION_THRESHOLDS).toEqual({ good: 70, warn: 40 });
  });
});

describe('the stopped measure', () => {
  it('is (base − damage) / base from whole credits, rounded down like protection', () => {
    expect(stoppedPercent(20_225, 117_500)).toBe(17);
    expect(stoppedPercent(0, 117_500)).toBe(0);
    expect(stoppedPercent(0, 0)).toBe(0);
    // 89.99% stopped earns 4 stars (5 from 90%): it must not show as "90%".
    expect(stoppedPercent(89_990, 100_000)).toBe(89);
    expect(describeStopped(20_225, 117_500)).toBe('Stopped 17% of $117,500 in attacks');
  });
});

describe('the money of a purchase', () => {
  it('shows the saving per wave, the upkeep and the payback after upkeep', () => {
    expect(upkeepPerWave(55_000)).toBe(1_100);
    expect(paybackWaves(55_000, 13_750)).toBeCloseTo(4.35, 2);
    const money = purchaseMoney(55_000, 13_750);
    expect(describePurchaseMoney(money)).toBe(
      'Saves about $13,750 a wave. Adds $1,100 of upkeep a wave. Pays for itself in 4.3 waves.',
    );
    expect(describePurchaseMoney(purchaseMoney(50_000, 800))).toBe(
      'Saves about $800 a wave. Adds $1,000 of upkeep a wave. Never pays for itself against this wave: its upkeep costs more than it saves.',
    );
    expect(describePurchaseMoney(purchaseMoney(55_000, 0))).toBe(
      'Stops none of the frauds this wave can draw. Adds $1,100 of upkeep a wave.',
    );
    expect(MONEY_WORDS.saleGivesUp(4_000, 1_100, 1)).toBe(
      'Against this wave it stops about $4,000 of damage a wave; selling it gives that up and ends all its upkeep: $1,100 a wave in all at level 1.',
    );
    expect(MONEY_WORDS.payback(0.5)).toBe('Pays for itself within one wave');
  });

  it('tells an upgrade’s added upkeep from the defense’s whole upkeep at the level it reaches', () => {
    const [first = 0, second = 0] = DEFENSES.MultiFactorAuth.costs;
    const money = purchaseMoney(second, 0, {
      defenseId: 'MultiFactorAuth',
      fromLevel: 1,
      toLevel: 2,
    });
    expect(money.upkeepPerWave).toBe(computeUpkeep(second));
    expect(money.levelUpkeep).toEqual({ level: 2, perWave: computeUpkeep(first + second) });
    expect(describePurchaseMoney(money)).toBe(
      `Stops none of the frauds this wave can draw. Adds ${formatMoney(computeUpkeep(second))} of upkeep a wave, ${formatMoney(computeUpkeep(first + second))} a wave in all at level 2.`,
    );
    // A buy's added upkeep is the whole of it: one number, said once.
    const buy = purchaseMoney(first, 0, { defenseId: 'MultiFactorAuth', fromLevel: 0, toLevel: 1 });
    expect(buy.levelUpkeep).toBeNull();
    expect(levelUpkeepPerWave('MultiFactorAuth', 2)).toBe(computeUpkeep(first + second));
  });
});
