import { randomUUID } from 'node:crypto';
import { MEASURE_BY_ID } from '@ffl/content/measure-items';
import type { MeasureItem } from '@ffl/content/measure-types';
import { FRAUDS } from '@ffl/engine/catalogue';
import { pairedEffectSize } from '@ffl/engine/effect-size';
import { FAMILY_IDS, type FamilyId } from '@ffl/engine/ids';
import { formOrderFor } from '@ffl/engine/parallel-forms';
import { detectionStats } from '@ffl/engine/signal-detection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureCheck } from '../../db/schema/measure';
import { createTestClock } from '../../lib/clock';
import { createPublicId } from '../../lib/public-id';
import {
  type Player,
  passQuiz,
  readError,
  readJson,
  signUpPlayer,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import type { CheckView } from './measure-schemas';

const DAY = 86_400_000;
const clock = createTestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { ADMIN_EMAILS: 'measure-gm@example.com' } });
});
afterAll(async () => {
  await server.close();
});

let emails = 0;
function newPlayer(prefix = 'measure'): Promise<Player> {
  emails += 1;
  return signUpPlayer(server, `${prefix}-${emails}@example.com`);
}

async function errorOf(res: Response) {
  return {
    status: res.status,
    ...(await readError(res)),
  };
}

const itemOf = (id: string): MeasureItem => {
  const item = MEASURE_BY_ID.get(id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
};

/** An answer to an item: right (`good`) or the opposite, with signs ticked to match. */
function answerFor(view: CheckView, itemId: string, good: boolean) {
  const item = itemOf(itemId);
  if (item.kind === 'decision') {
    const signs = item.signs.filter((s) => (good ? s.sign : !s.sign)).map((s) => s.id);
    const reportIt = good ? item.scam : !item.scam;
    return { decision: reportIt ? 'report' : 'trust', signs };
  }
  const shown = view.items.find((i) => i.id === itemId);
  if (shown?.kind !== 'scenario') throw new Error('not a scenario');
  const right = item.options.findIndex((o) => o.correct);
  const rightText = item.options[right]?.text;
  const option = shown.options.find((o) => (o.text === rightText) === good);
  return { option: option?.id ?? 0 };
}

async function takeCheck(player: Player, good: (itemId: string, index: number) => boolean) {
  const view = await readJson(await player.client.post('/api/me/checks'));
  for (const [index, item] of view.items.entries()) {
    await readJson(
      await player.client.put(
        `/api/me/checks/${view.id}/answers/${item.id}`,
        answerFor(view, item.id, good(item.id, index)),
      ),
    );
  }
  return readJson(await player.client.post(`/api/me/checks/${view.id}/close`));
}

/** The item's truth and explanations: none of it may reach the browser before the close. */
function truthTexts(item: MeasureItem): string[] {
  return item.kind === 'decision'
    ? [item.explanation, ...item.signs.map((s) => s.explanation)]
    : [item.explanation];
}
const TRUTH_KEYS = /"(sign|scam|correct|explanation|difficulty)"\s*:/;

describe('the baseline', () => {
  it('is due at the first visit, covers every family on form A or B, and is taken once', async () => {
    const player = await newPlayer();
    const status = await readJson(await player.client.get('/api/me/checks'));
    expect(status).toMatchObject({
      programme: { id: 'first-visit', postAfterDays: 28, retentionAfterDays: 56 },
      due: { phase: 'pre', families: [...FAMILY_IDS], items: 15, reason: 'first-visit' },
      open: null,
    });
    const check = await readJson(await player.client.post('/api/me/checks'));
    expect(check).toMatchObject({
      phase: 'pre',
      families: [...FAMILY_IDS],
      total: 15,
      closed: false,
    });
    expect(check.form).toBe(formOrderFor(`${player.userId}:first-visit`)[0]);
    // Three items per family: a scam, a genuine message and a scenario.
    for (const family of FAMILY_IDS) {
      const mine = check.items.filter((i) => i.family === family).map((i) => itemOf(i.id));
      expect(
        mine
          .map((i) => (i.kind === 'decision' ? (i.scam ? 'scam' : 'genuine') : 'scenario'))
          .sort(),
      ).toEqual(['genuine', 'scam', 'scenario']);
      expect(mine.every((i) => i.form === check.form)).toBe(true);
    }
    // A second start returns the open check.
    expect((await readJson(await player.client.post('/api/me/checks'))).id).toBe(check.id);

    await takeCheck(player, () => true);
    const after = await readJson(await player.client.get('/api/me/checks'));
    expect(after.due).toBeNull();
    expect(after.next).toMatchObject({ phase: 'post', families: [...FAMILY_IDS] });
    expect(await errorOf(await player.client.post('/api/me/checks'))).toMatchObject({
      status: 403,
      code: 'failed-precondition',
    });

    // The database holds the rule too: a second baseline in the programme is refused.
    await expect(
      server.database.db.insert(measureCheck).values({
        id: createPublicId(),
        userId: player.userId,
        programmeId: 'first-visit',
        phase: 'pre',
        form: 'A',
        families: ['social'],
        itemIds: [],
        seed: 1,
        closed: true,
        startedAt: clock.now(),
      }),
    ).rejects.toThrow();
  });
});

describe('measurement items', () => {
  it('are never revealed before the check closes, and the first answer counts', async () => {
    const player = await newPlayer();
    const check = await readJson(await player.client.post('/api/me/checks'));
    const first = check.items[0];
    if (!first) throw new Error('no item');
    const saved = await player.client.put(
      `/api/me/checks/${check.id}/answers/${first.id}`,
      answerFor(check, first.id, true),
    );
    const savedText = await saved.text();
    expect(saved.status).toBe(200);
    expect(JSON.parse(savedText)).toEqual({ itemId: first.id, answered: 1, total: 15 });

    const open = await player.client.get(`/api/me/checks/${check.id}`);
    const raw = await open.text();
    expect(JSON.parse(raw)).toMatchObject({ closed: false, result: null, answered: 1 });
    for (const body of [raw, savedText, JSON.stringify(check)]) {
      expect(body).not.toMatch(TRUTH_KEYS);
      for (const item of check.items)
        for (const text of truthTexts(itemOf(item.id))) expect(body).not.toContain(text);
    }
    const status = await readJson(await player.client.get('/api/me/checks'));
    expect(status).toMatchObject({ due: null, open: { id: check.id, answered: 1, total: 15 } });

    // A second answer, even a different one, is refused: no learning inside a check.
    expect(
      await errorOf(
        await player.client.put(
          `/api/me/checks/${check.id}/answers/${first.id}`,
          answerFor(check, first.id, false),
        ),
      ),
    ).toMatchObject({ status: 409, code: 'already-exists' });

    // Closing shows the truth; the unanswered items count as wrong.
    const closed = await readJson(await player.client.post(`/api/me/checks/${check.id}/close`));
    expect(closed.closed).toBe(true);
    expect(closed.result).toMatchObject({ correct: 1, total: 15 });
    const shown = closed.result?.items.find((i) => i.id === first.id);
    expect(shown).toMatchObject({ correct: true, explanation: itemOf(first.id).explanation });
    // Closing again returns the same result, and answers after the close are refused.
    expect(await readJson(await player.client.post(`/api/me/checks/${check.id}/close`))).toEqual(
      closed,
    );
    const second = check.items[1];
    expect(
      await errorOf(
        await player.client.put(
          `/api/me/checks/${check.id}/answers/${second?.id}`,
          answerFor(check, second?.id ?? '', true),
        ),
      ),
    ).toMatchObject({ status: 403, code: 'failed-precondition' });
  });

  it('come in an order of their own per check, so a position never tells the scam', async () => {
    const orders = new Set<string>();
    for (let n = 0; n < 4; n += 1) {
      const player = await newPlayer('measure-order');
      const check = await readJson(await player.client.post('/api/me/checks'));
      orders.add(
        check.items
          .map((i) => {
            const item = itemOf(i.id);
            return item.kind === 'decision' ? (item.scam ? 'S' : 'G') : 'Q';
          })
          .join(''),
      );
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('refuses bad answers with a 4xx and the catalogue code, and another player’s check as not found', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const check = await readJson(await player.client.post('/api/me/checks'));
    const decision = check.items.find((i) => i.kind === 'decision');
    const scenario = check.items.find((i) => i.kind === 'scenario');
    if (!decision || !scenario) throw new Error('items');
    const put = (itemId: string, body: unknown, client = player.client) =>
      client.put(`/api/me/checks/${check.id}/answers/${itemId}`, body);
    const cases: [Promise<Response>, number, string][] = [
      [put(decision.id, { option: 1 }), 400, 'invalid-argument'],
      [put(decision.id, { decision: 'report', signs: ['nope'] }), 400, 'invalid-argument'],
      [put(decision.id, { decision: 'maybe', signs: [] }), 400, 'invalid-argument'],
      [put(scenario.id, { decision: 'report' }), 400, 'invalid-argument'],
      [put(scenario.id, { option: 7 }), 400, 'invalid-argument'],
      [put(scenario.id, { option: 1, extra: true }), 400, 'invalid-argument'],
      [put('M-Phishing-999', { option: 1 }), 404, 'not-found'],
      [put('drop table', { option: 1 }), 400, 'invalid-argument'],
      [put(scenario.id, { option: 1 }, other.client), 404, 'not-found'],
      [other.client.get(`/api/me/checks/${check.id}`), 404, 'not-found'],
      [other.client.post(`/api/me/checks/${check.id}/close`), 404, 'not-found'],
    ];
    for (const [request, status, code] of cases)
      expect(await errorOf(await request)).toMatchObject({ status, code });
    expect((await readJson(await player.client.get(`/api/me/checks/${check.id}`))).answered).toBe(
      0,
    );
  });
});

describe('the post-check and the report', () => {
  it('comes on the other form after the delay, and the report recovers g and d′ from the answers', async () => {
    const own = await startTestServer({
      clock: createTestClock(),
      env: { ADMIN_EMAILS: 'measure-report-gm@example.com' },
    });
    try {
      const admin = await signUpPlayer(own, 'measure-report-gm@example.com');
      const owner = await signUpPlayer(own, 'measure-report-owner@example.com');
      const league = await readJson(await owner.client.post('/api/leagues', { name: 'Measured' }));
      // Six players: player p gets the first p items right at the baseline and p + 3 after.
      const players: Player[] = [];
      const known: { pre: number; post: number; form: string[] }[] = [];
      for (let p = 0; p < 6; p += 1) {
        const player = await signUpPlayer(own, `measure-report-${p}@example.com`);
        if (p < 3)
          await readJson(await player.client.post('/api/leagues/join', { code: league.code }));
        players.push(player);
        const pre = await takeCheck(player, (_, index) => index < p);
        known.push({ pre: pre.result?.correct ?? -1, post: -1, form: [pre.form] });
      }
      own.clock?.advance?.(28 * DAY + 60_000);
      for (const [p, player] of players.entries()) {
        const status = await readJson(await player.client.get('/api/me/checks'));
        expect(status.due).toMatchObject({
          phase: 'post',
          reason: 'delay',
          families: [...FAMILY_IDS],
        });
        const post = await takeCheck(player, (_, index) => index < p + 3 + (p % 2));
        const entry = known[p];
        if (!entry) throw new Error('entry');
        entry.post = post.result?.correct ?? -1;
        entry.form.push(post.form);
        expect(post.form).not.toBe(entry.form[0]);
        expect(post.phase).toBe('post');
      }

      const report = await readJson(await admin.client.get('/api/admin/learning/report'));
      const all = report.post.find((g) => g.family === 'all');
      const expected = pairedEffectSize(known.map((k) => ({ pre: k.pre / 15, post: k.post / 15 })));
      expect(all?.n).toBe(6);
      expect(all?.g).toBeCloseTo(expected.g ?? Number.NaN, 10);
      expect(all?.interval?.lower).toBeCloseTo(expected.interval?.lower ?? Number.NaN, 10);
      expect(all?.accuracyPre).toBeCloseTo(expected.meanPre ?? Number.NaN, 10);
      expect(all?.accuracyPost).toBeCloseTo(expected.meanPost ?? Number.NaN, 10);
      expect(report.players).toEqual({ baseline: 6, post: 6, retention: 0 });
      expect(report.orders.reduce((n, o) => n + o.n, 0)).toBe(6);

      // d′ of the whole check, from each player's decisions, as the engine computes it.
      const progress = await readJson(await players[5]!.client.get('/api/me/learning'));
      expect(progress.overall).toHaveLength(2);
      const [first, last] = progress.overall;
      for (const point of [first, last]) {
        if (!point) throw new Error('point');
        expect(point.dPrime).toBeCloseTo(
          detectionStats({
            hits: point.hits,
            scams: point.scams,
            falseAlarms: point.falseAlarms,
            genuine: point.genuine,
          }).dPrime,
          12,
        );
      }
      expect(progress.summary).toMatch(
        /^On every family, you got \d+ of 15 right in your latest check, against \d+ of 15 in your first\.$/,
      );
      expect(progress.families.every((f) => f.points.length === 2 && f.summary !== null)).toBe(
        true,
      );

      // The league filter keeps its members only; the CSV says the same.
      const inLeague = await readJson(
        await admin.client.get(`/api/admin/learning/report?league=${league.id}`),
      );
      expect(inLeague.post.find((g) => g.family === 'all')?.n).toBe(3);
      const csv = await admin.client.get('/api/admin/learning/report.csv');
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines[0]).toMatch(/^comparison,family,n,accuracy_pre,accuracy_post,change,hedges_g/);
      const allLine = lines.find((l) => l.startsWith('baseline-post,all,'))?.split(',');
      expect(Number(allLine?.[2])).toBe(6);
      expect(Number(allLine?.[6])).toBeCloseTo(expected.g ?? Number.NaN, 5);

      // A player is refused the report; bad filters are 400.
      expect(
        await errorOf(
          (await players[0]?.client.get('/api/admin/learning/report')) ?? new Response(),
        ),
      ).toMatchObject({
        status: 403,
        code: 'permission-denied',
      });
      expect(
        await errorOf(await admin.client.get('/api/admin/learning/report?from=yesterday')),
      ).toMatchObject({ status: 400, code: 'invalid-argument' });

      // A new programme: every player owes a new baseline, and the start is in the audit log.
      const key = randomUUID();
      const started = await admin.client.post(
        '/api/admin/learning/programmes',
        { name: 'Spring training', postAfterDays: 14 },
        { headers: { 'idempotency-key': key } },
      );
      const programme = await readJson(started);
      expect(programme).toMatchObject({ postAfterDays: 14, retentionAfterDays: 56 });
      const again = await admin.client.post(
        '/api/admin/learning/programmes',
        { name: 'Spring training', postAfterDays: 14 },
        { headers: { 'idempotency-key': key } },
      );
      expect((await readJson(again)).id).toBe(programme.id);
      own.clock?.advance?.(1_000);
      const renewed = await readJson(await players[0]!.client.get('/api/me/checks'));
      expect(renewed).toMatchObject({
        programme: { id: programme.id },
        due: { phase: 'pre', reason: 'programme' },
      });
      const audit = await readJson(await admin.client.get('/api/admin/audit'));
      expect(audit.entries.filter((e) => e.action === 'programme.start')).toEqual([
        expect.objectContaining({ target: programme.id }),
      ]);
    } finally {
      await own.close();
    }
  });

  it('brings the post-check of a family as soon as its learning is complete', async () => {
    const player = await newPlayer();
    await takeCheck(player, () => false);
    // The physical family is one fraud: pass its quiz (the truth comes from the content).
    const physical = Object.entries(FRAUDS)
      .filter(([, f]) => f.family === ('physical' satisfies FamilyId))
      .map(([id]) => id);
    for (const fraudId of physical)
      expect((await passQuiz(player.client, fraudId)).passed).toBe(true);
    const status = await readJson(await player.client.get('/api/me/checks'));
    expect(status.due).toMatchObject({
      phase: 'post',
      families: ['physical'],
      reason: 'family-complete',
      items: 3,
    });
    // My progress compares that family's post-check with the same family's part of my baseline.
    const post = await takeCheck(player, () => true);
    expect(post).toMatchObject({ phase: 'post', families: ['physical'], total: 3 });
    const progress = await readJson(await player.client.get('/api/me/learning'));
    expect(progress.summary).toBe(
      'On physical, you got 3 of 3 right in your latest check, against 0 of 3 in your first.',
    );
    expect(progress.families.find((f) => f.family === 'physical')?.points).toHaveLength(2);
    expect(progress.families.find((f) => f.family === 'social')?.points).toHaveLength(1);
  });
});
