// On PostgreSQL too: issue 28 asks for the sign-on, SCIM and LTI tests on both databases; their accounts, links and replay guards rest on unique keys.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/game';
import { cohort, cohortMember } from '../../db/schema/org';
import {
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import {
  type Directory,
  directory,
  insertOrganisation,
  listSchema,
  makeToken,
  readScim,
  readScimError,
  ScimGroupSchema,
  ScimUserSchema,
} from './scim-test-support';

/**
 * SCIM Groups as cohorts, with the membership changes Entra ID and Okta send: a group is a
 * cohort, a member is a player in it, a player is in one cohort at most.
 */

let server: TestServer;
let owner: TestClient;
let acme: Directory;
let globex: Directory;
const users: Record<string, string> = {};

const GroupList = listSchema(ScimGroupSchema);

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'owner@ffl.example' } });
  owner = await signUpVerified(server, 'owner@ffl.example');
  const acmeId = await insertOrganisation(server.database.db, 'Acme', ['acme.example']);
  const globexId = await insertOrganisation(server.database.db, 'Globex', ['globex.example']);
  acme = directory(server, (await makeToken(owner, acmeId)).secret);
  globex = directory(server, (await makeToken(owner, globexId)).secret);
  for (const name of ['ann', 'ben', 'cat', 'dan']) {
    const res = await acme.post('/Users', { userName: `${name}@acme.example` });
    users[name] = (await readScim(res, ScimUserSchema, 201)).id;
  }
  const res = await globex.post('/Users', { userName: 'gus@globex.example' });
  users.gus = (await readScim(res, ScimUserSchema, 201)).id;
});
afterAll(async () => {
  await server.close();
});

async function cohortOf(userId: string): Promise<string | null> {
  const [row] = await server.database.db
    .select({ cohortId: cohortMember.cohortId })
    .from(cohortMember)
    .where(eq(cohortMember.userId, userId));
  return row?.cohortId ?? null;
}

const patch = (operations: unknown[]) => ({
  schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
  Operations: operations,
});

describe('Entra ID group sequence', () => {
  it('creates a group as a cohort, adds and removes members in Entra’s shapes, renames it', async () => {
    const filter = encodeURIComponent('displayName eq "Finance"');
    const none = await readScim(
      await acme.get(`/Groups?excludedAttributes=members&filter=${filter}`),
      GroupList,
    );
    expect(none.totalResults).toBe(0);
    const group = await readScim(
      await acme.post('/Groups', {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
        externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
        displayName: 'Finance',
        members: [],
      }),
      ScimGroupSchema,
      201,
    );
    expect(group.meta.location).toBe(`http://localhost:3000/scim/v2/Groups/${group.id}`);
    const [made] = await server.database.db.select().from(cohort).where(eq(cohort.id, group.id));
    expect(made?.name).toBe('Finance');

    const added = await acme.patch(
      `/Groups/${group.id}`,
      patch([{ op: 'Add', path: 'members', value: [{ value: users.ann }, { value: users.ben }] }]),
    );
    expect(added.status).toBe(204);
    expect([await cohortOf(users.ann ?? ''), await cohortOf(users.ben ?? '')]).toEqual([
      group.id,
      group.id,
    ]);
    const read = await readScim(await acme.get(`/Groups/${group.id}`), ScimGroupSchema);
    expect(read.members?.map((m) => m.value).sort()).toEqual([users.ann, users.ben].sort());
    const slim = await readScim(
      await acme.get(`/Groups/${group.id}?excludedAttributes=members`),
      ScimGroupSchema,
    );
    expect(slim.members).toBeUndefined();

    const removed = await acme.patch(
      `/Groups/${group.id}`,
      patch([{ op: 'Remove', path: `members[value eq "${users.ann}"]` }]),
    );
    expect(removed.status).toBe(204);
    expect(await cohortOf(users.ann ?? '')).toBeNull();
    expect(await cohortOf(users.ben ?? '')).toBe(group.id);

    const renamed = await acme.patch(
      `/Groups/${group.id}`,
      patch([{ op: 'Replace', path: 'displayName', value: 'Finance & Risk' }]),
    );
    expect(renamed.status).toBe(204);
    const [after] = await server.database.db.select().from(cohort).where(eq(cohort.id, group.id));
    expect(after?.name).toBe('Finance & Risk');
    const user = await readScim(await acme.get(`/Users/${users.ben}`), ScimUserSchema);
    expect(user.groups).toEqual([
      expect.objectContaining({ value: group.id, display: 'Finance & Risk' }),
    ]);
  });
});

describe('Okta group sequence', () => {
  it('replaces and removes members in Okta’s shapes; a second group moves a player', async () => {
    const group = await readScim(
      await acme.post('/Groups', {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
        displayName: 'Branches',
        members: [{ value: users.cat, display: 'cat@acme.example' }],
      }),
      ScimGroupSchema,
      201,
    );
    expect(await cohortOf(users.cat ?? '')).toBe(group.id);
    const replaced = await acme.patch(
      `/Groups/${group.id}`,
      patch([
        {
          op: 'replace',
          path: 'members',
          value: [{ value: users.dan }, { value: users.ben }],
        },
      ]),
    );
    expect(replaced.status).toBe(204);
    // Cat left; Ben moved here from Finance (one cohort a player).
    expect(await cohortOf(users.cat ?? '')).toBeNull();
    expect(await cohortOf(users.dan ?? '')).toBe(group.id);
    expect(await cohortOf(users.ben ?? '')).toBe(group.id);

    const removed = await acme.patch(
      `/Groups/${group.id}`,
      patch([{ op: 'remove', path: 'members', value: [{ value: users.dan }] }]),
    );
    expect(removed.status).toBe(204);
    expect(await cohortOf(users.dan ?? '')).toBeNull();
    expect(await cohortOf(users.ben ?? '')).toBe(group.id);

    const okta = await acme.patch(
      `/Groups/${group.id}`,
      patch([{ op: 'replace', value: { id: group.id, displayName: 'Branch Network' } }]),
    );
    expect(okta.status).toBe(204);
    const put = await readScim(
      await acme.put(`/Groups/${group.id}`, {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
        displayName: 'Branch Network',
        members: [{ value: users.dan }],
      }),
      ScimGroupSchema,
    );
    expect(put.members?.map((m) => m.value)).toEqual([users.dan]);
    expect(await cohortOf(users.ben ?? '')).toBeNull();

    const moves = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'move-player'));
    expect(moves.length).toBeGreaterThan(4);
    expect(moves.every((row) => row.actorEmail.startsWith('SCIM: Acme'))).toBe(true);
  });

  it('links an existing cohort of that name, and deleting the group keeps the cohort and its members', async () => {
    const existing = await readJson(await owner.post('/api/admin/cohorts', { name: 'Audit' }));
    const group = await readScim(
      await acme.post('/Groups', { displayName: 'AUDIT', members: [{ value: users.ann }] }),
      ScimGroupSchema,
      201,
    );
    expect(group.id).toBe(existing.id);
    expect(group.displayName).toBe('Audit');
    expect((await acme.delete(`/Groups/${group.id}`)).status).toBe(204);
    expect((await readScimError(await acme.get(`/Groups/${group.id}`))).status).toBe(404);
    const [kept] = await server.database.db.select().from(cohort).where(eq(cohort.id, group.id));
    expect(kept?.name).toBe('Audit');
    expect(await cohortOf(users.ann ?? '')).toBe(group.id);
  });
});

describe('group refusals', () => {
  it("refuses other organisations' users and groups, duplicates, and unknown paths", async () => {
    const group = await readScim(
      await acme.post('/Groups', { displayName: 'Treasury' }),
      ScimGroupSchema,
      201,
    );
    const foreign = await readScimError(
      await acme.patch(
        `/Groups/${group.id}`,
        patch([{ op: 'add', path: 'members', value: [{ value: users.gus }] }]),
      ),
    );
    expect(foreign).toMatchObject({ status: 400, scimType: 'invalidValue' });
    expect(await cohortOf(users.gus ?? '')).toBeNull();
    expect((await readScimError(await globex.get(`/Groups/${group.id}`))).status).toBe(404);
    const taken = await readScimError(await globex.post('/Groups', { displayName: 'treasury' }));
    expect(taken).toMatchObject({ status: 409, scimType: 'uniqueness' });
    const twice = await readScimError(await acme.post('/Groups', { displayName: 'Treasury' }));
    expect(twice).toMatchObject({ status: 409, scimType: 'uniqueness' });
    const badPath = await readScimError(
      await acme.patch(`/Groups/${group.id}`, patch([{ op: 'add', path: 'owners', value: [] }])),
    );
    expect(badPath).toMatchObject({ status: 400, scimType: 'invalidPath' });
    const badFilter = await readScimError(
      await acme.get(`/Groups?filter=${encodeURIComponent('members eq "x"')}`),
    );
    expect(badFilter).toMatchObject({ status: 400, scimType: 'invalidFilter' });
    const byExternal = await readScim(
      await acme.get(
        `/Groups?filter=${encodeURIComponent('externalId eq "8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159"')}`,
      ),
      GroupList,
    );
    expect(byExternal.totalResults).toBe(1);
  });
});
