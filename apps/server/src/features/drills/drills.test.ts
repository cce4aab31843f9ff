import { randomUUID } from 'node:crypto';
import type { Drill } from '@ffl/content/drill-types';
import { DRILLS, drillDifficulty } from '@ffl/content/drills';
import { FRAUDS } from '@ffl/engine/catalogue';
import { pairPayShare } from '@ffl/engine/drill-score';
import { ECONOMY } from '@ffl/engine/economy';
import { FAMILY_IDS } from '@ffl/engine/ids';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKey, ledger } from '../../db/schema/game';
import { drillAttempt, quizReview } from '../../db/schema/learning';
import { createTestClock } from '../../lib/clock';
import { createPublicId } from '../../lib/public-id';
import {
  GOOD_PASSWORD,
  type Player,
  passQuiz,
  readError,
  readJson,
  signUpPlayer,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { sumLedger } from '../bank/bank-service';
import type { DrillResult } from './drill-schemas';

const DAY = 86_400_000;
const clock = createTestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.close();
});

let emails = 0;
function newPlayer(target: TestServer = server, prefix = 'drill-player'): Promise<Player> {
  emails += 1;
  return signUpPlayer(target, `${prefix}-${emails}@example.com`);
}

async function errorOf(res: Response) {
  return {
    status: res.status,
    ...(await readError(res)),
  };
}

function redFlagsOf(drill: Drill): string[] {
  return drill.hotspots.filter((h) => h.redFlag).map((h) => h.id);
}

function otherPartsOf(drill: Drill): string[] {
  return drill.hotspots.filter((h) => !h.redFlag).map((h) => h.id);
}

/** A drill of the content that fits, or the test cannot run. */
function drillWhere(test: (drill: Drill) => boolean, skip: readonly string[] = []): Drill {
  const drill = DRILLS.find((d) => test(d) && !skip.includes(d.id));
  if (!drill) throw new Error('no drill fits this test');
  return drill;
}

/** A twin pair of the content whose scam fits, or the test cannot run. */
function pairWhere(
  test: (scam: Drill) => boolean,
  skip: readonly string[] = [],
): { scam: Drill; genuine: Drill } {
  const scam = drillWhere(
    (d) =>
      !d.legitimate &&
      d.rightDecisions.includes('report') &&
      d.twin !== undefined &&
      test(d) &&
      !skip.includes(d.twin),
    skip,
  );
  const genuine = DRILLS.find((d) => d.id === scam.twin);
  if (!genuine) throw new Error(`${scam.id} has no twin`);
  return { scam, genuine };
}

const isScam = (d: Drill) => !d.legitimate && d.rightDecisions.includes('report');

/** Submits to the drill with this content id, through the handle the player's API names it by. */
function submit(player: Player, drillId: string, body: unknown, key: string | null = randomUUID()) {
  return player.client.request(`/api/drills/${player.drill(drillId)}/attempts`, {
    method: 'POST',
    json: body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

async function submitOk(
  player: Player,
  drillId: string,
  decision: 'report' | 'trust' | 'verify',
  flags: string[],
): Promise<DrillResult> {
  const res = await submit(player, drillId, { decision, flags });
  if (res.status !== 200) throw new Error(`submit: ${res.status} ${await res.text()}`);
  return readJson(res);
}

async function attemptsOf(userId: string) {
  return server.database.db
    .select()
    .from(drillAttempt)
    .where(eq(drillAttempt.userId, userId))
    .orderBy(asc(drillAttempt.createdAt));
}

async function rewardRows(userId: string) {
  return server.database.db
    .select({ amount: ledger.amount, reference: ledger.reference })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'drill-reward')))
    .orderBy(asc(ledger.id));
}

async function expectCashMatchesLedger(player: Player, target: TestServer = server) {
  const bank = await player.client.json('/api/bank');
  expect(await sumLedger(target.database.db, player.userId)).toBe(bank.cash);
  return bank;
}

/** The truth's words and keys that must never reach the browser before a submit. */
const TRUTH_KEYS =
  /"(redFlag|explanation|legitimate|rightDecisions|decisionExplanation|cue|inRealLife|alignment|twin)"\s*:/;

function truthTexts(drill: Drill): string[] {
  return [
    drill.decisionExplanation,
    drill.inRealLife,
    drill.alignment.reason,
    ...drill.hotspots.map((h) => h.explanation),
  ];
}

describe('before a submit', () => {
  it('sends no answer: the raw JSON of the list and of every drill holds none of the truth', async () => {
    const player = await newPlayer();
    const listRes = await player.client.get('/api/drills');
    expect(listRes.status).toBe(200);
    const listText = await listRes.clone().text();
    expect(listText).not.toMatch(TRUTH_KEYS);
    const list = await readJson(listRes);
    // Every drill, each named by the player's own opaque handle, never by its content id.
    const handles = list.drills.map((card) => card.id);
    expect(handles.every((id) => /^[A-Za-z0-9_-]{16}$/.test(id))).toBe(true);
    expect(handles.map(player.drillIdOf).sort()).toEqual(DRILLS.map((d) => d.id).sort());
    for (const drill of DRILLS) expect(listText).not.toContain(`"${drill.id}"`);
    expect(list.drills.filter((card) => card.difficulty !== null)).toEqual([]);

    for (const written of DRILLS) {
      const drill = player.shownDrill(written.id);
      const res = await player.client.get(`/api/drills/${player.drill(drill.id)}`);
      expect(res.status, drill.id).toBe(200);
      const text = await res.clone().text();
      expect(text, drill.id).not.toMatch(TRUTH_KEYS);
      expect(text).not.toContain(`"${drill.id}"`);
      for (const words of truthTexts(drill)) {
        expect(text.includes(JSON.stringify(words).slice(1, -1)), `${drill.id}: ${words}`).toBe(
          false,
        );
        expect(listText.includes(JSON.stringify(words).slice(1, -1))).toBe(false);
      }
      const view = await readJson(res);
      expect(view).toMatchObject({
        id: player.drill(drill.id),
        scenario: drill.scenario,
        fraudId: drill.fraudId,
        title: drill.title,
        // The difficulty would hint at the answer (legitimate messages rate harder).
        difficulty: null,
        completed: false,
        result: null,
      });
      // Every hotspot, in order, with its neutral label only.
      expect(view.hotspots).toEqual(drill.hotspots.map((h) => ({ id: h.id, label: h.label })));
    }
  });

  it("shows two accounts different handles and variants, so one account's revealed answers are no lookup table for another", async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const listA = await a.client.json('/api/drills');
    const listB = await b.client.json('/api/drills');
    // No handle of A's names a drill for B.
    const handlesB = new Set(listB.drills.map((card) => card.id));
    expect(listA.drills.filter((card) => handlesB.has(card.id))).toEqual([]);
    // Each drill has variants, and two players see most drills differently; what B is shown of
    // a drill A saw in other words holds details A's copy never did.
    let differ = 0;
    for (const drill of DRILLS) {
      const viewA = await a.client.json(`/api/drills/${a.drill(drill.id)}`);
      const viewB = await b.client.json(`/api/drills/${b.drill(drill.id)}`);
      expect(viewA.hotspots.map((h) => h.id)).toEqual(viewB.hotspots.map((h) => h.id));
      if (JSON.stringify(viewA.artefact) !== JSON.stringify(viewB.artefact)) differ += 1;
    }
    // With three ways to show each drill, two players match on a third of them on average.
    expect(differ).toBeGreaterThan(DRILLS.length / 3);
  });

  it("answers an unknown drill, or another player's handle, with 404 and a malformed id or a content id with 400", async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const drill = DRILLS[0] as Drill;
    expect(await errorOf(await player.client.get('/api/drills/AAAAAAAAAAAAAAAA'))).toMatchObject({
      status: 404,
      code: 'not-found',
    });
    expect(
      await errorOf(await player.client.get(`/api/drills/${other.drill(drill.id)}`)),
    ).toMatchObject({ status: 404, code: 'not-found' });
    expect(await errorOf(await player.client.get(`/api/drills/${drill.id}`))).toMatchObject({
      status: 400,
      code: 'invalid-argument',
    });
    expect(await errorOf(await player.client.get('/api/drills/not-a-drill'))).toMatchObject({
      status: 400,
      code: 'invalid-argument',
    });
  });
});

describe('scoring by discrimination, and paying by twin pairs', () => {
  it('scores on the server, explains every hotspot, and pays a pair told apart through the ledger', async () => {
    const player = await newPlayer();
    const { scam, genuine } = pairWhere(
      (d) => redFlagsOf(d).length >= 2 && otherPartsOf(d).length >= 2,
    );
    const flags = redFlagsOf(scam);
    const others = otherPartsOf(scam);
    const other = others[0] as string;
    // Every flag and one other part: hits 1, false alarms 1 / others, still a pass.
    const marked = [other, ...flags];
    const before = await player.client.json('/api/bank');

    const first = await submitOk(player, scam.id, 'report', marked);
    expect(first).toMatchObject({
      drillId: player.drill(scam.id),
      fraudId: scam.fraudId,
      legitimate: false,
      decision: {
        chosen: 'report',
        outcome: 'right',
        right: scam.rightDecisions,
        explanation: player.shownDrill(scam.id).decisionExplanation,
      },
      found: flags.length,
      missed: 0,
      falseFlags: 1,
      passed: true,
      pay: { amount: 0, reason: 'awaiting-twin', decision: 0, flags: 0, deduction: 0 },
      review: { met: false, reward: 0 },
      inRealLife: player.shownDrill(scam.id).inRealLife,
      fraudPage: `/frauds/${scam.fraudId}`,
    });
    // Explained in the player's variant of the drill.
    expect(first.hotspots).toEqual(
      player.shownDrill(scam.id).hotspots.map((h) => ({
        id: h.id,
        label: h.label,
        redFlag: h.redFlag,
        marked: marked.includes(h.id),
        cue: h.cue ?? null,
        explanation: h.explanation,
      })),
    );
    expect((await expectCashMatchesLedger(player)).cash).toBe(before.cash);
    expect(await rewardRows(player.userId)).toEqual([]);

    // The twin trusted completes the pair: its full pay times the share the scam's flags earned.
    const full = ECONOMY.drillPairPay + flags.length * ECONOMY.drillFlagFoundPay;
    const expectedPay = Math.round(full * pairPayShare(1 - 1 / others.length));
    expect(expectedPay).toBeLessThan(full);
    const second = await submitOk(player, genuine.id, 'trust', []);
    expect(second).toMatchObject({
      drillId: player.drill(genuine.id),
      legitimate: true,
      decision: { chosen: 'trust', outcome: 'right' },
      passed: true,
      pay: {
        amount: expectedPay,
        reason: 'paid',
        decision: ECONOMY.drillPairPay,
        flags: flags.length * ECONOMY.drillFlagFoundPay,
        deduction: expectedPay - full,
      },
    });
    const after = await expectCashMatchesLedger(player);
    expect(after.cash).toBe(before.cash + expectedPay);
    expect(await rewardRows(player.userId)).toEqual([
      { amount: expectedPay, reference: genuine.id },
    ]);

    // The scam now says the pair paid, and the list marks both done.
    const view = await player.client.json(`/api/drills/${player.drill(scam.id)}`);
    expect(view).toMatchObject({
      completed: true,
      result: { passed: true, pay: { amount: expectedPay, reason: 'paid-with-twin' } },
    });
    const list = await player.client.json('/api/drills');
    expect(list.drills.find((card) => card.id === player.drill(scam.id))).toMatchObject({
      completed: true,
      difficulty: drillDifficulty(scam),
      lastResult: { outcome: 'right', found: flags.length, missed: 0, falseFlags: 1, paid: 0 },
    });
    expect(list.drills.find((card) => card.id === player.drill(genuine.id))).toMatchObject({
      completed: true,
      lastResult: { outcome: 'right', paid: expectedPay },
    });

    // A perfect second go pays nothing: the drill was completed this season.
    const again = await submitOk(player, scam.id, 'report', flags);
    expect(again).toMatchObject({
      found: flags.length,
      falseFlags: 0,
      pay: { amount: 0, reason: 'already-completed' },
    });
    expect((await expectCashMatchesLedger(player)).cash).toBe(before.cash + expectedPay);
    const reopened = await player.client.json(`/api/drills/${player.drill(scam.id)}`);
    expect(reopened.result).toEqual(again);
    const rows = await attemptsOf(player.userId);
    expect(rows.map((row) => [row.drillId, row.firstOfSeason, row.paid])).toEqual([
      [scam.id, true, 0],
      [genuine.id, true, expectedPay],
      [scam.id, false, 0],
    ]);
    expect(rows.map((row) => row.hotspots)).toEqual([
      scam.hotspots.length,
      genuine.hotspots.length,
      scam.hotspots.length,
    ]);
  });

  it('pays nothing for a pair not told apart: blind reports, marking everything, trusting a scam, verifying a genuine message', async () => {
    const player = await newPlayer();
    const used: string[] = [];
    const next = () => {
      const pair = pairWhere((d) => redFlagsOf(d).length >= 2, used);
      used.push(pair.scam.id, pair.genuine.id);
      return pair;
    };

    // Always report: the scam passes, the genuine twin is a false alarm.
    const a = next();
    expect(await submitOk(player, a.scam.id, 'report', redFlagsOf(a.scam))).toMatchObject({
      passed: true,
      pay: { amount: 0, reason: 'awaiting-twin' },
    });
    expect(await submitOk(player, a.genuine.id, 'report', [])).toMatchObject({
      decision: { outcome: 'wrong' },
      passed: false,
      pay: { amount: 0, reason: 'not-passed' },
    });
    expect(
      (await player.client.json(`/api/drills/${player.drill(a.scam.id)}`)).result?.pay,
    ).toMatchObject({ amount: 0, reason: 'twin-not-passed' });

    // Marking every part of the scam finds every flag and every other part: 0, not a pass.
    const b = next();
    const all = b.scam.hotspots.map((h) => h.id);
    expect(await submitOk(player, b.genuine.id, 'trust', [])).toMatchObject({
      passed: true,
      pay: { amount: 0, reason: 'awaiting-twin' },
    });
    expect(await submitOk(player, b.scam.id, 'report', all)).toMatchObject({
      found: redFlagsOf(b.scam).length,
      falseFlags: otherPartsOf(b.scam).length,
      passed: false,
      pay: { amount: 0, reason: 'not-passed' },
    });

    // Reporting without pointing to any red flag is not telling it apart either.
    const c = next();
    expect(await submitOk(player, c.scam.id, 'report', [])).toMatchObject({
      decision: { outcome: 'right' },
      passed: false,
      pay: { amount: 0, reason: 'not-passed' },
    });
    await submitOk(player, c.genuine.id, 'trust', []);

    // Trusting a scam, and verifying a genuine message (it treats it as suspect).
    const d = next();
    expect(await submitOk(player, d.scam.id, 'trust', redFlagsOf(d.scam))).toMatchObject({
      decision: { outcome: 'wrong' },
      passed: false,
    });
    await submitOk(player, d.genuine.id, 'trust', []);
    const e = next();
    await submitOk(player, e.scam.id, 'report', redFlagsOf(e.scam));
    expect(await submitOk(player, e.genuine.id, 'verify', [])).toMatchObject({
      decision: { outcome: 'safe' },
      passed: false,
      pay: { amount: 0, reason: 'not-passed' },
    });

    expect(await rewardRows(player.userId)).toEqual([]);
    expect((await expectCashMatchesLedger(player)).cash).toBe(ECONOMY.startingCash);
  });
});

describe('paying once', () => {
  it('pays a pair once for 10 concurrent submits with different keys, and the same key answers the same', async () => {
    const player = await newPlayer();
    const { scam, genuine } = pairWhere(() => true);
    const flags = redFlagsOf(scam);
    const expected = ECONOMY.drillPairPay + flags.length * ECONOMY.drillFlagFoundPay;
    await submitOk(player, scam.id, 'report', flags);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        submit(player, genuine.id, { decision: 'trust', flags: [] }),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(10).fill(200));
    const bodies = (await Promise.all(responses.map((res) => res.json()))) as DrillResult[];
    expect(bodies.map((body) => body.pay.amount).sort((x, y) => y - x)).toEqual([
      expected,
      ...Array(9).fill(0),
    ]);
    expect(bodies.filter((body) => body.pay.reason === 'already-completed')).toHaveLength(9);
    expect(await rewardRows(player.userId)).toEqual([{ amount: expected, reference: genuine.id }]);
    const rows = await attemptsOf(player.userId);
    expect(rows).toHaveLength(11);
    expect(rows.filter((row) => row.firstOfSeason)).toHaveLength(2);

    // One key sent 10 times at once: one stored attempt, one answer.
    const key = randomUUID();
    const other = pairWhere(() => true, [scam.id]);
    await submitOk(player, other.genuine.id, 'trust', []);
    const otherFlags = redFlagsOf(other.scam);
    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        submit(player, other.scam.id, { decision: 'report', flags: otherFlags }, key),
      ),
    );
    const sameBodies = await Promise.all(same.map((res) => res.json()));
    expect(same.map((res) => res.status)).toEqual(Array(10).fill(200));
    for (const body of sameBodies) expect(body).toEqual(sameBodies[0]);
    expect(same.filter((res) => res.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(
      (await attemptsOf(player.userId)).filter((row) => row.drillId === other.scam.id),
    ).toHaveLength(1);
    const otherPay = ECONOMY.drillPairPay + otherFlags.length * ECONOMY.drillFlagFoundPay;
    expect(sameBodies[0]).toMatchObject({ pay: { amount: otherPay, reason: 'paid' } });
    // The same key on another request is refused.
    expect(
      await errorOf(await submit(player, scam.id, { decision: 'report', flags: [] }, key)),
    ).toMatchObject({ status: 400, code: 'invalid-argument' });
    expect((await expectCashMatchesLedger(player)).cash).toBe(
      ECONOMY.startingCash + expected + otherPay,
    );
  });

  it('pays a pair once when both twins are submitted at the same moment', async () => {
    const player = await newPlayer();
    const { scam, genuine } = pairWhere(() => true);
    const expected = ECONOMY.drillPairPay + redFlagsOf(scam).length * ECONOMY.drillFlagFoundPay;
    const results = (await Promise.all([
      submitOk(player, scam.id, 'report', redFlagsOf(scam)),
      submitOk(player, genuine.id, 'trust', []),
    ])) as DrillResult[];
    expect(results.map((r) => r.pay.reason).sort()).toEqual(['awaiting-twin', 'paid']);
    expect(await rewardRows(player.userId)).toHaveLength(1);
    expect((await expectCashMatchesLedger(player)).cash).toBe(ECONOMY.startingCash + expected);
  });

  it('rests on the database: a second paying row for one player, season and drill is refused', async () => {
    const player = await newPlayer();
    const { season } = await player.client.json('/api/bank');
    const drill = drillWhere(isScam);
    const row = {
      userId: player.userId,
      seasonId: season.id,
      drillId: drill.id,
      fraudId: drill.fraudId,
      legitimate: false,
      difficulty: drillDifficulty(drill),
      decision: 'report',
      flags: [],
      outcome: 'right' as const,
      redFlags: redFlagsOf(drill).length,
      found: 0,
      missed: redFlagsOf(drill).length,
      falseFlags: 0,
      missedIds: redFlagsOf(drill),
      payDecision: 0,
      payFlags: 0,
      payDeduction: 0,
      paid: 0,
      firstOfSeason: true,
      createdAt: clock.now(),
    };
    const db = server.database.db;
    await db.insert(drillAttempt).values({ ...row, id: createPublicId() });
    await expect(
      db.insert(drillAttempt).values({ ...row, id: createPublicId() }),
    ).rejects.toThrow();
    // Repeats, which pay nothing, are not held back.
    await db.insert(drillAttempt).values({ ...row, id: createPublicId(), firstOfSeason: false });
    expect(await attemptsOf(player.userId)).toHaveLength(2);
  });
});

describe('bad input', () => {
  it('refuses with a 4xx and the catalogue code, and changes nothing', async () => {
    const player = await newPlayer();
    const drill = drillWhere(isScam);
    const [flag] = redFlagsOf(drill);
    const own = new Set(drill.hotspots.map((h) => h.id));
    const foreign = DRILLS.flatMap((d) => d.hotspots.map((h) => h.id)).find((id) => !own.has(id));
    const url = `/api/drills/${player.drill(drill.id)}/attempts`;
    const other = await newPlayer();
    const tenThousand = Array.from({ length: 10_000 }, (_, i) => i.toString(36));
    const unverified = server.client();
    const signUp = await unverified.post('/api/auth/sign-up/email', {
      email: `drill-unverified-${randomUUID()}@example.com`,
      password: GOOD_PASSWORD,
      name: 'Not Yet',
    });
    expect(signUp.status).toBe(200);

    const cases: [string, Response, number, string][] = [
      [
        'unknown drill',
        await submit(player, 'Phishing-d999', { decision: 'report', flags: [] }),
        404,
        'not-found',
      ],
      [
        'content id instead of the handle',
        await player.client.request(`/api/drills/${drill.id}/attempts`, {
          method: 'POST',
          json: { decision: 'report', flags: [] },
          headers: { 'idempotency-key': randomUUID() },
        }),
        400,
        'invalid-argument',
      ],
      [
        "another player's handle",
        await submit({ ...player, drill: other.drill }, drill.id, {
          decision: 'report',
          flags: [],
        }),
        404,
        'not-found',
      ],
      [
        'malformed drill id',
        await player.client.request('/api/drills/drop-table/attempts', {
          method: 'POST',
          json: { decision: 'report', flags: [] },
          headers: { 'idempotency-key': randomUUID() },
        }),
        400,
        'invalid-argument',
      ],
      [
        'hotspot that does not exist',
        await submit(player, drill.id, { decision: 'report', flags: ['no-such-part'] }),
        400,
        'invalid-argument',
      ],
      [
        "another drill's hotspot",
        await submit(player, drill.id, {
          decision: 'report',
          flags: [foreign],
        }),
        400,
        'invalid-argument',
      ],
      [
        'duplicate flags',
        await submit(player, drill.id, { decision: 'report', flags: [flag, flag] }),
        400,
        'invalid-argument',
      ],
      [
        'more flags than hotspots',
        await submit(player, drill.id, {
          decision: 'report',
          flags: [...drill.hotspots.map((h) => h.id), 'extra'],
        }),
        400,
        'invalid-argument',
      ],
      [
        '10,000 flags',
        await submit(player, drill.id, { decision: 'report', flags: tenThousand }),
        400,
        'invalid-argument',
      ],
      [
        'wrong decision value',
        await submit(player, drill.id, { decision: 'ignore', flags: [] }),
        400,
        'invalid-argument',
      ],
      ['no decision', await submit(player, drill.id, { flags: [] }), 400, 'invalid-argument'],
      [
        'flags not a list',
        await submit(player, drill.id, { decision: 'report', flags: flag }),
        400,
        'invalid-argument',
      ],
      [
        'a pay in the body',
        await submit(player, drill.id, { decision: 'report', flags: [], pay: 1_000_000 }),
        400,
        'invalid-argument',
      ],
      [
        'no Idempotency-Key',
        await submit(player, drill.id, { decision: 'report', flags: [] }, null),
        400,
        'invalid-argument',
      ],
      [
        'unverified player',
        await submit({ ...player, client: unverified }, drill.id, {
          decision: 'report',
          flags: [],
        }),
        403,
        'failed-precondition',
      ],
      [
        'signed out',
        await submit({ ...player, client: server.client() }, drill.id, {
          decision: 'report',
          flags: [],
        }),
        401,
        'unauthenticated',
      ],
      [
        'not JSON',
        await player.client.request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: '{"decision":',
        }),
        400,
        'invalid-argument',
      ],
    ];
    const answered: unknown[] = [];
    for (const [name, res] of cases) {
      const error = await errorOf(res);
      answered.push([name, error.status, error.code]);
      expect(error.message.length, name).toBeGreaterThan(0);
    }
    expect(answered).toEqual(cases.map(([name, , status, code]) => [name, status, code]));

    expect(await attemptsOf(player.userId)).toEqual([]);
    expect(await rewardRows(player.userId)).toEqual([]);
    const keys = await server.database.db
      .select()
      .from(idempotencyKey)
      .where(eq(idempotencyKey.userId, player.userId));
    expect(keys).toEqual([]);
    expect((await expectCashMatchesLedger(player)).cash).toBe(ECONOMY.startingCash);
    // The unverified player cannot read the drills either.
    expect((await errorOf(await unverified.get('/api/drills'))).code).toBe('failed-precondition');
  });
});

/** Passes a fraud's quiz with every answer right, as a player who read the page would. */
describe('spaced review', () => {
  it("a due review met by a pair told apart pays the review reward once and moves the quizzes' review step", async () => {
    const player = await newPlayer();
    // A fraud with two twin pairs.
    const fraudId = DRILLS.find(
      (d) => DRILLS.filter((other) => other.fraudId === d.fraudId && isScam(other)).length >= 2,
    )?.fraudId;
    if (!fraudId) throw new Error('no fraud with two scam drills');
    const early = pairWhere((d) => d.fraudId === fraudId);
    const later = pairWhere((d) => d.fraudId === fraudId, [early.scam.id]);

    const quiz = await passQuiz(player.client, fraudId);
    expect(quiz).toMatchObject({ passed: true, review: { stage: 1 } });

    // Not due yet: a pair told apart pays for itself only, and the schedule stays.
    await drillFor(player, early.scam, true);
    expect((await drillFor(player, early.genuine, true)).review).toEqual({ met: false, reward: 0 });

    clock.advance?.(DAY + 60_000);
    const overview = await player.client.json('/api/quizzes');
    expect(overview.reviewsDue).toContain(fraudId);
    const before = await expectCashMatchesLedger(player);

    // One drill of a pair, even passed, does not meet the review: the pair is not yet told apart.
    const half = await drillFor(player, later.genuine, true);
    expect(half).toMatchObject({ passed: true, review: { met: false, reward: 0 } });
    expect((await player.client.json('/api/quizzes')).reviewsDue).toContain(fraudId);

    const submittedFrom = clock.now().getTime();
    const met = await drillFor(player, later.scam, true);
    const submittedBy = clock.now().getTime();
    expect(met.review).toEqual({ met: true, reward: ECONOMY.quizReviewReward });
    const pairPay =
      ECONOMY.drillPairPay + redFlagsOf(later.scam).length * ECONOMY.drillFlagFoundPay;
    const after = await expectCashMatchesLedger(player);
    expect(after.cash).toBe(before.cash + pairPay + ECONOMY.quizReviewReward);
    const rewards = await rewardRows(player.userId);
    expect(rewards.slice(-2)).toEqual([
      { amount: pairPay, reference: later.scam.id },
      { amount: ECONOMY.quizReviewReward, reference: fraudId },
    ]);
    const [review] = await server.database.db
      .select()
      .from(quizReview)
      .where(and(eq(quizReview.userId, player.userId), eq(quizReview.fraudId, fraudId)));
    expect(review?.stage).toBe(2);
    // The next step's interval (3 days) from the drill's submit.
    expect(review?.dueAt.getTime()).toBeGreaterThanOrEqual(submittedFrom + 3 * DAY);
    expect(review?.dueAt.getTime()).toBeLessThanOrEqual(submittedBy + 3 * DAY);
    const progress = (await player.client.json('/api/quizzes')).frauds.find(
      (f) => f.fraudId === fraudId,
    );
    expect(progress).toMatchObject({ status: 'passed', reviewStage: 2 });

    // The review is met: repeating the drill, even perfectly, pays no second review.
    const repeat = await drillFor(player, later.scam, true);
    expect(repeat.review).toEqual({ met: false, reward: 0 });
    expect((await expectCashMatchesLedger(player)).cash).toBe(after.cash);
  });
});

/** Submits the right decision, with every red flag when `perfect`. */
async function drillFor(player: Player, drill: Drill, perfect: boolean): Promise<DrillResult> {
  return submitOk(
    player,
    drill.id,
    drill.rightDecisions[0] ?? 'report',
    perfect ? redFlagsOf(drill) : [],
  );
}

describe('the drill of the day', () => {
  it('stays the same all day, even once done, and moves on to an undone drill the next day', async () => {
    const player = await newPlayer();
    const first = await player.client.json('/api/drills');
    expect(first.today).not.toBeNull();
    const today = first.today?.id ?? '';
    expect((await player.client.json('/api/drills')).today?.id).toBe(today);
    const drill = DRILLS.find((d) => d.id === player.drillIdOf(today));
    if (!drill) throw new Error('not a drill');
    // A new player starts on the easiest drills.
    expect(drillDifficulty(drill)).toBe('least');

    await drillFor(player, drill, true);
    const later = await player.client.json('/api/drills');
    expect(later.today).toMatchObject({ id: today, completed: true });

    clock.advance?.(DAY);
    const next = await player.client.json('/api/drills');
    expect(next.today?.id).not.toBe(today);
    expect(next.today?.completed).toBe(false);
  });
});

describe('the game master', () => {
  it('sees statistics that match the attempts, and a player is refused them', async () => {
    // A database of its own, so that the other tests' attempts do not enter the numbers.
    const own = await startTestServer({ env: { ADMIN_EMAILS: 'drill-gm@example.com' } });
    try {
      const admin = await signUpPlayer(own, 'drill-gm@example.com');
      const players = [
        await newPlayer(own, 'stats'),
        await newPlayer(own, 'stats'),
        await newPlayer(own, 'stats'),
      ];
      const scams = DRILLS.filter((d) => !d.legitimate).slice(0, 4);
      const legits = DRILLS.filter((d) => d.legitimate).slice(0, 2);
      type Plan = {
        player: number;
        drill: Drill;
        decision: 'report' | 'trust' | 'verify';
        flags: string[];
      };
      const plan: Plan[] = [];
      // Varied choices: every player meets every drill, deciding and marking differently.
      players.forEach((_, p) => {
        scams.forEach((drill, i) => {
          const decisions = ['report', 'trust', 'verify'] as const;
          const flags = redFlagsOf(drill).slice(0, (p + i) % (redFlagsOf(drill).length + 1));
          const extra = (p + i) % 2 === 0 ? otherPartsOf(drill).slice(0, 1) : [];
          plan.push({
            player: p,
            drill,
            decision: decisions[(p + i) % 3] ?? 'report',
            flags: [...flags, ...extra],
          });
        });
        legits.forEach((drill, i) => {
          plan.push({
            player: p,
            drill,
            decision: (p + i) % 2 === 0 ? 'report' : 'trust',
            flags: drill.hotspots.slice(0, p).map((h) => h.id),
          });
        });
      });
      for (const step of plan) {
        const player = players[step.player];
        if (!player) throw new Error('no player');
        const res = await submit(player, step.drill.id, {
          decision: step.decision,
          flags: step.flags,
        });
        expect(res.status).toBe(200);
      }
      // A repeat does not count: it has seen the answers.
      const repeatDrill = scams[0];
      if (!repeatDrill || !players[0]) throw new Error('no drill');
      await submit(players[0], repeatDrill.id, {
        decision: 'report',
        flags: redFlagsOf(repeatDrill),
      });

      // By hand, from the plan.
      const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);
      const expectDrill = (drill: Drill) => {
        const steps = plan.filter((step) => step.drill.id === drill.id);
        const scamSteps = drill.legitimate ? [] : steps;
        const legitSteps = drill.legitimate ? steps : [];
        const found = scamSteps.reduce(
          (sum, step) => sum + step.flags.filter((id) => redFlagsOf(drill).includes(id)).length,
          0,
        );
        return {
          id: drill.id,
          fraudId: drill.fraudId,
          title: drill.title,
          legitimate: drill.legitimate,
          difficulty: drillDifficulty(drill),
          attempts: steps.length,
          players: new Set(steps.map((step) => step.player)).size,
          reportRate: rate(
            scamSteps.filter((s) => s.decision !== 'trust').length,
            scamSteps.length,
          ),
          falseAlarmRate: rate(
            legitSteps.filter((s) => s.decision !== 'trust').length,
            legitSteps.length,
          ),
          flagsFoundRate: rate(found, scamSteps.length * redFlagsOf(drill).length),
          trustedShare: rate(
            scamSteps.filter((s) => s.decision === 'trust').length,
            scamSteps.length,
          ),
        };
      };
      const res = await admin.client.get('/api/admin/drills/stats');
      expect(res.status).toBe(200);
      const stats = await readJson(res);
      const used = [...scams, ...legits];
      for (const drill of used) {
        const row = stats.drills.find((d) => d.id === drill.id);
        const expected = expectDrill(drill);
        expect(row, drill.id).toEqual({
          ...expected,
          reportRate: expected.reportRate === null ? null : expect.closeTo(expected.reportRate, 10),
          falseAlarmRate:
            expected.falseAlarmRate === null ? null : expect.closeTo(expected.falseAlarmRate, 10),
          flagsFoundRate:
            expected.flagsFoundRate === null ? null : expect.closeTo(expected.flagsFoundRate, 10),
          trustedShare:
            expected.trustedShare === null ? null : expect.closeTo(expected.trustedShare, 10),
        });
      }
      const untouched = stats.drills.filter((d) => !used.some((u) => u.id === d.id));
      expect(untouched.every((d) => d.attempts === 0 && d.reportRate === null)).toBe(true);
      expect(stats.drills.map((d) => d.id)).toEqual(DRILLS.map((d) => d.id));

      // Families: the same sums over the drills of each family's frauds.
      for (const family of FAMILY_IDS) {
        const steps = plan.filter((step) => FRAUDS[step.drill.fraudId].family === family);
        const scamSteps = steps.filter((s) => !s.drill.legitimate);
        const legitSteps = steps.filter((s) => s.drill.legitimate);
        const found = scamSteps.reduce(
          (sum, s) => sum + s.flags.filter((id) => redFlagsOf(s.drill).includes(id)).length,
          0,
        );
        const total = scamSteps.reduce((sum, s) => sum + redFlagsOf(s.drill).length, 0);
        const row = stats.families.find((f) => f.family === family);
        expect(row, family).toMatchObject({ attempts: steps.length });
        const expected = {
          reportRate: rate(
            scamSteps.filter((s) => s.decision !== 'trust').length,
            scamSteps.length,
          ),
          falseAlarmRate: rate(
            legitSteps.filter((s) => s.decision !== 'trust').length,
            legitSteps.length,
          ),
          flagsFoundRate: rate(found, total),
        };
        for (const [key, value] of Object.entries(expected)) {
          const actual = row?.[key as keyof typeof expected];
          if (value === null) expect(actual, `${family} ${key}`).toBeNull();
          else expect(actual, `${family} ${key}`).toBeCloseTo(value, 10);
        }
      }

      // The most-missed red flags: the share of each drill's attempts that did not mark it.
      const missed = scams.flatMap((drill) => {
        const steps = plan.filter((step) => step.drill.id === drill.id);
        return redFlagsOf(drill).map((hotspotId) => ({
          drillId: drill.id,
          hotspotId,
          share: steps.filter((step) => !step.flags.includes(hotspotId)).length / steps.length,
        }));
      });
      const listed = missed.filter((m) => m.share > 0);
      expect(stats.missedFlags).toHaveLength(Math.min(20, listed.length));
      for (const flag of stats.missedFlags) {
        const expected = listed.find(
          (m) => m.drillId === flag.drillId && m.hotspotId === flag.hotspotId,
        );
        expect(expected, `${flag.drillId} ${flag.hotspotId}`).toBeDefined();
        expect(flag.missedShare).toBeCloseTo(expected?.share ?? -1, 10);
        expect(flag.attempts).toBe(players.length);
      }
      const shares = stats.missedFlags.map((flag) => flag.missedShare);
      expect(shares).toEqual([...shares].sort((a, b) => b - a));

      // My own measures: counts of my first submits, per week and per difficulty.
      const mine = plan.filter((step) => step.player === 1);
      const progress = await players[1]?.client.json('/api/me/drills/progress');
      const counts = (steps: Plan[]) => ({
        scams: steps.filter((s) => !s.drill.legitimate).length,
        reported: steps.filter((s) => !s.drill.legitimate && s.decision !== 'trust').length,
        legit: steps.filter((s) => s.drill.legitimate).length,
        falseAlarms: steps.filter((s) => s.drill.legitimate && s.decision !== 'trust').length,
        flagsFound: steps
          .filter((s) => !s.drill.legitimate)
          .reduce(
            (sum, s) => sum + s.flags.filter((id) => redFlagsOf(s.drill).includes(id)).length,
            0,
          ),
        flagsTotal: steps
          .filter((s) => !s.drill.legitimate)
          .reduce((sum, s) => sum + redFlagsOf(s.drill).length, 0),
      });
      const now = new Date();
      const monday = new Date(
        Date.UTC(
          now.getUTCFullYear(),
          now.getUTCMonth(),
          now.getUTCDate() - ((now.getUTCDay() + 6) % 7),
        ),
      );
      expect(progress?.weeks).toEqual([
        { weekStart: monday.toISOString().slice(0, 10), ...counts(mine) },
      ]);
      expect(progress?.byDifficulty).toEqual(
        (['least', 'moderate', 'very'] as const).map((difficulty) => ({
          difficulty,
          ...counts(mine.filter((s) => drillDifficulty(s.drill) === difficulty)),
        })),
      );

      // A player is refused the game master's numbers.
      expect(await errorOf(await players[0].client.get('/api/admin/drills/stats'))).toMatchObject({
        status: 403,
        code: 'permission-denied',
      });

      // A new season: the statistics start again, and the drills pay again.
      expect((await admin.client.startSeason()).status).toBe(200);
      await own.scheduler.runOnce();
      const fresh = await admin.client.json('/api/admin/drills/stats');
      expect(fresh.drills.every((d) => d.attempts === 0)).toBe(true);
      expect(fresh.missedFlags).toEqual([]);
      const again = pairWhere(() => true);
      await submit(players[0], again.genuine.id, { decision: 'trust', flags: [] });
      const paidAgain = await readJson(
        await submit(players[0], again.scam.id, {
          decision: 'report',
          flags: redFlagsOf(again.scam),
        }),
      );
      expect(paidAgain.pay).toMatchObject({
        amount: ECONOMY.drillPairPay + redFlagsOf(again.scam).length * ECONOMY.drillFlagFoundPay,
        reason: 'paid',
      });
      await expectCashMatchesLedger(players[0], own);
    } finally {
      await own.close();
    }
  });
});
