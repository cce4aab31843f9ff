import { applyChange, findBestChange, unchangedChoice, type WhatIfBase } from '@ffl/engine/what-if';
import { describe, expect, it } from 'vitest';
import type { Report } from './report-why';
import {
  buildWhatIfView,
  describeAdvice,
  isChanged,
  listAlertOptions,
  listLevelFields,
  readWhatIfBase,
  replaysReport,
} from './what-if-model';

/**
 * A stored report: Phishing (27,500) and Ransomware (55,000) against Email Filtering L1, with the
 * social alert and 55,000 invested. Phishing: 50% stopped, 13,750 through, halved to 6,875.
 * Ransomware: 15% stopped, 46,750. 28,875 of 82,500 stopped (35%): 2 stars, 37 points. Net change
 * 40,000 + 20,000 − 53,625 − 1,100 = 5,275.
 */
const report = {
  id: 'r1',
  waveId: 'w1',
  landedAt: '2026-01-01T18:00:00.000Z',
  difficulty: 'custom',
  forecast: ['cyber'],
  alertFamily: 'social',
  stars: 2,
  totalBase: 82_500,
  totalDamage: 53_625,
  prevented: 28_875,
  preventedPercent: 35,
  netChange: 5_275,
  cashAfter: 950_275,
  netWorthAfter: 1_005_275,
  ledger: [
    { kind: 'damage', amount: -53_625 },
    { kind: 'revenue', amount: 40_000 },
    { kind: 'upkeep', amount: -1_100 },
    { kind: 'bonus', amount: 20_000 },
  ],
  attacks: [
    {
      fraudId: 'Phishing',
      fraudName: 'Phishing',
      family: 'social',
      base: 27_500,
      layers: [
        {
          defenseId: 'EmailFiltering',
          defenseName: 'Email Filtering and Anti-Phishing',
          level: 1,
          effectiveness: 50,
          saved: 13_750,
        },
      ],
      damageBeforeAlert: 13_750,
      alerted: true,
      alertSaved: 6_875,
      damage: 6_875,
      prevented: 20_625,
      bestImprovement: null,
    },
    {
      fraudId: 'Ransomware',
      fraudName: 'Ransomware',
      family: 'cyber',
      base: 55_000,
      layers: [
        {
          defenseId: 'EmailFiltering',
          defenseName: 'Email Filtering and Anti-Phishing',
          level: 1,
          effectiveness: 15,
          saved: 8_250,
        },
      ],
      damageBeforeAlert: 46_750,
      alerted: false,
      alertSaved: 0,
      damage: 46_750,
      prevented: 8_250,
      bestImprovement: null,
    },
  ],
} as Report;

function rowsOf(view: ReturnType<typeof buildWhatIfView>) {
  return Object.fromEntries(
    view.totals.map((row) => [row.key, [row.asItWas, row.whatIf, row.change, row.tone]]),
  );
}

describe('readWhatIfBase', () => {
  it('reads the attacks, the levels held, the alert and what was invested from the report', () => {
    const base = readWhatIfBase(report);
    expect(base.attacks).toEqual(['Phishing', 'Ransomware']);
    expect(base.alertFamily).toBe('social');
    expect(base.invested).toBe(55_000);
    expect(base.levels).toEqual({
      MultiFactorAuth: 0,
      UserEducation: 0,
      PrincipleOfLeastPrivilege: 0,
      EmailFiltering: 1,
      RegulatedAutoBackup: 0,
      KeepUpdated: 0,
    });
    expect(replaysReport(report, base)).toBe(true);
  });

  it('says a report cannot be replayed when its figures are not what the engine gives now', () => {
    const changed = {
      ...report,
      attacks: [{ ...report.attacks[0], damage: 6_000 }, report.attacks[1]],
    } as Report;
    expect(replaysReport(changed, readWhatIfBase(changed))).toBe(false);
    const otherUpkeep = {
      ...report,
      ledger: report.ledger.map((line) =>
        line.kind === 'upkeep' ? { ...line, amount: -1_000 } : line,
      ),
    } as Report;
    expect(replaysReport(otherUpkeep, readWhatIfBase(otherUpkeep))).toBe(false);
  });
});

describe('the fields', () => {
  it('offers every level of each covering defense and every alert, marking what the bank had', () => {
    const base = readWhatIfBase(report);
    const fields = listLevelFields(base);
    expect(fields.map((field) => field.name)).toEqual([
      'Multi-Factor Authentication',
      'User Education and Training',
      'Principle of Least Privilege',
      'Email Filtering and Anti-Phishing',
      'Regulated Automatic Backups',
      'Keep Systems Updated',
    ]);
    expect(fields[3]?.options).toEqual([
      { value: 0, label: 'Not owned' },
      { value: 1, label: 'Level 1 (yours)' },
      { value: 2, label: 'Level 2' },
      { value: 3, label: 'Level 3' },
    ]);
    expect(fields[0]?.options[0]).toEqual({ value: 0, label: 'Not owned (yours)' });
    expect(listAlertOptions(base)).toEqual([
      { value: 'social', label: 'Social engineering (yours)' },
      { value: 'cyber', label: 'Cyber intrusion' },
      { value: 'identity', label: 'Identity and access' },
      { value: 'insider', label: 'Insider and accounting' },
      { value: 'physical', label: 'Physical' },
      { value: null, label: 'No alert' },
    ]);
  });
});

describe('buildWhatIfView', () => {
  it('shows the wave as it was when nothing changed', () => {
    const base = readWhatIfBase(report);
    const view = buildWhatIfView(report, base, unchangedChoice(base));
    expect(view.changed).toBe(false);
    expect(view.attacks.map((row) => [row.fraudName, row.cost, row.wouldCost])).toEqual([
      ['Phishing', 6_875, 6_875],
      ['Ransomware', 46_750, 46_750],
    ]);
    expect(view.gain).toBe(0);
    expect(rowsOf(view).net).toEqual(['+$5,275', '+$5,275', '$0', 'none']);
    expect(rowsOf(view).points).toEqual(['37', '37', '0', 'none']);
    expect(view.summary).toBe(
      'As it was. Change a level or the alert to see what this wave would have cost.',
    );
  });

  it('replays another alert: each attack, the stars, points, ledger and the gain', () => {
    const base = readWhatIfBase(report);
    const view = buildWhatIfView(report, base, { levels: base.levels, alertFamily: 'cyber' });
    expect(view.changed).toBe(true);
    // Phishing is no longer halved; Ransomware is: 23,375. 45,375 stopped (55%): 3 stars, 57 points.
    expect(view.attacks.map((row) => row.wouldCost)).toEqual([13_750, 23_375]);
    expect(rowsOf(view)).toEqual({
      stars: ['2 of 5', '3 of 5', '+1', 'gain'],
      points: ['37', '57', '+20', 'gain'],
      damage: ['\u2212$53,625', '\u2212$37,125', '+$16,500', 'gain'],
      revenue: ['+$40,000', '+$40,000', '$0', 'none'],
      upkeep: ['\u2212$1,100', '\u2212$1,100', '$0', 'none'],
      bonus: ['+$20,000', '+$30,000', '+$10,000', 'gain'],
      net: ['+$5,275', '+$31,775', '+$26,500', 'gain'],
      price: ['$0', '$0', '$0', 'none'],
      allTold: ['+$5,275', '+$31,775', '+$26,500', 'gain'],
    });
    expect(view.gain).toBe(26_500);
    expect(view.summary).toBe('All told, this wave would have left you $26,500 better off.');
  });

  it('counts the price and the upkeep of a raised level, and lowers only the upkeep for a lowered one', () => {
    const base = readWhatIfBase(report);
    // Email Filtering to level 3: 90,000 to pay, 2,900 upkeep; 2,063 and 30,250 of damage,
    // 61% stopped: 3 stars. Net 40,000 + 30,000 − 32,313 − 2,900 = 34,787; less the price −55,213.
    const raised = buildWhatIfView(report, base, {
      levels: { ...base.levels, EmailFiltering: 3 },
      alertFamily: 'social',
    });
    expect(raised.attacks.map((row) => row.wouldCost)).toEqual([2_063, 30_250]);
    expect(rowsOf(raised).price).toEqual(['$0', '\u2212$90,000', '\u2212$90,000', 'loss']);
    expect(rowsOf(raised).upkeep).toEqual(['\u2212$1,100', '\u2212$2,900', '\u2212$1,800', 'loss']);
    expect(rowsOf(raised).allTold).toEqual(['+$5,275', '\u2212$55,213', '\u2212$60,488', 'loss']);
    expect(raised.summary).toBe('All told, this wave would have left you $60,488 worse off.');

    // Without it: 13,750 and 55,000; 17% stopped, 1 star; no upkeep, no refund.
    const lowered = buildWhatIfView(report, base, {
      levels: { ...base.levels, EmailFiltering: 0 },
      alertFamily: 'social',
    });
    expect(lowered.attacks.map((row) => row.wouldCost)).toEqual([13_750, 55_000]);
    expect(rowsOf(lowered).upkeep).toEqual(['\u2212$1,100', '$0', '+$1,100', 'gain']);
    expect(rowsOf(lowered).price).toEqual(['$0', '$0', '$0', 'none']);
    expect(lowered.gain).toBe(-18_750 - 5_275);
  });

  it('knows a choice set back to what the bank had is no change', () => {
    const base = readWhatIfBase(report);
    expect(isChanged(base, { levels: { EmailFiltering: 1 }, alertFamily: 'social' })).toBe(false);
    expect(isChanged(base, { levels: { KeepUpdated: 1 }, alertFamily: 'social' })).toBe(true);
    expect(isChanged(base, { levels: {}, alertFamily: null })).toBe(true);
  });
});

describe('describeAdvice', () => {
  it('advises the best alert pick, and trying it moves the total by the amount said', () => {
    const base = readWhatIfBase(report);
    const best = findBestChange(base);
    expect(describeAdvice(best)).toBe(
      'Put the alert on Cyber intrusion (you had Social engineering). It saves $26,500 in this wave and costs nothing.',
    );
    if (!best) throw new Error('a best change expected');
    expect(buildWhatIfView(report, base, applyChange(base, best.change)).gain).toBe(best.gain);
  });

  it('advises a level with its saving, its cost and what is left', () => {
    const base: WhatIfBase = {
      attacks: ['AccountTakeover', 'SqlInjection'],
      levels: { RegularPasswordChanges: 1 },
      alertFamily: 'identity',
      invested: 20_000,
    };
    expect(describeAdvice(findBestChange(base))).toBe(
      'Regular Password Changes at level 2 (you had level 1). It saves $16,750 in this wave and costs $15,300 ($15,000 to buy, $300 more upkeep): $1,450 better off all told.',
    );
  });

  it('says why there is no advice when no change would have paid for itself', () => {
    const base: WhatIfBase = {
      attacks: ['Vishing'],
      levels: {},
      alertFamily: 'social',
      invested: 0,
    };
    expect(describeAdvice(findBestChange(base))).toBe(
      'No single change would have paid for itself in this wave. Your alert pick was the best one, and a defense costs more than this wave would have saved: defenses pay back over the waves to come.',
    );
  });
});
