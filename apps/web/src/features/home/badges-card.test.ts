import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../lib/api-schemas';
import { pickNextBadge } from './badges-card';

type Badge = Schemas['Badge'];

const badge = (id: Badge['id'], done: number, of: number, earned = false): Badge => ({
  id,
  earned,
  earnedAt: earned ? '2026-01-01T00:00:00.000Z' : null,
  progress: { done, of },
});

describe('the next badge on Home', () => {
  it('is the unearned one closest to done, the first on a tie', () => {
    expect(
      pickNextBadge([
        badge('all-quizzes-passed', 10, 20),
        badge('perfect-drill-week', 3, 5),
        badge('hard-wave-five-stars', 3, 5),
        badge('seven-day-streak', 7, 7, true),
      ])?.id,
    ).toBe('perfect-drill-week');
    expect(
      pickNextBadge([badge('all-quizzes-passed', 0, 20), badge('seven-day-streak', 0, 7)])?.id,
    ).toBe('all-quizzes-passed');
  });

  it('is none once every badge is earned', () => {
    expect(pickNextBadge([badge('seven-day-streak', 7, 7, true)])).toBeNull();
  });
});
