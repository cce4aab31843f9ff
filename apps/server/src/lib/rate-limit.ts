import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { selectRows } from '../db/select-rows';
import { AppError } from './app-error';

const CountRowSchema = z.object({ count: z.number() });

export interface RateRule {
  /** Most hits allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * A sliding-window limiter in the database, so that every app process shares one count.
 * It keeps a counter per fixed window and weighs the previous window by how much of it still
 * overlaps the last `windowSeconds`; unlike plain fixed windows, a burst across a window
 * boundary cannot get twice the allowance.
 * `now` is passed in by tests that need to move time; production uses the wall clock.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts one hit on `key` and throws `too-many-requests` once the rule is exceeded. */
  async hit(key: string, rule: RateRule): Promise<void> {
    const retryAfter = await this.weigh(key, rule, 1);
    if (retryAfter !== null) throw tooManyRequests(retryAfter);
  }

  /** Counts one hit on `key` without refusing it: for events counted after the fact (failures). */
  async record(key: string, rule: RateRule): Promise<void> {
    await this.weigh(key, rule, 1);
  }

  /**
   * Whether one more hit on `key` would exceed the rule, without counting one: the seconds to wait,
   * or null when it would not.
   */
  async retryAfter(key: string, rule: RateRule): Promise<number | null> {
    return this.weigh(key, rule, 0);
  }

  /** Adds `add` hits (0 or 1) and weighs the window: seconds to wait if over the rule, else null. */
  private async weigh(key: string, rule: RateRule, add: 0 | 1): Promise<number | null> {
    const nowMs = this.now().getTime();
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
    const [current] =
      add === 1
        ? await selectRows(
            this.db,
            sql`insert into rate_limit (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
              on conflict (key, window_start) do update set count = rate_limit.count + 1
              returning count`,
            CountRowSchema,
          )
        : await selectRows(
            this.db,
            sql`select count from rate_limit where key = ${key} and window_start = ${windowStart.toISOString()}`,
            CountRowSchema,
          );
    // A peek asks about the next hit, as if it had been counted.
    const count = (current?.count ?? 0) + (1 - add);
    const previousStart = new Date(windowStart.getTime() - windowMs);
    const [previous] = await selectRows(
      this.db,
      sql`select count from rate_limit where key = ${key} and window_start = ${previousStart.toISOString()}`,
      CountRowSchema,
    );
    return slidingWindowWait(rule, {
      count,
      stored: add === 1,
      previous: previous?.count ?? 0,
      windowStart: windowStart.getTime(),
      now: nowMs,
    });
  }

  /** Drops windows that ended long ago; the longest rule (a day) looks back two windows. */
  async prune(olderThanSeconds = 3 * 86_400): Promise<void> {
    const cutoff = new Date(this.now().getTime() - olderThanSeconds * 1000);
    await this.db.execute(sql`delete from rate_limit where window_start < ${cutoff.toISOString()}`);
  }
}

/** One key's counts, as the sliding window weighs them. */
export interface WindowCounts {
  /** Hits in the current fixed window, the one being judged included. */
  count: number;
  /** Whether the judged hit is stored (a hit) or only supposed (a peek). */
  stored: boolean;
  /** Hits in the window before it. */
  previous: number;
  /** When the current fixed window began, and now (epoch milliseconds). */
  windowStart: number;
  now: number;
}

/**
 * Whether `count` hits (the judged one included) keep the rule, weighing the previous window by
 * how much of it still overlaps the last `windowSeconds`: null when they do, else the seconds
 * until one more attempt would be allowed if nothing were sent meanwhile. That moment may lie in
 * the next window, where this window's hits still weigh as "previous": answering the end of this
 * window instead told a client to come back while it would still be refused (issue 26).
 */
export function slidingWindowWait(rule: RateRule, counts: WindowCounts): number | null {
  const windowMs = rule.windowSeconds * 1000;
  const { count, previous, windowStart, now } = counts;
  if (count + previous * (1 - (now - windowStart) / windowMs) <= rule.max) return null;
  // The hits this window will hold, and the count the next attempt would be judged with.
  const held = counts.stored ? count : count - 1;
  const next = held + 1;
  const windowEnd = windowStart + windowMs;
  let allowedAt: number;
  if (next <= rule.max && previous > 0) {
    // Still in this window, once enough of the previous one has slid out of view.
    allowedAt = windowStart + windowMs * (1 - (rule.max - next) / previous);
  } else {
    // In the next window the attempt is its first, and this window's hits weigh as previous.
    allowedAt = windowEnd + (held > rule.max - 1 ? windowMs * (1 - (rule.max - 1) / held) : 0);
  }
  return Math.max(1, Math.ceil((allowedAt - now) / 1000));
}

/**
 * The same sliding window in this process's memory, for a cheap first limit in front of the
 * database's (a flood's refusals then cost no database work). Keys are forgotten a window after
 * their last hit, and at most `maxKeys` are kept, the least recently hit dropped first.
 */
export class MemoryRateLimiter {
  private readonly windows = new Map<
    string,
    { windowStart: number; count: number; previous: number }
  >();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one hit on `key`: null while the rule holds, else the seconds to wait. */
  hit(key: string, rule: RateRule): number | null {
    const now = this.now();
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const held = this.windows.get(key);
    let entry: { windowStart: number; count: number; previous: number };
    if (!held || held.windowStart < windowStart - windowMs) {
      entry = { windowStart, count: 0, previous: 0 };
    } else if (held.windowStart < windowStart) {
      entry = { windowStart, count: 0, previous: held.count };
    } else {
      entry = held;
    }
    entry.count += 1;
    // Re-inserted, so that the map's order is the order of the last hit.
    this.windows.delete(key);
    this.windows.set(key, entry);
    if (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    return slidingWindowWait(rule, { ...entry, stored: true, now });
  }

  /** Keys held now. */
  get size(): number {
    return this.windows.size;
  }
}

/**
 * `too-many-requests`, with the seconds to wait (also sent as Retry-After). The web app shows the
 * error catalogue's words for the code; the message is for logs and API clients.
 */
export function tooManyRequests(retryAfter: number): AppError {
  return new AppError(
    'too-many-requests',
    `Rate limit reached: retry in ${retryAfter} s.`,
    retryAfter,
  );
}
