import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';

/** Reads a JSON body and validates it, answering `invalid-argument` for anything malformed. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError(
      'invalid-argument',
      'The request body must be JSON (Content-Type: application/json).',
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new AppError('invalid-argument', 'The request body is not valid JSON.');
  }
  return parseWith(schema, raw);
}

/** Like readJson, but an empty body counts as `{}`. */
export async function readOptionalJson<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<z.infer<T>> {
  if ((await c.req.text()).trim() === '') return parseWith(schema, {});
  return readJson(c, schema);
}

/** Validates a value against a schema and turns the first issue into a readable message. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new AppError('invalid-argument', `${where}${issue?.message ?? 'Invalid request.'}`);
  }
  return result.data;
}
