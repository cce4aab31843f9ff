import { describe, expect, it } from 'vitest';
import { LTI, ltiScore } from './lti';

describe('ltiScore', () => {
  it('is the share of frauds done, rounded down, and 100 only when complete', () => {
    expect(ltiScore({ done: 0, total: 3, complete: false })).toEqual({
      scoreGiven: 0,
      scoreMaximum: LTI.scoreMaximum,
      activityProgress: 'Initialized',
      gradingProgress: 'Pending',
    });
    expect(ltiScore({ done: 2, total: 3, complete: false })).toMatchObject({
      scoreGiven: 66,
      activityProgress: 'InProgress',
      gradingProgress: 'Pending',
    });
    // Every fraud done but a post-check left: not 100 yet.
    expect(ltiScore({ done: 3, total: 3, complete: false }).scoreGiven).toBe(99);
    expect(ltiScore({ done: 3, total: 3, complete: true })).toMatchObject({
      scoreGiven: 100,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
  });
});
