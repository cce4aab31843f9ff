import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { auditLog } from '../../db/schema/game';
import {
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { AuditDetailsSchema, AuditPageSchema, readAuditDetails } from './audit-schemas';

const GM = 'gm@example.com';

let server: TestServer;
let gm: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: GM } });
  gm = await signUpVerified(server, GM);
});
afterAll(async () => {
  await server.close();
});

async function auditPage() {
  const res = await gm.get('/api/admin/audit?pageSize=100');
  expect(res.status).toBe(200);
  // The documented answer, parsed rather than cast: a detail of another shape fails here.
  return AuditPageSchema.parse(await res.json());
}

describe("the audit log's details", () => {
  it('come back as the union variant of their action, as the services wrote them', async () => {
    expect((await gm.sendWave({ difficulty: 'easy' })).status).toBe(200);
    const schedule = await gm.put('/api/admin/schedule', { enabled: false });
    expect(schedule.status).toBe(200);

    const { entries } = await auditPage();
    const wave = entries.find((entry) => entry.action === 'schedule-wave')?.details;
    expect(wave?.kind).toBe('schedule-wave');
    if (wave?.kind !== 'schedule-wave') return;
    expect(wave.difficulty).toBe('easy');
    expect(wave.attacks.length).toBeGreaterThan(0);
    expect(Date.parse(wave.at)).not.toBeNaN();
    expect(entries.find((entry) => entry.action === 'update-schedule')?.details).toMatchObject({
      kind: 'update-schedule',
      before: { enabled: expect.any(Boolean), intervalMinutes: expect.any(Number) },
      after: { enabled: false },
    });
  });

  it('still show a stored row whose details do not fit its action, as its plain fields', async () => {
    const [actor] = await server.database.db.select().from(user).where(eq(user.email, GM));
    await server.database.db.insert(auditLog).values([
      {
        actorId: actor?.id ?? null,
        actorEmail: GM,
        action: 'schedule-wave',
        target: null,
        details: { at: 5, difficulty: 'easy', forecast: ['cyber'] },
      },
      {
        actorId: actor?.id ?? null,
        actorEmail: GM,
        action: 'renamed-long-ago',
        target: 'someone',
        details: [1, 2],
      },
    ]);
    const { entries } = await auditPage();
    const [renamed, misshapen] = entries;
    expect(renamed).toMatchObject({
      action: 'renamed-long-ago',
      details: { kind: 'unrecognised', fields: [] },
    });
    expect(misshapen?.action).toBe('schedule-wave');
    expect(misshapen?.details.kind).toBe('unrecognised');
    if (misshapen?.details.kind !== 'unrecognised') return;
    expect(misshapen.details.fields).toEqual(
      expect.arrayContaining([
        { key: 'at', value: '5' },
        { key: 'difficulty', value: 'easy' },
        { key: 'forecast', value: '["cyber"]' },
      ]),
    );
  });
});

describe('readAuditDetails', () => {
  it("reads each action's stored details into its variant", () => {
    expect(readAuditDetails('start-season', { number: 3, previous: 2, archivedRows: 7 })).toEqual({
      kind: 'start-season',
      number: 3,
      previous: 2,
      archivedRows: 7,
    });
    // Deleting the player's account takes their id out of the rows about them.
    expect(readAuditDetails('grant-admin', {})).toEqual({ kind: 'grant-admin' });
    expect(readAuditDetails('retry-wave', {})).toEqual({ kind: 'retry-wave' });
  });

  it('falls back to the stored fields for a wrong type, a missing field or an unknown action', () => {
    expect(readAuditDetails('start-season', { number: '3', previous: 2, archivedRows: 7 })).toEqual(
      {
        kind: 'unrecognised',
        fields: [
          { key: 'number', value: '3' },
          { key: 'previous', value: '2' },
          { key: 'archivedRows', value: '7' },
        ],
      },
    );
    expect(readAuditDetails('cancel-wave', {}).kind).toBe('unrecognised');
    expect(readAuditDetails('something-new', { on: true, none: null })).toEqual({
      kind: 'unrecognised',
      fields: [
        { key: 'on', value: 'true' },
        { key: 'none', value: null },
      ],
    });
    expect(readAuditDetails('grant-admin', null)).toEqual({ kind: 'unrecognised', fields: [] });
    // A stored `kind` does not choose the variant: the row's action does.
    expect(readAuditDetails('retry-wave', { kind: 'unrecognised', fields: [] }).kind).toBe(
      'retry-wave',
    );
    for (const details of [
      readAuditDetails('x', { a: { b: 1 } }),
      readAuditDetails('forms.rebalance', {}),
    ]) {
      expect(AuditDetailsSchema.parse(details)).toEqual(details);
    }
  });
});
