import { describe, expect, it } from 'vitest';
import type { DrillCard, DrillResult, ResultHotspot } from './drill-contract';
import {
  cashGained,
  explainParts,
  flagScoreWords,
  flagsToSend,
  fraudOfPage,
  groupByFamily,
  payWords,
  reviewWords,
  rightDecisionWords,
  toggleMark,
  verdictOf,
} from './drill-model';
import { DRILLS_TEXT } from './drill-text';

const card = (id: string, fraudId: DrillCard['fraudId'], completed = false): DrillCard => ({
  id,
  fraudId,
  title: id,
  medium: 'email',
  setting: 'za',
  difficulty: 'least',
  completed,
  lastResult: null,
});

describe('the list by family', () => {
  it('groups by the fraud’s family in catalogue order, keeping the server’s order inside', () => {
    const groups = groupByFamily([
      card('Ransomware-d1', 'Ransomware'),
      card('Phishing-d2', 'Phishing', true),
      card('Phishing-d1', 'Phishing'),
      card('Vishing-d1', 'Vishing', true),
    ]);
    expect(groups.map((g) => [g.family, g.cards.map((c) => c.id), g.done])).toEqual([
      ['social', ['Phishing-d2', 'Phishing-d1', 'Vishing-d1'], 2],
      ['cyber', ['Ransomware-d1'], 0],
    ]);
    expect(groups[0]?.name).toBe('Social engineering');
  });
});

describe('marking', () => {
  it('toggles a part on and off without changing the set it was given', () => {
    const none = new Set<string>();
    const one = toggleMark(none, 'link-1');
    expect([...one]).toEqual(['link-1']);
    expect(none.size).toBe(0);
    expect([...toggleMark(one, 'link-1')]).toEqual([]);
  });

  it('sends each marked part once, in reading order', () => {
    const hotspots = [{ id: 'sender-address' }, { id: 'link-1' }, { id: 'deadline-line' }];
    expect(flagsToSend(hotspots, new Set(['deadline-line', 'sender-address']))).toEqual([
      'sender-address',
      'deadline-line',
    ]);
  });
});

const hotspot = (id: string, redFlag: boolean, marked: boolean): ResultHotspot => ({
  id,
  label: id,
  redFlag,
  marked,
  cue: redFlag ? 'technical' : null,
  explanation: `Why ${id}.`,
});

describe('the result', () => {
  it('names the verdict of every part', () => {
    expect(verdictOf({ redFlag: true, marked: true })).toBe('found');
    expect(verdictOf({ redFlag: true, marked: false })).toBe('missed');
    expect(verdictOf({ redFlag: false, marked: true })).toBe('false-flag');
    expect(verdictOf({ redFlag: false, marked: false })).toBe('clear');
  });

  it('explains every part: found, missed, false flags, then the fine ones', () => {
    const parts = explainParts([
      hotspot('a', false, false),
      hotspot('b', true, false),
      hotspot('c', false, true),
      hotspot('d', true, true),
      hotspot('e', true, false),
    ]);
    expect(parts.map((p) => [p.id, p.verdict])).toEqual([
      ['d', 'found'],
      ['b', 'missed'],
      ['e', 'missed'],
      ['c', 'false-flag'],
      ['a', 'clear'],
    ]);
  });

  it('words the right decisions', () => {
    expect(rightDecisionWords(['report'])).toBe('Report');
    expect(rightDecisionWords(['report', 'verify'])).toBe(
      'Report or Verify through a channel I already know',
    );
  });
});

const base: Pick<DrillResult, 'pay' | 'legitimate' | 'review' | 'fraudId' | 'decision'> = {
  legitimate: false,
  fraudId: 'Phishing',
  decision: { chosen: 'report', outcome: 'right', right: ['report'], explanation: '' },
  pay: { amount: 0, reason: 'paid', decision: 0, flags: 0, deduction: 0 },
  review: { met: false, reward: 0 },
};

describe('the pay in words', () => {
  it('shows what was earned and how', () => {
    const words = payWords({
      ...base,
      pay: { amount: 5_500, reason: 'paid', decision: 4_000, flags: 2_000, deduction: -500 },
    });
    expect(words).toEqual([
      'You told this pair apart and earned $5,500.',
      "$4,000 for telling the twins apart and $2,000 for the scam's red flags, minus $500 for the flags you missed and the ordinary parts you marked.",
    ]);
  });

  it('leaves out the false flags when there were none', () => {
    const words = payWords({
      ...base,
      pay: { amount: 3_000, reason: 'paid', decision: 2_000, flags: 1_000, deduction: 0 },
    });
    expect(words[1]).toBe(
      "$2,000 for telling the twins apart and $1,000 for the scam's red flags.",
    );
  });

  it('says why the pay is 0, each reason in its own words', () => {
    const zero = { amount: 0, decision: 0, flags: 0, deduction: 0 };
    const trusted = { ...base.decision, chosen: 'trust' as const, outcome: 'wrong' as const };
    const trustScam = payWords({
      ...base,
      decision: trusted,
      pay: { ...zero, reason: 'not-passed' },
    });
    const weakFlags = payWords({ ...base, pay: { ...zero, reason: 'not-passed' } });
    const reportGenuine = payWords({
      ...base,
      legitimate: true,
      pay: { ...zero, reason: 'not-passed' },
    });
    const again = payWords({ ...base, pay: { ...zero, reason: 'already-completed' } });
    const waiting = payWords({ ...base, pay: { ...zero, reason: 'awaiting-twin' } });
    const twin = payWords({ ...base, pay: { ...zero, reason: 'twin-not-passed' } });
    expect(trustScam[0]).toMatch(/^No pay for this pair: trusting a scam/);
    expect(weakFlags[0]).toMatch(/marking everything finds nothing/);
    expect(reportGenuine[0]).toMatch(/only by trusting it/);
    expect(again[0]).toMatch(/once a season/);
    expect(waiting[0]).toMatch(/pays when you have answered the other one/);
    expect(twin[0]).toMatch(/but not its twin/);
  });

  it('says when the pair paid with its twin, and does not count that money again', () => {
    const withTwin = {
      ...base,
      pay: {
        amount: 3_500,
        reason: 'paid-with-twin' as const,
        decision: 2_000,
        flags: 1_500,
        deduction: 0,
      },
    };
    expect(payWords(withTwin)).toEqual(['This pair paid $3,500 when you answered its twin.']);
    expect(cashGained(withTwin)).toBe(0);
  });

  it('counts a met review’s reward in the cash gained', () => {
    const met = {
      ...base,
      pay: { ...base.pay, amount: 3_000 },
      review: { met: true, reward: 2_000 },
    };
    expect(cashGained(met)).toBe(5_000);
    expect(reviewWords(met)).toBe(
      'This counted as your due review of Phishing: $2,000 review reward.',
    );
    expect(cashGained({ ...met, review: { met: false, reward: 2_000 } })).toBe(3_000);
  });

  it('reads the fraud page a result links', () => {
    expect(fraudOfPage('/frauds/Phishing')).toBe('Phishing');
    expect(fraudOfPage('/frauds/Nothing')).toBeNull();
    expect(fraudOfPage('https://elsewhere.example/frauds/Phishing')).toBeNull();
  });
});

describe("a drill's facts on one line", () => {
  it('leaves out the difficulty until the drill is done', () => {
    expect(DRILLS_TEXT.metaLine('Email', null, 'South Africa')).toBe('Email · South Africa');
    expect(DRILLS_TEXT.metaLine('Email', 'Moderate', 'South Africa')).toBe(
      'Email · Moderate · South Africa',
    );
    expect(DRILLS_TEXT.metaLine('SMS', null)).toBe('SMS');
  });
});

describe('the flag score in words', () => {
  const hotspot = (id: string, redFlag: boolean) => ({
    id,
    label: id,
    redFlag,
    marked: false,
    cue: null,
    explanation: 'x',
  });
  const scamResult = {
    legitimate: false,
    found: 3,
    missed: 0,
    falseFlags: 1,
    decision: {
      chosen: 'report' as const,
      outcome: 'right' as const,
      right: ['report' as const],
      explanation: '',
    },
    hotspots: [
      hotspot('a', true),
      hotspot('b', true),
      hotspot('c', true),
      hotspot('d', false),
      hotspot('e', false),
      hotspot('f', false),
    ],
  };

  it('says the share of flags found less the share of ordinary parts marked, against the pass mark', () => {
    expect(flagScoreWords(scamResult)).toBe(
      'Your flag score: 100% of the red flags found, less 33% of the ordinary parts marked, is 67%. A scam is told apart from 67%.',
    );
    expect(flagScoreWords({ ...scamResult, found: 1, missed: 2, falseFlags: 3 })).toBe(
      'Your flag score: 33% of the red flags found, less 100% of the ordinary parts marked, is −67%. A scam is told apart from 67%.',
    );
  });

  it('says nothing of flags for a genuine message', () => {
    expect(flagScoreWords({ ...scamResult, legitimate: true })).toBeNull();
  });
});
