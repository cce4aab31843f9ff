import { MEASURE_ITEMS, measureFamilyOf, measureItemsFor } from '@ffl/content/measure-items';
import { MEASURE_FORMS, type MeasureForm, type MeasureItem } from '@ffl/content/measure-types';
import { FAMILY_IDS, type FamilyId } from '@ffl/engine/ids';
import {
  assembleForms,
  difficultyFromTallies,
  type FirstAttempt,
  FORMS_MIN_ITEM_ATTEMPTS,
  type FormItem,
  fitRasch,
  type ItemTally,
  itemsLinked,
  RASCH_MAX_PERSONS,
  RASCH_MIN_MEAN_ATTEMPTS,
} from '@ffl/engine/parallel-forms';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import {
  type FormSetFormMeans,
  type FormSetItemEstimate,
  type FormSetMethod,
  measureFormSet,
} from '../../db/schema/measure';
import { selectRows, sqlNumber } from '../../db/select-rows';
import { AppError } from '../../lib/app-error';
import { runOnce } from '../../lib/idempotency';
import { createPublicId } from '../../lib/public-id';
import { type Actor, recordAudit } from '../audit/audit-service';
import type { FormBalance, FormSetView, RebalanceMethod } from './measure-schemas';

/*
 * The measure's form sets (decision 0028): which form (A, B, C) each item of the held-out pool is
 * on. Until a game master rebalances, the content's own forms (the writers' prior difficulty, a
 * Latin square per family). A rebalance estimates every item's difficulty from first attempts —
 * each player's first answer to each item, in whatever check it came; a later answer to the same
 * item (a new programme's baseline on the same form, an item met again after a rebalance) is a
 * retake and never counts — and deals the items into forms of equal mean difficulty with the
 * engine's `assembleForms`, each family's kinds (scam, genuine, scenario) balanced.
 *
 * - At least `FORMS_MIN_ITEM_ATTEMPTS` (10) first attempts on every item of the pool, or the
 *   rebalance is refused (failed-precondition): an item answered by three people is a guess.
 * - The Rasch model once the items average `RASCH_MIN_MEAN_ATTEMPTS` (30) and the design is linked
 *   (players who answered items of two forms tie the forms to one scale), fitted on the first
 *   attempts of at most `RASCH_MAX_PERSONS` players (those who answered the most items, then by
 *   hashed id); otherwise the proportion correct with the engine's prior, summed in SQL over every
 *   first attempt.
 * - The latest set draws every new baseline. A player's post-check and retention check keep the
 *   set of their baseline (`measure_check.form_set_id`), so that the three checks of a programme
 *   never share an item whose answer a closed check has shown. A check already open keeps its
 *   items; an item added to the content after a set keeps its content form until the next one.
 */

type FormSetRow = typeof measureFormSet.$inferSelect;

/** What checks draw their items from: a stored form set, or null for the content's own forms. */
export type FormSource = Pick<FormSetRow, 'id' | 'assignment' | 'unused'> | null;

/** The forms a rebalance assembles: A and B for the baseline and post-check, C for retention. */
const FORM_COUNT = MEASURE_FORMS.length as 3;

/** Items of each family on each form: as many as the content's forms have (3 today). */
const PER_FAMILY = Math.min(
  ...FAMILY_IDS.flatMap((family) =>
    MEASURE_FORMS.map((form) => measureItemsFor(form, [family]).length),
  ),
);

const POOL_IDS = MEASURE_ITEMS.map((item) => item.id);

/** The kind an item is dealt by within its family, so every form gets the same kinds. */
export function kindOf(item: MeasureItem): 'scam' | 'genuine' | 'scenario' {
  if (item.kind === 'scenario') return 'scenario';
  return item.scam ? 'scam' : 'genuine';
}

/** The form an item is on in a source; null when the set leaves it off every form. */
export function formOf(item: MeasureItem, source: FormSource): MeasureForm | null {
  if (!source) return item.form;
  if (source.unused.includes(item.id)) return null;
  return source.assignment[item.id] ?? item.form;
}

/**
 * One form's items for some families, as `measureItemsFor` orders them (the engine's families,
 * then pool order), with the forms of a form set.
 */
export function formItemsFor(
  source: FormSource,
  form: MeasureForm,
  families: readonly FamilyId[] = FAMILY_IDS,
): MeasureItem[] {
  const wanted = new Set(families);
  return FAMILY_IDS.filter((family) => wanted.has(family)).flatMap((family) =>
    MEASURE_ITEMS.filter(
      (item) => measureFamilyOf(item) === family && formOf(item, source) === form,
    ),
  );
}

const SOURCE_COLUMNS = {
  id: measureFormSet.id,
  assignment: measureFormSet.assignment,
  unused: measureFormSet.unused,
};

/** The set new baselines draw from: the latest stored, or null (the content's forms). */
export async function latestFormSet(db: DbOrTx): Promise<FormSource> {
  const [row] = await db
    .select(SOURCE_COLUMNS)
    .from(measureFormSet)
    .orderBy(desc(measureFormSet.createdAt), desc(measureFormSet.id))
    .limit(1);
  return row ?? null;
}

/** The set a check was drawn from (its `form_set_id`), or null for the content's forms. */
export async function formSetById(db: DbOrTx, id: string | null): Promise<FormSource> {
  if (id === null) return null;
  const [row] = await db
    .select(SOURCE_COLUMNS)
    .from(measureFormSet)
    .where(eq(measureFormSet.id, id));
  if (!row) throw new AppError('internal', 'A check names a form set that does not exist.');
  return row;
}

// ── Estimating and assembling ────────────────────────────────────────────────────────────────

/** The pool's items as a SQL list. */
function poolList(): SQL {
  return sql.join(
    POOL_IDS.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * Each player's first answer to each pool item: the earliest by time (then by check), so a retake
 * in a later check is dropped. `people` narrows it to some players.
 */
function firstAttemptsSql(people?: SQL): SQL {
  return sql`select distinct on (a.user_id, a.item_id) a.user_id, a.item_id, a.correct
    from measure_answer a
    where a.item_id in (${poolList()})${people ? sql` and a.user_id in (${people})` : sql``}
    order by a.user_id, a.item_id, a.answered_at, a.check_id`;
}

const TallyRowSchema = z.object({ item_id: z.string(), attempts: sqlNumber, correct: sqlNumber });
const CountRowSchema = z.object({ n: sqlNumber });
const FirstAttemptRowSchema = z.object({
  user_id: z.string(),
  item_id: z.string(),
  correct: z.boolean(),
});

/** First attempts and right answers per pool item (every pool item, 0 where none), and players. */
async function tallyFirstAttempts(db: DbOrTx): Promise<{ tallies: ItemTally[]; players: number }> {
  const rows = await selectRows(
    db,
    sql`select f.item_id, count(*) as attempts, count(*) filter (where f.correct) as correct
      from (${firstAttemptsSql()}) f group by f.item_id`,
    TallyRowSchema,
  );
  const byItem = new Map(rows.map((row) => [row.item_id, row]));
  const [people] = await selectRows(
    db,
    sql`select count(distinct a.user_id) as n from measure_answer a where a.item_id in (${poolList()})`,
    CountRowSchema,
  );
  return {
    tallies: POOL_IDS.map((itemId) => {
      const row = byItem.get(itemId);
      return { itemId, attempts: row?.attempts ?? 0, correct: row?.correct ?? 0 };
    }),
    players: people?.n ?? 0,
  };
}

/**
 * The first attempts of at most RASCH_MAX_PERSONS players: those who answered the most pool items
 * (they link the forms), then by a hash of their id. A Rasch item difficulty does not depend on
 * which players answered, so choosing them by their answers does not bias it.
 */
async function sampleFirstAttempts(db: DbOrTx): Promise<FirstAttempt[]> {
  const people = sql`select u.user_id from (
      select b.user_id, count(distinct b.item_id) as items from measure_answer b
      where b.item_id in (${poolList()}) group by b.user_id
    ) u order by u.items desc, md5(u.user_id), u.user_id limit ${RASCH_MAX_PERSONS}`;
  const rows = await selectRows(
    db,
    sql`select f.user_id, f.item_id, f.correct from (${firstAttemptsSql(people)}) f
      order by f.user_id, f.item_id`,
    FirstAttemptRowSchema,
  );
  return rows.map((row) => ({ itemId: row.item_id, personId: row.user_id, correct: row.correct }));
}

/** What a rebalance stores: the assignment, the estimates and each form's means. */
export type FormPlan = {
  method: FormSetMethod;
  firstAttempts: number;
  players: number;
  assignment: Record<string, MeasureForm>;
  unused: string[];
  estimates: Record<string, FormSetItemEstimate>;
  formMeans: Record<MeasureForm, FormSetFormMeans>;
};

const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Each form's mean difficulty, overall and per family, for an assignment and estimates; null where
 * an item on the form has no estimate.
 */
function meansOf(
  formOfItem: (item: MeasureItem) => MeasureForm | null,
  estimates: Record<string, FormSetItemEstimate>,
): Record<MeasureForm, FormSetFormMeans> {
  const meanOf = (form: MeasureForm, family?: FamilyId): number | null => {
    const items = MEASURE_ITEMS.filter(
      (item) =>
        formOfItem(item) === form && (family === undefined || measureFamilyOf(item) === family),
    );
    const difficulties = items.flatMap((item) => {
      const estimate = estimates[item.id];
      return estimate ? [estimate.difficulty] : [];
    });
    return difficulties.length === items.length ? mean(difficulties) : null;
  };
  const entries = MEASURE_FORMS.map(
    (form) =>
      [
        form,
        {
          mean: meanOf(form),
          families: Object.fromEntries(FAMILY_IDS.map((family) => [family, meanOf(form, family)])),
        },
      ] as const,
  );
  return Object.fromEntries(entries) as Record<MeasureForm, FormSetFormMeans>;
}

function refuse(message: string): never {
  throw new AppError('failed-precondition', message);
}

/**
 * Works out a form set from first attempts (see the file's header): pure, so that the choice of
 * method and the refusals can be read apart from the database.
 */
export function planFormSet(input: {
  method: RebalanceMethod;
  tallies: readonly ItemTally[];
  players: number;
  /** The Rasch sample's first attempts, asked for only when a Rasch fit is wanted. */
  sample?: readonly FirstAttempt[];
}): FormPlan | { needsSample: true } {
  const { method, tallies, players } = input;
  const total = tallies.reduce((sum, item) => sum + item.attempts, 0);
  const fewest = tallies.reduce<ItemTally | null>(
    (least, item) => (least === null || item.attempts < least.attempts ? item : least),
    null,
  );
  const enough = fewest !== null && fewest.attempts >= FORMS_MIN_ITEM_ATTEMPTS;
  const proportions = (): Record<string, FormSetItemEstimate> =>
    Object.fromEntries(
      difficultyFromTallies(tallies).map((estimate) => [
        estimate.itemId,
        { attempts: estimate.attempts, correct: estimate.correct, difficulty: estimate.difficulty },
      ]),
    );

  if (method === 'content') {
    // The writers' forms back; their means estimated when the responses are enough to say.
    const estimates = enough ? proportions() : {};
    return {
      method: 'content',
      firstAttempts: total,
      players,
      assignment: Object.fromEntries(MEASURE_ITEMS.map((item) => [item.id, item.form])),
      unused: [],
      estimates,
      formMeans: meansOf((item) => item.form, estimates),
    };
  }
  if (!enough) {
    refuse(
      `Too few responses to balance the forms: every check item needs at least ${FORMS_MIN_ITEM_ATTEMPTS} first attempts, and ${fewest?.itemId ?? 'the pool'} has ${fewest?.attempts ?? 0} (${total.toLocaleString('en-US')} first attempts in all). The forms stay as they are; rebalance once more players have taken their checks.`,
    );
  }
  const meanAttempts = total / tallies.length;
  const raschWanted =
    method === 'rasch' || (method === 'auto' && meanAttempts >= RASCH_MIN_MEAN_ATTEMPTS);
  if (method === 'rasch' && meanAttempts < RASCH_MIN_MEAN_ATTEMPTS) {
    refuse(
      `Too few responses for a Rasch model: it needs at least ${RASCH_MIN_MEAN_ATTEMPTS} first attempts per item on average, and there are ${meanAttempts.toFixed(1)}. Balance by proportion correct, or wait for more checks.`,
    );
  }

  let estimates: Record<string, FormSetItemEstimate> | null = null;
  let firstAttempts = total;
  let people = players;
  if (raschWanted) {
    if (!input.sample) return { needsSample: true };
    const sample = input.sample;
    const fitted = new Set(sample.map((attempt) => attempt.itemId));
    const usable = itemsLinked(sample) && POOL_IDS.every((id) => fitted.has(id));
    if (usable) {
      const fit = fitRasch(sample);
      estimates = Object.fromEntries(
        fit.items.map((item) => [
          item.itemId,
          { attempts: item.attempts, correct: item.correct, difficulty: item.difficulty },
        ]),
      );
      firstAttempts = sample.length;
      people = fit.persons.length;
    } else if (method === 'rasch') {
      refuse(
        'The responses do not link the forms yet: a Rasch model needs players who answered items of two forms (a baseline and a post-check). Balance by proportion correct, or wait for more post-checks.',
      );
    }
  }
  const chosen: FormSetMethod = estimates ? 'rasch' : 'proportion-correct';
  estimates ??= proportions();

  const items: FormItem[] = MEASURE_ITEMS.map((item) => ({
    id: item.id,
    family: measureFamilyOf(item),
    kind: kindOf(item),
    difficulty: estimates[item.id]?.difficulty ?? Number.NaN,
  }));
  let assembly: ReturnType<typeof assembleForms>;
  try {
    assembly = assembleForms(items, {
      families: FAMILY_IDS,
      perFamily: PER_FAMILY,
      forms: FORM_COUNT,
    });
  } catch (error) {
    if (error instanceof RangeError)
      refuse(`The pool cannot be split into parallel forms: ${error.message}.`);
    throw error;
  }
  const assignment: Record<string, MeasureForm> = {};
  for (const form of assembly.forms)
    for (const itemId of form.itemIds) assignment[itemId] = form.label;
  return {
    method: chosen,
    firstAttempts,
    players: people,
    assignment,
    unused: [...assembly.unused],
    estimates,
    formMeans: meansOf((item) => assignment[item.id] ?? null, estimates),
  };
}

// ── Views ────────────────────────────────────────────────────────────────────────────────────

/** The day a set was made, as the report writes it: 2026-12-01 (UTC). */
function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** "The forms are balanced by proportion correct from 540 first attempts on 2026-12-01." */
export function balanceStatement(
  row: Pick<FormSetRow, 'method' | 'firstAttempts' | 'createdAt'> | null,
): string {
  if (!row) return "The forms are balanced by the writers' prior difficulty (content).";
  const n = row.firstAttempts.toLocaleString('en-US');
  const day = dayOf(row.createdAt);
  switch (row.method) {
    case 'content':
      return `The forms are balanced by the writers' prior difficulty (content), restored on ${day}.`;
    case 'proportion-correct':
      return `The forms are balanced by proportion correct from ${n} first attempts on ${day}.`;
    case 'rasch':
      return `The forms are balanced by a Rasch model from ${n} first attempts on ${day}.`;
  }
}

/** How the current forms were balanced, for the report. */
export function balanceOf(row: FormSetRow | null, earlierChecks: number): FormBalance {
  return {
    formSetId: row?.id ?? null,
    method: row?.method ?? 'content',
    createdAt: row?.createdAt.toISOString() ?? null,
    firstAttempts: row?.firstAttempts ?? 0,
    statement: balanceStatement(row),
    earlierChecks,
  };
}

/** The latest stored form set, whole, or null. */
export async function latestFormSetRow(db: DbOrTx): Promise<FormSetRow | null> {
  const [row] = await db
    .select()
    .from(measureFormSet)
    .orderBy(desc(measureFormSet.createdAt), desc(measureFormSet.id))
    .limit(1);
  return row ?? null;
}

function toView(row: FormSetRow | null): FormSetView {
  const source: FormSource = row;
  const estimates = row?.estimates ?? {};
  const means = row?.formMeans ?? meansOf((item) => item.form, {});
  const overall = MEASURE_FORMS.map((form) => means[form]?.mean ?? null);
  const known = overall.filter((value): value is number => value !== null);
  return {
    id: row?.id ?? null,
    method: row?.method ?? 'content',
    createdAt: row?.createdAt.toISOString() ?? null,
    firstAttempts: row?.firstAttempts ?? 0,
    players: row?.players ?? 0,
    statement: balanceStatement(row),
    largestDifference:
      known.length === overall.length ? Math.max(...known) - Math.min(...known) : null,
    forms: MEASURE_FORMS.map((form) => ({
      form,
      items: formItemsFor(source, form).length,
      meanDifficulty: means[form]?.mean ?? null,
      families: FAMILY_IDS.map((family) => ({
        family,
        meanDifficulty: means[form]?.families[family] ?? null,
      })),
    })),
    items: MEASURE_ITEMS.map((item) => {
      const estimate = estimates[item.id];
      return {
        id: item.id,
        family: measureFamilyOf(item),
        kind: kindOf(item),
        form: formOf(item, source),
        contentForm: item.form,
        attempts: estimate?.attempts ?? null,
        correct: estimate?.correct ?? null,
        difficulty: estimate?.difficulty ?? null,
      };
    }),
  };
}

/** The current form set: method, when, responses, each form's mean difficulty, item → form. */
export async function getFormSet(db: Db): Promise<FormSetView> {
  return toView(await latestFormSetRow(db));
}

/**
 * Rebalances the forms from first attempts (or restores the writers' forms) and stores a new form
 * set; new baselines draw from it. Refused with failed-precondition when the responses are too few.
 * Recorded in the audit log in the same transaction; a retry with the same Idempotency-Key returns
 * the first answer.
 */
export async function rebalanceForms(
  db: Db,
  input: { method: RebalanceMethod; actor: Actor; idempotencyKey: string; now: Date },
): Promise<{ formSet: FormSetView; replayed: boolean }> {
  const answer = await db.transaction(async (tx) => {
    // One rebalance at a time, whoever sends it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('measure_form_set'))`);
    return runOnce(tx, input.actor.id, input.idempotencyKey, 'forms-rebalance', async () => {
      const counted = await tallyFirstAttempts(tx);
      let plan = planFormSet({ method: input.method, ...counted });
      if ('needsSample' in plan)
        plan = planFormSet({
          method: input.method,
          ...counted,
          sample: await sampleFirstAttempts(tx),
        });
      if ('needsSample' in plan) throw new AppError('internal', 'The Rasch sample was not read.');
      const [row] = await tx
        .insert(measureFormSet)
        .values({ id: createPublicId(), createdAt: input.now, createdBy: input.actor.id, ...plan })
        .returning();
      if (!row) throw new AppError('internal', 'The form set could not be stored.');
      const view = toView(row);
      await recordAudit(tx, input.actor, 'forms.rebalance', row.id, {
        method: row.method,
        firstAttempts: row.firstAttempts,
        players: row.players,
        largestDifference: view.largestDifference,
      });
      return view;
    });
  });
  return { formSet: answer.body, replayed: answer.replayed };
}
