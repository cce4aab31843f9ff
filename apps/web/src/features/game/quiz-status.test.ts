import { describe, expect, it } from 'vitest';
import { describeExpectedReward } from './quiz-status';
import { quizStatus as status, utcZone as utc } from './quiz-status-fixture';

describe('what a pass would pay', () => {
  it('promises the first-pass reward until the quiz is passed this season', () => {
    expect(describeExpectedReward(undefined, utc)).toContain('$20,000');
    expect(describeExpectedReward(status({ status: 'failed', bestScore: 2 }), utc)).toContain(
      '$20,000',
    );
  });

  it('promises the review reward when the review is due, and nothing before', () => {
    expect(
      describeExpectedReward(
        status({ status: 'review-due', passedThisSeason: true, rewardIfPassed: 5_000 }),
        utc,
      ),
    ).toBe('Your review is due: pass it to earn $5,000.');
    expect(
      describeExpectedReward(
        status({
          status: 'passed',
          passedThisSeason: true,
          rewardIfPassed: 0,
          reviewDueAt: '2026-03-12T18:00:00.000Z',
        }),
        utc,
      ),
    ).toBe(
      'You passed this quiz this season. Practice is free; the review on 12 Mar 2026, 18:00 pays $5,000.',
    );
  });
});

describe('what a retake would pay', () => {
  it('says what a first pass on a later attempt pays, and that the first attempt pays more', () => {
    const words = describeExpectedReward(
      status({ status: 'failed', attemptsThisSeason: 1, rewardIfPassed: 10_000 }),
      utc,
    );
    expect(words).toContain('$10,000');
    expect(words).toContain('$20,000 on the season');
  });
});
