/**
 * The one way the web app talks to its API (decision 0017): an openapi-fetch client typed by the
 * generated OpenAPI `paths` (better-auth's routes included, decision 0033), so that a wrong path,
 * method, parameter or body is a compile error. Everything a call needs besides its types lives here, once: the
 * answers embedded in the page, the 15-second timeout, the mapping of every failure to an
 * ApiError, the listeners of `unauthenticated`, and the Idempotency-Key.
 *
 *   const bank = await api.get('/api/bank', { signal });
 */
import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type FetchOptions,
  type FetchResponse,
} from 'openapi-fetch';
import { type EmbeddedAnswers, pageAnswers } from './embedded-answers';
import type { paths } from './generated/api-types';

/** Constants from the specification. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The OpenAPI document's paths as the browser calls them (the document's server is `/api`). */
type DocumentedPaths = {
  [P in keyof paths as P extends string ? `/api${P}` : never]: paths[P];
};

/** Every path the app may call, with its methods, parameters, bodies and answers. */
export type ApiPaths = DocumentedPaths;

/** A failed API call, carrying the server's error code (or a client-side one for the network). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

type UnauthenticatedListener = () => void;
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

/** Called whenever the server answers `unauthenticated`, so cached session data is dropped. */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

/** A fresh key for one action that must not happen twice (a purchase, a destructive confirm…). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * The `Idempotency-Key` header of a call, as its route declares it (`params: { header }`); a new
 * key unless the action already has one (a dialog's, an attempt's), kept for every retry of it.
 */
export function idempotencyHeader(key: string = newIdempotencyKey()): {
  'idempotency-key': string;
} {
  return { 'idempotency-key': key };
}

/** The server's `{ error: { code, message } }` (or anything else) as an ApiError. */
function toApiError(
  status: number,
  body: unknown,
  fallbackMessage = 'The operation could not be completed',
): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null | undefined)
    ?.error;
  const code =
    typeof error?.code === 'string' ? error.code : status >= 500 ? 'internal' : 'unknown';
  const message = typeof error?.message === 'string' ? error.message : fallbackMessage;
  return new ApiError(code, message, status);
}

/** A request that never reached an answer, as an ApiError: timed out, cancelled or offline. */
function failedRequest(signal: AbortSignal, error: unknown): ApiError {
  if (signal.aborted && (signal.reason as DOMException | undefined)?.name === 'TimeoutError') {
    return new ApiError('deadline-exceeded', 'Request time out', 0);
  }
  if ((error as Error | undefined)?.name === 'AbortError') {
    return new ApiError('cancelled', 'The request was cancelled.', 0);
  }
  return new ApiError('network-request-failed', 'Connection failed.', 0);
}

export interface ApiClientOptions {
  /** Where `/api/…` is; the page's own origin when left out (tests give a full origin). */
  baseUrl?: string;
  /** The network; `globalThis.fetch` when left out. */
  fetch?: (request: Request) => Promise<Response>;
  /** The answers the page's HTML carries; this page's when left out. */
  answers?: EmbeddedAnswers;
}

/**
 * The openapi-fetch client under the app's calls. A read the page's HTML already answered (see
 * embedded-answers.ts) is served from there, once; any write forgets those answers, since it may
 * change them. Every request waits at most 15 seconds for the server to start answering.
 */
export function createApiClient(options: ApiClientOptions = {}): Client<ApiPaths> {
  const answers = options.answers ?? pageAnswers;
  const network = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  return createClient<ApiPaths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'same-origin',
    fetch: async (request) => {
      if (request.method === 'GET') {
        const url = new URL(request.url);
        const embedded = answers.take(url.pathname + url.search);
        if (embedded) {
          return new Response(JSON.stringify(embedded.answer), {
            headers: { 'content-type': 'application/json' },
          });
        }
      } else {
        answers.clear();
      }
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new DOMException('timeout', 'TimeoutError')),
        REQUEST_TIMEOUT_MS,
      );
      const caller = request.signal;
      const cancel = () => controller.abort(caller.reason);
      if (caller.aborted) cancel();
      else caller.addEventListener('abort', cancel);
      try {
        return await network(new Request(request, { signal: controller.signal }));
      } catch (error) {
        throw failedRequest(controller.signal, error);
      } finally {
        clearTimeout(timer);
        caller.removeEventListener('abort', cancel);
      }
    },
  });
}

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** The paths that have `method`. */
type PathsWith<M extends Method> = ClientPathsWithMethod<Client<ApiPaths>, M>;

type Operation<P, M extends Method> = P extends keyof ApiPaths
  ? M extends keyof ApiPaths[P]
    ? NonNullable<ApiPaths[P][M]>
    : never
  : never;

/**
 * What a call takes besides its path: `params` (path, query, header), `body` and `signal`, each
 * as the route declares it. Not inferred from the argument, so a field the route lacks is an
 * error too.
 */
type CallOptions<P, M extends Method> = Omit<
  FetchOptions<Operation<P, M>>,
  | 'parseAs'
  | 'baseUrl'
  | 'fetch'
  | 'middleware'
  | 'querySerializer'
  | 'bodySerializer'
  | 'pathSerializer'
>;

type RequiredKeys<T> = {
  [K in keyof T]-?: Pick<T, K> extends Required<Pick<T, K>> ? K : never;
}[keyof T];

/** The options are optional when the route needs none. */
type CallArgs<P, M extends Method> =
  RequiredKeys<CallOptions<P, M>> extends never
    ? [options?: CallOptions<P, M>]
    : [options: CallOptions<P, M>];

/** The answer a call resolves with: the route's 200 body. */
type Answer<P, M extends Method> = DataOf<
  FetchResponse<Operation<P, M>, object, `${string}/${string}`>
>;

export interface Api {
  get<P extends PathsWith<'get'>>(
    path: P,
    ...options: CallArgs<P, 'get'>
  ): Promise<Answer<P, 'get'>>;
  put<P extends PathsWith<'put'>>(
    path: P,
    ...options: CallArgs<P, 'put'>
  ): Promise<Answer<P, 'put'>>;
  post<P extends PathsWith<'post'>>(
    path: P,
    ...options: CallArgs<P, 'post'>
  ): Promise<Answer<P, 'post'>>;
  patch<P extends PathsWith<'patch'>>(
    path: P,
    ...options: CallArgs<P, 'patch'>
  ): Promise<Answer<P, 'patch'>>;
  delete<P extends PathsWith<'delete'>>(
    path: P,
    ...options: CallArgs<P, 'delete'>
  ): Promise<Answer<P, 'delete'>>;
  /** The openapi-fetch client itself, for the rare call that reads the response (a download). */
  client: Client<ApiPaths>;
}

/** The typed calls over a client: each resolves with the answer, or throws an ApiError. */
export function createApi(client: Client<ApiPaths> = createApiClient()): Api {
  const send = client.request as (
    method: Method,
    path: string,
    options?: object,
  ) => Promise<{ response: Response; data?: unknown; error?: unknown }>;
  const call =
    (method: Method) =>
    (path: string, options?: object): Promise<never> =>
      unwrap(send(method, path, options)) as Promise<never>;
  return {
    get: call('get'),
    put: call('put'),
    post: call('post'),
    patch: call('patch'),
    delete: call('delete'),
    client,
  };
}

/** The app's API. */
export const api = createApi();

/** The answer of a call that succeeded: openapi-fetch's `data` branch. */
type DataOf<Result> = Result extends { data: infer Data; error?: never } ? Data : never;

/**
 * Waits for a call and checks its answer: the data when the server said yes, else an ApiError
 * with the server's code (telling the `unauthenticated` listeners first). The response is kept for
 * the callers that read its headers (downloads).
 */
export async function answerOf<Result extends { response: Response; error?: unknown }>(
  call: Promise<Result>,
  fallbackMessage?: string,
): Promise<{ data: DataOf<Result>; response: Response }> {
  let result: Result;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // openapi-fetch could not read a successful answer's JSON (a body cut short, or not ours).
    throw new ApiError('unknown', 'The answer could not be read.', 0);
  }
  const { response } = result;
  if (!response.ok) {
    const failure = toApiError(response.status, result.error, fallbackMessage);
    if (failure.code === 'unauthenticated') {
      for (const listener of unauthenticatedListeners) listener();
    }
    throw failure;
  }
  return { data: (result as { data?: unknown }).data as DataOf<Result>, response };
}

/** The data of a call that succeeded; an ApiError otherwise (see answerOf). */
async function unwrap<Result extends { response: Response; error?: unknown }>(
  call: Promise<Result>,
): Promise<DataOf<Result>> {
  return (await answerOf(call)).data;
}
