import { ECONOMY } from '@ffl/engine/economy';
import { computeFraudMix } from '@ffl/engine/fraud-mix';
import { type PurchaseMove, rankMoves } from '@ffl/engine/recommend';
import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ledger, wave, waveResult } from '../../db/schema/game';
import { selectRows } from '../../db/select-rows';
import { AppError } from '../../lib/app-error';
import type { WaveLandedFor } from '../../realtime/live-events-schemas';
import { loadOwned, readBank, toLoadout } from '../bank/bank-service';
import { getQuizOverview } from '../quizzes/quiz-service';
import { getCurrentSeason } from '../seasons/current-season';
import { splitBalanceMoves } from './balance-moves';
import { findPracticeSummary, getPracticeReport } from './practice-service';
import { adviseOnReport } from './report-advice';
import { expandAttack, loadBreakdowns, pickBreakdowns, toSummary } from './wave-report';
import {
  type Advice,
  type AdvisedReport,
  type BalanceHistory,
  type Report,
  type ReportPage,
  type WaveLedgerKind,
  WaveLedgerKindSchema,
} from './wave-schemas';
import { getNextWave } from './wave-service';

const summaryColumns = {
  id: waveResult.publicId,
  waveId: waveResult.waveId,
  createdAt: waveResult.createdAt,
  difficulty: wave.difficulty,
  forecast: wave.forecast,
  alertFamily: waveResult.alertFamily,
  stars: waveResult.stars,
  totalBase: waveResult.totalBase,
  totalDamage: waveResult.totalDamage,
  netChange: waveResult.netChange,
  cashAfter: waveResult.cashAfter,
  netWorthAfter: waveResult.netWorthAfter,
  points: waveResult.points,
  pointsAfter: waveResult.pointsAfter,
  rankBefore: waveResult.rankBefore,
  rankAfter: waveResult.rankAfter,
};

/**
 * My reports, newest first, a page at a time. The cursor is the last report id of the previous
 * page, so pages stay stable while new waves land.
 */
export async function listReports(
  db: Db,
  userId: string,
  options: { limit: number; cursor?: string | undefined },
): Promise<ReportPage> {
  let after: { createdAt: Date; waveId: string } | undefined;
  if (options.cursor) {
    const [row] = await db
      .select({ createdAt: waveResult.createdAt, waveId: waveResult.waveId })
      .from(waveResult)
      .where(and(eq(waveResult.publicId, options.cursor), eq(waveResult.userId, userId)));
    if (!row) {
      // The practice report is always last: nothing comes after it.
      if ((await findPracticeSummary(db, userId))?.id === options.cursor) {
        return { reports: [], nextCursor: null };
      }
      throw new AppError('invalid-argument', 'The page cursor is not one of your reports.');
    }
    after = row;
  }
  const rows = await db
    .select(summaryColumns)
    .from(waveResult)
    .innerJoin(wave, eq(wave.id, waveResult.waveId))
    .where(
      and(
        eq(waveResult.userId, userId),
        after
          ? or(
              lt(waveResult.createdAt, after.createdAt),
              and(eq(waveResult.createdAt, after.createdAt), lt(waveResult.waveId, after.waveId)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(waveResult.createdAt), desc(waveResult.waveId))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit).map(toSummary);
  const more = rows.length > options.limit;
  // The practice report (practice-service.ts) comes before every real wave: it ends the list.
  const practice = more ? null : await findPracticeSummary(db, userId);
  if (practice && page.length < options.limit)
    return { reports: [...page, practice], nextCursor: null };
  return {
    reports: page,
    nextCursor: more || practice ? (page.at(-1)?.id ?? null) : null,
  };
}

function isWaveLine<T extends { kind: string }>(line: T): line is T & { kind: WaveLedgerKind } {
  return WaveLedgerKindSchema.safeParse(line.kind).success;
}

/** One of my reports with the per-attack "why" and its ledger lines. Another player's is not-found. */
export async function getReport(db: Db, userId: string, reportId: string): Promise<Report> {
  const [row] = await db
    .select({ ...summaryColumns, outcomes: waveResult.outcomes })
    .from(waveResult)
    .innerJoin(wave, eq(wave.id, waveResult.waveId))
    .where(and(eq(waveResult.publicId, reportId), eq(waveResult.userId, userId)));
  if (!row) return getPracticeReport(db, userId, reportId);
  const lines = await db
    .select({ kind: ledger.kind, amount: ledger.amount })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.reference, row.waveId)))
    .orderBy(asc(ledger.id));
  const book = await loadBreakdowns(db, row.waveId, row.outcomes);
  return {
    ...toSummary(row),
    ledger: lines.filter(isWaveLine),
    attacks: pickBreakdowns(book, row.outcomes).map((attack) =>
      expandAttack(attack, row.alertFamily),
    ),
  };
}

/** One of my reports with the advice on it (report-advice.ts), as the Attack Log shows it. */
export async function getAdvisedReport(
  db: Db,
  userId: string,
  reportId: string,
): Promise<AdvisedReport> {
  const report = await getReport(db, userId, reportId);
  return { ...report, advice: adviseOnReport(report) };
}

const LandedForRowSchema = z.object({
  user_id: z.string(),
  report_id: z.string(),
  net_change: z.number(),
  stars: z.number(),
});

/**
 * Each listed player's part in a landed wave, for the push event that says it landed: their
 * report, net change and stars. One query for all the players an app process streams to; a player
 * the wave did not hit (they joined after it started, say) is not in the map.
 */
export async function getWaveLandedForMany(
  db: Db,
  waveId: string,
  userIds: readonly string[],
): Promise<Map<string, WaveLandedFor>> {
  const parts = new Map<string, WaveLandedFor>();
  if (userIds.length === 0) return parts;
  const rows = await selectRows(
    db,
    sql`select r.user_id, r.public_id as report_id, r.net_change, r.stars
        from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) as listed(user_id)
        join wave_result r on r.wave_id = ${waveId} and r.user_id = listed.user_id`,
    LandedForRowSchema,
  );
  for (const row of rows) {
    parts.set(row.user_id, {
      hit: true,
      reportId: row.report_id,
      netChange: row.net_change,
      stars: row.stars,
    });
  }
  return parts;
}

/** The most waves the balance chart shows: the latest ones of the season. */
export const BALANCE_POINTS_MAX = 200;

/**
 * My net worth after each wave of the current season, for the balance chart. Earlier seasons are
 * left out: a season reset starts everyone again from the starting cash.
 */
export async function listBalanceHistory(db: Db, userId: string): Promise<BalanceHistory> {
  const current = await getCurrentSeason(db);
  const bank = await readBank(db, userId);
  const rows = await db
    .select({
      waveId: waveResult.waveId,
      reportId: waveResult.publicId,
      createdAt: waveResult.createdAt,
      netWorth: waveResult.netWorthAfter,
      netChange: waveResult.netChange,
    })
    .from(waveResult)
    .innerJoin(wave, eq(wave.id, waveResult.waveId))
    .where(and(eq(waveResult.userId, userId), eq(wave.seasonId, current.id)))
    .orderBy(desc(waveResult.createdAt), desc(waveResult.waveId))
    .limit(BALANCE_POINTS_MAX);
  // Everything else that moved net worth this season (sales, rewards) and the cash put into
  // defenses, between the waves, so that the chart accounts for every dollar (balance-moves.ts).
  const moves = splitBalanceMoves(
    await db
      .select({ kind: ledger.kind, amount: ledger.amount, reference: ledger.reference })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.seasonId, current.id)))
      .orderBy(asc(ledger.id)),
  );
  const startedAt = bank.joinedAt > current.startedAt ? bank.joinedAt : current.startedAt;
  return {
    season: { id: current.id, number: current.number },
    start: { at: startedAt.toISOString(), netWorth: ECONOMY.startingCash },
    points: rows.reverse().map((row) => ({
      reportId: row.reportId,
      at: row.createdAt.toISOString(),
      netWorth: row.netWorth,
      netChange: row.netChange,
      upkeep: moves.upkeep.get(row.waveId) ?? 0,
      before: moves.beforeWave.get(row.waveId) ?? { purchases: 0, sales: 0, rewards: 0 },
    })),
    since: moves.since,
    netWorth: bank.cash + bank.invested,
  };
}

/** The best next moves for the coming wave's fraud mix (the random mix when none is announced). */
export async function adviseNextMoves(db: Db, userId: string, now: Date): Promise<Advice> {
  const bank = await readBank(db, userId);
  // A quiz that pays comes first (recommend.ts): learning is the cheapest protection there is.
  const quizzes = await getQuizOverview(db, userId, now);
  const owned = await loadOwned(db, userId);
  const next = await getNextWave(db);
  const forecast = { elevatedFamilies: next?.forecast ?? [] };
  const difficulty = next && next.difficulty !== 'custom' ? next.difficulty : 'random';
  const moves = rankMoves({
    loadout: toLoadout(owned),
    cash: bank.cash,
    mix: computeFraudMix(difficulty, forecast),
    quizzes: {
      passedThisSeason: quizzes.frauds.filter((f) => f.passedThisSeason).map((f) => f.fraudId),
      dueForReview: quizzes.reviewsDue,
    },
  });
  return {
    basedOn: next
      ? { waveId: next.id, difficulty: next.difficulty, forecast: next.forecast }
      : null,
    best: moves[0] ?? null,
    bestPurchase: moves.find((move): move is PurchaseMove => move.kind !== 'quiz') ?? null,
    alternatives: moves.slice(1, 5),
  };
}
