import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { refreshSession } from '../../lib/session';
import { type PreferencesChange, savePreferences } from '../../lib/time-zone';
import { gameKeys } from '../game/game-api';

export const accountQuery = queryOptions({
  queryKey: ['settings', 'account'] as const,
  queryFn: ({ signal }) => api.get('/api/account', { signal }),
  staleTime: 60_000,
});

/** Renames me; the header, my bank's manager and the tables show the new name. */
export function useRenameMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.patch('/api/account', { body: { name } }),
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
    mutationFn: (body: PasswordChangeBody) => api.post('/api/auth/change-password', { body }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => api.post('/api/account/sign-out-everywhere'),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (email: string) => api.delete('/api/account', { body: { email } }),
  });
}

/**
 * Saves notification or time zone settings. A new time zone moves the player's days on the
 * server (the streak's "today"), so what the page shows is fetched again.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PreferencesChange) => savePreferences(queryClient, change),
    onSuccess: (_next, change) => {
      if (change.timeZone === undefined) return;
      void queryClient.invalidateQueries({
        predicate: (query) => !['session', 'preferences'].includes(String(query.queryKey[0])),
      });
    },
  });
}
