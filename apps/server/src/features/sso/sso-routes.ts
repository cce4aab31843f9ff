import { createRoute } from '@hono/zod-openapi';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import type { Auth } from '../../auth/auth';
import { startSession } from '../../auth/start-session';
import type { Db } from '../../db/client';
import { requireOwner } from '../../http/guards';
import { answers, createRouter, jsonBody } from '../../http/openapi';
import { escapeHtml, plainPage } from '../../http/plain-page';
import { requestIp } from '../../http/request-ip';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { RateLimiter, RateRule } from '../../lib/rate-limit';
import { actorOf } from '../admin/admin-routes';
import {
  DeleteOrganisationSchema,
  NewOrganisationSchema,
  OidcCallbackQuery,
  OrganisationChangeSchema,
  OrganisationDeletedSchema,
  OrganisationListSchema,
  OrganisationParams,
  OrganisationSchema,
  SamlPostSchema,
  SsoFinishQuery,
  SsoLookupQuery,
  SsoLookupSchema,
  SsoSettingSchema,
  SsoStartQuery,
} from './sso-schemas';
import {
  type CreateVerifiedUser,
  createOrganisation,
  deleteOrganisation,
  finishSignIn,
  getOrganisation,
  listOrganisations,
  lookupEmail,
  receiveOidcCallback,
  receiveSamlAnswer,
  samlMetadata,
  setProvider,
  startSignIn,
  updateOrganisation,
} from './sso-service';

/** The cookie that binds a sign-in to the browser that started it. */
const BROWSER_COOKIE = 'ffl.sso';

/**
 * A SAML answer is a few kilobytes (tens with a long group list); anything much larger is not one,
 * and is refused before it is read.
 */
const SAML_POST_MAX_BYTES = 512 * 1024;

/** Sign-ins started, and answers posted, per address: a person needs a handful a minute. */
export const SSO_LIMITS: Readonly<Record<'start' | 'answer', RateRule>> = {
  start: { max: 30, windowSeconds: 60 },
  answer: { max: 30, windowSeconds: 60 },
};

interface Deps {
  db: Db;
  publicUrl: string;
}

/** `/api/admin/organisations…`: the owner's settings of each organisation's sign-on. */
export function createOrganisationRoutes({ db, publicUrl }: Deps) {
  const router = createRouter();
  const tags = ['Organisations'];
  const Params = OrganisationParams;

  router.openapi(
    createRoute({
      method: 'get',
      path: '/organisations',
      tags,
      summary: 'Every organisation, with its domains, sign-on and what to give its provider',
      middleware: [requireOwner] as const,
      responses: answers('The organisations, by name', OrganisationListSchema),
    }),
    async (c) => c.json(await listOrganisations(db, publicUrl), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/organisations',
      tags,
      summary: 'Create an organisation with the e-mail domains it owns (owners only)',
      description:
        'A domain belongs to one organisation: another one already holding it is already-exists. Recorded in the audit log.',
      middleware: [requireOwner] as const,
      request: { body: jsonBody(NewOrganisationSchema) },
      responses: answers('The new organisation', OrganisationSchema),
    }),
    async (c) =>
      c.json(
        await createOrganisation(db, publicUrl, actorOf(c.get('user')), c.req.valid('json')),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/organisations/{organisationId}',
      tags,
      summary: 'One organisation',
      middleware: [requireOwner] as const,
      request: { params: Params },
      responses: answers('The organisation', OrganisationSchema),
    }),
    async (c) =>
      c.json(await getOrganisation(db, publicUrl, c.req.valid('param').organisationId), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/organisations/{organisationId}',
      tags,
      summary:
        'Change an organisation: name, domains, sign-on on or off, passwords, groups to cohorts, default cohort',
      description:
        'Refusing passwords needs the sign-on on; turning the sign-on off lets passwords in again. Recorded in the audit log.',
      middleware: [requireOwner] as const,
      request: { params: Params, body: jsonBody(OrganisationChangeSchema) },
      responses: answers('The organisation after the change', OrganisationSchema),
    }),
    async (c) =>
      c.json(
        await updateOrganisation(
          db,
          publicUrl,
          actorOf(c.get('user')),
          c.req.valid('param').organisationId,
          c.req.valid('json'),
        ),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/organisations/{organisationId}/provider',
      tags,
      summary: "Set the organisation's identity provider: SAML 2.0 or OpenID Connect",
      description:
        "SAML: the provider's metadata address or file, or its entity id, sign-in address and certificate. OpenID Connect: the issuer (its discovery document is read now), client id and secret. A provider that cannot be read is refused and nothing changes. Recorded in the audit log.",
      middleware: [requireOwner] as const,
      request: { params: Params, body: jsonBody(SsoSettingSchema) },
      responses: answers('The organisation with its provider', OrganisationSchema),
    }),
    async (c) =>
      c.json(
        await setProvider(
          db,
          publicUrl,
          actorOf(c.get('user')),
          c.req.valid('param').organisationId,
          c.req.valid('json'),
        ),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/organisations/{organisationId}/delete',
      tags,
      summary: 'Delete an organisation and its sign-on; its players keep their accounts',
      description:
        "The body confirms with the organisation's name. Its people sign in with a password (or a reset link) afterwards. Recorded in the audit log.",
      middleware: [requireOwner] as const,
      request: { params: Params, body: jsonBody(DeleteOrganisationSchema) },
      responses: answers('Deleted', OrganisationDeletedSchema),
    }),
    async (c) => {
      await deleteOrganisation(
        db,
        actorOf(c.get('user')),
        c.req.valid('param').organisationId,
        c.req.valid('json').confirm,
      );
      return c.json({ deleted: true as const }, 200);
    },
  );
  return router;
}

/** `GET /api/sso/lookup`: where an address signs in, for the login page (before signing in). */
export function createSsoLookupRoutes({ db, publicUrl }: Deps) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/sso/lookup',
      tags: ['Organisations'],
      summary: "Whether an address's domain signs in through its organisation's provider",
      description:
        'Needs no session. Answers from the domain alone, the same whether or not the address has an account.',
      request: { query: SsoLookupQuery },
      responses: answers('Where to sign in', SsoLookupSchema),
    }),
    async (c) => c.json(await lookupEmail(db, publicUrl, c.req.valid('query').email), 200),
  );
  return router;
}

interface SignInDeps extends Deps {
  auth: Auth;
  logger: Logger;
  limiter: RateLimiter;
  styles: readonly string[];
}

/**
 * The sign-in itself, outside /api: the provider posts its SAML answer from its own site, which
 * the API's same-origin guard would refuse; its signature and the browser binding are the
 * authority here. Every refusal is a page that says what happened, with a 4xx status.
 */
export function createSsoSignInRoutes(deps: SignInDeps) {
  const { db, publicUrl, auth, logger, limiter } = deps;
  const app = new Hono();
  const secure = publicUrl.startsWith('https://');
  // better-auth's own adapter, so that its hooks run as for any sign-up (the role, the enrolment).
  const createUser: CreateVerifiedUser = async ({ email, name, method, organisationId }) => {
    const context = await auth.$context;
    return context.internalAdapter.createUser(
      { email, name, emailVerified: true },
      { method, sso: { providerId: organisationId } },
    );
  };

  const refusedPage = (c: Context, error: unknown) => {
    // Anything but our own error (a database fault, say) goes to the app's handler: a 503 there.
    if (!(error instanceof AppError)) throw error;
    logger.info({ code: error.code, reason: error.message }, 'sign-on refused');
    c.header('cache-control', 'no-store');
    if (error.retryAfter !== undefined) c.header('retry-after', String(error.retryAfter));
    const busy = error.status >= 500;
    return c.html(
      plainPage(
        deps.styles,
        busy ? 'Sign-in unavailable' : 'Sign-in refused',
        `<p role="alert">${escapeHtml(error.message)}</p><p><a href="/login">Back to the login page</a></p>`,
      ),
      error.status as 400 | 401 | 403 | 404 | 409 | 412 | 429 | 503,
    );
  };

  const signIn = async (c: Context, userId: string, returnTo: string) => {
    await startSession(c, auth, userId);
    setCookie(c, BROWSER_COOKIE, '', { path: '/sso', maxAge: 0, secure, sameSite: 'Lax' });
    return c.redirect(returnTo, 303);
  };

  const param = (c: Context) => {
    const parsed = OrganisationParams.safeParse({ organisationId: c.req.param('organisationId') });
    if (!parsed.success) throw new AppError('not-found', 'No organisation has this id.');
    return parsed.data.organisationId;
  };

  app.get('/:organisationId/start', async (c) => {
    try {
      await limiter.hit(`sso-start:ip:${requestIp(c)}`, SSO_LIMITS.start);
      const query = SsoStartQuery.safeParse(c.req.query());
      const returnTo = query.success ? (query.data.returnTo ?? '/') : '/';
      const { url, browserSecret } = await startSignIn(db, publicUrl, param(c), returnTo);
      // Lax: sent on the top-level navigations back to us (the finish step, the OIDC callback).
      setCookie(c, BROWSER_COOKIE, browserSecret, {
        path: '/sso',
        httpOnly: true,
        secure,
        sameSite: 'Lax',
        maxAge: 600,
      });
      c.header('cache-control', 'no-store');
      return c.redirect(url, 302);
    } catch (error) {
      return refusedPage(c, error);
    }
  });

  app.get('/saml/:organisationId/metadata', async (c) => {
    try {
      const xml = await samlMetadata(db, publicUrl, param(c));
      c.header('content-type', 'application/samlmetadata+xml; charset=utf-8');
      return c.body(xml, 200);
    } catch (error) {
      return refusedPage(c, error);
    }
  });

  app.post(
    '/saml/:organisationId/acs',
    bodyLimit({
      maxSize: SAML_POST_MAX_BYTES,
      onError: (c) =>
        refusedPage(
          c,
          new AppError(
            'invalid-argument',
            'The answer is larger than 512 KiB: it is not a SAML response.',
          ),
        ),
    }),
    async (c) => {
      try {
        await limiter.hit(`sso-answer:ip:${requestIp(c)}`, SSO_LIMITS.answer);
        const type = c.req.header('content-type') ?? '';
        if (!type.startsWith('application/x-www-form-urlencoded'))
          throw new AppError(
            'invalid-argument',
            'The identity provider must post its answer as a form (the HTTP-POST binding).',
          );
        const form = Object.fromEntries(
          Object.entries(await c.req.parseBody()).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        );
        const body = SamlPostSchema.safeParse(form);
        if (!body.success)
          throw new AppError(
            'invalid-argument',
            body.error.issues[0]?.message ?? 'The answer is not a SAML response.',
          );
        const finishUrl = await receiveSamlAnswer(db, publicUrl, param(c), body.data, createUser);
        c.header('cache-control', 'no-store');
        return c.redirect(finishUrl, 303);
      } catch (error) {
        return refusedPage(c, error);
      }
    },
  );

  app.get('/finish', async (c) => {
    try {
      const query = SsoFinishQuery.safeParse(c.req.query());
      if (!query.success)
        throw new AppError('invalid-argument', 'This sign-in link is incomplete. Sign in again.');
      const done = await finishSignIn(db, query.data.code, getCookie(c, BROWSER_COOKIE));
      return await signIn(c, done.userId, done.returnTo);
    } catch (error) {
      return refusedPage(c, error);
    }
  });

  app.get('/oidc/:organisationId/callback', async (c) => {
    try {
      const query = OidcCallbackQuery.safeParse(c.req.query());
      if (!query.success || !query.data.state)
        throw new AppError(
          'invalid-argument',
          'The provider’s answer is incomplete. Sign in again.',
        );
      if (query.data.error)
        throw new AppError(
          'permission-denied',
          `The identity provider did not sign you in (${query.data.error_description ?? query.data.error}).`,
        );
      const done = await receiveOidcCallback(
        db,
        param(c),
        // The address the provider redirected to, as registered: ours, whatever proxy is between.
        new URL(
          `${new URL(publicUrl).origin}${new URL(c.req.url).pathname}${new URL(c.req.url).search}`,
        ),
        query.data.state,
        getCookie(c, BROWSER_COOKIE),
        createUser,
      );
      return await signIn(c, done.userId, done.returnTo);
    } catch (error) {
      return refusedPage(c, error);
    }
  });

  app.all('*', (c) => refusedPage(c, new AppError('not-found', 'No such sign-in address.')));
  return app;
}
