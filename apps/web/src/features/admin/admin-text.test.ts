import { describe, expect, it } from 'vitest';
import { ADMIN_TEXT } from './admin-text';

describe("the learning page's pass-rate bars", () => {
  it('count one attempt in the singular and the rest in the plural', () => {
    expect(ADMIN_TEXT.learning.rateAndAttempts('0%', 1)).toBe('0% · 1 attempt');
    expect(ADMIN_TEXT.learning.rateAndAttempts('75%', 12)).toBe('75% · 12 attempts');
  });
});
