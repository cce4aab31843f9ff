import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOptionOrder, computeVariantIndex } from './option-order';

describe('computeOptionOrder', () => {
  it('is a permutation, replayed exactly from the same seed and position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.nat(9), (seed, position) => {
        const order = computeOptionOrder(seed, position, 4);
        expect([...order].sort()).toEqual([0, 1, 2, 3]);
        expect(computeOptionOrder(seed, position, 4)).toEqual(order);
      }),
    );
  });

  it('puts the written first option in each shown place about equally often', () => {
    const counts = [0, 0, 0, 0];
    const runs = 8_000;
    for (let seed = 0; seed < runs; seed += 1) {
      const order = computeOptionOrder(seed * 7919, seed % 5, 4);
      counts[order.indexOf(0)]! += 1;
    }
    for (const count of counts) {
      expect(count / runs).toBeGreaterThan(0.22);
      expect(count / runs).toBeLessThan(0.28);
    }
  });

  it('gives the questions of one attempt different orders', () => {
    const orders = new Set(
      Array.from({ length: 5 }, (_, position) => computeOptionOrder(12345, position, 4).join()),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('computeVariantIndex', () => {
  it('is in range, replayed from the same seed and position, and 0 when there is one way', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.nat(9),
        fc.integer({ min: 1, max: 4 }),
        (seed, position, count) => {
          const index = computeVariantIndex(seed, position, count);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(count);
          expect(computeVariantIndex(seed, position, count)).toBe(index);
          if (count === 1) expect(index).toBe(0);
        },
      ),
    );
  });

  it('draws each of two variants about half the time, independently of the option order', () => {
    let second = 0;
    let secondWhenFirstOptionFirst = 0;
    let firstOptionFirst = 0;
    const runs = 8_000;
    for (let seed = 0; seed < runs; seed += 1) {
      const index = computeVariantIndex(seed * 7919, seed % 5, 2);
      const firstShownFirst = computeOptionOrder(seed * 7919, seed % 5, 4)[0] === 0;
      second += index;
      if (firstShownFirst) {
        firstOptionFirst += 1;
        secondWhenFirstOptionFirst += index;
      }
    }
    expect(second / runs).toBeGreaterThan(0.46);
    expect(second / runs).toBeLessThan(0.54);
    expect(secondWhenFirstOptionFirst / firstOptionFirst).toBeGreaterThan(0.44);
    expect(secondWhenFirstOptionFirst / firstOptionFirst).toBeLessThan(0.56);
  });
});
