/**
 * A small seeded PRNG: mulberry32 (Tommy Ettinger's 32-bit generator). Fast, 2^32 period, good
 * enough for drawing waves and simulating seasons; not for secrets. The engine never calls
 * Math.random, so every draw is replayed exactly from its stored seed.
 */

export type Random = {
  /** A float in [0, 1). */
  readonly next: () => number;
  /** An integer in [0, bound), for 1 ≤ bound ≤ 2^32. */
  readonly nextInt: (bound: number) => number;
};

/** A generator seeded with `seed` (any number; its low 32 bits are used). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const nextUint32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return (mixed ^ (mixed >>> 14)) >>> 0;
  };
  const next = (): number => nextUint32() / 4_294_967_296;
  return { next, nextInt: (bound) => Math.floor(next() * bound) };
}

/**
 * A seed derived from `seed` and a `salt`, so one stored seed can feed several independent
 * streams (the forecast, the attacks, a simulated player's choices). A murmur3-style finaliser.
 */
export function deriveSeed(seed: number, salt: number): number {
  let mixed = (seed ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

/** Picks `count` distinct items of `items` uniformly (partial Fisher–Yates on a copy). */
export function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = items.slice();
  const picked: T[] = [];
  for (let index = 0; index < count && pool.length > 0; index += 1) {
    const chosen = random.nextInt(pool.length);
    picked.push(pool[chosen]!);
    pool[chosen] = pool[pool.length - 1]!;
    pool.pop();
  }
  return picked;
}

/** A shuffled copy of `items` (Fisher–Yates). */
export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  return pickDistinct(random, items, items.length);
}
