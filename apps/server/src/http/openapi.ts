import {
  OpenAPIHono,
  type RouteConfig,
  type RouteConfigToTypedResponse,
  type RouteHandler,
  z,
} from '@hono/zod-openapi';
import type { Hono, Next, TypedResponse } from 'hono';
import type { JSONValue } from 'hono/utils/types';
import { AppError, ERROR_CODES } from '../lib/app-error';
import type { AppEnv } from './context';

/**
 * A router whose routes are declared with their zod schemas: the same schemas validate requests
 * and describe them in /api/openapi.json, so the document cannot drift from the code. Its
 * `openapi()` checks each handler's JSON answers against the route's schemas (see `Router`).
 */
export function createRouter(): Router {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
        throw new AppError('invalid-argument', `${where}${issue?.message ?? 'Invalid request.'}`);
      }
    },
  });
  // The same object: only its `openapi` signature is stricter than @hono/zod-openapi's.
  return router as unknown as Router;
}

type Primitive = string | number | boolean | bigint | symbol | null | undefined;
type KeysOf<T> = T extends unknown ? keyof T : never;
type FieldOf<T, K extends PropertyKey> = T extends unknown
  ? K extends keyof T
    ? T[K]
    : never
  : never;

/**
 * The names of the fields of `Actual` that `Expected` does not have, at any depth; `never` when
 * there are none. TypeScript lets an object with more fields stand for one with fewer, so without
 * this an undocumented field would go out to the browser unnoticed.
 */
type ExtraFields<Actual, Expected> = JSONValue extends Expected
  ? never // the schema leaves this part open (`z.unknown()`)
  : Actual extends Primitive
    ? never
    : Actual extends readonly (infer Item)[]
      ? ExtraFields<Item, Expected extends readonly (infer E)[] ? E : never>
      : {
          [K in keyof Actual & string]: K extends KeysOf<Extract<Expected, object>>
            ? ExtraFields<Actual[K], FieldOf<Extract<Expected, object>, K>>
            : K;
        }[keyof Actual & string];

type DocumentedData<Answers, Status> =
  Answers extends TypedResponse<infer D, infer S, infer _F>
    ? Status extends S
      ? D
      : never
    : never;

/** The undocumented fields of the JSON answers a handler returning `Ret` can give. */
type UndocumentedFields<R extends RouteConfig, Ret> =
  Awaited<Ret> extends infer Answer
    ? Answer extends TypedResponse<infer Data, infer Status, 'json'>
      ? ExtraFields<Data, DocumentedData<RouteConfigToTypedResponse<R>, Status>>
      : never
    : never;

type OnlyDocumentedFields<R extends RouteConfig, Ret> = [UndocumentedFields<R, Ret>] extends [never]
  ? unknown
  : { 'The answer has fields its schema lacks': UndocumentedFields<R, Ret> };

type RouteContext<R extends RouteConfig> = Parameters<RouteHandler<R, AppEnv>>[0];

/**
 * @hono/zod-openapi's `openapi()` checks that a handler's answer has the schema's fields with the
 * schema's types; this one also refuses fields the schema lacks.
 */
type CheckedOpenapi = <R extends RouteConfig, Ret extends ReturnType<RouteHandler<R, AppEnv>>>(
  route: R,
  handler: ((c: RouteContext<R>, next: Next) => Ret) & OnlyDocumentedFields<R, Ret>,
) => Router;

export type Router = Hono<AppEnv> &
  Omit<OpenAPIHono<AppEnv>, keyof Hono<AppEnv> | 'openapi'> & { openapi: CheckedOpenapi };

/**
 * Puts the routes of `router`, mounted on its own under /api (before a guard the API router sits
 * behind, such as GET /me before the verified-e-mail guard), in the API router's document.
 */
export function documentRoutes(registry: Router['openAPIRegistry'], router: Router): void {
  for (const definition of router.openAPIRegistry.definitions) {
    if (definition.type === 'route') registry.registerPath(definition.route);
  }
}

/** An action that takes no body; an empty JSON object is accepted too. */
export const NoBody = {
  required: false,
  content: { 'application/json': { schema: z.strictObject({}) } },
};

/** A required JSON body. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

export const ErrorSchema = z
  .object({ error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }) })
  .openapi('Error');

const ERROR_ANSWER = {
  default: {
    description: 'An error: { error: { code, message } } with one of the standard codes.',
    content: { 'application/json': { schema: ErrorSchema } },
  },
} as const;

/**
 * A 200 answer described by `schema`, plus the error answer every route can give. Each form has
 * its own precise type, so @hono/zod-openapi checks every `c.json(…, 200)` of a handler against
 * the route's schema (a union here would switch that check off: see openapi.test-d.ts).
 */
export function answers<T extends z.ZodType>(
  description: string,
  schema: T,
): {
  200: { description: string; content: { 'application/json': { schema: T } } };
} & typeof ERROR_ANSWER;
/** A 200 answer without a documented body, plus the error answer every route can give. */
export function answers(
  description: string,
): { 200: { description: string } } & typeof ERROR_ANSWER;
export function answers(description: string, schema?: z.ZodType): RouteConfig['responses'] {
  if (!schema) return { 200: { description }, ...ERROR_ANSWER };
  return { 200: { description, content: { 'application/json': { schema } } }, ...ERROR_ANSWER };
}

/** Path parameter schemas shared by several features. */
export const PublicIdParam = z
  .string()
  .regex(/^[A-Za-z0-9]{20}$/, 'Expected a 20-character id.')
  .openapi({ example: 'Ab3dE5gH7jK9mN1pQ3sT' });

/** The Idempotency-Key header: any client-chosen token of 8 to 100 safe characters. */
const IDEMPOTENCY_KEY_MESSAGE =
  'Send an Idempotency-Key header of 8 to 100 letters, digits or _.:-';

export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ message: IDEMPOTENCY_KEY_MESSAGE })
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/, IDEMPOTENCY_KEY_MESSAGE)
    .openapi({
      description:
        'A unique token per intended action; a retry with the same key returns the first answer.',
    }),
});
