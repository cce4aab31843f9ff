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
    const nowMs = this.now().getTime();
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
    const [current] = await selectRows<{ count: number }>(
      this.db,
      sql`insert into rate_limit (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
        on conflict (key, window_start) do update set count = rate_limit.count + 1
        returning count`,
    );
    const count = Number(current?.count ?? 0);
    const previousStart = new Date(windowStart.getTime() - windowMs);
    const [previous] = await selectRows<{ count: number }>(
      this.db,
      sql`select count from rate_limit where key = ${key} and window_start = ${previousStart.toISOString()}`,
    );
    const previousCount = Number(previous?.count ?? 0);
    const overlap = 1 - (nowMs - windowStart.getTime()) / windowMs;
    if (count + previousCount * overlap > rule.max) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
      throw new AppError(
        'too-many-requests',
        'Too many attempts. Please wait a minute and try again.',
        retryAfter,
      );
    }
  }

  /** Drops windows that ended long ago; the longest rule (a day) looks back two windows. */
  async prune(olderThanSeconds = 3 * 86_400): Promise<void> {
    const cutoff = new Date(this.now().getTime() - olderThanSeconds * 1000);
    await this.db.execute(sql`delete from rate_limit where window_start < ${cutoff.toISOString()}`);
  }
}
