import { randomUUID } from 'node:crypto';
import type { Drill } from '@ffl/content/drill-types';
import { DRILL_BY_ID } from '@ffl/content/drills';
import { renderDrillVariant } from '@ffl/content/variants';
import { eq } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/client';
import { bank as bankTable } from '../db/schema/game';
import { lensFor } from '../features/drills/drill-variants';
import type { SubmitResult } from '../features/quizzes/quiz-schemas';
import { type AuthLimits, DEFAULT_AUTH_LIMITS } from '../http/auth-routes';
import {
  GOOD_PASSWORD,
  type InProcessOptions,
  linkIn,
  MIGRATIONS_DIR as migrationsDir,
  pathOf,
  readJson,
  signUpVerified,
  startInProcessServer,
  type TestClient,
} from './in-process';
import { pgliteTemplate } from './pglite-template';
import { shownCorrect } from './quiz-truth';
import { createScratchDatabase } from './scratch-postgres';

export { type Method, OpenApiDocumentSchema } from './api-contract';
export {
  type ApiResponse,
  GOOD_PASSWORD,
  linkIn,
  pathOf,
  readError,
  readJson,
  signUpVerified,
  TestClient,
} from './in-process';

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
  const database = await openDatabase({
    pgliteDir: 'memory://',
    pgliteTemplate: pgliteTemplate(),
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
  // Players sign up side by side from the one in-process address; a test of floods sets its own.
  passwordChecks: {
    ...DEFAULT_AUTH_LIMITS.passwordChecks,
    perAddress: { max: 10_000, windowSeconds: 60 },
    perAddressInFlight: 1_000,
    queue: 1_000,
    maxWaitMs: 60_000,
  },
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

export interface Player {
  client: TestClient;
  userId: string;
  /** The bank's public id. */
  bankId: string;
  /** The handle this player's API names a content drill by (drill-variants.ts). */
  drill: (drillId: string) => string;
  /** The content id a handle of this player's names (what the API never says). */
  drillIdOf: (handle: string) => string;
  /** The content drill as this player is shown it: in their variant (content variants.ts). */
  shownDrill: (drillId: string) => Drill;
}

/** A verified player whose bank exists (GET /api/bank creates it). */
export async function signUpPlayer(server: TestServer, email: string): Promise<Player> {
  return playerOf(server, await signUpVerified(server, email));
}

/** What an SMTP capture received (bench/support/smtp-capture.ts), as far as sign-up needs it. */
interface MailSeen {
  accepted: readonly { to: string; subject: string; text: string }[];
}

/**
 * signUpPlayer for a server that sends its mail over SMTP to a capture (SMTP_URL): the
 * verification link is read from the mail the SMTP server received.
 */
export async function signUpPlayerBySmtp(
  server: TestServer,
  capture: MailSeen,
  email: string,
): Promise<Player> {
  const client = server.client();
  const res = await client.post('/api/auth/sign-up/email', {
    email,
    password: GOOD_PASSWORD,
    name: 'Test Player',
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  // The verification mail goes out while the sign-up answers: wait for the SMTP server to have it.
  const find = () => capture.accepted.find((m) => m.to === email && /^Verify/.test(m.subject));
  for (let i = 0; i < 400 && !find(); i++) await new Promise((r) => setTimeout(r, 25));
  const mail = find();
  if (!mail) throw new Error(`no verification mail for ${email}`);
  const verified = await client.get(pathOf(linkIn(mail.text)));
  if (verified.status !== 303) throw new Error(`verification failed: ${verified.status}`);
  return playerOf(server, client);
}

async function playerOf(server: TestServer, client: TestClient): Promise<Player> {
  const bank = await client.json('/api/bank');
  const me = await client.json('/api/me');
  const [row] = await server.database.db
    .select({ key: bankTable.variantKey })
    .from(bankTable)
    .where(eq(bankTable.userId, me.id));
  if (!row) throw new Error('the bank was not created');
  const lens = lensFor(row.key);
  return {
    client,
    userId: me.id,
    bankId: bank.id,
    drill: lens.handleOf,
    drillIdOf: lens.drillIdOf,
    shownDrill: (id) => {
      const drill = DRILL_BY_ID.get(id);
      if (!drill) throw new Error(`no drill ${id}`);
      return renderDrillVariant(drill, lens.variantOf(id));
    },
  };
}

/**
 * A verified game master (the address must be in the server's ADMIN_EMAILS) who sits waves out,
 * so that a wave sent from the console hits only the test's players.
 */
export async function signUpGameMaster(server: TestServer, email: string): Promise<TestClient> {
  const gm = await signUpVerified(server, email);
  const res = await gm.patch('/api/bank', { playsWaves: false });
  if (res.status !== 200) throw new Error(`the game master could not sit waves out: ${res.status}`);
  return gm;
}

/**
 * Sends a custom wave of `fraudIds` now, through the console's API as a game master would, runs
 * the scheduler once so that it lands, and returns the wave's id.
 */
export async function sendCustomWave(
  server: TestServer,
  gm: TestClient,
  fraudIds: readonly string[],
  forecast: readonly string[] = ['social'],
): Promise<string> {
  const res = await gm.sendWave({ difficulty: 'custom', fraudIds, forecast });
  if (res.status !== 200)
    throw new Error(`the wave was refused: ${res.status} ${await res.text()}`);
  const { id } = await readJson(res);
  await server.scheduler.runOnce();
  return id;
}

/** Takes a fraud's quiz with every answer right (the truth read from the content), and submits it. */
export async function passQuiz(client: TestClient, fraudId: string): Promise<SubmitResult> {
  const res = await client.post(`/api/quizzes/${fraudId}/attempts`);
  if (res.status !== 200) throw new Error(`quiz: ${res.status} ${await res.text()}`);
  const attempt = await readJson(res);
  for (const question of attempt.questions) {
    const optionId = shownCorrect(question);
    const answer = await client.post(`/api/quizzes/attempts/${attempt.attemptId}/answers`, {
      questionId: question.id,
      optionId,
    });
    if (answer.status !== 200) throw new Error(`answer: ${answer.status}`);
  }
  const submitted = await client.request(`/api/quizzes/attempts/${attempt.attemptId}/submit`, {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
  });
  return readJson(submitted);
}
