import { describe, expect, it } from 'vitest';
import { createEmbeddedAnswers, EMBEDDED_ANSWER_MAX_AGE_MS } from './embedded-answers';

const page = {
  '/api/auth/get-session': null,
  '/api/bank': { cash: 1_000_000 },
  '/api/waves/next': { next: null, serverTime: '2026-11-21T10:00:00.000Z' },
};

describe('the answers embedded in the page', () => {
  it('serves each answer once, then leaves the request to the server', () => {
    const answers = createEmbeddedAnswers(
      () => JSON.stringify(page),
      () => 0,
    );
    expect(answers.take('/api/bank')).toEqual({ answer: { cash: 1_000_000 } });
    expect(answers.take('/api/bank')).toBeUndefined();
    expect(answers.take('/api/auth/get-session')).toEqual({ answer: null });
    expect(answers.take('/api/leaderboard')).toBeUndefined();
  });

  it('forgets every answer when cleared, as any write does', () => {
    const answers = createEmbeddedAnswers(
      () => JSON.stringify(page),
      () => 0,
    );
    expect(answers.take('/api/bank')).toBeDefined();
    answers.clear();
    expect(answers.take('/api/auth/get-session')).toBeUndefined();
    expect(answers.take('/api/waves/next')).toBeUndefined();
  });

  it('moves the server time on by the age of the page, so that the countdown stays right', () => {
    const answers = createEmbeddedAnswers(
      () => JSON.stringify(page),
      () => 1_250,
    );
    expect(answers.take('/api/waves/next')).toEqual({
      answer: { next: null, serverTime: '2026-11-21T10:00:01.250Z' },
    });
  });

  it('ignores answers once the page is older than the limit', () => {
    let age = EMBEDDED_ANSWER_MAX_AGE_MS + 1;
    const answers = createEmbeddedAnswers(
      () => JSON.stringify(page),
      () => age,
    );
    expect(answers.take('/api/bank')).toBeUndefined();
    age = 0;
    // Too late is too late: the stale answer is gone, not kept for later.
    expect(answers.take('/api/bank')).toBeUndefined();
  });

  it('has nothing for a page without answers or with a damaged script', () => {
    for (const text of [null, '', '{', '[1]', '"text"', 'null']) {
      const answers = createEmbeddedAnswers(
        () => text,
        () => 0,
      );
      expect(answers.take('/api/auth/get-session'), String(text)).toBeUndefined();
    }
  });
});
