import { pageAnswers } from './embedded-answers';

/** Constants from the specification. */
export const REQUEST_TIMEOUT_MS = 15_000;

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/**
 * Calls our API with the 15-second timeout, and turns every failure into an ApiError. A read the
 * page's HTML already answered (see embedded-answers.ts) is served from there, once; any write
 * forgets those answers, since it may change them.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if ((options.method ?? 'GET') === 'GET') {
    const embedded = pageAnswers.take(path);
    if (embedded) return embedded.answer as T;
  } else {
    pageAnswers.clear();
  }
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        ...options.headers,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (
      controller.signal.aborted &&
      (controller.signal.reason as DOMException | undefined)?.name === 'TimeoutError'
    ) {
      throw new ApiError('deadline-exceeded', 'Request time out', 0);
    }
    if ((error as Error).name === 'AbortError')
      throw new ApiError('cancelled', 'The request was cancelled.', 0);
    throw new ApiError('network-request-failed', 'Connection failed.', 0);
  } finally {
    clearTimeout(timer);
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    const code =
      typeof error?.code === 'string' ? error.code : res.status >= 500 ? 'internal' : 'unknown';
    const message =
      typeof error?.message === 'string' ? error.message : 'The operation could not be completed';
    if (code === 'unauthenticated') for (const listener of unauthenticatedListeners) listener();
    throw new ApiError(code, message, res.status);
  }
  return body as T;
}
