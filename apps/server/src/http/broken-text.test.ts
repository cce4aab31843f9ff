import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '../db/select-rows';
import { createLogger } from '../lib/logger';
import { BROKEN_TEXT_MESSAGE } from '../lib/text-input';
import {
  GOOD_PASSWORD,
  OpenApiDocumentSchema,
  readError,
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/test-server';
import type { AppEnv } from './context';
import { createErrorHandler } from './error-handler';

/**
 * Issue 26, item 2: a NUL (U+0000) or a lone surrogate in any text that can reach SQL is refused
 * with 400 invalid-argument, on every route, better-auth's included, on both databases (this file
 * runs in the PGlite pass and in `npm run test:pg`); and the database's own refusal of such text
 * is a 400 too, as a last line.
 */

let server: TestServer;
let player: TestClient;
let gm: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'gm@example.com' } });
  gm = await signUpVerified(server, 'gm@example.com');
  player = await signUpVerified(server, 'player@example.com');
  await player.json('/api/bank');
});
afterAll(async () => {
  await server?.close();
});

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

async function errorOf(res: Response) {
  return { status: res.status, ...(await readError(res)) };
}

describe('the two requests the probe found', () => {
  it('refuses a reset-password token with a NUL or a lone surrogate with 400, without signing in', async () => {
    for (const token of [NUL, LONE]) {
      const res = await server.client().post('/api/auth/reset-password', {
        token,
        newPassword: 'Fresh-Meadow-Sparrow-3',
      });
      expect(await errorOf(res), JSON.stringify(token)).toEqual({
        status: 400,
        code: 'invalid-argument',
        message: `token: ${BROKEN_TEXT_MESSAGE}`,
      });
    }
  });

  it("refuses a game master's player search for %00 with 400", async () => {
    for (const q of ['%00', 'a%00b', 'x%00%25']) {
      const res = await gm.get(`/api/admin/players?q=${q}`);
      expect(await errorOf(res), q).toMatchObject({ status: 400, code: 'invalid-argument' });
    }
    // A search for a percent sign or an underscore is still a search.
    expect((await gm.get('/api/admin/players?q=%25_')).status).toBe(200);
  });
});

/** One level of a JSON Schema, as the battery walks it; each level below is read in turn. */
const SchemaLevel = z.looseObject({
  $ref: z.string().optional(),
  type: z.union([z.string(), z.array(z.string())]).optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
  items: z.unknown().optional(),
  anyOf: z.array(z.unknown()).optional(),
  oneOf: z.array(z.unknown()).optional(),
  allOf: z.array(z.unknown()).optional(),
});

/** Every string in `schema`, as the path to it from the body (an array's items as index 0). */
function stringPaths(
  schema: unknown,
  resolve: (ref: string) => unknown,
  depth = 0,
): (string | number)[][] {
  if (!schema || depth > 6) return [];
  const level = SchemaLevel.parse(schema);
  const own = level.$ref ? SchemaLevel.parse(resolve(level.$ref)) : level;
  const types = Array.isArray(own.type) ? own.type : [own.type];
  const paths: (string | number)[][] = [];
  if (types.includes('string')) paths.push([]);
  for (const [key, child] of Object.entries(own.properties ?? {})) {
    for (const path of stringPaths(child, resolve, depth + 1)) paths.push([key, ...path]);
  }
  if (own.items)
    for (const path of stringPaths(own.items, resolve, depth + 1)) paths.push([0, ...path]);
  for (const branch of [...(own.anyOf ?? []), ...(own.oneOf ?? []), ...(own.allOf ?? [])]) {
    paths.push(...stringPaths(branch, resolve, depth + 1));
  }
  return paths;
}

/** `value` placed at `path` in a new body. */
function bodyWith(path: (string | number)[], value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inner = bodyWith(rest, value);
  return typeof head === 'number' ? [inner] : { [head as string]: inner };
}

/** A path parameter's harmless value, the shape its route expects. */
const EXAMPLE_PARAM = 'Ab3dE5gH7jK9mN1pQ3sT';

describe('the malformed-text battery: every string of every route', () => {
  it('answers a NUL or a lone surrogate in every body string, path and query parameter of the API with 400, never a 5xx', async () => {
    const doc = await readJson(
      await server.client().get('/api/openapi.json'),
      OpenApiDocumentSchema,
    );
    const resolve = (ref: string) =>
      doc.components.schemas[ref.replace('#/components/schemas/', '')] ?? {};
    const tried: string[] = [];
    const wrong: string[] = [];
    const check = async (
      label: string,
      client: TestClient,
      path: string,
      init: RequestInit & { json?: unknown },
    ) => {
      const res = await client.request(path, init);
      tried.push(label);
      if (res.status !== 400) wrong.push(`${label} → ${res.status} ${await res.text()}`);
      else {
        const { code } = await readError(res);
        if (code !== 'invalid-argument') wrong.push(`${label} → ${code}`);
      }
    };
    const headers = { 'idempotency-key': 'battery-key-0001' };
    for (const [template, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const client = template.startsWith('/admin') ? gm : player;
        const params = operation.parameters ?? [];
        const fill = (except?: string) =>
          `/api${template.replace(/\{(\w+)\}/g, (_, name: string) =>
            name === except ? '%00' : EXAMPLE_PARAM,
          )}`;
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        const bodyInit = (json: unknown) =>
          schema
            ? { method: method.toUpperCase(), headers, json }
            : { method: method.toUpperCase(), headers };
        for (const param of params.filter((p) => p.in === 'path')) {
          await check(
            `${method} ${template} path ${param.name}`,
            client,
            fill(param.name),
            bodyInit({}),
          );
        }
        for (const param of params.filter((p) => p.in === 'query')) {
          await check(
            `${method} ${template} query ${param.name}`,
            client,
            `${fill()}?${param.name}=a%00b`,
            bodyInit({}),
          );
        }
        for (const path of stringPaths(schema, resolve)) {
          for (const [what, bad] of [
            ['NUL', NUL],
            ['lone surrogate', LONE],
          ] as const) {
            await check(
              `${method} ${template} body ${path.join('.') || '(the body)'} ${what}`,
              client,
              fill(),
              { method: method.toUpperCase(), headers, json: bodyWith(path, bad) },
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // The battery reached the routes it is about.
    expect(tried.length).toBeGreaterThan(60);
    expect(tried).toContain('get /admin/players query q');
    expect(tried).toContain('patch /bank body name NUL');
  });

  it("answers the same on better-auth's routes and the mail links, signed in or not", async () => {
    const bodies: Record<string, Record<string, string>> = {
      '/api/auth/sign-up/email': {
        email: 'x@example.com',
        password: GOOD_PASSWORD,
        name: 'X',
        callbackURL: '/home',
      },
      '/api/auth/sign-in/email': {
        email: 'x@example.com',
        password: GOOD_PASSWORD,
        callbackURL: '/',
      },
      '/api/auth/sign-in/social': {
        provider: 'google',
        callbackURL: '/',
        errorCallbackURL: '/',
        newUserCallbackURL: '/',
      },
      '/api/auth/request-password-reset': { email: 'x@example.com', redirectTo: '/reset-password' },
      '/api/auth/reset-password': { token: 'token', newPassword: 'Fresh-Meadow-Sparrow-3' },
      '/api/auth/send-verification-email': { email: 'x@example.com', callbackURL: '/' },
      '/api/auth/change-password': {
        currentPassword: GOOD_PASSWORD,
        newPassword: 'Fresh-Meadow-Sparrow-3',
      },
    };
    const wrong: string[] = [];
    for (const client of [server.client(), player]) {
      for (const [route, fields] of Object.entries(bodies)) {
        for (const field of Object.keys(fields)) {
          for (const bad of [NUL, LONE, '\u0000', `${'x'.repeat(100)}\udfff`]) {
            const res = await client.post(route, { ...fields, [field]: bad });
            if (res.status !== 400)
              wrong.push(`${route} ${field} ${JSON.stringify(bad)} → ${res.status}`);
          }
        }
      }
      for (const path of [
        '/api/auth/reset-password/a%00b',
        '/api/auth/callback/google?code=a%00b&state=x',
        '/api/auth/callback/google?code=x&state=a%00b',
        '/api/auth/oauth2/callback/google?code=x&state=%00',
        '/api/auth/get-session?x=%00',
        '/api/email-link/verify?token=a%00b',
        '/api/events?lastEventId=%00',
        '/unsubscribe?token=a%00b',
        '/leagues/a%00b',
      ]) {
        const res = await client.get(path);
        if (res.status !== 400) wrong.push(`GET ${path} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps taking the text people write: tabs in JSON, accents, emoji, a percent sign', async () => {
    expect((await player.patch('/api/bank', { name: 'Zoë’s Bank 🇬🇧 100%' })).status).toBe(200);
    expect((await gm.get('/api/admin/players?q=zo%C3%AB')).status).toBe(200);
  });
});

describe("the database's refusal of text, as the last line", () => {
  it('is a 400 invalid-argument, not a 500, on this database', async () => {
    const warnings: unknown[] = [];
    const logger = createLogger('silent', false);
    logger.warn = ((line: unknown) => warnings.push(line)) as typeof logger.warn;
    const app = new Hono<AppEnv>();
    // Straight to the database, past the request guard: what a route it does not cover would do.
    app.get('/text', async (c) => {
      const value = c.req.query('kind') === 'json' ? JSON.stringify({ a: LONE }) : NUL;
      const cast = c.req.query('kind') === 'json' ? sql`::jsonb` : sql`::text`;
      const rows = await selectRows(
        server.database.db,
        sql`select ${value}${cast} as v`,
        z.object({ v: z.unknown() }),
      );
      return c.json(rows);
    });
    app.onError(createErrorHandler({ logger, storageFailed: () => undefined }));
    for (const kind of ['text', 'json']) {
      const res = await app.request(`/text?kind=${kind}`);
      expect(await errorOf(res), kind).toEqual({
        status: 400,
        code: 'invalid-argument',
        message: BROKEN_TEXT_MESSAGE,
      });
    }
    // Each is logged at warn with its SQLSTATE, never with a stack.
    expect(warnings).toHaveLength(2);
    expect(JSON.stringify(warnings)).toMatch(/22021/);
    expect(JSON.stringify(warnings)).not.toMatch(/\\n\s+at /);
  });
});
