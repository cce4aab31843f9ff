import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOptionOrder } from './option-order';

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
