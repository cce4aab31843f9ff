/**
 * Applies the cache budget (cache-budget.ts) to TanStack Query's cache: after each new answer, or
 * when a page stops showing one, the cache is measured and the oldest unseen answers dropped.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { estimateBytes, pickEvictions } from './cache-budget';

interface Measured {
  dataUpdatedAt: number;
  bytes: number;
}

export function installCacheBudget(
  queryClient: QueryClient,
  options: { maxBytes: number; isPinned?: (query: Query) => boolean; now?: () => number },
): () => void {
  const cache = queryClient.getQueryCache();
  const now = options.now ?? Date.now;
  const sizes = new Map<string, Measured>();
  const lastSeen = new Map<string, number>();
  let scheduled = false;

  const sizeOf = (query: Query): number => {
    const known = sizes.get(query.queryHash);
    if (known && known.dataUpdatedAt === query.state.dataUpdatedAt) return known.bytes;
    const bytes = estimateBytes(query.state.data);
    sizes.set(query.queryHash, { dataUpdatedAt: query.state.dataUpdatedAt, bytes });
    return bytes;
  };

  const sweep = () => {
    scheduled = false;
    const queries = cache.getAll();
    const byKey = new Map(queries.map((query) => [query.queryHash, query]));
    const evict = pickEvictions(
      queries.map((query) => ({
        key: query.queryHash,
        bytes: sizeOf(query),
        lastUsed: Math.max(query.state.dataUpdatedAt, lastSeen.get(query.queryHash) ?? 0),
        active: query.getObserversCount() > 0 || (options.isPinned?.(query) ?? false),
      })),
      options.maxBytes,
    );
    for (const key of evict) {
      const query = byKey.get(key);
      if (query) cache.remove(query);
    }
  };

  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'removed') {
      sizes.delete(event.query.queryHash);
      lastSeen.delete(event.query.queryHash);
      return;
    }
    if (event.type === 'observerRemoved') lastSeen.set(event.query.queryHash, now());
    const grew = event.type === 'updated' && event.action.type === 'success';
    if ((grew || event.type === 'observerRemoved') && !scheduled) {
      scheduled = true;
      // Measured after the current render, so that a burst of answers costs one sweep.
      setTimeout(sweep, 0);
    }
  });
  return unsubscribe;
}
