import { describe, expect, it } from 'vitest';
import { LEARNING_BADGES, learningBadgesText as t } from './learning-badges-text';

describe('the learning badges words', () => {
  it('name each badge and give its rule as a sentence', () => {
    expect(Object.keys(LEARNING_BADGES)).toEqual([
      'all-quizzes-passed',
      'perfect-drill-week',
      'hard-wave-five-stars',
      'seven-day-streak',
    ]);
    for (const { name, rule } of Object.values(LEARNING_BADGES)) {
      expect(name.length).toBeGreaterThan(0);
      expect(rule).toMatch(/^\p{Lu}.*\.$/u);
    }
    expect(new Set(Object.values(LEARNING_BADGES).map((b) => b.name)).size).toBe(4);
  });

  it('date an earned badge and count progress', () => {
    expect(t.earned('Perfect week', '2026-03-14T12:00:00.000Z')).toBe(
      'Perfect week, earned 14 March 2026',
    );
    expect(t.progress(3, 5)).toBe('3 of 5');
  });

  it('mark the player in a league', () => {
    expect(t.leagueMember('Harbour Bank', true)).toBe('Harbour Bank (you)');
    expect(t.leagueMember('Harbour Bank', false)).toBe('Harbour Bank');
  });
});
