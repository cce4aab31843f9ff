import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bank, pendingInvitation } from '../../db/schema/game';
import {
  GOOD_PASSWORD,
  linkIn,
  type Player,
  pathOf,
  readError,
  readJson,
  signUpPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { defaultBankName } from '../bank/bank-service';

/**
 * An invitation that survives signing up (decision 0036): a player who signs up through an invite
 * link is in the league once they follow the verification link, placed there by the server; and
 * what the link leads to, for a visitor who is not signed in yet.
 */

let server: TestServer;
let created = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function nextEmail(label: string): string {
  created += 1;
  return `${label}-${created}@example.com`;
}

async function newOwner(label: string): Promise<Player> {
  return signUpPlayer(server, nextEmail(label));
}

async function createLeague(owner: Player, name: string) {
  return readJson(await owner.client.post('/api/leagues', { name }));
}

/** Signs up with this callbackURL (the page to continue to once verified); not verified yet. */
async function signUp(email: string, callbackURL?: string): Promise<TestClient> {
  const client = server.client();
  const res = await client.post('/api/auth/sign-up/email', {
    email,
    password: GOOD_PASSWORD,
    name: 'Invited Ivy',
    ...(callbackURL === undefined ? {} : { callbackURL }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return client;
}

/** Follows the verification link of the mail, in `client`'s browser; returns where it leads. */
async function verify(client: TestClient, email: string): Promise<string | null> {
  const mail = await server.latestMail(email);
  if (!mail) throw new Error('no verification mail');
  const res = await client.get(pathOf(linkIn(mail.text)));
  expect(res.status).toBe(303);
  return res.headers.get('location');
}

async function userIdOf(client: TestClient): Promise<string> {
  const session = await client.get('/api/auth/get-session');
  return (await readJson(session, z.object({ user: z.object({ id: z.string() }) }))).user.id;
}

describe('signing up through an invite link', () => {
  it('puts the player in the league when they verify, and sends them there after signing in', async () => {
    const owner = await newOwner('inv-owner');
    const league = await createLeague(owner, 'Invited league');
    const email = nextEmail('invited');
    const client = await signUp(email, `/join/${league.code.toLowerCase()}`);
    const userId = await userIdOf(client);
    // Kept with the account until it is verified; the player is in no league yet.
    expect(
      await server.database.db
        .select({ code: pendingInvitation.code })
        .from(pendingInvitation)
        .where(eq(pendingInvitation.userId, userId)),
    ).toEqual([{ code: league.code }]);

    // The link is opened in a mail client with no session: the server places the player.
    const location = await verify(server.client(), email);
    expect(location).toBe(
      `/login?verified=1&redirect=${encodeURIComponent(`/leagues/${league.id}`)}`,
    );
    const mine = await client.json('/api/leagues');
    expect(mine.leagues.map((l) => [l.id, l.isOwner])).toEqual([[league.id, false]]);
    const detail = await owner.client.json(`/api/leagues/${league.id}`);
    expect(detail.memberCount).toBe(2);
    expect(
      await server.database.db
        .select()
        .from(pendingInvitation)
        .where(eq(pendingInvitation.userId, userId)),
    ).toEqual([]);
    // The bank was opened for the join, with its name from the display name.
    const [opened] = await server.database.db
      .select({ name: bank.name })
      .from(bank)
      .where(eq(bank.userId, userId));
    expect(opened?.name).toBe(defaultBankName('Invited Ivy'));

    // The link again: already verified, already in, nothing more happens.
    expect(await verify(server.client(), email)).toBe('/login?link=used');
    expect((await client.json('/api/leagues')).leagues).toHaveLength(1);
  });

  it('sends the player to the invite link when its code stopped working meanwhile, and joins nothing', async () => {
    const owner = await newOwner('inv-owner2');
    const league = await createLeague(owner, 'Renewed league');
    const email = nextEmail('too-late');
    const client = await signUp(email, `/join/${league.code}`);
    expect((await owner.client.post(`/api/leagues/${league.id}/code`)).status).toBe(200);
    const location = await verify(client, email);
    expect(location).toBe(
      `/login?verified=1&redirect=${encodeURIComponent(`/join/${league.code}`)}`,
    );
    expect((await client.json('/api/leagues')).leagues).toEqual([]);
  });

  it('remembers nothing for an unknown code or any other page, so the client cannot place itself', async () => {
    const owner = await newOwner('inv-owner3');
    const league = await createLeague(owner, 'Closed league');
    for (const callbackURL of [
      undefined,
      '/home',
      `/leagues/${league.id}`,
      '/join/ZZZZZZZZ',
      `/join/${league.code}/extra`,
    ]) {
      const email = nextEmail('plain');
      const client = await signUp(email, callbackURL);
      expect(await verify(client, email), String(callbackURL)).toBe('/login?verified=1');
      expect((await client.json('/api/leagues')).leagues, String(callbackURL)).toEqual([]);
    }
    expect((await owner.client.json(`/api/leagues/${league.id}`)).memberCount).toBe(1);
  });

  it('still lets a verified player join with the link as before', async () => {
    const owner = await newOwner('inv-owner4');
    const league = await createLeague(owner, 'Open league');
    const player = await signUpPlayer(server, nextEmail('signed-in'));
    const joined = await readJson(
      await player.client.post('/api/leagues/join', { code: league.code }),
    );
    expect(joined.id).toBe(league.id);
  });
});

describe('what an invite link leads to, before signing in', () => {
  it('names the league, its size and who runs it, to a visitor with no session', async () => {
    const owner = await newOwner('preview-owner');
    await owner.client.patch('/api/bank', { name: 'Harbour Savings' });
    const league = await createLeague(owner, 'Harbour league');
    const visitor = server.client();
    const invitation = await readJson(
      await visitor.get(`/api/invitations/${league.code.toLowerCase()}`),
    );
    expect(invitation).toEqual({
      name: 'Harbour league',
      memberCount: 1,
      owner: { bankName: 'Harbour Savings', manager: 'Test Player' },
    });

    // An anonymous owner is named by their label only.
    expect((await owner.client.patch('/api/bank', { anonymous: true })).status).toBe(200);
    const hidden = await readJson(await visitor.get(`/api/invitations/${league.code}`));
    expect(hidden.owner.manager).toBeNull();
    expect(hidden.owner.bankName).toMatch(/^Anonymous bank #\d{4}$/);
  });

  it('says not-found for an unknown code, and slows an address that tries many codes', async () => {
    const visitor = server.client({ address: '203.0.113.77' });
    const unknown = await visitor.get('/api/invitations/ZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect((await readError(unknown)).code).toBe('not-found');
    let refused: Response | null = null;
    for (let i = 0; i < 40 && !refused; i++) {
      const res = await visitor.get('/api/invitations/ZZZZZZZZ');
      if (res.status === 429) refused = res;
    }
    expect(refused).not.toBeNull();
    if (refused) expect((await readError(refused)).code).toBe('too-many-requests');
    // Another address is not slowed.
    expect(
      (await server.client({ address: '203.0.113.78' }).get('/api/invitations/ZZZZZZZZ')).status,
    ).toBe(404);
  });
});
