import { randomBytes } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { startSession } from '../../auth/start-session';
import type { AppEnv } from '../../http/context';
import { requireOwner } from '../../http/guards';
import { answers, createRouter, jsonBody } from '../../http/openapi';
import { requestIp } from '../../http/request-ip';
import { AppError } from '../../lib/app-error';
import type { RateLimiter, RateRule } from '../../lib/rate-limit';
import { actorOf } from '../admin/admin-routes';
import { deepLinkingResponse } from './lti-deep-linking';
import { toolJwks } from './lti-keys';
import { beginLogin, completeLaunch, type LtiDeps } from './lti-launch';
import {
  AUTO_SUBMIT_JS,
  autoPostPage,
  pickerPage,
  REGISTRATION_DONE_JS,
  refusalPage,
  registrationPage,
} from './lti-pages';
import {
  addPlatform,
  approvePlatform,
  listPlatforms,
  removePlatform,
  toolAddresses,
} from './lti-platforms';
import { registerDynamically, toolConfiguration } from './lti-registration';
import { syncRoster } from './lti-roster';
import {
  NewPlatformSchema,
  PlatformListSchema,
  PlatformParams,
  PlatformSchema,
  RemovePlatformSchema,
  SyncResultSchema,
  SyncSchema,
} from './lti-schemas';

/**
 * The tool's addresses a learning platform calls (`/lti/*`, outside `/api`: cross-site form
 * posts, no session needed) and the owners' console routes (`/api/admin/lti/*`).
 */

export type LtiRouteDeps = LtiDeps & { styles: readonly string[]; limiter?: RateLimiter };

/**
 * Logins and launches per address. A class behind one school address launches together, so the
 * allowance is for a classroom, not a person; a script that loops is still stopped.
 */
export const LTI_LIMITS: Readonly<Record<'login' | 'launch', RateRule>> = {
  login: { max: 300, windowSeconds: 60 },
  launch: { max: 300, windowSeconds: 60 },
};

/**
 * The cookie that binds a login's state to its browser. The launch is a cross-site form POST, which
 * carries only a `SameSite=None; Secure` cookie; a site on plain http (local development) cannot set
 * one, so there it is `Lax`, which a platform on the same site (localhost, any port) still gets.
 */
const BROWSER_COOKIE = 'ffl_lti_browser';

function browserCookie(c: Context, publicUrl: string): string {
  const value = getCookie(c, BROWSER_COOKIE) ?? randomBytes(24).toString('base64url');
  const secure = publicUrl.startsWith('https://');
  setCookie(c, BROWSER_COOKIE, value, {
    path: '/lti',
    httpOnly: true,
    secure,
    sameSite: secure ? 'None' : 'Lax',
    maxAge: 3600,
  });
  return value;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

async function formOf(c: Context): Promise<Record<string, string | undefined>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return {};
  const body = await c.req.parseBody().catch(() => {
    throw new AppError('invalid-argument', 'The form could not be read.');
  });
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, text(v)]));
}

export function createLtiRoutes(deps: LtiRouteDeps) {
  const app = new Hono<AppEnv>();
  const refuse = (c: Context, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    const page = refusalPage(deps.styles, error);
    if (error.retryAfter !== undefined) c.header('retry-after', String(error.retryAfter));
    c.header('cache-control', 'no-store');
    return c.html(page.html, page.status as 400);
  };

  app.use(
    '*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) =>
        refuse(c, new AppError('invalid-argument', 'The request body is larger than 64 KiB.')),
    }),
  );

  app.get('/jwks', async (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json(await toolJwks(deps.db));
  });
  app.get('/auto-submit.js', (c) =>
    c.body(AUTO_SUBMIT_JS, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/registration-done.js', (c) =>
    c.body(REGISTRATION_DONE_JS, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/canvas.json', (c) => c.json(canvasConfiguration(deps.publicUrl)));

  const login = async (c: Context) => {
    try {
      await deps.limiter?.hit(`lti-login:ip:${requestIp(c)}`, LTI_LIMITS.login);
      const params = c.req.method === 'POST' ? await formOf(c) : c.req.query();
      const to = await beginLogin(deps, params, browserCookie(c, deps.publicUrl));
      c.header('cache-control', 'no-store');
      return c.redirect(to, 302);
    } catch (error) {
      return refuse(c, error);
    }
  };
  app.get('/login', login);
  app.post('/login', login);

  app.post('/launch', async (c) => {
    try {
      await deps.limiter?.hit(`lti-launch:ip:${requestIp(c)}`, LTI_LIMITS.launch);
      const form = await formOf(c);
      const outcome = await completeLaunch(deps, form, getCookie(c, BROWSER_COOKIE));
      await startSession(c, deps.auth, outcome.userId);
      c.header('cache-control', 'no-store');
      if (outcome.kind === 'deep-linking') return c.html(pickerPage(deps.styles, outcome.token));
      return c.redirect(outcome.to, 303);
    } catch (error) {
      return refuse(c, error);
    }
  });
  app.get('/launch', (c) =>
    refuse(
      c,
      new AppError(
        'invalid-argument',
        'A launch is a form the learning platform posts. Open the activity from your course.',
      ),
    ),
  );

  app.post('/deep-link', async (c) => {
    try {
      const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      if (!session)
        throw new AppError(
          'unauthenticated',
          'Your session has ended. Start again from your course.',
        );
      const form = await formOf(c);
      const { returnUrl, jwt } = await deepLinkingResponse(
        deps.db,
        deps,
        { token: form.token ?? '', item: form.item ?? '' },
        session.user.id,
      );
      c.header('cache-control', 'no-store');
      return c.html(
        autoPostPage(deps.styles, 'Placing it in your course', returnUrl, { JWT: jwt }),
      );
    } catch (error) {
      return refuse(c, error);
    }
  });

  app.get('/register', async (c) => {
    try {
      const { name } = await registerDynamically(deps.db, deps.publicUrl, {
        openidConfiguration: c.req.query('openid_configuration'),
        registrationToken: c.req.query('registration_token'),
      });
      c.header('cache-control', 'no-store');
      return c.html(
        registrationPage(
          deps.styles,
          'Fantasy Fraud League is registered',
          `The platform ${name} is registered. An owner of Fantasy Fraud League approves it in the console (Learning platforms) before its first launch.`,
          true,
        ),
      );
    } catch (error) {
      return refuse(c, error);
    }
  });
  return app;
}

/** A Canvas developer key (LTI 1.3, "Paste JSON"). */
function canvasConfiguration(publicUrl: string) {
  const tool = toolConfiguration(publicUrl);
  return {
    title: 'Fantasy Fraud League',
    description: tool['https://purl.imsglobal.org/spec/lti-tool-configuration'].description,
    oidc_initiation_url: tool.initiate_login_uri,
    target_link_uri: tool['https://purl.imsglobal.org/spec/lti-tool-configuration'].target_link_uri,
    public_jwk_url: tool.jwks_uri,
    scopes: tool.scope.split(' '),
    extensions: [
      {
        platform: 'canvas.instructure.com',
        privacy_level: 'public',
        settings: {
          placements: [
            {
              placement: 'assignment_selection',
              message_type: 'LtiDeepLinkingRequest',
              target_link_uri:
                tool['https://purl.imsglobal.org/spec/lti-tool-configuration'].target_link_uri,
            },
            {
              placement: 'link_selection',
              message_type: 'LtiDeepLinkingRequest',
              target_link_uri:
                tool['https://purl.imsglobal.org/spec/lti-tool-configuration'].target_link_uri,
            },
          ],
        },
      },
    ],
    custom_fields: {},
  };
}

const Removed = z.object({ removed: z.literal(true) }).openapi('LtiPlatformRemoved');

/** The owners' console: platforms registered by hand, approved, removed; a roster synced now. */
export function createLtiAdminRoutes(deps: LtiDeps) {
  const router = createRouter();
  const { db } = deps;

  router.openapi(
    createRoute({
      method: 'get',
      path: '/lti/platforms',
      tags: ['LTI'],
      summary: 'The learning platforms registered, and the addresses to give one (owners only)',
      middleware: [requireOwner] as const,
      responses: answers('The platforms and the tool addresses', PlatformListSchema),
    }),
    async (c) =>
      c.json({ platforms: await listPlatforms(db), addresses: toolAddresses(deps.publicUrl) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/lti/platforms',
      tags: ['LTI'],
      summary: 'Register a learning platform by hand (owners only)',
      description:
        'One issuer and client id once (already-exists). Enabled at once. Recorded in the audit log.',
      middleware: [requireOwner] as const,
      request: { body: jsonBody(NewPlatformSchema) },
      responses: answers('The platform', PlatformSchema),
    }),
    async (c) =>
      c.json(await addPlatform(db, actorOf(c.get('user')), c.req.valid('json'), 'console'), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/lti/platforms/{platformId}/approve',
      tags: ['LTI'],
      summary: 'Let a dynamically registered platform launch (owners only)',
      description: 'Recorded in the audit log.',
      middleware: [requireOwner] as const,
      request: {
        params: PlatformParams,
        body: jsonBody(z.object({}).strict().openapi('LtiApprove')),
      },
      responses: answers('The platform', PlatformSchema),
    }),
    async (c) =>
      c.json(
        await approvePlatform(db, actorOf(c.get('user')), c.req.valid('param').platformId),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/lti/platforms/{platformId}/delete',
      tags: ['LTI'],
      summary: 'Remove a learning platform (owners only)',
      description:
        "Confirmed with the platform's name. Its people keep their accounts, cohorts and training; its launches stop. Recorded in the audit log.",
      middleware: [requireOwner] as const,
      request: { params: PlatformParams, body: jsonBody(RemovePlatformSchema) },
      responses: answers('Removed', Removed),
    }),
    async (c) => {
      await removePlatform(
        db,
        actorOf(c.get('user')),
        c.req.valid('param').platformId,
        c.req.valid('json').confirm,
      );
      return c.json({ removed: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/lti/platforms/{platformId}/roster-sync',
      tags: ['LTI'],
      summary: "Fill a course's cohort from its roster now (owners only)",
      description:
        "Names and Role Provisioning Services: the course's members join its cohort, its teachers manage it, and members marked inactive or gone leave it.",
      middleware: [requireOwner] as const,
      request: { params: PlatformParams, body: jsonBody(SyncSchema) },
      responses: answers('What the sync did', SyncResultSchema),
    }),
    async (c) =>
      c.json(
        await syncRoster(deps, c.req.valid('param').platformId, c.req.valid('json').contextId),
        200,
      ),
  );

  return router;
}
