import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { bank } from '../../db/schema/game';
import { createPublicId } from '../../lib/public-id';
import {
  readError,
  readJson,
  signUpPlayer,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';

/** Issue 27: cohorts, their join codes, their managers and the cohort-against-cohort table. */

const OWNER = 'owner@example.com';
let server: TestServer;
let owner: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: OWNER } });
  owner = await signUpVerified(server, OWNER);
});
afterAll(async () => {
  await server?.close();
});

const key = () => ({ headers: { 'idempotency-key': createPublicId() } });

async function newCohort(name: string) {
  const res = await owner.post('/api/admin/cohorts', { name });
  expect(res.status, await res.clone().text()).toBe(200);
  return readJson(res);
}

async function roleOf(userId: string) {
  const [row] = await server.database.db.select().from(user).where(eq(user.id, userId));
  return row?.role;
}

async function latestAudit() {
  const { entries } = await owner.json('/api/admin/audit');
  return entries[0];
}

describe('cohorts', () => {
  it('are created with a join code, named uniquely in any case, and renamed', async () => {
    const finance = await newCohort('Finance');
    expect(finance).toMatchObject({ name: 'Finance', members: 0, managers: [] });
    expect(finance.joinCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(await latestAudit()).toMatchObject({
      action: 'create-cohort',
      details: { kind: 'create-cohort', cohortId: finance.id, cohortName: 'Finance' },
    });

    const clash = await owner.post('/api/admin/cohorts', { name: 'FINANCE' });
    expect(await readError(clash)).toMatchObject({ code: 'already-exists' });
    const blank = await owner.post('/api/admin/cohorts', { name: '   ' });
    expect(blank.status).toBe(400);

    const renamed = await owner.request(`/api/admin/cohorts/${finance.id}`, {
      method: 'PATCH',
      json: { name: 'Finance and Risk' },
    });
    expect((await readJson(renamed)).name).toBe('Finance and Risk');
    expect(await latestAudit()).toMatchObject({
      details: { kind: 'rename-cohort', from: 'Finance', cohortName: 'Finance and Risk' },
    });

    const fresh = await readJson(await owner.post(`/api/admin/cohorts/${finance.id}/join-code`));
    expect(fresh.joinCode).not.toBe(finance.joinCode);
  });

  it('take players by join code, once, one cohort each; a game master moves them', async () => {
    const tellers = await newCohort('Tellers');
    const audit = await newCohort('Audit');
    const ada = await signUpVerified(server, 'ada@example.com');
    const adaId = (await ada.json('/api/me')).id;
    expect(await ada.json('/api/me/cohort')).toEqual({ cohort: null });

    const wrong = await ada.post('/api/me/cohort', { code: 'ZZZZZZZZ' });
    expect(await readError(wrong)).toMatchObject({ code: 'not-found' });

    const joined = await ada.post('/api/me/cohort', { code: tellers.joinCode.toLowerCase() });
    expect(await readJson(joined)).toEqual({ cohort: { id: tellers.id, name: 'Tellers' } });
    // The same code again changes nothing; another cohort's code is refused.
    expect((await ada.post('/api/me/cohort', { code: tellers.joinCode })).status).toBe(200);
    const other = await ada.post('/api/me/cohort', { code: audit.joinCode });
    expect(await readError(other)).toMatchObject({
      code: 'failed-precondition',
      message: 'You are already in Tellers. Ask your game master to move you.',
    });

    const moved = await owner.request(`/api/admin/players/${adaId}/cohort`, {
      method: 'PUT',
      json: { cohortId: audit.id },
    });
    expect((await readJson(moved)).cohort).toEqual({ id: audit.id, name: 'Audit' });
    expect(await latestAudit()).toMatchObject({
      target: 'ada@example.com',
      details: {
        kind: 'move-player',
        from: { id: tellers.id, name: 'Tellers' },
        to: { id: audit.id, name: 'Audit' },
      },
    });
    const out = await owner.request(`/api/admin/players/${adaId}/cohort`, {
      method: 'PUT',
      json: { cohortId: null },
    });
    expect((await readJson(out)).cohort).toBeNull();
    expect(await ada.json('/api/me/cohort')).toEqual({ cohort: null });
  });

  it("give a manager their cohorts' members and nothing else, and take the role back", async () => {
    const branch = await newCohort('Branch North');
    const elsewhere = await newCohort('Branch South');
    const manager = await signUpVerified(server, 'manager@example.com');
    const managerId = (await manager.json('/api/me')).id;
    const member = await signUpVerified(server, 'member@example.com');
    await member.post('/api/me/cohort', { code: branch.joinCode });
    const stranger = await signUpVerified(server, 'stranger@example.com');
    await stranger.post('/api/me/cohort', { code: elsewhere.joinCode });

    const unconfirmed = await owner.post(
      `/api/admin/cohorts/${branch.id}/managers`,
      { userId: managerId, confirm: 'someone@example.com' },
      key(),
    );
    expect(await readError(unconfirmed)).toMatchObject({ code: 'invalid-argument' });
    const granted = await owner.post(
      `/api/admin/cohorts/${branch.id}/managers`,
      { userId: managerId, confirm: 'Manager@Example.com' },
      key(),
    );
    expect((await readJson(granted)).managers).toEqual([
      { userId: managerId, name: expect.any(String), email: 'manager@example.com' },
    ]);
    expect(await roleOf(managerId)).toBe('manager');
    expect((await manager.json('/api/me')).role).toBe('manager');

    const listed = await manager.json('/api/cohorts');
    expect(listed.cohorts.map((c) => c.name)).toEqual(['Branch North']);
    const members = await manager.json(`/api/cohorts/${branch.id}/members`);
    expect(members.members.map((m) => m.email)).toEqual(['member@example.com']);
    expect(members).toMatchObject({ total: 1, cohort: { id: branch.id, name: 'Branch North' } });
    // Another cohort, and the console itself, stay closed.
    for (const path of [`/api/cohorts/${elsewhere.id}/members`, '/api/admin/players']) {
      expect(await readError(await manager.get(path)), path).toMatchObject({
        code: 'permission-denied',
      });
    }

    const revoked = await owner.post(
      `/api/admin/cohorts/${branch.id}/managers/${managerId}/revoke`,
      { confirm: 'manager@example.com' },
      key(),
    );
    expect((await readJson(revoked)).managers).toEqual([]);
    expect(await roleOf(managerId)).toBe('user');
    expect(await latestAudit()).toMatchObject({ details: { kind: 'revoke-manager' } });
  });

  it('refuse to name a game master or an unverified player as a manager', async () => {
    const cohort = await newCohort('Legal');
    const ownerId = (await owner.json('/api/me')).id;
    const res = await owner.post(
      `/api/admin/cohorts/${cohort.id}/managers`,
      { userId: ownerId, confirm: OWNER },
      key(),
    );
    expect(await readError(res)).toMatchObject({ code: 'failed-precondition' });
  });

  it('are deleted on confirmation: members stay, in no cohort, and managers of none are players', async () => {
    const cohort = await newCohort('Temporary');
    const lead = await signUpVerified(server, 'lead@example.com');
    const leadId = (await lead.json('/api/me')).id;
    await owner.post(
      `/api/admin/cohorts/${cohort.id}/managers`,
      { userId: leadId, confirm: 'lead@example.com' },
      key(),
    );
    const kid = await signUpVerified(server, 'kid@example.com');
    await kid.post('/api/me/cohort', { code: cohort.joinCode });

    const wrong = await owner.post(
      `/api/admin/cohorts/${cohort.id}/delete`,
      { confirm: 'Temp' },
      key(),
    );
    expect(await readError(wrong)).toMatchObject({ code: 'invalid-argument' });
    const same = key();
    const deleted = await owner.post(
      `/api/admin/cohorts/${cohort.id}/delete`,
      { confirm: 'temporary' },
      same,
    );
    expect(await readJson(deleted)).toEqual({ deleted: true, members: 1 });
    const replay = await owner.post(
      `/api/admin/cohorts/${cohort.id}/delete`,
      { confirm: 'temporary' },
      same,
    );
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await kid.json('/api/me/cohort')).toEqual({ cohort: null });
    expect(await roleOf(leadId)).toBe('user');
    expect((await kid.get('/api/bank')).status).toBe(200);
  });
});

describe('the cohort-against-cohort table', () => {
  it('ranks by average points per active member, and marks mine', async () => {
    const table = new TestTable();
    const small = await table.cohort('Small Team', [300]);
    await table.cohort('Big Team', [100, 100, 100, 200]);
    const me = await table.lastMember();
    const { rows } = await me.json('/api/leaderboard/cohorts');
    const mine = rows.filter((row) => row.name === 'Small Team' || row.name === 'Big Team');
    expect(mine).toEqual([
      expect.objectContaining({ id: small, members: 1, points: 300, average: 300 }),
      expect.objectContaining({
        name: 'Big Team',
        members: 4,
        points: 500,
        average: 125,
        isMine: true,
      }),
    ]);
  });
});

describe("a cohort's own table", () => {
  it('ranks its members alone, and is not-found for a player in no cohort', async () => {
    const table = new TestTable();
    await table.cohort('Own Table', [50, 70]);
    const me = await table.lastMember();
    const own = await me.json('/api/leaderboard/cohort');
    expect(own.cohort).toMatchObject({ name: 'Own Table' });
    expect(own.league).toBeNull();
    expect(own.total).toBe(2);
    expect(own.rows.map((row) => row.points)).toEqual([70, 50]);
    expect(own.me).toEqual({ rank: 1, position: 1 });

    const loner = await signUpVerified(server, 'loner@example.com');
    expect(await readError(await loner.get('/api/leaderboard/cohort'))).toMatchObject({
      code: 'not-found',
    });
  });
});

/** Cohorts of players with set season points. */
class TestTable {
  private last: TestClient | undefined;
  private n = 0;

  async cohort(name: string, points: number[]): Promise<string> {
    const created = await newCohort(name);
    for (const value of points) {
      this.n += 1;
      const player = await signUpPlayer(
        server,
        `table-${name.replaceAll(' ', '-').toLowerCase()}-${this.n}@example.com`,
      );
      await player.client.post('/api/me/cohort', { code: created.joinCode });
      await server.database.db
        .update(bank)
        .set({ points: value })
        .where(eq(bank.userId, player.userId));
      this.last = player.client;
    }
    return created.id;
  }

  async lastMember(): Promise<TestClient> {
    if (!this.last) throw new Error('no member yet');
    return this.last;
  }
}
