import { describe, expect, it } from 'vitest';
import { assertStrongPassword, isCommonPassword } from './passwords';

describe('password policy', () => {
  it('knows common passwords in any case', () => {
    for (const p of ['123456', 'password', 'qwerty', 'iloveyou', 'PASSWORD1', 'Dragon']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    expect(isCommonPassword('Blue-Harbour-Lantern-42')).toBe(false);
  });

  it('accepts 8 to 128 characters that are not common, counting characters not bytes', () => {
    expect(() => assertStrongPassword('Blue-Harbour')).not.toThrow();
    expect(() => assertStrongPassword('ÿ'.repeat(128))).not.toThrow();
    expect(() => assertStrongPassword('short')).toThrow(/at least 8 characters/);
    expect(() => assertStrongPassword('a'.repeat(129))).toThrow(/at most 128/);
    expect(() => assertStrongPassword('baseball')).toThrow(/common password/);
    expect(() => assertStrongPassword(12345678)).toThrow(/must be a string/);
  });
});
