import { type SQL, sql } from 'drizzle-orm';

/**
 * The one rule of every table (global, league, archive, the in-memory ranking). The season table
 * ranks banks by points, highest first, then by net worth, highest first; the net-worth tab by
 * net worth alone. On an equal score the earlier joiner comes first, then the lower user id.
 * Banks with an equal score share a rank (1, 2, 2, 4): a bank's rank is one more than the number
 * of banks with a higher score. The SQL fragments and the comparator below are the same rule,
 * which ranking-order.test.ts checks on random banks, ties included.
 *
 * User ids (ASCII letters, digits, `-` and `_`) compare by code unit in JavaScript and by the
 * database's collation in SQL: the same order under the C collations the game's databases use.
 */

/** Which table: the season table (points, then net worth) or the net-worth tab. */
export type RankingBy = 'points' | 'net-worth';

/** The columns a fragment orders by: a bank table's, or a query's own names for them. */
export interface RankingColumns {
  points: SQL;
  netWorth: SQL;
  joinedAt: SQL;
  userId: SQL;
}

/** The columns of the bank table under `alias` (a constant of ours, never user input). */
export function bankColumns(alias: string): RankingColumns {
  return {
    points: sql.raw(`${alias}.points`),
    netWorth: sql.raw(`${alias}.net_worth`),
    joinedAt: sql.raw(`${alias}.joined_at`),
    userId: sql.raw(`${alias}.user_id`),
  };
}

/**
 * The score a table ranks by, as a value to compare with `=`, `<` and `>`: a row value
 * (points, net worth) for the season table, the net worth for its tab. Higher is better.
 */
export function scoreOf(c: Pick<RankingColumns, 'points' | 'netWorth'>, by: RankingBy): SQL {
  return by === 'points' ? sql`(${c.points}, ${c.netWorth})` : sql`${c.netWorth}`;
}

/** The score, highest first, as ORDER BY terms. */
function scoreDesc(c: RankingColumns, by: RankingBy): SQL {
  return by === 'points'
    ? sql`${c.points} desc nulls last, ${c.netWorth} desc nulls last`
    : sql`${c.netWorth} desc nulls last`;
}

function scoreAsc(c: RankingColumns, by: RankingBy): SQL {
  return by === 'points'
    ? sql`${c.points} asc nulls first, ${c.netWorth} asc nulls first`
    : sql`${c.netWorth} asc nulls first`;
}

/**
 * ORDER BY the table's order. Matches `bank_ranking_idx` (points) or `bank_net_worth_idx`, so the
 * top of a table is an index scan.
 */
export function rankingOrder(c: RankingColumns, by: RankingBy = 'points'): SQL {
  return sql`${scoreDesc(c, by)}, ${c.joinedAt}, ${c.userId}`;
}

/** ORDER BY the table's order backwards: the rows just above a bank, nearest first. */
export function reverseRankingOrder(c: RankingColumns, by: RankingBy = 'points'): SQL {
  return sql`${scoreAsc(c, by)}, ${c.joinedAt} desc, ${c.userId} desc`;
}

/** Among banks of equal score: the order of the tie-break, forwards. */
export function tieOrder(c: RankingColumns): SQL {
  return sql`${c.joinedAt}, ${c.userId}`;
}

/** Among banks of equal score: the order of the tie-break, backwards. */
export function reverseTieOrder(c: RankingColumns): SQL {
  return sql`${c.joinedAt} desc, ${c.userId} desc`;
}

/** The tie-break key as a row value, to compare with `<` and `>` (rows tied with a bank). */
export function tieKey(c: RankingColumns): SQL {
  return sql`(${c.joinedAt}, ${c.userId})`;
}

/** `partition by …` of a window that ranks several tables at once (a league around each wave). */
function partitionOf(partitionBy: SQL | undefined): SQL {
  return partitionBy ? sql`partition by ${partitionBy} ` : sql``;
}

/**
 * A window function giving each row its rank: banks of equal score share one. With
 * `partitionBy`, each partition is a table of its own.
 */
export function rankOver(
  c: Pick<RankingColumns, 'points' | 'netWorth'>,
  by: RankingBy = 'points',
  partitionBy?: SQL,
): SQL {
  const within = partitionOf(partitionBy);
  return by === 'points'
    ? sql`rank() over (${within}order by ${c.points} desc nulls last, ${c.netWorth} desc nulls last)`
    : sql`rank() over (${within}order by ${c.netWorth} desc nulls last)`;
}

/** A window function giving each row its 1-based place in the table's order (per partition). */
export function positionOver(c: RankingColumns, by: RankingBy = 'points', partitionBy?: SQL): SQL {
  return sql`row_number() over (${partitionOf(partitionBy)}order by ${rankingOrder(c, by)})`;
}

/** A bank as the comparator sees it. */
export interface RankedBank {
  points: number;
  netWorth: number;
  /** When the bank joined, as UTC ISO 8601 text with microseconds (fixed width, so it sorts). */
  joinedAt: string;
  userId: string;
}

/** The table's order in JavaScript: negative when `a` comes before `b`. */
export function compareRanking(a: RankedBank, b: RankedBank, by: RankingBy = 'points'): number {
  if (by === 'points' && a.points !== b.points) return b.points - a.points;
  if (a.netWorth !== b.netWorth) return b.netWorth - a.netWorth;
  if (a.joinedAt !== b.joinedAt) return a.joinedAt < b.joinedAt ? -1 : 1;
  if (a.userId !== b.userId) return a.userId < b.userId ? -1 : 1;
  return 0;
}

/** The score as one value that is equal exactly when two banks tie (for `rankRun`). */
export function scoreKey(
  bank: { points: number; netWorth: number },
  by: RankingBy = 'points',
): string {
  return by === 'points' ? `${bank.points}|${bank.netWorth}` : `${bank.netWorth}`;
}

/** A rank from the number of banks with a higher score. */
export function rankFromRicher(richer: number): number {
  return richer + 1;
}

/** The same in SQL, from a query that counts the banks with a higher score. */
export function rankFromRicherSql(richer: SQL): SQL {
  return sql`1 + ${richer}`;
}

/**
 * Ranks for a run of consecutive rows of a table, given in the table's order as their scores
 * (`scoreKey`): the run's first row is at `startPosition` with rank `firstRank`; every later rank
 * follows from the score alone (a new score starts a new rank at its position, an equal one
 * shares the rank above).
 */
export function rankRun(
  scores: readonly (string | number)[],
  startPosition = 1,
  firstRank = startPosition,
): number[] {
  const ranks: number[] = [];
  for (const [index, score] of scores.entries()) {
    const previous = ranks[index - 1];
    ranks.push(
      previous === undefined
        ? firstRank
        : score === scores[index - 1]
          ? previous
          : startPosition + index,
    );
  }
  return ranks;
}
