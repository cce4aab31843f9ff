/**
 * Type-level tests of the typed client (decision 0017), checked by `tsc -p apps/web` in
 * `npm run check`; nothing here runs. Each `@ts-expect-error` marks a call the compiler must
 * refuse: if the client's typing were lost (an `any`, a plain `string` path), the directive would
 * be unused and the type check would fail.
 */
import type { Api } from './api';

declare const api: Api;

export async function refusedCalls(): Promise<void> {
  // A path that does not exist.
  // @ts-expect-error
  await api.get('/api/no-such-path');
  // A path written without its /api prefix, as the OpenAPI document spells it.
  // @ts-expect-error
  await api.get('/bank');
  // A method the path does not have.
  // @ts-expect-error
  await api.delete('/api/bank');
  // A body field the route does not take.
  // @ts-expect-error
  await api.patch('/api/bank', { body: { nmae: 'Vault' } });
  // A body field of the wrong type.
  // @ts-expect-error
  await api.patch('/api/bank', { body: { anonymous: 'yes' } });
  // A required body field left out (better-auth's sign-in, documented by the server).
  // @ts-expect-error
  await api.post('/api/auth/sign-in/email', { body: { email: 'ada@example.com' } });
  // A body for a route that takes none.
  await api.post('/api/admin/waves/{waveId}/retry', {
    params: { path: { waveId: 'w1' } },
    // @ts-expect-error
    body: {},
  });
  // A path parameter left out, or misnamed.
  // @ts-expect-error
  await api.get('/api/leagues/{leagueId}');
  // @ts-expect-error
  await api.get('/api/leagues/{leagueId}', { params: { path: { id: 'L1' } } });
  // A query parameter the route does not declare.
  // @ts-expect-error
  await api.get('/api/reports', { params: { query: { limt: 1 } } });
  // The Idempotency-Key a purchase must carry.
  await api.post('/api/bank/defenses/{defenseId}/{action}', {
    // @ts-expect-error
    params: { path: { defenseId: 'MultiFactorAuth', action: 'buy' } },
  });
}

export async function typedAnswers(): Promise<unknown[]> {
  const bank = await api.get('/api/bank');
  // The answer is the route's schema, not `any`.
  // @ts-expect-error
  const cash: string = bank.cash;
  const session = await api.get('/api/auth/get-session');
  // The session may be null.
  // @ts-expect-error
  const name: string = session.user.name;
  const shop = await api.post('/api/bank/defenses/{defenseId}/{action}', {
    params: {
      path: { defenseId: 'MultiFactorAuth', action: 'buy' },
      header: { 'idempotency-key': 'k' },
    },
  });
  return [cash, name, shop.bank.cash];
}
