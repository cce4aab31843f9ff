/**
 * The one recommendation of every screen: the server's advice (the engine's ranking of moves for
 * the coming wave). Home shows its best move; the shop and the welcome its best purchase.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { gameKeys } from './game-api';

export type Move = NonNullable<Schemas['Move']>;
export type PurchaseMove = Extract<Move, { kind: 'buy' | 'upgrade' }>;
export type QuizMove = Extract<Move, { kind: 'quiz' }>;

/** Under gameKeys.advice: a purchase, an alert change or a landed wave refetches it. */
export const adviceQuery = queryOptions({
  queryKey: gameKeys.advice,
  queryFn: ({ signal }) => api.get('/api/advice', { signal }),
  staleTime: 30_000,
});
