import type { Drill } from '@ffl/content/drill-types';
import { DRILL_BY_ID, DRILLS, drillDifficulty } from '@ffl/content/drills';
import { renderDrillVariant } from '@ffl/content/variants';
import {
  checkDrillFlags,
  computePairPay,
  type DrillDecision,
  type DrillPay,
  type DrillScore,
  type DrillSide,
  type DrillTruth,
  isDrillPassed,
  scoreDrill,
  toDrillSide,
} from '@ffl/engine/drill-score';
import { ECONOMY } from '@ffl/engine/economy';
import { FRAUD_IDS, type FraudId, isFraudId } from '@ffl/engine/ids';
import { computeProtection } from '@ffl/engine/protection';
import {
  isReviewDue,
  QUIZ_QUESTIONS_PER_ATTEMPT,
  type ReviewState,
  recordQuizAttempt,
} from '@ffl/engine/review';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { bank, ledger } from '../../db/schema/game';
import { DRILL_OUTCOMES, drillAttempt, drillOfTheDay, quizReview } from '../../db/schema/learning';
import { selectRows, sqlNumber } from '../../db/select-rows';
import { AppError } from '../../lib/app-error';
import { runOnce } from '../../lib/idempotency';
import { createPublicId } from '../../lib/public-id';
import { loadOwned, lockBank, readBank, toLoadout } from '../bank/bank-service';
import { recordActivity } from '../streak/streak-service';
import {
  computeDrillLevel,
  type DrillChoice,
  type DrillLevel,
  drillResultValue,
  type FraudStanding,
  pickDrillOfTheDay,
} from './drill-of-the-day';
import {
  ArtefactSchema,
  type DrillArtefact,
  type DrillCard,
  type DrillList,
  type DrillResult,
  type DrillView,
  type PayReason,
} from './drill-schemas';
import { type DrillLens, lensFor } from './drill-variants';

/**
 * Red-flag drills: the list with my results and the drill of the day, one drill without its
 * truth, the submit (scored by the engine, paid once per season through the ledger, meeting a due
 * quiz review), and my progress. The game master's statistics are in drill-stats.ts.
 */

type AttemptRow = typeof drillAttempt.$inferSelect;

/** What the server keeps of a content drill: its truth as ids, and the artefact as sent. */
type PreparedDrill = {
  readonly drill: Drill;
  readonly fraudId: FraudId;
  readonly difficulty: DrillLevel;
  readonly truth: DrillTruth;
  readonly artefact: DrillArtefact;
};

const prepared = new Map<string, PreparedDrill>();

/**
 * The drill with this content id, as variant `variant` shows it (0 = as written; content
 * variants.ts), prepared once; `not-found` for an id the content does not have. A variant swaps
 * surface details only: the truth (hotspot ids, flags, decisions) is the written drill's.
 */
export function findDrill(drillId: string, variant = 0): PreparedDrill {
  const cacheKey = `${drillId}#${variant}`;
  const known = prepared.get(cacheKey);
  if (known) return known;
  const written = DRILL_BY_ID.get(drillId);
  if (!written || !isFraudId(written.fraudId)) throw new AppError('not-found', 'No such drill.');
  const drill = renderDrillVariant(written, variant);
  const entry: PreparedDrill = {
    drill,
    fraudId: drill.fraudId,
    difficulty: drillDifficulty(drill),
    truth: {
      legitimate: drill.legitimate,
      rightDecisions: drill.rightDecisions,
      redFlagIds: drill.hotspots.filter((h) => h.redFlag).map((h) => h.id),
      hotspotIds: drill.hotspots.map((h) => h.id),
    },
    // Only the documented fields of the artefact go out: a field added to the content later is
    // dropped here rather than sent before the submit.
    artefact: ArtefactSchema.parse(drill.artefact),
  };
  prepared.set(cacheKey, entry);
  return entry;
}

/**
 * Every drill as this player sees it, in the list's order: by fraud (catalogue order), then
 * title, then handle. Content order would name the drills (the n-th card is the n-th drill), and
 * twins share a title, so within a pair the order is the player's own random one.
 */
function allDrills(lens: DrillLens): PreparedDrill[] {
  const fraudRank = new Map(FRAUD_IDS.map((id, rank) => [id, rank]));
  return DRILLS.map((drill) => findDrill(drill.id, lens.variantOf(drill.id))).sort(
    (a, b) =>
      (fraudRank.get(a.fraudId) ?? 0) - (fraudRank.get(b.fraudId) ?? 0) ||
      a.drill.title.localeCompare(b.drill.title, 'en') ||
      (lens.handleOf(a.drill.id) < lens.handleOf(b.drill.id) ? -1 : 1),
  );
}

/** A stored attempt as one side of its twin pair (engine computePairPay, isDrillPassed). */
function toSide(
  row: Pick<
    AttemptRow,
    'outcome' | 'legitimate' | 'redFlags' | 'found' | 'falseFlags' | 'hotspots'
  >,
): DrillSide {
  return {
    outcome: row.outcome,
    legitimate: row.legitimate,
    redFlags: row.redFlags,
    found: row.found,
    falseFlags: row.falseFlags,
    hotspots: row.hotspots,
  };
}

/** The season's first submit of a drill by a player, or undefined. */
async function readFirstAttempt(
  db: DbOrTx,
  userId: string,
  seasonId: string,
  drillId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(drillAttempt)
    .where(
      and(
        eq(drillAttempt.userId, userId),
        eq(drillAttempt.seasonId, seasonId),
        eq(drillAttempt.drillId, drillId),
        eq(drillAttempt.firstOfSeason, true),
      ),
    );
  return row;
}

/** What a submit's pair paid, and why, from the submit and its twin's first submit this season. */
function payOf(
  row: AttemptRow,
  twin: AttemptRow | undefined,
): { amount: number; reason: PayReason } {
  if (!row.firstOfSeason) return { amount: 0, reason: 'already-completed' };
  if (row.paid > 0) return { amount: row.paid, reason: 'paid' };
  if (twin && twin.paid > 0) return { amount: twin.paid, reason: 'paid-with-twin' };
  if (!isDrillPassed(toSide(row))) return { amount: 0, reason: 'not-passed' };
  return { amount: 0, reason: twin ? 'twin-not-passed' : 'awaiting-twin' };
}

/** A stored attempt as the player sees its result, with the truth and the explanations. */
function toResult(
  entry: PreparedDrill,
  row: AttemptRow,
  twin: AttemptRow | undefined,
  lens: DrillLens,
): DrillResult {
  const { drill } = entry;
  const marked = new Set(row.flags);
  const pay = payOf(row, twin);
  // The pay parts are the pair's, from whichever submit carries them.
  const carrier = row.paid > 0 || !twin ? row : twin;
  return {
    drillId: lens.handleOf(drill.id),
    fraudId: entry.fraudId,
    legitimate: drill.legitimate,
    decision: {
      chosen: row.decision as DrillDecision,
      outcome: row.outcome,
      right: [...drill.rightDecisions],
      explanation: drill.decisionExplanation,
    },
    hotspots: drill.hotspots.map((h) => ({
      id: h.id,
      label: h.label,
      redFlag: h.redFlag,
      marked: marked.has(h.id),
      cue: h.cue ?? null,
      explanation: h.explanation,
    })),
    found: row.found,
    missed: row.missed,
    falseFlags: row.falseFlags,
    passed: isDrillPassed(toSide(row)),
    pay: {
      amount: pay.amount,
      reason: pay.reason,
      decision: pay.amount > 0 ? carrier.payDecision : 0,
      flags: pay.amount > 0 ? carrier.payFlags : 0,
      deduction: pay.amount > 0 ? carrier.payDeduction : 0,
    },
    review: { met: row.reviewMet, reward: row.reviewReward },
    inRealLife: drill.inRealLife,
    fraudPage: `/frauds/${entry.fraudId}`,
  };
}

/** Newest first; among attempts stored at the same instant, a repeat comes after the first. */
const NEWEST_FIRST = sql`${drillAttempt.createdAt} desc, ${drillAttempt.firstOfSeason} asc, ${drillAttempt.id} desc`;

/** My latest attempt at a drill this season, and what the drill paid me this season (a bigint sum). */
const SeasonSummarySchema = z.object({
  drill_id: z.string(),
  outcome: z.enum(DRILL_OUTCOMES),
  found: z.number(),
  missed: z.number(),
  false_flags: z.number(),
  paid: sqlNumber,
});

type SeasonSummary = z.infer<typeof SeasonSummarySchema>;

/** My latest result at each drill this season, and what each paid me this season. */
async function summariseSeason(
  db: DbOrTx,
  userId: string,
  seasonId: string,
): Promise<Map<string, SeasonSummary>> {
  const rows = await selectRows(
    db,
    sql`select distinct on (drill_id) drill_id, outcome, found, missed, false_flags,
          sum(paid) over (partition by drill_id) as paid
        from ${drillAttempt}
        where user_id = ${userId} and season_id = ${seasonId}
        order by drill_id, ${NEWEST_FIRST}`,
    SeasonSummarySchema,
  );
  return new Map(rows.map((row) => [row.drill_id, row]));
}

function toCard(
  entry: PreparedDrill,
  summary: SeasonSummary | undefined,
  lens: DrillLens,
): DrillCard {
  const { drill } = entry;
  return {
    id: lens.handleOf(drill.id),
    fraudId: entry.fraudId,
    title: drill.title,
    medium: drill.artefact.medium,
    setting: drill.setting,
    difficulty: summary ? entry.difficulty : null,
    completed: summary !== undefined,
    lastResult: summary
      ? {
          outcome: summary.outcome,
          found: summary.found,
          missed: summary.missed,
          falseFlags: summary.false_flags,
          paid: summary.paid,
        }
      : null,
  };
}

/** Every drill with my results this season, and my drill of the day. */
export async function listDrills(db: Db, userId: string, now: Date): Promise<DrillList> {
  const { seasonId, variantKey } = await readBank(db, userId);
  const lens = lensFor(variantKey);
  const summaries = await summariseSeason(db, userId, seasonId);
  const drills = allDrills(lens);
  const todayId = await getDrillOfTheDay(db, userId, now, drills, summaries);
  const cards = drills.map((entry) => toCard(entry, summaries.get(entry.drill.id), lens));
  const today = todayId === null ? undefined : lens.handleOf(todayId);
  return { today: cards.find((card) => card.id === today) ?? null, drills: cards };
}

/**
 * One drill to do, named by the player's handle for it (drill-variants.ts): the artefact in the
 * player's variant and the neutral hotspots, and my latest result this season.
 */
export async function getDrill(db: Db, userId: string, handle: string): Promise<DrillView> {
  const { seasonId, variantKey } = await readBank(db, userId);
  const lens = lensFor(variantKey);
  const drillId = lens.drillIdOf(handle);
  const entry = findDrill(drillId, lens.variantOf(drillId));
  const [latest] = await db
    .select()
    .from(drillAttempt)
    .where(
      and(
        eq(drillAttempt.userId, userId),
        eq(drillAttempt.seasonId, seasonId),
        eq(drillAttempt.drillId, drillId),
      ),
    )
    .orderBy(NEWEST_FIRST)
    .limit(1);
  const { drill } = entry;
  return {
    id: handle,
    fraudId: entry.fraudId,
    title: drill.title,
    scenario: drill.scenario,
    setting: drill.setting,
    difficulty: latest ? entry.difficulty : null,
    artefact: entry.artefact,
    hotspots: drill.hotspots.map((h) => ({ id: h.id, label: h.label })),
    completed: latest !== undefined,
    result: latest
      ? toResult(entry, latest, await readTwinAttempt(db, userId, latest.seasonId, entry), lens)
      : null,
  };
}

/** The season's first submit of the drill's twin, or undefined (also for a drill without one). */
function readTwinAttempt(
  db: DbOrTx,
  userId: string,
  seasonId: string,
  entry: PreparedDrill,
): Promise<AttemptRow | undefined> {
  const twinId = entry.drill.twin;
  return twinId ? readFirstAttempt(db, userId, seasonId, twinId) : Promise.resolve(undefined);
}

/** The flags of a request, checked against the drill: 4xx before anything is stored. */
function refuseBadFlags(entry: PreparedDrill, flags: readonly string[]): void {
  const problem = checkDrillFlags(flags, entry.truth.hotspotIds);
  if (!problem) return;
  const count = entry.truth.hotspotIds.length;
  const messages = {
    'too-many': `This drill has ${count} parts to mark: send at most ${count} flags.`,
    duplicate: `The part "${problem.id}" is marked twice: send each part once.`,
    unknown: `"${problem.id}" is not a part of this drill.`,
  } as const;
  throw new AppError('invalid-argument', messages[problem.problem]);
}

function toReviewState(row: { stage: number; dueAt: Date } | undefined): ReviewState | null {
  return row ? { stage: row.stage, dueAt: row.dueAt.getTime() } : null;
}

/**
 * Scores a submit and stores it; the season's first submit of the drill pays. One transaction
 * holds my bank lock and writes the attempt, the review state and the ledger rows with the cash
 * change. Paying once rests on the unique index over (player, season, drill) of first submits:
 * the insert that loses stores a repeat that pays nothing. A retry with the same Idempotency-Key
 * gets the stored answer.
 */
export async function submitDrill(
  db: Db,
  input: {
    userId: string;
    drillId: string;
    decision: DrillDecision;
    flags: readonly string[];
    idempotencyKey: string;
    now: Date;
  },
): Promise<{ result: DrillResult; replayed: boolean }> {
  const { userId, now } = input;
  // The lens before the transaction: the drill's flags are checked before anything is locked.
  const lens = lensFor((await readBank(db, userId)).variantKey);
  const drillId = lens.drillIdOf(input.drillId);
  const entry = findDrill(drillId, lens.variantOf(drillId));
  refuseBadFlags(entry, input.flags);
  const score = scoreDrill(entry.truth, { decision: input.decision, flags: input.flags });
  const answer = await db.transaction(async (tx) => {
    const locked = await lockBank(tx, userId);
    return runOnce(tx, userId, input.idempotencyKey, `drill-submit:${entry.drill.id}`, async () => {
      // The bank lock orders the two submits of a pair: the second sees the first and pays both.
      const twin = await readTwinAttempt(tx, userId, locked.seasonId, entry);
      const row = await storeAttempt(tx, entry, input, score, twin, locked.seasonId);
      const review = await meetReview(tx, entry, row, userId, now);
      const stored = review ? { ...row, reviewMet: true, reviewReward: review } : row;
      if (review) {
        await tx
          .update(drillAttempt)
          .set({ reviewMet: true, reviewReward: review })
          .where(eq(drillAttempt.id, row.id));
      }
      const credit = stored.paid + stored.reviewReward;
      if (credit > 0) {
        await tx
          .update(bank)
          .set({ cash: locked.cash + credit, updatedAt: new Date() })
          .where(eq(bank.userId, userId));
        const lines = [
          { amount: stored.paid, reference: entry.drill.id },
          { amount: stored.reviewReward, reference: entry.fraudId },
        ].filter((line) => line.amount > 0);
        // A drill's own kind; the reference tells its two lines apart: the drill id
        // (`Phishing-d1`) for the drill's pay, the fraud id for a due review it met.
        await tx.insert(ledger).values(
          lines.map((line) => ({
            userId,
            seasonId: locked.seasonId,
            amount: line.amount,
            kind: 'drill-reward' as const,
            reference: line.reference,
          })),
        );
      }
      // Any submit completes a drill for the streak; a met review counts as one too.
      await recordActivity(tx, userId, 'drill', now);
      if (review) await recordActivity(tx, userId, 'review', now);
      return toResult(entry, stored, twin, lens);
    });
  });
  return { result: answer.body, replayed: answer.replayed };
}

const NO_PAY: DrillPay = { decision: 0, flags: 0, deduction: 0, total: 0 };

/**
 * Inserts the attempt: as the season's first if the unique index lets it, else a repeat. A first
 * submit whose twin was answered first this season completes the pair and carries its pay.
 */
async function storeAttempt(
  tx: DbOrTx,
  entry: PreparedDrill,
  input: { userId: string; decision: DrillDecision; flags: readonly string[]; now: Date },
  score: DrillScore,
  twin: AttemptRow | undefined,
  seasonId: string,
): Promise<AttemptRow> {
  const side = toDrillSide(entry.truth, score);
  const pay =
    twin && twin.legitimate !== side.legitimate ? computePairPay(side, toSide(twin)) : NO_PAY;
  const values = {
    userId: input.userId,
    seasonId,
    drillId: entry.drill.id,
    fraudId: entry.fraudId,
    legitimate: entry.drill.legitimate,
    difficulty: entry.difficulty,
    decision: input.decision,
    flags: [...input.flags],
    outcome: score.outcome,
    redFlags: entry.truth.redFlagIds.length,
    found: score.found.length,
    missed: score.missed.length,
    falseFlags: score.falseFlags.length,
    missedIds: score.missed,
    hotspots: side.hotspots,
    createdAt: input.now,
  };
  const [first] = await tx
    .insert(drillAttempt)
    .values({
      ...values,
      payDecision: pay.decision,
      payFlags: pay.flags,
      payDeduction: pay.deduction,
      id: createPublicId(),
      firstOfSeason: true,
      paid: pay.total,
    })
    .onConflictDoNothing({
      target: [drillAttempt.userId, drillAttempt.seasonId, drillAttempt.drillId],
      where: sql`${drillAttempt.firstOfSeason}`,
    })
    .returning();
  if (first) return first;
  const [repeat] = await tx
    .insert(drillAttempt)
    .values({
      ...values,
      payDecision: 0,
      payFlags: 0,
      payDeduction: 0,
      id: createPublicId(),
      firstOfSeason: false,
      paid: 0,
    })
    .returning();
  if (!repeat) throw new AppError('internal', 'The drill could not be stored.');
  return repeat;
}

/**
 * Whether this submit meets the fraud's due quiz review, and if so moves the review on a step
 * (engine recordQuizAttempt, on the quizzes' own review state) and returns the review reward;
 * else 0. Only the submit that completes a twin pair told apart counts (engine computePairPay):
 * a repeat has seen the answers, and one drill of a pair can be passed by always giving the same
 * answer. A drill never starts a review schedule nor sets one back: that stays the quizzes' job.
 */
async function meetReview(
  tx: DbOrTx,
  entry: PreparedDrill,
  row: AttemptRow,
  userId: string,
  now: Date,
): Promise<number> {
  if (!row.firstOfSeason || row.paid === 0) return 0;
  const [reviewRow] = await tx
    .select()
    .from(quizReview)
    .where(and(eq(quizReview.userId, userId), eq(quizReview.fraudId, entry.fraudId)))
    .for('update');
  const state = toReviewState(reviewRow);
  if (!isReviewDue(state, now)) return 0;
  const next = recordQuizAttempt(state, true, now);
  if (!next) return 0;
  await tx
    .update(quizReview)
    .set({ stage: next.stage, dueAt: new Date(next.dueAt), updatedAt: now })
    .where(and(eq(quizReview.userId, userId), eq(quizReview.fraudId, entry.fraudId)));
  return ECONOMY.quizReviewReward;
}

// ---- The drill of the day ----

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * My drill of the day: the one drawn on my first look today (UTC), or a new draw (stored) on the
 * first look of a new day. Two first looks at once draw the same drill from the same data.
 */
async function getDrillOfTheDay(
  db: Db,
  userId: string,
  now: Date,
  drills: readonly PreparedDrill[],
  summaries: ReadonlyMap<string, SeasonSummary>,
): Promise<string | null> {
  const day = utcDay(now);
  const [stored] = await db.select().from(drillOfTheDay).where(eq(drillOfTheDay.userId, userId));
  if (stored && stored.day === day && DRILL_BY_ID.has(stored.drillId)) return stored.drillId;
  const drillId = pickDrillOfTheDay({
    drills: drills.map(
      (entry): DrillChoice => ({
        id: entry.drill.id,
        fraudId: entry.fraudId,
        difficulty: entry.difficulty,
        legitimate: entry.drill.legitimate,
      }),
    ),
    standings: await readStandings(db, userId),
    completed: new Set(summaries.keys()),
    level: await readDrillLevel(db, userId),
    seed: `${userId}:${day}`,
  });
  if (drillId === null) return null;
  await db
    .insert(drillOfTheDay)
    .values({ userId, day, drillId })
    .onConflictDoUpdate({ target: drillOfTheDay.userId, set: { day, drillId } });
  return drillId;
}

/** My level for the drill of the day, from all my drill results, oldest first. */
async function readDrillLevel(db: Db, userId: string): Promise<DrillLevel> {
  const rows = await db
    .select({
      difficulty: drillAttempt.difficulty,
      outcome: drillAttempt.outcome,
      legitimate: drillAttempt.legitimate,
      found: drillAttempt.found,
      redFlags: drillAttempt.redFlags,
      falseFlags: drillAttempt.falseFlags,
      hotspots: drillAttempt.hotspots,
    })
    .from(drillAttempt)
    .where(eq(drillAttempt.userId, userId))
    .orderBy(asc(drillAttempt.createdAt), asc(drillAttempt.id));
  return computeDrillLevel(
    rows.map((row) => ({
      difficulty: row.difficulty as DrillLevel,
      passed: isDrillPassed(row),
      wrong: row.outcome === 'wrong',
    })),
  );
}

const LatestQuizRowSchema = z.object({ fraud_id: z.string(), score: z.number().nullable() });
const LatestDrillRowSchema = z.object({
  fraud_id: z.string(),
  outcome: z.enum(DRILL_OUTCOMES),
  legitimate: z.boolean(),
  found: z.number(),
  red_flags: z.number(),
  false_flags: z.number(),
  hotspots: z.number().nullable(),
});

/** Each fraud's latest quiz score and drill result, and my bank's protection against it. */
async function readStandings(db: Db, userId: string): Promise<Map<FraudId, FraudStanding>> {
  const quizzes = await selectRows(
    db,
    sql`select distinct on (fraud_id) fraud_id, score from quiz_attempt
        where user_id = ${userId} and status = 'submitted'
        order by fraud_id, submitted_at desc`,
    LatestQuizRowSchema,
  );
  const drills = await selectRows(
    db,
    sql`select distinct on (fraud_id) fraud_id, outcome, legitimate, found, red_flags, false_flags,
          hotspots
        from ${drillAttempt} where user_id = ${userId}
        order by fraud_id, ${NEWEST_FIRST}`,
    LatestDrillRowSchema,
  );
  const quizBy = new Map(quizzes.map((row) => [row.fraud_id, row]));
  const drillBy = new Map(drills.map((row) => [row.fraud_id, row]));
  const loadout = toLoadout(await loadOwned(db, userId));
  return new Map(
    FRAUD_IDS.map((fraudId): [FraudId, FraudStanding] => {
      const quiz = quizBy.get(fraudId);
      const drill = drillBy.get(fraudId);
      return [
        fraudId,
        {
          quiz: quiz?.score == null ? null : quiz.score / QUIZ_QUESTIONS_PER_ATTEMPT,
          drill: drill
            ? drillResultValue(
                isDrillPassed({
                  outcome: drill.outcome,
                  legitimate: drill.legitimate,
                  found: drill.found,
                  redFlags: drill.red_flags,
                  falseFlags: drill.false_flags,
                  hotspots: drill.hotspots,
                }),
                drill.outcome === 'wrong',
              )
            : null,
          protection: computeProtection(loadout, fraudId),
        },
      ];
    }),
  );
}
