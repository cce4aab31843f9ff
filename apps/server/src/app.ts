import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Auth } from './auth/auth';
import { createEmailLinkRoutes } from './auth/email-link-routes';
import type { GoogleStatus } from './auth/google-status';
import type { Database } from './db/client';
import { pgliteDirFor } from './db/client';
import type { Env } from './env';
import { createAccountRoutes } from './features/account/account-routes';
import { createAdminRoutes } from './features/admin/admin-routes';
import { createAssignmentRoutes } from './features/assignments/assignment-routes';
import { createAuditPackRoutes } from './features/audit-pack/audit-pack-routes';
import { createBadgeRoutes } from './features/badges/badge-routes';
import { createBankRoutes } from './features/bank/bank-routes';
import { createBoosterRoutes } from './features/boosters/booster-routes';
import { createCatalogueRoutes } from './features/catalogue/catalogue-routes';
import {
  createCertificateRoutes,
  createVerifyRoutes,
} from './features/certificates/certificate-routes';
import { certificateKey } from './features/certificates/certificate-token';
import { createCohortAdminRoutes, createCohortRoutes } from './features/cohorts/cohort-routes';
import { createComplianceRoutes } from './features/compliance/compliance-routes';
import { createContentRoutes } from './features/content/content-routes';
import { createDrillRoutes } from './features/drills/drill-routes';
import {
  createCohortEnrolmentRoutes,
  createEnrolmentRoutes,
} from './features/enrolment/enrolment-routes';
import { ENROLMENT_MAX_BYTES } from './features/enrolment/enrolment-schemas';
import { placeEnrolled } from './features/enrolment/enrolment-service';
import { createHealthRoutes } from './features/health/health-routes';
import {
  createLeaderboardRoutes,
  createStandingRoutes,
} from './features/leaderboard/leaderboard-routes';
import { createRankingCache } from './features/leaderboard/ranking-cache';
import { createInvitationRoutes } from './features/leagues/invitation-routes';
import { acceptPendingInvitation, rememberInvitation } from './features/leagues/invitation-service';
import { createLeagueRoutes } from './features/leagues/league-routes';
import { syncRoster } from './features/lti/lti-roster';
import { createLtiAdminRoutes, createLtiRoutes } from './features/lti/lti-routes';
import { createMeRoutes } from './features/me/me-routes';
import { createMeasureAdminRoutes, createMeasureRoutes } from './features/measure/measure-routes';
import { createUnsubscribeRoutes } from './features/notifications/unsubscribe-routes';
import { unsubscribeKey } from './features/notifications/unsubscribe-token';
import { createPlayerWorkRoutes } from './features/player-work/player-work-routes';
import { createPreferencesRoutes } from './features/preferences/preferences-routes';
import { createQuizRoutes } from './features/quizzes/quiz-routes';
import { createScimErrorHandler } from './features/scim/scim-errors';
import { createScimRoutes } from './features/scim/scim-routes';
import { createScimTokenRoutes } from './features/scim/scim-token-routes';
import { createSeasonAdminRoutes } from './features/seasons/season-routes';
import {
  createOrganisationRoutes,
  createSsoLookupRoutes,
  createSsoSignInRoutes,
} from './features/sso/sso-routes';
import { passwordRefusedBy } from './features/sso/sso-service';
import { createStreakRoutes } from './features/streak/streak-routes';
import { runPracticeWave } from './features/waves/practice-service';
import { createSeasonCalendarRoutes } from './features/waves/season-calendar-routes';
import { createWaveAdminRoutes } from './features/waves/wave-admin-routes';
import { createWaveRoutes } from './features/waves/wave-routes';
import { type AuthLimits, createAuthRoutes, DEFAULT_AUTH_LIMITS } from './http/auth-routes';
import { documentAuthRoutes } from './http/auth-schemas';
import type { AppEnv } from './http/context';
import { createErrorHandler } from './http/error-handler';
import { requireGameMaster, requireSession, requireVerified } from './http/guards';
import { createRouter, documentRoutes } from './http/openapi';
import { createPageData } from './http/page-data';
import { readPageStyles } from './http/page-styles';
import { requireSameOrigin } from './http/same-origin';
import { createSessionCache } from './http/session-cache';
import { createStaticSite } from './http/static-site';
import { createTestClockRoutes } from './http/test-clock-routes';
import { AppError } from './lib/app-error';
import type { Clock } from './lib/clock';
import { probeWritable } from './lib/data-dir';
import type { Logger } from './lib/logger';
import { RateLimiter } from './lib/rate-limit';
import { BROKEN_TEXT_MESSAGE, findBrokenText, urlHasNul } from './lib/text-input';
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

function contentSecurityPolicy(formAction = ["'self'"]): Parameters<typeof secureHeaders>[0] {
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
      formAction,
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
    // A directory's SCIM requests too: what an owner reads when provisioning goes wrong.
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/scim/')) {
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
  const siteHeaders = secureHeaders(contentSecurityPolicy());
  // The LTI pages post a form back to the learning platform, on its own site (features/lti).
  const ltiPolicy = contentSecurityPolicy(["'self'", 'https:', 'http:']);
  const ltiHeaders = secureHeaders(ltiPolicy);
  // Dynamic registration opens in the platform's frame or popup, and tells it when it is done.
  const registrationHeaders = secureHeaders({
    ...ltiPolicy,
    contentSecurityPolicy: {
      ...ltiPolicy?.contentSecurityPolicy,
      frameAncestors: ['https:', 'http:'],
    },
    xFrameOptions: false,
    crossOriginOpenerPolicy: 'unsafe-none',
  });
  app.use('*', (c, next) => {
    if (c.req.path === '/lti/register') return registrationHeaders(c, next);
    return c.req.path.startsWith('/lti/') ? ltiHeaders(c, next) : siteHeaders(c, next);
  });

  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('invalid-argument', 'The request body is larger than 64 KiB.');
    },
  });
  // Reads never take a body, and asking a GET for its body makes the Node adapter build a full
  // fetch Request (about a tenth of the CPU of a `GET /api/bank`).
  // A roster is the one large body (about 400 KB for 5,000 people): its own, larger limit.
  const limitRoster = bodyLimit({
    maxSize: ENROLMENT_MAX_BYTES,
    onError: () => {
      throw new AppError(
        'invalid-argument',
        'The roster is larger than 4 MiB. Upload it in parts.',
      );
    },
  });
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return /^\/api\/(admin|cohorts\/[^/]+)\/enrolment\//.test(c.req.path)
      ? limitRoster(c, next)
      : limitBody(c, next);
  });
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) setFinalHeader(c, 'cache-control', 'no-store');
  });

  app.use('/api/*', requireSameOrigin(env.publicUrl));
  // Text the database cannot store (a NUL, a lone surrogate) is refused before any route or
  // better-auth sees it: in the address, or in any string of a JSON body (lib/text-input.ts).
  app.use('*', async (c, next) => {
    if (urlHasNul(c.req.url)) {
      throw new AppError('invalid-argument', `The address: ${BROKEN_TEXT_MESSAGE}`);
    }
    if (
      c.req.path.startsWith('/api/') &&
      c.req.method !== 'GET' &&
      c.req.method !== 'HEAD' &&
      /^application\/json\b/i.test(c.req.header('content-type') ?? '')
    ) {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        // Not JSON: the route answers that itself.
        return next();
      }
      const at = findBrokenText(body);
      if (at !== null) {
        throw new AppError('invalid-argument', `${at || 'The body'}: ${BROKEN_TEXT_MESSAGE}`);
      }
    }
    return next();
  });
  const sessions = createSessionCache();
  // A session that ends here (sign-out, a disabled player) closes its event streams at once.
  sessions.onClear(() => deps.game.streams.recheckSoon());
  // Whatever may end or change a session in this process forgets the sessions it remembers. A
  // refused request changed nothing: a flood of failed sign-ins must not make every other
  // player's session be checked again.
  for (const path of ['/api/auth/*', '/api/email-link/*']) {
    app.use(path, async (c, next) => {
      await next();
      if (c.res.status < 400) sessions.clear();
    });
  }
  // Roles change there (a new owner, a cohort's manager): the session carries the role.
  for (const path of ['/api/admin/players/*', '/api/admin/cohorts/*']) {
    app.use(path, async (c, next) => {
      await next();
      if (c.req.method !== 'GET') sessions.clear();
    });
  }
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
      // An invite link signed up through is kept until the address is verified.
      onSignedUp: (email, callbackURL) => rememberInvitation(database.db, email, callbackURL),
      // An organisation may sign its people in through its own provider only (features/sso).
      passwordRefusedBy: (email) => passwordRefusedBy(database.db, email),
    }),
  );
  app.route(
    '/api/email-link',
    createEmailLinkRoutes({
      auth,
      db: database.db,
      // The address is verified whatever happens to the invitation: a fault only loses the join.
      afterVerified: async (email) => {
        await placeEnrolled(database.db, email, now()).catch((error: unknown) => {
          logger.warn({ err: error }, 'could not place a verified address in its enrolled cohort');
        });
        return acceptPendingInvitation(database.db, email).catch((error: unknown) => {
          logger.warn({ err: error }, 'could not join the league of a verified invitation');
          return null;
        });
      },
    }),
  );
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
      styles: readPageStyles(env.webDist),
    }),
  );

  // A certificate's verification address: anyone, without signing in (features/certificates).
  const certificates = {
    db: database.db,
    now,
    key: certificateKey(env.authSecret),
    publicUrl: env.publicUrl,
    styles: readPageStyles(env.webDist),
  };
  app.route('/verify', createVerifyRoutes(certificates));

  // An organisation's own sign-on (features/sso): outside /api, since the provider posts its
  // SAML answer from its own site; the answer's signature and the browser binding guard it.
  const sso = { db: database.db, publicUrl: env.publicUrl };
  app.route(
    '/sso',
    createSsoSignInRoutes({ ...sso, auth, logger, limiter, styles: readPageStyles(env.webDist) }),
  );

  // LTI 1.3: the addresses a learning platform calls, outside /api (cross-site form posts).
  const lti = {
    db: database.db,
    auth,
    logger,
    publicUrl: env.publicUrl,
    secret: env.authSecret,
    now,
    // A teacher's launch fills the course's cohort from its roster, behind the launch.
    onRoster: (platformId: string, contextId: string) => {
      syncRoster({ db: database.db, auth }, platformId, contextId).catch((error: unknown) =>
        logger.warn({ err: error, platformId }, 'could not read a course roster (LTI)'),
      );
    },
  };
  app.route('/lti', createLtiRoutes({ ...lti, limiter, styles: readPageStyles(env.webDist) }));

  const api = createRouter();
  documentEventRoutes(api.openAPIRegistry);
  // An invite link's league, for a visitor not signed in yet: before the session guard.
  const invitations = createInvitationRoutes({ db: database.db, limiter });
  documentRoutes(api.openAPIRegistry, invitations);
  app.route('/api', invitations);
  documentAuthRoutes(api.openAPIRegistry);
  // Where an address signs in, for the login page: before the session guard.
  const ssoLookup = createSsoLookupRoutes(sso);
  documentRoutes(api.openAPIRegistry, ssoLookup);
  app.route('/api', ssoLookup);
  const me = createMeRoutes();
  documentRoutes(api.openAPIRegistry, me);
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
  app.route('/api', me);
  app.use('/api/*', requireVerified);
  api.route('/catalogue', createCatalogueRoutes());
  api.route(
    '/bank',
    createBankRoutes(database.db, database.pool, {
      // The practice wave comes with the end of the welcome (features/waves/practice-service.ts).
      onWelcomeDone: (tx, userId) => runPracticeWave(tx, userId, now()),
    }),
  );
  const ranking = createRankingCache(database.db, deps.game.bus);
  api.route('/leaderboard', createLeaderboardRoutes(database.db, ranking));
  api.route('/', createStandingRoutes(database.db, ranking));
  api.route('/leagues', createLeagueRoutes({ db: database.db, now }));
  api.route('/account', createAccountRoutes({ db: database.db, auth, sessions, now }));
  api.route('/content', createContentRoutes());
  api.route('/admin', createAdminRoutes(database.db));
  api.route('/admin', createCohortAdminRoutes(database.db));
  api.route('/admin', createOrganisationRoutes(sso));
  api.route('/admin', createScimTokenRoutes({ db: database.db, publicUrl: env.publicUrl }));
  const roster = { db: database.db, host: new URL(env.publicUrl).hostname, now };
  api.route('/admin', createEnrolmentRoutes(roster));
  api.route('/', createCohortEnrolmentRoutes(roster));
  api.route('/', createCohortRoutes(database.db));
  api.route('/', createAssignmentRoutes({ db: database.db, now }));
  api.route('/', createCertificateRoutes(certificates));
  api.route('/', createComplianceRoutes());
  const playerWork = createPlayerWorkRoutes({ db: database.db, now });
  api.route('/', playerWork.cohortRouter);
  api.route('/admin', playerWork.adminRouter);
  const auditPack = createAuditPackRoutes({ db: database.db, now });
  api.route('/', auditPack.cohortRouter);
  api.route('/admin', auditPack.adminRouter);
  api.route('/', createWaveRoutes({ db: database.db, now }));
  api.route(
    '/',
    createSeasonCalendarRoutes({ db: database.db, now, seasonWaves: env.seasonWaves }),
  );
  api.route('/', createQuizRoutes({ db: database.db, now, limiter }));
  api.route('/', createDrillRoutes({ db: database.db, now, limiter }));
  api.route('/', createStreakRoutes({ db: database.db, now }));
  api.route('/', createPreferencesRoutes({ db: database.db, now }));
  api.route('/', createBadgeRoutes({ db: database.db, now }));
  api.route('/', createMeasureRoutes({ db: database.db, now }));
  api.route('/', createBoosterRoutes({ db: database.db, now, limiter }));
  api.route('/admin', createMeasureAdminRoutes({ db: database.db, now }));
  api.route('/admin', createLtiAdminRoutes(lti));
  api.route('/admin', createWaveAdminRoutes({ db: database.db, bus: deps.game.bus, now }));
  api.route('/admin', createSeasonAdminRoutes({ db: database.db, now, kick: deps.game.kick }));
  if (env.testClock) api.route('/admin', createTestClockRoutes(deps.game));
  app.use('/api/admin/*', requireGameMaster);
  app.route('/api', api);
  app.all('/api/*', () => {
    throw new AppError('not-found', 'No such API endpoint.');
  });

  // SCIM 2.0 provisioning for organisations' directories (features/scim): a bearer token, not a
  // session; its own error format. A change to a player there ends their sessions and streams.
  app.route(
    '/scim/v2',
    createScimRoutes({
      db: database.db,
      auth,
      publicUrl: env.publicUrl,
      now,
      sessionsChanged: () => sessions.clear(),
    }),
  );

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

  const apiErrors = createErrorHandler({ logger, storageFailed });
  const scimErrors = createScimErrorHandler({ logger, storageFailed });
  app.onError((error, c) =>
    c.req.path.startsWith('/scim/') ? scimErrors(error, c) : apiErrors(error, c),
  );

  return app;
}
