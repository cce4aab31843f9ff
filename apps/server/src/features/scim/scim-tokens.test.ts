// On PostgreSQL too: issue 28 asks for the sign-on, SCIM and LTI tests on both databases; their accounts, links and replay guards rest on unique keys.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { session } from '../../db/schema/auth';
import { auditLog } from '../../db/schema/game';
import { scimToken } from '../../db/schema/scim';
import type { AppEnv } from '../../http/context';
import { createLogger } from '../../lib/logger';
import { sessionCookie } from '../../test/seed-sessions';
import {
  readError,
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { createScimErrorHandler } from './scim-errors';
import { createScimRoutes } from './scim-routes';
import {
  directory,
  insertOrganisation,
  makeToken,
  readScim,
  readScimError,
  ScimUserSchema,
} from './scim-test-support';

/**
 * The console's SCIM tokens (owners only, the secret shown once, creating and revoking in the
 * audit log), and what a SCIM deactivation does to a player's open event stream.
 */

let server: TestServer;
let owner: TestClient;
let gm: TestClient;
let player: TestClient;
let org: string;

beforeAll(async () => {
  server = await startTestServer({
    env: { ADMIN_EMAILS: 'owner@ffl.example' },
    // The periodic check is slow on purpose: the deactivation itself must close the stream.
    streams: { sessionCheckMs: 3_600_000 },
  });
  owner = await signUpVerified(server, 'owner@ffl.example');
  gm = await signUpVerified(server, 'gm@ffl.example');
  player = await signUpVerified(server, 'player@ffl.example');
  expect((await owner.setRole((await gm.json('/api/me')).id, 'admin')).status).toBe(200);
  org = await insertOrganisation(server.database.db, 'Acme', ['acme.example']);
});
afterAll(async () => {
  await server.close();
});

describe('SCIM tokens in the console', () => {
  it('shows the secret once, lists only its prefix, and records creating and revoking', async () => {
    const created = await makeToken(owner, org, 'Entra ID');
    expect(created.secret).toMatch(/^ffl_scim_[A-Za-z0-9_-]{43}$/);
    expect(created.baseUrl).toBe('http://localhost:3000/scim/v2');
    expect(created.secret.startsWith(created.token.prefix)).toBe(true);

    const listRes = await owner.get(`/api/admin/organisations/${org}/scim-tokens`);
    const text = await listRes.clone().text();
    expect(text).not.toContain(created.secret);
    const list = await readJson(listRes);
    expect(list.tokens).toEqual([
      expect.objectContaining({
        id: created.token.id,
        name: 'Entra ID',
        createdBy: 'owner@ffl.example',
        lastUsedAt: null,
        revokedAt: null,
      }),
    ]);
    // Only the hash is stored.
    const [stored] = await server.database.db
      .select()
      .from(scimToken)
      .where(eq(scimToken.id, created.token.id));
    expect(JSON.stringify(stored)).not.toContain(created.secret);

    // A use is noted.
    expect((await directory(server, created.secret).get('/Users')).status).toBe(200);
    const used = await readJson(await owner.get(`/api/admin/organisations/${org}/scim-tokens`));
    expect(used.tokens[0]?.lastUsedAt).not.toBeNull();

    const revoke = () =>
      owner.post(`/api/admin/organisations/${org}/scim-tokens/${created.token.id}/revoke`);
    const revoked = await readJson(await revoke());
    expect(revoked.revokedAt).not.toBeNull();
    expect((await revoke()).status).toBe(200);
    const entries = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorEmail, 'owner@ffl.example'));
    const tokenEntries = entries.filter((e) => e.action.endsWith('scim-token'));
    expect(tokenEntries.map((e) => e.action)).toEqual(['create-scim-token', 'revoke-scim-token']);
    expect(tokenEntries[0]?.details).toMatchObject({
      organisationId: org,
      tokenId: created.token.id,
      name: 'Entra ID',
      prefix: created.token.prefix,
    });
    expect(
      (await readScimError(await directory(server, created.secret).get('/Users'))).status,
    ).toBe(401);
  });

  it('lets only owners list, make and revoke tokens', async () => {
    const made = await makeToken(owner, org);
    for (const client of [gm, player]) {
      for (const res of [
        await client.get(`/api/admin/organisations/${org}/scim-tokens`),
        await client.post(`/api/admin/organisations/${org}/scim-tokens`, { name: 'Mine' }),
        await client.post(`/api/admin/organisations/${org}/scim-tokens/${made.token.id}/revoke`),
      ]) {
        expect(res.status).toBe(403);
        expect((await readError(res)).code).toBe('permission-denied');
      }
    }
    const list = await readJson(await owner.get(`/api/admin/organisations/${org}/scim-tokens`));
    expect(list.tokens.find((t) => t.id === made.token.id)?.revokedAt).toBeNull();
    expect(list.tokens.some((t) => t.name === 'Mine')).toBe(false);
  });

  it('refuses an unknown organisation, an unknown token and a blank name', async () => {
    const unknown = 'AAAAAAAAAAAAAAAAAAAA';
    expect((await owner.get(`/api/admin/organisations/${unknown}/scim-tokens`)).status).toBe(404);
    const made = await makeToken(owner, org);
    const otherOrg = await insertOrganisation(server.database.db, 'Other', ['other.example']);
    // A token is revoked through its own organisation only.
    const wrongOrg = await owner.post(
      `/api/admin/organisations/${otherOrg}/scim-tokens/${made.token.id}/revoke`,
    );
    expect(wrongOrg.status).toBe(404);
    const blank = await owner.post(`/api/admin/organisations/${org}/scim-tokens`, { name: ' ' });
    expect(blank.status).toBe(400);
  });
});

/** Reads an event stream until it ends; resolves with the text it carried. */
async function untilEnd(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += decoder.decode(value);
  }
}

describe('a SCIM deactivation and the event stream', () => {
  it("closes that player's open event stream", async () => {
    const acme = directory(server, (await makeToken(owner, org)).secret);
    const created = await readScim(
      await acme.post('/Users', { userName: 'leaver@acme.example', displayName: 'Leaver' }),
      ScimUserSchema,
      201,
    );
    const token = randomUUID().replaceAll('-', '');
    await server.database.db.insert(session).values({
      id: randomUUID(),
      token,
      userId: created.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const cookie = sessionCookie(token, server.env.authSecret);
    const stream = await server.app.request('http://localhost:3000/api/events', {
      headers: { cookie },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    if (!reader) throw new Error('no body');
    // The stream is open and served: its first message has come.
    const first = await reader.read();
    expect(first.done).toBe(false);
    reader.releaseLock();
    const ended = untilEnd(stream);

    const res = await acme.patch(`/Users/${created.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(res.status).toBe(200);
    await ended;
    // Deactivation ended the session, so no stream opens again.
    const again = await server.app.request('http://localhost:3000/api/events', {
      headers: { cookie },
    });
    expect(again.status).toBe(401);
  });
});

/** The service as app.ts mounts it, on `db`, with its error handler. */
function mountScim(db: Database['db'], rate?: { max: number; windowSeconds: number }) {
  const app = new Hono<AppEnv>();
  app.route(
    '/scim/v2',
    createScimRoutes({
      db,
      auth: server.auth,
      publicUrl: 'http://localhost:3000',
      now: () => new Date(),
      sessionsChanged: () => undefined,
      rate,
    }),
  );
  app.onError(
    createScimErrorHandler({ logger: createLogger('silent', false), storageFailed: () => {} }),
  );
  return app;
}

/** A database whose every query fails with `error`, as a full disk or a lost server makes it. */
function failingDatabase(error: Error): Database['db'] {
  const fail = () => {
    throw error;
  };
  return { select: fail, insert: fail, update: fail, execute: fail } as unknown as Database['db'];
}

describe('database faults', () => {
  it('answers 503 with Retry-After in SCIM’s format, never a 500', async () => {
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), {
      code: 'ECONNRESET',
    });
    const full = new Error('could not extend file "base/5/16407": No space left on device');
    for (const error of [lost, full]) {
      const res = await mountScim(failingDatabase(error)).request(
        'http://localhost:3000/scim/v2/Users',
        { headers: { authorization: 'Bearer ffl_scim_anything' } },
      );
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await readScimError(res)).status).toBe(503);
    }
  });
});

describe('the rate limit per token', () => {
  it('answers 429 tooMany with Retry-After past the limit, in SCIM’s format', async () => {
    const made = await makeToken(owner, org, 'Busy');
    // A limit of two requests a minute.
    const app = mountScim(server.database.db, { max: 2, windowSeconds: 60 });
    const ask = () =>
      app.request('http://localhost:3000/scim/v2/Users', {
        headers: { authorization: `Bearer ${made.secret}` },
      });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readScimError(refused)).toMatchObject({ status: 429, scimType: 'tooMany' });
  });
});
