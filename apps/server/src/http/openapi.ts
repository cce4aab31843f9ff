import { OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import { AppError } from '../lib/app-error';
import type { AppEnv } from './context';

/**
 * A router whose routes are declared with their zod schemas: the same schemas validate requests
 * and describe them in /api/openapi.json, so the document cannot drift from the code.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
        throw new AppError('invalid-argument', `${where}${issue?.message ?? 'Invalid request.'}`);
      }
    },
  });
}

export type Router = ReturnType<typeof createRouter>;

/** A required JSON body. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

export const ErrorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi('Error');

/** A 200 answer described by `schema`, plus the error answer every route can give. */
export function answers<T extends z.ZodType>(description: string, schema?: T) {
  const errors = {
    default: {
      description: 'An error: { error: { code, message } } with one of the standard codes.',
      content: { 'application/json': { schema: ErrorSchema } },
    },
  };
  if (!schema) return { 200: { description }, ...errors } satisfies RouteConfig['responses'];
  return {
    200: { description, content: { 'application/json': { schema } } },
    ...errors,
  } satisfies RouteConfig['responses'];
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
