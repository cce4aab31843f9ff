import { randomUUID } from 'node:crypto';
import { DRILL_BY_ID } from '@ffl/content/drills';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { account, session, user } from '../../db/schema/auth';
import { auditLog, bank, league, season, seasonArchive } from '../../db/schema/game';
import { quizAnswer, quizAttempt, quizReview } from '../../db/schema/learning';
import { selectRows } from '../../db/select-rows';
import { createTestClock } from '../../lib/clock';
import { createPublicId } from '../../lib/public-id';
import {
  GOOD_PASSWORD,
  type Player,
  readError,
  readJson,
  signUpPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { sumLedger } from '../bank/bank-service';
import { DELETED_GAME_MASTER, DELETED_PLAYER, HANDLED_TABLES } from './account-erase';
import { getAccount } from './account-service';

const GM_EMAIL = 'gm@example.com';
let server: TestServer;
let gm: Player;
let playerCount = 0;
const clock = createTestClock();

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: GM_EMAIL }, clock });
  gm = await signUpPlayer(server, GM_EMAIL);
  // The game master sits waves out; only the players of each test are hit.
  await gm.client.patch('/api/bank', { playsWaves: false });
});
afterAll(async () => {
  await server.close();
});

interface TestPlayer extends Player {
  email: string;
}

async function newPlayer(label: string): Promise<TestPlayer> {
  playerCount += 1;
  const email = `${label}-${playerCount}@example.com`;
  return { ...(await signUpPlayer(server, email)), email };
}

async function errorOf(res: Response) {
  return {
    status: res.status,
    ...(await readError(res)),
  };
}

/** A second browser of the same player: its own session. */
async function signInAgain(email: string, password = GOOD_PASSWORD): Promise<TestClient> {
  const client = server.client();
  const res = await client.post('/api/auth/sign-in/email', { email, password });
  expect(res.status, await res.clone().text()).toBe(200);
  return client;
}

async function runWave(fraudIds: string[]) {
  const res = await gm.client.sendWave({
    difficulty: 'custom',
    fraudIds,
    forecast: ['social'],
  });
  expect(res.status, await res.clone().text()).toBe(200);
  await server.scheduler.runOnce();
}

/** A submitted quiz attempt with its answers and a review state, written as the quiz service does. */
async function insertQuizHistory(userId: string) {
  const db = server.database.db;
  const [current] = await db.select().from(season).orderBy(sql`${season.number} desc`).limit(1);
  const attemptId = createPublicId();
  const at = new Date();
  await db.insert(quizAttempt).values({
    id: attemptId,
    userId,
    fraudId: 'Phishing',
    seasonId: current!.id,
    questionIds: ['Phishing-1', 'Phishing-2', 'Phishing-3', 'Phishing-4', 'Phishing-5'],
    status: 'submitted',
    createdAt: at,
    submittedAt: at,
    score: 4,
    passed: true,
    reward: 0,
  });
  await db.insert(quizAnswer).values(
    [1, 2, 3, 4, 5].map((n) => ({
      attemptId,
      userId,
      questionId: `Phishing-${n}`,
      optionIndex: n % 4,
      correct: n !== 5,
      answeredAt: at,
    })),
  );
  await db.insert(quizReview).values({
    userId,
    fraudId: 'Phishing',
    stage: 1,
    dueAt: new Date(at.getTime() + 86_400_000),
    updatedAt: at,
  });
  return attemptId;
}

const CountRow = z.object({ n: z.number() });

/** Every base table of the schema, and every column that holds a user id. */
async function listTables(): Promise<string[]> {
  const rows = await selectRows(
    server.database.db,
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    z.object({ table_name: z.string() }),
  );
  return rows.map((row) => row.table_name);
}

async function listUserIdColumns(): Promise<{ table: string; column: string }[]> {
  const rows = await selectRows(
    server.database.db,
    sql`select kcu.table_name, kcu.column_name
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
          and ccu.table_name = 'user' and ccu.column_name = 'id'
        union
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'user_id'`,
    z.object({ table_name: z.string(), column_name: z.string() }),
  );
  return rows.map((row) => ({ table: row.table_name, column: row.column_name }));
}

/** Rows of `table` whose text (every column) contains `needle`. */
async function rowsMentioning(table: string, needle: string): Promise<number> {
  const [row] = await selectRows(
    server.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)} t where strpos(t::text, ${needle}) > 0`,
    CountRow,
  );
  return row?.n ?? 0;
}

/** A count of the rows of every table: a refused deletion must leave all of them as they were. */
async function countEveryTable(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables()) {
    const [row] = await selectRows(
      server.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
      CountRow,
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

async function expectLedgerInvariantForAll() {
  const banks = await server.database.db.select().from(bank);
  for (const row of banks) expect(await sumLedger(server.database.db, row.userId)).toBe(row.cash);
}

async function deleteAccount(client: TestClient, email: string) {
  return client.request('/api/account', { method: 'DELETE', json: { email } });
}

describe('my account', () => {
  it('shows my profile and sign-in methods, and renames me at once', async () => {
    const me = await newPlayer('profile');
    const view = await me.client.json('/api/account');
    expect(view).toMatchObject({
      email: me.email,
      name: 'Test Player',
      emailVerified: true,
      role: 'player',
      signInMethods: ['email'],
      hasPassword: true,
      isLastOwner: false,
    });

    const renamed = await me.client.patch('/api/account', { name: '  Ada Lovelace ' });
    expect(renamed.status).toBe(200);
    expect((await readJson(renamed)).name).toBe('Ada Lovelace');
    // No stale session: the very next request already knows the new name.
    expect((await me.client.json('/api/me')).name).toBe('Ada Lovelace');
    expect((await me.client.json('/api/bank')).manager).toBe('Ada Lovelace');

    for (const body of [
      { name: '' },
      { name: 'x'.repeat(81) },
      { name: 'a\u0007b' },
      { nick: 'x' },
    ]) {
      expect((await errorOf(await me.client.patch('/api/account', body))).code).toBe(
        'invalid-argument',
      );
    }
    expect((await me.client.json('/api/me')).name).toBe('Ada Lovelace');
  });

  it('knows an account without a password (Google) and the last game master', async () => {
    const db = server.database.db;
    const id = randomUUID();
    await db
      .insert(user)
      .values({ id, name: 'G', email: `g-${id}@example.com`, emailVerified: true });
    await db.insert(account).values({
      id: randomUUID(),
      accountId: 'google-sub-1',
      providerId: 'google',
      userId: id,
    });
    expect(await getAccount(db, id)).toMatchObject({
      signInMethods: ['google'],
      hasPassword: false,
    });
    const gmView = await gm.client.json('/api/account');
    expect(gmView).toMatchObject({ role: 'owner', isLastOwner: true });
    await db.delete(user).where(eq(user.id, id));
  });

  it('changes the password through better-auth, and signs out everywhere', async () => {
    const me = await newPlayer('password');
    const other = await signInAgain(me.email);

    expect(
      (
        await errorOf(
          await me.client.post('/api/auth/change-password', {
            currentPassword: 'Not-My-Password-9',
            newPassword: 'Copper-Kettle-Meadow-17',
          }),
        )
      ).code,
    ).toBe('wrong-password');
    expect(
      (
        await errorOf(
          await me.client.post('/api/auth/change-password', {
            currentPassword: GOOD_PASSWORD,
            newPassword: 'password123',
          }),
        )
      ).code,
    ).toBe('weak-password');
    const changed = await me.client.post('/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Copper-Kettle-Meadow-17',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await me.client.get('/api/me')).status).toBe(200);
    const third = await signInAgain(me.email, 'Copper-Kettle-Meadow-17');

    const out = await me.client.post('/api/account/sign-out-everywhere');
    expect(out.status).toBe(200);
    expect((await readJson(out)).signedOut).toBe(2);
    expect(me.client.cookieNames.some((name) => name.includes('session_token'))).toBe(false);
    expect((await me.client.get('/api/me')).status).toBe(401);
    expect((await third.get('/api/me')).status).toBe(401);
    const left = await server.database.db
      .select()
      .from(session)
      .where(eq(session.userId, me.userId));
    expect(left).toEqual([]);
  });

  it('hides an anonymous player from the others, but not from themself', async () => {
    const shy = await newPlayer('shy');
    const viewer = await newPlayer('viewer');
    await shy.client.patch('/api/bank', { name: 'Vault of Secrets' });
    await shy.client.patch('/api/account', { name: 'Greta Hidden' });
    const res = await shy.client.patch('/api/bank', { anonymous: true });
    const mine = await readJson(res);
    expect(mine).toMatchObject({ name: 'Vault of Secrets', anonymous: true });

    const seen = await viewer.client.get('/api/leaderboard');
    const text = await seen.clone().text();
    expect(text).not.toContain('Vault of Secrets');
    expect(text).not.toContain('Greta Hidden');
    expect(text).not.toContain(shy.bankId);
    const board = await readJson(seen);
    const row = board.rows.find((r) => r.bankName === mine.anonymousLabel);
    expect(row).toMatchObject({ bankId: null, manager: null, anonymous: true, isMe: false });

    const own = await shy.client.json('/api/leaderboard');
    expect(own.rows.find((r) => r.isMe)).toMatchObject({
      bankName: 'Vault of Secrets',
      manager: 'Greta Hidden',
    });
  });
});

describe('export my data', () => {
  it('is a download of everything of mine and nothing of another player', async () => {
    const me = await newPlayer('export');
    const other = await newPlayer('other');
    await me.client.patch('/api/bank', { name: 'Bank of Exports' });
    await other.client.patch('/api/bank', { name: 'Someone Else Savings' });
    await other.client.patch('/api/account', { name: 'Otto Other' });
    expect((await me.client.shop('EmailFiltering', 'buy')).status).toBe(200);
    expect((await other.client.shop('UserEducation', 'buy')).status).toBe(200);
    const created = await other.client.post('/api/leagues', { name: 'Shared League' });
    const { code } = await readJson(created);
    expect((await me.client.post('/api/leagues/join', { code })).status).toBe(200);
    expect((await me.client.post('/api/leagues', { name: 'My Own League' })).status).toBe(200);
    const strict = await readJson(
      await other.client.post('/api/leagues', { name: 'Strict League' }),
    );
    expect((await me.client.post('/api/leagues/join', { code: strict.code })).status).toBe(200);
    expect(
      (await other.client.delete(`/api/leagues/${strict.id}/members/${me.bankId}`)).status,
    ).toBe(200);
    await runWave(['Phishing', 'Xss']);
    // The wave offers a booster: started, and one question answered.
    const offered = (await me.client.json('/api/me/boosters')).offer;
    if (!offered) throw new Error('the wave offered no booster');
    const boosterRes = await me.client.post('/api/me/boosters', { waveId: offered.waveId });
    expect(boosterRes.status).toBe(200);
    const booster = await readJson(boosterRes);
    const boosterAnswer = await me.client.post(`/api/me/boosters/${booster.id}/answers`, {
      questionId: 'q1',
      optionId: 0,
    });
    expect(boosterAnswer.status).toBe(200);
    const attemptId = await insertQuizHistory(me.userId);
    await insertQuizHistory(other.userId);
    // A twin pair told apart: the genuine twin trusted, then the scam with its red flags.
    const scam = DRILL_BY_ID.get('Phishing-d1');
    if (!scam) throw new Error('no drill Phishing-d1');
    const scamFlags = scam.hotspots.filter((h) => h.redFlag).map((h) => h.id);
    const trusted = await me.client.request(`/api/drills/${me.drill(scam.twin)}/attempts`, {
      method: 'POST',
      json: { decision: 'trust', flags: [] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(trusted.status).toBe(200);
    const drill = await me.client.request(`/api/drills/${me.drill('Phishing-d1')}/attempts`, {
      method: 'POST',
      json: { decision: 'report', flags: scamFlags },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(drill.status).toBe(200);
    // A learning check, with one answer, closed.
    const check = await readJson(await me.client.post('/api/me/checks'));
    const firstItem = check.items.find((i) => i.kind === 'scenario');
    expect(
      (
        await me.client.put(`/api/me/checks/${check.id}/answers/${firstItem?.id}`, {
          option: 0,
        })
      ).status,
    ).toBe(200);
    expect((await me.client.post(`/api/me/checks/${check.id}/close`)).status).toBe(200);

    const res = await me.client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="fantasy-fraud-league-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.clone().text();
    const data = await readJson(res);

    expect(data.profile).toMatchObject({ email: me.email, emailVerified: true, role: 'player' });
    expect(data.bank).toMatchObject({ id: me.bankId, name: 'Bank of Exports' });
    expect(data.bank?.owned.map((o) => o.defenseId)).toEqual(['EmailFiltering']);
    expect(data.ledger.map((line) => line.kind)).toEqual([
      'start',
      'buy',
      'damage',
      'revenue',
      'upkeep',
      'bonus',
      'drill-reward',
    ]);
    expect(data.ledger.reduce((sum, line) => sum + line.amount, 0)).toBe(data.bank?.cash);
    expect(data.waveReports).toHaveLength(1);
    const report = data.waveReports[0] as unknown as { attacks: { fraudId: string }[] };
    expect(report.attacks.map((a) => a.fraudId)).toEqual(['Phishing', 'Xss']);
    expect(data.leagues.memberOf.map((l) => [l.name, l.isOwner, l.memberCount])).toEqual([
      ['Shared League', false, 2],
      ['My Own League', true, 1],
    ]);
    expect(data.leagues.owned.map((l) => l.name)).toEqual(['My Own League']);
    // The owner's bar on the code of the moment they removed me is about me too.
    expect(data.leagues.removedFrom).toEqual([
      { id: strict.id, name: 'Strict League', removedAt: expect.any(String) },
    ]);
    expect(data.quizzes.attempts).toHaveLength(1);
    expect(data.quizzes.attempts[0]).toMatchObject({ id: attemptId, passed: true });
    expect(data.quizzes.attempts[0]?.answers).toHaveLength(5);
    expect(data.quizzes.reviews).toEqual([
      expect.objectContaining({ fraudId: 'Phishing', stage: 1 }),
    ]);
    expect(data.drills).toEqual([
      expect.objectContaining({ drillId: scam.twin, decision: 'trust', outcome: 'right', paid: 0 }),
      expect.objectContaining({
        drillId: 'Phishing-d1',
        decision: 'report',
        flags: scamFlags,
        outcome: 'right',
        paid: expect.any(Number),
      }),
    ]);
    expect(data.drills[1]?.paid).toBeGreaterThan(0);
    expect(data.learningChecks).toEqual([
      expect.objectContaining({
        id: check.id,
        phase: 'pre',
        total: 15,
        answers: [expect.objectContaining({ itemId: firstItem?.id, option: expect.any(Number) })],
      }),
    ]);
    expect(data.boosters).toEqual([
      expect.objectContaining({
        id: booster.id,
        waveId: offered.waveId,
        familyId: offered.familyId,
        correct: null,
        answers: [expect.objectContaining({ option: expect.any(Number) })],
      }),
    ]);
    expect(data.boosters[0]?.questionIds).toHaveLength(booster.questions.length);
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    // No password hash and no session token, ever.
    expect(text).not.toMatch(/"(password|token|accessToken|idToken)"\s*:/i);

    for (const theirs of [
      other.email,
      other.userId,
      other.bankId,
      'Someone Else Savings',
      'Otto Other',
      GM_EMAIL,
    ]) {
      expect(text).not.toContain(theirs);
    }
  });

  it('lists the addresses I signed in from, which go with the account', async () => {
    const me = await newPlayer('addresses');
    const away = server.client({ address: '198.51.100.77' });
    const res = await away.post('/api/auth/sign-in/email', {
      email: me.email,
      password: GOOD_PASSWORD,
    });
    expect(res.status).toBe(200);
    const data = await me.client.json('/api/account/export');
    expect(data.signInAddresses).toEqual([
      { address: '198.51.100.77', lastSignedInAt: expect.any(String) },
    ]);
    expect(await rowsMentioning('sign_in_address', me.userId)).toBe(1);
    expect((await deleteAccount(me.client, me.email)).status).toBe(200);
    expect(await rowsMentioning('sign_in_address', me.userId)).toBe(0);
  });

  it("lists a game master's actions without the players they were about", async () => {
    const target = await newPlayer('audited');
    expect((await gm.client.disablePlayer(target.userId)).status).toBe(200);
    const data = await gm.client.json('/api/account/export');
    const entry = data.audit.find((row) => row.action === 'disable-player');
    expect(entry).toMatchObject({ target: 'another player' });
    const text = JSON.stringify(data);
    expect(text).not.toContain(target.email);
    expect(text).not.toContain(target.userId);

    const back = await gm.client.post(`/api/admin/players/${target.userId}/enable`, undefined);
    expect(back.status).toBe(200);
    const client = await signInAgain(target.email);
    const mine = await client.json('/api/account/export');
    expect(mine.audit.map((row) => [row.action, row.target])).toEqual([
      ['enable-player', target.email],
      ['disable-player', target.email],
    ]);
    expect(JSON.stringify(mine)).not.toContain(GM_EMAIL);
  });
});

describe('delete my account', () => {
  it('changes nothing when the typed e-mail is not mine', async () => {
    const me = await newPlayer('wrong');
    const before = await countEveryTable();
    for (const email of ['someone@example.com', '', GM_EMAIL]) {
      const error = await errorOf(await deleteAccount(me.client, email));
      expect(error).toMatchObject({ status: 400, code: 'invalid-argument' });
      expect(error.message).toContain('Nothing was deleted');
    }
    expect((await errorOf(await me.client.delete('/api/account'))).code).toBe('invalid-argument');
    expect(
      (
        await errorOf(
          await me.client.request('/api/account', {
            method: 'DELETE',
            json: { email: me.email, extra: 1 },
          }),
        )
      ).code,
    ).toBe('invalid-argument');
    expect(await countEveryTable()).toEqual(before);
    expect((await me.client.get('/api/me')).status).toBe(200);
  });

  it('erases every row of mine in every table and keeps everyone else whole', async () => {
    const me = await newPlayer('leaver');
    const friend = await newPlayer('friend');
    const bystander = await newPlayer('bystander');

    await me.client.patch('/api/bank', { name: 'Leaving Bank' });
    await me.client.patch('/api/account', { name: 'Lena Leaver' });
    for (const [defenseId, action] of [
      ['EmailFiltering', 'buy'],
      ['MultiFactorAuth', 'buy'],
      ['MultiFactorAuth', 'upgrade'],
    ] as const) {
      expect((await me.client.shop(defenseId, action)).status).toBe(200);
    }
    expect((await friend.client.shop('UserEducation', 'buy')).status).toBe(200);
    // A league I own with a friend in it (handed over), one I own alone (deleted), one I joined.
    const shared = await readJson(await me.client.post('/api/leagues', { name: 'Handed On' }));
    const alone = await readJson(await me.client.post('/api/leagues', { name: 'Just Me' }));
    const theirs = await readJson(await bystander.client.post('/api/leagues', { name: 'Theirs' }));
    expect((await friend.client.post('/api/leagues/join', { code: shared.code })).status).toBe(200);
    expect((await bystander.client.post('/api/leagues/join', { code: shared.code })).status).toBe(
      200,
    );
    expect((await me.client.post('/api/leagues/join', { code: theirs.code })).status).toBe(200);
    await runWave(['Phishing', 'AccountTakeover', 'Ddos']);
    await insertQuizHistory(me.userId);
    await insertQuizHistory(friend.userId);
    // A game master's action about me, and my row in last season's table.
    await gm.client.disablePlayer(me.userId);
    await gm.client.post(`/api/admin/players/${me.userId}/enable`, undefined);
    const client = await signInAgain(me.email);
    const second = await signInAgain(me.email);
    const [current] = await server.database.db.select().from(season).limit(1);
    await server.database.db.insert(seasonArchive).values({
      seasonId: current!.id,
      userId: me.userId,
      rank: 1,
      position: 1_000 + playerCount,
      bankName: 'Leaving Bank',
      managerName: 'Lena Leaver',
      anonymous: false,
      anonymousNumber: 1234,
      netWorth: 999_999,
    });
    // My notification choices and a mail queued for me.
    await client.patch('/api/me/preferences', {
      timeZone: 'Europe/Oslo',
      reminders: { on: true },
      seasonEnd: { on: false },
    });
    await server.database.db.execute(sql`
      insert into mail_job (kind, user_id, dedupe_key, message_id)
      values ('reminder', ${me.userId}, ${`reminder:${me.userId}:2026-01-01`}, ${`<rm.${me.userId}@localhost>`})`);
    const exported = await client.get('/api/account/export');
    expect(exported.status).toBe(200);
    expect(await exported.json()).toMatchObject({
      preferences: {
        timeZone: 'Europe/Oslo',
        reminders: true,
        waveResults: false,
        seasonEnd: false,
      },
      notificationMails: [{ kind: 'reminder', status: 'queued', sentAt: null }],
    });

    // Before: my id is in every kind of row this test made.
    for (const table of [
      'session',
      'account',
      'bank',
      'owned_defense',
      'ledger',
      'wave_result',
      'player_prefs',
      'mail_job',
    ]) {
      expect(await rowsMentioning(table, me.userId), table).toBeGreaterThan(0);
    }
    const othersBefore = await server.database.db
      .select({ userId: bank.userId, cash: bank.cash, invested: bank.invested })
      .from(bank)
      .where(sql`${bank.userId} <> ${me.userId}`)
      .orderBy(bank.userId);
    const friendLedger = await sumLedger(server.database.db, friend.userId);

    // The other browser has just been let in, so this process remembers its session.
    expect((await second.get('/api/me')).status).toBe(200);
    const res = await deleteAccount(client, `  ${me.email.toUpperCase()} `);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ deleted: true, leaguesHandedOver: 1, leaguesDeleted: 1 });
    // At once, not when this process's two-second memory of checked sessions runs out.
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await second.get('/api/me')).status).toBe(401);

    // Every column that holds a user id, in every table: none holds mine.
    const columns = await listUserIdColumns();
    expect(columns.map((c) => `${c.table}.${c.column}`)).toEqual(
      expect.arrayContaining(['bank.user_id', 'ledger.user_id', 'quiz_attempt.user_id']),
    );
    for (const { table, column } of columns) {
      const [row] = await selectRows(
        server.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${me.userId}`,
        CountRow,
      );
      expect(row?.n, `${table}.${column}`).toBe(0);
    }
    // And no row anywhere still mentions my id, my address, my bank's id or my names.
    for (const table of await listTables()) {
      for (const needle of [me.userId, me.email, me.bankId, 'Leaving Bank', 'Lena Leaver']) {
        expect(await rowsMentioning(table, needle), `${table} mentions ${needle}`).toBe(0);
      }
    }

    // The league with members lives on under its longest-standing member; the other is gone.
    const [handed] = await server.database.db.select().from(league).where(eq(league.id, shared.id));
    expect(handed?.ownerId).toBe(friend.userId);
    expect(await server.database.db.select().from(league).where(eq(league.id, alone.id))).toEqual(
      [],
    );
    const detail = await friend.client.json(`/api/leagues/${shared.id}`);
    expect(detail).toMatchObject({ isOwner: true, memberCount: 2 });

    // The audit keeps the actions, not the person; last season's table keeps the numbers.
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, DELETED_PLAYER));
    expect(audit.map((row) => row.action).sort()).toEqual(['disable-player', 'enable-player']);
    const [archived] = await server.database.db
      .select()
      .from(seasonArchive)
      .where(eq(seasonArchive.netWorth, 999_999));
    expect(archived).toMatchObject({
      userId: null,
      bankName: DELETED_PLAYER,
      managerName: DELETED_PLAYER,
      anonymous: true,
    });

    // Everyone else is untouched, and cash = sum(ledger) for every bank left.
    const othersAfter = await server.database.db
      .select({ userId: bank.userId, cash: bank.cash, invested: bank.invested })
      .from(bank)
      .orderBy(bank.userId);
    expect(othersAfter).toEqual(othersBefore);
    expect(await sumLedger(server.database.db, friend.userId)).toBe(friendLedger);
    await expectLedgerInvariantForAll();
    expect(
      await server.database.db
        .select()
        .from(quizAttempt)
        .where(eq(quizAttempt.userId, friend.userId)),
    ).toHaveLength(1);

    // Every session is dead, this one's cookie is cleared, and the address is free again.
    expect(client.cookieNames.some((name) => name.includes('session_token'))).toBe(false);
    for (const c of [client, second, me.client]) expect((await c.get('/api/me')).status).toBe(401);
    const signIn = await server.client().post('/api/auth/sign-in/email', {
      email: me.email,
      password: GOOD_PASSWORD,
    });
    expect((await errorOf(signIn)).code).toBe('user-not-found');
    const again = await signUpPlayer(server, me.email);
    expect(again.userId).not.toBe(me.userId);
    const fresh = await again.client.json('/api/bank');
    expect(fresh).toMatchObject({ cash: 1_000_000, invested: 0, owned: [] });
    expect(fresh.name).not.toBe('Leaving Bank');
    expect(await again.client.json('/api/leagues')).toMatchObject({
      leagues: [],
    });
  });

  it('erases a game master, but never the last owner', async () => {
    const refusal = await errorOf(await deleteAccount(gm.client, GM_EMAIL));
    expect(refusal).toMatchObject({ status: 403, code: 'failed-precondition' });
    expect(refusal.message).toContain('last owner');
    expect((await gm.client.get('/api/me')).status).toBe(200);

    const deputy = await newPlayer('deputy');
    const granted = await gm.client.setRole(deputy.userId, 'admin');
    expect(granted.status).toBe(200);
    // The deputy schedules a wave, so an audit row names them as its author.
    const deputyClient = await signInAgain(deputy.email);
    const scheduled = await deputyClient.sendWave({ difficulty: 'easy' });
    expect(scheduled.status, await scheduled.clone().text()).toBe(200);
    const { id: waveId } = await readJson(scheduled);

    const res = await deleteAccount(deputyClient, deputy.email);
    expect(res.status, await res.clone().text()).toBe(200);
    const [authored] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, waveId));
    expect(authored).toMatchObject({
      action: 'schedule-wave',
      actorId: null,
      actorEmail: DELETED_GAME_MASTER,
    });
    // The grant stays in the log, about a deleted player.
    const grants = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'set-role'));
    expect(grants.map((row) => row.target)).toContain(DELETED_PLAYER);
    expect(JSON.stringify(grants)).not.toContain(deputy.userId);

    // Alone again, the first game master is still the last one.
    expect((await errorOf(await deleteAccount(gm.client, GM_EMAIL))).code).toBe(
      'failed-precondition',
    );
  });

  it('names every table it erases by name, so the list cannot go stale', async () => {
    const tables = await listTables();
    for (const table of HANDLED_TABLES) expect(tables, table).toContain(table);
  });
});
