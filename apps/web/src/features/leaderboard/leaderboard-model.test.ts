import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../lib/api-schemas';
import {
  ARCHIVE_TAB,
  aroundMeAddsRows,
  GLOBAL_TAB,
  isTied,
  nextTabIndex,
  resolveTab,
} from './leaderboard-model';

type Row = Schemas['LeaderboardRow'];

function row(position: number, rank: number, isMe = false): Row {
  return {
    rank,
    position,
    bankId: null,
    bankName: `Bank ${position}`,
    manager: null,
    netWorth: 1_000_000 - position,
    isMe,
    anonymous: false,
  };
}

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

describe('isTied', () => {
  it('marks each row that shares its rank with a neighbour', () => {
    const rows = [row(1, 1), row(2, 2), row(3, 2), row(4, 4)];
    expect(rows.map((_, index) => isTied(rows, index))).toEqual([false, true, true, false]);
    expect(isTied(rows, 9)).toBe(false);
  });
});

describe('aroundMeAddsRows', () => {
  it('is false when every row around me is already in the top 50', () => {
    const top = [row(1, 1), row(2, 2, true), row(3, 3)];
    expect(aroundMeAddsRows({ rows: top, aroundMe: top })).toBe(false);
    expect(aroundMeAddsRows({ rows: top, aroundMe: [] })).toBe(false);
  });

  it('is true when I am further down', () => {
    const top = [row(1, 1), row(2, 2)];
    expect(aroundMeAddsRows({ rows: top, aroundMe: [row(60, 58), row(61, 61, true)] })).toBe(true);
  });
});
