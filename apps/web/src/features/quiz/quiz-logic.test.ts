import { describe, expect, it } from 'vitest';
import { quizStatus as status, utcZone as utc } from '../game/quiz-status-fixture';
import {
  describeOutcome,
  describeRetakeWait,
  formatWait,
  resumeIndex,
  withLocalPass,
} from './quiz-logic';

describe('the result words', () => {
  const review = { stage: 1, dueAt: '2026-03-12T18:00:00.000Z' };

  it('names a first-pass reward and the next review date', () => {
    expect(describeOutcome({ passed: true, reward: 20_000, review }, status({}), utc)).toEqual({
      reward: 'Reward paid: $20,000 (first pass this season).',
      review: 'Next review: 12 Mar 2026, 18:00. Passing it then pays $5,000.',
    });
  });

  it('names a review reward', () => {
    const before = status({ status: 'review-due', passedThisSeason: true });
    expect(describeOutcome({ passed: true, reward: 5_000, review }, before, utc).reward).toBe(
      'Reward paid: $5,000 (review passed on time).',
    );
  });

  it('says why nothing was paid', () => {
    expect(
      describeOutcome({ passed: false, reward: 0, review: null }, status({}), utc).reward,
    ).toBe('No reward: you need 4 right to pass.');
    expect(
      describeOutcome({ passed: false, reward: 0, review: null }, status({}), utc).review,
    ).toBe('Pass the quiz to schedule your first review.');
    const passed = status({ status: 'passed', passedThisSeason: true });
    expect(describeOutcome({ passed: true, reward: 0, review }, passed, utc).reward).toContain(
      'already passed this quiz this season',
    );
  });

  it('knows a pass on this screen before the refreshed status arrives', () => {
    const stale = status({ status: 'new' });
    const known = withLocalPass('Phishing', stale, true);
    expect(known).toMatchObject({ passedThisSeason: true, status: 'passed', rewardIfPassed: 0 });
    expect(withLocalPass('Phishing', stale, false)).toBe(stale);
    expect(withLocalPass('Phishing', undefined, true)).toMatchObject({ passedThisSeason: true });
    expect(describeOutcome({ passed: true, reward: 0, review }, known, utc).reward).toContain(
      'already passed',
    );
  });
});

describe('retakes', () => {
  const utcTime = 'UTC';

  it('says when the cooldown ends, with units, and nothing once it has', () => {
    const at = Date.parse('2026-03-12T14:35:00Z');
    expect(describeRetakeWait('2026-03-12T14:35:00Z', at - 23 * 60_000 + 1, utcTime)).toBe(
      'You can retake this quiz in 23 min, at 14:35. Reread the page meanwhile: your next attempt asks questions you have not seen yet.',
    );
    expect(describeRetakeWait('2026-03-12T14:35:00Z', at - 45_000, utcTime)).toContain('in 45 s');
    expect(describeRetakeWait('2026-03-12T14:35:00Z', at, utcTime)).toBeNull();
    expect(describeRetakeWait(null, at, utcTime)).toBeNull();
    expect(formatWait(61_000)).toBe('2 min');
  });

  it('resumes at the first unanswered question, or the last when every one is answered', () => {
    expect(resumeIndex(['a', 'b', 'c'], new Set(['a']))).toBe(1);
    expect(resumeIndex(['a', 'b', 'c'], new Set(['a', 'c']))).toBe(1);
    expect(resumeIndex(['a', 'b', 'c'], new Set(['a', 'b', 'c']))).toBe(2);
    expect(resumeIndex(['a', 'b', 'c'], new Set())).toBe(0);
  });
});
