/**
 * What a landed wave does to the page: the header's cash and net worth and the notice change
 * together. The notice waits for the bank's new answer (at most NOTICE_WAIT_MS, should the server
 * be slow), so that it never announces a change the header does not show yet; everything else the
 * wave changed is refreshed at the same time, without holding the notice up.
 */
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { gameKeys } from '../game/game-api';

/** The longest a notice waits for the new balances before it shows all the same. */
export const NOTICE_WAIT_MS = 4000;

const isBank = (key: readonly unknown[]) =>
  key.length >= gameKeys.bank.length && gameKeys.bank.every((part, index) => key[index] === part);

export async function landWave(
  queryClient: QueryClient,
  showNotice: () => void,
  wait: (ms: number) => Promise<void> = (ms) =>
    new Promise((resolve) => window.setTimeout(resolve, ms)),
): Promise<void> {
  const balances = queryClient.refetchQueries({ queryKey: gameKeys.bank }).catch(() => undefined);
  void queryClient.invalidateQueries({
    queryKey: gameKeys.all,
    predicate: (query) => !isBank(query.queryKey),
  });
  await Promise.race([balances, wait(NOTICE_WAIT_MS)]);
  // The query cache tells the header in a task of its own (notifyManager); the notice comes in
  // the task after it, so the header shows the new balances first, never the other way round.
  await new Promise<void>((resolve) => notifyManager.schedule(resolve));
  showNotice();
}
