import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDrillFlags,
  computePairPay,
  DRILL_DECISIONS,
  type DrillAnswer,
  type DrillSide,
  type DrillTruth,
  flagDiscrimination,
  isDrillPassed,
  judgeDecision,
  pairPayShare,
  scoreDrill,
  toDrillSide,
} from './drill-score';
import { ECONOMY } from './economy';

/** A scam of six parts, three of them red flags, and its genuine twin. */
const scam: DrillTruth = {
  legitimate: false,
  rightDecisions: ['report'],
  redFlagIds: ['sender-address', 'link-1', 'deadline-line'],
  hotspotIds: ['sender-address', 'greeting', 'link-1', 'deadline-line', 'signature', 'footer'],
};

const twin: DrillTruth = {
  legitimate: true,
  rightDecisions: ['trust'],
  redFlagIds: [],
  hotspotIds: scam.hotspotIds,
};

const pairPay = ECONOMY.drillPairPay;
const flag = ECONOMY.drillFlagFoundPay;

function side(truth: DrillTruth, answer: DrillAnswer): DrillSide {
  return toDrillSide(truth, scoreDrill(truth, answer));
}

const trusted = side(twin, { decision: 'trust', flags: [] });

describe('judging the decision', () => {
  it('is right when listed, safe for an unlisted verify, and wrong otherwise', () => {
    expect(judgeDecision('report', ['report'])).toBe('right');
    expect(judgeDecision('verify', ['report'])).toBe('safe');
    expect(judgeDecision('verify', ['report', 'verify'])).toBe('right');
    expect(judgeDecision('trust', ['report'])).toBe('wrong');
    expect(judgeDecision('report', ['trust'])).toBe('wrong');
    expect(judgeDecision('verify', ['trust'])).toBe('safe');
  });
});

describe('scoring a drill by discrimination', () => {
  it('splits marked hotspots into found and false flags, and scores hits minus false alarms', () => {
    const score = scoreDrill(scam, {
      decision: 'report',
      flags: ['signature', 'deadline-line', 'sender-address'],
    });
    expect(score).toEqual({
      outcome: 'right',
      found: ['sender-address', 'deadline-line'],
      missed: ['link-1'],
      falseFlags: ['signature'],
      discrimination: 2 / 3 - 1 / 3,
      passed: false,
    });
  });

  it('scores 0 for marking every part or none, and 1 for exactly the flags', () => {
    expect(scoreDrill(scam, { decision: 'report', flags: [...scam.hotspotIds] })).toMatchObject({
      discrimination: 0,
      passed: false,
    });
    expect(scoreDrill(scam, { decision: 'report', flags: [] })).toMatchObject({
      discrimination: 0,
      passed: false,
    });
    expect(scoreDrill(scam, { decision: 'report', flags: [...scam.redFlagIds] })).toMatchObject({
      discrimination: 1,
      passed: true,
    });
  });

  it('passes a genuine message only when trusted: a report or a verify treats it as suspect', () => {
    expect(scoreDrill(twin, { decision: 'trust', flags: [] }).passed).toBe(true);
    expect(scoreDrill(twin, { decision: 'verify', flags: [] }).passed).toBe(false);
    expect(scoreDrill(twin, { decision: 'report', flags: [] }).passed).toBe(false);
  });

  it('counts a verify of a scam as telling it apart, and a trust as not', () => {
    const flags = [...scam.redFlagIds];
    expect(scoreDrill(scam, { decision: 'verify', flags }).passed).toBe(true);
    expect(scoreDrill(scam, { decision: 'trust', flags }).passed).toBe(false);
  });

  it('refuses unknown, duplicate and too many flags', () => {
    expect(checkDrillFlags(['link-1'], scam.hotspotIds)).toBeNull();
    expect(checkDrillFlags(['nope'], scam.hotspotIds)).toEqual({ problem: 'unknown', id: 'nope' });
    expect(checkDrillFlags(['link-1', 'link-1'], scam.hotspotIds)).toEqual({
      problem: 'duplicate',
      id: 'link-1',
    });
    expect(checkDrillFlags(['a', 'b', 'c'], ['a', 'b'])).toEqual({ problem: 'too-many' });
    expect(() => scoreDrill(scam, { decision: 'report', flags: ['nope'] })).toThrow(RangeError);
  });
});

describe('a passed drill', () => {
  const base = { outcome: 'right', legitimate: false, redFlags: 3, hotspots: 6 } as const;

  it('needs hits minus false alarms of at least the pass mark, two thirds', () => {
    expect(ECONOMY.drillPassDiscrimination).toBeCloseTo(2 / 3);
    expect(isDrillPassed({ ...base, found: 2, falseFlags: 0 })).toBe(true); // 2/3
    expect(isDrillPassed({ ...base, found: 3, falseFlags: 1 })).toBe(true); // 1 − 1/3
    expect(isDrillPassed({ ...base, found: 2, falseFlags: 1 })).toBe(false); // 1/3
    expect(isDrillPassed({ ...base, found: 3, falseFlags: 2 })).toBe(false); // 1/3
    expect(isDrillPassed({ ...base, found: 1, falseFlags: 0 })).toBe(false); // 1/3
    expect(isDrillPassed({ ...base, redFlags: 4, hotspots: 8, found: 2, falseFlags: 0 })).toBe(
      false,
    ); // half the flags is not enough
    expect(isDrillPassed({ ...base, outcome: 'wrong', found: 3, falseFlags: 0 })).toBe(false);
  });

  it('judges a result stored without its hotspot count by the older rule', () => {
    const old = { ...base, hotspots: null };
    expect(flagDiscrimination({ ...old, found: 2, falseFlags: 2 })).toBeCloseTo(2 / 3);
    expect(flagDiscrimination({ ...old, found: 2, falseFlags: 3 })).toBe(0);
  });
});

describe('the pay of a twin pair', () => {
  it('pays the pair and every flag when both are told apart perfectly', () => {
    const perfect = side(scam, { decision: 'report', flags: [...scam.redFlagIds] });
    expect(computePairPay(perfect, trusted)).toEqual({
      decision: pairPay,
      flags: 3 * flag,
      deduction: 0,
      total: pairPay + 3 * flag,
    });
    // The order of the two does not matter.
    expect(computePairPay(trusted, perfect)).toEqual(computePairPay(perfect, trusted));
    expect(Object.is(computePairPay(perfect, trusted).deduction, 0)).toBe(true);
  });

  it('pays half at the pass mark, rising in a line to the whole for exactly the flags', () => {
    expect(pairPayShare(0.5)).toBe(0);
    expect(pairPayShare(2 / 3)).toBeCloseTo(0.5);
    expect(pairPayShare(5 / 6)).toBeCloseTo(0.75);
    expect(pairPayShare(1)).toBe(1);
    const atMark = side(scam, {
      decision: 'report',
      flags: ['sender-address', 'link-1', 'deadline-line', 'greeting'],
    });
    const full = pairPay + 3 * flag;
    expect(computePairPay(atMark, trusted)).toEqual({
      decision: pairPay,
      flags: 3 * flag,
      deduction: -full / 2,
      total: full / 2,
    });
  });

  it('pays nothing unless both pass', () => {
    const zero = { decision: 0, flags: 0, deduction: 0, total: 0 };
    const perfect = side(scam, { decision: 'report', flags: [...scam.redFlagIds] });
    const reported = side(twin, { decision: 'report', flags: [] });
    const verified = side(twin, { decision: 'verify', flags: [] });
    const everything = side(scam, { decision: 'report', flags: [...scam.hotspotIds] });
    const trustedScam = side(scam, { decision: 'trust', flags: [...scam.redFlagIds] });
    expect(computePairPay(perfect, reported)).toEqual(zero);
    expect(computePairPay(perfect, verified)).toEqual(zero);
    expect(computePairPay(everything, trusted)).toEqual(zero);
    expect(computePairPay(trustedScam, trusted)).toEqual(zero);
  });

  it('refuses two drills of the same kind', () => {
    expect(() => computePairPay(trusted, trusted)).toThrow(RangeError);
  });
});

/** A scam of 2 to 8 hotspots with at least one flag and one other part. */
const scamArbitrary = fc
  .record({
    size: fc.integer({ min: 2, max: 8 }),
    flags: fc.integer({ min: 1, max: 7 }),
    rightDecisions: fc.subarray(['report', 'verify'] as const, { minLength: 1 }),
  })
  .filter(({ size, flags }) => flags < size)
  .map(({ size, flags, rightDecisions }): DrillTruth => {
    const hotspotIds = Array.from({ length: size }, (_, i) => `part-${i}`);
    return {
      legitimate: false,
      rightDecisions: [...rightDecisions],
      redFlagIds: hotspotIds.slice(0, flags),
      hotspotIds,
    };
  });

const answerFor = (truth: DrillTruth) =>
  fc.record({
    decision: fc.constantFrom(...DRILL_DECISIONS),
    flags: fc.shuffledSubarray([...truth.hotspotIds]),
  });

describe('pay, for any scam and any answers to the pair', () => {
  it('is never below 0, its parts add up, and it never exceeds a perfect answer', () => {
    fc.assert(
      fc.property(
        scamArbitrary.chain((truth) =>
          fc.tuple(fc.constant(truth), answerFor(truth), fc.constantFrom(...DRILL_DECISIONS)),
        ),
        ([truth, answer, genuineDecision]) => {
          const genuine: DrillTruth = { ...twin, hotspotIds: truth.hotspotIds };
          const pay = computePairPay(
            side(truth, answer),
            side(genuine, { decision: genuineDecision, flags: [] }),
          );
          const best = pairPay + truth.redFlagIds.length * flag;
          expect(pay.total).toBeGreaterThanOrEqual(0);
          expect(pay.total).toBeLessThanOrEqual(best);
          expect(pay.deduction).toBeLessThanOrEqual(0);
          expect(pay.decision + pay.flags + pay.deduction).toBe(pay.total);
          if (pay.total > 0) expect(pay.total).toBeGreaterThanOrEqual(Math.floor(best / 2));
          if (genuineDecision !== 'trust' || answer.decision === 'trust') expect(pay.total).toBe(0);
        },
      ),
    );
  });

  it('pays nothing for marking every part, whatever the decisions', () => {
    fc.assert(
      fc.property(scamArbitrary, (truth) => {
        const all = side(truth, { decision: 'report', flags: [...truth.hotspotIds] });
        expect(flagDiscrimination(all)).toBe(0);
        expect(computePairPay(all, trusted).total).toBe(0);
      }),
    );
  });
});
