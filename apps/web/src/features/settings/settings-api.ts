import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { refreshSession, sessionQuery } from '../auth/session';
import { gameKeys } from '../game/game-api';

type Account = Schemas['Account'];
type AccountDeleted = Schemas['AccountDeleted'];
type SignedOutEverywhere = Schemas['SignedOutEverywhere'];

export const accountQuery = queryOptions({
  queryKey: ['settings', 'account'] as const,
  queryFn: ({ signal }) => apiRequest<Account>('/api/account', { signal }),
  staleTime: 60_000,
});

/** Renames me; the header, my bank's manager and the tables show the new name. */
export function useRenameMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<Account>('/api/account', { method: 'PATCH', body: { name } }),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQuery.queryKey, account);
      void refreshSession(queryClient).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: gameKeys.bank });
      void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboard });
      void queryClient.invalidateQueries({ queryKey: gameKeys.leagues });
    },
  });
}

export interface PasswordChangeBody {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      apiRequest<unknown>('/api/auth/change-password', { method: 'POST', body }),
  });
}

/** Forgets everything cached about this player: the session is gone on the server. */
export function forgetEverything(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(sessionQuery.queryKey, null);
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () =>
      apiRequest<SignedOutEverywhere>('/api/account/sign-out-everywhere', {
        method: 'POST',
        body: {},
      }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<AccountDeleted>('/api/account', { method: 'DELETE', body: { email } }),
  });
}
