import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../lib/api-schemas';
import { aroundMeAddsRows, isTied } from './ranking';

type Row = Schemas['LeaderboardRow'];

function row(position: number, rank: number, isMe = false): Row {
  return {
    rank,
    points: 0,
    move: null,
    position,
    bankId: null,
    bankName: `Bank ${position}`,
    manager: null,
    netWorth: 1_000_000 - position,
    isMe,
    anonymous: false,
  };
}

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
