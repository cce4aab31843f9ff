/**
 * The game master's learning report (GET /api/admin/learning/report): baseline against post-check
 * and retention check per family, with Hedges' g and its interval, d′, the forms and their order;
 * the programmes, and starting one (with an Idempotency-Key, as every destructive action).
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyHeader } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { adminKeys } from './admin-api';

export type LearningReport = Schemas['LearningReport'];
export type ReportGroup = LearningReport['post'][number];
export type FormBalance = LearningReport['balance'];
export type Programme = Schemas['LearningProgramme'];
export type ProgrammeCreate = Schemas['ProgrammeCreate'];

/** The report's query, as the API takes it: ISO moments, ids. */
export interface ReportParams {
  league?: string;
  from?: string;
  to?: string;
  programme?: string;
}

export const learningReportKeys = {
  all: [...adminKeys.all, 'learning-report'] as const,
  report: (params: ReportParams) => [...adminKeys.all, 'learning-report', params] as const,
  programmes: [...adminKeys.all, 'learning-report', 'programmes'] as const,
};

export function learningReportQuery(params: ReportParams) {
  return queryOptions({
    queryKey: learningReportKeys.report(params),
    queryFn: ({ signal }): Promise<LearningReport> =>
      api.get('/api/admin/learning/report', { params: { query: params }, signal }),
    staleTime: 15_000,
    // The previous report stays on screen while a new filter's loads.
    placeholderData: keepPreviousData,
  });
}

export const programmesQuery = queryOptions({
  queryKey: learningReportKeys.programmes,
  queryFn: ({ signal }): Promise<Programme[]> =>
    api.get('/api/admin/learning/programmes', { signal }),
  staleTime: 60_000,
});

/**
 * Starts a programme: every player owes a new baseline from now on. The key belongs to the
 * confirmation, so a retried request cannot start two programmes.
 */
export function useStartProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProgrammeCreate & { idempotencyKey: string }): Promise<Programme> =>
      api.post('/api/admin/learning/programmes', {
        params: { header: idempotencyHeader(input.idempotencyKey) },
        body: {
          name: input.name,
          postAfterDays: input.postAfterDays,
          retentionAfterDays: input.retentionAfterDays,
        },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: learningReportKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
