/**
 * How the journeys read the API's JSON (issue 25): typed by the path and method asked, and checked
 * against the server's API document when they run (apps/server/src/test/api-contract.ts), so that
 * an answer that changed shape fails the journey that reads it, in the type check and at run
 * time. A cast of response JSON fails `npm run check` (scripts/check-json-casts.mjs).
 *
 *   const bank = await getJson(page, '/api/bank');                       // GET, 200, typed
 *   const league = await sendJson(page, 'post', '/api/leagues', { data, headers });
 *   const view = await readAnswer(await started, 'post', '/api/me/boosters'); // a caught response
 *   const { code } = await readError(res);                               // an error answer
 */
import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type Page,
  test,
} from '@playwright/test';
import {
  type AnswerOf,
  createApiContract,
  type ErrorAnswer,
  type Method,
  OpenApiDocumentSchema,
  type RouteOf,
} from '../../apps/server/src/test/api-contract';

/**
 * The origin of the server the running journey's project plays on: playwright.config.ts starts
 * one for the own-data journeys and one for the shared-world journeys, which run side by side.
 * Read inside a test or a hook (it asks Playwright which project is running).
 */
export function appOrigin(): string {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error(`project ${test.info().project.name} has no baseURL`);
  return base;
}

/** The Origin header the server's CSRF check asks of a write, for the running journey's server. */
export function originHeader(): { origin: string } {
  return { origin: appOrigin() };
}

/** Who asks: a signed-in API context, or a page (its own cookies). */
export type ApiClient = APIRequestContext | Page;

/** A response the journey holds: from an API context, or one the page's browser received. */
type AnyResponse = Pick<APIResponse, 'status' | 'url' | 'json' | 'text'>;

type Answer<P extends string, M extends Method> = AnswerOf<RouteOf<P, M>, M>;

function requestOf(client: ApiClient): APIRequestContext {
  return 'goto' in client ? client.request : client;
}

/** GET /api/openapi.json: the server's API document, its operations by path and method. */
export async function apiDocument() {
  const res = await fetch(`${appOrigin()}/api/openapi.json`);
  if (!res.ok) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return OpenApiDocumentSchema.parse(await res.json());
}

/** The checks of the server's API document, read once per worker, on the first check. */
const contract = createApiContract(apiDocument);

/**
 * Types a checked body by its route. No helper that returns an Answer is `async`: TypeScript would
 * weigh the generic route against every documented one to learn whether the answer could be a
 * promise itself, seconds of type check per helper (docs/decisions/0048-a-twelve-minute-loop.md).
 */
function typed<P extends string, M extends Method>(body: Promise<unknown>): Promise<Answer<P, M>> {
  // Each caller checks the body against the route's schema, of which Answer is the generated type.
  return body as Promise<Answer<P, M>>;
}

/**
 * A body the journey got another way (the downloaded file of `path`'s answer), checked against the
 * API document and typed like getJson's.
 */
export function asAnswer<P extends string, M extends Method>(
  body: Promise<unknown>,
  method: M,
  path: P,
) {
  return typed<P, M>(
    body.then(async (json) => {
      await contract.checkAnswer(method, path, json);
      return json;
    }),
  );
}

/** A 200 answer's body, checked against the API document's schema of the route it came from. */
async function checkedBody(res: AnyResponse, method: Method, path: string): Promise<unknown> {
  const name = `${method.toUpperCase()} ${path}`;
  expect(res.status(), `${name}: ${await res.text()}`).toBe(200);
  const body: unknown = await res.json();
  await contract.checkAnswer(method, new URL(res.url()).pathname, body);
  return body;
}

/** GET `path`: its 200 answer, typed by the path and checked against the API document. */
export function getJson<P extends string>(client: ApiClient, path: P) {
  const res = requestOf(client).get(path);
  return typed<P, 'get'>(res.then((answer) => checkedBody(answer, 'get', path)));
}

/** A write to `path`: its 200 answer, typed by the path and method, checked like getJson's. */
export function sendJson<P extends string, M extends Exclude<Method, 'get'>>(
  client: ApiClient,
  method: M,
  path: P,
  options: { data?: unknown; headers?: Record<string, string> } = {},
) {
  const res = requestOf(client).fetch(path, { method: method.toUpperCase(), ...options });
  return typed<P, M>(res.then((answer) => checkedBody(answer, method, path)));
}

/**
 * The 200 answer of a response the journey caught (`page.waitForResponse`), typed by the route
 * it names (`'/api/quizzes/{fraudId}/attempts'` or a path of it), which must be the route the
 * response came from.
 */
export function readAnswer<P extends string, M extends Method>(
  res: AnyResponse,
  method: M,
  path: P,
) {
  return typed<P, M>(sameRoute(res, method, path).then(() => checkedBody(res, method, path)));
}

async function sameRoute(res: AnyResponse, method: Method, path: string) {
  const [answered, named] = await Promise.all([
    contract.route(method, res.url()),
    contract.route(method, path),
  ]);
  expect(answered, `${res.url()} answers the route ${path}`).toBe(named);
}

/** The `{ code, message }` of an error answer, checked against the API document's Error. */
export async function readError(res: AnyResponse): Promise<ErrorAnswer> {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBeGreaterThanOrEqual(400);
  const body: unknown = await res.json();
  await contract.checkError(body);
  // Checked just above against the Error schema, of which ErrorAnswer is the generated type.
  return (body as { error: ErrorAnswer }).error;
}
