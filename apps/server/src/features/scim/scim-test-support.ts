import { z } from 'zod';
import type { Db } from '../../db/client';
import { organisation, organisationDomain } from '../../db/schema/sso';
import { createPublicId } from '../../lib/public-id';
import { readJson, type TestClient, type TestServer } from '../../test/test-server';

/**
 * The SCIM tests' helpers: an organisation with its domains (inserted directly, until the tests
 * switch to the organisation console's service), a token made through the console, and requests
 * as a directory sends them (bearer token, application/scim+json), read through zod.
 */

export async function insertOrganisation(
  db: Db,
  name: string,
  domains: string[],
  defaultCohortId: string | null = null,
): Promise<string> {
  const id = createPublicId();
  await db.insert(organisation).values({ id, name, defaultCohortId });
  await db
    .insert(organisationDomain)
    .values(domains.map((domain) => ({ domain, organisationId: id })));
  return id;
}

const CreatedTokenSchema = z.object({
  token: z.object({ id: z.string(), prefix: z.string() }),
  secret: z.string(),
  baseUrl: z.string(),
});

/** A token made by `owner` in the console, with its secret. */
export async function makeToken(owner: TestClient, organisationId: string, name = 'Directory') {
  const res = await owner.post(`/api/admin/organisations/${organisationId}/scim-tokens`, { name });
  return readJson(res, CreatedTokenSchema);
}

export type Directory = ReturnType<typeof directory>;

/** Requests to /scim/v2 as a directory sends them, with `secret` as its bearer token. */
export function directory(server: TestServer, secret: string | null) {
  const send = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    server.app.request(`http://localhost:3000/scim/v2${path}`, {
      method,
      headers: {
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/scim+json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown) => send('POST', path, body),
    put: (path: string, body: unknown) => send('PUT', path, body),
    patch: (path: string, body: unknown) => send('PATCH', path, body),
    delete: (path: string) => send('DELETE', path),
    send,
  };
}

export const ScimErrorSchema = z.object({
  schemas: z.tuple([z.literal('urn:ietf:params:scim:api:messages:2.0:Error')]),
  status: z.string(),
  scimType: z.string().optional(),
  detail: z.string(),
});

/** A SCIM error answer: its status, keyword and detail, checked to be in SCIM's format. */
export async function readScimError(res: Response) {
  expectScimType(res);
  const body = ScimErrorSchema.parse(await res.json());
  if (body.status !== String(res.status)) {
    throw new Error(`status ${res.status} but the body says ${body.status}`);
  }
  return { status: res.status, scimType: body.scimType, detail: body.detail };
}

function expectScimType(res: Response) {
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('application/scim+json')) {
    throw new Error(`content-type ${type}, not application/scim+json`);
  }
}

const MetaSchema = z.object({
  resourceType: z.string(),
  created: z.string(),
  lastModified: z.string(),
  location: z.string(),
});

export const ScimUserSchema = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  externalId: z.string().optional(),
  userName: z.string(),
  displayName: z.string(),
  name: z.object({
    formatted: z.string(),
    givenName: z.string().optional(),
    familyName: z.string().optional(),
  }),
  emails: z.array(z.object({ value: z.string(), type: z.string(), primary: z.boolean() })),
  active: z.boolean(),
  groups: z.array(z.object({ value: z.string(), display: z.string() })),
  meta: MetaSchema,
});

export const ScimGroupSchema = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  externalId: z.string().optional(),
  displayName: z.string(),
  members: z.array(z.object({ value: z.string(), display: z.string() })).optional(),
  meta: MetaSchema,
});

export function listSchema<S extends z.ZodType>(item: S) {
  return z.object({
    schemas: z.tuple([z.literal('urn:ietf:params:scim:api:messages:2.0:ListResponse')]),
    totalResults: z.number(),
    startIndex: z.number(),
    itemsPerPage: z.number(),
    Resources: z.array(item),
  });
}

/** A SCIM answer's body, checked to be `status` and application/scim+json. */
export async function readScim<S extends z.ZodType>(
  res: Response,
  schema: S,
  status = 200,
): Promise<z.infer<S>> {
  if (res.status !== status) {
    throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
  }
  expectScimType(res);
  return schema.parse(await res.json());
}
