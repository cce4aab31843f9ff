import { randomUUID } from 'node:crypto';
import { MEASURE_BY_ID, MEASURE_ITEMS, measureFamilyOf } from '@ffl/content/measure-items';
import type { MeasureForm } from '@ffl/content/measure-types';
import { FAMILY_IDS } from '@ffl/engine/ids';
import {
  type FirstAttempt,
  FORMS_MIN_ITEM_ATTEMPTS,
  formOrderFor,
  RASCH_MIN_MEAN_ATTEMPTS,
} from '@ffl/engine/parallel-forms';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureAnswer, measureCheck } from '../../db/schema/measure';
import { createTestClock } from '../../lib/clock';
import { createPublicId } from '../../lib/public-id';
import {
  type Player,
  readError,
  readJson,
  signUpPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { kindOf, planFormSet } from './measure-forms';
import type { CheckView, FormSetView } from './measure-schemas';

const DAY = 86_400_000;
const clock = createTestClock();
let server: TestServer;
let gm: TestClient;
let player: Player;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { ADMIN_EMAILS: 'forms-gm@example.com' } });
  gm = (await signUpPlayer(server, 'forms-gm@example.com')).client;
  player = await signUpPlayer(server, 'forms-player@example.com');
});
afterAll(async () => {
  await server.close();
});

async function errorOf(res: Response) {
  return {
    status: res.status,
    ...(await readError(res)),
  };
}

const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
const rebalance = (body: unknown = {}, init = key()) =>
  gm.post('/api/admin/learning/forms/rebalance', body, init);

/** How easy each content form's items are made: form A's are easy, B's hard, C's in between. */
const RIGHT_OF_20: Record<MeasureForm, number> = { A: 18, B: 5, C: 11 };

/** Whether seeded player `p` gets pool item `index` right: a share set by its content form. */
function seededRight(p: number, index: number): boolean {
  const item = MEASURE_ITEMS[index];
  if (!item) throw new Error('item');
  return (p * 7 + index * 3) % 20 < RIGHT_OF_20[item.form];
}

/**
 * Players `from` to `to` − 1, each with a closed baseline, post-check and retention check on the
 * content's forms A, B and C (every item of the pool answered once), as rows.
 */
async function seedFirstAttempts(from: number, to: number) {
  const db = server.database.db;
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
    select 'forms-seed-' || i, 'Seed ' || i, 'forms-seed-' || i || '@seed.example', true, 'user', now(), now()
    from generate_series(${from}::int, ${to - 1}::int) as i`);
  const start = clock.now().getTime() - 200 * DAY;
  for (let p = from; p < to; p += 1) {
    const userId = `forms-seed-${p}`;
    const phases = [
      ['pre', 'A'],
      ['post', 'B'],
      ['retention', 'C'],
    ] as const;
    for (const [offset, [phase, form]] of phases.entries()) {
      const at = new Date(start + offset * 30 * DAY);
      const items = MEASURE_ITEMS.filter((item) => item.form === form);
      const checkId = createPublicId();
      await db.insert(measureCheck).values({
        id: checkId,
        userId,
        programmeId: 'first-visit',
        phase,
        form,
        families: [...FAMILY_IDS],
        itemIds: items.map((item) => item.id),
        seed: 1,
        closed: true,
        startedAt: at,
        closedAt: at,
      });
      await db
        .insert(measureAnswer)
        .values(
          items.map((item) =>
            answerRow(checkId, userId, item.id, seededRight(p, poolIndex(item.id)), at),
          ),
        );
    }
  }
}

function kindOfId(itemId: string) {
  const item = MEASURE_BY_ID.get(itemId);
  if (!item) throw new Error(itemId);
  return kindOf(item);
}

const poolIndex = (itemId: string) => MEASURE_ITEMS.findIndex((item) => item.id === itemId);

function answerRow(checkId: string, userId: string, itemId: string, correct: boolean, at: Date) {
  const item = MEASURE_BY_ID.get(itemId);
  if (!item) throw new Error(itemId);
  return {
    checkId,
    itemId,
    userId,
    family: measureFamilyOf(item),
    fraudId: item.fraudId,
    kind: item.kind,
    scam: item.kind === 'decision' ? item.scam : null,
    decision: item.kind === 'decision' ? 'report' : null,
    signs: [],
    option: item.kind === 'scenario' ? 0 : null,
    correct,
    signsFound: 0,
    signsTotal: 0,
    falseSigns: 0,
    answeredAt: at,
  };
}

/** Each form's mean difficulty from the set's estimates, by the set's forms or the content's. */
function meansBy(set: FormSetView, formOf: (item: FormSetView['items'][number]) => string | null) {
  return (['A', 'B', 'C'] as const).map((form) => {
    const on = set.items.filter((item) => formOf(item) === form);
    return on.reduce((sum, item) => sum + (item.difficulty ?? Number.NaN), 0) / on.length;
  });
}

const spread = (values: readonly number[]) => Math.max(...values) - Math.min(...values);

let early: { player: Player; baseline: CheckView };
let open: { player: Player; check: CheckView };
let proportion: FormSetView;

describe('the forms before any responses', () => {
  it('are the content’s, and a rebalance is refused until every item has enough first attempts', async () => {
    const set = await readJson(await gm.get('/api/admin/learning/forms'));
    expect(set).toMatchObject({
      id: null,
      method: 'content',
      createdAt: null,
      firstAttempts: 0,
      statement: "The forms are balanced by the writers' prior difficulty (content).",
    });
    expect(set.items).toHaveLength(MEASURE_ITEMS.length);
    expect(set.items.every((item) => item.form === item.contentForm)).toBe(true);
    expect(set.forms.map((form) => form.items)).toEqual([15, 15, 15]);

    const refused = await errorOf(await rebalance());
    expect(refused).toMatchObject({ status: 403, code: 'failed-precondition' });
    expect(refused.message).toContain(`at least ${FORMS_MIN_ITEM_ATTEMPTS} first attempts`);
    // A player may neither rebalance nor look.
    for (const res of [
      await player.client.post('/api/admin/learning/forms/rebalance', {}, key()),
      await player.client.get('/api/admin/learning/forms'),
    ])
      expect(await errorOf(res)).toMatchObject({ status: 403, code: 'permission-denied' });

    // Two players start on the content's forms: one closes a baseline, one leaves a check open.
    const first = await signUpPlayer(server, 'forms-early@example.com');
    const started = await readJson(await first.client.post('/api/me/checks'));
    early = {
      player: first,
      baseline: await readJson(await first.client.post(`/api/me/checks/${started.id}/close`)),
    };
    const second = await signUpPlayer(server, 'forms-open@example.com');
    open = {
      player: second,
      check: await readJson(await second.client.post('/api/me/checks')),
    };
  });
});

describe('a rebalance by proportion correct', () => {
  it('matches the forms’ mean difficulty from first attempts, each family’s kinds balanced', async () => {
    // Nine players: one first attempt short of enough on every item.
    await seedFirstAttempts(0, FORMS_MIN_ITEM_ATTEMPTS - 1);
    expect(await errorOf(await rebalance())).toMatchObject({
      status: 403,
      code: 'failed-precondition',
    });
    await seedFirstAttempts(FORMS_MIN_ITEM_ATTEMPTS - 1, 12);
    // Twelve first attempts an item are too few for a Rasch model, if one is asked for.
    expect(await errorOf(await rebalance({ method: 'rasch' }))).toMatchObject({
      status: 403,
      code: 'failed-precondition',
    });

    const sent = key();
    proportion = await readJson(await rebalance({}, sent));
    expect(proportion).toMatchObject({
      method: 'proportion-correct',
      firstAttempts: 12 * MEASURE_ITEMS.length,
      players: 12,
    });
    expect(proportion.statement).toMatch(
      /^The forms are balanced by proportion correct from 540 first attempts on \d{4}-\d{2}-\d{2}\.$/,
    );
    // The content's forms were far apart (A easy, B hard); the new ones are within 0.1 logits.
    const before = meansBy(proportion, (item) => item.contentForm);
    const after = meansBy(proportion, (item) => item.form);
    expect(spread(before)).toBeGreaterThan(1.5);
    expect(spread(after)).toBeLessThan(0.1);
    expect(proportion.largestDifference).toBeCloseTo(spread(after), 10);
    expect(proportion.forms.map((form) => form.meanDifficulty)).toEqual(
      after.map((value) => expect.closeTo(value, 10)),
    );
    // Every form: each family's scam, genuine message and scenario, one each.
    for (const form of ['A', 'B', 'C'] as const) {
      for (const family of FAMILY_IDS) {
        const kinds = proportion.items
          .filter((item) => item.form === form && item.family === family)
          .map((item) => item.kind)
          .sort();
        expect(kinds, `${form} ${family}`).toEqual(['genuine', 'scam', 'scenario']);
      }
    }
    expect(proportion.items.every((item) => item.attempts === 12)).toBe(true);
    expect(await readJson(await gm.get('/api/admin/learning/forms'))).toEqual(proportion);

    // A retry with the same key is the same set, and the audit log has it once.
    const again = await rebalance({}, sent);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await readJson(again)).id).toBe(proportion.id);
    const audit = await readJson(await gm.get('/api/admin/audit'));
    expect(audit.entries.filter((e) => e.action === 'forms.rebalance')).toEqual([
      expect.objectContaining({ target: proportion.id }),
    ]);
  });

  it('ignores retakes: a second answer to an item by the same player changes nothing', async () => {
    // Four players answer form A again, later, every answer the opposite of their first.
    const db = server.database.db;
    const at = new Date(clock.now().getTime() - DAY);
    for (let p = 0; p < 4; p += 1) {
      const userId = `forms-seed-${p}`;
      const items = MEASURE_ITEMS.filter((item) => item.form === 'A');
      const checkId = createPublicId();
      await db.insert(measureCheck).values({
        id: checkId,
        userId,
        programmeId: 'first-visit',
        phase: 'retention',
        form: 'A',
        families: [...FAMILY_IDS],
        itemIds: items.map((item) => item.id),
        seed: 1,
        closed: true,
        startedAt: at,
        closedAt: at,
      });
      await db
        .insert(measureAnswer)
        .values(
          items.map((item) =>
            answerRow(checkId, userId, item.id, !seededRight(p, poolIndex(item.id)), at),
          ),
        );
    }
    const again = await readJson(await rebalance());
    expect(again.id).not.toBe(proportion.id);
    expect(again.firstAttempts).toBe(proportion.firstAttempts);
    const estimates = (set: FormSetView) =>
      set.items.map(({ id, attempts, correct, difficulty }) => ({
        id,
        attempts,
        correct,
        difficulty,
      }));
    expect(estimates(again)).toEqual(estimates(proportion));
    expect(again.items.map((item) => item.form)).toEqual(proportion.items.map((item) => item.form));
  });
});

describe('checks after a rebalance', () => {
  it('draw a new baseline from the new set; an open check and a baseline’s later checks keep theirs', async () => {
    const set = await readJson(await gm.get('/api/admin/learning/forms'));
    const formOf = new Map(set.items.map((item) => [item.id, item.form]));
    const contentFormOf = new Map(set.items.map((item) => [item.id, item.contentForm]));

    const fresh = await signUpPlayer(server, 'forms-fresh@example.com');
    const baseline = await readJson(await fresh.client.post('/api/me/checks'));
    expect(baseline.form).toBe(formOrderFor(`${fresh.userId}:first-visit`)[0]);
    expect(baseline.total).toBe(15);
    expect(baseline.items.every((item) => formOf.get(item.id) === baseline.form)).toBe(true);
    // The set moved items: this form holds some the content put on another.
    expect(baseline.items.some((item) => contentFormOf.get(item.id) !== baseline.form)).toBe(true);
    for (const family of FAMILY_IDS) {
      expect(
        baseline.items
          .filter((item) => item.family === family)
          .map((item) => kindOfId(item.id))
          .sort(),
      ).toEqual(['genuine', 'scam', 'scenario']);
    }

    // The check left open before the rebalance keeps its items.
    const still = await readJson(await open.player.client.get(`/api/me/checks/${open.check.id}`));
    expect(still.items.map((item) => item.id)).toEqual(open.check.items.map((item) => item.id));

    // The early player's post-check: the other form, from the set of their baseline (the
    // content's), so it shares no item with the baseline.
    clock.advance?.(28 * DAY + 60_000);
    const post = await readJson(await early.player.client.post('/api/me/checks'));
    expect(post.phase).toBe('post');
    expect(post.form).not.toBe(early.baseline.form);
    expect(post.items.every((item) => contentFormOf.get(item.id) === post.form)).toBe(true);
    const seen = new Set(early.baseline.items.map((item) => item.id));
    expect(post.items.some((item) => seen.has(item.id))).toBe(false);
  });
});

describe('a rebalance by a Rasch model, and the report', () => {
  it('fits a Rasch model once the items average 30 first attempts, and the report says how', async () => {
    await seedFirstAttempts(12, 34);
    const rasch = await readJson(await rebalance());
    // Every seeded player's first attempts (the real players answered nothing).
    expect(rasch).toMatchObject({
      method: 'rasch',
      players: 34,
      firstAttempts: 34 * MEASURE_ITEMS.length,
    });
    expect(spread(meansBy(rasch, (item) => item.contentForm))).toBeGreaterThan(1.5);
    expect(spread(meansBy(rasch, (item) => item.form))).toBeLessThan(0.1);

    const report = await readJson(await gm.get('/api/admin/learning/report'));
    expect(report.balance).toMatchObject({
      formSetId: rasch.id,
      method: 'rasch',
      firstAttempts: rasch.firstAttempts,
    });
    expect(report.balance.statement).toBe(
      `The forms are balanced by a Rasch model from ${rasch.firstAttempts.toLocaleString('en-US')} first attempts on ${rasch.createdAt?.slice(0, 10)}.`,
    );
    expect(report.method).toContain(report.balance.statement);
    // The seeded checks were drawn from the content's forms, before this set.
    expect(report.balance.earlierChecks).toBeGreaterThan(0);
    expect(report.forms.map((form) => form.meanDifficulty)).toEqual(
      rasch.forms.map((form) => form.meanDifficulty),
    );
  });

  it('restores the writers’ forms on request, their means estimated from the responses', async () => {
    const content = await readJson(await rebalance({ method: 'content' }));
    expect(content.method).toBe('content');
    expect(content.items.every((item) => item.form === item.contentForm)).toBe(true);
    expect(content.statement).toMatch(
      /^The forms are balanced by the writers' prior difficulty \(content\), restored on \d{4}-\d{2}-\d{2}\.$/,
    );
    expect(content.largestDifference).toBeGreaterThan(1.5);
    const report = await readJson(await gm.get('/api/admin/learning/report'));
    expect(report.balance).toMatchObject({ method: 'content', formSetId: content.id });
  });

  it('refuses a body it does not know', async () => {
    for (const body of [{ method: 'guess' }, { method: 'auto', forms: 4 }, []])
      expect(await errorOf(await rebalance(body))).toMatchObject({
        status: 400,
        code: 'invalid-argument',
      });
    expect(await errorOf(await gm.post('/api/admin/learning/forms/rebalance', {}))).toMatchObject({
      status: 400,
      code: 'invalid-argument',
    });
  });
});

describe('the choice of method', () => {
  it('falls back to the proportion correct when the forms are not linked, and refuses a Rasch fit then', () => {
    // Forty players per form, each answering one form only: plenty of responses, no link.
    const sample: FirstAttempt[] = MEASURE_ITEMS.flatMap((item, index) =>
      Array.from({ length: RASCH_MIN_MEAN_ATTEMPTS + 10 }, (_, p) => ({
        itemId: item.id,
        personId: `${item.form}-${p}`,
        correct: seededRight(p, index),
      })),
    );
    const tallies = MEASURE_ITEMS.map((item) => {
      const mine = sample.filter((attempt) => attempt.itemId === item.id);
      return {
        itemId: item.id,
        attempts: mine.length,
        correct: mine.filter((attempt) => attempt.correct).length,
      };
    });
    expect(planFormSet({ method: 'auto', tallies, players: 120 })).toEqual({ needsSample: true });
    const plan = planFormSet({ method: 'auto', tallies, players: 120, sample });
    expect(plan).toMatchObject({ method: 'proportion-correct', firstAttempts: sample.length });
    expect(() => planFormSet({ method: 'rasch', tallies, players: 120, sample })).toThrow(
      /do not link the forms/,
    );
  });
});
