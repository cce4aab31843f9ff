import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter, type RateRule, slidingWindowWait } from './rate-limit';

/**
 * Whether one more attempt at `at` keeps the rule, given the hits stored so far (`held` in the
 * window that starts at `windowStart`, `previous` in the one before) and none sent meanwhile.
 */
function allowedAt(
  rule: RateRule,
  stored: { held: number; previous: number; windowStart: number },
  at: number,
): boolean {
  const windowMs = rule.windowSeconds * 1000;
  const windowEnd = stored.windowStart + windowMs;
  if (at < windowEnd) {
    const weight = 1 - (at - stored.windowStart) / windowMs;
    return stored.held + 1 + stored.previous * weight <= rule.max;
  }
  if (at < windowEnd + windowMs) {
    const weight = 1 - (at - windowEnd) / windowMs;
    return 1 + stored.held * weight <= rule.max;
  }
  return true;
}

/** A small seeded generator, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

describe('the sliding window', () => {
  it('allows what keeps the rule, weighing the previous window by its overlap', () => {
    const rule = { max: 5, windowSeconds: 60 };
    const base = { windowStart: 0, stored: true };
    expect(slidingWindowWait(rule, { ...base, count: 5, previous: 0, now: 30_000 })).toBeNull();
    expect(slidingWindowWait(rule, { ...base, count: 1, previous: 8, now: 30_000 })).toBeNull();
    expect(slidingWindowWait(rule, { ...base, count: 2, previous: 8, now: 30_000 })).not.toBeNull();
  });

  it("says to wait past this window's end when its own hits still weigh too much after it (issue 26)", () => {
    // Six attempts at one account from one address, the last 46 s into the window: the end of the
    // window is 14 s away, but just after it the six still weigh almost fully.
    const rule = { max: 5, windowSeconds: 60 };
    const wait = slidingWindowWait(rule, {
      count: 6,
      stored: true,
      previous: 0,
      windowStart: 0,
      now: 46_000,
    });
    expect(wait).toBe(34);
    const stored = { held: 6, previous: 0, windowStart: 0 };
    expect(allowedAt(rule, stored, 46_000 + 14_000 + 1_000)).toBe(false);
    expect(allowedAt(rule, stored, 46_000 + 34_000)).toBe(true);
  });

  it('names the first second at which one more attempt is allowed, for any counts', () => {
    const next = random(26);
    for (let run = 0; run < 20_000; run++) {
      const rule = { max: 1 + next(30), windowSeconds: [1, 60, 900, 3600][next(4)] as number };
      const windowMs = rule.windowSeconds * 1000;
      const stored = next(2) === 0;
      const count = 1 + next(3 * rule.max);
      const previous = next(3 * rule.max);
      const now = next(windowMs);
      const wait = slidingWindowWait(rule, { count, stored, previous, windowStart: 0, now });
      if (wait === null) continue;
      const held = { held: stored ? count : count - 1, previous, windowStart: 0 };
      const label = JSON.stringify({ rule, count, stored, previous, now, wait });
      expect(allowedAt(rule, held, now + wait * 1000), label).toBe(true);
      // A second earlier is still refused (unless the answer is the least one, a second).
      if (wait > 1) expect(allowedAt(rule, held, now + (wait - 1) * 1000), label).toBe(false);
    }
  });
});

describe('the limit in memory', () => {
  it('counts per key, refuses past the rule with the wait, and forgets old windows', () => {
    let now = 1_000_000_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    const rule = { max: 3, windowSeconds: 10 };
    expect([1, 2, 3].map(() => limiter.hit('a', rule))).toEqual([null, null, null]);
    const wait = limiter.hit('a', rule);
    expect(wait).toBeGreaterThan(0);
    expect(limiter.hit('b', rule)).toBeNull();
    now += 3 * 10_000;
    expect(limiter.hit('a', rule)).toBeNull();
  });

  it('keeps at most its number of keys, dropping the least recently hit', () => {
    const limiter = new MemoryRateLimiter(() => 0, 3);
    const rule = { max: 1, windowSeconds: 60 };
    for (const key of ['a', 'b', 'c']) limiter.hit(key, rule);
    limiter.hit('a', rule);
    limiter.hit('d', rule);
    expect(limiter.size).toBe(3);
    // 'b' went, so it starts again; 'a' was kept and is over its allowance.
    expect(limiter.hit('b', rule)).toBeNull();
    expect(limiter.hit('a', rule)).not.toBeNull();
  });
});
