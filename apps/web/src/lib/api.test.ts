import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApi,
  createApiClient,
  idempotencyHeader,
  onUnauthenticated,
  REQUEST_TIMEOUT_MS,
} from './api';
import { createEmbeddedAnswers } from './embedded-answers';

/** A client over a fake network that records each request and answers with `answer`. */
function setUp(
  answer: (request: Request) => Promise<Response> | Response = () => Response.json({}),
  page: Record<string, unknown> = {},
) {
  const requests: Request[] = [];
  const api = createApi(
    createApiClient({
      baseUrl: 'http://app.test',
      fetch: async (request) => {
        requests.push(request);
        return answer(request);
      },
      answers: createEmbeddedAnswers(
        () => JSON.stringify(page),
        () => 0,
      ),
    }),
  );
  return { api, requests };
}

/** A network that never answers: it only rejects when the request is aborted. */
function hang(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the typed API client', () => {
  it('sends the path, its parameters and a JSON body, with the cookie of this site', async () => {
    const { api, requests } = setUp(() => Response.json({ id: 'L1' }));
    await api.patch('/api/leagues/{leagueId}', {
      params: { path: { leagueId: 'a b/c' } },
      body: { name: 'Vault' },
    });
    const [request] = requests;
    expect(request?.method).toBe('PATCH');
    expect(request?.url).toBe('http://app.test/api/leagues/a%20b%2Fc');
    expect(request?.credentials).toBe('same-origin');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.text()).toBe('{"name":"Vault"}');
  });

  it('sends no body and no content type when the route takes none, and the query in order', async () => {
    const { api, requests } = setUp(() => Response.json({ reports: [], nextCursor: null }));
    await api.get('/api/reports', { params: { query: { limit: 20, cursor: 'r9' } } });
    expect(requests[0]?.url).toBe('http://app.test/api/reports?limit=20&cursor=r9');
    expect(requests[0]?.headers.get('content-type')).toBeNull();
    expect(requests[0]?.body).toBeNull();
  });

  it('resolves with the answer', async () => {
    const { api } = setUp(() => Response.json({ available: false, reason: 'not-configured' }));
    await expect(api.get('/api/auth/google')).resolves.toEqual({
      available: false,
      reason: 'not-configured',
    });
  });

  it('sends the Idempotency-Key the route asks for', async () => {
    const { api, requests } = setUp(() => Response.json({ bank: {} }));
    await api.post('/api/quizzes/attempts/{attemptId}/submit', {
      params: { path: { attemptId: 'q1' }, header: idempotencyHeader('key-1') },
    });
    expect(requests[0]?.headers.get('idempotency-key')).toBe('key-1');
    expect(idempotencyHeader()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(idempotencyHeader()['idempotency-key']).not.toBe(idempotencyHeader()['idempotency-key']);
  });
});

describe('the answers embedded in the page', () => {
  const page = {
    '/api/bank': { cash: 1 },
    '/api/reports?limit=1': { reports: ['embedded'], nextCursor: null },
    '/api/auth/get-session': null,
  };

  it('answers a read from the page once, then asks the server', async () => {
    const { api, requests } = setUp(() => Response.json({ cash: 2 }), page);
    await expect(api.get('/api/bank')).resolves.toEqual({ cash: 1 });
    expect(requests).toHaveLength(0);
    await expect(api.get('/api/bank')).resolves.toEqual({ cash: 2 });
    expect(requests).toHaveLength(1);
  });

  it('finds an answer by its path and query, and a null answer too', async () => {
    const { api, requests } = setUp(() => Response.json({}), page);
    await expect(api.get('/api/reports', { params: { query: { limit: 1 } } })).resolves.toEqual({
      reports: ['embedded'],
      nextCursor: null,
    });
    await expect(api.get('/api/auth/get-session')).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('forgets them all after any write', async () => {
    const { api, requests } = setUp(() => Response.json({ cash: 3 }), page);
    await api.put('/api/bank/alert', { body: { family: null } });
    await expect(api.get('/api/bank')).resolves.toEqual({ cash: 3 });
    expect(requests.map((r) => r.method)).toEqual(['PUT', 'GET']);
  });
});

describe('failures, each an ApiError', () => {
  it("carries the server's code, message and status", async () => {
    const { api } = setUp(() =>
      Response.json(
        { error: { code: 'out-of-range', message: 'Not enough cash.' } },
        { status: 400 },
      ),
    );
    const error = await failure(api.get('/api/bank'));
    expect([error.code, error.message, error.status]).toEqual([
      'out-of-range',
      'Not enough cash.',
      400,
    ]);
  });

  it('names an answer without our error body: internal for a fault, unknown otherwise', async () => {
    const broken = setUp(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect((await failure(broken.api.get('/api/bank'))).code).toBe('internal');
    const empty = setUp(() => new Response(null, { status: 404 }));
    const error = await failure(empty.api.get('/api/bank'));
    expect([error.code, error.status]).toEqual(['unknown', 404]);
  });

  it('tells the unauthenticated listeners, and only for that code', async () => {
    const heard = vi.fn();
    const stop = onUnauthenticated(heard);
    try {
      const signedOut = setUp(() =>
        Response.json(
          { error: { code: 'unauthenticated', message: 'Please sign in.' } },
          { status: 401 },
        ),
      );
      expect((await failure(signedOut.api.get('/api/bank'))).code).toBe('unauthenticated');
      expect(heard).toHaveBeenCalledTimes(1);
      const refused = setUp(() =>
        Response.json({ error: { code: 'permission-denied', message: 'No.' } }, { status: 403 }),
      );
      await failure(refused.api.get('/api/bank'));
      expect(heard).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('is network-request-failed when the network fails', async () => {
    const { api } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api.get('/api/bank'));
    expect([error.code, error.status]).toEqual(['network-request-failed', 0]);
  });

  it('is cancelled when the caller aborts', async () => {
    const { api } = setUp(hang);
    const controller = new AbortController();
    const pending = api.get('/api/bank', { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).code).toBe('cancelled');
  });

  it('is deadline-exceeded when the server has not answered in 15 seconds', async () => {
    vi.useFakeTimers();
    const { api } = setUp(hang);
    const pending = failure(api.get('/api/bank'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).code).toBe('deadline-exceeded');
  });
});
