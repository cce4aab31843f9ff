import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import { AppError } from './app-error';

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
        ? await selectRows<{ count: number }>(
            this.db,
            sql`insert into rate_limit (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
              on conflict (key, window_start) do update set count = rate_limit.count + 1
              returning count`,
          )
        : await selectRows<{ count: number }>(
            this.db,
            sql`select count from rate_limit where key = ${key} and window_start = ${windowStart.toISOString()}`,
          );
    // A peek asks about the next hit, as if it had been counted.
    const count = Number(current?.count ?? 0) + (1 - add);
    const previousStart = new Date(windowStart.getTime() - windowMs);
    const [previous] = await selectRows<{ count: number }>(
      this.db,
      sql`select count from rate_limit where key = ${key} and window_start = ${previousStart.toISOString()}`,
    );
    const previousCount = Number(previous?.count ?? 0);
    const overlap = 1 - (nowMs - windowStart.getTime()) / windowMs;
    if (count + previousCount * overlap <= rule.max) return null;
    return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
  }

  /** Drops windows that ended long ago; the longest rule (a day) looks back two windows. */
  async prune(olderThanSeconds = 3 * 86_400): Promise<void> {
    const cutoff = new Date(this.now().getTime() - olderThanSeconds * 1000);
    await this.db.execute(sql`delete from rate_limit where window_start < ${cutoff.toISOString()}`);
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
