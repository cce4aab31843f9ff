/**
 * Which wave reports the player has opened in this browser, kept in its local storage: Home's
 * priority rule makes the practice wave's report the primary action until it is read. Written by
 * Home's link to it and by the Attack Log when the report is shown. UI state only: nothing of the
 * game, and another browser simply offers the report once more.
 */

import { browserStorage, idsIn, readStored, withNewest, writeStored } from '../../lib/stored-ids';

const STORAGE_KEY = 'ffl.reports-read';

const listeners = new Set<() => void>();

function read(storage: Storage | undefined): string[] {
  return idsIn(readStored(storage, STORAGE_KEY));
}

/** The player opened this report. */
export function markReportRead(reportId: string, storage = browserStorage()): void {
  const ids = read(storage);
  if (ids.includes(reportId)) return;
  // Full or blocked storage: Home offers the report once more.
  writeStored(storage, STORAGE_KEY, withNewest(ids, reportId));
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
