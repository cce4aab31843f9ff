import { describe, expect, it } from 'vitest';
import { pairedEffectSize } from './effect-size';
import { type LearningRow, summariseLearning } from './learning-summary';
import { detectionStats } from './signal-detection';

const decisions = (hits: number, falseAlarms: number) => ({
  hits,
  scams: 2,
  falseAlarms,
  genuine: 2,
});

/** Four players paired on social (p4 without decision items), p5 only before; cyber partly. */
const ROWS: readonly LearningRow[] = [
  {
    playerId: 'p1',
    family: 'social',
    phase: 'pre',
    form: 'A',
    correct: 2,
    total: 4,
    ...decisions(1, 1),
  },
  {
    playerId: 'p1',
    family: 'social',
    phase: 'post',
    form: 'B',
    correct: 4,
    total: 4,
    ...decisions(2, 0),
  },
  // A retake: not a first attempt.
  {
    playerId: 'p1',
    family: 'social',
    phase: 'post',
    form: 'B',
    correct: 0,
    total: 4,
    firstAttempt: false,
  },
  {
    playerId: 'p2',
    family: 'social',
    phase: 'pre',
    form: 'B',
    correct: 1,
    total: 4,
    ...decisions(0, 1),
  },
  {
    playerId: 'p2',
    family: 'social',
    phase: 'post',
    form: 'A',
    correct: 3,
    total: 4,
    ...decisions(2, 1),
  },
  {
    playerId: 'p3',
    family: 'social',
    phase: 'pre',
    form: 'A',
    correct: 3,
    total: 4,
    ...decisions(2, 1),
  },
  // p3's post-check in two rows, added up: 3 of 4, 1 hit of 2 scams, 0 false alarms of 2 genuine.
  {
    playerId: 'p3',
    family: 'social',
    phase: 'post',
    form: 'B',
    correct: 2,
    total: 3,
    hits: 1,
    scams: 2,
    falseAlarms: 0,
    genuine: 1,
  },
  { playerId: 'p3', family: 'social', phase: 'post', form: 'B', correct: 1, total: 1, genuine: 1 },
  { playerId: 'p4', family: 'social', phase: 'pre', form: 'B', correct: 2, total: 4 },
  { playerId: 'p4', family: 'social', phase: 'post', form: 'A', correct: 4, total: 4 },
  { playerId: 'p5', family: 'social', phase: 'pre', form: 'A', correct: 2, total: 4 },
  { playerId: 'p1', family: 'cyber', phase: 'pre', form: 'A', correct: 1, total: 2 },
  { playerId: 'p1', family: 'cyber', phase: 'post', form: 'B', correct: 2, total: 2 },
  { playerId: 'p2', family: 'cyber', phase: 'pre', form: 'B', correct: 0, total: 2 },
  { playerId: 'p2', family: 'cyber', phase: 'post', form: 'A', correct: 1, total: 2 },
  { playerId: 'p3', family: 'cyber', phase: 'post', form: 'B', correct: 2, total: 2 },
];

const dPrime = (hits: number, scams: number, falseAlarms: number, genuine: number) =>
  detectionStats({ hits, scams, falseAlarms, genuine }).dPrime;

describe('summariseLearning', () => {
  const summary = summariseLearning(ROWS, { resamples: 0 });
  const social = summary.families.find((group) => group.group === 'social')!;
  const cyber = summary.families.find((group) => group.group === 'cyber')!;

  it('reports each family in the order the rows name them, and leaves retakes out', () => {
    expect(summary.families.map((group) => group.group)).toEqual(['social', 'cyber']);
    expect(summary.excludedRows).toBe(1);
  });

  it('pairs the players of a family and computes accuracy and g on their scores', () => {
    expect(social.n).toBe(4);
    expect(social.accuracyPre).toBeCloseTo((0.5 + 0.25 + 0.75 + 0.5) / 4, 14);
    expect(social.accuracyPost).toBeCloseTo((1 + 0.75 + 0.75 + 1) / 4, 14);
    expect(social.accuracyChange).toBeCloseTo(0.375, 14);
    const expected = pairedEffectSize(
      [
        { pre: 0.5, post: 1 },
        { pre: 0.25, post: 0.75 },
        { pre: 0.75, post: 0.75 },
        { pre: 0.5, post: 1 },
      ],
      { resamples: 0 },
    );
    expect(social.effect.g).toBeCloseTo(expected.g!, 14);
    // Changes .5, .5, 0, .5: mean .375, SD .25, d_z 1.5, J = 1 − 3/11.
    expect(social.effect.g).toBeCloseTo(1.5 * (1 - 3 / 11), 12);
    expect(social.effect.normalInterval).toEqual(expected.normalInterval);
  });

  it('computes the mean d′ before and after over players with both kinds of decision', () => {
    expect(social.dPrime.n).toBe(3);
    const pre = [dPrime(1, 2, 1, 2), dPrime(0, 2, 1, 2), dPrime(2, 2, 1, 2)];
    const post = [dPrime(2, 2, 0, 2), dPrime(2, 2, 1, 2), dPrime(1, 2, 0, 2)];
    const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
    expect(social.dPrime.meanPre).toBeCloseTo(mean(pre), 12);
    expect(social.dPrime.meanPost).toBeCloseTo(mean(post), 12);
    expect(social.dPrime.meanChange).toBeCloseTo(mean(post) - mean(pre), 12);
    expect(social.dPrime.meanChange).toBeGreaterThan(0);
    expect(social.dPrime.effect.n).toBe(3);
    expect(social.dPrime.effect.g).not.toBeNull();
  });

  it('gives the mean change per form order', () => {
    expect(social.orders).toEqual([
      { preForm: 'A', postForm: 'B', n: 2, meanChange: 0.25 },
      { preForm: 'B', postForm: 'A', n: 2, meanChange: 0.5 },
    ]);
  });

  it('returns a family with two paired players without g, and without NaN', () => {
    expect(cyber.n).toBe(2);
    expect(cyber.accuracyPre).toBeCloseTo(0.25, 14);
    expect(cyber.accuracyPost).toBeCloseTo(0.75, 14);
    expect(cyber.effect).toMatchObject({ g: null, reason: 'too-few' });
    expect(cyber.dPrime).toMatchObject({ n: 0, meanPre: null, meanChange: null });
  });

  it('adds up, overall, only the families a player has in both phases', () => {
    const { overall } = summary;
    expect(overall.group).toBe('overall');
    expect(overall.n).toBe(4);
    // p1 3/6 → 6/6, p2 1/6 → 4/6, p3 3/4 → 3/4 (cyber only after: left out), p4 2/4 → 4/4.
    const pairs = [
      { pre: 3 / 6, post: 1 },
      { pre: 1 / 6, post: 4 / 6 },
      { pre: 3 / 4, post: 3 / 4 },
      { pre: 2 / 4, post: 1 },
    ];
    const expected = pairedEffectSize(pairs, { resamples: 0 });
    expect(overall.accuracyPre).toBeCloseTo(expected.meanPre!, 14);
    expect(overall.accuracyPost).toBeCloseTo(expected.meanPost!, 14);
    expect(overall.effect.g).toBeCloseTo(expected.g!, 12);
    expect(overall.dPrime.n).toBe(3);
  });

  it('reports the families asked for, in that order, empty ones included', () => {
    const asked = summariseLearning(
      [...ROWS, { playerId: 'p1', family: 'physical', phase: 'pre', correct: 1, total: 1 }],
      { families: ['cyber', 'social', 'insider'], resamples: 0 },
    );
    expect(asked.families.map((group) => group.group)).toEqual(['cyber', 'social', 'insider']);
    const insider = asked.families[2]!;
    expect(insider).toMatchObject({ n: 0, accuracyPre: null, accuracyChange: null });
    expect(insider.effect).toMatchObject({ g: null, reason: 'too-few' });
    expect(insider.orders).toEqual([]);
    expect(asked.overall.n).toBe(4);
  });

  it('bootstraps with 2,000 resamples by default, repeatably, from the seed', () => {
    // 40 players with varied scores, so that the percentiles move with the seed.
    const rows: LearningRow[] = Array.from({ length: 40 }, (_, player) => [
      { playerId: `q${player}`, family: 'social', phase: 'pre', correct: player % 5, total: 8 },
      {
        playerId: `q${player}`,
        family: 'social',
        phase: 'post',
        correct: (player * 7) % 9,
        total: 8,
      },
    ]).flat() as LearningRow[];
    const first = summariseLearning(rows);
    const again = summariseLearning(rows);
    const seeded = summariseLearning(rows, { seed: 12345 });
    const boot = first.families[0]!.effect;
    expect(boot.resamples).toBe(2000);
    expect(boot.bootstrapInterval).not.toBeNull();
    expect(boot.interval).toEqual(boot.bootstrapInterval);
    expect(again.families[0]!.effect.bootstrapInterval).toEqual(boot.bootstrapInterval);
    expect(seeded.families[0]!.effect.bootstrapInterval).not.toEqual(boot.bootstrapInterval);
    // The family's and the overall's streams differ, though their scores are the same here.
    expect(first.overall.effect.g).toBe(boot.g);
    expect(first.overall.effect.bootstrapInterval).not.toEqual(boot.bootstrapInterval);
  });

  it('refuses impossible counts', () => {
    const base = { playerId: 'x', family: 'social', phase: 'pre' } as const;
    expect(() => summariseLearning([{ ...base, correct: 5, total: 4 }])).toThrow(RangeError);
    expect(() => summariseLearning([{ ...base, correct: 0, total: -1 }])).toThrow(RangeError);
    expect(() => summariseLearning([{ ...base, correct: 0.5, total: 1 }])).toThrow(RangeError);
    expect(() => summariseLearning([{ ...base, correct: 1, total: 2, hits: 3, scams: 2 }])).toThrow(
      RangeError,
    );
  });
});
