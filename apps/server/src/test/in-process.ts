/**
 * The real app in this process, on a database the caller opened, with browser-like clients that
 * call it through `app.request`. The API tests use it through test-server.ts; benchmarks that need
 * the test clock or many players from one address use it directly (it does not import Vitest).
 */

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SCRYPT_COST } from '../auth/password-hasher';
import type { Database } from '../db/client';
import { waveSchedule } from '../db/schema/game';
import { mailOutbox } from '../db/schema/ops';
import { loadEnv } from '../env';
import { type AuthLimits, DEFAULT_AUTH_LIMITS } from '../http/auth-routes';
import type { Clock } from '../lib/clock';
import { createLogger, type Logger } from '../lib/logger';
import { startServices } from '../services';
import {
  type AnswerOf,
  type ApiContract,
  createApiContract,
  type MethodOf,
  type RouteOf,
} from './api-contract';
import { type ApiResponse, answerTo, readJson } from './read-json';

export { type ApiResponse, readError, readJson } from './read-json';

export const TEST_ORIGIN = 'http://localhost:3000';
export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../drizzle');

/** A one-file stand-in for the built SPA, so the API tests do not need a web build. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ffl-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Fantasy Fraud League</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

export interface InProcessOptions {
  env?: Record<string, string>;
  limits?: Partial<AuthLimits>;
  now?: () => Date;
  clock?: Clock;
  /** Where the server logs; silent unless a test wants to read the lines. */
  logger?: Logger;
  /** The event streams' timers (heartbeat, session check). */
  streams?: { heartbeatMs?: number; sessionCheckMs?: number };
  /**
   * scrypt's cost. By default a sixteenth of production's: every test file signs players up, at
   * ~60 ms of CPU a hash at production's cost (docs/decisions/0048-a-twelve-minute-loop.md). Tests
   * of the door under a flood of password checks pass `'production'`, to measure real hashing.
   */
  passwordHashCost?: number | 'production';
}

/** scrypt's N in the API tests (production's is SCRYPT_COST, 16,384). */
export const TEST_SCRYPT_COST = 1_024;

export async function startInProcessServer(database: Database, options: InProcessOptions = {}) {
  // Temporary folders of this server, removed when it closes (a full run made thousands).
  const dataDir = mkdtempSync(join(tmpdir(), 'ffl-data-'));
  const webDist = fakeWebBuild();
  const env = loadEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    DEV_OIDC_PORT: '0',
    LOG_LEVEL: 'silent',
    // Tests run the scheduler's passes themselves, so nothing happens behind their back.
    SCHEDULER: 'off',
    // A season that no test's waves end by chance; the season tests set a short one.
    SEASON_WAVES: '10000',
    WEB_DIST: webDist,
    MIGRATIONS_DIR,
    ...options.env,
  });
  const services = await startServices(env, {
    logger: options.logger ?? createLogger('silent', false),
    database,
    limits: { ...DEFAULT_AUTH_LIMITS, ...options.limits },
    now: options.now,
    clock: options.clock,
    streams: options.streams,
    passwordHashCost:
      options.passwordHashCost === 'production'
        ? SCRYPT_COST
        : (options.passwordHashCost ?? TEST_SCRYPT_COST),
  });

  // The automatic schedule would announce a wave at 18:00 wall-clock time; tests schedule their own.
  await database.db.update(waveSchedule).set({ enabled: false });

  async function latestMail(to: string) {
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return row;
  }

  // The API document this server serves, read once: what readJson checks each answer against.
  const contract = createApiContract(async () => {
    const res = await services.app.request('/api/openapi.json');
    if (res.status !== 200) throw new Error(`/api/openapi.json answered ${res.status}`);
    return res.json();
  });

  return {
    ...services,
    env,
    /**
     * A browser-like client with its own cookie jar. `address` is the client address the server
     * sees (requestIp), as if it came over a socket; without it the address is "unknown".
     */
    client: (options: { address?: string } = {}) =>
      new TestClient(services.app.request.bind(services.app), contract, options.address),
    latestMail,
    async mailCount(to: string) {
      return (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
    },
    async close() {
      await services.close();
      for (const dir of [dataDir, webDist]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

type RequestFn = (
  input: string,
  init?: RequestInit,
  env?: { incoming: { socket: { remoteAddress: string } } },
) => Response | Promise<Response>;

/** The answer type of `client.<method>(path)`. */
type Answer<P extends string, M extends string> = ApiResponse<RouteOf<P, MethodOf<M>>, MethodOf<M>>;

type TestRequestInit<M extends string> = Omit<RequestInit, 'method'> & {
  method?: M;
  json?: unknown;
};

export class TestClient {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly requestFn: RequestFn,
    private readonly contract: ApiContract,
    private readonly address?: string,
  ) {}

  get cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  /**
   * `M path` on the app, with this client's cookies, its answer typed by the route. Not `async`:
   * an async method returning the generic Answer made TypeScript weigh its route type against every
   * documented route (seconds of type check; decision 0048). The route is a type only (answerTo).
   */
  request<P extends string, M extends string = 'GET'>(
    path: P,
    init: TestRequestInit<M> = {},
  ): Promise<Answer<P, M>> {
    return this.send(path, init) as Promise<Answer<P, M>>;
  }

  private async send(path: string, init: TestRequestInit<string>): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const url = path.startsWith('http') ? path : `${TEST_ORIGIN}${path}`;
    // What @hono/node-server's getConnInfo reads: the Node request's socket.
    const env = this.address
      ? { incoming: { socket: { remoteAddress: this.address } } }
      : undefined;
    const res = await this.requestFn(url, { ...init, headers, body }, env);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eqAt = pair?.indexOf('=') ?? -1;
      if (!pair || eqAt < 0) continue;
      const name = pair.slice(0, eqAt).trim();
      const value = pair.slice(eqAt + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answerTo(res, { method: init.method ?? 'GET', path, contract: this.contract });
  }

  get<P extends string>(path: P, init: Omit<RequestInit, 'method'> = {}) {
    return this.request(path, { ...init, method: 'GET' });
  }

  post<P extends string>(path: P, json?: unknown, init: Omit<RequestInit, 'method'> = {}) {
    return this.request(path, { ...init, method: 'POST', json: json ?? {} });
  }

  patch<P extends string>(path: P, json: unknown, init: Omit<RequestInit, 'method'> = {}) {
    return this.request(path, { ...init, method: 'PATCH', json });
  }

  put<P extends string>(path: P, json: unknown, init: Omit<RequestInit, 'method'> = {}) {
    return this.request(path, { ...init, method: 'PUT', json });
  }

  delete<P extends string>(path: P, init: Omit<RequestInit, 'method'> = {}) {
    return this.request(path, { ...init, method: 'DELETE' });
  }

  /** A shop action with a fresh Idempotency-Key unless one is given. */
  shop(defenseId: string, action: 'buy' | 'upgrade' | 'sell', key: string = randomUUID()) {
    return this.request(`/api/bank/defenses/${defenseId}/${action}`, {
      method: 'POST',
      headers: { 'idempotency-key': key },
    });
  }

  /** Starts the next season as the console does: confirmed with the current number, with a key. */
  async startSeason(key: string = randomUUID()) {
    const { season } = await this.json('/api/admin/season');
    return this.request('/api/admin/season', {
      method: 'POST',
      json: { confirm: season.number },
      headers: { 'idempotency-key': key },
    });
  }

  /** Cancels a scheduled wave as the console does: confirmed with its id, with a key. */
  cancelWave(waveId: string, key: string = randomUUID()) {
    return this.request(`/api/admin/waves/${waveId}`, {
      method: 'DELETE',
      json: { confirm: waveId },
      headers: { 'idempotency-key': key },
    });
  }

  /**
   * Disables an account as the console does: confirmed with the player's e-mail, with a key.
   * When the player cannot be read (unknown, or this client is not a game master), that answer.
   */
  async disablePlayer(userId: string, key: string = randomUUID()) {
    const player = await this.get(`/api/admin/players/${encodeURIComponent(userId)}`);
    if (player.status !== 200) return player;
    const { email } = await readJson(player);
    return this.request(`/api/admin/players/${encodeURIComponent(userId)}/disable`, {
      method: 'POST',
      json: { confirm: email },
      headers: { 'idempotency-key': key },
    });
  }

  /**
   * Sets a player's role as the console does (owners only): confirmed with the player's e-mail,
   * with a key. When the player cannot be read, that answer.
   */
  async setRole(userId: string, role: 'owner' | 'admin' | 'player', key: string = randomUUID()) {
    const player = await this.get(`/api/admin/players/${encodeURIComponent(userId)}`);
    if (player.status !== 200) return player;
    const { email } = await readJson(player);
    return this.request(`/api/admin/players/${encodeURIComponent(userId)}/role`, {
      method: 'POST',
      json: { role, confirm: email },
      headers: { 'idempotency-key': key },
    });
  }

  /**
   * Schedules a wave as the console does: with a key, and, when it is sent now (no `at`), with
   * the confirmation that it cannot be cancelled.
   */
  sendWave(draft: Record<string, unknown>, key: string = randomUUID()) {
    return this.request('/api/admin/waves', {
      method: 'POST',
      json: draft.at === undefined ? { confirm: 'now', ...draft } : draft,
      headers: { 'idempotency-key': key },
    });
  }

  /**
   * GET `path`: its 200 answer, typed by the path and checked against the API document; for a
   * path the document lacks, with the route's schema (see readJson).
   */
  async json<P extends string>(path: P): Promise<AnswerOf<RouteOf<P, 'get'>, 'get'>>;
  async json<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>>;
  async json(path: string, schema?: z.ZodType): Promise<unknown> {
    const res = await this.get(path);
    return schema ? readJson(res, schema) : readJson(res);
  }
}

export type InProcessServer = Awaited<ReturnType<typeof startInProcessServer>>;

/** The path and query of a link, for requests to the in-process app. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Pulls the first link to our own site out of a mail's text. */
export function linkIn(text: string): string {
  const match = /(https?:\/\/localhost:3000\/\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in mail:\n${text}`);
  return match[1];
}

export const GOOD_PASSWORD = 'Blue-Harbour-Lantern-42';

/** Signs a new player up and follows the link in the verification mail. */
export async function signUpVerified(
  server: Pick<InProcessServer, 'client' | 'latestMail'>,
  email: string,
  password = GOOD_PASSWORD,
) {
  const client = server.client();
  const res = await client.post('/api/auth/sign-up/email', {
    email,
    password,
    name: 'Test Player',
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await server.latestMail(email);
  if (!mail) throw new Error('no verification mail');
  const verified = await client.get(pathOf(linkIn(mail.text)));
  if (verified.headers.get('location') !== '/login?verified=1')
    throw new Error('verification failed');
  return client;
}
