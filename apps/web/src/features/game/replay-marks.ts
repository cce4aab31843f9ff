/**
 * Which wave reports arrived live (the wave-landed push named them while the app was open) and
 * which have had their replay played, remembered in this browser's local storage: a replay plays
 * on its own once, the first time the player opens a report that arrived live. Written by the live
 * stream (features/live), read by the Attack Log's replay. UI state only: nothing of the game.
 */

import { browserStorage, idsIn, readStored, withNewest, writeStored } from '../../lib/stored-ids';

const STORAGE_KEY = 'ffl.wave-replay';

interface Marks {
  live: string[];
  played: string[];
}

function read(storage: Storage | undefined): Marks {
  const parsed = readStored(storage, STORAGE_KEY);
  if (!parsed || typeof parsed !== 'object') return { live: [], played: [] };
  const { live, played } = parsed as Partial<Record<keyof Marks, unknown>>;
  return { live: idsIn(live), played: idsIn(played) };
}

/** The wave-landed push named this report: its replay may play on its own once. */
export function markArrivedLive(reportId: string, storage = browserStorage()): void {
  const marks = read(storage);
  writeStored(storage, STORAGE_KEY, { ...marks, live: withNewest(marks.live, reportId) });
}

/**
 * Whether opening this report should play its replay on its own: it arrived live, or it is the
 * practice wave's (the player's first wave, met right after the welcome), and it has not played.
 */
export function shouldAutoplay(
  report: { id: string; practice: boolean },
  storage = browserStorage(),
): boolean {
  const marks = read(storage);
  return (report.practice || marks.live.includes(report.id)) && !marks.played.includes(report.id);
}

/** The replay of this report has played (or was skipped): it never starts on its own again. */
export function markPlayed(reportId: string, storage = browserStorage()): void {
  const marks = read(storage);
  // Full or blocked storage: the replay then simply does not start on its own next time.
  writeStored(storage, STORAGE_KEY, {
    live: marks.live.filter((id) => id !== reportId),
    played: withNewest(marks.played, reportId),
  });
}
