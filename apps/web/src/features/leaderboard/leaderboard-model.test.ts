import { describe, expect, it } from 'vitest';
import { ARCHIVE_TAB, GLOBAL_TAB, nextTabIndex, resolveTab } from './leaderboard-model';

describe('resolveTab', () => {
  it('keeps a league tab the player is in, the archive, and falls back to global', () => {
    const leagues = ['L'.repeat(20), 'M'.repeat(20)];
    expect(resolveTab(undefined, leagues)).toBe(GLOBAL_TAB);
    expect(resolveTab('M'.repeat(20), leagues)).toBe('M'.repeat(20));
    expect(resolveTab(ARCHIVE_TAB, leagues)).toBe(ARCHIVE_TAB);
    // A league the player has left (or never joined) is not a tab any more.
    expect(resolveTab('X'.repeat(20), leagues)).toBe(GLOBAL_TAB);
  });
});

describe('nextTabIndex', () => {
  it('moves with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(nextTabIndex(0, 'ArrowRight', 3)).toBe(1);
    expect(nextTabIndex(2, 'ArrowRight', 3)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', 3)).toBe(2);
    expect(nextTabIndex(1, 'Home', 3)).toBe(0);
    expect(nextTabIndex(0, 'End', 3)).toBe(2);
    expect(nextTabIndex(0, 'Enter', 3)).toBeNull();
    expect(nextTabIndex(0, 'ArrowRight', 0)).toBeNull();
  });
});
