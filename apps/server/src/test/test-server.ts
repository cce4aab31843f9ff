import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type AuthLimits, DEFAULT_AUTH_LIMITS } from '../auth/auth-routes';
import { type Database, openDatabase } from '../db/client';
import {
  type InProcessOptions,
  MIGRATIONS_DIR as migrationsDir,
  startInProcessServer,
  type TestClient,
} from './in-process';
import { createScratchDatabase } from './scratch-postgres';

export { TEST_ORIGIN, TestClient } from './in-process';

/** A private database per test file: PGlite from the template, or a new PostgreSQL database. */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const scratch = await createScratchDatabase(url, 'ffl_test');
    const database = await openDatabase({ databaseUrl: scratch.url, migrationsDir });
    return {
      database,
      drop: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({
    pgliteDir: 'memory://',
    pgliteTemplate: template,
    migrationsDir,
  });
  return { database, drop: () => database.close() };
}

export type TestServerOptions = InProcessOptions;

/** Relaxed limits so that a test file can sign up many players from one in-process "IP". */
const TEST_LIMITS: AuthLimits = {
  ...DEFAULT_AUTH_LIMITS,
  signInPerIp: { max: 10_000, windowSeconds: 60 },
  signUpPerIp: { max: 10_000, windowSeconds: 60 },
  resetPerIp: { max: 10_000, windowSeconds: 60 },
  changePasswordPerIp: { max: 10_000, windowSeconds: 60 },
};

export async function startTestServer(options: TestServerOptions = {}) {
  const { database, drop } = await openTestDatabase();
  const server = await startInProcessServer(database, {
    ...options,
    limits: { ...TEST_LIMITS, ...options.limits },
  });
  return {
    ...server,
    async close() {
      await server.close();
      await drop();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

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
export async function signUpVerified(server: TestServer, email: string, password = GOOD_PASSWORD) {
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

export interface Player {
  client: TestClient;
  userId: string;
  /** The bank's public id. */
  bankId: string;
}

/** A verified player whose bank exists (GET /api/bank creates it). */
export async function signUpPlayer(server: TestServer, email: string): Promise<Player> {
  const client = await signUpVerified(server, email);
  const bank = await client.json<{ id: string }>('/api/bank');
  const me = await client.json<{ id: string }>('/api/me');
  return { client, userId: me.id, bankId: bank.id };
}
