import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDrillFlags,
  computeDrillPay,
  DRILL_DECISIONS,
  type DrillTruth,
  isDrillPassed,
  judgeDecision,
  scoreDrill,
} from './drill-score';
import { ECONOMY } from './economy';

const scam: DrillTruth = {
  legitimate: false,
  rightDecisions: ['report'],
  redFlagIds: ['sender-address', 'link-1', 'deadline-line'],
  hotspotIds: ['sender-address', 'greeting', 'link-1', 'deadline-line', 'signature'],
};

const legit: DrillTruth = {
  legitimate: true,
  rightDecisions: ['trust'],
  redFlagIds: [],
  hotspotIds: ['sender-address', 'link-1', 'amount-line'],
};

const right = ECONOMY.drillRightDecisionPay;
const safe = ECONOMY.drillSafeDecisionPay;
const flag = ECONOMY.drillFlagFoundPay;
const penalty = ECONOMY.drillFalseFlagPenalty;

describe('judging the decision', () => {
  it('is right when listed, safe for an unlisted verify, and wrong otherwise', () => {
    expect(judgeDecision('report', ['report'])).toBe('right');
    expect(judgeDecision('verify', ['report'])).toBe('safe');
    expect(judgeDecision('verify', ['report', 'verify'])).toBe('right');
    expect(judgeDecision('trust', ['report'])).toBe('wrong');
    expect(judgeDecision('report', ['trust'])).toBe('wrong');
  });
});

describe('scoring a drill', () => {
  it('splits marked hotspots into found and false flags, and lists the missed, in hotspot order', () => {
    const score = scoreDrill(scam, {
      decision: 'report',
      flags: ['signature', 'deadline-line', 'sender-address'],
    });
    expect(score).toEqual({
      outcome: 'right',
      found: ['sender-address', 'deadline-line'],
      missed: ['link-1'],
      falseFlags: ['signature'],
      pay: {
        decision: right,
        flags: 2 * flag,
        falseFlags: -penalty,
        total: right + 2 * flag - penalty,
      },
    });
  });

  it('pays the right decision plus every flag found on a perfect answer', () => {
    const score = scoreDrill(scam, {
      decision: 'report',
      flags: ['link-1', 'sender-address', 'deadline-line'],
    });
    expect(score.pay).toEqual({
      decision: right,
      flags: 3 * flag,
      falseFlags: 0,
      total: right + 3 * flag,
    });
    expect(Object.is(score.pay.falseFlags, 0)).toBe(true);
  });

  it('pays nothing at all for trusting a scam or reporting a legitimate message', () => {
    const zero = { decision: 0, flags: 0, falseFlags: 0, total: 0 };
    expect(scoreDrill(scam, { decision: 'trust', flags: ['link-1'] })).toMatchObject({
      outcome: 'wrong',
      found: ['link-1'],
      pay: zero,
    });
    expect(scoreDrill(legit, { decision: 'report', flags: [] })).toMatchObject({
      outcome: 'wrong',
      pay: zero,
    });
  });

  it('pays nothing for a right report of a scam that points to no red flag', () => {
    const zero = { decision: 0, flags: 0, falseFlags: 0, total: 0 };
    expect(scoreDrill(scam, { decision: 'report', flags: [] })).toMatchObject({
      outcome: 'right',
      pay: zero,
    });
    expect(scoreDrill(scam, { decision: 'verify', flags: ['greeting'] }).pay).toEqual(zero);
    // One red flag found is enough for the decision to count.
    expect(scoreDrill(scam, { decision: 'report', flags: ['link-1'] }).pay.total).toBe(
      right + flag,
    );
  });

  it('pays the safe amount for an unlisted verify, and false flags cost on a legitimate message', () => {
    expect(scoreDrill(legit, { decision: 'verify', flags: [] }).pay.total).toBe(safe);
    expect(scoreDrill(legit, { decision: 'trust', flags: [] }).pay.total).toBe(right);
    expect(scoreDrill(legit, { decision: 'trust', flags: ['link-1'] }).pay).toEqual({
      decision: right,
      flags: 0,
      falseFlags: -penalty,
      total: right - penalty,
    });
  });

  it('never takes off more than was earned', () => {
    expect(
      scoreDrill(legit, { decision: 'verify', flags: ['sender-address', 'link-1', 'amount-line'] })
        .pay,
    ).toEqual({ decision: safe, flags: 0, falseFlags: -safe, total: 0 });
  });

  it('refuses unknown, duplicate and too many flags', () => {
    expect(checkDrillFlags(['link-1'], scam.hotspotIds)).toBeNull();
    expect(checkDrillFlags(['nope'], scam.hotspotIds)).toEqual({ problem: 'unknown', id: 'nope' });
    expect(checkDrillFlags(['link-1', 'link-1'], scam.hotspotIds)).toEqual({
      problem: 'duplicate',
      id: 'link-1',
    });
    expect(checkDrillFlags(['a', 'b', 'c', 'd'], legit.hotspotIds)).toEqual({
      problem: 'too-many',
    });
    expect(() => scoreDrill(scam, { decision: 'report', flags: ['nope'] })).toThrow(RangeError);
    expect(() => scoreDrill(legit, { decision: 'report', flags: ['a', 'b', 'c', 'd'] })).toThrow(
      /too-many/,
    );
  });
});

describe('a passed drill (reviews and the drill of the day)', () => {
  it('needs the right decision and, for a scam, half the flags with no more false flags than found', () => {
    const base = { outcome: 'right', legitimate: false, redFlags: 3 } as const;
    expect(isDrillPassed({ ...base, found: 2, falseFlags: 0 })).toBe(true);
    expect(isDrillPassed({ ...base, found: 2, falseFlags: 2 })).toBe(true);
    expect(isDrillPassed({ ...base, found: 2, falseFlags: 3 })).toBe(false);
    expect(isDrillPassed({ ...base, found: 1, falseFlags: 0 })).toBe(false);
    expect(isDrillPassed({ ...base, redFlags: 2, found: 1, falseFlags: 0 })).toBe(true);
    expect(isDrillPassed({ ...base, outcome: 'safe', found: 3, falseFlags: 0 })).toBe(false);
    expect(
      isDrillPassed({ outcome: 'right', legitimate: true, redFlags: 0, found: 0, falseFlags: 2 }),
    ).toBe(true);
    expect(
      isDrillPassed({ outcome: 'wrong', legitimate: true, redFlags: 0, found: 0, falseFlags: 0 }),
    ).toBe(false);
  });
});

/** A drill of 1 to 8 hotspots, some of them red flags, with any right decisions. */
const drillArbitrary = fc
  .record({
    size: fc.integer({ min: 1, max: 8 }),
    flagMask: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    rightDecisions: fc.subarray([...DRILL_DECISIONS], { minLength: 1 }),
  })
  .map(({ size, flagMask, rightDecisions }): DrillTruth => {
    const hotspotIds = Array.from({ length: size }, (_, i) => `part-${i}`);
    const redFlagIds = hotspotIds.filter((_, i) => flagMask[i]);
    return { legitimate: redFlagIds.length === 0, rightDecisions, redFlagIds, hotspotIds };
  });

const answerFor = (truth: DrillTruth) =>
  fc.record({
    decision: fc.constantFrom(...DRILL_DECISIONS),
    flags: fc.shuffledSubarray([...truth.hotspotIds]),
  });

describe('pay, for any drill and any answer', () => {
  it('is never below 0, and its parts add up to the total', () => {
    fc.assert(
      fc.property(
        drillArbitrary.chain((truth) => fc.tuple(fc.constant(truth), answerFor(truth))),
        ([truth, answer]) => {
          const { pay } = scoreDrill(truth, answer);
          expect(pay.total).toBeGreaterThanOrEqual(0);
          expect(pay.falseFlags).toBeLessThanOrEqual(0);
          expect(pay.decision + pay.flags + pay.falseFlags).toBe(pay.total);
        },
      ),
    );
  });

  it('is 0 for a wrong decision, whatever the flags', () => {
    fc.assert(
      fc.property(
        drillArbitrary.chain((truth) => fc.tuple(fc.constant(truth), answerFor(truth))),
        ([truth, answer]) => {
          const score = scoreDrill(truth, answer);
          if (judgeDecision(answer.decision, truth.rightDecisions) === 'wrong') {
            expect(score.outcome).toBe('wrong');
            expect(score.pay.total).toBe(0);
          } else {
            expect(score.pay.total).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('grows with each red flag found and falls with each false flag, until it reaches 0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'right' | 'safe'>('right', 'safe'),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (outcome, found, falseFlags) => {
          const pay = computeDrillPay(outcome, found, falseFlags).total;
          const oneMoreFound = computeDrillPay(outcome, found + 1, falseFlags).total;
          const oneMoreFalse = computeDrillPay(outcome, found, falseFlags + 1).total;
          expect(oneMoreFound).toBeGreaterThanOrEqual(pay);
          expect(oneMoreFalse).toBeLessThanOrEqual(pay);
          // Strictly, except where the total is already held at 0.
          if (oneMoreFound > 0) expect(oneMoreFound).toBeGreaterThan(pay);
          if (pay > 0) expect(oneMoreFalse).toBeLessThan(pay);
        },
      ),
    );
  });

  it('is higher when a marked hotspot is a red flag than when the same answer misses it', () => {
    fc.assert(
      fc.property(
        drillArbitrary.chain((truth) => fc.tuple(fc.constant(truth), answerFor(truth))),
        ([truth, answer]) => {
          const missedFlag = truth.redFlagIds.find((id) => !answer.flags.includes(id));
          if (missedFlag === undefined) return;
          const before = scoreDrill(truth, answer);
          const after = scoreDrill(truth, { ...answer, flags: [...answer.flags, missedFlag] });
          expect(after.found.length).toBe(before.found.length + 1);
          if (before.outcome === 'wrong') expect(after.pay.total).toBe(0);
          else expect(after.pay.total).toBeGreaterThanOrEqual(before.pay.total);
        },
      ),
    );
  });
});
