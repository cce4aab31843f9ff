import { count, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/game';
import { createPublicId } from '../../lib/public-id';
import {
  OpenApiDocumentSchema,
  readError,
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';

/**
 * Issue 27: every role against every console route and every cohort route, read from the API
 * document itself, so that a route added later is tried too. A role the route allows gets past
 * the guard (the request then fails its own validation, so nothing changes); any other gets 403
 * permission-denied. Runs on PGlite and, in the PostgreSQL pass, on PostgreSQL.
 */

type Who = 'owner' | 'game master' | 'manager of A' | 'manager of B' | 'player';
const EVERYONE: Who[] = ['owner', 'game master', 'manager of A', 'manager of B', 'player'];

/** The access rule, written out once more by hand so that the server's can be checked against it. */
function allowed(who: Who, path: string): boolean {
  if (path === '/admin/players/{userId}/role') return who === 'owner';
  // A SCIM token creates and archives accounts (features/scim): owners only.
  if (path.startsWith('/admin/organisations/{organisationId}/scim-tokens')) return who === 'owner';
  // An organisation's sign-on makes accounts and refuses passwords (features/sso): owners only.
  if (path.startsWith('/admin/organisations')) return who === 'owner';
  // Learning platforms make accounts and cohorts by their launches (features/lti): owners only.
  if (path.startsWith('/admin/lti/')) return who === 'owner';
  if (path.startsWith('/admin/')) return who === 'owner' || who === 'game master';
  if (path === '/cohorts') return who !== 'player';
  if (path.startsWith('/cohorts/{cohortId}')) return who !== 'player' && who !== 'manager of B';
  return true;
}

/** The routes of this issue and every console route. */
const inScope = (path: string) =>
  path.startsWith('/admin/') ||
  path.startsWith('/cohorts') ||
  path === '/me/cohort' ||
  path.startsWith('/me/assignments') ||
  path === '/compliance' ||
  path === '/me/heartbeat' ||
  path === '/leaderboard/cohorts' ||
  path === '/leaderboard/cohort';

let server: TestServer;
const clients = new Map<Who, TestClient>();
let cohortA = '';
let playerId = '';

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'owner@example.com' } });
  const owner = await signUpVerified(server, 'owner@example.com');
  clients.set('owner', owner);
  const ids = new Map<Who, string>();
  for (const who of ['game master', 'manager of A', 'manager of B', 'player'] as const) {
    const client = await signUpVerified(
      server,
      `${who.replaceAll(' ', '-').toLowerCase()}@example.com`,
    );
    clients.set(who, client);
    ids.set(who, (await client.json('/api/me')).id);
  }
  const idOf = (who: Who) => ids.get(who) ?? '';
  playerId = idOf('player');
  expect((await owner.setRole(idOf('game master'), 'admin')).status).toBe(200);
  const cohort = async (name: string, manager: Who) => {
    const { id } = await readJson(await owner.post('/api/admin/cohorts', { name }));
    const email = `${manager.replaceAll(' ', '-').toLowerCase()}@example.com`;
    const res = await owner.post(
      `/api/admin/cohorts/${id}/managers`,
      { userId: idOf(manager), confirm: email },
      { headers: { 'idempotency-key': createPublicId() } },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    return id;
  };
  cohortA = await cohort('Finance', 'manager of A');
  await cohort('Branches', 'manager of B');
  const moved = await owner.request(`/api/admin/players/${playerId}/cohort`, {
    method: 'PUT',
    json: { cohortId: cohortA },
  });
  expect(moved.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

/** Audit entries of changes: a look at a player's work is recorded too, and changes nothing. */
async function auditCount(): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(ne(auditLog.action, 'view-player-work'));
  return row?.n ?? 0;
}

describe('every role against every console and cohort route', () => {
  it('lets each role through where it is allowed and answers permission-denied everywhere else', async () => {
    const doc = await readJson(
      await server.client().get('/api/openapi.json'),
      OpenApiDocumentSchema,
    );
    const routes = Object.entries(doc.paths)
      .filter(([path]) => inScope(path))
      .flatMap(([path, item]) =>
        Object.keys(item as object).map((method) => ({ path, method: method.toUpperCase() })),
      );
    // The routes this issue added are among them, and so are the console's own.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /admin/cohorts',
        'PATCH /admin/cohorts/{cohortId}',
        'POST /admin/cohorts/{cohortId}/delete',
        'POST /admin/cohorts/{cohortId}/managers',
        'POST /admin/players/{userId}/role',
        'POST /admin/lti/platforms',
        'POST /admin/lti/platforms/{platformId}/delete',
        'PUT /admin/players/{userId}/cohort',
        'GET /cohorts',
        'GET /cohorts/{cohortId}/members',
        'GET /me/cohort',
        'GET /leaderboard/cohorts',
        'POST /cohorts/{cohortId}/assignments',
        'GET /cohorts/{cohortId}/assignments/{assignmentId}',
        'POST /admin/enrolment/import',
        'POST /cohorts/{cohortId}/enrolment/import',
        'GET /cohorts/{cohortId}/members/{userId}/work',
        'GET /me/assignments/{assignmentId}/certificate.pdf',
        'GET /compliance',
        'GET /cohorts/{cohortId}/audit-pack.xlsx',
        'GET /admin/audit-pack.csv',
        'POST /admin/waves',
        'GET /admin/players',
        'GET /admin/audit',
        'GET /admin/organisations/{organisationId}/scim-tokens',
        'POST /admin/organisations/{organisationId}/scim-tokens',
        'POST /admin/organisations/{organisationId}/scim-tokens/{tokenId}/revoke',
        'GET /admin/organisations',
        'POST /admin/organisations',
        'PATCH /admin/organisations/{organisationId}',
        'PUT /admin/organisations/{organisationId}/provider',
        'POST /admin/organisations/{organisationId}/delete',
      ]),
    );
    expect(routes.length).toBeGreaterThan(30);

    const params: Record<string, string> = {
      cohortId: cohortA,
      userId: playerId,
    };
    const before = await auditCount();
    const outcomes: string[] = [];
    for (const { path, method } of routes) {
      const url = `/api${path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? createPublicId())}`;
      for (const who of EVERYONE) {
        const client = clients.get(who);
        if (!client) throw new Error(who);
        // A body no route accepts: an allowed role is stopped by validation, so nothing changes.
        const res = await client.request(url, {
          method,
          ...(method === 'GET'
            ? {}
            : { headers: { 'content-type': 'application/json' }, body: '"matrix"' }),
        });
        const { code } = res.status >= 400 ? await readError(res) : { code: 'ok' };
        const denied = res.status === 403 && code === 'permission-denied';
        outcomes.push(`${who} ${method} ${path}: ${res.status} ${code}`);
        expect(res.status, `${who} ${method} ${path}`).toBeLessThan(500);
        expect(denied, `${who} ${method} ${path}: ${res.status} ${code}`).toBe(!allowed(who, path));
      }
    }
    expect(outcomes.length).toBe(routes.length * EVERYONE.length);
    expect(await auditCount()).toBe(before);
  });
});
