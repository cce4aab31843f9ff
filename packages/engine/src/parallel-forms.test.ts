import { describe, expect, it } from 'vitest';
import {
  assembleForms,
  difficultyFromTallies,
  estimateDifficulty,
  type FirstAttempt,
  FORM_LABELS,
  type FormItem,
  fitRasch,
  formOrderFor,
  itemsLinked,
} from './parallel-forms';
import { drawNormal } from './planted-effect';
import { createRandom, deriveSeed } from './random';

const FAMILIES = ['social', 'cyber', 'identity', 'insider', 'physical'] as const;

/** A pool like the measurement pool: `size` items a family, half scams, difficulties N(0, 1). */
function realisticPool(seed: number, size = 12): FormItem[] {
  const random = createRandom(seed);
  return FAMILIES.flatMap((family) =>
    Array.from({ length: size }, (_, index) => ({
      id: `${family}-${index}`,
      family,
      kind: index % 2 === 0 ? 'scam' : 'genuine',
      difficulty: drawNormal(random),
    })),
  );
}

/** Rasch answers of `persons` people to every item of `difficulties`. */
function simulateAnswers(
  seed: number,
  persons: number,
  difficulties: readonly number[],
): { attempts: FirstAttempt[]; abilities: number[] } {
  const random = createRandom(seed);
  const abilities = Array.from({ length: persons }, () => drawNormal(random));
  const attempts: FirstAttempt[] = [];
  abilities.forEach((ability, person) => {
    difficulties.forEach((difficulty, item) => {
      const p = 1 / (1 + Math.exp(-(ability - difficulty)));
      attempts.push({ itemId: `i${item}`, personId: `p${person}`, correct: random.next() < p });
    });
  });
  return { attempts, abilities };
}

function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = ys.reduce((s, y) => s + y, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, index) => {
    const y = ys[index]!;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

describe('item difficulty by proportion correct', () => {
  it('shrinks each item towards the pool by a small prior, from first attempts only', () => {
    const attempts: FirstAttempt[] = [
      { itemId: 'easy', personId: 'a', correct: true },
      { itemId: 'easy', personId: 'b', correct: true },
      { itemId: 'easy', personId: 'c', correct: true },
      { itemId: 'hard', personId: 'a', correct: false },
      { itemId: 'hard', personId: 'b', correct: false },
      { itemId: 'hard', personId: 'c', correct: true },
      // A retake of "hard" by a: not a first attempt.
      { itemId: 'hard', personId: 'a', correct: true },
    ];
    const [easy, hard] = estimateDifficulty(attempts);
    // Pool: 4 of 6 right → (4 + 0.5) / 7. Easy: (3 + 2·4.5/7) / 5; hard: (1 + 2·4.5/7) / 5.
    const pool = 4.5 / 7;
    expect(easy).toMatchObject({ itemId: 'easy', attempts: 3, correct: 3 });
    expect(easy!.proportionCorrect).toBeCloseTo((3 + 2 * pool) / 5, 14);
    expect(hard).toMatchObject({ itemId: 'hard', attempts: 3, correct: 1 });
    expect(hard!.proportionCorrect).toBeCloseTo((1 + 2 * pool) / 5, 14);
    const p = hard!.proportionCorrect;
    expect(hard!.difficulty).toBeCloseTo(Math.log((1 - p) / p), 14);
    expect(easy!.difficulty).toBeLessThan(hard!.difficulty);
    expect(Number.isFinite(easy!.difficulty)).toBe(true);
  });

  it('takes the prior as an option and refuses a prior that is not positive', () => {
    const attempts: FirstAttempt[] = [{ itemId: 'x', personId: 'a', correct: true }];
    const strong = estimateDifficulty(attempts, { prior: 100 })[0]!;
    expect(strong.proportionCorrect).toBeLessThan(0.76);
    expect(() => estimateDifficulty(attempts, { prior: 0 })).toThrow(RangeError);
  });

  it('gives the same from counts summed elsewhere (a database) as from the attempts', () => {
    const { attempts } = simulateAnswers(21, 40, [-1, 0, 0.5, 2]);
    const fromAttempts = estimateDifficulty(attempts);
    const tallies = fromAttempts.map(({ itemId, attempts: n, correct }) => ({
      itemId,
      attempts: n,
      correct,
    }));
    expect(difficultyFromTallies(tallies)).toEqual(fromAttempts);
    expect(difficultyFromTallies(tallies, { prior: 5 })).toEqual(
      estimateDifficulty(attempts, { prior: 5 }),
    );
    expect(() => difficultyFromTallies([{ itemId: 'x', attempts: 2, correct: 3 }])).toThrow(
      RangeError,
    );
  });
});

describe('a linked design', () => {
  const answer = (personId: string, itemId: string): FirstAttempt => ({
    itemId,
    personId,
    correct: true,
  });

  it('ties forms answered by the same people, directly or through a chain', () => {
    expect(
      itemsLinked([answer('p', 'a1'), answer('p', 'a2'), answer('q', 'a2'), answer('q', 'b1')]),
    ).toBe(true);
    expect(
      itemsLinked([
        answer('p', 'a1'),
        answer('p', 'b1'),
        answer('q', 'b1'),
        answer('q', 'c1'),
        answer('r', 'c1'),
      ]),
    ).toBe(true);
  });

  it('is not linked when groups of people answer separate forms, or nothing is answered', () => {
    expect(
      itemsLinked([answer('p', 'a1'), answer('p', 'a2'), answer('q', 'b1'), answer('q', 'b2')]),
    ).toBe(false);
    expect(itemsLinked([])).toBe(false);
    // A person and an item of the same name are not the same node.
    expect(itemsLinked([answer('x', 'y'), answer('y', 'x')])).toBe(false);
  });
});

describe('item difficulty by the Rasch model (joint maximum likelihood)', () => {
  const random = createRandom(11);
  const truth = Array.from({ length: 30 }, () => 1.2 * drawNormal(random));
  const { attempts, abilities } = simulateAnswers(12, 500, truth);
  const fit = fitRasch(attempts);

  it('recovers simulated difficulties and abilities', () => {
    const estimated = fit.items.map((item) => item.difficulty);
    const centre = truth.reduce((s, b) => s + b, 0) / truth.length;
    expect(correlation(estimated, truth)).toBeGreaterThan(0.98);
    const errors = estimated.map((b, index) => b - (truth[index]! - centre));
    const rootMeanSquare = Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length);
    expect(rootMeanSquare).toBeLessThan(0.2);
    expect(Math.max(...errors.map(Math.abs))).toBeLessThan(0.5);
    expect(estimated.reduce((s, b) => s + b, 0)).toBeCloseTo(0, 9);
    const estimatedAbilities = fit.persons.map((person) => person.ability);
    expect(correlation(estimatedAbilities, abilities)).toBeGreaterThan(0.85);
    expect(fit.iterations).toBe(100);
    expect(fit.items[0]).toMatchObject({ itemId: 'i0', attempts: 500 });
    expect(fit.persons[0]).toMatchObject({ personId: 'p0', attempts: 30 });
  });

  it('agrees in order with the proportion correct', () => {
    const byProportion = estimateDifficulty(attempts).map((item) => item.difficulty);
    expect(
      correlation(
        byProportion,
        fit.items.map((item) => item.difficulty),
      ),
    ).toBeGreaterThan(0.99);
  });

  it('gives finite estimates to people and items with every answer right or wrong', () => {
    const extreme: FirstAttempt[] = [
      { itemId: 'a', personId: 'ace', correct: true },
      { itemId: 'b', personId: 'ace', correct: true },
      { itemId: 'a', personId: 'novice', correct: false },
      { itemId: 'b', personId: 'novice', correct: false },
      { itemId: 'a', personId: 'mid', correct: true },
      { itemId: 'b', personId: 'mid', correct: false },
      { itemId: 'c', personId: 'mid', correct: false },
    ];
    const small = fitRasch(extreme, { iterations: 30 });
    for (const value of [
      ...small.items.map((i) => i.difficulty),
      ...small.persons.map((p) => p.ability),
    ]) {
      expect(Number.isFinite(value)).toBe(true);
    }
    const [ace, novice, mid] = small.persons;
    expect(ace!.ability).toBeGreaterThan(mid!.ability);
    expect(mid!.ability).toBeGreaterThan(novice!.ability);
    expect(small.iterations).toBe(30);
    expect(() => fitRasch(extreme, { iterations: 0 })).toThrow(RangeError);
  });
});

describe('assembling parallel forms', () => {
  it('covers every family equally, each kind equally, with no item on two forms', () => {
    const pool = realisticPool(1);
    const byId = new Map(pool.map((item) => [item.id, item]));
    for (const forms of [2, 3]) {
      const assembly = assembleForms(pool, { families: FAMILIES, perFamily: 4, forms });
      expect(assembly.forms.map((form) => form.label)).toEqual(FORM_LABELS.slice(0, forms));
      const seen = new Set<string>();
      for (const form of assembly.forms) {
        expect(form.itemIds).toHaveLength(20);
        for (const family of FAMILIES) {
          const ofFamily = form.itemIds
            .map((id) => byId.get(id)!)
            .filter((i) => i.family === family);
          expect(ofFamily).toHaveLength(4);
          expect(ofFamily.filter((item) => item.kind === 'scam')).toHaveLength(2);
          const mean = ofFamily.reduce((s, item) => s + item.difficulty, 0) / 4;
          expect(form.familyMeans[family]).toBeCloseTo(mean, 12);
        }
        const mean = form.itemIds.reduce((s, id) => s + byId.get(id)!.difficulty, 0) / 20;
        expect(form.meanDifficulty).toBeCloseTo(mean, 12);
        for (const id of form.itemIds) {
          expect(seen.has(id)).toBe(false);
          seen.add(id);
        }
      }
      expect(seen.size + assembly.unused.length).toBe(pool.length);
    }
  });

  it('keeps the middle of each family and kind when the pool has more than needed', () => {
    const pool: FormItem[] = [0, 1, 2, 3, 4, 5].map((value) => ({
      id: `x${value}`,
      family: 'social',
      difficulty: value,
    }));
    const assembly = assembleForms(pool, { families: ['social'], perFamily: 2, forms: 2 });
    expect([...assembly.unused].sort()).toEqual(['x0', 'x5']);
    // 1, 2, 3, 4 dealt A B B A: both forms have mean 2.5.
    expect(assembly.forms[0]!.itemIds).toEqual(['x1', 'x4']);
    expect(assembly.forms[1]!.itemIds).toEqual(['x2', 'x3']);
    expect(assembly.largestDifference).toBe(0);
  });

  it.each([
    // [forms, items a family in the pool, bound overall, bound per family]
    [2, 12, 0.01, 0.05],
    [3, 18, 0.01, 0.05],
    // Three forms from a pool with no spare item: some families cannot be matched closely.
    [3, 12, 0.1, 0.5],
  ])(
    'matches %i forms from %i items a family within %f logits overall and %f per family, on 60 realistic pools',
    (forms, size, overallBound, familyBound) => {
      let worstOverall = 0;
      let worstFamily = 0;
      for (let seed = 0; seed < 60; seed += 1) {
        const pool = realisticPool(deriveSeed(2024, seed), size);
        const assembly = assembleForms(pool, { families: FAMILIES, perFamily: 4, forms });
        const means = assembly.forms.map((form) => form.meanDifficulty);
        expect(assembly.largestDifference).toBeCloseTo(Math.max(...means) - Math.min(...means), 12);
        const familyGaps = FAMILIES.map((family) => {
          const familyMeans = assembly.forms.map((form) => form.familyMeans[family]!);
          return Math.max(...familyMeans) - Math.min(...familyMeans);
        });
        expect(assembly.largestFamilyDifference).toBeCloseTo(Math.max(...familyGaps), 12);
        worstOverall = Math.max(worstOverall, assembly.largestDifference);
        worstFamily = Math.max(worstFamily, assembly.largestFamilyDifference);
      }
      expect(worstOverall).toBeLessThan(overallBound);
      expect(worstFamily).toBeLessThan(familyBound);
    },
  );

  it('does better than dealing the sorted pool in turn (A B A B …)', () => {
    // Dealing in turn gives form A the easier item of every pair: with difficulties 0..7 per
    // family, A would average 3 and B 4. The snake order and the swaps make them equal.
    const pool: FormItem[] = FAMILIES.flatMap((family) =>
      [0, 1, 2, 3, 4, 5, 6, 7].map((value) => ({
        id: `${family}${value}`,
        family,
        difficulty: value,
      })),
    );
    const assembly = assembleForms(pool, { families: FAMILIES, perFamily: 4, forms: 2 });
    expect(assembly.largestDifference).toBe(0);
    expect(assembly.largestFamilyDifference).toBe(0);
  });

  it('refuses a pool it cannot split', () => {
    const pool = realisticPool(3);
    expect(() => assembleForms(pool, { families: FAMILIES, perFamily: 7, forms: 2 })).toThrow(
      /needs 8 items, not 6/,
    );
    expect(() =>
      assembleForms(pool, { families: ['social', 'nothing'], perFamily: 2, forms: 2 }),
    ).toThrow(/nothing needs 4 items, not 0/);
    expect(() => assembleForms(pool, { families: FAMILIES, perFamily: 2, forms: 4 })).toThrow(
      RangeError,
    );
    expect(() => assembleForms(pool, { families: FAMILIES, perFamily: 0, forms: 2 })).toThrow(
      RangeError,
    );
    expect(() => assembleForms(pool, { families: [], perFamily: 2, forms: 2 })).toThrow(RangeError);
    expect(() =>
      assembleForms([...pool, pool[0]!], { families: FAMILIES, perFamily: 2, forms: 2 }),
    ).toThrow(/twice/);
    const broken = [{ ...pool[0]!, difficulty: Number.NaN }, ...pool.slice(1)];
    expect(() => assembleForms(broken, { families: FAMILIES, perFamily: 2, forms: 2 })).toThrow(
      /finite/,
    );
  });

  it('splits an odd count per family over kinds, the extra slot to the first kind', () => {
    const pool = realisticPool(4);
    const byId = new Map(pool.map((item) => [item.id, item]));
    const assembly = assembleForms(pool, { families: FAMILIES, perFamily: 3, forms: 2 });
    for (const form of assembly.forms) {
      const kinds = form.itemIds.map((id) => byId.get(id)!.kind);
      expect(kinds.filter((kind) => kind === 'genuine')).toHaveLength(10);
      expect(kinds.filter((kind) => kind === 'scam')).toHaveLength(5);
    }
  });
});

describe('form order', () => {
  it('alternates A-then-B and B-then-A for consecutive players', () => {
    expect([0, 1, 2, 3].map((player) => formOrderFor(player).join(''))).toEqual([
      'AB',
      'BA',
      'AB',
      'BA',
    ]);
    expect(formOrderFor(0, 2, 1).join('')).toBe('BA');
  });

  it('rotates three forms as a Latin square', () => {
    expect([0, 1, 2, 3].map((player) => formOrderFor(player, 3).join(''))).toEqual([
      'ABC',
      'BCA',
      'CAB',
      'ABC',
    ]);
  });

  it('splits string ids about evenly, the same way every time', () => {
    const orders = Array.from({ length: 1000 }, (_, index) => formOrderFor(`player-${index}`)[0]);
    const first = orders.filter((label) => label === 'A').length;
    expect(first).toBeGreaterThan(450);
    expect(first).toBeLessThan(550);
    expect(formOrderFor('player-7')).toEqual(formOrderFor('player-7'));
    const turned = Array.from({ length: 200 }, (_, index) => formOrderFor(`p${index}`, 2, 5)[0]);
    const plain = Array.from({ length: 200 }, (_, index) => formOrderFor(`p${index}`, 2, 0)[0]);
    expect(turned).not.toEqual(plain);
  });

  it('refuses other counts and keys', () => {
    expect(() => formOrderFor(0, 4)).toThrow(RangeError);
    expect(() => formOrderFor(-1)).toThrow(RangeError);
    expect(() => formOrderFor(1.5)).toThrow(RangeError);
  });
});
