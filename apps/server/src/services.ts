import { inArray } from 'drizzle-orm';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import type { DevOidcProvider } from './auth/dev-oidc';
import { checkGoogleSignIn } from './auth/google-status';
import { createPasswordHasher } from './auth/password-hasher';
import { type Database, openDatabase, pgliteDirFor } from './db/client';
import { user } from './db/schema/auth';
import type { Env } from './env';
import { acceptEnrolment } from './features/enrolment/enrolment-service';
import { unsubscribeKey } from './features/notifications/unsubscribe-token';
import { ensureGameState } from './features/seasons/current-season';
import { getWaveLandedForMany } from './features/waves/report-service';
import { getNextWave } from './features/waves/wave-service';
import type { AuthLimits } from './http/auth-routes';
import { createLtiGrader } from './jobs/lti-grader';
import { createNotifier } from './jobs/notifier';
import { createScheduler } from './jobs/scheduler';
import { type Clock, createSystemClock, createTestClock } from './lib/clock';
import { pruneIdempotencyKeys } from './lib/idempotency';
import type { Logger } from './lib/logger';
import { createPublicId } from './lib/public-id';
import { RateLimiter } from './lib/rate-limit';
import { createMailer } from './mail/mailer';
import type { EventBus } from './realtime/event-bus';
import { createEventBus } from './realtime/pg-event-bus';
import { createStreamHub } from './realtime/stream-hub';
import { createStreamSessions } from './realtime/stream-sessions';

export interface ServiceOptions {
  logger: Logger;
  /** Tests pass an already-open database; otherwise it is opened from the env. */
  database?: Database;
  limits?: AuthLimits;
  now?: () => Date;
  /** The game clock; tests pass one they can move. */
  clock?: Clock;
  /** The event streams' timers; tests shorten them. */
  streams?: { heartbeatMs?: number; sessionCheckMs?: number };
  /** The embedded database can no longer write (see AppDeps); the process entry exits. */
  onStorageFailure?: (error: unknown) => void;
  /** scrypt's cost (password-hasher.ts); only the in-process API tests lower it. */
  passwordHashCost?: number;
}

/** The database of the settings (PostgreSQL, or PGlite in the data folder), its faults logged. */
function openConfiguredDatabase(env: Env, logger: Logger): Promise<Database> {
  return openDatabase({
    databaseUrl: env.databaseUrl,
    pgliteDir: pgliteDirFor(env.dataDir),
    migrationsDir: env.migrationsDir,
    onPoolError: (error) =>
      logger.warn({ err: error }, 'a pooled database connection was lost; it will be replaced'),
    onRetry: ({ attempt, delayMs, error }) =>
      logger.warn(
        { attempt, retryInMs: Math.round(delayMs), err: error },
        `the database is not reachable yet; trying again in ${(delayMs / 1000).toFixed(1)} s`,
      ),
  });
}

/**
 * The Google provider of the settings: a real issuer, the local stand-in (started here; imported
 * only then, since it and its provider are development dependencies, decision 0034), or none.
 */
async function startGoogleProvider(
  env: Env,
  logger: Logger,
): Promise<{ oidc?: DevOidcProvider; googleIssuer?: string }> {
  if (env.google.mode === 'stand-in') {
    const { startDevOidcProvider } = await import('./auth/dev-oidc');
    const oidc = await startDevOidcProvider(env.google.port);
    logger.info({ issuer: oidc.issuer }, 'local Google stand-in provider started');
    return { oidc, googleIssuer: oidc.issuer };
  }
  if (env.google.mode === 'real') return { googleIssuer: env.google.issuer };
  logger.warn(
    'Google sign-in is not configured (GOOGLE_ISSUER, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET)',
  );
  return {};
}

/** The process's event streams and the cheap check of their sessions. */
function createStreams(
  database: Database,
  env: Env,
  logger: Logger,
  bus: EventBus,
  clock: Clock,
  timers: ServiceOptions['streams'],
) {
  const streams = createStreamHub({
    bus,
    logger,
    now: () => clock.now(),
    nextWave: () => getNextWave(database.db),
    waveLandedForMany: (waveId, userIds) => getWaveLandedForMany(database.db, waveId, userIds),
    liveSessions: (tokens) => streamSessions.liveTokens(tokens),
    ...timers,
  });
  const streamSessions = createStreamSessions(database.db, env.authSecret, () => clock.now());
  return { streams, streamSessions };
}

/**
 * The background jobs: the scheduler (waves, season resets) and the notification mails, the
 * latter with a job and an SMTP pool of their own, so waves never wait for mail.
 */
function createJobs(database: Database, env: Env, logger: Logger, bus: EventBus, clock: Clock) {
  const scheduler = createScheduler({
    db: database.db,
    bus,
    logger,
    now: () => clock.now(),
    instanceId: createPublicId(),
    batchSize: env.scheduler.batchSize,
    workers: env.scheduler.workers ?? (database.kind === 'postgres' ? 2 : 1),
    leaseSeconds: env.scheduler.leaseSeconds,
    tickMs: env.scheduler.tickMs,
    seasonWaves: env.seasonWaves,
  });
  const notifierMailer = createMailer({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    db: database.db,
    logger,
    poolConnections: env.notifier.concurrency,
    quiet: true,
  });
  const notifier = createNotifier({
    db: database.db,
    mailer: notifierMailer,
    logger,
    now: () => clock.now(),
    instanceId: createPublicId(),
    publicUrl: env.publicUrl,
    unsubscribeKey: unsubscribeKey(env.authSecret),
    seasonWaves: env.seasonWaves,
    ...env.notifier,
  });
  return { scheduler, notifier, notifierMailer };
}

/**
 * Old rate-limit windows and day-old Idempotency-Key answers are useless: drops them hourly so the
 * tables stay small. Returns the timer.
 */
function startPruning(database: Database, logger: Logger, clock: Clock): NodeJS.Timeout {
  const timer = setInterval(() => {
    new RateLimiter(database.db).prune().catch((error: unknown) => {
      logger.warn({ err: error }, 'could not prune rate-limit windows');
    });
    pruneIdempotencyKeys(database.db, clock.now()).catch((error: unknown) => {
      logger.warn({ err: error }, 'could not prune Idempotency-Key answers');
    });
  }, 3_600_000);
  timer.unref();
  return timer;
}

/**
 * Wires the server together: database, stand-in Google provider, mailer, identity and the HTTP
 * app. Used by the process entry point and by the API tests, so both run the same assembly.
 */
export async function startServices(env: Env, options: ServiceOptions) {
  const { logger } = options;
  const database = options.database ?? (await openConfiguredDatabase(env, logger));

  await ensureGameState(database.db);
  if (env.adminEmails.length > 0) {
    await database.db
      .update(user)
      .set({ role: 'owner' })
      .where(inArray(user.email, env.adminEmails));
  }

  const { oidc, googleIssuer } = await startGoogleProvider(env, logger);
  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    db: database.db,
    logger,
  });
  const hasher = createPasswordHasher({ logger, cost: options.passwordHashCost });
  const auth = createAuth({
    env,
    db: database.db,
    mailer,
    logger,
    googleIssuer,
    hasher,
    // An enrolled address placed in its cohort (features/enrolment).
    onVerifiedUser: (created) =>
      acceptEnrolment(database.db, created.id, created.email, options.now?.() ?? new Date()),
  });
  const google = await checkGoogleSignIn({ env, auth, googleIssuer, logger });
  const clock: Clock = options.clock ?? (env.testClock ? createTestClock() : createSystemClock());
  const bus = await createEventBus(database, logger);
  const { streams, streamSessions } = createStreams(
    database,
    env,
    logger,
    bus,
    clock,
    options.streams,
  );
  const { scheduler, notifier, notifierMailer } = createJobs(database, env, logger, bus, clock);
  const kick = () => {
    scheduler
      .runOnce()
      .catch((error: unknown) => logger.error({ err: error }, 'scheduler pass failed'));
  };
  const app = createApp({
    env,
    database,
    auth,
    logger,
    limits: options.limits,
    now: options.now,
    game: { bus, clock, kick, streams, streamSessions },
    google,
    onStorageFailure: options.onStorageFailure,
  });
  if (env.scheduler.enabled) scheduler.start();
  if (env.notifier.enabled) notifier.start();
  // LTI scores to learning platforms' gradebooks (features/lti), with the notifier's switch.
  const ltiGrader = createLtiGrader({
    db: database.db,
    logger,
    now: () => clock.now(),
    tickMs: env.notifier.tickMs,
  });
  if (env.notifier.enabled) ltiGrader.start();
  const pruneTimer = startPruning(database, logger, clock);

  return {
    app,
    auth,
    database,
    mailer,
    oidc,
    bus,
    clock,
    scheduler,
    notifier,
    ltiGrader,
    streams,
    async close() {
      clearInterval(pruneTimer);
      await streams.close();
      await scheduler.stop();
      await notifier.stop();
      await ltiGrader.stop();
      notifierMailer.close();
      await bus.close();
      await hasher.close();
      await oidc?.stop();
      if (!options.database) await database.close();
    },
  };
}
