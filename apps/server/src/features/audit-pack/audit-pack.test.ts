import { randomUUID } from 'node:crypto';
import { drillsForFraud } from '@ffl/content/drills';
import { ASSIGNMENT } from '@ffl/engine/assignments';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { createTestClock } from '../../lib/clock';
import {
  type Player,
  passQuiz,
  readError,
  readJson,
  signUpPlayer,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { AUDIT_PACK_COLUMNS } from './audit-pack-service';

/**
 * Issue 27: the audit pack. Parsed back from the CSV and from the XLSX, each row checked against
 * the manager's screen (the assignment's people), the date filter, the roles, and a name that a
 * spreadsheet would run as a formula.
 */

const DAY = 86_400_000;
const clock = createTestClock();
let server: TestServer;
let owner: TestClient;
let manager: Player;
let done: Player;
let idle: Player;
let cohortId = '';
let assignmentId = '';

async function joinCohort(player: Player) {
  const { cohorts } = await owner.json('/api/cohorts');
  const code = cohorts.find((c) => c.id === cohortId)?.joinCode ?? '';
  expect((await player.client.post('/api/me/cohort', { code })).status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer({ clock, env: { ADMIN_EMAILS: 'owner@pack.test' } });
  owner = await signUpVerified(server, 'owner@pack.test');
  cohortId = (await readJson(await owner.post('/api/admin/cohorts', { name: 'Audit' }))).id;
  manager = await signUpPlayer(server, 'manager@pack.test');
  await owner.post(
    `/api/admin/cohorts/${cohortId}/managers`,
    { userId: manager.userId, confirm: 'manager@pack.test' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  done = await signUpPlayer(server, 'done@pack.test');
  idle = await signUpPlayer(server, 'idle@pack.test');
  await server.database.db
    .update(user)
    .set({ name: '=HYPERLINK("http://evil.example")' })
    .where(eq(user.id, idle.userId));
  await joinCohort(done);
  await joinCohort(idle);
  const assigned = await manager.client.post(`/api/cohorts/${cohortId}/assignments`, {
    name: 'Phishing training',
    frauds: ['Phishing'],
    dueAt: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
  });
  assignmentId = (await readJson(assigned)).id;

  const beat = () => done.client.post('/api/me/heartbeat', { topic: 'fraud:Phishing' });
  await beat();
  for (let s = 0; s < ASSIGNMENT.readSeconds; s += ASSIGNMENT.heartbeatSeconds) {
    clock.advance?.(ASSIGNMENT.heartbeatSeconds * 1000);
    await beat();
  }
  await passQuiz(done.client, 'Phishing');
  for (const drill of drillsForFraud('Phishing')) {
    const res = await done.client.request(`/api/drills/${done.drill(drill.id)}/attempts`, {
      method: 'POST',
      json: { decision: drill.legitimate ? 'trust' : 'report', flags: [] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status).toBe(200);
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function csvOf(client: TestClient, path: string): Promise<string[][]> {
  const res = await client.get(path);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return parse((await res.text()).replace(/^\uFEFF/, ''));
}

async function xlsxOf(client: TestClient, path: string): Promise<string[][]> {
  const res = await client.get(path);
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const rows: string[][] = [];
  book.getWorksheet('Audit pack')?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(
      AUDIT_PACK_COLUMNS.map((_, i) =>
        values[i] === undefined || values[i] === null ? '' : String(values[i]),
      ),
    );
  });
  return rows;
}

const col = (name: (typeof AUDIT_PACK_COLUMNS)[number]) => AUDIT_PACK_COLUMNS.indexOf(name);

describe('the audit pack', () => {
  it('is a row per person and assignment, as the manager sees them on the screen', async () => {
    const [header, ...rows] = await csvOf(
      manager.client,
      `/api/cohorts/${cohortId}/audit-pack.csv`,
    );
    expect(header).toEqual([...AUDIT_PACK_COLUMNS]);
    expect(rows).toHaveLength(2);
    const screen = await manager.client.json(
      `/api/cohorts/${cohortId}/assignments/${assignmentId}`,
    );
    for (const person of screen.people) {
      const row = rows.find((r) => r[col('E-mail')] === person.email);
      if (!row) throw new Error(`no row for ${person.email}`);
      expect(row[col('Frauds done')]).toBe(String(person.progress.done));
      expect(row[col('Frauds assigned')]).toBe(String(person.progress.total));
      expect(row[col('Status')]).toBe(person.progress.status);
      expect(row[col('Completed')]).toBe(person.progress.completedAt?.slice(0, 10) ?? '');
      expect(row[col('Active minutes')]).toBe(
        String(Number((person.activeSeconds / 60).toFixed(1))),
      );
      expect(row[col('Assignment')]).toBe('Phishing training');
      expect(row[col('Content version')]).toBe(screen.assignment.contentVersion);
    }
    const finished = rows.find((r) => r[col('E-mail')] === 'done@pack.test') ?? [];
    expect(finished[col('Status')]).toBe('complete');
    expect(finished[col('First-attempt quiz score (%)')]).toBe('100');
    // Every scam reported and every genuine message trusted: a high d′.
    expect(Number(finished[col('Drill d′')])).toBeGreaterThan(1);
    expect(finished[col('Started')]).not.toBe('');
    const waiting = rows.find((r) => r[col('E-mail')] === 'idle@pack.test') ?? [];
    expect(waiting[col('Started')]).toBe('');
    expect(waiting[col('Completed')]).toBe('');
    // A name that a spreadsheet would run as a formula is written as text.
    expect(waiting[col('Name')]).toBe('\'=HYPERLINK("http://evil.example")');
  });

  it('holds the same rows as XLSX', async () => {
    const csv = await csvOf(manager.client, `/api/cohorts/${cohortId}/audit-pack.csv`);
    const xlsx = await xlsxOf(manager.client, `/api/cohorts/${cohortId}/audit-pack.xlsx`);
    const unquote = (rows: string[][]) =>
      rows.map((r) => r.map((cell) => cell.replace(/^'=/, '=')));
    expect(unquote(xlsx)).toEqual(unquote(csv));
  });

  it('filters by the day the training was assigned', async () => {
    const today = clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(clock.now().getTime() + DAY).toISOString().slice(0, 10);
    const path = `/api/cohorts/${cohortId}/audit-pack.csv`;
    expect(await csvOf(manager.client, `${path}?from=${today}&to=${today}`)).toHaveLength(3);
    expect(await csvOf(manager.client, `${path}?from=${tomorrow}`)).toHaveLength(1);
    const backwards = await manager.client.get(`${path}?from=${tomorrow}&to=${today}`);
    expect(await readError(backwards)).toMatchObject({ code: 'invalid-argument' });
    const notADate = await manager.client.get(`${path}?from=yesterday`);
    expect(await readError(notADate)).toMatchObject({ code: 'invalid-argument' });
  });

  it("is a game master's for every cohort, a manager's for theirs, and nobody else's", async () => {
    expect(await csvOf(owner, '/api/admin/audit-pack.csv')).toHaveLength(3);
    for (const client of [done.client, manager.client]) {
      expect(await readError(await client.get('/api/admin/audit-pack.xlsx'))).toMatchObject({
        code: 'permission-denied',
      });
    }
    expect(
      await readError(await done.client.get(`/api/cohorts/${cohortId}/audit-pack.csv`)),
    ).toMatchObject({ code: 'permission-denied' });
  });
});

/** The text of every page of a PDF, as a reader would copy it, and the addresses it links to. */
async function pdfText(bytes: ArrayBuffer): Promise<{ text: string; links: string[] }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  const links: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    for (const note of await page.getAnnotations()) if (note.url) links.push(String(note.url));
  }
  return { text: pages.join('\n').replace(/\s+/g, ' '), links };
}

describe('the certificate of completion', () => {
  const path = () => `/api/me/assignments/${assignmentId}/certificate.pdf`;

  it('is a PDF with the name, the programme, the date, the score and a verification address', async () => {
    await server.database.db
      .update(user)
      .set({ name: 'Dora Done' })
      .where(eq(user.id, done.userId));
    const res = await done.client.get(path());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { text, links } = await pdfText(await res.arrayBuffer());
    const { assignments } = await done.client.json('/api/me/assignments');
    const completed = assignments[0]?.progress.completedAt ?? '';
    const when = new Date(completed).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(text).toContain('Certificate of completion');
    expect(text).toContain('Dora Done');
    expect(text).toContain(`completed Phishing training (Audit) on ${when}.`);
    expect(text).toContain('First-attempt quiz score: 100%.');
    expect(text).toContain('PCI DSS v4.0.1');
    // The address is printed whole on one line, and is the page's link.
    const address = /Verify this certificate at (http:\/\/\S+)/.exec(text)?.[1] ?? '';
    expect(address).toMatch(/^http:\/\/localhost:3000\/verify\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(links).toEqual([address]);

    // Anyone opens the address, signed in or not, and sees the name, programme and date only.
    const page = await server.client().get(new URL(address).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Dora Done completed Phishing training on ${when}.`);
    expect(html).not.toContain('done@pack.test');

    // A changed character anywhere in the id is refused.
    const id = new URL(address).pathname.slice('/verify/'.length);
    const flip = (s: string, at: number) =>
      s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
    for (const forged of [
      flip(id, 2),
      flip(id, id.length - 2),
      `${id}x`,
      'nonsense',
      id.split('.')[0] ?? '',
    ]) {
      const refused = await server.client().get(`/verify/${encodeURIComponent(forged)}`);
      expect(refused.status, forged).toBe(404);
      expect(await refused.text()).toContain('does not match a certificate');
    }
  });

  it('is refused until the training is complete', async () => {
    const error = await readError(await idle.client.get(path()));
    expect(error).toMatchObject({ code: 'failed-precondition' });
    expect(await readError(await owner.get(path()))).toMatchObject({ code: 'failed-precondition' });
  });
});
