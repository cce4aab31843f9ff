import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../../bench/support/smtp-capture';
import { user } from '../../db/schema/auth';
import { mailJob } from '../../db/schema/loop';
import { cohort, enrolment } from '../../db/schema/org';
import {
  linkIn,
  readError,
  readJson,
  signUpPlayerBySmtp,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';

/**
 * Issue 27: enrolment from a roster. A 5,000-row roster with bad rows and duplicates, its per-row
 * report, the import, an idempotent re-upload, the invitation mail through a real SMTP server, and
 * an invited person who signs up and lands in their cohort.
 */

const OWNER = 'owner@roster.test';
let capture: SmtpCapture;
let server: TestServer;
let owner: TestClient;

/** Signs up and verifies through the mail the SMTP server received. */
async function signUpThroughMail(email: string): Promise<TestClient> {
  return (await signUpPlayerBySmtp(server, capture, email)).client;
}

beforeAll(async () => {
  capture = await startSmtpCapture({ parse: true });
  server = await startTestServer({
    env: { ADMIN_EMAILS: OWNER, SMTP_URL: capture.url, MAIL_RATE_PER_SECOND: '1000' },
  });
  owner = await signUpThroughMail(OWNER);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await capture?.close();
});

/** 5,000 people in four cohorts, with three bad rows and a duplicate among them. */
function bigRoster(): { csv: string; bad: number[] } {
  const lines = ['Email,Name,Cohort'];
  for (let i = 1; i <= 5_000; i++) {
    lines.push(`person${i}@roster.test,Person ${i},Branch ${1 + (i % 4)}`);
  }
  // Lines are 1-based with the header as 1, so person i is on line i + 1.
  lines[10] = 'not-an-address,Person Ten,Branch 1';
  lines[20] = ',Nobody,Branch 2';
  lines[30] = 'bad-name@roster.test,"Bad\u0007Name",Branch 3';
  lines[40] = 'person2@roster.test,Person Two Again,Branch 1';
  return { csv: `${lines.join('\n')}\n`, bad: [11, 21, 31, 41] };
}

const post = <P extends '/api/admin/enrolment/preview' | '/api/admin/enrolment/import'>(
  path: P,
  csv: string,
) => owner.post(path, { csv });

describe('the invitation', () => {
  // First, while the mail queue holds nothing else.
  it('is mailed through SMTP, and the invited person who signs up lands in the cohort', async () => {
    await readJson(
      await post(
        '/api/admin/enrolment/import',
        'email,name,cohort\nnewbie@roster.test,New Bie,Class 7B\n',
      ),
    );
    const sent = async () => {
      await server.notifier.runOnce();
      return capture.accepted.find((m) => m.to === 'newbie@roster.test');
    };
    await expect.poll(sent, { timeout: 30_000 }).toBeDefined();
    const mail = capture.accepted.find((m) => m.to === 'newbie@roster.test');
    expect(mail?.subject).toBe('You are invited to Class 7B on Fantasy Fraud League');
    expect(mail?.text).toContain('Hello New Bie,');
    expect(linkIn(mail?.text ?? '')).toBe('http://localhost:3000/signup');

    const newbie = await signUpThroughMail('newbie@roster.test');
    expect(await newbie.json('/api/me/cohort')).toEqual({
      cohort: { id: expect.any(String), name: 'Class 7B' },
    });
    const [accepted] = await server.database.db
      .select()
      .from(enrolment)
      .where(eq(enrolment.email, 'newbie@roster.test'));
    expect(accepted?.acceptedAt).toBeInstanceOf(Date);
    const [account] = await server.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'newbie@roster.test'));
    expect(accepted?.userId).toBe(account?.id);

    // The player's own data export says so.
    const { organisation } = await newbie.json('/api/account/export');
    expect(organisation).toMatchObject({
      cohort: { name: 'Class 7B', source: 'invitation' },
      manages: [],
      enrolment: { name: 'New Bie', cohort: 'Class 7B', acceptedAt: expect.any(String) },
    });
  });
});

describe('a roster of 5,000', () => {
  it('is previewed row by row, with each bad row and duplicate named, and nothing changed', async () => {
    const { csv, bad } = bigRoster();
    const report = await readJson(await post('/api/admin/enrolment/preview', csv));
    expect(report.applied).toBe(false);
    expect(report.totals).toEqual({
      rows: 5_000,
      invite: 4_996,
      update: 0,
      move: 0,
      unchanged: 0,
      error: 4,
    });
    expect(report.newCohorts.sort()).toEqual(['Branch 1', 'Branch 2', 'Branch 3', 'Branch 4']);
    const errors = report.rows.filter((r) => r.action === 'error');
    expect(errors.map((r) => r.row)).toEqual(bad);
    expect(errors.map((r) => r.problems[0])).toEqual([
      '"not-an-address" is not an e-mail address.',
      'The e-mail address is missing.',
      'The display name cannot contain control characters such as line breaks or tabs.',
      'The same address as row 3.',
    ]);
    const [enrolled] = await server.database.db
      .select({ n: count() })
      .from(enrolment)
      .where(like(enrolment.email, 'person%'));
    expect(enrolled?.n).toBe(0);
  });

  it('is imported once: cohorts made, people enrolled and invited; a re-upload changes nothing', async () => {
    // One person already has an account: they are placed, not invited.
    const existing = await signUpThroughMail('person5@roster.test');
    const { csv } = bigRoster();
    const first = await readJson(await post('/api/admin/enrolment/import', csv));
    expect(first.applied).toBe(true);
    expect(first.totals).toMatchObject({ invite: 4_995, move: 1, error: 4 });
    expect(await existing.json('/api/me/cohort')).toEqual({
      cohort: { id: expect.any(String), name: 'Branch 2' },
    });
    const branches = async () =>
      (await server.database.db.select().from(cohort))
        .map((c) => c.name)
        .filter((name) => name.startsWith('Branch'))
        .sort();
    expect(await branches()).toEqual(['Branch 1', 'Branch 2', 'Branch 3', 'Branch 4']);
    const invitations = () =>
      server.database.db
        .select({ n: count() })
        .from(mailJob)
        .where(like(mailJob.userId, 'enrolment:person%'));
    expect((await invitations())[0]?.n).toBe(4_995);

    const again = await readJson(await post('/api/admin/enrolment/import', csv));
    expect(again.totals).toMatchObject({
      invite: 0,
      update: 0,
      move: 0,
      unchanged: 4_996,
      error: 4,
    });
    expect(again.newCohorts).toEqual([]);
    expect((await invitations())[0]?.n).toBe(4_995);
    expect(await branches()).toHaveLength(4);

    const { entries } = await owner.json('/api/admin/audit');
    expect(entries[0]?.details).toMatchObject({
      kind: 'import-roster',
      rows: 5_000,
      invited: 0,
      unchanged: 4_996,
      errors: 4,
    });
  });

  it("re-invites a person whose cohort changed, and keeps an account's cohort when the cell is empty", async () => {
    const update = await readJson(
      await post(
        '/api/admin/enrolment/import',
        'email;cohort\nperson8@roster.test;Branch 3\nperson5@roster.test;\n',
      ),
    );
    expect(update.rows.map((r) => r.action)).toEqual(['update', 'unchanged']);
    const [row] = await server.database.db
      .select({ cohortId: enrolment.cohortId, name: enrolment.name })
      .from(enrolment)
      .where(eq(enrolment.email, 'person8@roster.test'));
    const [branch3] = await server.database.db
      .select()
      .from(cohort)
      .where(eq(cohort.name, 'Branch 3'));
    expect(row?.cohortId).toBe(branch3?.id);
  });
});

describe('a roster the server cannot read', () => {
  it('answers invalid-argument with the reason, for the file as a whole', async () => {
    const cases: [string, string, RegExp][] = [
      ['no email column', 'name,cohort\nAda,Finance\n', /no email column/],
      ['an unknown column', 'email,phone\na@b.test,123\n', /phone/],
      ['broken quoting', 'email,name\n"a@b.test,Ada\n', /not valid CSV/],
      ['an empty file', '   ', /empty/],
      ['too many rows', `email\n${'x@y.test\n'.repeat(10_001)}`, /at most 10000/],
    ];
    for (const [label, csv, message] of cases) {
      const error = await readError(await post('/api/admin/enrolment/preview', csv));
      expect({ label, code: error.code }).toEqual({ label, code: 'invalid-argument' });
      expect(error.message, label).toMatch(message);
    }
    const huge = await post('/api/admin/enrolment/preview', 'email\n'.padEnd(5 * 1024 * 1024, 'x'));
    expect(await readError(huge)).toMatchObject({ code: 'invalid-argument' });
    const left = await server.database.db
      .select({ n: count() })
      .from(mailJob)
      .where(like(mailJob.userId, 'enrolment:%x@y.test'));
    expect(left[0]?.n).toBe(0);
  });
});

describe("a roster into one cohort, by the cohort's manager", () => {
  it('puts every row in that cohort, refuses a row naming another, and makes no cohort', async () => {
    const cohort = await readJson(await owner.post('/api/admin/cohorts', { name: 'Class 9C' }));
    const lead = await signUpPlayerBySmtp(server, capture, 'lead@roster.test');
    await owner.post(
      `/api/admin/cohorts/${cohort.id}/managers`,
      { userId: lead.userId, confirm: 'lead@roster.test' },
      { headers: { 'idempotency-key': 'grant-lead-roster-1' } },
    );
    const csv =
      'email,name,cohort\npupil1@roster.test,Pupil One,\npupil2@roster.test,Pupil Two,class 9c\npupil3@roster.test,Pupil Three,Class 9D\n';
    const preview = await readJson(
      await lead.client.post(`/api/cohorts/${cohort.id}/enrolment/preview`, { csv }),
    );
    expect(preview.rows.map((r) => [r.action, r.cohort])).toEqual([
      ['invite', 'Class 9C'],
      ['invite', 'Class 9C'],
      ['error', 'Class 9D'],
    ]);
    expect(preview.rows[2]?.problems).toEqual([
      'This roster is for Class 9C: leave the cohort empty or write Class 9C.',
    ]);
    expect(preview.newCohorts).toEqual([]);
    const done = await readJson(
      await lead.client.post(`/api/cohorts/${cohort.id}/enrolment/import`, { csv }),
    );
    expect(done.totals).toMatchObject({ invite: 2, error: 1 });
    const [row] = await server.database.db
      .select()
      .from(enrolment)
      .where(eq(enrolment.email, 'pupil2@roster.test'));
    expect(row?.cohortId).toBe(cohort.id);
    // Another cohort's manager, and a player, are refused.
    const other = await readJson(await owner.post('/api/admin/cohorts', { name: 'Class 9D' }));
    const refused = await lead.client.post(`/api/cohorts/${other.id}/enrolment/import`, { csv });
    expect(await readError(refused)).toMatchObject({ code: 'permission-denied' });
    const player = await lead.client.post('/api/admin/enrolment/preview', { csv });
    expect(await readError(player)).toMatchObject({ code: 'permission-denied' });
  });
});
