import { BADGE_RULES } from '@ffl/engine/badges';
import { isDrillPassed } from '@ffl/engine/drill-score';
import { FRAUD_IDS } from '@ffl/engine/ids';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bank, league, leagueMember, season, wave, waveResult } from '../../db/schema/game';
import { drillAttempt, quizAttempt } from '../../db/schema/learning';
import { activityDay, playerPrefs } from '../../db/schema/loop';
import { addDays, localDay } from '../../lib/local-day';
import { anonymousLabel } from '../../lib/names';
import { leagueNotFound } from '../leaderboard/leaderboard-service';
import {
  BADGE_IDS,
  type Badge,
  type BadgeId,
  type LeagueBadges,
  type MyBadges,
} from './badge-schemas';

/**
 * Badges that mark learning (decision 0023), computed from what the database already holds, for
 * the season each player's bank is in. Nothing is stored: a badge is earned from the moment its
 * rule was first met this season (`earnedAt`), and the progress shows the way to the next one.
 * Computed for many players at once (a league) with one query per source.
 */

/** The thresholds are game rules: the engine's BADGE_RULES. */
const PERFECT_WEEK_DRILLS = BADGE_RULES.perfectWeekDrills;
const STREAK_BADGE_DAYS = BADGE_RULES.streakDays;
const FIVE_STARS = BADGE_RULES.waveStars;

type Progress = { earnedAt: Date | null; done: number; of: number };

function toBadge(id: BadgeId, p: Progress): Badge {
  return {
    id,
    earned: p.earnedAt !== null,
    earnedAt: p.earnedAt ? p.earnedAt.toISOString() : null,
    progress: { done: p.earnedAt ? p.of : Math.min(p.done, p.of), of: p.of },
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The Monday of the week of a 'YYYY-MM-DD' day. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every fraud's quiz passed this season: earned at the pass that completed the set. */
function quizzesBadge(passes: readonly { fraudId: string; at: Date }[]): Progress {
  const firstPass = new Map<string, Date>();
  for (const pass of passes) {
    const known = firstPass.get(pass.fraudId);
    if (!known || pass.at < known) firstPass.set(pass.fraudId, pass.at);
  }
  const times = FRAUD_IDS.flatMap((id) => {
    const at = firstPass.get(id);
    return at ? [at] : [];
  });
  const complete = times.length === FRAUD_IDS.length;
  const last = times.reduce<Date | null>((max, at) => (max && max > at ? max : at), null);
  return { earnedAt: complete ? last : null, done: times.length, of: FRAUD_IDS.length };
}

/**
 * The perfect week: in one Monday–Sunday week of the player's days, the first
 * PERFECT_WEEK_DRILLS drills done for the first time this season all passed (engine
 * isDrillPassed). A failed one spoils that week; a repeat of a drill already done does not
 * count either way (its answers were seen). Progress is this week's passes while it is unspoiled.
 */
function perfectWeekBadge(
  drills: readonly { at: Date; passed: boolean }[],
  zone: string | null,
  today: string,
): Progress {
  const weeks = groupBy(drills, (row) => mondayOf(localDay(row.at, zone)));
  let earnedAt: Date | null = null;
  let thisWeek = 0;
  for (const [monday, rows] of weeks) {
    let passed = 0;
    let spoiled = false;
    for (const row of rows) {
      if (!row.passed) {
        spoiled = true;
        break;
      }
      passed += 1;
      if (passed === PERFECT_WEEK_DRILLS) {
        if (!earnedAt || row.at < earnedAt) earnedAt = row.at;
        break;
      }
    }
    if (monday === mondayOf(today)) thisWeek = spoiled ? 0 : passed;
  }
  return { earnedAt, done: thisWeek, of: PERFECT_WEEK_DRILLS };
}

/** Five stars against a hard wave this season; progress is the best stars against one. */
function hardWaveBadge(results: readonly { stars: number; at: Date }[]): Progress {
  let best = 0;
  let earnedAt: Date | null = null;
  for (const row of results) {
    best = Math.max(best, row.stars);
    if (row.stars >= FIVE_STARS && (!earnedAt || row.at < earnedAt)) earnedAt = row.at;
  }
  return { earnedAt, done: best, of: FIVE_STARS };
}

/**
 * STREAK_BADGE_DAYS days in a row with something learned, this season (activity_day, the
 * player's days). Progress is the run alive today (ending today or yesterday).
 */
function streakBadge(days: readonly { day: string; at: Date }[], today: string): Progress {
  const sorted = [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  let run = 0;
  let previous: string | null = null;
  let earnedAt: Date | null = null;
  for (const row of sorted) {
    run = previous !== null && addDays(previous, 1) === row.day ? run + 1 : 1;
    previous = row.day;
    if (run === STREAK_BADGE_DAYS && !earnedAt) earnedAt = row.at;
  }
  const alive = previous === today || (previous !== null && addDays(previous, 1) === today);
  return { earnedAt, done: alive ? run : 0, of: STREAK_BADGE_DAYS };
}

/** Every badge of each player, in BADGE_IDS order, as of `now`. */
export async function computeBadges(
  db: DbOrTx,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, Badge[]>> {
  const ids = [...new Set(userIds)];
  const result = new Map<string, Badge[]>();
  if (ids.length === 0) return result;
  // Each source is joined to the player's bank, so that only its current season counts.
  const [zones, passes, drills, hard, days] = await Promise.all([
    db
      .select({ userId: playerPrefs.userId, timeZone: playerPrefs.timeZone })
      .from(playerPrefs)
      .where(inArray(playerPrefs.userId, ids)),
    db
      .select({
        userId: quizAttempt.userId,
        fraudId: quizAttempt.fraudId,
        at: quizAttempt.submittedAt,
      })
      .from(quizAttempt)
      .innerJoin(
        bank,
        and(eq(bank.userId, quizAttempt.userId), eq(bank.seasonId, quizAttempt.seasonId)),
      )
      .where(
        and(
          inArray(quizAttempt.userId, ids),
          eq(quizAttempt.status, 'submitted'),
          eq(quizAttempt.passed, true),
        ),
      ),
    db
      .select({
        userId: drillAttempt.userId,
        at: drillAttempt.createdAt,
        outcome: drillAttempt.outcome,
        legitimate: drillAttempt.legitimate,
        found: drillAttempt.found,
        redFlags: drillAttempt.redFlags,
        falseFlags: drillAttempt.falseFlags,
        hotspots: drillAttempt.hotspots,
      })
      .from(drillAttempt)
      .innerJoin(
        bank,
        and(eq(bank.userId, drillAttempt.userId), eq(bank.seasonId, drillAttempt.seasonId)),
      )
      .where(and(inArray(drillAttempt.userId, ids), eq(drillAttempt.firstOfSeason, true)))
      .orderBy(asc(drillAttempt.createdAt), asc(drillAttempt.id)),
    db
      .select({ userId: waveResult.userId, stars: waveResult.stars, at: waveResult.createdAt })
      .from(waveResult)
      .innerJoin(wave, eq(wave.id, waveResult.waveId))
      .innerJoin(bank, and(eq(bank.userId, waveResult.userId), eq(bank.seasonId, wave.seasonId)))
      .where(and(inArray(waveResult.userId, ids), eq(wave.difficulty, BADGE_RULES.waveDifficulty))),
    db
      .select({ userId: activityDay.userId, day: activityDay.day, at: activityDay.firstAt })
      .from(activityDay)
      .innerJoin(bank, eq(bank.userId, activityDay.userId))
      .innerJoin(season, eq(season.id, bank.seasonId))
      .where(and(inArray(activityDay.userId, ids), gte(activityDay.firstAt, season.startedAt))),
  ]);
  const zoneOf = new Map(zones.map((row) => [row.userId, row.timeZone]));
  const passesOf = groupBy(passes, (row) => row.userId);
  const drillsOf = groupBy(drills, (row) => row.userId);
  const hardOf = groupBy(hard, (row) => row.userId);
  const daysOf = groupBy(days, (row) => row.userId);
  for (const id of ids) {
    const zone = zoneOf.get(id) ?? null;
    const today = localDay(now, zone);
    const progress: Record<BadgeId, Progress> = {
      'all-quizzes-passed': quizzesBadge(
        (passesOf.get(id) ?? []).flatMap((row) =>
          row.at ? [{ fraudId: row.fraudId, at: row.at }] : [],
        ),
      ),
      'perfect-drill-week': perfectWeekBadge(
        (drillsOf.get(id) ?? []).map((row) => ({ at: row.at, passed: isDrillPassed(row) })),
        zone,
        today,
      ),
      'hard-wave-five-stars': hardWaveBadge(hardOf.get(id) ?? []),
      'seven-day-streak': streakBadge(daysOf.get(id) ?? [], today),
    };
    result.set(
      id,
      BADGE_IDS.map((badgeId) => toBadge(badgeId, progress[badgeId])),
    );
  }
  return result;
}

/** My badges as of `now`. */
export async function getMyBadges(db: DbOrTx, userId: string, now: Date): Promise<MyBadges> {
  const badges = await computeBadges(db, [userId], now);
  return { badges: badges.get(userId) ?? [] };
}

/**
 * The earned badges of every member of a league I am in, in the member list's order, with the
 * member list's anonymity (league-service getLeagueDetail). Not a member: the leagues' not-found.
 */
export async function getLeagueBadges(
  db: DbOrTx,
  viewerId: string,
  leagueId: string,
  now: Date,
): Promise<LeagueBadges> {
  const [found] = await db
    .select({ ownerId: league.ownerId })
    .from(league)
    .innerJoin(
      leagueMember,
      and(eq(leagueMember.leagueId, league.id), eq(leagueMember.userId, viewerId)),
    )
    .where(eq(league.id, leagueId));
  if (!found) throw leagueNotFound();
  const rows = await db
    .select({
      userId: leagueMember.userId,
      bankId: bank.publicId,
      bankName: bank.name,
      anonymous: bank.anonymous,
      anonymousNumber: bank.anonymousNumber,
    })
    .from(leagueMember)
    .innerJoin(bank, eq(bank.userId, leagueMember.userId))
    .innerJoin(user, eq(user.id, leagueMember.userId))
    .where(eq(leagueMember.leagueId, leagueId))
    .orderBy(asc(leagueMember.joinedAt), asc(leagueMember.userId));
  const badges = await computeBadges(
    db,
    rows.map((row) => row.userId),
    now,
  );
  const viewerOwns = found.ownerId === viewerId;
  return {
    members: rows.map((row) => {
      const isMe = row.userId === viewerId;
      const hidden = row.anonymous && !isMe;
      return {
        bankId: hidden && !viewerOwns ? null : row.bankId,
        bankName: hidden ? anonymousLabel(row.anonymousNumber) : row.bankName,
        anonymous: row.anonymous,
        isMe,
        badges: (badges.get(row.userId) ?? []).flatMap((badge) =>
          badge.earnedAt ? [{ id: badge.id, earnedAt: badge.earnedAt }] : [],
        ),
      };
    }),
  };
}
