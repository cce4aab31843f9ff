import {
  applyChange,
  findBestChange,
  type RatedChange,
  readWhatIfBase,
  unchangedChoice,
} from '@ffl/engine/what-if';
import { describe, expect, it } from 'vitest';
import type { Report } from './report-why';
import {
  buildWhatIfView,
  describeAdvice,
  describeBottomLine,
  isChanged,
  listAlertOptions,
  listLevelFields,
  type ReportAdvice,
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

/** The engine's best change as the report answer carries it (the server's report-advice.ts). */
function adviceOf(best: RatedChange | null): ReportAdvice {
  return {
    replays: true,
    best: best && {
      change: best.change,
      saving: best.saving,
      price: best.price,
      extraUpkeep: best.extraUpkeep,
      netWorthGain: best.netWorthGain,
      pointsGain: best.pointsGain,
    },
  };
}

function rowsOf(view: ReturnType<typeof buildWhatIfView>) {
  return Object.fromEntries(
    view.totals.map((row) => [row.key, [row.asItWas, row.whatIf, row.change, row.tone]]),
  );
}

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
    expect([view.pointsGain, view.netWorthGain]).toEqual([0, 0]);
    expect(rowsOf(view).netWorthAfter).toEqual(['$1,005,275', '$1,005,275', '$0', 'none']);
    expect(rowsOf(view).net).toEqual(['+$5,275', '+$5,275', '$0', 'none']);
    expect(rowsOf(view).points).toEqual(['37', '37', '0', 'none']);
    expect(view.summary).toBe(
      'As it was. Change a level or the alert to see what this wave would have cost.',
    );
  });

  it('replays another alert: each attack, the stars, points, ledger, cash and net worth', () => {
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
      cashAfter: ['$950,275', '$976,775', '+$26,500', 'gain'],
      netWorthAfter: ['$1,005,275', '$1,031,775', '+$26,500', 'gain'],
    });
    expect([view.pointsGain, view.netWorthGain]).toEqual([20, 26_500]);
    expect(view.summary).toBe(
      'All told, this wave would have given you 20 more points and left your net worth $26,500 higher.',
    );
  });

  it('counts a raised level at cost in net worth, its price out of cash, and its upkeep', () => {
    const base = readWhatIfBase(report);
    // Email Filtering to level 3: 90,000 to pay, 2,900 upkeep; 2,063 and 30,250 of damage,
    // 61% stopped: 3 stars, 60 points. Net 40,000 + 30,000 − 32,313 − 2,900 = 34,787. The 90,000
    // leave cash for a defense, which net worth counts at cost: net worth is 29,512 higher.
    const raised = buildWhatIfView(report, base, {
      levels: { ...base.levels, EmailFiltering: 3 },
      alertFamily: 'social',
    });
    expect(raised.attacks.map((row) => row.wouldCost)).toEqual([2_063, 30_250]);
    expect(rowsOf(raised).price).toEqual(['$0', '\u2212$90,000', '\u2212$90,000', 'loss']);
    expect(rowsOf(raised).upkeep).toEqual(['\u2212$1,100', '\u2212$2,900', '\u2212$1,800', 'loss']);
    expect(rowsOf(raised).net).toEqual(['+$5,275', '+$34,787', '+$29,512', 'gain']);
    expect(rowsOf(raised).cashAfter).toEqual(['$950,275', '$889,787', '\u2212$60,488', 'loss']);
    expect(rowsOf(raised).netWorthAfter).toEqual(['$1,005,275', '$1,034,787', '+$29,512', 'gain']);
    expect(raised.summary).toBe(
      'All told, this wave would have given you 23 more points and left your net worth $29,512 higher.',
    );

    // Without it: 13,750 and 55,000; 17% stopped, 1 star; no upkeep, no refund.
    const lowered = buildWhatIfView(report, base, {
      levels: { ...base.levels, EmailFiltering: 0 },
      alertFamily: 'social',
    });
    expect(lowered.attacks.map((row) => row.wouldCost)).toEqual([13_750, 55_000]);
    expect(rowsOf(lowered).upkeep).toEqual(['\u2212$1,100', '$0', '+$1,100', 'gain']);
    expect(rowsOf(lowered).price).toEqual(['$0', '$0', '$0', 'none']);
    expect(lowered.netWorthGain).toBe(-18_750 - 5_275);
    // 10 for the star and 8 for the share stopped: 18 points, 19 fewer.
    expect(lowered.summary).toBe(
      'All told, this wave would have cost you 19 points and left your net worth $24,025 lower.',
    );
  });

  it('knows a choice set back to what the bank had is no change', () => {
    const base = readWhatIfBase(report);
    expect(isChanged(base, { levels: { EmailFiltering: 1 }, alertFamily: 'social' })).toBe(false);
    expect(isChanged(base, { levels: { KeepUpdated: 1 }, alertFamily: 'social' })).toBe(true);
    expect(isChanged(base, { levels: {}, alertFamily: null })).toBe(true);
  });
});

describe('describeBottomLine', () => {
  it('says both of the ranking’s measures, whichever way they move', () => {
    expect(describeBottomLine(1, 0)).toBe(
      'All told, this wave would have given you 1 more point and left your net worth the same.',
    );
    expect(describeBottomLine(0, -500)).toBe(
      'All told, this wave would have given you the same points and left your net worth $500 lower.',
    );
  });
});

describe('describeAdvice', () => {
  it('advises the change that ranks highest, and trying it moves the measures by what it says', () => {
    const base = readWhatIfBase(report);
    const best = findBestChange(base);
    expect(describeAdvice(adviceOf(best))).toBe(
      'Regulated Automatic Backups at level 3 (you had none): 44 more points and $56,537 more net worth in this wave. It saves $59,737 and adds $3,200 of upkeep; its price, $160,000, turns cash into a defense, which net worth counts at cost.',
    );
    if (!best) throw new Error('a best change expected');
    const tried = buildWhatIfView(report, base, applyChange(base, best.change));
    expect([tried.pointsGain, tried.netWorthGain]).toEqual([44, 56_537]);
  });

  it('advises an alert pick when no raise was affordable', () => {
    const base = { ...readWhatIfBase(report), cashBefore: 30_000 };
    const best = findBestChange(base);
    expect(describeAdvice(adviceOf(best))).toBe(
      'Put the alert on Cyber intrusion (you had Social engineering): 20 more points and $26,500 more net worth in this wave, at no cost.',
    );
    if (!best) throw new Error('a best change expected');
    const tried = buildWhatIfView(report, base, applyChange(base, best.change));
    expect([tried.pointsGain, tried.netWorthGain]).toEqual([20, 26_500]);
  });

  it('says why there is no advice when no change would have ranked the bank higher', () => {
    expect(describeAdvice({ replays: true, best: null })).toBe(
      'No single change would have ranked you higher in this wave. Your alert pick was the best one, and no defense you could afford would have won you points or net worth without costing more upkeep than it saved.',
    );
  });
});
