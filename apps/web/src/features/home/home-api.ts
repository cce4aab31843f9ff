/** Home's own server answers: the newest wave report and the engine's advice. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { gameKeys } from '../game/game-api';

export type Move = NonNullable<Schemas['Move']>;
export type PurchaseMove = Extract<Move, { kind: 'buy' | 'upgrade' }>;
export type QuizMove = Extract<Move, { kind: 'quiz' }>;

/** Under gameKeys.reports, so that a landed wave (refreshGame) refetches it. */
export const lastReportQuery = queryOptions({
  queryKey: [...gameKeys.reports, 'latest'] as const,
  queryFn: ({ signal }) => api.get('/api/reports', { params: { query: { limit: 1 } }, signal }),
  staleTime: 30_000,
});

export const adviceQuery = queryOptions({
  queryKey: gameKeys.advice,
  queryFn: ({ signal }) => api.get('/api/advice', { signal }),
  staleTime: 30_000,
});
