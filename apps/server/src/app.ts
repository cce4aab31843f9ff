import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Auth } from './auth/auth';
import { createEmailLinkRoutes } from './auth/email-link-routes';
import type { GoogleStatus } from './auth/google-status';
import type { Database } from './db/client';
import { pgliteDirFor } from './db/client';
import { isConnectionError } from './db/db-errors';
import type { Env } from './env';
import { createAccountRoutes } from './features/account/account-routes';
import { createAdminRoutes } from './features/admin/admin-routes';
import { createBadgeRoutes } from './features/badges/badge-routes';
import { createBankRoutes } from './features/bank/bank-routes';
import { createCatalogueRoutes } from './features/catalogue/catalogue-routes';
import { createContentRoutes } from './features/content/content-routes';
import { createDrillRoutes } from './features/drills/drill-routes';
import { createHealthRoutes } from './features/health/health-routes';
import {
  createLeaderboardRoutes,
  createStandingRoutes,
} from './features/leaderboard/leaderboard-routes';
import { createRankingCache } from './features/leaderboard/ranking-cache';
import { createLeagueRoutes } from './features/leagues/league-routes';
import { createMeRoutes } from './features/me/me-routes';
import { createUnsubscribeRoutes } from './features/notifications/unsubscribe-routes';
import { unsubscribeKey } from './features/notifications/unsubscribe-token';
import { createPreferencesRoutes } from './features/preferences/preferences-routes';
import { createQuizRoutes } from './features/quizzes/quiz-routes';
import { createSeasonAdminRoutes } from './features/seasons/season-routes';
import { createStreakRoutes } from './features/streak/streak-routes';
import { createWaveAdminRoutes } from './features/waves/wave-admin-routes';
import { createWaveRoutes } from './features/waves/wave-routes';
import { type AuthLimits, createAuthRoutes, DEFAULT_AUTH_LIMITS } from './http/auth-routes';
import type { AppEnv } from './http/context';
import { requireAdmin, requireSession, requireVerified } from './http/guards';
import { createRouter } from './http/openapi';
import { createPageData } from './http/page-data';
import { requireSameOrigin } from './http/same-origin';
import { createSessionCache } from './http/session-cache';
import { createStaticSite } from './http/static-site';
import { createTestClockRoutes } from './http/test-clock-routes';
import { AppError } from './lib/app-error';
import type { Clock } from './lib/clock';
import { isStorageError, probeWritable } from './lib/data-dir';
import type { Logger } from './lib/logger';
import { RateLimiter } from './lib/rate-limit';
import type { EventBus } from './realtime/event-bus';
import { createEventRoutes, documentEventRoutes } from './realtime/events-routes';
import type { StreamHub } from './realtime/stream-hub';
import type { StreamSessions } from './realtime/stream-sessions';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  logger: Logger;
  limits?: AuthLimits;
  /** Clock for rate limits; tests move it forward. */
  now?: () => Date;
  game: GameDeps;
  /** Whether the Google button can work (auth/google-status.ts), checked at start. */
  google?: GoogleStatus;
  /**
   * The embedded database failed to write although its folder takes files: PGlite does not
   * recover from that, so the process should end and be restarted (index.ts exits).
   */
  onStorageFailure?: (error: unknown) => void;
}

/** What the game routes share with the background scheduler. */
export interface GameDeps {
  bus: EventBus;
  clock: Clock;
  /** Asks the scheduler for a pass now (after a season starts, say) instead of at its next tick. */
  kick: () => void;
  /** The process's open event streams. */
  streams: StreamHub;
  streamSessions: StreamSessions;
}

function contentSecurityPolicy(): Parameters<typeof secureHeaders>[0] {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  };
}

/**
 * Sets a header on a response that is already made. Hono's `c.header()` would rebuild the
 * response through a full fetch Response and a body stream; setting it in place is what most
 * responses allow. A response with immutable headers (e.g. `Response.redirect()`) takes the slow
 * way.
 */
function setFinalHeader(c: Context<AppEnv>, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

export function createApp(deps: AppDeps) {
  const { env, database, auth, logger } = deps;
  const limiter = new RateLimiter(database.db, deps.now);
  const now = () => deps.game.clock.now();
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    setFinalHeader(c, 'x-request-id', requestId);
    if (c.req.path.startsWith('/api/')) {
      logger.info(
        {
          requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });
  app.use('*', secureHeaders(contentSecurityPolicy()));

  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('invalid-argument', 'The request body is larger than 64 KiB.');
    },
  });
  // Reads never take a body, and asking a GET for its body makes the Node adapter build a full
  // fetch Request (about a tenth of the CPU of a `GET /api/bank`).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) setFinalHeader(c, 'cache-control', 'no-store');
  });

  app.use('/api/*', requireSameOrigin(env.publicUrl));
  const sessions = createSessionCache();
  // A session that ends here (sign-out, a disabled player) closes its event streams at once.
  sessions.onClear(() => deps.game.streams.recheckSoon());
  // Whatever may end or change a session in this process forgets the sessions it remembers.
  for (const path of ['/api/auth/*', '/api/email-link/*']) {
    app.use(path, async (_c, next) => {
      await next();
      sessions.clear();
    });
  }
  app.use('/api/admin/players/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET') sessions.clear();
  });
  // Only a folder on disk is probed: tests run the embedded database in memory.
  const pgliteDir =
    database.kind === 'pglite' && !env.databaseUrl ? pgliteDirFor(env.dataDir) : undefined;
  const storageFailed = (error: unknown) => {
    if (database.kind !== 'pglite') return;
    if (pgliteDir && probeWritable(pgliteDir) !== null) return;
    deps.onStorageFailure?.(error);
  };
  app.route(
    '/api/health',
    createHealthRoutes({ database, pgliteDir, onStorageFailure: storageFailed }),
  );
  app.route(
    '/api/auth',
    createAuthRoutes({
      auth,
      db: database.db,
      limiter,
      logger,
      limits: deps.limits ?? DEFAULT_AUTH_LIMITS,
      googleEnabled: env.google.mode !== 'off',
      google: deps.google,
      now: deps.now,
    }),
  );
  app.route('/api/email-link', createEmailLinkRoutes({ auth, db: database.db }));
  // The notification mails' unsubscribe link: outside /api, so the same-origin check does not
  // apply to its one-click POST (RFC 8058: mail providers send it from elsewhere); the signed
  // token is its authority, and it needs no session.
  app.route(
    '/unsubscribe',
    createUnsubscribeRoutes({
      db: database.db,
      key: unsubscribeKey(env.authSecret),
      now,
      logger,
    }),
  );

  const api = createRouter();
  documentEventRoutes(api.openAPIRegistry);
  app.get('/api/openapi.json', (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json(
      api.getOpenAPI31Document({
        openapi: '3.1.0',
        servers: [{ url: '/api' }],
        info: {
          title: 'Fantasy Fraud League API',
          version: '1',
          description:
            'The game API. Every route needs a signed-in player with a verified e-mail; /admin routes need the game-master role. Errors are { error: { code, message } }.',
        },
      }),
    );
  });

  // Event streams check their session themselves, more cheaply (realtime/stream-sessions.ts).
  app.route(
    '/api/events',
    createEventRoutes({ hub: deps.game.streams, sessions: deps.game.streamSessions }),
  );
  // Everything below needs a session; better-auth guards its own routes above.
  app.use(
    '/api/*',
    requireSession(auth, sessions, () => database.ping()),
  );
  app.route('/api/me', createMeRoutes());
  app.use('/api/*', requireVerified);
  app.route('/api/catalogue', createCatalogueRoutes());
  api.route('/bank', createBankRoutes(database.db, database.pool));
  const ranking = createRankingCache(database.db, deps.game.bus);
  api.route('/leaderboard', createLeaderboardRoutes(database.db, ranking));
  api.route('/', createStandingRoutes(database.db, ranking));
  api.route('/leagues', createLeagueRoutes(database.db));
  api.route('/account', createAccountRoutes({ db: database.db, auth, sessions, now }));
  api.route('/content', createContentRoutes());
  api.route('/admin', createAdminRoutes(database.db));
  api.route('/', createWaveRoutes({ db: database.db, now }));
  api.route('/', createQuizRoutes({ db: database.db, now, limiter }));
  api.route('/', createDrillRoutes({ db: database.db, now, limiter }));
  api.route('/', createStreakRoutes({ db: database.db, now }));
  api.route('/', createPreferencesRoutes({ db: database.db, now }));
  api.route('/', createBadgeRoutes({ db: database.db, now }));
  api.route('/admin', createWaveAdminRoutes({ db: database.db, bus: deps.game.bus, now }));
  api.route('/admin', createSeasonAdminRoutes({ db: database.db, now, kick: deps.game.kick }));
  if (env.testClock) api.route('/admin', createTestClockRoutes(deps.game));
  app.use('/api/admin/*', requireAdmin);
  app.route('/api', api);
  app.all('/api/*', () => {
    throw new AppError('not-found', 'No such API endpoint.');
  });

  // Each app page carries the visitor's first answers, exactly as the app would fetch them.
  const pageData = createPageData(async (path, page) =>
    app.request(path, {
      headers: {
        cookie: page.headers.get('cookie') ?? '',
        'x-request-id': page.headers.get('x-request-id') ?? '',
      },
    }),
  );
  app.route('/', createStaticSite(env.webDist, pageData));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.retryAfter) c.header('retry-after', String(error.retryAfter));
      return c.json(error.toBody(), error.status as ContentfulStatusCode);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 403 ? 'permission-denied' : 'invalid-argument';
      const message = error.status === 403 ? 'Cross-site requests are not allowed.' : error.message;
      return c.json(
        new AppError(code, message || 'Invalid request.').toBody(),
        error.status === 403 ? 403 : 400,
      );
    }
    // The database cannot use its files (a read-only folder, a full disk): nothing is saved.
    if (isStorageError(error)) {
      logger.error(
        { err: error, requestId: c.get('requestId'), path: c.req.path },
        'database storage failed',
      );
      storageFailed(error);
      c.header('retry-after', '30');
      return c.json(
        new AppError(
          'unavailable',
          'The game cannot save changes right now. Please try again in a moment.',
        ).toBody(),
        503,
      );
    }
    // The database is down or restarting: the client may retry, and nothing is the client's fault.
    if (isConnectionError(error)) {
      logger.warn({ requestId: c.get('requestId'), path: c.req.path }, 'database unreachable');
      c.header('retry-after', '5');
      return c.json(
        new AppError(
          'unavailable',
          'The game is briefly unavailable. Please try again in a moment.',
        ).toBody(),
        503,
      );
    }
    logger.error(
      { err: error, requestId: c.get('requestId'), path: c.req.path },
      'unhandled error',
    );
    return c.json(
      new AppError('internal', 'Something went wrong. Please try again.').toBody(),
      500,
    );
  });

  return app;
}
