/**
 * The specification's local cache size as a real bound on the query cache. Cached answers are kept
 * for a long time so that pages stay readable offline; this budget keeps that from growing without
 * limit: when the answers' estimated size passes it, the least recently used ones that no screen
 * is showing are dropped first.
 */

/** From the specification: the local cache defaults to 41,943,040 bytes, at least 1,048,576. */
export const DEFAULT_CACHE_BYTES = 41_943_040;
export const MIN_CACHE_BYTES = 1_048_576;

/** The budget for a requested size: the default when none (or nonsense) is given, never below the minimum. */
export function resolveCacheBytes(requested?: unknown): number {
  if (typeof requested !== 'number' || !Number.isFinite(requested)) return DEFAULT_CACHE_BYTES;
  return Math.max(MIN_CACHE_BYTES, Math.floor(requested));
}

const encoder = new TextEncoder();

/** Estimated size of a cached answer: its JSON in UTF-8 bytes (0 for nothing or what JSON cannot hold). */
export function estimateBytes(data: unknown): number {
  if (data === undefined) return 0;
  try {
    const json = JSON.stringify(data);
    return json === undefined ? 0 : encoder.encode(json).length;
  } catch {
    return 0;
  }
}

export interface CacheEntry {
  key: string;
  bytes: number;
  /** When the entry was last fetched or shown (epoch ms). */
  lastUsed: number;
  /** Shown on screen right now (or pinned), so never dropped. */
  active: boolean;
}

/** The keys to drop, least recently used first, until the rest fit in `budget` bytes. */
export function pickEvictions(entries: readonly CacheEntry[], budget: number): string[] {
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  if (total <= budget) return [];
  const candidates = entries
    .filter((entry) => !entry.active)
    .sort((a, b) => a.lastUsed - b.lastUsed || b.bytes - a.bytes);
  const evicted: string[] = [];
  for (const entry of candidates) {
    if (total <= budget) break;
    evicted.push(entry.key);
    total -= entry.bytes;
  }
  return evicted;
}
