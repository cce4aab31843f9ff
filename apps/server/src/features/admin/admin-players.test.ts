import { randomUUID } from 'node:crypto';
import { DEFENSES } from '@ffl/engine/catalogue';
import { ECONOMY } from '@ffl/engine/economy';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema/auth';
import { auditLog, bank, wave, waveResult } from '../../db/schema/game';
import { createPublicId } from '../../lib/public-id';
import {
  type ApiResponse,
  GOOD_PASSWORD,
  type Method,
  OpenApiDocumentSchema,
  readError,
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';

const GM = 'gm@example.com';

let server: TestServer;
let gm: TestClient;
let player: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: GM } });
  gm = await signUpVerified(server, GM);
  player = await signUpVerified(server, 'player@example.com');
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

async function idOf(email: string): Promise<string> {
  const [row] = await server.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Accounts straight into the table: signing up through the API costs ~150 ms each. */
async function insertUsers(rows: { name: string; email: string; emailVerified?: boolean }[]) {
  await server.database.db
    .insert(user)
    .values(rows.map((row) => ({ id: randomUUID(), emailVerified: true, ...row })));
}

async function auditCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

interface AuditEntry {
  actor: string;
  action: string;
  target: string | null;
  details: unknown;
  at: string;
}

/** Runs a game-master action and checks it wrote exactly one audit row, and the right one. */
async function expectAudited<K extends string, M extends Method>(
  action: () => Promise<ApiResponse<K, M>>,
  expected: Pick<AuditEntry, 'actor' | 'action' | 'target'>,
) {
  const before = await auditCount();
  const res = await action();
  expect(res.status, await res.clone().text()).toBe(200);
  expect(await auditCount()).toBe(before + 1);
  // Read from the table: the action may have just taken the role from the game master who did it.
  const [newest] = await server.database.db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  expect({ actor: newest?.actorEmail, action: newest?.action, target: newest?.target }).toEqual(
    expected,
  );
  return readJson(res);
}

/** Runs an action that must fail and checks it wrote nothing to the audit log. */
async function expectRefused(action: () => Promise<Response>) {
  const before = await auditCount();
  const error = await errorOf(await action());
  expect(await auditCount()).toBe(before);
  return error;
}

async function search(query: string) {
  return gm.json(`/api/admin/players?${query}`);
}

describe('searching players', () => {
  beforeAll(async () => {
    await insertUsers([
      { name: 'Quokka Ndlovu', email: 'qn@search.test' },
      { name: 'QUOKKA Adams', email: 'qa@search.test' },
      { name: 'Mina Hart', email: 'mina.quokka@search.test' },
      { name: 'Percent 100% Sure', email: 'percent@search.test' },
      { name: 'Under Score', email: 'under_score@search.test' },
      ...Array.from({ length: 30 }, (_, i) => ({
        name: `Pager ${String(i).padStart(2, '0')}`,
        email: `pager-${String(i).padStart(2, '0')}@search.test`,
      })),
    ]);
  });

  it('matches the display name or the e-mail, in any case, ordered by name', async () => {
    const page = await search('q=quokka');
    expect(page.total).toBe(3);
    expect(page.players.map((p) => p.email)).toEqual([
      'mina.quokka@search.test',
      'qa@search.test',
      'qn@search.test',
    ]);
    expect((await search('q=MINA.quokka@SEARCH')).players.map((p) => p.name)).toEqual([
      'Mina Hart',
    ]);
    expect((await search('q=%20%20ndlovu%20')).players.map((p) => p.email)).toEqual([
      'qn@search.test',
    ]);
    expect((await search('q=nobody-has-this')).total).toBe(0);
  });

  it('pages with a total, 25 to a page unless asked', async () => {
    const first = await search('q=pager');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.players).toHaveLength(25);
    expect(first.players[0]?.name).toBe('Pager 00');
    const second = await search('q=pager&page=2');
    expect(second.players.map((p) => p.name)).toEqual([
      'Pager 25',
      'Pager 26',
      'Pager 27',
      'Pager 28',
      'Pager 29',
    ]);
    const small = await search('q=pager&page=3&pageSize=7');
    expect(small).toMatchObject({ total: 30, page: 3, pageSize: 7 });
    expect(small.players.map((p) => p.name)).toEqual([
      'Pager 14',
      'Pager 15',
      'Pager 16',
      'Pager 17',
      'Pager 18',
      'Pager 19',
      'Pager 20',
    ]);
    expect((await search('q=pager&page=99')).players).toEqual([]);
    const everyone = await search('pageSize=100');
    const [all] = await server.database.db.select({ n: count() }).from(user);
    expect(everyone.total).toBe(all?.n);
  });

  it('treats % and _ in the search as plain characters, not wildcards', async () => {
    const percent = await search(`q=${encodeURIComponent('%')}`);
    expect(percent.players.map((p) => p.name)).toEqual(['Percent 100% Sure']);
    expect(percent.total).toBe(1);
    const underscore = await search(`q=${encodeURIComponent('_')}`);
    expect(underscore.players.map((p) => p.email)).toEqual(['under_score@search.test']);
    expect((await search(`q=${encodeURIComponent('0%_')}`)).total).toBe(0);
    expect((await search(`q=${encodeURIComponent('\\')}`)).total).toBe(0);
  });

  it('shows the account, and no bank for a player who never opened the game', async () => {
    const page = await search('q=qn@search.test');
    expect(page.players).toEqual([
      {
        id: await idOf('qn@search.test'),
        email: 'qn@search.test',
        name: 'Quokka Ndlovu',
        role: 'player',
        cohort: null,
        emailVerified: true,
        disabled: false,
        archived: false,
        createdAt: expect.any(String),
        bank: null,
        quizzesPassed: 0,
      },
    ]);
  });
});

describe("a player's detail", () => {
  it('shows the bank, the defenses and the last 10 wave results, newest first', async () => {
    const client = await signUpVerified(server, 'detail@example.com');
    await client.patch('/api/bank', { name: 'Harbour Trust', anonymous: true });
    expect((await client.shop('EmailFiltering', 'buy')).status).toBe(200);
    const userId = await idOf('detail@example.com');
    const [row] = await server.database.db.select().from(bank).where(eq(bank.userId, userId));
    if (!row) throw new Error('no bank');

    const results = Array.from({ length: 12 }, (_, i) => ({
      waveId: createPublicId(),
      publicId: createPublicId(),
      netChange: 1000 * i - 5000,
      stars: i % 4,
      createdAt: new Date(Date.UTC(2030, 0, 1 + i)),
    }));
    await server.database.db.insert(wave).values(
      results.map((r) => ({
        id: r.waveId,
        seasonId: row.seasonId,
        seed: 1,
        difficulty: 'easy' as const,
        forecast: [],
        attacks: [],
        scheduledAt: r.createdAt,
        status: 'done' as const,
      })),
    );
    // Inserted out of order, so the answer's order must come from the dates.
    await server.database.db.insert(waveResult).values(
      [...results].reverse().map((r) => ({
        waveId: r.waveId,
        userId,
        publicId: r.publicId,
        stars: r.stars,
        totalBase: 0,
        totalDamage: 0,
        netChange: r.netChange,
        cashAfter: 0,
        netWorthAfter: 0,
        outcomes: [],
        createdAt: r.createdAt,
      })),
    );
    const newest = results.at(-1);
    if (!newest) throw new Error('no results');
    const summary = (r: (typeof results)[number]) => ({
      id: r.publicId,
      waveId: r.waveId,
      netChange: r.netChange,
      stars: r.stars,
      createdAt: r.createdAt.toISOString(),
    });

    const cost = DEFENSES.EmailFiltering.costs[0];
    const expectedBank = {
      id: row.publicId,
      name: 'Harbour Trust',
      anonymous: true,
      cash: ECONOMY.startingCash - cost,
      invested: cost,
      netWorth: ECONOMY.startingCash,
      disabled: false,
      lastWave: summary(newest),
    };
    const detail = await gm.json(`/api/admin/players/${userId}`);
    expect(detail).toMatchObject({
      id: userId,
      email: 'detail@example.com',
      name: 'Test Player',
      role: 'player',
      emailVerified: true,
      disabled: false,
      quizzesPassed: 0,
      bank: expectedBank,
      owned: [{ defenseId: 'EmailFiltering', level: 1, invested: cost }],
    });
    expect(detail.recentWaves).toEqual(results.slice(2).reverse().map(summary));

    const listed = await search('q=detail@example.com');
    expect(listed.players[0]?.bank).toEqual(expectedBank);
  });

  it('answers not-found for an unknown player and invalid-argument for a malformed id', async () => {
    expect(await errorOf(await gm.get(`/api/admin/players/${randomUUID()}`))).toMatchObject({
      status: 404,
      code: 'not-found',
    });
    for (const bad of ['has%20space', 'x'.repeat(65), 'semi%3Bcolon', '%C3%A9t%C3%A9']) {
      expect(await errorOf(await gm.get(`/api/admin/players/${bad}`)), bad).toMatchObject({
        status: 400,
        code: 'invalid-argument',
      });
    }
  });
});

describe('setting roles (owners only)', () => {
  it('makes a verified player a game master, who then reaches the admin routes, and a player again', async () => {
    const client = await signUpVerified(server, 'deputy@example.com');
    const deputy = await idOf('deputy@example.com');
    expect((await client.get('/api/admin/stats')).status).toBe(403);

    const granted = await expectAudited(() => gm.setRole(deputy, 'admin'), {
      actor: GM,
      action: 'set-role',
      target: 'deputy@example.com',
    });
    expect(granted.role).toBe('admin');
    expect((await client.get('/api/admin/stats')).status).toBe(200);
    // A game master runs the game but does not hand out roles.
    expect(await errorOf(await client.setRole(deputy, 'owner'))).toMatchObject({
      status: 403,
      code: 'permission-denied',
    });

    const revoked = await expectAudited(() => gm.setRole(deputy, 'player'), {
      actor: GM,
      action: 'set-role',
      target: 'deputy@example.com',
    });
    expect(revoked.role).toBe('player');
    expect((await client.get('/api/admin/stats')).status).toBe(403);
    const [entry] = (await gm.json('/api/admin/audit')).entries;
    expect(entry?.details).toMatchObject({ kind: 'set-role', from: 'admin', to: 'player' });

    // Asking for the role the player already has changes nothing and records nothing.
    const before = await auditCount();
    const again = await gm.setRole(deputy, 'player');
    expect(again.status).toBe(200);
    expect(await auditCount()).toBe(before);
  });

  it("sets a role only when confirmed with the player's e-mail and sent with an Idempotency-Key, once per key (issue 26)", async () => {
    await signUpVerified(server, 'confirmed-deputy@example.com');
    const id = await idOf('confirmed-deputy@example.com');
    const grant = (json: unknown, key?: string) =>
      gm.request(`/api/admin/players/${id}/role`, {
        method: 'POST',
        json,
        headers: key ? { 'idempotency-key': key } : {},
      });
    const roleOf = async () =>
      (await server.database.db.select().from(user).where(eq(user.id, id)))[0]?.role;
    for (const [label, res] of [
      ['no confirmation', await grant({ role: 'admin' }, 'grant-key-0001')],
      ['no key', await grant({ role: 'admin', confirm: 'confirmed-deputy@example.com' })],
      ['another address', await grant({ role: 'admin', confirm: GM }, 'grant-key-0002')],
      [
        'a cohort manager is granted per cohort',
        await grant({ role: 'manager', confirm: 'confirmed-deputy@example.com' }, 'grant-key-3'),
      ],
    ] as const) {
      expect({ label, ...(await errorOf(res)) }).toMatchObject({
        label,
        status: 400,
        code: 'invalid-argument',
      });
    }
    expect(await roleOf()).toBe('user');

    const before = await auditCount();
    const first = await grant(
      { role: 'admin', confirm: ' Confirmed-Deputy@Example.com ' },
      'grant-key-once',
    );
    expect(first.status).toBe(200);
    expect(await roleOf()).toBe('admin');
    expect((await gm.setRole(id, 'player')).status).toBe(200);
    // A late retry of the grant answers as it did and does not grant again.
    const retry = await grant(
      { role: 'admin', confirm: 'confirmed-deputy@example.com' },
      'grant-key-once',
    );
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await roleOf()).toBe('user');
    expect(await auditCount()).toBe(before + 2);
  });

  it('keeps the last owner from giving the role up, and lets them once there is another', async () => {
    const self = await idOf(GM);
    const refused = await expectRefused(() => gm.setRole(self, 'admin'));
    expect(refused).toMatchObject({ status: 403, code: 'failed-precondition' });
    expect(refused.message).toMatch(/^You are the last owner/);
    expect((await gm.get('/api/admin/stats')).status).toBe(200);

    const successor = await signUpVerified(server, 'successor@example.com');
    const successorId = await idOf('successor@example.com');
    await expectAudited(() => gm.setRole(successorId, 'owner'), {
      actor: GM,
      action: 'set-role',
      target: 'successor@example.com',
    });
    await expectAudited(() => gm.setRole(self, 'player'), {
      actor: GM,
      action: 'set-role',
      target: GM,
    });
    expect((await gm.get('/api/admin/stats')).status).toBe(403);

    // The successor is now the last one; hand the role back so the other tests keep their owner.
    await expectAudited(() => successor.setRole(self, 'owner'), {
      actor: 'successor@example.com',
      action: 'set-role',
      target: GM,
    });
    await expectAudited(() => successor.setRole(successorId, 'player'), {
      actor: 'successor@example.com',
      action: 'set-role',
      target: 'successor@example.com',
    });
    expect((await gm.get('/api/admin/stats')).status).toBe(200);
    expect((await successor.get('/api/admin/stats')).status).toBe(403);
  });

  it('lets only one of two owners demoting each other at the same moment succeed', async () => {
    const duel = await signUpVerified(server, 'duel@example.com');
    const duelId = await idOf('duel@example.com');
    const gmId = await idOf(GM);
    await gm.setRole(duelId, 'owner');
    const before = await auditCount();

    const answers = await Promise.all([gm.setRole(duelId, 'player'), duel.setRole(gmId, 'player')]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 403]);
    expect(await auditCount()).toBe(before + 1);
    const owners = await server.database.db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.role, 'owner'));
    expect(owners).toHaveLength(1);

    // Put the owner back if the duel went the other way.
    if (owners[0]?.email === 'duel@example.com') {
      await duel.setRole(gmId, 'owner');
      await duel.setRole(duelId, 'player');
    }
    expect((await gm.get('/api/admin/stats')).status).toBe(200);
  });

  it('refuses a player who has not verified their e-mail, a disabled one, and an unknown one', async () => {
    await insertUsers([
      { name: 'Not Yet', email: 'unverified@example.com', emailVerified: false },
      { name: 'Shut Out', email: 'shut-out@example.com' },
    ]);
    const unverified = await idOf('unverified@example.com');
    const error = await expectRefused(() => gm.setRole(unverified, 'admin'));
    expect(error).toMatchObject({ status: 403, code: 'failed-precondition' });
    expect(error.message).toMatch(/verify/);

    const shutOut = await idOf('shut-out@example.com');
    expect((await gm.disablePlayer(shutOut)).status).toBe(200);
    expect(await expectRefused(() => gm.setRole(shutOut, 'owner'))).toMatchObject({
      code: 'failed-precondition',
    });

    expect(await expectRefused(() => gm.setRole(randomUUID(), 'admin'))).toMatchObject({
      status: 404,
      code: 'not-found',
    });

    const roles = await server.database.db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.id, unverified));
    expect(roles).toEqual([{ role: 'user' }]);
  });
});

describe('disabling and enabling an account', () => {
  it('archives a leaver: signed out, no sign-in, every record kept, and marked as gone', async () => {
    const leaver = await signUpVerified(server, 'leaver@example.com');
    expect((await leaver.get('/api/bank')).status).toBe(200);
    const leaverId = await idOf('leaver@example.com');
    const archived = await expectAudited(
      () =>
        gm.request(`/api/admin/players/${leaverId}/archive`, {
          method: 'POST',
          json: { confirm: 'leaver@example.com' },
          headers: { 'idempotency-key': randomUUID() },
        }),
      { actor: GM, action: 'archive-player', target: 'leaver@example.com' },
    );
    expect(archived).toMatchObject({ disabled: true, archived: true });
    expect(archived.bank).not.toBeNull();
    expect((await leaver.get('/api/bank')).status).toBe(401);
    const again = await server.client().post('/api/auth/sign-in/email', {
      email: 'leaver@example.com',
      password: GOOD_PASSWORD,
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    const enabled = await gm.post(`/api/admin/players/${leaverId}/enable`);
    expect(await readJson(enabled)).toMatchObject({ disabled: false, archived: false });
  });

  it('signs the player out at once, refuses a new sign-in, and takes the bank out of play', async () => {
    const victim = await signUpVerified(server, 'victim@example.com');
    expect((await victim.get('/api/bank')).status).toBe(200);
    const victimId = await idOf('victim@example.com');

    const disabled = await expectAudited(() => gm.disablePlayer(victimId), {
      actor: GM,
      action: 'disable-player',
      target: 'victim@example.com',
    });
    expect(disabled.disabled).toBe(true);
    expect(disabled.bank?.disabled).toBe(true);

    const [account] = await server.database.db.select().from(user).where(eq(user.id, victimId));
    expect(account).toMatchObject({ banned: true, banReason: 'Disabled by a game master' });
    const [row] = await server.database.db.select().from(bank).where(eq(bank.userId, victimId));
    expect(row?.disabled).toBe(true);
    expect(
      await server.database.db.select().from(session).where(eq(session.userId, victimId)),
    ).toEqual([]);

    expect(await errorOf(await victim.get('/api/bank'))).toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
    const again = server.client();
    const signIn = await again.post('/api/auth/sign-in/email', {
      email: 'victim@example.com',
      password: GOOD_PASSWORD,
    });
    expect(await errorOf(signIn)).toMatchObject({ status: 403, code: 'permission-denied' });
    expect((await again.get('/api/bank')).status).toBe(401);

    // Disabling twice changes nothing and records nothing.
    const before = await auditCount();
    expect((await gm.disablePlayer(victimId)).status).toBe(200);
    expect(await auditCount()).toBe(before);

    const enabled = await expectAudited(() => gm.post(`/api/admin/players/${victimId}/enable`), {
      actor: GM,
      action: 'enable-player',
      target: 'victim@example.com',
    });
    expect(enabled.disabled).toBe(false);
    expect(enabled.bank?.disabled).toBe(false);
    const [restored] = await server.database.db.select().from(user).where(eq(user.id, victimId));
    expect(restored).toMatchObject({ banned: false, banReason: null });

    const back = server.client();
    const ok = await back.post('/api/auth/sign-in/email', {
      email: 'victim@example.com',
      password: GOOD_PASSWORD,
    });
    expect(ok.status).toBe(200);
    expect((await back.get('/api/bank')).status).toBe(200);
    expect((await search('q=victim@example.com')).players[0]).toMatchObject({
      disabled: false,
      bank: { disabled: false },
    });
  });

  it("takes the player's e-mail as confirmation and an Idempotency-Key, and acts once per key", async () => {
    await insertUsers([{ name: 'Key Holder', email: 'key-holder@example.com' }]);
    const id = await idOf('key-holder@example.com');
    const disable = (confirm: string, key: string) =>
      gm.request(`/api/admin/players/${id}/disable`, {
        method: 'POST',
        json: { confirm },
        headers: { 'idempotency-key': key },
      });
    const wrong = await errorOf(await disable('someone-else@example.com', 'disable-once-0'));
    expect(wrong).toEqual({
      status: 400,
      code: 'invalid-argument',
      message:
        "The confirmation must be the player's e-mail address. The account was not disabled.",
    });
    const isBanned = async () =>
      (await server.database.db.select().from(user).where(eq(user.id, id)))[0]?.banned;
    expect(await isBanned()).toBe(false);

    const first = await disable(' Key-Holder@Example.com ', 'disable-once-1');
    expect(first.status).toBe(200);
    expect(await isBanned()).toBe(true);
    expect((await gm.post(`/api/admin/players/${id}/enable`)).status).toBe(200);
    // A late retry of the first request answers as it did and does not act again.
    const retry = await disable('key-holder@example.com', 'disable-once-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await isBanned()).toBe(false);
  });

  it('disables a player who has no bank yet', async () => {
    await insertUsers([{ name: 'No Bank', email: 'no-bank@example.com' }]);
    const id = await idOf('no-bank@example.com');
    const detail = await gm.disablePlayer(id);
    expect(await detail.json()).toMatchObject({ disabled: true, bank: null });
  });

  it('refuses to let a game master disable themself, and answers not-found for an unknown player', async () => {
    const self = await idOf(GM);
    const error = await expectRefused(() => gm.disablePlayer(self));
    expect(error).toMatchObject({ status: 403, code: 'failed-precondition' });
    expect((await gm.get('/api/admin/stats')).status).toBe(200);
    expect(
      await expectRefused(() => gm.post(`/api/admin/players/${randomUUID()}/enable`)),
    ).toMatchObject({ status: 404, code: 'not-found' });
  });

  it('lets an owner disable a game master, who cannot disable an owner or another game master', async () => {
    const deputy = await signUpVerified(server, 'deputy-gm@example.com');
    const deputyId = await idOf('deputy-gm@example.com');
    await gm.setRole(deputyId, 'admin');
    for (const target of [await idOf(GM), deputyId]) {
      expect(await errorOf(await deputy.disablePlayer(target))).toMatchObject({
        status: 403,
        code: 'permission-denied',
      });
    }
    await gm.setRole(deputyId, 'player');

    const rival = await signUpVerified(server, 'rival@example.com');
    const rivalId = await idOf('rival@example.com');
    await gm.setRole(rivalId, 'admin');
    await expectAudited(() => gm.disablePlayer(rivalId), {
      actor: GM,
      action: 'disable-player',
      target: 'rival@example.com',
    });
    // Signed out: the rival cannot strike back.
    expect((await rival.disablePlayer(await idOf(GM))).status).toBe(401);
    expect((await gm.get('/api/admin/stats')).status).toBe(200);
  });
});

describe('the audit log', () => {
  it('lists entries newest first, a page at a time, with the actor e-mail', async () => {
    const total = await auditCount();
    expect(total).toBeGreaterThanOrEqual(5);
    const first = await gm.json('/api/admin/audit?pageSize=2');
    expect(first.total).toBe(total);
    expect(first.entries).toHaveLength(2);
    const second = await gm.json('/api/admin/audit?page=2&pageSize=2');
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(4);
    // The last action of the tests above: the game master disabled the rival.
    expect(first.entries[0]).toMatchObject({
      actor: GM,
      action: 'disable-player',
      target: 'rival@example.com',
      details: { userId: await idOf('rival@example.com') },
    });
    expect(Date.parse(first.entries[0]?.at ?? '')).not.toBeNaN();
  });
});

describe('access', () => {
  const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

  it('answers a verified player who is not a game master with 403 permission-denied everywhere under /api/admin', async () => {
    const doc = await readJson(
      await server.client().get('/api/openapi.json'),
      OpenApiDocumentSchema,
    );
    const adminPaths = Object.keys(doc.paths).filter((path) => path.startsWith('/admin'));
    // Other features mount their game-master routes here too; every one of them is tried below.
    expect(adminPaths).toEqual(
      expect.arrayContaining([
        '/admin/audit',
        '/admin/players',
        '/admin/players/{userId}',
        '/admin/players/{userId}/role',
        '/admin/players/{userId}/disable',
        '/admin/players/{userId}/enable',
        '/admin/stats',
      ]),
    );

    const gmId = await idOf(GM);
    const before = await auditCount();
    for (const path of adminPaths) {
      const url = `/api${path.replace(/\{[^}]+\}/g, gmId)}`;
      for (const method of METHODS) {
        const res = await player.request(url, {
          method,
          ...(method === 'GET' ? {} : { json: { admin: false } }),
        });
        expect(await errorOf(res), `${method} ${url}`).toMatchObject({
          status: 403,
          code: 'permission-denied',
        });
      }
    }
    expect(await auditCount()).toBe(before);
    const [account] = await server.database.db.select().from(user).where(eq(user.id, gmId));
    expect(account).toMatchObject({ role: 'owner', banned: false });
  });

  it('answers a signed-out visitor with 401 on the admin routes', async () => {
    const res = await server.client().get('/api/admin/players');
    expect(await errorOf(res)).toMatchObject({ status: 401, code: 'unauthenticated' });
  });
});

describe('bad input', () => {
  it('answers invalid-argument, never a server error', async () => {
    const target = await idOf('player@example.com');
    const disableRaw = (json: unknown, key?: string) =>
      gm.request(`/api/admin/players/${target}/disable`, {
        method: 'POST',
        ...(json === undefined ? {} : { json }),
        headers: key ? { 'idempotency-key': key } : {},
      });
    const cases: [string, () => Promise<Response>][] = [
      ['page=0', () => gm.get('/api/admin/players?page=0')],
      ['page=-1', () => gm.get('/api/admin/players?page=-1')],
      ['page=1.5', () => gm.get('/api/admin/players?page=1.5')],
      ['page=abc', () => gm.get('/api/admin/players?page=abc')],
      ['huge page', () => gm.get('/api/admin/players?page=1e30')],
      ['pageSize=1000', () => gm.get('/api/admin/players?pageSize=1000')],
      ['pageSize=0', () => gm.get('/api/admin/players?pageSize=0')],
      ['q of 10,000', () => gm.get(`/api/admin/players?q=${'a'.repeat(10_000)}`)],
      ['two q', () => gm.get('/api/admin/players?q=a&q=b')],
      ['audit page=0', () => gm.get('/api/admin/audit?page=0')],
      ['audit pageSize=1000', () => gm.get('/api/admin/audit?pageSize=1000')],
      ['no body', () => gm.request(`/api/admin/players/${target}/role`, { method: 'POST' })],
      ['role not a role', () => gm.post(`/api/admin/players/${target}/role`, { role: 'root' })],
      [
        'unknown key',
        () => gm.post(`/api/admin/players/${target}/role`, { role: 'admin', admin: true }),
      ],
      ['disable with a body', () => gm.post(`/api/admin/players/${target}/disable`, { why: 1 })],
      ['disable with no body', () => disableRaw(undefined, 'disable-key-01')],
      ['disable with an empty body', () => disableRaw({}, 'disable-key-02')],
      ['disable without a key', () => disableRaw({ confirm: 'player@example.com' })],
      ['disable for another address', () => disableRaw({ confirm: GM }, 'disable-key-03')],
      ['disable with a number', () => disableRaw({ confirm: 7 }, 'disable-key-04')],
      [
        'malformed JSON',
        () =>
          gm.request(`/api/admin/players/${target}/enable`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"',
          }),
      ],
    ];
    const before = await auditCount();
    for (const [name, send] of cases) {
      expect(await errorOf(await send()), name).toMatchObject({
        status: 400,
        code: 'invalid-argument',
      });
    }
    expect(await auditCount()).toBe(before);
    const [account] = await server.database.db.select().from(user).where(eq(user.id, target));
    expect(account).toMatchObject({ role: 'user', banned: false });
  });
});
