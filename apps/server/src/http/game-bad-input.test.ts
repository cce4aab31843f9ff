import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '../db/select-rows';
import {
  OpenApiDocumentSchema,
  readError,
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/test-server';

const WEB_OPENAPI = resolve(import.meta.dirname, '../../../web/src/lib/generated/openapi.json');

let server: TestServer;
let player: TestClient;
let gm: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'gm@example.com' } });
  gm = await signUpVerified(server, 'gm@example.com');
  player = await signUpVerified(server, 'player@example.com');
  await player.json('/api/bank');
  await gm.json('/api/bank');
  await player.shop('VpnUsage', 'buy');
  await player.shop('VpnUsage', 'upgrade');
  await player.shop('VpnUsage', 'upgrade');
});
afterAll(async () => {
  await server.close();
});

/** The game's state in one row: counts, and the banks, defenses and schedule as text. */
const SnapshotRow = z.object({
  lines: z.number(),
  total: z.string(),
  banks: z.string().nullable(),
  owned: z.string().nullable(),
  waves: z.number(),
  seasons: z.number(),
  disabled: z.number(),
  leagues: z.number(),
  audit: z.number(),
  practice: z.number(),
  schedule: z.string().nullable(),
});

/** Everything a bad request could have changed. */
async function snapshot() {
  const [row] = await selectRows(
    server.database.db,
    sql`
    select (select count(*)::int from ledger) as lines,
           (select coalesce(sum(amount), 0)::bigint::text from ledger) as total,
           (select string_agg(user_id || ':' || cash || ':' || invested || ':' || name || ':' || anonymous || ':' || coalesce(alert_family, '-'), ',' order by user_id) from bank) as banks,
           (select string_agg(user_id || ':' || defense_id || ':' || level, ',' order by user_id, defense_id) from owned_defense) as owned,
           (select count(*)::int from wave) as waves,
           (select count(*)::int from season) as seasons,
           (select count(*)::int from "user" where banned) as disabled,
           (select count(*)::int from league) as leagues,
           (select count(*)::int from audit_log) as audit,
           (select count(*)::int from practice_report) as practice,
           (select enabled::text || interval_minutes || time_of_day from wave_schedule) as schedule`,
    SnapshotRow,
  );
  return row;
}

type Case = [
  label: string,
  client: () => TestClient,
  path: string,
  init: RequestInit & { json?: unknown },
  status: number,
  code: string,
];

const long = 'x'.repeat(10_000);
const key = (k = `key-${Math.random().toString(36).slice(2)}`) => ({ 'idempotency-key': k });

const CASES: Case[] = [
  [
    'unknown defense',
    () => player,
    '/api/bank/defenses/Nope/buy',
    { method: 'POST', headers: key() },
    400,
    'invalid-argument',
  ],
  [
    'level past max',
    () => player,
    '/api/bank/defenses/VpnUsage/upgrade',
    { method: 'POST', headers: key() },
    400,
    'out-of-range',
  ],
  [
    'unknown action',
    () => player,
    '/api/bank/defenses/VpnUsage/steal',
    { method: 'POST', headers: key() },
    400,
    'invalid-argument',
  ],
  [
    'a price in the body',
    () => player,
    '/api/bank/defenses/MultiFactorAuth/buy',
    { method: 'POST', headers: key(), json: { price: -1_000_000 } },
    400,
    'invalid-argument',
  ],
  [
    'a huge Idempotency-Key',
    () => player,
    '/api/bank/defenses/MultiFactorAuth/buy',
    { method: 'POST', headers: key(long) },
    400,
    'invalid-argument',
  ],
  [
    'alert of the wrong type',
    () => player,
    '/api/bank/alert',
    { method: 'PUT', json: { family: 5 } },
    400,
    'invalid-argument',
  ],
  [
    'alert of 10,000 characters',
    () => player,
    '/api/bank/alert',
    { method: 'PUT', json: { family: long } },
    400,
    'invalid-argument',
  ],
  [
    'bank name of 10,000 characters',
    () => player,
    '/api/bank',
    { method: 'PATCH', json: { name: long } },
    400,
    'invalid-argument',
  ],
  [
    'empty bank name',
    () => player,
    '/api/bank',
    { method: 'PATCH', json: { name: '   ' } },
    400,
    'invalid-argument',
  ],
  [
    'setting my own cash',
    () => player,
    '/api/bank',
    { method: 'PATCH', json: { cash: 1e12 } },
    400,
    'invalid-argument',
  ],
  [
    'anonymous as a string',
    () => player,
    '/api/bank',
    { method: 'PATCH', json: { anonymous: 'yes' } },
    400,
    'invalid-argument',
  ],
  [
    // Finishing the welcome brings the practice wave: a refused request must bring none.
    'welcome flag as a string',
    () => player,
    '/api/bank',
    { method: 'PATCH', json: { welcomeDone: 'yes' } },
    400,
    'invalid-argument',
  ],
  [
    'welcome flag beside a field the bank does not have',
    () => player,
    '/api/bank',
    { method: 'PATCH', json: { welcomeDone: true, practice: false } },
    400,
    'invalid-argument',
  ],
  [
    'malformed JSON',
    () => player,
    '/api/bank',
    { method: 'PATCH', body: '{"name":', headers: { 'content-type': 'application/json' } },
    400,
    'invalid-argument',
  ],
  [
    'a 70 KB body',
    () => player,
    '/api/bank',
    { method: 'PATCH', json: { name: 'x'.repeat(70_000) } },
    400,
    'invalid-argument',
  ],
  [
    'league name of 10,000 characters',
    () => player,
    '/api/leagues',
    { method: 'POST', json: { name: long } },
    400,
    'invalid-argument',
  ],
  [
    'league name as a number',
    () => player,
    '/api/leagues',
    { method: 'POST', json: { name: -1 } },
    400,
    'invalid-argument',
  ],
  [
    'unknown league code',
    () => player,
    '/api/leagues/join',
    { method: 'POST', json: { code: 'ZZZZZZZZ' } },
    404,
    'not-found',
  ],
  [
    'feed of a malformed league id',
    () => player,
    '/api/leagues/short/feed',
    {},
    400,
    'invalid-argument',
  ],
  [
    'feed page of 0 entries',
    () => player,
    '/api/leagues/AAAAAAAAAAAAAAAAAAAA/feed?limit=0',
    {},
    400,
    'invalid-argument',
  ],
  [
    'feed page of a million entries',
    () => player,
    '/api/leagues/AAAAAAAAAAAAAAAAAAAA/feed?limit=1000000',
    {},
    400,
    'invalid-argument',
  ],
  [
    'feed before a time that is no time',
    () => player,
    '/api/leagues/AAAAAAAAAAAAAAAAAAAA/feed?before=yesterday',
    {},
    400,
    'invalid-argument',
  ],
  [
    'feed of a league I am not in',
    () => player,
    '/api/leagues/AAAAAAAAAAAAAAAAAAAA/feed',
    {},
    404,
    'not-found',
  ],
  [
    'invitation with a malformed code, signed out',
    () => server.client(),
    '/api/invitations/short',
    {},
    400,
    'invalid-argument',
  ],
  [
    'invitation with a code of 10,000 characters, signed out',
    () => server.client(),
    `/api/invitations/${long}`,
    {},
    400,
    'invalid-argument',
  ],
  [
    'invitation with an unknown code, signed out',
    () => server.client(),
    '/api/invitations/ZZZZZZZZ',
    {},
    404,
    'not-found',
  ],
  ['the season, signed out', () => server.client(), '/api/season', {}, 401, 'unauthenticated'],
  [
    'a write to the season',
    () => player,
    '/api/season',
    { method: 'POST', json: { waves: 1 } },
    404,
    'not-found',
  ],
  [
    'the season-end mail as a word',
    () => player,
    '/api/me/preferences',
    { method: 'PATCH', json: { seasonEnd: { on: 'off' } } },
    400,
    'invalid-argument',
  ],
  [
    'the season-end mail with a stray field',
    () => player,
    '/api/me/preferences',
    { method: 'PATCH', json: { seasonEnd: { on: false, hoursBefore: 2 } } },
    400,
    'invalid-argument',
  ],
  ['negative page size', () => player, '/api/reports?limit=-1', {}, 400, 'invalid-argument'],
  ['huge page size', () => player, '/api/reports?limit=1000000000', {}, 400, 'invalid-argument'],
  ['malformed report id', () => player, '/api/reports/short', {}, 400, 'invalid-argument'],
  ['unknown report id', () => player, '/api/reports/AAAAAAAAAAAAAAAAAAAA', {}, 404, 'not-found'],
  [
    'unknown fraud in a custom wave',
    () => gm,
    '/api/admin/waves',
    {
      method: 'POST',
      headers: key(),
      json: { confirm: 'now', difficulty: 'custom', fraudIds: ['Nope'] },
    },
    400,
    'invalid-argument',
  ],
  [
    'nine attacks',
    () => gm,
    '/api/admin/waves',
    {
      method: 'POST',
      headers: key(),
      json: {
        confirm: 'now',
        difficulty: 'custom',
        fraudIds: [
          'Phishing',
          'Vishing',
          'Deepfake',
          'Ddos',
          'Xss',
          'SimSwap',
          'Ransomware',
          'BruteForce',
          'InsiderFraud',
        ],
      },
    },
    400,
    'invalid-argument',
  ],
  [
    'a fraud twice',
    () => gm,
    '/api/admin/waves',
    {
      method: 'POST',
      headers: key(),
      json: { confirm: 'now', difficulty: 'custom', fraudIds: ['Phishing', 'Phishing'] },
    },
    400,
    'invalid-argument',
  ],
  [
    'damage in the request',
    () => gm,
    '/api/admin/waves',
    {
      method: 'POST',
      headers: key(),
      json: { confirm: 'now', difficulty: 'custom', fraudIds: ['Phishing'], damage: 1 },
    },
    400,
    'invalid-argument',
  ],
  [
    'unknown difficulty',
    () => gm,
    '/api/admin/waves',
    { method: 'POST', headers: key(), json: { confirm: 'now', difficulty: 'nightmare' } },
    400,
    'invalid-argument',
  ],
  [
    'a time that is not a date',
    () => gm,
    '/api/admin/waves',
    {
      method: 'POST',
      headers: key(),
      json: { confirm: 'now', difficulty: 'hard', at: 'tomorrow' },
    },
    400,
    'invalid-argument',
  ],
  [
    'a negative seed',
    () => gm,
    '/api/admin/waves',
    { method: 'POST', headers: key(), json: { confirm: 'now', difficulty: 'hard', seed: -5 } },
    400,
    'invalid-argument',
  ],
  [
    'a family no easy fraud belongs to',
    () => gm,
    '/api/admin/waves',
    {
      method: 'POST',
      headers: key(),
      json: { confirm: 'now', difficulty: 'easy', forecast: ['insider'] },
    },
    400,
    'invalid-argument',
  ],
  [
    'a wave sent now without an Idempotency-Key',
    () => gm,
    '/api/admin/waves',
    { method: 'POST', json: { difficulty: 'easy', confirm: 'now' } },
    400,
    'invalid-argument',
  ],
  [
    'a wave sent now without its confirmation',
    () => gm,
    '/api/admin/waves',
    { method: 'POST', headers: key(), json: { difficulty: 'easy' } },
    400,
    'invalid-argument',
  ],
  [
    'a role without a confirmation',
    () => gm,
    '/api/admin/players/some-player-id/role',
    { method: 'POST', headers: key(), json: { role: 'admin' } },
    400,
    'invalid-argument',
  ],
  [
    'a role without a key',
    () => gm,
    '/api/admin/players/some-player-id/role',
    { method: 'POST', json: { role: 'admin', confirm: 'player@example.com' } },
    400,
    'invalid-argument',
  ],
  [
    'a role that cannot be granted',
    () => gm,
    '/api/admin/players/some-player-id/role',
    { method: 'POST', headers: key(), json: { role: 'manager', confirm: 'player@example.com' } },
    400,
    'invalid-argument',
  ],
  [
    'a cohort with an empty name',
    () => gm,
    '/api/admin/cohorts',
    { method: 'POST', json: { name: ' ' } },
    400,
    'invalid-argument',
  ],
  [
    'a cohort with a 61-character name',
    () => gm,
    '/api/admin/cohorts',
    { method: 'POST', json: { name: 'x'.repeat(61) } },
    400,
    'invalid-argument',
  ],
  [
    'a cohort name with a line break',
    () => gm,
    '/api/admin/cohorts',
    { method: 'POST', json: { name: 'Fin\nance' } },
    400,
    'invalid-argument',
  ],
  [
    'a rename of an unknown cohort',
    () => gm,
    '/api/admin/cohorts/Ab3dE5gH7jK9mN1pQ3sT',
    { method: 'PATCH', json: { name: 'Finance' } },
    404,
    'not-found',
  ],
  [
    'a cohort id that is not an id',
    () => gm,
    '/api/cohorts/not-an-id/members',
    { method: 'GET' },
    400,
    'invalid-argument',
  ],
  [
    'a cohort deleted without a key',
    () => gm,
    '/api/admin/cohorts/Ab3dE5gH7jK9mN1pQ3sT/delete',
    { method: 'POST', json: { confirm: 'Finance' } },
    400,
    'invalid-argument',
  ],
  [
    'a player moved to a cohort that is not an id',
    () => gm,
    '/api/admin/players/some-player-id/cohort',
    { method: 'PUT', json: { cohortId: 7 } },
    400,
    'invalid-argument',
  ],
  [
    'a heartbeat from a page that is not one',
    () => player,
    '/api/me/heartbeat',
    { method: 'POST', json: { topic: 'fraud:../../etc' } },
    400,
    'invalid-argument',
  ],
  [
    'an assignment due on a date that is not one',
    () => gm,
    '/api/cohorts/Ab3dE5gH7jK9mN1pQ3sT/assignments',
    { method: 'POST', json: { name: 'Training', frauds: ['Phishing'], dueAt: 'next week' } },
    404,
    'not-found',
  ],
  [
    'a join code of the wrong shape',
    () => player,
    '/api/me/cohort',
    { method: 'POST', json: { code: 'abc' } },
    400,
    'invalid-argument',
  ],
  [
    'a join code nobody has',
    () => player,
    '/api/me/cohort',
    { method: 'POST', json: { code: 'ZZZZZZZZ' } },
    404,
    'not-found',
  ],
  [
    'a 1-minute schedule',
    () => gm,
    '/api/admin/schedule',
    { method: 'PUT', json: { intervalMinutes: 1 } },
    400,
    'invalid-argument',
  ],
  [
    'a huge interval',
    () => gm,
    '/api/admin/schedule',
    { method: 'PUT', json: { intervalMinutes: 1e9 } },
    400,
    'invalid-argument',
  ],
  [
    '25 o’clock',
    () => gm,
    '/api/admin/schedule',
    { method: 'PUT', json: { timeOfDay: '25:00' } },
    400,
    'invalid-argument',
  ],
  [
    'unknown wave',
    () => gm,
    '/api/admin/waves/AAAAAAAAAAAAAAAAAAAA',
    { method: 'DELETE', headers: key(), json: { confirm: 'AAAAAAAAAAAAAAAAAAAA' } },
    404,
    'not-found',
  ],
  [
    'cancelling a wave with no body',
    () => gm,
    '/api/admin/waves/AAAAAAAAAAAAAAAAAAAA',
    { method: 'DELETE', headers: key() },
    400,
    'invalid-argument',
  ],
  [
    'a season with no body',
    () => gm,
    '/api/admin/season',
    { method: 'POST' },
    400,
    'invalid-argument',
  ],
  [
    'a season with junk',
    () => gm,
    '/api/admin/season',
    { method: 'POST', headers: key(), json: { confirm: long } },
    400,
    'invalid-argument',
  ],
  [
    'a season for the wrong number',
    () => gm,
    '/api/admin/season',
    { method: 'POST', headers: key(), json: { confirm: 2 } },
    403,
    'failed-precondition',
  ],
  [
    'a season without a key',
    () => gm,
    '/api/admin/season',
    { method: 'POST', json: { confirm: 1 } },
    400,
    'invalid-argument',
  ],
  // The learning measure (decision 0026).
  ['malformed check id', () => player, '/api/me/checks/short', {}, 400, 'invalid-argument'],
  ['unknown check', () => player, '/api/me/checks/AAAAAAAAAAAAAAAAAAAA', {}, 404, 'not-found'],
  [
    'an answer to an unknown check',
    () => player,
    '/api/me/checks/AAAAAAAAAAAAAAAAAAAA/answers/M-Phishing-1',
    { method: 'PUT', json: { option: 1 } },
    404,
    'not-found',
  ],
  [
    'an answer to a malformed item id',
    () => player,
    '/api/me/checks/AAAAAAAAAAAAAAAAAAAA/answers/drop%20table',
    { method: 'PUT', json: { option: 1 } },
    400,
    'invalid-argument',
  ],
  [
    'an answer that is not an object',
    () => player,
    '/api/me/checks/AAAAAAAAAAAAAAAAAAAA/answers/M-Phishing-1',
    { method: 'PUT', json: ['report'] },
    400,
    'invalid-argument',
  ],
  [
    'an answer with too many signs',
    () => player,
    '/api/me/checks/AAAAAAAAAAAAAAAAAAAA/answers/M-Phishing-1',
    { method: 'PUT', json: { decision: 'report', signs: Array(9).fill('a') } },
    400,
    'invalid-argument',
  ],
  [
    'closing an unknown check',
    () => player,
    '/api/me/checks/AAAAAAAAAAAAAAAAAAAA/close',
    { method: 'POST' },
    404,
    'not-found',
  ],
  // Post-wave boosters (engine booster.ts).
  ['malformed booster id', () => player, '/api/me/boosters/short', {}, 400, 'invalid-argument'],
  ['unknown booster', () => player, '/api/me/boosters/AAAAAAAAAAAAAAAAAAAA', {}, 404, 'not-found'],
  [
    'a booster for a malformed wave id',
    () => player,
    '/api/me/boosters',
    { method: 'POST', json: { waveId: 'drop table' } },
    400,
    'invalid-argument',
  ],
  [
    'a booster for a wave that offers none',
    () => player,
    '/api/me/boosters',
    { method: 'POST', json: { waveId: 'AAAAAAAAAAAAAAAAAAAA' } },
    403,
    'failed-precondition',
  ],
  [
    'a booster with an unknown key',
    () => player,
    '/api/me/boosters',
    { method: 'POST', json: { waveId: 'AAAAAAAAAAAAAAAAAAAA', pay: true } },
    400,
    'invalid-argument',
  ],
  [
    'a booster answer to a malformed question id',
    () => player,
    '/api/me/boosters/AAAAAAAAAAAAAAAAAAAA/answers',
    { method: 'POST', json: { questionId: 'Phishing-1', optionId: 0 } },
    400,
    'invalid-argument',
  ],
  [
    'a booster answer out of range',
    () => player,
    '/api/me/boosters/AAAAAAAAAAAAAAAAAAAA/answers',
    { method: 'POST', json: { questionId: 'q1', optionId: 7 } },
    400,
    'invalid-argument',
  ],
  [
    'a booster answer to an unknown booster',
    () => player,
    '/api/me/boosters/AAAAAAAAAAAAAAAAAAAA/answers',
    { method: 'POST', json: { questionId: 'q1', optionId: 0 } },
    404,
    'not-found',
  ],
  [
    'the learning report for a player',
    () => player,
    '/api/admin/learning/report',
    {},
    403,
    'permission-denied',
  ],
  [
    'a learning report for a malformed league',
    () => gm,
    '/api/admin/learning/report?league=short',
    {},
    400,
    'invalid-argument',
  ],
  [
    'a learning report from a date that is not one',
    () => gm,
    '/api/admin/learning/report.csv?from=yesterday',
    {},
    400,
    'invalid-argument',
  ],
  [
    'a learning report for an unknown programme',
    () => gm,
    '/api/admin/learning/report?programme=no-such-programme',
    {},
    404,
    'not-found',
  ],
  [
    'a programme without a name',
    () => gm,
    '/api/admin/learning/programmes',
    { method: 'POST', headers: key(), json: { name: ' ' } },
    400,
    'invalid-argument',
  ],
  [
    'a programme with a post-check after 0 days',
    () => gm,
    '/api/admin/learning/programmes',
    { method: 'POST', headers: key(), json: { name: 'Spring', postAfterDays: 0 } },
    400,
    'invalid-argument',
  ],
  [
    'a programme without a key',
    () => gm,
    '/api/admin/learning/programmes',
    { method: 'POST', json: { name: 'Spring' } },
    400,
    'invalid-argument',
  ],
  [
    'a programme with a stray field',
    () => gm,
    '/api/admin/learning/programmes',
    { method: 'POST', headers: key(), json: { name: 'Spring', startedAt: '2020-01-01' } },
    400,
    'invalid-argument',
  ],
  [
    'the measure’s forms for a player',
    () => player,
    '/api/admin/learning/forms',
    {},
    403,
    'permission-denied',
  ],
  [
    'a rebalance of the forms by a player',
    () => player,
    '/api/admin/learning/forms/rebalance',
    { method: 'POST', headers: key(), json: {} },
    403,
    'permission-denied',
  ],
  [
    'a rebalance of the forms without a key',
    () => gm,
    '/api/admin/learning/forms/rebalance',
    { method: 'POST', json: {} },
    400,
    'invalid-argument',
  ],
  [
    'a rebalance of the forms by an unknown method',
    () => gm,
    '/api/admin/learning/forms/rebalance',
    { method: 'POST', headers: key(), json: { method: 'guess' } },
    400,
    'invalid-argument',
  ],
  [
    'a rebalance of the forms with a stray field',
    () => gm,
    '/api/admin/learning/forms/rebalance',
    { method: 'POST', headers: key(), json: { method: 'auto', assignment: { 'M-Xss-1': 'A' } } },
    400,
    'invalid-argument',
  ],
  [
    'a rebalance of the forms before any responses',
    () => gm,
    '/api/admin/learning/forms/rebalance',
    { method: 'POST', headers: key(), json: {} },
    403,
    'failed-precondition',
  ],
  [
    'disabling with no body',
    () => gm,
    '/api/admin/players/some-player-id/disable',
    { method: 'POST', headers: key() },
    400,
    'invalid-argument',
  ],
];

describe('bad input to the game API', () => {
  it('gets the right 4xx code for every malformed, oversized or out-of-range request, and changes nothing', async () => {
    const before = await snapshot();
    for (const [label, client, path, init, status, code] of CASES) {
      const res = await client().request(path, init);
      const error = res.status >= 400 ? await readError(res) : undefined;
      expect({ label, status: res.status, code: error?.code }).toEqual({
        label,
        status,
        code,
      });
      expect(error?.message.length, label).toBeGreaterThan(5);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('serves an OpenAPI document that lists the game routes', async () => {
    const res = await server.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await readJson(res, OpenApiDocumentSchema);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    for (const path of [
      '/bank',
      '/bank/alert',
      '/bank/defenses/{defenseId}/{action}',
      '/waves/next',
      '/season',
      '/reports',
      '/reports/{reportId}',
      '/advice',
      '/leaderboard',
      '/leagues',
      '/leagues/{leagueId}/feed',
      '/invitations/{code}',
      '/admin/waves',
      '/admin/waves/preview',
      '/admin/schedule',
      '/admin/season',
      '/admin/cohorts',
      '/cohorts/{cohortId}/members',
      '/me/cohort',
      '/leaderboard/cohorts',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
      expect(Object.keys(doc.paths[path] ?? {}).length, path).toBeGreaterThan(0);
    }
  });

  it("matches the web app's committed copy, from which its API types are generated", async () => {
    const live = await (await server.client().get('/api/openapi.json')).json();
    const committed = JSON.parse(readFileSync(WEB_OPENAPI, 'utf8'));
    // When this fails, run `npm run api:types -w @ffl/web` and commit the result.
    expect(live).toEqual(committed);
  });
});
