import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bank, league, leagueMember, leagueRemoval } from '../../db/schema/game';
import { createPublicId } from '../../lib/public-id';
import {
  OpenApiDocumentSchema,
  type Player,
  readError,
  readJson,
  signUpPlayer,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, type LeagueSummary } from './league-schemas';
import { createInviteCode } from './league-service';

let server: TestServer;
let playerCount = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function newPlayer(label: string): Promise<Player> {
  playerCount += 1;
  return signUpPlayer(server, `${label}-${playerCount}@example.com`);
}

async function errorOf(res: Response) {
  return {
    status: res.status,
    ...(await readError(res)),
  };
}

async function create(player: Player, name: string): Promise<LeagueSummary> {
  const res = await player.client.post('/api/leagues', { name });
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return readJson(res);
}

async function myLeagues(player: Player) {
  return player.client.json('/api/leagues');
}

/** Everything stored about leagues, to show that a refused request changed nothing. */
async function snapshot() {
  const db = server.database.db;
  const leagues = await db.select().from(league).orderBy(league.id);
  const members = await db.select().from(leagueMember).orderBy(leagueMember.leagueId);
  return JSON.stringify({ leagues, members });
}

const CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

describe('invite codes', () => {
  it('are 8 characters from an alphabet without look-alikes, every character in use', () => {
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(INVITE_CODE_ALPHABET).toHaveLength(31);
    const seen = new Set<string>();
    const codes = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = createInviteCode();
      expect(code).toMatch(CODE_PATTERN);
      codes.add(code);
      for (const char of code) seen.add(char);
    }
    expect(seen.size).toBe(INVITE_CODE_ALPHABET.length);
    expect(codes.size).toBe(2000);
  });
});

describe('creating and joining', () => {
  it('creates a league with a trimmed name; the owner is its first member', async () => {
    const owner = await newPlayer('create-owner');
    const created = await create(owner, '  Friday Fraud Club  ');
    expect(created).toMatchObject({
      name: 'Friday Fraud Club',
      isOwner: true,
      memberCount: 1,
      myRank: 1,
      joinPath: `/join/${created.code}`,
    });
    expect(created.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(created.code).toMatch(CODE_PATTERN);
    const mine = await myLeagues(owner);
    expect(mine.limit).toBe(25);
    expect(mine.leagues).toEqual([created]);

    const detail = await owner.client.json(`/api/leagues/${created.id}`);
    expect(detail.members).toEqual([
      expect.objectContaining({ bankId: owner.bankId, isOwner: true, isMe: true }),
    ]);
    expect(detail.table.rows.map((row) => row.bankId)).toEqual([owner.bankId]);
  });

  it('joins by code in any case; twice is already-exists; an unknown code is not-found', async () => {
    const owner = await newPlayer('join-owner');
    const joiner = await newPlayer('join-joiner');
    const { id, code } = await create(owner, 'Case Study');
    const res = await joiner.client.post('/api/leagues/join', { code: ` ${code.toLowerCase()} ` });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, isOwner: false, memberCount: 2, code });

    expect(await errorOf(await joiner.client.post('/api/leagues/join', { code }))).toMatchObject({
      status: 409,
      code: 'already-exists',
    });
    const before = await snapshot();
    const unknown = code === 'ABCDEFGH' ? 'HGFEDCBA' : 'ABCDEFGH';
    expect(await errorOf(await joiner.client.post('/api/leagues/join', { code: unknown }))).toEqual(
      { status: 404, code: 'not-found', message: 'No league has that invite code.' },
    );
    for (const bad of ['', 'ABC', 'ABCDEFGHJ', 'ABCD-EFG', 'ABCDEFG\u0000', 12345678, null]) {
      const refused = await errorOf(await joiner.client.post('/api/leagues/join', { code: bad }));
      expect(refused).toMatchObject({ status: 400, code: 'invalid-argument' });
    }
    const extra = await joiner.client.post('/api/leagues/join', { code, leagueId: id });
    expect((await errorOf(extra)).code).toBe('invalid-argument');
    expect(await snapshot()).toBe(before);

    const detail = await owner.client.json(`/api/leagues/${id}`);
    expect(detail.members.map((member) => [member.bankId, member.isOwner])).toEqual([
      [owner.bankId, true],
      [joiner.bankId, false],
    ]);
    expect(detail.memberCount).toBe(2);
  });

  it('refuses names that are empty, too long or not text, and changes nothing', async () => {
    const player = await newPlayer('bad-names');
    const { id } = await create(player, 'Kept Name');
    const before = await snapshot();
    const badNames: unknown[] = ['', '    ', 'x'.repeat(41), 'y'.repeat(10_000), 'a\u0000b', 42];
    for (const name of badNames) {
      const created = await errorOf(await player.client.post('/api/leagues', { name }));
      expect(created).toMatchObject({ status: 400, code: 'invalid-argument' });
      const renamed = await errorOf(await player.client.patch(`/api/leagues/${id}`, { name }));
      expect(renamed).toMatchObject({ status: 400, code: 'invalid-argument' });
    }
    expect((await errorOf(await player.client.post('/api/leagues', {}))).code).toBe(
      'invalid-argument',
    );
    const extraKey = await player.client.post('/api/leagues', { name: 'Fine', ownerId: 'x' });
    expect((await errorOf(extraKey)).code).toBe('invalid-argument');
    expect(await snapshot()).toBe(before);
    // 40 characters is still fine.
    expect((await create(player, 'z'.repeat(40))).name).toHaveLength(40);
  });

  it('answers malformed and unknown league ids without leaking which exist', async () => {
    const owner = await newPlayer('ids-owner');
    const outsider = await newPlayer('ids-outsider');
    const { id } = await create(owner, 'Secret Society');
    for (const bad of ['short', `${id}x`, 'abc$defghijklmnopqrs', '%20'.repeat(20)]) {
      const res = await owner.client.get(`/api/leagues/${bad}`);
      expect((await errorOf(res)).code).toBe('invalid-argument');
      const del = await owner.client.delete(`/api/leagues/${bad}`);
      expect((await errorOf(del)).code).toBe('invalid-argument');
    }
    const notMine = await errorOf(await outsider.client.get(`/api/leagues/${id}`));
    const missing = await errorOf(await outsider.client.get(`/api/leagues/${createPublicId()}`));
    expect(notMine).toMatchObject({ status: 404, code: 'not-found' });
    expect(missing).toEqual(notMine);
    // An outsider cannot act on the league either, and learns nothing from trying.
    const before = await snapshot();
    for (const res of [
      await outsider.client.patch(`/api/leagues/${id}`, { name: 'Taken Over' }),
      await outsider.client.post(`/api/leagues/${id}/code`),
      await outsider.client.post(`/api/leagues/${id}/leave`),
      await outsider.client.delete(`/api/leagues/${id}`),
      await outsider.client.delete(`/api/leagues/${id}/members/${owner.bankId}`),
    ]) {
      expect(await errorOf(res)).toEqual(notMine);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('previewing a join link', () => {
  it('shows the name, the member count and the owner before joining, and joins nobody', async () => {
    const owner = await newPlayer('preview-owner');
    const visitor = await newPlayer('preview-visitor');
    await owner.client.patch('/api/bank', { name: 'Owner Savings' });
    const { id, code } = await create(owner, 'Preview Club');
    const before = await snapshot();
    const res = await visitor.client.get(`/api/leagues/preview/${code.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      name: 'Preview Club',
      memberCount: 1,
      owner: { bankName: 'Owner Savings', manager: 'Test Player', anonymous: false },
      alreadyMember: false,
      leagueId: null,
      code,
    });
    expect(await snapshot()).toBe(before);

    await visitor.client.post('/api/leagues/join', { code });
    const joined = await visitor.client.json(`/api/leagues/preview/${code}`);
    expect(joined).toMatchObject({ memberCount: 2, alreadyMember: true, leagueId: id });
    const own = await owner.client.json(`/api/leagues/preview/${code}`);
    expect(own).toMatchObject({ alreadyMember: true, leagueId: id });
  });

  it("never shows an anonymous owner's names to others, but shows the owner their own", async () => {
    const owner = await newPlayer('preview-anon-owner');
    const visitor = await newPlayer('preview-anon-visitor');
    await owner.client.patch('/api/bank', { name: 'Hidden Holdings', anonymous: true });
    const { code } = await create(owner, 'Masked Ball');
    const res = await visitor.client.get(`/api/leagues/preview/${code}`);
    const text = await res.clone().text();
    const seen = await readJson(res);
    expect(seen.owner).toEqual({
      bankName: expect.stringMatching(/^Anonymous bank #\d{4}$/),
      manager: null,
      anonymous: true,
    });
    expect(text).not.toContain('Hidden Holdings');
    expect(text).not.toContain('Test Player');
    expect(text).not.toContain(owner.bankId);
    const mine = await owner.client.json(`/api/leagues/preview/${code}`);
    expect(mine.owner).toEqual({
      bankName: 'Hidden Holdings',
      manager: 'Test Player',
      anonymous: true,
    });
  });

  it('answers unknown, old and malformed codes in words, and signed-out visitors not at all', async () => {
    const owner = await newPlayer('preview-bad-owner');
    const visitor = await newPlayer('preview-bad-visitor');
    const { id, code } = await create(owner, 'Moving Target');
    await owner.client.post(`/api/leagues/${id}/code`);
    expect(await errorOf(await visitor.client.get(`/api/leagues/preview/${code}`))).toEqual({
      status: 404,
      code: 'not-found',
      message: 'No league has that invite code.',
    });
    const unknown = code === 'ABCDEFGH' ? 'HGFEDCBA' : 'ABCDEFGH';
    expect((await errorOf(await visitor.client.get(`/api/leagues/preview/${unknown}`))).code).toBe(
      'not-found',
    );
    for (const bad of ['ABC', 'ABCDEFGHJ', 'ABCD-EFG', 'ABCDEF%00G', '%20'.repeat(8)]) {
      const refused = await errorOf(await visitor.client.get(`/api/leagues/preview/${bad}`));
      expect(refused, bad).toMatchObject({ status: 400, code: 'invalid-argument' });
      // A NUL byte is refused before any route, in the words of the one guard (decision 0027).
      expect(refused.message, bad).toContain(bad.includes('%00') ? 'NUL' : 'invite code');
    }
    const anonymous = await server.client().get(`/api/leagues/preview/${code}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('owner actions', () => {
  it('are refused to members who do not own the league, and change nothing', async () => {
    const owner = await newPlayer('perm-owner');
    const member = await newPlayer('perm-member');
    const other = await newPlayer('perm-other');
    const { id, code } = await create(owner, 'Owners Only');
    await member.client.post('/api/leagues/join', { code });
    await other.client.post('/api/leagues/join', { code });
    const before = await snapshot();
    for (const res of [
      await member.client.patch(`/api/leagues/${id}`, { name: 'Mine Now' }),
      await member.client.post(`/api/leagues/${id}/code`),
      await member.client.delete(`/api/leagues/${id}/members/${other.bankId}`),
      await member.client.delete(`/api/leagues/${id}/members/${owner.bankId}`),
      await member.client.delete(`/api/leagues/${id}`),
    ]) {
      expect(await errorOf(res)).toEqual({
        status: 403,
        code: 'permission-denied',
        message: "Only the league's owner can do that.",
      });
    }
    expect(await snapshot()).toBe(before);
  });

  it('rename, regenerate the code, remove members and delete the league', async () => {
    const owner = await newPlayer('own-owner');
    const member = await newPlayer('own-member');
    const leaver = await newPlayer('own-leaver');
    const { id, code } = await create(owner, 'Before');
    await member.client.post('/api/leagues/join', { code });
    await leaver.client.post('/api/leagues/join', { code });

    const renamed = await owner.client.patch(`/api/leagues/${id}`, { name: ' After ' });
    expect(await renamed.json()).toMatchObject({ id, name: 'After' });
    expect((await myLeagues(member)).leagues.map((l) => l.name)).toEqual(['After']);

    const fresh = await owner.client.post(`/api/leagues/${id}/code`);
    const { code: newCode, joinPath } = await readJson(fresh);
    expect(newCode).toMatch(CODE_PATTERN);
    expect(newCode).not.toBe(code);
    expect(joinPath).toBe(`/join/${newCode}`);
    const latecomer = await newPlayer('own-latecomer');
    expect((await errorOf(await latecomer.client.post('/api/leagues/join', { code }))).code).toBe(
      'not-found',
    );
    expect((await latecomer.client.post('/api/leagues/join', { code: newCode })).status).toBe(200);

    // Leaving is for members; the owner deletes instead.
    const ownerLeaves = await errorOf(await owner.client.post(`/api/leagues/${id}/leave`));
    expect(ownerLeaves).toMatchObject({ status: 403, code: 'failed-precondition' });
    expect(ownerLeaves.message).toContain('Delete the league');
    const removeSelf = await errorOf(
      await owner.client.delete(`/api/leagues/${id}/members/${owner.bankId}`),
    );
    expect(removeSelf).toMatchObject({ code: 'failed-precondition' });
    const left = await leaver.client.post(`/api/leagues/${id}/leave`);
    expect(await left.json()).toEqual({ leagues: [], limit: 25 });
    expect((await errorOf(await leaver.client.get(`/api/leagues/${id}`))).code).toBe('not-found');

    const removed = await owner.client.delete(`/api/leagues/${id}/members/${member.bankId}`);
    const afterRemoval = await readJson(removed);
    expect(afterRemoval.members.map((m) => m.bankId).sort()).toEqual(
      [owner.bankId, latecomer.bankId].sort(),
    );
    expect(afterRemoval.table.total).toBe(2);
    expect((await myLeagues(member)).leagues).toEqual([]);
    const again = await owner.client.delete(`/api/leagues/${id}/members/${member.bankId}`);
    expect(await errorOf(again)).toMatchObject({ status: 404, code: 'not-found' });
    const stranger = await owner.client.delete(`/api/leagues/${id}/members/${createPublicId()}`);
    expect((await errorOf(stranger)).code).toBe('not-found');

    const deleted = await owner.client.delete(`/api/leagues/${id}`);
    expect(await deleted.json()).toEqual({ leagues: [], limit: 25 });
    expect((await errorOf(await owner.client.get(`/api/leagues/${id}`))).code).toBe('not-found');
    expect((await myLeagues(latecomer)).leagues).toEqual([]);
    const rows = await server.database.db
      .select()
      .from(leagueMember)
      .where(eq(leagueMember.leagueId, id));
    expect(rows).toEqual([]);
  });
});

describe('a removed member', () => {
  it('cannot rejoin with the old code, only with a new one the owner makes', async () => {
    const owner = await newPlayer('bar-owner');
    const removed = await newPlayer('bar-removed');
    const friend = await newPlayer('bar-friend');
    const { id, code } = await create(owner, 'Barred');
    expect((await removed.client.post('/api/leagues/join', { code })).status).toBe(200);
    expect((await owner.client.delete(`/api/leagues/${id}/members/${removed.bankId}`)).status).toBe(
      200,
    );

    // The old code, in any case, is refused with words that say what to do.
    const before = await snapshot();
    for (const typed of [code, code.toLowerCase()]) {
      const refused = await errorOf(
        await removed.client.post('/api/leagues/join', { code: typed }),
      );
      expect(refused).toEqual({
        status: 403,
        code: 'permission-denied',
        message:
          'You were removed from this league, so its current invite code no longer works for you. Ask the owner for a new invite link.',
      });
    }
    expect(await snapshot()).toBe(before);
    expect((await myLeagues(removed)).leagues).toEqual([]);
    // Others still join with it; the bar is the removed player's alone.
    expect((await friend.client.post('/api/leagues/join', { code })).status).toBe(200);

    const fresh = await readJson(await owner.client.post(`/api/leagues/${id}/code`));
    const back = await removed.client.post('/api/leagues/join', { code: fresh.code });
    expect(back.status).toBe(200);
    expect((await readJson(back)).id).toBe(id);

    // Removed again: the bar applies to the code of that moment.
    await owner.client.delete(`/api/leagues/${id}/members/${removed.bankId}`);
    const again = await errorOf(
      await removed.client.post('/api/leagues/join', { code: fresh.code }),
    );
    expect(again.code).toBe('permission-denied');
  });

  it('is barred from that league only, and the bar goes with the league', async () => {
    const owner = await newPlayer('bar2-owner');
    const removed = await newPlayer('bar2-removed');
    const barred = await create(owner, 'Barred Two');
    const other = await create(owner, 'Still Open');
    await removed.client.post('/api/leagues/join', { code: barred.code });
    await owner.client.delete(`/api/leagues/${barred.id}/members/${removed.bankId}`);
    expect((await removed.client.post('/api/leagues/join', { code: other.code })).status).toBe(200);
    expect((await owner.client.delete(`/api/leagues/${barred.id}`)).status).toBe(200);
    const rows = await server.database.db
      .select()
      .from(leagueRemoval)
      .where(eq(leagueRemoval.leagueId, barred.id));
    expect(rows).toEqual([]);
  });

  it('who left on their own can come back with the same code', async () => {
    const owner = await newPlayer('bar3-owner');
    const leaver = await newPlayer('bar3-leaver');
    const { id, code } = await create(owner, 'Open Door');
    await leaver.client.post('/api/leagues/join', { code });
    await leaver.client.post(`/api/leagues/${id}/leave`);
    expect((await leaver.client.post('/api/leagues/join', { code })).status).toBe(200);
  });
});

describe('the 25-league limit', () => {
  it('counts created and joined leagues, and refuses the 26th with words', async () => {
    const busy = await newPlayer('limit-busy');
    const host = await newPlayer('limit-host');
    const spare = await create(host, 'One Too Many');
    for (let i = 0; i < 24; i++) await create(busy, `Busy ${i + 1}`);
    const joined = await busy.client.post('/api/leagues/join', { code: spare.code });
    expect(joined.status).toBe(200);
    expect((await myLeagues(busy)).leagues).toHaveLength(25);

    const before = await snapshot();
    const refusedCreate = await errorOf(await busy.client.post('/api/leagues', { name: 'No' }));
    expect(refusedCreate).toEqual({
      status: 429,
      code: 'resource-exhausted',
      message: 'You are already in 25 leagues, the most a player can be in. Leave one first.',
    });
    const other = await create(host, 'Another');
    const afterOther = await snapshot();
    const refusedJoin = await errorOf(
      await busy.client.post('/api/leagues/join', { code: other.code }),
    );
    expect(refusedJoin.code).toBe('resource-exhausted');
    expect(await snapshot()).toBe(afterOther);
    expect(afterOther).not.toBe(before);

    // Leaving one makes room again.
    await busy.client.post(`/api/leagues/${spare.id}/leave`);
    expect((await busy.client.post('/api/leagues/join', { code: other.code })).status).toBe(200);
    expect((await myLeagues(busy)).leagues).toHaveLength(25);
  });

  it('holds when several joins arrive at once', async () => {
    const racer = await newPlayer('limit-racer');
    const host = await newPlayer('limit-race-host');
    for (let i = 0; i < 24; i++) await create(racer, `Race ${i + 1}`);
    const targets = [];
    for (const name of ['Race A', 'Race B', 'Race C', 'Race D'])
      targets.push(await create(host, name));
    const answers = await Promise.all(
      targets.map((l) => racer.client.post('/api/leagues/join', { code: l.code })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 429, 429, 429]);
    const count = await server.database.db
      .select()
      .from(leagueMember)
      .where(eq(leagueMember.userId, racer.userId));
    expect(count).toHaveLength(25);
  });
});

describe('my leagues', () => {
  it('lists my rank in each league among its members', async () => {
    const me = await newPlayer('rank-me');
    const rich = await newPlayer('rank-rich');
    const poor = await newPlayer('rank-poor');
    const db = server.database.db;
    await db.update(bank).set({ cash: 2_000_000 }).where(eq(bank.userId, rich.userId));
    await db.update(bank).set({ cash: 500_000 }).where(eq(bank.userId, poor.userId));
    const withRich = await create(me, 'With Rich');
    const withPoor = await create(me, 'With Poor');
    await rich.client.post('/api/leagues/join', { code: withRich.code });
    await poor.client.post('/api/leagues/join', { code: withPoor.code });
    const mine = await myLeagues(me);
    expect(mine.leagues.map((l) => [l.name, l.memberCount, l.myRank])).toEqual([
      ['With Rich', 2, 2],
      ['With Poor', 2, 1],
    ]);
    // A league I was removed from, or never joined, is not listed.
    expect((await myLeagues(poor)).leagues.map((l) => l.id)).toEqual([withPoor.id]);
  });
});

describe('the API description', () => {
  it('documents the league and leaderboard routes', async () => {
    const doc = await readJson(
      await server.client().get('/api/openapi.json'),
      OpenApiDocumentSchema,
    );
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /leagues',
        'POST /leagues',
        'POST /leagues/join',
        'GET /leagues/preview/{code}',
        'GET /leagues/{leagueId}',
        'PATCH /leagues/{leagueId}',
        'DELETE /leagues/{leagueId}',
        'POST /leagues/{leagueId}/leave',
        'POST /leagues/{leagueId}/code',
        'DELETE /leagues/{leagueId}/members/{bankId}',
        'GET /leaderboard',
        'GET /leaderboard/league/{leagueId}',
        'GET /leaderboard/archive',
      ]),
    );
  });
});
