import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '../db/select-rows';
import { BROKEN_TEXT_MESSAGE } from '../lib/text-input';
import {
  GOOD_PASSWORD,
  readError,
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/test-server';

let server: TestServer;
let signedIn: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  signedIn = await signUpVerified(server, 'fuzz@example.com');
  await signedIn.post('/api/auth/sign-in/email', {
    email: 'fuzz@example.com',
    password: GOOD_PASSWORD,
  });
});
afterAll(async () => {
  await server.close();
});

const POST_ROUTES = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/sign-in/social',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
  '/api/auth/change-password',
  '/api/auth/sign-out',
];

const JSON_TYPE = { 'content-type': 'application/json' };

const BAD_BODIES: { name: string; body: string; headers?: Record<string, string> }[] = [
  { name: 'malformed JSON', body: '{"email": "a@example.com", ' },
  { name: 'JSON null', body: 'null' },
  { name: 'a JSON array', body: '[1,2,3]' },
  { name: 'a JSON string', body: '"hello"' },
  { name: 'a number', body: '42' },
  { name: 'wrong types', body: '{"email": 12, "password": true, "name": {"x": 1}}' },
  {
    name: 'an unknown field',
    body: '{"email":"a@example.com","password":"Blue-Harbour-Lantern-42","isAdmin":true}',
  },
  {
    name: 'a prototype attack',
    body: '{"__proto__":{"admin":true},"email":"a@example.com","password":"x"}',
  },
  { name: 'an empty body', body: '' },
  {
    name: 'form encoding',
    body: 'email=a%40example.com&password=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  {
    name: 'text/plain',
    body: '{"email":"a@example.com"}',
    headers: { 'content-type': 'text/plain' },
  },
  {
    name: 'a 70 KiB body',
    body: JSON.stringify({ email: 'a@example.com', password: 'p'.repeat(70 * 1024) }),
  },
  { name: 'deep nesting', body: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}` },
  {
    name: 'a NUL byte',
    body: '{"email":"a\\u0000@example.com","password":"Blue-Harbour-Lantern-42"}',
  },
];

describe('bad input never gets a 5xx', () => {
  for (const route of POST_ROUTES) {
    it(`${route} answers every malformed body with a 4xx and an error code`, async () => {
      // Signing out needs no body, so an empty one is the normal case there.
      const bodies = route.endsWith('/sign-out')
        ? BAD_BODIES.filter((b) => b.body !== '')
        : BAD_BODIES;
      for (const bad of bodies) {
        for (const client of [server.client(), signedIn]) {
          const res = await client.request(route, {
            method: 'POST',
            headers: bad.headers ?? JSON_TYPE,
            body: bad.body,
          });
          expect(res.status, `${bad.name} → ${res.status}`).toBeGreaterThanOrEqual(400);
          expect(res.status, bad.name).toBeLessThan(500);
          const error = await readError(res);
          expect(error.message.length, bad.name).toBeGreaterThan(0);
          if (bad.name !== 'a NUL byte')
            expect(error.code, `${route} ${bad.name}`).toMatch(
              /invalid-argument|invalid-email|weak-password|unauthenticated/,
            );
        }
      }
    });
  }

  it('answers a body over 64 KiB with invalid-argument', async () => {
    const res = await server.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ email: 'a@example.com', password: 'p'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid-argument', message: 'The request body is larger than 64 KiB.' },
    });
  });

  it('answers unknown fields with invalid-argument naming the field', async () => {
    const res = await server.client().post('/api/auth/sign-in/email', {
      email: 'a@example.com',
      password: 'x',
      admin: true,
    });
    const error = await readError(res);
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toContain('admin');
  });

  it('answers odd methods, paths and queries on auth and health without a 5xx', async () => {
    const attempts: [string, string][] = [
      ['GET', '/api/auth/sign-in/email'],
      ['PUT', '/api/auth/sign-up/email'],
      ['DELETE', '/api/auth/get-session'],
      ['GET', '/api/auth/admin/list-users'],
      ['POST', '/api/auth/update-user'],
      ['GET', '/api/auth/reset-password/%00%ff'],
      ['GET', `/api/auth/reset-password/${'x'.repeat(3000)}`],
      ['GET', '/api/auth/callback/google?code=1&state=%zz'],
      ['GET', '/api/auth/callback/unknown-provider?code=1'],
      ['GET', '/api/email-link/verify?token=%E0%A4%A'],
      ['GET', '/api/email-link/verify?token[]=1&token[]=2'],
      ['POST', '/api/health'],
      ['GET', '/api/health?x=%00'],
      ['GET', '/api/../../etc/passwd'],
    ];
    for (const [method, path] of attempts) {
      for (const client of [server.client(), signedIn]) {
        const res = await client.request(path, {
          method,
          ...(method === 'GET' || method === 'DELETE' ? {} : { headers: JSON_TYPE, body: '{}' }),
        });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
  });
});

/** Names that must be refused wherever a name is accepted (issue 14): none may give a 5xx. */
const BAD_NAMES: { label: string; name: string }[] = [
  { label: 'a NUL byte', name: 'Vault\u0000Bank' },
  { label: 'a newline', name: 'Vault\nBank' },
  { label: 'a carriage return', name: 'Vault\rBank' },
  { label: 'a tab', name: 'Vault\tBank' },
  { label: 'DEL', name: 'Vault\u007fBank' },
  { label: 'a C1 control (next line)', name: 'Vault\u0085Bank' },
  { label: 'a line separator', name: 'Vault\u2028Bank' },
  { label: 'a right-to-left override', name: 'Vault\u202eknaB' },
  { label: 'a right-to-left isolate', name: '\u2067Vault\u2069' },
  { label: 'a right-to-left mark', name: 'Vault\u200fBank' },
  { label: 'an Arabic letter mark', name: 'Vault\u061cBank' },
  { label: 'a zero-width space', name: 'Vau\u200blt' },
  { label: 'a zero-width joiner', name: 'Vau\u200dlt' },
  { label: 'a zero-width non-joiner', name: 'Vau\u200clt' },
  { label: 'a word joiner', name: 'Vau\u2060lt' },
  { label: 'a byte-order mark inside', name: 'Vau\ufefflt' },
  { label: 'a soft hyphen', name: 'Vau\u00adlt' },
  { label: 'nothing but a zero-width space', name: '\u200b' },
  { label: 'a lone surrogate', name: 'Vault\ud800' },
  // Issue 26: one character to the eye, 40 KB stored.
  { label: 'a tower of 20,000 combining marks', name: `a${'\u0301'.repeat(20_000)}` },
  { label: 'a Hangul filler', name: 'Vault\u3164' },
  { label: 'nothing but a Hangul filler', name: '\u3164' },
  { label: 'a blank braille pattern', name: '\u2800' },
  { label: 'a Hangul choseong filler', name: '\u115f' },
  { label: 'a Hangul jungseong filler', name: 'Va\u1160ult' },
  { label: 'a combining grapheme joiner', name: 'Va\u034fult' },
  { label: 'a variation selector alone', name: '\ufe0f' },
  { label: 'a noncharacter', name: 'Vault\uffff' },
  { label: 'thirty families of emoji (330 code units)', name: '👩‍👩‍👧‍👦'.repeat(30) },
];

/** Text the request guard refuses before any route's own rule (lib/text-input.ts). */
const BROKEN_TEXT = new Set(['a NUL byte', 'a lone surrogate']);

describe('names: one rule at every entry point', () => {
  let fuzzLeague: string;
  let signUps = 0;

  beforeAll(async () => {
    await signedIn.json('/api/bank');
    const created = await signedIn.post('/api/leagues', { name: 'Fuzz League' });
    fuzzLeague = (await readJson(created)).id;
  });

  /** Every place that takes a name, with the words its errors use for it. */
  /** What the entry points answer with the name: the bank, league or account, or a sign-up's user. */
  const NamedAnswer = z.object({
    name: z.string().optional(),
    user: z.object({ name: z.string() }).optional(),
  });
  const ENTRY_POINTS: {
    where: string;
    field: string;
    send: (name: string) => Promise<Response>;
  }[] = [
    {
      where: 'sign-up',
      field: 'display name',
      send: (name) =>
        server.client().post('/api/auth/sign-up/email', {
          email: `named-${++signUps}@example.com`,
          password: GOOD_PASSWORD,
          name,
        }),
    },
    {
      where: 'display name',
      field: 'display name',
      send: (name) => signedIn.patch('/api/account', { name }),
    },
    {
      where: 'bank rename',
      field: 'bank name',
      send: (name) => signedIn.patch('/api/bank', { name }),
    },
    {
      where: 'league create',
      field: 'league name',
      send: (name) => signedIn.post('/api/leagues', { name }),
    },
    {
      where: 'league rename',
      field: 'league name',
      send: (name) => signedIn.patch(`/api/leagues/${fuzzLeague}`, { name }),
    },
  ];

  it('refuses NUL, control, bidi, zero-width, filler, stacked-mark and oversized names with invalid-argument naming the field, never a 5xx', async () => {
    const before = {
      me: await signedIn.json('/api/account'),
      bank: await signedIn.json('/api/bank'),
      leagues: await signedIn.json('/api/leagues'),
    };
    for (const { where, field, send } of ENTRY_POINTS) {
      for (const { label, name } of BAD_NAMES) {
        const res = await send(name);
        const error = res.status >= 400 ? await readError(res) : undefined;
        expect({ where, label, status: res.status, code: error?.code }).toEqual({
          where,
          label,
          status: 400,
          code: 'invalid-argument',
        });
        expect(error?.message, `${where}, ${label}`).toContain(
          BROKEN_TEXT.has(label) ? `name: ${BROKEN_TEXT_MESSAGE}` : `The ${field} `,
        );
      }
    }
    expect(await signedIn.json('/api/account')).toEqual(before.me);
    expect(await signedIn.json('/api/bank')).toEqual(before.bank);
    expect(await signedIn.json('/api/leagues')).toEqual(before.leagues);
    const [created] = await selectRows(
      server.database.db,
      sql`select count(*)::int as n from "user" where email like 'named-%'`,
      z.object({ n: z.number() }),
    );
    expect(created?.n).toBe(0);
  });

  it('takes emoji joined by zero-width joiners at every entry point (issue 26)', async () => {
    for (const { where, send } of ENTRY_POINTS) {
      for (const name of ['Bank 👩‍👩‍👧‍👦', '❤️‍🔥 Bank', 'Team 🏴󠁧󠁢󠁳󠁣󠁴󠁿']) {
        const res = await send(name);
        expect({ where, name, status: res.status }).toEqual({ where, name, status: 200 });
        const body = await readJson(res, NamedAnswer);
        expect(body.name ?? body.user?.name, `${where} ${name}`).toBe(name);
      }
    }
  });

  it('says which rule a name broke', async () => {
    const cases: [string, string][] = [
      [
        'Vault\nBank',
        'name: The bank name cannot contain control characters such as line breaks or tabs.',
      ],
      [
        'Vault\u202eknaB',
        'name: The bank name cannot contain invisible formatting characters such as direction marks or zero-width spaces.',
      ],
      ['   ', 'name: The bank name cannot be empty.'],
      ['x'.repeat(41), 'name: The bank name can have at most 40 characters.'],
    ];
    for (const [name, message] of cases) {
      const res = await signedIn.patch('/api/bank', { name });
      expect(await res.json(), JSON.stringify(name)).toEqual({
        error: { code: 'invalid-argument', message },
      });
    }
  });

  it('trims names, stores them in NFC and counts characters as people see them', async () => {
    // "Café" typed with a combining accent is stored precomposed.
    const cafe = await signedIn.patch('/api/bank', { name: '  Cafe\u0301 Bank  ' });
    expect(cafe.status).toBe(200);
    expect((await readJson(cafe)).name).toBe('Caf\u00e9 Bank');
    // Forty flags are forty characters (160 UTF-16 code units); forty-one are too many.
    const flags = '\u{1f1ec}\u{1f1e7}'.repeat(40);
    expect((await signedIn.patch('/api/bank', { name: flags })).status).toBe(200);
    expect((await signedIn.patch('/api/bank', { name: `${flags}\u{1f1ec}\u{1f1e7}` })).status).toBe(
      400,
    );
    const accented = 'e\u0301'.repeat(40);
    const league = await signedIn.patch(`/api/leagues/${fuzzLeague}`, { name: accented });
    expect(league.status).toBe(200);
    const signUp = await server.client().post('/api/auth/sign-up/email', {
      email: 'normalised@example.com',
      password: GOOD_PASSWORD,
      name: ' Zoe\u0308 ',
    });
    expect(signUp.status).toBe(200);
    expect((await readJson(signUp)).user.name).toBe('Zo\u00eb');
  });
});
