import { createHash } from 'node:crypto';
import { buildLeaguePodium, computeLeagueMove } from '@ffl/engine/league-podium';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { DifficultySchema } from '../../http/domain-schemas';
import { anonymousLabel } from '../../lib/names';
import { computeBadges } from '../badges/badge-service';
import { latestRankedWave } from '../leaderboard/leaderboard-service';
import { getLeagueStandings, type LeagueWaveStanding } from '../leaderboard/league-ranks';
import type { LeagueBank, LeagueFeed, LeagueFeedEntry, LeaguePodium } from './league-schemas';

/**
 * A league's social side (decision 0036): the podium of each wave in the league's own ranks, and
 * the feed of what happened in it (members joining, each wave's podium, badges members earned),
 * all computed when read from what is stored: league_member, the waves' results and the badges'
 * sources. Nothing is written when a wave lands.
 */

const WaveRowSchema = z.object({
  id: z.string(),
  at_ms: z.number(),
  difficulty: DifficultySchema,
});
type WaveRow = z.infer<typeof WaveRowSchema>;

const MemberRowSchema = z.object({
  user_id: z.string(),
  at_ms: z.number(),
  founded: z.boolean(),
  bank_name: z.string(),
  manager: z.string(),
  anonymous: z.boolean(),
  anonymous_number: z.number(),
});

/** A time in whole milliseconds since the epoch, as the feed orders and pages by it. */
const msOf = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

function bankOf(
  row: {
    userId: string;
    bankName: string;
    manager: string;
    anonymous: boolean;
    anonymousNumber: number;
  },
  viewerId: string,
): LeagueBank {
  const isMe = row.userId === viewerId;
  const hidden = row.anonymous && !isMe;
  return {
    bankName: hidden ? anonymousLabel(row.anonymousNumber) : row.bankName,
    manager: hidden ? null : row.manager,
    anonymous: row.anonymous,
    isMe,
  };
}

/** One wave's podium from its members' standings (the engine picks the places and the climber). */
function toPodium(wave: WaveRow, standings: readonly LeagueWaveStanding[], viewerId: string) {
  const { top, climber } = buildLeaguePodium(standings);
  const mine = standings.find((standing) => standing.userId === viewerId);
  const podium: LeaguePodium = {
    waveId: wave.id,
    rankedAt: new Date(wave.at_ms).toISOString(),
    difficulty: wave.difficulty,
    members: standings.length,
    top: top.map((standing) => ({
      ...bankOf(standing, viewerId),
      rank: standing.rankAfter,
      position: standing.position,
      wavePoints: standing.points,
      points: standing.pointsAfter,
      netWorth: standing.netWorthAfter,
      move: computeLeagueMove(standing),
    })),
    climber: climber
      ? { ...bankOf(climber, viewerId), move: computeLeagueMove(climber), rank: climber.rankAfter }
      : null,
    me: mine
      ? {
          rankBefore: mine.rankBefore,
          rankAfter: mine.rankAfter,
          move: computeLeagueMove(mine),
          reportId: mine.reportId,
        }
      : null,
  };
  return podium;
}

/** The podiums of these waves, in one statement; a wave the league had nobody in has none. */
async function podiumsOf(
  db: DbOrTx,
  leagueId: string,
  viewerId: string,
  waves: readonly WaveRow[],
): Promise<Map<string, LeaguePodium>> {
  const standings = await getLeagueStandings(
    db,
    leagueId,
    waves.map((wave) => wave.id),
  );
  const byWave = new Map<string, LeagueWaveStanding[]>();
  for (const standing of standings) {
    const list = byWave.get(standing.waveId);
    if (list) list.push(standing);
    else byWave.set(standing.waveId, [standing]);
  }
  const podiums = new Map<string, LeaguePodium>();
  for (const wave of waves) {
    const list = byWave.get(wave.id);
    if (list?.length) podiums.set(wave.id, toPodium(wave, list, viewerId));
  }
  return podiums;
}

/**
 * The league's podium of the latest ranked wave of the current season: the wave the table's
 * moves are from. Null before any wave, or when the league had nobody in that wave's table.
 * The caller has checked that the viewer is a member.
 */
export async function getLatestPodium(
  db: DbOrTx,
  leagueId: string,
  viewerId: string,
): Promise<LeaguePodium | null> {
  const waves = await selectRows(
    db,
    sql`select w.id, ${msOf(sql`w.ranked_at`)} as at_ms, w.difficulty from wave w
        where w.id = ${latestRankedWave(sql`(select id from season order by number desc limit 1)`)}`,
    WaveRowSchema,
  );
  const [wave] = waves;
  if (!wave) return null;
  return (await podiumsOf(db, leagueId, viewerId, waves)).get(wave.id) ?? null;
}

/** A key for a member's entries that names them within this league only. */
function memberKey(leagueId: string, userId: string): string {
  return createHash('sha256').update(`${leagueId}:${userId}`).digest('base64url').slice(0, 12);
}

/** An entry before its podium is read: waves are only ranked once a page is chosen. */
type Pending =
  | { atMs: number; order: number; id: string; entry: LeagueFeedEntry }
  | { atMs: number; order: number; id: string; wave: WaveRow };

/** Newest first; at the same moment a podium, then badges, then joins, then by id. */
function newestFirst(a: Pending, b: Pending): number {
  return b.atMs - a.atMs || a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A source of entries: the newest entries older than `beforeMs` (all of them when `beforeMs` is
 * null), at most `limit` of them (all when null), and none older than `fromMs` when it is given.
 */
type Source = (range: {
  beforeMs: number | null;
  fromMs: number | null;
  limit: number | null;
}) => Promise<Pending[]>;

/**
 * One page of the merged sources, newest first: the `limit` newest entries older than `beforeMs`,
 * plus every other entry of the same moment as the last of them, so that the next page, which
 * starts before that moment, never splits a moment or shows an entry twice.
 */
async function pageOf(
  sources: readonly Source[],
  beforeMs: number | null,
  limit: number,
): Promise<{ entries: Pending[]; nextBeforeMs: number | null }> {
  const fetched = await Promise.all(
    sources.map((source) => source({ beforeMs, fromMs: null, limit: limit + 1 })),
  );
  const merged = fetched.flat().sort(newestFirst);
  const last = merged[Math.min(limit, merged.length) - 1];
  if (!last) return { entries: [], nextBeforeMs: null };
  const cutoff = last.atMs;
  // A source that filled its limit up to the cut-off moment may hold more entries of that
  // moment (read them all), and older ones it did not say.
  const cutShort = fetched.map((rows) => rows.length > limit && rows.at(-1)?.atMs === cutoff);
  const complete = await Promise.all(
    sources.map((source, index) =>
      cutShort[index]
        ? source({ beforeMs, fromMs: cutoff, limit: null })
        : Promise.resolve((fetched[index] ?? []).filter((row) => row.atMs >= cutoff)),
    ),
  );
  const entries = complete.flat().sort(newestFirst);
  const more = cutShort.includes(true) || merged.some((row) => row.atMs < cutoff);
  return { entries, nextBeforeMs: more ? cutoff : null };
}

/** The range conditions of a source's SQL on a time column. */
function rangeOf(column: SQL, range: { beforeMs: number | null; fromMs: number | null }): SQL {
  const before = range.beforeMs === null ? sql`` : sql` and ${msOf(column)} < ${range.beforeMs}`;
  const from = range.fromMs === null ? sql`` : sql` and ${msOf(column)} >= ${range.fromMs}`;
  return sql`${before}${from}`;
}

const limitOf = (limit: number | null) => (limit === null ? sql`` : sql` limit ${limit}`);

/**
 * The league's feed, newest first: members joining (the founder's join is the league's start),
 * each wave's podium in the league's own ranks, and the badges members earned this season since
 * they joined. Paged by time: `before` is the previous page's `nextBefore`. Disabled banks are
 * left out, as from the table. The caller has checked that the viewer is a member.
 */
export async function getLeagueFeed(
  db: DbOrTx,
  viewerId: string,
  leagueId: string,
  page: { before?: string | undefined; limit: number },
  now: Date,
): Promise<LeagueFeed> {
  const members = await selectRows(
    db,
    sql`select lm.user_id, ${msOf(sql`lm.joined_at`)} as at_ms,
          (lm.joined_at = l.created_at) as founded, b.name as bank_name, u.name as manager,
          b.anonymous, b.anonymous_number
        from league_member lm
        join league l on l.id = lm.league_id
        join bank b on b.user_id = lm.user_id and not b.disabled
        join "user" u on u.id = lm.user_id
        where lm.league_id = ${leagueId}`,
    MemberRowSchema,
  );
  const bankOfMember = (row: z.infer<typeof MemberRowSchema>) =>
    bankOf(
      {
        userId: row.user_id,
        bankName: row.bank_name,
        manager: row.manager,
        anonymous: row.anonymous,
        anonymousNumber: row.anonymous_number,
      },
      viewerId,
    );

  const joins: Pending[] = members.map((row) => {
    const id = `joined-${memberKey(leagueId, row.user_id)}`;
    const at = new Date(row.at_ms).toISOString();
    return {
      atMs: row.at_ms,
      order: 2,
      id,
      entry: { kind: 'joined', id, at, member: bankOfMember(row), founded: row.founded },
    };
  });

  // Badges are computed, not stored (features/badges): every member's, then filtered by time.
  const badgesOf = await computeBadges(
    db,
    members.map((row) => row.user_id),
    now,
  );
  const badges: Pending[] = members.flatMap((row) =>
    (badgesOf.get(row.user_id) ?? []).flatMap((badge) => {
      if (!badge.earnedAt) return [];
      const atMs = Date.parse(badge.earnedAt);
      // Only what the league saw: a badge earned before the member joined is not news here.
      if (atMs < row.at_ms) return [];
      const id = `badge-${badge.id}-${memberKey(leagueId, row.user_id)}`;
      return [
        {
          atMs,
          order: 1,
          id,
          entry: {
            kind: 'badge' as const,
            id,
            at: badge.earnedAt,
            member: bankOfMember(row),
            badge: badge.id,
          },
        },
      ];
    }),
  );

  const inMemory =
    (all: Pending[]): Source =>
    async ({ beforeMs, fromMs, limit }) => {
      const rows = all
        .filter(
          (row) =>
            (beforeMs === null || row.atMs < beforeMs) && (fromMs === null || row.atMs >= fromMs),
        )
        .sort(newestFirst);
      return limit === null ? rows : rows.slice(0, limit);
    };

  // The waves the league had somebody in: ranked after they had joined, and hit by it.
  const waves: Source = async (range) => {
    const rows = await selectRows(
      db,
      sql`select w.id, ${msOf(sql`w.ranked_at`)} as at_ms, w.difficulty from wave w
          where w.ranked_at is not null${rangeOf(sql`w.ranked_at`, range)}
            and w.ranked_at >= (select created_at from league where id = ${leagueId})
            and exists (select 1 from league_member lm
              join wave_result r on r.wave_id = w.id and r.user_id = lm.user_id
              join bank b on b.user_id = lm.user_id and not b.disabled
              where lm.league_id = ${leagueId} and lm.joined_at <= w.ranked_at)
          order by w.ranked_at desc, w.id${limitOf(range.limit)}`,
      WaveRowSchema,
    );
    return rows.map((wave) => ({ atMs: wave.at_ms, order: 0, id: `wave-${wave.id}`, wave }));
  };

  const beforeMs = page.before === undefined ? null : Date.parse(page.before);
  const { entries, nextBeforeMs } = await pageOf(
    [waves, inMemory(badges), inMemory(joins)],
    beforeMs,
    page.limit,
  );
  const podiums = await podiumsOf(
    db,
    leagueId,
    viewerId,
    entries.flatMap((pending) => ('wave' in pending ? [pending.wave] : [])),
  );
  return {
    entries: entries.flatMap((pending): LeagueFeedEntry[] => {
      if (!('wave' in pending)) return [pending.entry];
      const podium = podiums.get(pending.wave.id);
      return podium ? [{ kind: 'podium', id: pending.id, at: podium.rankedAt, podium }] : [];
    }),
    nextBefore: nextBeforeMs === null ? null : new Date(nextBeforeMs).toISOString(),
  };
}
