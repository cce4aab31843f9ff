import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { installCacheBudget } from './query-cache-budget';

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
const blob = (kb: number) => 'x'.repeat(kb * 1024);

describe('installCacheBudget', () => {
  it('drops the oldest unseen answers once the cache passes the budget', async () => {
    const client = new QueryClient();
    let clock = 1000;
    installCacheBudget(client, { maxBytes: 250 * 1024, now: () => clock });
    for (const name of ['a', 'b', 'c']) {
      clock += 1000;
      client.setQueryData([name], blob(100), { updatedAt: clock });
    }
    await settle();
    const keys = client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[0]);
    expect(keys).toEqual(['b', 'c']);
  });

  it('keeps what a screen shows and what is pinned', async () => {
    const client = new QueryClient();
    installCacheBudget(client, {
      maxBytes: 150 * 1024,
      isPinned: (query) => query.queryKey[0] === 'session',
    });
    client.setQueryData(['session'], blob(100), { updatedAt: 1 });
    client.setQueryData(['shown'], blob(100), { updatedAt: 2 });
    const observer = new QueryObserver(client, { queryKey: ['shown'], enabled: false });
    const stop = observer.subscribe(() => undefined);
    client.setQueryData(['later'], blob(10), { updatedAt: 3 });
    await settle();
    const keys = client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[0]);
    // Over budget either way: only the unseen answer may go.
    expect(keys.sort()).toEqual(['session', 'shown']);
    stop();
  });
});
