import { buildLeaguePodium, computeLeagueMove } from '@ffl/engine/league-podium';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  leagueMember,
  league as leagueTable,
  seasonArchive,
  season as seasonTable,
} from '../../db/schema/game';
import { selectRows } from '../../db/select-rows';
import { AppError } from '../../lib/app-error';
import { anonymousLabel } from '../../lib/names';
import type { ArchivedLeaderboard, Leaderboard, LeaderboardRow } from './leaderboard-schemas';
import { getLeagueStandings, groupMembers, groupWaveRanks, type RankedGroup } from './league-ranks';
import type { Ranking, RankingCache } from './ranking-cache';
import {
  bankColumns,
  positionOver,
  type RankingBy,
  rankFromRicher,
  rankingOrder,
  rankOver,
  rankRun,
  reverseRankingOrder,
  reverseTieOrder,
  scoreKey,
  scoreOf,
  tieKey,
  tieOrder,
} from './ranking-order';

/** Rows in the top of every table, and rows shown on each side of the viewer's own row. */
export const TOP_SIZE = 50;
export const AROUND_SIZE = 5;

/** The season and the viewer's own bank (nulls without one). */
const HeadRowSchema = z.object({
  season_id: z.string(),
  season_number: z.number(),
  points: z.number().nullable(),
  net_worth: z.number().nullable(),
  joined_at: z.string().nullable(),
  listed: z.boolean(),
});

/** A row of a table's one statement: a listed bank (or nulls) with the table's counts. */
const ListedRowSchema = z.object({
  part: z.enum(['top', 'before', 'after', 'me']).nullable(),
  /** Order inside its part: from the top for `top`, nearest to the viewer first otherwise. */
  ord: z.number().nullable(),
  user_id: z.string().nullable(),
  points: z.number().nullable(),
  net_worth: z.number().nullable(),
  public_id: z.string().nullable(),
  bank_name: z.string().nullable(),
  anonymous: z.boolean().nullable(),
  anonymous_number: z.number().nullable(),
  manager: z.string().nullable(),
  move: z.number().nullable(),
  total: z.number(),
  above: z.number(),
  above_first: z.number(),
  tie_ahead: z.number(),
});

type ListedRow = z.infer<typeof ListedRowSchema>;

const LatestWaveRowSchema = z.object({ wave_id: z.string().nullable() });

/** What the in-memory ranking does not hold about a displayed row. */
const FactsRowSchema = z.object({
  user_id: z.string(),
  public_id: z.string(),
  bank_name: z.string(),
  anonymous: z.boolean(),
  anonymous_number: z.number(),
  manager: z.string(),
  move: z.number().nullable(),
});

/**
 * The latest wave of the season that has been ranked (wave-ranks.ts), as SQL: each row's move
 * is its rank_before − rank_after there.
 */
export function latestRankedWave(seasonId: SQL | string): SQL {
  return sql`(select w.id from wave w where w.season_id = ${seasonId} and w.ranked_at is not null
    order by w.ranked_at desc, w.id desc limit 1)`;
}

/** A league's or a cohort's table; null for the season's global table. */
type TableLeague = (RankedGroup & { name: string }) | null;

/** What one table's statement is about: its order, its league, the season and the viewer. */
interface TableScope {
  by: RankingBy;
  league: TableLeague;
  season: { id: string; number: number };
  viewerId: string;
  /** Whether the viewer's own bank is in the table. */
  listed: boolean;
  /** The viewer's score and tie key as SQL; nulls (which match nothing) when not listed. */
  myScore: SQL;
  myKey: SQL;
}

/** The league by id if the viewer is a member; anyone else gets not-found. */
async function findViewersLeague(
  db: DbOrTx,
  leagueId: string,
  viewerId: string,
): Promise<RankedGroup & { name: string }> {
  const [found] = await db
    .select({ id: leagueTable.id, name: leagueTable.name })
    .from(leagueTable)
    .innerJoin(
      leagueMember,
      and(eq(leagueMember.leagueId, leagueTable.id), eq(leagueMember.userId, viewerId)),
    )
    .where(eq(leagueTable.id, leagueId));
  if (!found) throw leagueNotFound();
  return { kind: 'league', ...found };
}

/** The first statement: the season and the viewer's own bank, as the table's scope. */
async function readScope(
  db: DbOrTx,
  viewerId: string,
  league: TableLeague,
  by: RankingBy,
): Promise<TableScope> {
  const [head] = await selectRows(
    db,
    // joined_at travels as text: a JavaScript Date would drop its microseconds and break ties.
    sql`select s.id as season_id, s.number as season_number, b.points, b.net_worth,
          b.joined_at::text as joined_at,
          coalesce(not b.disabled and b.season_id = s.id, false) as listed
        from (select id, number from season order by number desc limit 1) s
        left join bank b on b.user_id = ${viewerId}`,
    HeadRowSchema,
  );
  if (!head) throw new Error('No season: ensureGameState() was not run');
  const listed = head.listed && head.net_worth !== null && head.joined_at !== null;
  // With no row of my own these are nulls, which match nothing: the "around me" parts come back
  // empty at no cost and the counts that depend on me are zero.
  const myScore = scoreOf(
    {
      points: sql`${listed ? head.points : null}::int`,
      netWorth: sql`${listed ? head.net_worth : null}::int`,
    },
    by,
  );
  const myKey = listed
    ? sql`(${head.joined_at}::timestamptz, ${viewerId}::text)`
    : sql`(null::timestamptz, null::text)`;
  return {
    by,
    league,
    season: { id: head.season_id, number: head.season_number },
    viewerId,
    listed,
    myScore,
    myKey,
  };
}

/**
 * The second statement, in one snapshot: the top rows, the rows on each side of the viewer's, the
 * viewer's own, each with its bank's facts and its move in the latest ranked wave, and the
 * table's counts on every row.
 */
function tableStatement(scope: TableScope): SQL {
  const { by, league, season, viewerId, listed, myScore, myKey } = scope;
  // The banks in this table, as `b`. A league reads its members' banks once into `members`, and
  // every part below works on that; the global table reads the ranking index directly.
  const inTable = sql`not b.disabled and b.season_id = ${season.id}`;
  const membership = league ? groupMembers(league) : null;
  const members = membership
    ? sql`members as materialized (
        select b.points, b.net_worth, b.joined_at, b.user_id, b.disabled, b.season_id
        from ${membership.table} lm join bank b on b.user_id = lm.user_id
        where ${membership.match} and ${inTable}),`
    : sql``;
  const from = league ? sql`members b` : sql`bank b`;
  const rowOf = sql`b.points as pt, b.net_worth as nw, b.joined_at as ja, b.user_id as uid`;
  // The table's order (ranking-order.ts) on the bank rows, on a part's rows `t`, and on the
  // rows of a union (their own column names).
  const bankCols = bankColumns('b');
  const colsOf = (prefix: string) => ({
    points: sql.raw(`${prefix}pt`),
    netWorth: sql.raw(`${prefix}nw`),
    joinedAt: sql.raw(`${prefix}ja`),
    userId: sql.raw(`${prefix}uid`),
  });
  const tCols = colsOf('t.');
  const ownCols = colsOf('');
  const bScore = scoreOf(bankCols, by);
  const counts = countsStatement(scope, { inTable, from, rowOf });

  // Each row's move in the latest ranked wave: in the season table, or for a league in the
  // league's own ranks (league-ranks.ts), both as rank_before − rank_after.
  const latest = latestRankedWave(season.id);
  const moves = league
    ? sql`left join (${groupWaveRanks(league, sql`w.id = ${latest}`)}) wr on wr.user_id = l.uid`
    : sql`left join wave_result wr on wr.wave_id = ${latest} and wr.user_id = l.uid`;
  return sql`with ${members} top as (
      select t.*, row_number() over (order by ${rankingOrder(tCols, by)}) as ord from (
        select ${rowOf} from ${from} where ${inTable}
        order by ${rankingOrder(bankCols, by)} limit ${TOP_SIZE}) t),
    tie_before as (
      select ${rowOf} from ${from}
      where ${inTable} and ${bScore} = ${myScore} and ${tieKey(bankCols)} < ${myKey}
      order by ${reverseTieOrder(bankCols)} limit ${AROUND_SIZE}),
    higher as (
      select ${rowOf} from ${from} where ${inTable} and ${bScore} > ${myScore}
      order by ${reverseRankingOrder(bankCols, by)} limit ${AROUND_SIZE}),
    before as (
      select t.*, row_number() over (order by t.grp, ${reverseRankingOrder(tCols, by)}) as ord from (
        select *, 0 as grp from tie_before union all select *, 1 as grp from higher
        order by grp, ${reverseRankingOrder(ownCols, by)} limit ${AROUND_SIZE}) t),
    tie_after as (
      select ${rowOf} from ${from}
      where ${inTable} and ${bScore} = ${myScore} and ${tieKey(bankCols)} > ${myKey}
      order by ${tieOrder(bankCols)} limit ${AROUND_SIZE}),
    lower as (
      select ${rowOf} from ${from} where ${inTable} and ${bScore} < ${myScore}
      order by ${rankingOrder(bankCols, by)} limit ${AROUND_SIZE}),
    after as (
      select t.*, row_number() over (order by t.grp, ${rankingOrder(tCols, by)}) as ord from (
        select *, 0 as grp from tie_after union all select *, 1 as grp from lower
        order by grp, ${rankingOrder(ownCols, by)} limit ${AROUND_SIZE}) t),
    listed as (
      select 'top' as part, ord, uid, pt, nw from top
      union all select 'before', ord, uid, pt, nw from before
      union all select 'after', ord, uid, pt, nw from after
      union all select 'me', 0, b.user_id, b.points, b.net_worth from bank b
        where ${listed} and b.user_id = ${viewerId}),
    counts as (${counts})
    select l.part, l.ord::int as ord, l.uid as user_id, l.pt as points, l.nw as net_worth,
      bk.public_id, bk.name as bank_name, bk.anonymous, bk.anonymous_number, u.name as manager,
      wr.rank_before - wr.rank_after as move,
      c.total, c.above, c.above_first, c.tie_ahead
    from counts c
    left join listed l on true
    left join bank bk on bk.user_id = l.uid
    left join "user" u on u.id = l.uid
    ${moves}`;
}

/**
 * The table's counts, in one pass: all rows, rows scoring more than me, rows scoring more than
 * the top row of my window (the one rank that the window's positions cannot give), and rows tied
 * with me that joined earlier. Reads the `before` part of tableStatement.
 */
function countsStatement(scope: TableScope, source: { inTable: SQL; from: SQL; rowOf: SQL }): SQL {
  const { by, league, season, myScore, myKey } = scope;
  const { inTable, from, rowOf } = source;
  const rCols = {
    points: sql.raw('r.pt'),
    netWorth: sql.raw('r.nw'),
    joinedAt: sql.raw('r.ja'),
    userId: sql.raw('r.uid'),
  };
  const rScore = scoreOf(rCols, by);
  const firstOfBefore =
    by === 'points'
      ? sql`(select pt, nw from before order by ord desc limit 1)`
      : sql`(select nw from before order by ord desc limit 1)`;
  const aggregates = sql`
      count(*)::int as total,
      count(*) filter (where ${rScore} > ${myScore})::int as above,
      count(*) filter (where ${rScore} > ${firstOfBefore})::int as above_first,
      count(*) filter (where ${rScore} = ${myScore} and ${tieKey(rCols)} < ${myKey})::int as tie_ahead`;
  if (league)
    return sql`select ${aggregates} from (select ${rowOf} from ${from} where ${inTable}) r`;
  // Globally, "not disabled" alone is an index-only scan of the partial ranking index (the ORDER
  // BY steers the planner to it rather than to the table). The season is honoured by taking away
  // the banks on another season, which exist only while a season reset runs; bank_season_idx
  // finds them.
  return sql`select everyone.total - other.total as total, everyone.above - other.above as above,
            everyone.above_first - other.above_first as above_first,
            everyone.tie_ahead - other.tie_ahead as tie_ahead
          from
          (select ${aggregates} from (select ${rowOf} from bank b where not b.disabled
             order by ${rankingOrder(bankColumns('b'), by)}) r) everyone,
          (select ${aggregates} from (select ${rowOf} from bank b where not b.disabled
             and (b.season_id < ${season.id} or b.season_id > ${season.id})) r) other`;
}

/** The table from its statement's rows: the top, and the viewer's rank and window when listed. */
function assembleTable(
  rows: ListedRow[],
  scope: TableScope,
  biggestClimber: Leaderboard['biggestClimber'],
): Leaderboard {
  const { by, season, league, viewerId } = scope;
  const first = rows[0];
  if (!first) throw new Error('The leaderboard query returned no row');
  const toRow = ({ row, position, rank }: Ranked<ListedRow>): LeaderboardRow =>
    toLeaderboardRow(
      {
        userId: row.user_id,
        bankId: row.public_id,
        bankName: row.bank_name ?? '',
        manager: row.manager ?? '',
        anonymous: row.anonymous ?? false,
        anonymousNumber: row.anonymous_number ?? 0,
        points: row.points ?? 0,
        netWorth: row.net_worth ?? 0,
        move: row.move,
      },
      viewerId,
      position,
      rank,
    );
  const partOf = (part: ListedRow['part']) =>
    rows.filter((row) => row.part === part).sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0));

  const top = withRanks(partOf('top'), by, 1, 1).map(toRow);
  const mine = partOf('me')[0];
  if (!mine) {
    return {
      by,
      season,
      league: league?.kind === 'league' ? { id: league.id, name: league.name } : null,
      cohort: league?.kind === 'cohort' ? { id: league.id, name: league.name } : null,
      total: first.total,
      me: null,
      rows: top,
      aroundMe: [],
      biggestClimber,
    };
  }

  const myPosition = first.above + first.tie_ahead + 1;
  const myRank = rankFromRicher(first.above);
  const before = partOf('before').reverse();
  const window = [...before, mine, ...partOf('after')];
  const keyOf = (row: ListedRow) =>
    scoreKey({ points: row.points ?? 0, netWorth: row.net_worth ?? 0 }, by);
  const firstRow = window[0];
  const firstRank =
    firstRow && keyOf(firstRow) === keyOf(mine) ? myRank : rankFromRicher(first.above_first);
  return {
    by,
    season,
    league: league?.kind === 'league' ? { id: league.id, name: league.name } : null,
    cohort: league?.kind === 'cohort' ? { id: league.id, name: league.name } : null,
    total: first.total,
    me: { rank: myRank, position: myPosition },
    rows: top,
    aroundMe: withRanks(window, by, myPosition - before.length, firstRank).map(toRow),
    biggestClimber,
  };
}

/**
 * The global table, or a private league's table when `leagueId` is given (members only: anyone
 * else gets not-found, so league ids do not leak). Top 50 plus the viewer's row with five rows on
 * each side. Ranked by points, then net worth (`by: 'net-worth'`: net worth alone); an equal
 * score shares a rank (1, 2, 2, 4) and lists the earlier joiner first (ranking-order.ts). Only
 * banks that are not disabled and are on the current season count.
 *
 * Two statements: the season and the viewer's own row, then everything else in one snapshot.
 * There is no window function over the table: the rows are short ranges of the ranking index
 * read with LIMIT, and positions and ranks come from counts taken in one pass over it.
 */
export async function getLeaderboard(
  db: DbOrTx,
  input: {
    viewerId: string;
    leagueId?: string | undefined;
    /** The viewer's own cohort's table (issue 27) instead. */
    cohort?: { id: string; name: string } | undefined;
    ranking?: RankingCache | undefined;
    by?: RankingBy | undefined;
  },
): Promise<Leaderboard> {
  const { viewerId, leagueId } = input;
  const by = input.by ?? 'points';
  if (leagueId === undefined && input.cohort === undefined && input.ranking) {
    return getGlobalFromRanking(db, await input.ranking.get(by), viewerId);
  }
  const league = input.cohort
    ? ({ kind: 'cohort', ...input.cohort } as const)
    : leagueId === undefined
      ? null
      : await findViewersLeague(db, leagueId, viewerId);
  const scope = await readScope(db, viewerId, league, by);
  const rows = await selectRows(db, tableStatement(scope), ListedRowSchema);
  const biggestClimber = league
    ? await getBiggestClimber(db, league, scope.season.id, viewerId)
    : null;
  return assembleTable(rows, scope, biggestClimber);
}

/**
 * The league member who climbed the most places in the league's own table in the latest ranked
 * wave (league-ranks.ts; the engine's podium rule picks them: on an equal climb the higher place
 * after the wave); null when nobody climbed.
 */
async function getBiggestClimber(
  db: DbOrTx,
  group: RankedGroup,
  seasonId: string,
  viewerId: string,
): Promise<Leaderboard['biggestClimber']> {
  const [latest] = await selectRows(
    db,
    sql`select ${latestRankedWave(seasonId)} as wave_id`,
    LatestWaveRowSchema,
  );
  if (!latest?.wave_id) return null;
  const { climber } = buildLeaguePodium(await getLeagueStandings(db, group, [latest.wave_id]));
  if (!climber) return null;
  const hidden = climber.anonymous && climber.userId !== viewerId;
  return {
    bankName: hidden ? anonymousLabel(climber.anonymousNumber) : climber.bankName,
    move: computeLeagueMove(climber),
  };
}

/**
 * The global table from the in-memory ranking: ranks and order come from memory, and only the
 * displayed rows' names and moves are read from the database.
 */
async function getGlobalFromRanking(
  db: DbOrTx,
  ranking: Ranking,
  viewerId: string,
): Promise<Leaderboard> {
  const top = ranking.userIds.slice(0, TOP_SIZE).map((_, index) => index);
  const mine = ranking.positionOf.get(viewerId);
  const around: number[] = [];
  if (mine !== undefined) {
    const from = Math.max(0, mine - AROUND_SIZE);
    const to = Math.min(ranking.userIds.length - 1, mine + AROUND_SIZE);
    for (let index = from; index <= to; index += 1) around.push(index);
  }
  const ids = [...new Set([...top, ...around].map((index) => ranking.userIds[index] as string))];
  const facts = ids.length
    ? await selectRows(
        db,
        sql`select b.user_id, b.public_id, b.name as bank_name, b.anonymous, b.anonymous_number,
              u.name as manager, wr.rank_before - wr.rank_after as move
            from bank b join "user" u on u.id = b.user_id
            left join wave_result wr on wr.wave_id = ${latestRankedWave(ranking.seasonId)}
              and wr.user_id = b.user_id
            where b.user_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
        FactsRowSchema,
      )
    : [];
  const byId = new Map(facts.map((row) => [row.user_id, row]));
  const toRow = (index: number): LeaderboardRow => {
    const userId = ranking.userIds[index] as string;
    const row = byId.get(userId);
    return toLeaderboardRow(
      {
        userId,
        bankId: row?.public_id ?? null,
        bankName: row?.bank_name ?? '',
        manager: row?.manager ?? '',
        anonymous: row?.anonymous ?? false,
        anonymousNumber: row?.anonymous_number ?? 0,
        points: ranking.points[index] as number,
        netWorth: ranking.netWorths[index] as number,
        move: row?.move ?? null,
      },
      viewerId,
      index + 1,
      ranking.ranks[index] as number,
    );
  };
  return {
    by: ranking.by,
    season: { id: ranking.seasonId, number: ranking.seasonNumber },
    league: null,
    cohort: null,
    total: ranking.userIds.length,
    me: mine === undefined ? null : { rank: ranking.ranks[mine] as number, position: mine + 1 },
    rows: top.map(toRow),
    aroundMe: around.map(toRow),
    biggestClimber: null,
  };
}

type Ranked<T> = { row: T; position: number; rank: number };

/**
 * Positions and ranks for a contiguous run of the table that starts at `startPosition`, whose
 * first row has rank `firstRank` (ranking-order.ts: `rankRun`).
 */
function withRanks<T extends { points: number | null; net_worth: number | null }>(
  run: T[],
  by: RankingBy,
  startPosition: number,
  firstRank: number,
): Ranked<T>[] {
  const ranks = rankRun(
    run.map((row) => scoreKey({ points: row.points ?? 0, netWorth: row.net_worth ?? 0 }, by)),
    startPosition,
    firstRank,
  );
  return run.map((row, index) => ({
    row,
    position: startPosition + index,
    rank: ranks[index] ?? firstRank,
  }));
}

interface RowFacts {
  userId: string | null;
  bankId: string | null;
  bankName: string;
  manager: string;
  anonymous: boolean;
  anonymousNumber: number;
  points: number;
  netWorth: number;
  move: number | null;
}

/** Applies anonymous mode: other players see the label only, never the names or the bank id. */
export function toLeaderboardRow(
  facts: RowFacts,
  viewerId: string,
  position: number,
  rank: number,
): LeaderboardRow {
  const isMe = facts.userId !== null && facts.userId === viewerId;
  const hidden = facts.anonymous && !isMe;
  return {
    rank,
    position,
    bankId: hidden ? null : facts.bankId,
    bankName: hidden ? anonymousLabel(facts.anonymousNumber) : facts.bankName,
    manager: hidden ? null : facts.manager,
    points: facts.points,
    move: facts.move,
    netWorth: facts.netWorth,
    isMe,
    anonymous: facts.anonymous,
  };
}

export function leagueNotFound(): AppError {
  return new AppError('not-found', 'That league does not exist, or you are not a member of it.');
}

const ArchivedRowSchema = z.object({ archived: z.number() });

/**
 * Copies the final standings of the banks on `seasonId` (not disabled) into season_archive, with
 * the names as they are now so the table survives renames and deleted accounts. Replaces an
 * earlier archive of the same season, so a retried season start cannot fail on it. Call it before
 * any bank is reset. Returns the number of rows archived.
 */
export async function archiveStandings(tx: DbOrTx, seasonId: string): Promise<number> {
  await tx.delete(seasonArchive).where(eq(seasonArchive.seasonId, seasonId));
  const [row] = await selectRows(
    tx,
    sql`with inserted as (
      insert into season_archive (season_id, user_id, rank, position, bank_name, manager_name,
        anonymous, anonymous_number, net_worth, points)
      select ${seasonId}, b.user_id, ${rankOver(bankColumns('b'))}, ${positionOver(bankColumns('b'))},
        b.name, u.name, b.anonymous, b.anonymous_number, b.net_worth, b.points
      from bank b join "user" u on u.id = b.user_id
      where b.season_id = ${seasonId} and not b.disabled
      returning 1)
    select count(*)::int as archived from inserted`,
    ArchivedRowSchema,
  );
  return row?.archived ?? 0;
}

/**
 * Last season's table: the archive of the most recently ended season, top 50 plus the viewer's
 * archived row with five on each side. Anonymous mode is the one archived with the row.
 */
export async function getArchivedLeaderboard(
  db: DbOrTx,
  viewerId: string,
): Promise<ArchivedLeaderboard> {
  const [ended] = await db
    .select()
    .from(seasonTable)
    .where(eq(seasonTable.status, 'ended'))
    .orderBy(sql`${seasonTable.endedAt} desc nulls last`, desc(seasonTable.number))
    .limit(1);
  if (!ended) return { season: null, total: 0, me: null, rows: [], aroundMe: [] };

  const season = {
    id: ended.id,
    number: ended.number,
    endedAt: ended.endedAt?.toISOString() ?? null,
  };
  const toRow = (row: typeof seasonArchive.$inferSelect): LeaderboardRow =>
    toLeaderboardRow(
      {
        userId: row.userId,
        bankId: null,
        bankName: row.bankName,
        manager: row.managerName,
        anonymous: row.anonymous,
        anonymousNumber: row.anonymousNumber,
        points: row.points,
        netWorth: row.netWorth,
        move: null,
      },
      viewerId,
      row.position,
      row.rank,
    );

  // Positions run 1..n without gaps, so the last position is the count, read from the key.
  const [last] = await db
    .select({ position: seasonArchive.position })
    .from(seasonArchive)
    .where(eq(seasonArchive.seasonId, ended.id))
    .orderBy(desc(seasonArchive.position))
    .limit(1);
  const top = await db
    .select()
    .from(seasonArchive)
    .where(eq(seasonArchive.seasonId, ended.id))
    .orderBy(asc(seasonArchive.position))
    .limit(TOP_SIZE);
  const [mine] = await db
    .select({ rank: seasonArchive.rank, position: seasonArchive.position })
    .from(seasonArchive)
    .where(and(eq(seasonArchive.seasonId, ended.id), eq(seasonArchive.userId, viewerId)))
    .limit(1);
  const aroundMe = mine
    ? await db
        .select()
        .from(seasonArchive)
        .where(
          and(
            eq(seasonArchive.seasonId, ended.id),
            sql`${seasonArchive.position} between ${mine.position - AROUND_SIZE} and ${mine.position + AROUND_SIZE}`,
          ),
        )
        .orderBy(asc(seasonArchive.position))
    : [];
  return {
    season,
    total: last?.position ?? 0,
    me: mine ? { rank: mine.rank, position: mine.position } : null,
    rows: top.map(toRow),
    aroundMe: aroundMe.map(toRow),
  };
}
