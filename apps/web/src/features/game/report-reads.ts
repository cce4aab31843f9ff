/**
 * Which wave reports the player has opened in this browser, kept in its local storage: Home's
 * priority rule makes the practice wave's report the primary action until it is read. Written by
 * Home's link to it and by the Attack Log when the report is shown. UI state only: nothing of the
 * game, and another browser simply offers the report once more.
 */

const STORAGE_KEY = 'ffl.reports-read';
/** Ids kept, newest last. */
const KEPT = 50;

const listeners = new Set<() => void>();

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function read(storage: Storage | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // Unreadable or blocked storage: as if nothing had been read.
    return [];
  }
}

/** The player opened this report. */
export function markReportRead(reportId: string, storage = browserStorage()): void {
  const ids = read(storage);
  if (ids.includes(reportId)) return;
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify([...ids, reportId].slice(-KEPT)));
  } catch {
    // Full or blocked storage: Home offers the report once more.
  }
  for (const listener of listeners) listener();
}

/** Whether the player opened this report in this browser. */
export function wasReportRead(reportId: string, storage = browserStorage()): boolean {
  return read(storage).includes(reportId);
}

/** For useSyncExternalStore: a mark made in this tab or in another one. */
export function subscribeReportReads(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
