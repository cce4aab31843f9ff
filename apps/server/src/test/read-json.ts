/**
 * How the server's tests read an answer's JSON (issue 25): `readJson(res)` for a 200 answer, typed
 * by the path and method the TestClient asked (in-process.ts) and checked against the API
 * document when it runs; `readJson(res, Schema)` for a body the document does not describe; and
 * `readError(res)` for an error answer. A cast of response JSON fails `npm run check`
 * (scripts/check-json-casts.mjs). This file imports no app code, so unit tests may use it too.
 */
import type { z } from 'zod';
import { ErrorSchema } from '../http/openapi';
import type { AnswerOf, ApiContract, ErrorAnswer, Method } from './api-contract';

interface AskedRequest {
  method: string;
  path: string;
  contract: ApiContract;
}

/** The request behind each answer of a TestClient, for `readJson`. */
const requestOf = new WeakMap<Response, AskedRequest>();

declare const answerRoute: unique symbol;

/**
 * An answer of a TestClient, with the documented route it answers in its type (`never` when the
 * path and method are not in the API document), so that `readJson(res)` knows what it reads.
 */
export type ApiResponse<K extends string, M extends Method> = Response & {
  readonly [answerRoute]: { route: K; method: M };
};

/** Remembers the request behind `res` for readJson, and gives `res` its route's type. */
export function answerTo<K extends string, M extends Method>(
  res: Response,
  request: AskedRequest,
): ApiResponse<K, M> {
  requestOf.set(res, request);
  // The route is a type only: readJson finds it again from the request remembered above.
  return res as ApiResponse<K, M>;
}

function nameOf(res: Response): string {
  const request = requestOf.get(res);
  return request ? `${request.method} ${request.path}` : 'The request';
}

/**
 * The 200 answer of a documented route, typed by the path and method it was asked with and
 * checked against the API document (a readable zod error when it does not fit). Throws when the
 * status is not 200. For a body the document does not describe (/api/health, the document
 * itself, another server's), pass its schema: `readJson(res, OpenApiDocumentSchema)`. The body is
 * returned as sent, unknown fields kept, so that a test can still see a field that must not be
 * there.
 */
export async function readJson<K extends string, M extends Method>(
  res: ApiResponse<K, M>,
): Promise<AnswerOf<K, M>>;
export async function readJson<S extends z.ZodType>(res: Response, schema: S): Promise<z.infer<S>>;
export async function readJson(res: Response, schema?: z.ZodType): Promise<unknown> {
  const name = nameOf(res);
  if (res.status !== 200) {
    throw new Error(`${name} answered ${res.status}, not 200: ${await res.text()}`);
  }
  const body: unknown = await res.json();
  if (schema) {
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new Error(`The answer of ${name} does not fit its schema: ${result.error.message}`);
    }
    return body;
  }
  const request = requestOf.get(res);
  if (!request) throw new Error('readJson(res) reads the answers of a TestClient; pass a schema.');
  await request.contract.checkAnswer(request.method, request.path, body);
  return body;
}

/** The `{ code, message }` of an error answer (status 400 or more), checked against its schema. */
export async function readError(res: Response): Promise<ErrorAnswer> {
  const name = nameOf(res);
  const text = await res.text();
  if (res.status < 400) throw new Error(`${name} answered ${res.status}, not an error: ${text}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${name} answered ${res.status} with a body that is not JSON: ${text}`);
  }
  const result = ErrorSchema.safeParse(body);
  if (!result.success) {
    throw new Error(`${name} answered ${res.status} without the error schema: ${text}`);
  }
  return result.data.error;
}
