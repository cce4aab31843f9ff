import { MEASURE_BY_ID } from '@ffl/content/measure-items';
import type { MeasureForm, MeasureItem } from '@ffl/content/measure-types';
import { FRAUDS } from '@ffl/engine/catalogue';
import { FAMILY_IDS, FAMILY_NAMES, type FamilyId, FRAUD_IDS, type FraudId } from '@ffl/engine/ids';
import { computeOptionOrder } from '@ffl/engine/option-order';
import { formOrderFor } from '@ffl/engine/parallel-forms';
import { createRandom, shuffle } from '@ffl/engine/random';
import { detectionStats } from '@ffl/engine/signal-detection';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { quizAttempt } from '../../db/schema/learning';
import {
  learningProgramme,
  type MeasurePhase,
  measureAnswer,
  measureCheck,
  measurePair,
  measureScore,
} from '../../db/schema/measure';
import { AppError } from '../../lib/app-error';
import { runOnce } from '../../lib/idempotency';
import { createPublicId } from '../../lib/public-id';
import { type Actor, recordAudit } from '../audit/audit-service';
import { type FormSource, formItemsFor, formSetById, latestFormSet } from './measure-forms';
import type {
  AnswerBody,
  AnswerSaved,
  CheckResult,
  CheckStatus,
  CheckView,
  FamilyScore,
  LearningProgress,
  Programme,
} from './measure-schemas';

/*
 * The learning measure (decision 0026): a player's baseline, post-check and retention check, each
 * one form of the held-out pool (content measure-items.ts) for some families. Items are answered
 * once (first attempts by construction), scored at once, and their truth stays on the server until
 * the check closes; closing writes one score row per family (measure_score) for the reports.
 *
 * - **Baseline** ('pre'): once per programme, every family, form A or B by the player's rotation
 *   (engine formOrderFor: half the players take A then B, half B then A).
 * - **Post-check**: the other form, for the families whose learning is complete (every quiz of the
 *   family passed), or for every family left once the programme's delay since the baseline has
 *   passed. A family is post-checked once.
 * - **Retention check**: form C, for the post-checked families once the programme's retention
 *   delay since that post-check has passed.
 *
 * Which items a form holds is the form set's (measure-forms.ts, decision 0028): a baseline draws
 * from the latest set, and the post-check and retention check from the set of the baseline, so a
 * player's checks in a programme never share an item.
 */

type CheckRow = typeof measureCheck.$inferSelect;
type AnswerRow = typeof measureAnswer.$inferSelect;
type ProgrammeRow = typeof learningProgramme.$inferSelect;

const DAY_MS = 86_400_000;

/** The family of a fraud. */
function familyOf(fraudId: FraudId): FamilyId {
  return FRAUDS[fraudId].family;
}

function toProgramme(row: ProgrammeRow): Programme {
  return {
    id: row.id,
    name: row.name,
    startedAt: row.startedAt.toISOString(),
    postAfterDays: row.postAfterDays,
    retentionAfterDays: row.retentionAfterDays,
  };
}

/** The programme checks are taken in now: the latest started, not in the future. */
export async function currentProgramme(db: DbOrTx, now: Date): Promise<ProgrammeRow> {
  const [row] = await db
    .select()
    .from(learningProgramme)
    .where(sql`${learningProgramme.startedAt} <= ${now}`)
    .orderBy(desc(learningProgramme.startedAt), desc(learningProgramme.id))
    .limit(1);
  if (!row) throw new AppError('internal', 'No learning programme: the migrations add the first.');
  return row;
}

export async function findProgramme(db: DbOrTx, id: string): Promise<ProgrammeRow> {
  const [row] = await db.select().from(learningProgramme).where(eq(learningProgramme.id, id));
  if (!row) throw new AppError('not-found', 'No such programme.');
  return row;
}

/** The forms of a player's baseline and post-check in a programme: A then B, or B then A. */
function formsFor(userId: string, programmeId: string): { pre: MeasureForm; post: MeasureForm } {
  const [pre, post] = formOrderFor(`${userId}:${programmeId}`);
  return { pre: pre ?? 'A', post: post ?? 'B' };
}

/** Families whose every fraud's quiz I have passed (in any season). */
async function completedFamilies(db: DbOrTx, userId: string): Promise<Set<FamilyId>> {
  const rows = await db
    .selectDistinct({ fraudId: quizAttempt.fraudId })
    .from(quizAttempt)
    .where(and(eq(quizAttempt.userId, userId), eq(quizAttempt.passed, true)));
  const passed = new Set(rows.map((row) => row.fraudId));
  return new Set(
    FAMILY_IDS.filter((family) =>
      FRAUD_IDS.filter((fraudId) => familyOf(fraudId) === family).every((f) => passed.has(f)),
    ),
  );
}

type Due = NonNullable<CheckStatus['due']>;
type Next = NonNullable<CheckStatus['next']>;

/** Where my next check's items come from: a form set, and my forms in the programme. */
type Draw = { source: FormSource; forms: { pre: MeasureForm; post: MeasureForm } };

/** What is due for me now, and what falls due next by time, from my checks in the programme. */
async function workOutDue(
  db: DbOrTx,
  userId: string,
  programme: ProgrammeRow,
  checks: readonly CheckRow[],
  now: Date,
): Promise<{ due: Due | null; next: Next | null; draw: Draw }> {
  const { due, next, pre } = await dueAndNext(db, userId, programme, checks, now);
  // A baseline draws from the latest form set; the checks after it from the baseline's set.
  const source =
    due === null ? null : pre ? await formSetById(db, pre.formSetId) : await latestFormSet(db);
  const draw: Draw = { source, forms: formsFor(userId, programme.id) };
  return {
    due: due && { ...due, items: itemsFor(draw, due.phase, due.families).length },
    next,
    draw,
  };
}

async function dueAndNext(
  db: DbOrTx,
  userId: string,
  programme: ProgrammeRow,
  checks: readonly CheckRow[],
  now: Date,
): Promise<{ due: Due | null; next: Next | null; pre: CheckRow | undefined }> {
  const closed = checks.filter((check) => check.closed);
  const pre = checks.find((check) => check.phase === 'pre');
  if (!pre) {
    const reason = programme.id === 'first-visit' ? 'first-visit' : 'programme';
    return { due: dueOf('pre', [...FAMILY_IDS], reason), next: null, pre };
  }
  const preClosedAt = pre.closedAt;
  if (!preClosedAt) return { due: null, next: null, pre };

  const postChecked = new Map<FamilyId, Date>();
  const retained = new Set<FamilyId>();
  for (const check of closed) {
    for (const family of check.families as FamilyId[]) {
      if (check.phase === 'post' && check.closedAt) postChecked.set(family, check.closedAt);
      if (check.phase === 'retention') retained.add(family);
    }
  }
  const remaining = FAMILY_IDS.filter((family) => !postChecked.has(family));
  const delayAt = new Date(preClosedAt.getTime() + programme.postAfterDays * DAY_MS);
  if (remaining.length > 0) {
    if (now >= delayAt) return { due: dueOf('post', remaining, 'delay'), next: null, pre };
    const complete = await completedFamilies(db, userId);
    const ready = remaining.filter((family) => complete.has(family));
    if (ready.length > 0) return { due: dueOf('post', ready, 'family-complete'), next: null, pre };
  }
  const retentionDue = FAMILY_IDS.filter((family) => {
    const at = postChecked.get(family);
    return (
      at !== undefined &&
      !retained.has(family) &&
      now.getTime() >= at.getTime() + programme.retentionAfterDays * DAY_MS
    );
  });
  if (retentionDue.length > 0)
    return { due: dueOf('retention', retentionDue, 'retention'), next: null, pre };

  // Nothing due now: the earliest check that time alone will bring.
  const upcoming: Next[] = [];
  if (remaining.length > 0)
    upcoming.push({ phase: 'post', families: remaining, at: delayAt.toISOString() });
  for (const [family, at] of postChecked) {
    if (retained.has(family)) continue;
    upcoming.push({
      phase: 'retention',
      families: [family],
      at: new Date(at.getTime() + programme.retentionAfterDays * DAY_MS).toISOString(),
    });
  }
  upcoming.sort((a, b) => a.at.localeCompare(b.at));
  return { due: null, next: upcoming[0] ?? null, pre };
}

/** A due check; its item count is filled in once the form set it draws from is known. */
function dueOf(phase: MeasurePhase, families: FamilyId[], reason: Due['reason']): Due {
  return { phase, families, items: 0, reason };
}

/** The form of a phase: my baseline's, my post-check's (the other), or C for retention. */
function phaseForm(draw: Draw, phase: MeasurePhase): MeasureForm {
  return phase === 'pre' ? draw.forms.pre : phase === 'post' ? draw.forms.post : 'C';
}

function itemsFor(draw: Draw, phase: MeasurePhase, families: readonly FamilyId[]) {
  return formItemsFor(draw.source, phaseForm(draw, phase), families);
}

async function checksOf(db: DbOrTx, userId: string, programmeId: string): Promise<CheckRow[]> {
  return db
    .select()
    .from(measureCheck)
    .where(and(eq(measureCheck.userId, userId), eq(measureCheck.programmeId, programmeId)))
    .orderBy(asc(measureCheck.startedAt), asc(measureCheck.id));
}

async function countAnswers(db: DbOrTx, checkId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(measureAnswer)
    .where(eq(measureAnswer.checkId, checkId));
  return Number(row?.n ?? 0);
}

/** My checks' state: the programme, what is due, my open check, and what falls due next. */
export async function getCheckStatus(db: Db, userId: string, now: Date): Promise<CheckStatus> {
  const programme = await currentProgramme(db, now);
  const checks = await checksOf(db, userId, programme.id);
  const open = checks.find((check) => !check.closed);
  const { due, next } = open
    ? { due: null, next: null }
    : await workOutDue(db, userId, programme, checks, now);
  return {
    programme: toProgramme(programme),
    due,
    open: open
      ? {
          id: open.id,
          phase: open.phase,
          answered: await countAnswers(db, open.id),
          total: open.itemIds.length,
        }
      : null,
    next,
  };
}

/**
 * Starts the check that is due (or returns my open one). `failed-precondition` when nothing is
 * due. Two starts at once make one check: the unique index on open checks holds the second back.
 */
export async function startCheck(db: Db, userId: string, now: Date): Promise<CheckView> {
  const programme = await currentProgramme(db, now);
  const checks = await checksOf(db, userId, programme.id);
  const open = checks.find((check) => !check.closed);
  if (open) return viewCheck(db, open);
  const { due, draw } = await workOutDue(db, userId, programme, checks, now);
  if (!due) throw new AppError('failed-precondition', 'No check is due for you now.');
  const form = phaseForm(draw, due.phase);
  const seed = (Number.parseInt(createPublicId().slice(0, 6), 36) % 2_000_000_000) + 1;
  // Shown in an order of their own per check: the pool lists a family's scam first, and its
  // position must not tell which message is the scam.
  const items = shuffle(createRandom(seed), itemsFor(draw, due.phase, due.families));
  const [row] = await db
    .insert(measureCheck)
    .values({
      id: createPublicId(),
      userId,
      programmeId: programme.id,
      phase: due.phase,
      form,
      formSetId: draw.source?.id ?? null,
      families: due.families,
      itemIds: items.map((item) => item.id),
      seed,
      startedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return viewCheck(db, row);
  // Another start won the race, or the baseline exists: show the open check.
  const again = (await checksOf(db, userId, programme.id)).find((check) => !check.closed);
  if (!again) throw new AppError('failed-precondition', 'No check is due for you now.');
  return viewCheck(db, again);
}

async function findMyCheck(db: DbOrTx, userId: string, checkId: string): Promise<CheckRow> {
  const [row] = await db
    .select()
    .from(measureCheck)
    .where(and(eq(measureCheck.id, checkId), eq(measureCheck.userId, userId)));
  if (!row) throw new AppError('not-found', 'No such check.');
  return row;
}

function itemOf(itemId: string): MeasureItem {
  const item = MEASURE_BY_ID.get(itemId);
  if (!item) throw new AppError('not-found', 'No such check item.');
  return item;
}

/** `order[shown] = written` for a scenario item's options, seeded by the check. */
function optionOrder(check: CheckRow, position: number, count: number): number[] {
  return computeOptionOrder(check.seed, position, count);
}

/** One check as I see it: the items without their truth, and the result once it is closed. */
export async function getCheck(db: Db, userId: string, checkId: string): Promise<CheckView> {
  return viewCheck(db, await findMyCheck(db, userId, checkId));
}

async function viewCheck(db: DbOrTx, check: CheckRow): Promise<CheckView> {
  const answers = await db.select().from(measureAnswer).where(eq(measureAnswer.checkId, check.id));
  const answered = new Map(answers.map((answer) => [answer.itemId, answer]));
  const items = check.itemIds.map((itemId, position): CheckView['items'][number] => {
    const item = itemOf(itemId);
    const family = familyOf(item.fraudId);
    if (item.kind === 'decision') {
      return {
        id: item.id,
        kind: 'decision',
        fraudId: item.fraudId,
        family,
        scenario: item.scenario,
        message: {
          channel: item.message.channel,
          from: item.message.from,
          subject: item.message.subject ?? null,
          text: item.message.text,
        },
        statements: item.signs.map((sign) => ({ id: sign.id, text: sign.text })),
        answered: answered.has(item.id),
      };
    }
    const order = optionOrder(check, position, item.options.length);
    return {
      id: item.id,
      kind: 'scenario',
      fraudId: item.fraudId,
      family,
      question: item.question,
      options: order.map((written, shown) => ({
        id: shown,
        text: item.options[written]?.text ?? '',
      })),
      answered: answered.has(item.id),
    };
  });
  return {
    id: check.id,
    phase: check.phase,
    form: check.form as MeasureForm,
    families: check.families as FamilyId[],
    startedAt: check.startedAt.toISOString(),
    closed: check.closed,
    answered: answers.length,
    total: check.itemIds.length,
    items,
    result: check.closed ? toResult(check, answers) : null,
  };
}

/**
 * Stores my answer to one item of my open check, scored at once and revealed at close. An item is
 * answered once: a second answer is `already-exists` (first attempts only, so nothing can be
 * learnt by answering twice). Nothing of the truth comes back.
 */
export async function answerItem(
  db: Db,
  input: { userId: string; checkId: string; itemId: string; body: AnswerBody; now: Date },
): Promise<AnswerSaved> {
  const check = await findMyCheck(db, input.userId, input.checkId);
  if (check.closed) throw new AppError('failed-precondition', 'This check is closed.');
  const position = check.itemIds.indexOf(input.itemId);
  if (position < 0) throw new AppError('not-found', 'That item is not in this check.');
  const item = itemOf(input.itemId);
  const scored = scoreAnswer(check, position, item, input.body);
  const inserted = await db
    .insert(measureAnswer)
    .values({
      checkId: check.id,
      itemId: item.id,
      userId: input.userId,
      family: familyOf(item.fraudId),
      fraudId: item.fraudId,
      kind: item.kind,
      ...scored,
      answeredAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ itemId: measureAnswer.itemId });
  if (inserted.length === 0)
    throw new AppError('already-exists', 'You have answered this item: the first answer counts.');
  return {
    itemId: item.id,
    answered: await countAnswers(db, check.id),
    total: check.itemIds.length,
  };
}

type Scored = Pick<
  AnswerRow,
  'scam' | 'decision' | 'signs' | 'option' | 'correct' | 'signsFound' | 'signsTotal' | 'falseSigns'
>;

function scoreAnswer(
  check: CheckRow,
  position: number,
  item: MeasureItem,
  body: AnswerBody,
): Scored {
  if (item.kind === 'decision') {
    if (body.option !== undefined || !body.decision)
      throw new AppError(
        'invalid-argument',
        'A decision item takes a decision and the signs ticked.',
      );
    const signs = body.signs ?? [];
    const known = new Set(item.signs.map((sign) => sign.id));
    if (new Set(signs).size !== signs.length || signs.some((id) => !known.has(id)))
      throw new AppError(
        'invalid-argument',
        "signs must be distinct ids of the item's statements.",
      );
    const truth = new Set(item.signs.filter((sign) => sign.sign).map((sign) => sign.id));
    const ticked = new Set(signs);
    return {
      scam: item.scam,
      decision: body.decision,
      signs,
      option: null,
      correct: (body.decision === 'report') === item.scam,
      signsFound: [...truth].filter((id) => ticked.has(id)).length,
      signsTotal: truth.size,
      falseSigns: signs.filter((id) => !truth.has(id)).length,
    };
  }
  if (body.decision !== undefined || body.signs !== undefined || body.option === undefined)
    throw new AppError('invalid-argument', 'A scenario item takes the option chosen.');
  const order = optionOrder(check, position, item.options.length);
  const written = order[body.option];
  if (written === undefined) throw new AppError('invalid-argument', 'No such option.');
  return {
    scam: null,
    decision: null,
    signs: [],
    option: written,
    correct: item.options[written]?.correct === true,
    signsFound: 0,
    signsTotal: 0,
    falseSigns: 0,
  };
}

/** Per family, a closed check's scores from its answers; an unanswered item counts as wrong. */
function scoreFamilies(check: CheckRow, answers: readonly AnswerRow[]): FamilyScore[] {
  const byItem = new Map(answers.map((answer) => [answer.itemId, answer]));
  return (check.families as FamilyId[]).map((family) => {
    const counts = {
      correct: 0,
      total: 0,
      signsFound: 0,
      signsTotal: 0,
      falseSigns: 0,
      hits: 0,
      scams: 0,
      falseAlarms: 0,
      genuine: 0,
    };
    for (const itemId of check.itemIds) {
      const item = itemOf(itemId);
      if (familyOf(item.fraudId) !== family) continue;
      const answer = byItem.get(itemId);
      counts.total += 1;
      if (answer?.correct) counts.correct += 1;
      if (item.kind !== 'decision') continue;
      counts.signsTotal += item.signs.filter((sign) => sign.sign).length;
      counts.signsFound += answer?.signsFound ?? 0;
      counts.falseSigns += answer?.falseSigns ?? 0;
      const reported = answer?.decision === 'report';
      if (item.scam) {
        counts.scams += 1;
        if (reported) counts.hits += 1;
      } else {
        counts.genuine += 1;
        if (reported) counts.falseAlarms += 1;
      }
    }
    const sdt = detectionStats({
      hits: counts.hits,
      scams: counts.scams,
      falseAlarms: counts.falseAlarms,
      genuine: counts.genuine,
    });
    return { family, ...counts, dPrime: sdt.dPrime, criterion: sdt.criterion };
  });
}

function toResult(check: CheckRow, answers: readonly AnswerRow[]): CheckResult {
  const byItem = new Map(answers.map((answer) => [answer.itemId, answer]));
  const families = scoreFamilies(check, answers);
  const items = check.itemIds.map((itemId, position): CheckResult['items'][number] => {
    const item = itemOf(itemId);
    const answer = byItem.get(itemId);
    if (item.kind === 'decision') {
      const ticked = new Set(answer?.signs ?? []);
      return {
        id: item.id,
        kind: 'decision',
        correct: answer?.correct ?? false,
        scam: item.scam,
        decision: (answer?.decision as 'report' | 'trust' | null | undefined) ?? null,
        statements: item.signs.map((sign) => ({
          id: sign.id,
          text: sign.text,
          sign: sign.sign,
          ticked: ticked.has(sign.id),
          explanation: sign.explanation,
        })),
        explanation: item.explanation,
      };
    }
    const order = optionOrder(check, position, item.options.length);
    const chosen = answer?.option == null ? null : order.indexOf(answer.option);
    return {
      id: item.id,
      kind: 'scenario',
      correct: answer?.correct ?? false,
      chosen,
      options: order.map((written, shown) => ({
        id: shown,
        text: item.options[written]?.text ?? '',
        correct: item.options[written]?.correct === true,
      })),
      explanation: item.explanation,
    };
  });
  return {
    correct: families.reduce((sum, f) => sum + f.correct, 0),
    total: families.reduce((sum, f) => sum + f.total, 0),
    families,
    items,
  };
}

/**
 * Closes my check: from now on its truth is shown, and its per-family scores are written for the
 * reports. Closing twice returns the same result. Unanswered items count as wrong.
 */
export async function closeCheck(
  db: Db,
  input: { userId: string; checkId: string; now: Date },
): Promise<CheckView> {
  return db.transaction(async (tx) => {
    const [check] = await tx
      .select()
      .from(measureCheck)
      .where(and(eq(measureCheck.id, input.checkId), eq(measureCheck.userId, input.userId)))
      .for('update');
    if (!check) throw new AppError('not-found', 'No such check.');
    if (check.closed) return viewCheck(tx, check);
    const answers = await tx
      .select()
      .from(measureAnswer)
      .where(eq(measureAnswer.checkId, check.id));
    const scores = scoreFamilies(check, answers);
    const [closed] = await tx
      .update(measureCheck)
      .set({
        closed: true,
        closedAt: input.now,
        correct: scores.reduce((sum, score) => sum + score.correct, 0),
        total: scores.reduce((sum, score) => sum + score.total, 0),
      })
      .where(eq(measureCheck.id, check.id))
      .returning();
    if (!closed) throw new AppError('internal', 'The check could not be closed.');
    await tx.insert(measureScore).values(
      scores.map((score) => ({
        checkId: check.id,
        userId: input.userId,
        programmeId: check.programmeId,
        phase: check.phase,
        form: check.form,
        ...score,
        closedAt: input.now,
      })),
    );
    if (closed.phase !== 'pre') await writePairs(tx, closed, input.now);
    return viewCheck(tx, closed);
  });
}

type ScoreRow = typeof measureScore.$inferSelect;

/** d′ of a side, or null when it had no scam or no genuine message to tell apart. */
function dPrimeOf(counts: Pick<ScoreRow, 'hits' | 'scams' | 'falseAlarms' | 'genuine'>) {
  return counts.scams > 0 && counts.genuine > 0 ? detectionStats(counts).dPrime : null;
}

/**
 * Pairs my baseline with a later check that just closed (decision 0026): one row per family it
 * covered, and the 'all' row over every family paired so far in that phase, so that the report
 * over all players is one pass of sums. A family without a baseline score is left out.
 */
async function writePairs(tx: DbOrTx, check: CheckRow, now: Date): Promise<void> {
  const rows = await tx
    .select()
    .from(measureScore)
    .where(
      and(eq(measureScore.userId, check.userId), eq(measureScore.programmeId, check.programmeId)),
    );
  const pre = new Map(
    rows.filter((r) => r.phase === 'pre' && r.total > 0).map((r) => [r.family, r]),
  );
  const later = new Map(
    rows.filter((r) => r.phase === check.phase && r.total > 0).map((r) => [r.family, r]),
  );
  const paired = [...later.values()].filter((row) => pre.has(row.family));
  if (paired.length === 0) return;
  const preForm = pre.values().next().value?.form ?? check.form;
  const pairOf = (family: string, b: Pooled, l: Pooled) => ({
    userId: check.userId,
    programmeId: check.programmeId,
    laterPhase: check.phase,
    family,
    pre: b.correct / b.total,
    post: l.correct / l.total,
    dPrimePre: dPrimeOf(b),
    dPrimePost: dPrimeOf(l),
    preForm,
    postForm: check.form,
    closedAt: now,
  });
  const values = paired
    .filter((row) => (check.families as string[]).includes(row.family))
    .map((row) => pairOf(row.family, pre.get(row.family) as ScoreRow, row));
  values.push(
    pairOf('all', pool(paired.map((row) => pre.get(row.family) as ScoreRow)), pool(paired)),
  );
  await tx
    .insert(measurePair)
    .values(values)
    .onConflictDoUpdate({
      target: [
        measurePair.userId,
        measurePair.programmeId,
        measurePair.laterPhase,
        measurePair.family,
      ],
      set: {
        pre: sql`excluded.pre`,
        post: sql`excluded.post`,
        dPrimePre: sql`excluded.d_prime_pre`,
        dPrimePost: sql`excluded.d_prime_post`,
        preForm: sql`excluded.pre_form`,
        postForm: sql`excluded.post_form`,
        closedAt: sql`excluded.closed_at`,
      },
    });
}

type Pooled = Pick<ScoreRow, 'correct' | 'total' | 'hits' | 'scams' | 'falseAlarms' | 'genuine'>;

/** Several families' scores added up. */
function pool(rows: readonly Pooled[]): Pooled {
  const sum = (key: keyof Pooled) => rows.reduce((total, row) => total + row[key], 0);
  return {
    correct: sum('correct'),
    total: sum('total'),
    hits: sum('hits'),
    scams: sum('scams'),
    falseAlarms: sum('falseAlarms'),
    genuine: sum('genuine'),
  };
}

/** My closed checks' scores, per family and overall, with my progress in words. */
export async function getLearningProgress(db: Db, userId: string): Promise<LearningProgress> {
  const rows = await db
    .select()
    .from(measureScore)
    .where(eq(measureScore.userId, userId))
    .orderBy(asc(measureScore.closedAt), asc(measureScore.checkId));
  const point = (row: typeof measureScore.$inferSelect) => ({
    checkId: row.checkId,
    phase: row.phase,
    closedAt: row.closedAt.toISOString(),
    correct: row.correct,
    total: row.total,
    signsFound: row.signsFound,
    signsTotal: row.signsTotal,
    falseSigns: row.falseSigns,
    hits: row.hits,
    scams: row.scams,
    falseAlarms: row.falseAlarms,
    genuine: row.genuine,
    dPrime: row.dPrime,
    criterion: row.criterion,
  });
  const families = FAMILY_IDS.map((family) => {
    const points = rows.filter((row) => row.family === family).map(point);
    return { family, points, summary: familyWords(family, points) };
  });
  // Overall: each check's families added up, then d′ of the pooled decisions.
  const byCheck = new Map<string, ReturnType<typeof point>[]>();
  for (const row of rows)
    byCheck.set(row.checkId, [...(byCheck.get(row.checkId) ?? []), point(row)]);
  const overall = [...byCheck.values()].map((points) => {
    const first = points[0] as ReturnType<typeof point>;
    const sum = (
      key:
        | 'correct'
        | 'total'
        | 'signsFound'
        | 'signsTotal'
        | 'falseSigns'
        | 'hits'
        | 'scams'
        | 'falseAlarms'
        | 'genuine',
    ) => points.reduce((total, p) => total + p[key], 0);
    const counts = {
      hits: sum('hits'),
      scams: sum('scams'),
      falseAlarms: sum('falseAlarms'),
      genuine: sum('genuine'),
    };
    const sdt = detectionStats(counts);
    return {
      ...first,
      correct: sum('correct'),
      total: sum('total'),
      signsFound: sum('signsFound'),
      signsTotal: sum('signsTotal'),
      falseSigns: sum('falseSigns'),
      ...counts,
      dPrime: sdt.dPrime,
      criterion: sdt.criterion,
    };
  });
  return { families, overall, summary: overallWords(rows) };
}

type Point = LearningProgress['overall'][number];

/** "You now spot 3 of 3 … warning signs, up from 1 of 3 in your first check." */
function familyWords(family: FamilyId, points: readonly Point[]): string | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const name = FAMILY_NAMES[family].toLowerCase();
  if (first === last)
    return `In your first check you spotted ${first.signsFound} of ${first.signsTotal} ${name} warning signs and judged ${first.correct} of ${first.total} items right.`;
  const now = last.signsTotal > 0 ? last.signsFound / last.signsTotal : 0;
  const then = first.signsTotal > 0 ? first.signsFound / first.signsTotal : 0;
  const direction = now > then ? 'up from' : now < then ? 'down from' : 'the same as';
  return `You now spot ${last.signsFound} of ${last.signsTotal} ${name} warning signs, ${direction} ${first.signsFound} of ${first.signsTotal} in your first check.`;
}

/**
 * My latest check against my first on the same families: a post-check of one family is compared
 * with that family's part of my baseline, not with all fifteen items.
 */
function overallWords(rows: readonly (typeof measureScore.$inferSelect)[]): string | null {
  const firstCheck = rows[0]?.checkId;
  const lastCheck = rows[rows.length - 1]?.checkId;
  if (!firstCheck || !lastCheck) return null;
  const first = rows.filter((row) => row.checkId === firstCheck);
  const last = rows.filter((row) => row.checkId === lastCheck);
  const sum = (part: readonly { correct: number; total: number }[]) => ({
    correct: part.reduce((total, row) => total + row.correct, 0),
    total: part.reduce((total, row) => total + row.total, 0),
  });
  if (firstCheck === lastCheck) {
    const all = sum(first);
    return `Your first check: ${all.correct} of ${all.total} right. Your next check will show how far you have come.`;
  }
  const families = new Set(last.map((row) => row.family));
  const now = sum(last);
  const then = sum(first.filter((row) => families.has(row.family)));
  const names = [...families].map((family) => FAMILY_NAMES[family as FamilyId].toLowerCase());
  const which = names.length === FAMILY_IDS.length ? 'every family' : names.join(', ');
  return `On ${which}, you got ${now.correct} of ${now.total} right in your latest check, against ${then.correct} of ${then.total} in your first.`;
}

/**
 * Starts a new programme: every player owes a new baseline from now on. Recorded in the audit log
 * in the same transaction; a retry with the same Idempotency-Key returns the first answer.
 */
export async function startProgramme(
  db: Db,
  input: {
    name: string;
    postAfterDays: number;
    retentionAfterDays: number;
    actor: Actor;
    idempotencyKey: string;
    now: Date;
  },
): Promise<{ programme: Programme; replayed: boolean }> {
  const answer = await db.transaction(async (tx) => {
    // One programme start at a time, whoever sends it: the latest programme's row is the lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('learning_programme'))`);
    return runOnce(tx, input.actor.id, input.idempotencyKey, 'programme-start', async () => {
      const [row] = await tx
        .insert(learningProgramme)
        .values({
          id: createPublicId(),
          name: input.name,
          startedAt: input.now,
          postAfterDays: input.postAfterDays,
          retentionAfterDays: input.retentionAfterDays,
          createdBy: input.actor.id,
        })
        .returning();
      if (!row) throw new AppError('internal', 'The programme could not be started.');
      await recordAudit(tx, input.actor, 'programme.start', row.id, {
        name: row.name,
        postAfterDays: row.postAfterDays,
        retentionAfterDays: row.retentionAfterDays,
      });
      return toProgramme(row);
    });
  });
  return { programme: answer.body, replayed: answer.replayed };
}

export async function listProgrammes(db: Db): Promise<Programme[]> {
  const rows = await db
    .select()
    .from(learningProgramme)
    .orderBy(desc(learningProgramme.startedAt), desc(learningProgramme.id));
  return rows.map(toProgramme);
}

export { toProgramme };
