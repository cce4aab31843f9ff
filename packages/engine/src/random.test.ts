import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed, pickDistinct, shuffle } from './random';

describe('random', () => {
  it('replays the same sequence from the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('stays in range and spreads evenly', () => {
    const random = createRandom(7);
    const counts = [0, 0, 0, 0];
    let outOfRange = 0;
    for (let index = 0; index < 40_000; index += 1) {
      const value = random.next();
      if (value < 0 || value >= 1) outOfRange += 1;
      counts[random.nextInt(4)]! += 1;
    }
    expect(outOfRange).toBe(0);
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  it('derives distinct, stable seeds', () => {
    expect(deriveSeed(1, 1)).toBe(deriveSeed(1, 1));
    const seeds = new Set<number>();
    for (let seed = 0; seed < 100; seed += 1) {
      for (let salt = 0; salt < 10; salt += 1) seeds.add(deriveSeed(seed, salt));
    }
    expect(seeds.size).toBe(1_000);
  });

  it('picks distinct items and shuffles without loss', () => {
    const random = createRandom(3);
    const items = ['a', 'b', 'c', 'd', 'e'];
    const picked = pickDistinct(random, items, 3);
    expect(new Set(picked).size).toBe(3);
    expect(pickDistinct(random, items, 9)).toHaveLength(5);
    expect(shuffle(random, items).sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
