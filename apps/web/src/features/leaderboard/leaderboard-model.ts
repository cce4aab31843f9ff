/** Pure rules of the leaderboard screen's tabs (ties and "around me": features/game/ranking.ts). */
export const GLOBAL_TAB = 'global';
export const ARCHIVE_TAB = 'archive';
export const COHORTS_TAB = 'cohorts';

/** The tab to show: the one asked for if it exists, else the global table. */
export function resolveTab(asked: string | undefined, leagueIds: readonly string[]): string {
  if (asked === ARCHIVE_TAB || asked === COHORTS_TAB) return asked;
  if (asked && leagueIds.includes(asked)) return asked;
  return GLOBAL_TAB;
}

/**
 * The tab the arrow keys move to (wrapping), Home and End to the ends; null for any other key.
 * Left/Right for a horizontal tablist, as the ARIA authoring practices describe.
 */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
