import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from './app-error';

export interface RateRule {
  /** Most hits allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * A fixed-window limiter in the database, so that every app process shares one count.
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
    const rows = await this.db.execute<{ count: number }>(sql`
      insert into rate_limit (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limit.count + 1
      returning count`);
    const count = Number((rows as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
    if (count > rule.max) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
      throw new AppError(
        'too-many-requests',
        'Too many attempts. Please wait a minute and try again.',
        retryAfter,
      );
    }
  }

  /** Drops windows that ended long ago; cheap enough to run now and then. */
  async prune(olderThanSeconds = 86_400): Promise<void> {
    const cutoff = new Date(this.now().getTime() - olderThanSeconds * 1000);
    await this.db.execute(sql`delete from rate_limit where window_start < ${cutoff.toISOString()}`);
  }
}
