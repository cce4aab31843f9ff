import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { MemoryRateLimiter, type RateRule } from '../../lib/rate-limit';
import { findBrokenText } from '../../lib/text-input';
import type { ScimContext } from './scim-context';
import { listOf, resourceTypes, schemas, serviceProviderConfig } from './scim-discovery';
import { SCIM_CONTENT_TYPE, ScimError, scimErrorResponse, scimErrors } from './scim-errors';
import { readPage } from './scim-filter';
import {
  createScimGroup,
  deleteScimGroup,
  getScimGroup,
  listScimGroups,
  patchScimGroup,
  replaceScimGroup,
} from './scim-groups';
import { readGroupPatch } from './scim-patch';
import { ScimGroupBodySchema, ScimPatchSchema, ScimUserBodySchema } from './scim-schemas';
import { authenticateScim, type ScimCaller, scimBaseUrl } from './scim-token-service';
import {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
  patchScimUser,
  replaceScimUser,
} from './scim-users';

/**
 * The SCIM 2.0 service (RFC 7644), mounted at /scim/v2 beside /api. Its routes are written by
 * hand rather than declared on the API's OpenAPI router: SCIM is described by its own discovery
 * documents, and answers its own error format (app.ts sends errors under /scim/ to
 * scim-errors.ts). A bearer token names the organisation; the services scope every query to it.
 */

/** Requests one token may make a minute in this process: a full sync of thousands of people. */
export const SCIM_RATE: RateRule = { max: 1200, windowSeconds: 60 };
/** A group's full member list is the largest body a directory sends. */
const SCIM_MAX_BYTES = 1024 * 1024;

type ScimEnv = AppEnv & { Variables: { scim: ScimContext } };

export interface ScimDeps {
  db: Db;
  auth: Auth;
  publicUrl: string;
  now: () => Date;
  /** A player was archived or their sign-in changed: sessions and event streams check again. */
  sessionsChanged: () => void;
  rate?: RateRule;
}

function scimJson(body: unknown, status: 200 | 201 = 200, location?: string): Response {
  const headers = new Headers({ 'content-type': SCIM_CONTENT_TYPE, 'cache-control': 'no-store' });
  if (location) headers.set('location', location);
  return new Response(JSON.stringify(body), { status, headers });
}

/** The JSON body, as application/scim+json or application/json, checked by `schema`. */
async function readBody<S extends z.ZodType>(c: Context<ScimEnv>, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(scim\+)?json\b/i.test(type)) {
    throw new ScimError(
      'invalid-argument',
      'invalidSyntax',
      'The body must be application/scim+json (or application/json).',
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw scimErrors.invalidSyntax('The body is not valid JSON.');
  }
  const broken = findBrokenText(body);
  if (broken !== null) {
    throw scimErrors.invalidValue(`${broken || 'The body'} holds text that cannot be stored.`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw scimErrors.invalidValue(`${where}${issue?.message ?? 'Invalid request.'}`);
  }
  return parsed.data;
}

function idOf(c: Context<ScimEnv>): string {
  const id = c.req.param('id') ?? '';
  if (id.length === 0 || id.length > 100) throw scimErrors.notFound('resource');
  return id;
}

function excludesMembers(c: Context<ScimEnv>): boolean {
  const excluded = c.req.query('excludedAttributes') ?? '';
  return excluded
    .split(',')
    .some((name) => name.trim().toLowerCase().replace(/^.*:/, '') === 'members');
}

export function createScimRoutes(deps: ScimDeps) {
  const { db } = deps;
  const baseUrl = scimBaseUrl(deps.publicUrl);
  const limiter = new MemoryRateLimiter(() => deps.now().getTime());
  const rate = deps.rate ?? SCIM_RATE;
  const createAccount = async (input: { email: string; name: string }) => {
    const context = await deps.auth.$context;
    const created = await context.internalAdapter.createUser(
      { email: input.email, name: input.name, emailVerified: true },
      { method: 'scim' },
    );
    return { id: created.id };
  };
  const router = new Hono<ScimEnv>();

  const limitBody = bodyLimit({
    maxSize: SCIM_MAX_BYTES,
    onError: () => scimErrorResponse(413, 'The request body is larger than 1 MiB.'),
  });
  // Reads take no body (and asking a GET for one makes the Node adapter build a full Request).
  router.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );

  // Discovery: the same for every organisation, so no token is needed to read it.
  router.get('/ServiceProviderConfig', () => scimJson(serviceProviderConfig(baseUrl)));
  router.get('/ResourceTypes', () => scimJson(listOf(resourceTypes(baseUrl))));
  router.get('/ResourceTypes/:id', (c) => {
    const found = resourceTypes(baseUrl).find((t) => t.id === c.req.param('id'));
    if (!found) throw scimErrors.notFound('resource type');
    return scimJson(found);
  });
  router.get('/Schemas', () => scimJson(listOf(schemas(baseUrl))));
  router.get('/Schemas/:id', (c) => {
    const found = schemas(baseUrl).find((s) => s.id === c.req.param('id'));
    if (!found) throw scimErrors.notFound('schema');
    return scimJson(found);
  });

  router.use('*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const caller: ScimCaller | null = match?.[1]
      ? await authenticateScim(db, match[1], deps.now())
      : null;
    if (!caller) {
      const res = scimErrorResponse(
        401,
        match ? 'The bearer token is unknown or revoked.' : 'A bearer token is required.',
      );
      res.headers.set('www-authenticate', 'Bearer realm="scim"');
      return res;
    }
    const wait = limiter.hit(caller.tokenId, rate);
    if (wait !== null) {
      return scimErrorResponse(429, `Too many requests: retry in ${wait} s.`, 'tooMany', wait);
    }
    c.set('scim', {
      caller,
      baseUrl,
      createAccount,
      sessionsChanged: deps.sessionsChanged,
    });
    await next();
  });

  router.get('/Users', async (c) =>
    scimJson(
      await listScimUsers(
        db,
        c.get('scim'),
        c.req.query('filter'),
        readPage(c.req.query('startIndex'), c.req.query('count')),
      ),
    ),
  );
  router.post('/Users', async (c) => {
    const created = await createScimUser(db, c.get('scim'), await readBody(c, ScimUserBodySchema));
    return scimJson(created, 201, created.meta.location);
  });
  router.get('/Users/:id', async (c) => scimJson(await getScimUser(db, c.get('scim'), idOf(c))));
  router.put('/Users/:id', async (c) => {
    const id = idOf(c);
    const body = await readBody(c, ScimUserBodySchema);
    return scimJson(await replaceScimUser(db, c.get('scim'), id, body));
  });
  router.patch('/Users/:id', async (c) => {
    const id = idOf(c);
    const { Operations } = await readBody(c, ScimPatchSchema);
    return scimJson(await patchScimUser(db, c.get('scim'), id, Operations));
  });
  router.delete('/Users/:id', async (c) => {
    await deleteScimUser(db, c.get('scim'), idOf(c));
    return c.body(null, 204);
  });

  router.get('/Groups', async (c) =>
    scimJson(
      await listScimGroups(
        db,
        c.get('scim'),
        c.req.query('filter'),
        readPage(c.req.query('startIndex'), c.req.query('count')),
        !excludesMembers(c),
      ),
    ),
  );
  router.post('/Groups', async (c) => {
    const created = await createScimGroup(
      db,
      c.get('scim'),
      await readBody(c, ScimGroupBodySchema),
    );
    return scimJson(created, 201, created.meta.location);
  });
  router.get('/Groups/:id', async (c) =>
    scimJson(await getScimGroup(db, c.get('scim'), idOf(c), !excludesMembers(c))),
  );
  router.put('/Groups/:id', async (c) => {
    const id = idOf(c);
    const body = await readBody(c, ScimGroupBodySchema);
    return scimJson(await replaceScimGroup(db, c.get('scim'), id, body));
  });
  router.patch('/Groups/:id', async (c) => {
    const id = idOf(c);
    const { Operations } = await readBody(c, ScimPatchSchema);
    await patchScimGroup(db, c.get('scim'), id, readGroupPatch(Operations));
    return c.body(null, 204);
  });
  router.delete('/Groups/:id', async (c) => {
    await deleteScimGroup(db, c.get('scim'), idOf(c));
    return c.body(null, 204);
  });

  router.all('*', () => {
    throw new ScimError('not-found', undefined, 'No such SCIM endpoint.');
  });
  return router;
}
