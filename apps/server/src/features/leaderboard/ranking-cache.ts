import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import type { EventBus } from '../../realtime/event-bus';
import { bankColumns, type RankingBy, rankingOrder, rankRun, scoreKey } from './ranking-order';

/** The current season's ranking, held in memory: ids in table order, scores and ranks. */
export interface Ranking {
  by: RankingBy;
  seasonId: string;
  seasonNumber: number;
  userIds: string[];
  points: number[];
  netWorths: number[];
  ranks: number[];
  positionOf: Map<string, number>;
}

const RankedRowSchema = z.object({
  user_id: z.string(),
  points: z.number(),
  net_worth: z.number(),
});
const HeadRowSchema = z.object({
  stamp: z.string(),
  season_id: z.string(),
  season_number: z.number(),
});

/** Longest a process serves a ranking without checking back, whatever the change stamp says. */
const MAX_AGE_MS = 10_000;

/**
 * Keeps the global ranking in memory so that a leaderboard request costs two small queries, not a
 * pass over every bank: at 100,000 banks, counting ranks in SQL takes tens of milliseconds, and
 * far more right after a wave, when every bank row has just changed. Each request reads the
 * change stamp (a sequence ticked by every statement that touches banks, in any process) and the
 * current season; when either moved, the ranking is read again, once for all waiting requests.
 */
export function createRankingCache(db: Db, bus?: EventBus) {
  type Held = Ranking & { stamp: string; loadedAt: number };
  // One ranking per table order, each loaded when first asked for.
  const current = new Map<RankingBy, Held>();
  const loading = new Map<RankingBy, Promise<Held>>();

  async function load(
    by: RankingBy,
    stamp: string,
    seasonId: string,
    seasonNumber: number,
  ): Promise<Held> {
    const ranked = await selectRows(
      db,
      sql`select b.user_id, b.points, b.net_worth from bank b
          where not b.disabled and b.season_id = ${seasonId}
          order by ${rankingOrder(bankColumns('b'), by)}`,
      RankedRowSchema,
    );
    const userIds = new Array<string>(ranked.length);
    const points = new Array<number>(ranked.length);
    const netWorths = new Array<number>(ranked.length);
    const scores = new Array<string>(ranked.length);
    const positionOf = new Map<string, number>();
    for (const [index, row] of ranked.entries()) {
      userIds[index] = row.user_id;
      points[index] = row.points;
      netWorths[index] = row.net_worth;
      scores[index] = scoreKey({ points: row.points, netWorth: row.net_worth }, by);
      positionOf.set(row.user_id, index);
    }
    const ranks = rankRun(scores);
    return {
      by,
      seasonId,
      seasonNumber,
      userIds,
      points,
      netWorths,
      ranks,
      positionOf,
      stamp,
      loadedAt: Date.now(),
    };
  }

  // A wave (landed, then ranked) or a season start also says so on the bus, which covers a reload
  // that raced its commit.
  bus?.subscribe((event) => {
    if (event.type === 'leaderboard-changed' || event.type === 'wave-landed') current.clear();
  });

  return {
    /** The ranking as of now (never older than the last committed change to a bank). */
    async get(by: RankingBy = 'points'): Promise<Ranking> {
      const [head] = await selectRows(
        db,
        sql`select (select last_value::text from bank_change_stamp) as stamp,
              s.id as season_id, s.number as season_number
            from season s order by s.number desc limit 1`,
        HeadRowSchema,
      );
      if (!head) throw new Error('No season: ensureGameState() was not run');
      const held = current.get(by);
      const fresh =
        held !== undefined &&
        held.stamp === head.stamp &&
        held.seasonId === head.season_id &&
        Date.now() - held.loadedAt < MAX_AGE_MS;
      if (fresh && held) return held;
      let pending = loading.get(by);
      if (!pending) {
        pending = load(by, head.stamp, head.season_id, head.season_number).finally(() => {
          loading.delete(by);
        });
        loading.set(by, pending);
      }
      const loaded = await pending;
      current.set(by, loaded);
      return loaded;
    },
  };
}

export type RankingCache = ReturnType<typeof createRankingCache>;
