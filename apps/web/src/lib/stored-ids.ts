/**
 * Lists of ids kept in this browser's local storage, for UI state that is nothing of the game
 * (which reports were read, which replays played). Storage that is blocked, full or holds
 * something unreadable counts as empty and never throws: the UI then simply offers once more.
 */

/** Ids kept per list, newest last: far more than a player opens between two waves. */
export const KEPT_IDS = 50;

/** The browser's local storage, or none (server rendering, or blocked by the browser). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The strings of `value` if it is an array, else none. */
export function idsIn(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** The JSON stored under `key`, or null when there is none or it cannot be read. */
export function readStored(storage: Storage | undefined, key: string): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Stores `value` as JSON under `key`; false when the storage refused it (full or blocked). */
export function writeStored(storage: Storage | undefined, key: string, value: unknown): boolean {
  try {
    storage?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** `list` with `id` moved (or added) to the newest end, keeping the newest KEPT_IDS. */
export function withNewest(list: readonly string[], id: string): string[] {
  return [...list.filter((kept) => kept !== id), id].slice(-KEPT_IDS);
}
