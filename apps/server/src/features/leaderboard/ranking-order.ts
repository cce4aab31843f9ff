import { type SQL, sql } from 'drizzle-orm';

/**
 * The one rule of every table (global, league, archive, the in-memory ranking): banks by net
 * worth, highest first; on equal net worth the earlier joiner first, then the lower user id.
 * Ties in net worth share a rank (1, 2, 2, 4): a bank's rank is one more than the number of banks
 * worth more. The SQL fragments and the comparator below are the same rule, which
 * ranking-order.test.ts checks on random banks, ties included.
 *
 * User ids (ASCII letters, digits, `-` and `_`) compare by code unit in JavaScript and by the
 * database's collation in SQL: the same order under the C collations the game's databases use.
 */

/** The columns a fragment orders by: a bank table's, or a query's own names for them. */
interface RankingColumns {
  netWorth: SQL;
  joinedAt: SQL;
  userId: SQL;
}

/** The columns of the bank table under `alias` (a constant of ours, never user input). */
export function bankColumns(alias: string): RankingColumns {
  return {
    netWorth: sql.raw(`${alias}.net_worth`),
    joinedAt: sql.raw(`${alias}.joined_at`),
    userId: sql.raw(`${alias}.user_id`),
  };
}

/** ORDER BY the table's order. Matches `bank_ranking_idx`, so the top of a table is an index scan. */
export function rankingOrder(c: RankingColumns): SQL {
  return sql`${c.netWorth} desc nulls last, ${c.joinedAt}, ${c.userId}`;
}

/** ORDER BY the table's order backwards: the rows just above a bank, nearest first. */
export function reverseRankingOrder(c: RankingColumns): SQL {
  return sql`${c.netWorth} asc nulls first, ${c.joinedAt} desc, ${c.userId} desc`;
}

/** Among banks of equal net worth: the order of the tie-break, forwards. */
export function tieOrder(c: RankingColumns): SQL {
  return sql`${c.joinedAt}, ${c.userId}`;
}

/** Among banks of equal net worth: the order of the tie-break, backwards. */
export function reverseTieOrder(c: RankingColumns): SQL {
  return sql`${c.joinedAt} desc, ${c.userId} desc`;
}

/** The tie-break key as a row value, to compare with `<` and `>` (rows tied with a bank). */
export function tieKey(c: RankingColumns): SQL {
  return sql`(${c.joinedAt}, ${c.userId})`;
}

/** A window function giving each row its rank: ties in net worth share one. */
export function rankOver(c: RankingColumns): SQL {
  return sql`rank() over (order by ${c.netWorth} desc nulls last)`;
}

/** A window function giving each row its 1-based place in the table's order. */
export function positionOver(c: RankingColumns): SQL {
  return sql`row_number() over (order by ${rankingOrder(c)})`;
}

/** A bank as the comparator sees it. */
export interface RankedBank {
  netWorth: number;
  /** When the bank joined, as UTC ISO 8601 text with microseconds (fixed width, so it sorts). */
  joinedAt: string;
  userId: string;
}

/** The table's order in JavaScript: negative when `a` comes before `b`. */
export function compareRanking(a: RankedBank, b: RankedBank): number {
  if (a.netWorth !== b.netWorth) return b.netWorth - a.netWorth;
  if (a.joinedAt !== b.joinedAt) return a.joinedAt < b.joinedAt ? -1 : 1;
  if (a.userId !== b.userId) return a.userId < b.userId ? -1 : 1;
  return 0;
}

/** A rank from the number of banks worth more. */
export function rankFromRicher(richer: number): number {
  return richer + 1;
}

/** The same in SQL, from a query that counts the banks worth more. */
export function rankFromRicherSql(richer: SQL): SQL {
  return sql`1 + ${richer}`;
}

/**
 * Ranks for a run of consecutive rows of a table, given in the table's order: the run's first
 * row is at `startPosition` with rank `firstRank`; every later rank follows from net worth alone
 * (a new net worth starts a new rank at its position, an equal one shares the rank above).
 */
export function rankRun(
  netWorths: readonly number[],
  startPosition = 1,
  firstRank = startPosition,
): number[] {
  const ranks: number[] = [];
  for (const [index, netWorth] of netWorths.entries()) {
    const previous = ranks[index - 1];
    ranks.push(
      previous === undefined
        ? firstRank
        : netWorth === netWorths[index - 1]
          ? previous
          : startPosition + index,
    );
  }
  return ranks;
}
