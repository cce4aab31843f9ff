/**
 * Type-level tests of how the tests read answers (api-contract.ts, read-json.ts), checked by
 * `tsc -p apps/server` (part of `npm run check`), not by Vitest: a requested path finds its
 * documented route (the most specific one), and the answer read from it has that route's type, so
 * a test that reads a field the API no longer has stops compiling.
 */
import type { AnswerOf, RouteOf } from './api-contract';
import type { TestClient } from './in-process';
import { readJson } from './read-json';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(_proof: Equal<A, B>) => undefined;
declare const id: string;

same<RouteOf<'/api/bank', 'get'>, '/api/bank'>(true);
same<RouteOf<`/api/leagues/${typeof id}`, 'get'>, '/api/leagues/{leagueId}'>(true);
// A literal segment wins over a parameter; the method counts.
same<RouteOf<'/api/leagues/join', 'post'>, '/api/leagues/join'>(true);
same<RouteOf<`/api/leagues/preview/${typeof id}`, 'get'>, '/api/leagues/preview/{code}'>(true);
same<RouteOf<`/api/leagues/${typeof id}/badges`, 'get'>, '/api/leagues/{leagueId}/badges'>(true);
// The query is not part of the route.
same<RouteOf<`/api/leaderboard?by=${typeof id}`, 'get'>, '/api/leaderboard'>(true);
// Not documented: no route.
same<RouteOf<'/api/nowhere', 'get'>, never>(true);
same<RouteOf<string, 'get'>, never>(true);

export async function reads(client: TestClient) {
  const bank = await readJson(await client.get('/api/bank'));
  same<typeof bank, AnswerOf<'/api/bank', 'get'>>(true);
  bank.cash satisfies number;
  // @ts-expect-error A field the answer does not have.
  bank.noSuchField;
  // @ts-expect-error An answer of a route the document lacks has no fields to read.
  (await readJson(await client.get('/api/nowhere'))).id;
  // @ts-expect-error readJson(res) reads a TestClient's answer; any other needs a schema.
  await readJson(new Response('{}'));
}
