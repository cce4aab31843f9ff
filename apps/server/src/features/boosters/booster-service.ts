import { randomInt } from 'node:crypto';
import { listQuizQuestions } from '@ffl/content/registry';
import {
  BOOSTER,
  type BoosterCandidate,
  boosterFamily,
  pickBoosterItems,
} from '@ffl/engine/booster';
import { type FamilyId, type FraudId, isFraudId } from '@ffl/engine/ids';
import { createRandom, shuffle } from '@ffl/engine/random';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { wave, waveResult } from '../../db/schema/game';
import { booster, boosterAnswer, quizAnswer } from '../../db/schema/learning';
import { AppError } from '../../lib/app-error';
import { createPublicId } from '../../lib/public-id';
import { showQuestion, toAnswerResult } from '../quizzes/quiz-service';
import { loadBreakdowns, pickBreakdowns } from '../waves/wave-report';
import type { BoosterOffer, BoosterResult, BoosterStatus, BoosterView } from './booster-schemas';

/*
 * Post-wave boosters (issue 24, part 4; engine booster.ts). A wave that cost the player money
 * offers, for BOOSTER.offerHours, one booster for the family that cost the most: BOOSTER.items
 * quiz items of that family from the player's review queue, each in a variant drawn from the
 * booster's seed and named by its place (q1…), answered one by one with every option explained.
 * Unpaid; the finished results are part of the player's learning curve (GET /api/me/boosters).
 */

type BoosterRow = typeof booster.$inferSelect;
type Offer = BoosterOffer & { frauds: FraudId[] };

const HOUR = 3_600_000;

/**
 * The booster a wave offers the player: null when it cost nothing or the offer lapsed. Whether
 * the player already took it is the caller's to know (it has read their boosters).
 */
async function offerFor(
  db: DbOrTx,
  row: { waveId: string; outcomes: number[]; landedAt: Date },
  now: Date,
): Promise<Offer | null> {
  const until = row.landedAt.getTime() + BOOSTER.offerHours * HOUR;
  if (until <= now.getTime()) return null;
  // Only this player's attacks of the wave, not the whole wave's breakdowns.
  const book = await loadBreakdowns(db, row.waveId, row.outcomes);
  const losses = pickBreakdowns(book, row.outcomes).flatMap((attack) =>
    isFraudId(attack.f) ? [{ fraudId: attack.f, damage: attack.x }] : [],
  );
  const family = boosterFamily(losses);
  if (!family) return null;
  return {
    waveId: row.waveId,
    familyId: family.familyId,
    lost: family.lost,
    items: BOOSTER.items,
    offeredUntil: new Date(until).toISOString(),
    frauds: family.frauds,
  };
}

/** The player's latest wave result, if any, with when the wave was due (on the game clock). */
async function latestResult(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      waveId: waveResult.waveId,
      outcomes: waveResult.outcomes,
      landedAt: wave.scheduledAt,
    })
    .from(waveResult)
    .innerJoin(wave, eq(wave.id, waveResult.waveId))
    .where(eq(waveResult.userId, userId))
    .orderBy(desc(wave.scheduledAt), desc(waveResult.createdAt))
    .limit(1);
  return row;
}

function toResult(row: BoosterRow): BoosterResult {
  return {
    id: row.id,
    waveId: row.waveId,
    familyId: row.familyId as FamilyId,
    lost: row.lost,
    correct: row.correct ?? 0,
    total: row.questionIds.length,
    completedAt: (row.completedAt ?? row.createdAt).toISOString(),
  };
}

function attemptOf(row: BoosterRow) {
  return { optionSeed: row.seed, questionIds: row.questionIds };
}

async function toView(db: DbOrTx, row: BoosterRow): Promise<BoosterView> {
  const given = await db
    .select({ position: boosterAnswer.position, optionIndex: boosterAnswer.optionIndex })
    .from(boosterAnswer)
    .where(eq(boosterAnswer.boosterId, row.id))
    .orderBy(asc(boosterAnswer.position));
  const shown = row.questionIds.map((_, position) => {
    const question = showQuestion(attemptOf(row), position);
    if (!question) throw new AppError('failed-precondition', 'This booster has changed.');
    return question;
  });
  return {
    id: row.id,
    waveId: row.waveId,
    familyId: row.familyId as FamilyId,
    lost: row.lost,
    questions: shown.map(({ handle, shown: q, order }) => ({
      id: handle,
      kind: q.kind,
      prompt: q.prompt,
      options: order.map((written, at) => ({ id: at, text: q.options[written]?.text ?? '' })),
    })),
    answered: given.flatMap(({ position, optionIndex }) => {
      const question = shown[position];
      return question ? [toAnswerResult(question, question.order.indexOf(optionIndex))] : [];
    }),
    correct: row.correct,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** My booster offer, my open booster and my finished ones (newest first). */
export async function getBoosterStatus(db: Db, userId: string, now: Date): Promise<BoosterStatus> {
  const rows = await db
    .select()
    .from(booster)
    .where(eq(booster.userId, userId))
    .orderBy(desc(booster.createdAt));
  const openRow = rows.find((row) => row.completedAt === null);
  const latest = await latestResult(db, userId);
  const taken = latest !== undefined && rows.some((row) => row.waveId === latest.waveId);
  const offer = latest && !taken ? await offerFor(db, latest, now) : null;
  return {
    offer: offer ? withoutFrauds(offer) : null,
    open: openRow ? await toView(db, openRow) : null,
    results: rows.filter((row) => row.completedAt !== null).map(toResult),
  };
}

function withoutFrauds({ frauds: _frauds, ...offer }: Offer): BoosterOffer {
  return offer;
}

/**
 * The quiz items a booster for these frauds may ask, with the player's quiz history of each: when
 * last answered in a quiz and whether that answer was wrong (booster answers are not counted).
 */
async function candidatesFor(
  db: DbOrTx,
  userId: string,
  frauds: readonly FraudId[],
): Promise<BoosterCandidate[]> {
  const items = frauds.flatMap((fraudId) =>
    listQuizQuestions(fraudId).map((q) => ({ itemId: q.id, fraudId })),
  );
  const history = await db
    .select({
      questionId: quizAnswer.questionId,
      correct: quizAnswer.correct,
      answeredAt: quizAnswer.answeredAt,
    })
    .from(quizAnswer)
    .where(
      and(
        eq(quizAnswer.userId, userId),
        inArray(
          quizAnswer.questionId,
          items.map((i) => i.itemId),
        ),
      ),
    );
  const last = new Map<string, { correct: boolean; at: number }>();
  for (const row of history) {
    const at = row.answeredAt.getTime();
    const known = last.get(row.questionId);
    if (!known || at > known.at) last.set(row.questionId, { correct: row.correct, at });
  }
  // Items not met yet come in a random order, so two players' boosters differ.
  const random = createRandom(randomInt(2 ** 31));
  return shuffle(random, items).map(({ itemId, fraudId }) => {
    const seen = last.get(itemId);
    return {
      itemId,
      fraudId,
      missed: seen ? !seen.correct : false,
      lastAnsweredAt: seen?.at ?? null,
    };
  });
}

/**
 * Starts the booster a wave offers me, or returns the one I already started for it (one per
 * player and wave, by a unique index). `failed-precondition` when that wave offers none: it cost
 * me nothing, the offer lapsed, or it is not my latest wave.
 */
export async function startBooster(
  db: Db,
  userId: string,
  waveId: string,
  now: Date,
): Promise<BoosterView> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(booster)
      .where(and(eq(booster.userId, userId), eq(booster.waveId, waveId)));
    if (existing) return toView(tx, existing);
    const latest = await latestResult(tx, userId);
    // Not started for this wave (read above), so only the offer itself can refuse.
    const offer = latest && latest.waveId === waveId ? await offerFor(tx, latest, now) : null;
    if (!offer) {
      throw new AppError(
        'failed-precondition',
        'That wave offers no booster: it cost you nothing, it is not your latest wave, or its offer has lapsed.',
      );
    }
    const questionIds = pickBoosterItems(
      await candidatesFor(tx, userId, offer.frauds),
      offer.frauds,
    );
    if (questionIds.length === 0) {
      throw new AppError('failed-precondition', 'There are no questions for this booster yet.');
    }
    const [row] = await tx
      .insert(booster)
      .values({
        id: createPublicId(),
        userId,
        waveId,
        familyId: offer.familyId,
        lost: offer.lost,
        questionIds,
        seed: randomInt(2 ** 31),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return toView(tx, row);
    // A start at the same moment won the unique index: answer with its booster.
    const [winner] = await tx
      .select()
      .from(booster)
      .where(and(eq(booster.userId, userId), eq(booster.waveId, waveId)));
    if (!winner) throw new AppError('internal', 'The booster could not be stored.');
    return toView(tx, winner);
  });
}

async function ownBooster(
  tx: DbOrTx,
  userId: string,
  boosterId: string,
  lock: boolean,
): Promise<BoosterRow> {
  const query = tx.select().from(booster).where(eq(booster.id, boosterId));
  const [row] = lock ? await query.for('update') : await query;
  // Someone else's booster is "not found", so that ids cannot be probed.
  if (!row || row.userId !== userId) throw new AppError('not-found', 'No such booster.');
  return row;
}

/** One of my boosters, with my answers so far. */
export async function getBooster(db: Db, userId: string, boosterId: string): Promise<BoosterView> {
  return toView(db, await ownBooster(db, userId, boosterId, false));
}

/**
 * Answers one question of my booster (by its handle, q1…, and the option's place as shown).
 * Answers are final: the same answer again is accepted, another is refused. The last answer
 * completes the booster and stores its score.
 */
export async function answerBooster(
  db: Db,
  input: { userId: string; boosterId: string; questionId: string; optionId: number; now: Date },
): Promise<BoosterView> {
  return db.transaction(async (tx) => {
    const row = await ownBooster(tx, input.userId, input.boosterId, true);
    const position = Number(input.questionId.slice(1)) - 1;
    const shown = showQuestion(attemptOf(row), position);
    if (!shown)
      throw new AppError('invalid-argument', 'That question is not part of this booster.');
    const written = shown.order[input.optionId];
    if (written === undefined) {
      throw new AppError('out-of-range', `This question has ${shown.order.length} options.`);
    }
    const [earlier] = await tx
      .select({ optionIndex: boosterAnswer.optionIndex })
      .from(boosterAnswer)
      .where(and(eq(boosterAnswer.boosterId, row.id), eq(boosterAnswer.position, position)));
    if (earlier) {
      if (earlier.optionIndex !== written) {
        throw new AppError(
          'failed-precondition',
          'You already answered this question. Answers are final.',
        );
      }
      return toView(tx, row);
    }
    await tx.insert(boosterAnswer).values({
      boosterId: row.id,
      position,
      optionIndex: written,
      correct: shown.shown.options[written]?.correct === true,
      answeredAt: input.now,
    });
    const [tally] = await tx
      .select({
        answered: sql<number>`count(*)::int`,
        correct: sql<number>`count(*) filter (where ${boosterAnswer.correct})::int`,
      })
      .from(boosterAnswer)
      .where(eq(boosterAnswer.boosterId, row.id));
    if (Number(tally?.answered ?? 0) < row.questionIds.length) return toView(tx, row);
    const [done] = await tx
      .update(booster)
      .set({ correct: Number(tally?.correct ?? 0), completedAt: input.now })
      .where(and(eq(booster.id, row.id), isNull(booster.completedAt)))
      .returning();
    return toView(tx, done ?? row);
  });
}
