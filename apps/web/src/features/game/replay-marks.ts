/**
 * Which wave reports arrived live (the wave-landed push named them while the app was open) and
 * which have had their replay played, remembered in this browser's local storage: a replay plays
 * on its own once, the first time the player opens a report that arrived live. Written by the live
 * stream (features/live), read by the Attack Log's replay. UI state only: nothing of the game.
 */

const STORAGE_KEY = 'ffl.wave-replay';
/** Ids kept per list, newest last: far more reports than a player opens between two waves. */
const KEPT = 50;

interface Marks {
  live: string[];
  played: string[];
}

function read(storage: Storage | undefined): Marks {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { live, played } = parsed as Partial<Record<keyof Marks, unknown>>;
      const ids = (list: unknown) =>
        Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
      return { live: ids(live), played: ids(played) };
    }
  } catch {
    // Unreadable or blocked storage: as if nothing was remembered.
  }
  return { live: [], played: [] };
}

function write(storage: Storage | undefined, marks: Marks): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(marks));
  } catch {
    // Full or blocked storage: the replay then simply does not start on its own next time.
  }
}

function add(list: readonly string[], id: string): string[] {
  return [...list.filter((kept) => kept !== id), id].slice(-KEPT);
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The wave-landed push named this report: its replay may play on its own once. */
export function markArrivedLive(reportId: string, storage = browserStorage()): void {
  const marks = read(storage);
  write(storage, { ...marks, live: add(marks.live, reportId) });
}

/** Whether opening this report should play its replay on its own: it arrived live, not played yet. */
export function shouldAutoplay(reportId: string, storage = browserStorage()): boolean {
  const marks = read(storage);
  return marks.live.includes(reportId) && !marks.played.includes(reportId);
}

/** The replay of this report has played (or was skipped): it never starts on its own again. */
export function markPlayed(reportId: string, storage = browserStorage()): void {
  const marks = read(storage);
  write(storage, {
    live: marks.live.filter((id) => id !== reportId),
    played: add(marks.played, reportId),
  });
}
