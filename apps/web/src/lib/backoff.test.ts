import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('starts at 1 s and grows by 1.5 each attempt', () => {
    expect([0, 1, 2, 3].map(backoffDelay)).toEqual([1000, 1500, 2250, 3375]);
  });

  it('never waits more than 60 s', () => {
    expect(backoffDelay(10)).toBe(57_665.0390625);
    expect(backoffDelay(11)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(1000)).toBe(60_000);
  });

  it('treats odd input as the first attempt', () => {
    expect(backoffDelay(-3)).toBe(1000);
    expect(backoffDelay(1.7)).toBe(1500);
  });
});
