import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { gameKeys } from '../game/game-api';
import { landWave, NOTICE_WAIT_MS } from './wave-landing';

/** A promise with its resolve function, to decide when a "server" answers. */
function later<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let bankAnswer = later<{ cash: number }>();
  let bankCalls = 0;
  let reportCalls = 0;
  const bank = new QueryObserver(client, {
    queryKey: gameKeys.bank,
    queryFn: () => {
      bankCalls += 1;
      return bankAnswer.promise;
    },
  });
  const reports = new QueryObserver(client, {
    queryKey: gameKeys.reports,
    queryFn: () => {
      reportCalls += 1;
      return ['report'];
    },
  });
  // Subscribed as useQuery does: the header hears of a change in the notify manager's next task.
  const heard: string[] = [];
  const stopBank = bank.subscribe(
    notifyManager.batchCalls((result) => {
      if (result.data) heard.push(`header ${(result.data as { cash: number }).cash}`);
    }),
  );
  const stopReports = reports.subscribe(() => {});
  return {
    client,
    cash: () => (client.getQueryData(gameKeys.bank) as { cash: number } | undefined)?.cash,
    answerBank(cash: number) {
      bankAnswer.resolve({ cash });
      bankAnswer = later();
    },
    calls: () => ({ bank: bankCalls, reports: reportCalls }),
    heard,
    stop() {
      stopBank();
      stopReports();
    },
  };
}

describe('landWave', () => {
  it('shows the notice only once the header has the new balances', async () => {
    const page = setup();
    page.answerBank(1_000_000);
    await page.client.refetchQueries({ queryKey: gameKeys.bank });
    const shownWithCash: (number | undefined)[] = [];
    const landing = landWave(
      page.client,
      () => {
        shownWithCash.push(page.cash());
        page.heard.push('notice');
      },
      () => new Promise(() => {}),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shownWithCash).toEqual([]);
    page.answerBank(950_950);
    await landing;
    expect(shownWithCash).toEqual([950_950]);
    // The header heard of the new cash before the notice showed.
    expect(page.heard.slice(-2)).toEqual(['header 950950', 'notice']);
    // The bank was asked once more, and the rest of the game refreshed beside it.
    expect(page.calls()).toEqual({ bank: 2, reports: 2 });
    page.stop();
  });

  it('shows the notice all the same when the server is too slow to answer', async () => {
    const page = setup();
    page.answerBank(1_000_000);
    await page.client.refetchQueries({ queryKey: gameKeys.bank });
    const waits: number[] = [];
    let shown = false;
    await landWave(
      page.client,
      () => {
        shown = true;
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(waits).toEqual([NOTICE_WAIT_MS]);
    expect(shown).toBe(true);
    expect(page.cash()).toBe(1_000_000);
    page.stop();
  });
});
