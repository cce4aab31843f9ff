import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SEASON } from '@ffl/engine/season';
import { z } from 'zod';
import { probeWritable, unwritableDataDirMessage } from './lib/data-dir';

/**
 * The only reader of process.env. Every setting is validated here at start-up so that a
 * misconfigured deployment stops at once with a readable message instead of failing later.
 */

/**
 * Players per transaction when a wave lands. Each batch's rows are parsed, resolved and encoded in
 * this process between its statements, so a smaller batch holds the event loop for less; 1,000
 * lands a 100,000-player wave as fast as 2,000 did (`bench/wave-bench.ts`).
 */
export const WAVE_BATCH_SIZE_DEFAULT = 1000;

const emailList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' })));

const optionalUrl = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .pipe(z.url().optional())
  .optional();

/**
 * Ports that browsers and Node's fetch refuse to connect to: the "bad ports" of the Fetch
 * standard (https://fetch.spec.whatwg.org/#port-blocking). A server or Google stand-in there
 * cannot be reached, and nothing says why.
 */
export const BAD_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default('Fantasy Fraud League <no-reply@localhost>'),
    AUTH_SECRET: z.string().optional(),
    GOOGLE_ISSUER: optionalUrl,
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    DEV_OIDC_PORT: z.coerce.number().int().min(0).max(65535).default(3190),
    ADMIN_EMAILS: emailList,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().optional(),
    SCHEDULER: z.enum(['on', 'off']).default('on'),
    SCHEDULER_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    WAVE_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(WAVE_BATCH_SIZE_DEFAULT),
    WAVE_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
    WAVE_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    TEST_CLOCK: z.enum(['on', 'off']).default('off'),
    NOTIFIER: z.enum(['on', 'off']).optional(),
    NOTIFIER_TICK_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
    MAIL_RATE_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(20),
    MAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(100),
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    MAIL_REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(18),
    SEASON_WAVES: z.coerce.number().int().min(1).max(SEASON.maxWaves).default(SEASON.waves),
    MIGRATIONS_DIR: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    // The stand-in runs outside production when no real provider is set (see loadEnv).
    const standIn =
      v.NODE_ENV !== 'production' &&
      !(v.GOOGLE_ISSUER && v.GOOGLE_CLIENT_ID && v.GOOGLE_CLIENT_SECRET);
    for (const [name, port, instead, used] of [
      ['PORT', v.PORT, 3000, true],
      ['DEV_OIDC_PORT', v.DEV_OIDC_PORT, 3190, standIn],
    ] as const) {
      if (used && BAD_PORTS.has(port)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${port} is a port that browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports"); choose another, such as ${instead}`,
        });
      }
    }
    if (v.NODE_ENV === 'production') {
      if (!v.AUTH_SECRET)
        ctx.addIssue({
          code: 'custom',
          path: ['AUTH_SECRET'],
          message: 'is required in production',
        });
      if (v.TEST_CLOCK === 'on')
        ctx.addIssue({
          code: 'custom',
          path: ['TEST_CLOCK'],
          message: 'must be off in production',
        });
      if (!v.PUBLIC_URL)
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'is required in production',
        });
    }
    if (v.AUTH_SECRET !== undefined && v.AUTH_SECRET.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'must be at least 32 characters',
      });
    }
    if (v.GOOGLE_ISSUER && (!v.GOOGLE_CLIENT_ID || !v.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_ISSUER'],
        message: 'needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET as well',
      });
    }
  });

export type GoogleConfig =
  | { mode: 'real'; issuer: string; clientId: string; clientSecret: string }
  | { mode: 'stand-in'; port: number; clientId: string; clientSecret: string }
  | { mode: 'off' };

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  google: GoogleConfig;
  adminEmails: string[];
  logLevel: string;
  webDist: string;
  migrationsDir: string;
  scheduler: {
    enabled: boolean;
    tickMs: number;
    batchSize: number;
    leaseSeconds: number;
    /** Parallel wave batches; unset means 2 on PostgreSQL and 1 on PGlite. */
    workers: number | undefined;
  };
  /** Lets browser tests move the server's clock; never in production. */
  testClock: boolean;
  /**
   * Waves in a season (SEASON_WAVES; the engine's SEASON.waves, 12, unless set): after its last
   * wave lands, the season ends and the next one starts (decision 0041).
   */
  seasonWaves: number;
  /** The notification mails' sender (jobs/notifier.ts, decision 0024). */
  notifier: {
    /** NOTIFIER, else on exactly when the scheduler is. */
    enabled: boolean;
    tickMs: number;
    /** Sends a second, per process. */
    ratePerSecond: number;
    batchSize: number;
    concurrency: number;
    leaseSeconds: number;
    maxAttempts: number;
    /** Local hour from which the daily reminder goes out. */
    reminderHour: number;
  };
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Reads the development secret from DATA_DIR, creating it on first start. */
function loadDevSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const problem = probeWritable(dataDir);
  if (problem) throw new EnvError(unwritableDataDirMessage(dataDir, problem));
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The monorepo root: the nearest folder upwards whose package.json declares workspaces. */
function findRepoRoot(from: string): string {
  let dir = resolve(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"workspaces"')) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new EnvError(
      `Invalid configuration:\n${lines.join('\n')}\nSee the configuration table in README.md.`,
    );
  }
  const v = parsed.data;
  const isProduction = v.NODE_ENV === 'production';
  const publicUrl = (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, '');
  const dataDir = resolve(v.DATA_DIR);
  const repoRoot = findRepoRoot(process.cwd());
  let google: GoogleConfig;
  if (v.GOOGLE_ISSUER && v.GOOGLE_CLIENT_ID && v.GOOGLE_CLIENT_SECRET) {
    google = {
      mode: 'real',
      issuer: v.GOOGLE_ISSUER.replace(/\/$/, ''),
      clientId: v.GOOGLE_CLIENT_ID,
      clientSecret: v.GOOGLE_CLIENT_SECRET,
    };
  } else if (isProduction) {
    google = { mode: 'off' };
  } else {
    google = {
      mode: 'stand-in',
      port: v.DEV_OIDC_PORT,
      clientId: 'ffl-local-client',
      clientSecret: 'ffl-local-secret',
    };
  }
  // The embedded database needs its folder writable; say so now rather than with a raw EACCES.
  if (!v.DATABASE_URL) {
    const problem = probeWritable(join(dataDir, 'pglite'));
    if (problem) throw new EnvError(unwritableDataDirMessage(dataDir, problem));
  }
  return {
    nodeEnv: v.NODE_ENV,
    isProduction,
    port: v.PORT,
    host: v.HOST,
    publicUrl,
    dataDir,
    databaseUrl: v.DATABASE_URL,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    authSecret: v.AUTH_SECRET ?? loadDevSecret(dataDir),
    google,
    adminEmails: v.ADMIN_EMAILS,
    logLevel: v.LOG_LEVEL,
    webDist: v.WEB_DIST ? resolve(v.WEB_DIST) : join(repoRoot, 'apps/web/dist'),
    migrationsDir: v.MIGRATIONS_DIR
      ? resolve(v.MIGRATIONS_DIR)
      : join(repoRoot, 'apps/server/drizzle'),
    scheduler: {
      enabled: v.SCHEDULER === 'on',
      tickMs: v.SCHEDULER_TICK_MS,
      batchSize: v.WAVE_BATCH_SIZE,
      workers: v.WAVE_WORKERS,
      leaseSeconds: v.WAVE_LEASE_SECONDS,
    },
    testClock: v.TEST_CLOCK === 'on',
    seasonWaves: v.SEASON_WAVES,
    notifier: {
      enabled: (v.NOTIFIER ?? v.SCHEDULER) === 'on',
      tickMs: v.NOTIFIER_TICK_MS,
      ratePerSecond: v.MAIL_RATE_PER_SECOND,
      batchSize: v.MAIL_BATCH_SIZE,
      concurrency: v.MAIL_CONCURRENCY,
      leaseSeconds: v.MAIL_LEASE_SECONDS,
      maxAttempts: v.MAIL_MAX_ATTEMPTS,
      reminderHour: v.MAIL_REMINDER_HOUR,
    },
  };
}
