import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOTSTRAP_SEED,
  DEFAULT_RESAMPLES,
  EFFECT_SIZE_LABEL,
  hedgesCorrection,
  type PairedEffect,
  type PairedScores,
  pairedEffectFromMoments,
  pairedEffectSize,
  quantileOfSorted,
} from './effect-size';
import { createRandom } from './random';

const fromChanges = (changes: readonly number[]): PairedScores[] =>
  changes.map((change, index) => ({ pre: index, post: index + change }));

/** No field of the result is NaN, whatever the input. */
function expectNoNaN(effect: PairedEffect): void {
  for (const value of Object.values(effect)) {
    if (typeof value === 'number') expect(value).not.toBeNaN();
  }
}

describe("Hedges' correction", () => {
  it('is 1 − 3/(4·df − 1)', () => {
    expect(hedgesCorrection(1)).toBe(0);
    expect(hedgesCorrection(4)).toBeCloseTo(0.8, 15);
    expect(hedgesCorrection(59)).toBeCloseTo(1 - 3 / 235, 15);
  });

  it('refuses a df below 1 or not whole', () => {
    expect(() => hedgesCorrection(0)).toThrow(RangeError);
    expect(() => hedgesCorrection(2.5)).toThrow(RangeError);
  });
});

describe('quantiles of sorted values', () => {
  it('interpolates between order statistics', () => {
    expect(quantileOfSorted([1, 2, 3, 4], 0)).toBe(1);
    expect(quantileOfSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantileOfSorted([1, 2, 3, 4], 1)).toBe(4);
    expect(quantileOfSorted([10, 20, 30, 40, 50], 0.1)).toBeCloseTo(14, 12);
    expect(quantileOfSorted([7], 0.3)).toBe(7);
    expect(() => quantileOfSorted([], 0.5)).toThrow(RangeError);
  });
});

describe("Hedges' g (paired, g_z)", () => {
  it('is named for the screen', () => {
    expect(EFFECT_SIZE_LABEL).toBe("Hedges' g (paired, g_z)");
  });

  it('matches a hand computation: five players, accuracy on four items', () => {
    // Changes .25, .25, 0, .25, .25: mean .2, SD √.0125, d_z = 1.78885, J = 1 − 3/15 = 0.8.
    const effect = pairedEffectSize(
      [
        { pre: 0.5, post: 0.75 },
        { pre: 0.25, post: 0.5 },
        { pre: 0.5, post: 0.5 },
        { pre: 0.75, post: 1 },
        { pre: 0.5, post: 0.75 },
      ],
      { resamples: 0 },
    );
    expect(effect.n).toBe(5);
    expect(effect.meanPre).toBeCloseTo(0.5, 15);
    expect(effect.meanPost).toBeCloseTo(0.7, 15);
    expect(effect.meanChange).toBeCloseTo(0.2, 15);
    expect(effect.sdChange).toBeCloseTo(0.11180339887498948, 14);
    expect(effect.dz).toBeCloseTo(1.788854381999832, 12);
    expect(effect.correction).toBeCloseTo(0.8, 15);
    expect(effect.g).toBeCloseTo(1.4310835055998656, 12);
    expect(effect.reason).toBeNull();
    // SE = J·√(1/n + d_z²/(2n)) = 0.8·√0.52.
    expect(effect.standardError).toBeCloseTo(0.5768882040742384, 12);
    expect(effect.normalInterval!.lower).toBeCloseTo(0.3004034025083655, 10);
    expect(effect.normalInterval!.upper).toBeCloseTo(2.5617636086913658, 10);
    expect(effect.bootstrapInterval).toBeNull();
    expect(effect.interval).toEqual(effect.normalInterval);
  });

  it('matches a hand computation with mixed signs and a 90% interval', () => {
    const effect = pairedEffectSize(fromChanges([3, -1, 4, 1, -5, 9, 2, 6]), {
      resamples: 0,
      confidence: 0.9,
    });
    expect(effect.meanChange).toBeCloseTo(2.375, 14);
    expect(effect.sdChange).toBeCloseTo(4.274091382136927, 12);
    expect(effect.correction).toBeCloseTo(8 / 9, 15);
    expect(effect.g).toBeCloseTo(0.4939321419130759, 12);
    expect(effect.normalInterval!.lower).toBeCloseTo(-0.0614672255371943, 10);
    expect(effect.normalInterval!.upper).toBeCloseTo(1.0493315093633462, 10);
    expect(effect.confidence).toBe(0.9);
  });

  it('is negative when scores fell', () => {
    const effect = pairedEffectSize(fromChanges([-3, 1, -4, -1, 5, -9, -2, -6]), { resamples: 0 });
    expect(effect.g).toBeCloseTo(-0.4939321419130759, 12);
  });

  it('returns null g, with a reason and no NaN, below 3 people', () => {
    const none = pairedEffectSize([]);
    expect(none).toMatchObject({ n: 0, g: null, reason: 'too-few', meanChange: null });
    expectNoNaN(none);
    const one = pairedEffectSize([{ pre: 0.25, post: 0.75 }]);
    expect(one).toMatchObject({
      n: 1,
      g: null,
      reason: 'too-few',
      meanChange: 0.5,
      sdChange: null,
    });
    expectNoNaN(one);
    // With two people df = 1 and J = 0: a g of 0 would be misleading.
    const two = pairedEffectSize(fromChanges([0.25, 0.5]));
    expect(two).toMatchObject({ n: 2, g: null, reason: 'too-few', correction: null });
    expect(two.sdChange).toBeGreaterThan(0);
    expectNoNaN(two);
  });

  it('returns null g when everyone changed by the same amount', () => {
    const same = pairedEffectSize(fromChanges([0.25, 0.25, 0.25, 0.25]));
    expect(same).toMatchObject({ g: null, reason: 'no-variation', meanChange: 0.25, sdChange: 0 });
    expect(same.interval).toBeNull();
    expectNoNaN(same);
    const flat = pairedEffectSize(fromChanges([0, 0, 0]));
    expect(flat).toMatchObject({ g: null, reason: 'no-variation', meanChange: 0 });
    expectNoNaN(flat);
  });

  it('refuses scores that are not finite and bad options', () => {
    expect(() => pairedEffectSize([{ pre: Number.NaN, post: 1 }])).toThrow(RangeError);
    expect(() => pairedEffectSize([{ pre: 0, post: Number.POSITIVE_INFINITY }])).toThrow(
      RangeError,
    );
    expect(() => pairedEffectSize([], { resamples: -1 })).toThrow(RangeError);
    expect(() => pairedEffectSize([], { resamples: 1.5 })).toThrow(RangeError);
    expect(() => pairedEffectSize([], { confidence: 1 })).toThrow(RangeError);
  });
});

describe('the bootstrap interval over persons', () => {
  const random = createRandom(7);
  const normal = (): number => {
    // Box–Muller from the engine's generator.
    const u = 1 - random.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
  };
  const big = Array.from({ length: 200 }, () => 0.4 + normal());
  const small = [0.25, 0, 0.5, 0.25, -0.25, 0.5, 0.25, 0, 0.75, 0.25, 0.5, -0.25];

  it('is seeded: the same data and seed give the same interval, 2,000 resamples by default', () => {
    const first = pairedEffectSize(fromChanges(small));
    const again = pairedEffectSize(fromChanges(small), { seed: DEFAULT_BOOTSTRAP_SEED });
    expect(first.resamples).toBe(DEFAULT_RESAMPLES);
    expect(DEFAULT_RESAMPLES).toBeGreaterThanOrEqual(2000);
    expect(first.bootstrapInterval).toEqual(again.bootstrapInterval);
    expect(first.interval).toEqual(first.bootstrapInterval);
    const other = pairedEffectSize(fromChanges(small), { seed: 99 });
    expect(other.bootstrapInterval).not.toEqual(first.bootstrapInterval);
  });

  it('brackets g and agrees with the normal interval on a large sample', () => {
    const effect = pairedEffectSize(fromChanges(big), { seed: 3 });
    const boot = effect.bootstrapInterval!;
    const approx = effect.normalInterval!;
    expect(boot.lower).toBeLessThan(effect.g!);
    expect(boot.upper).toBeGreaterThan(effect.g!);
    expect(effect.usableResamples).toBe(DEFAULT_RESAMPLES);
    const bootWidth = boot.upper - boot.lower;
    const normalWidth = approx.upper - approx.lower;
    expect(bootWidth / normalWidth).toBeGreaterThan(0.85);
    expect(bootWidth / normalWidth).toBeLessThan(1.15);
    expect(Math.abs(boot.lower - approx.lower)).toBeLessThan(0.05);
    expect(Math.abs(boot.upper - approx.upper)).toBeLessThan(0.05);
  });

  it('leaves out resamples whose changes are all equal, and gives no interval from too few', () => {
    // [0, 0, 1]: a resample is all 0s or all 1s one time in three.
    const changes = fromChanges([0, 0, 1]);
    const many = pairedEffectSize(changes, { resamples: 3000, seed: 5 });
    expect(many.usableResamples).toBeLessThan(3000);
    expect(many.usableResamples).toBeGreaterThan(1800);
    expect(many.bootstrapInterval).not.toBeNull();
    const outcomes = Array.from({ length: 40 }, (_, seed) =>
      pairedEffectSize(changes, { resamples: 1, seed }),
    );
    const unusable = outcomes.find((effect) => effect.usableResamples === 0)!;
    expect(unusable.bootstrapInterval).toBeNull();
    expect(unusable.interval).toEqual(unusable.normalInterval);
    const usable = outcomes.find((effect) => effect.usableResamples === 1)!;
    expect(usable.bootstrapInterval!.lower).toBe(usable.bootstrapInterval!.upper);
  });
});

describe('the effect from moments', () => {
  it('gives the same g and normal interval as the people themselves', () => {
    const pairs = Array.from({ length: 40 }, (_, i) => ({
      pre: (i % 7) / 7,
      post: ((i * 3) % 11) / 11 + 0.1,
    }));
    const full = pairedEffectSize(pairs, { resamples: 200 });
    const changes = pairs.map((p) => p.post - p.pre);
    const meanChange = changes.reduce((a, b) => a + b, 0) / changes.length;
    const sdChange = Math.sqrt(
      changes.reduce((a, b) => a + (b - meanChange) ** 2, 0) / (changes.length - 1),
    );
    const fromMoments = pairedEffectFromMoments({
      n: pairs.length,
      meanPre: full.meanPre ?? 0,
      meanPost: full.meanPost ?? 0,
      meanChange,
      sdChange,
    });
    expect(fromMoments.g).toBeCloseTo(full.g ?? Number.NaN, 12);
    expect(fromMoments.interval?.lower).toBeCloseTo(full.normalInterval?.lower ?? Number.NaN, 12);
    expect(fromMoments.interval?.upper).toBeCloseTo(full.normalInterval?.upper ?? Number.NaN, 12);
    expect(fromMoments.bootstrapInterval).toBeNull();
  });

  it('says why there is no g for too few people or no variation', () => {
    const base = { meanPre: 0.5, meanPost: 0.6, meanChange: 0.1, sdChange: 0.2 };
    expect(pairedEffectFromMoments({ ...base, n: 2 })).toMatchObject({
      g: null,
      reason: 'too-few',
    });
    expect(pairedEffectFromMoments({ ...base, n: 10, sdChange: 0 })).toMatchObject({
      g: null,
      reason: 'no-variation',
    });
  });
});
