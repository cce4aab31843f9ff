import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import {
  assertStrongPassword,
  isCommonPassword,
  LENGTH_HINTS,
  type PasswordContext,
} from './passwords';

describe('password policy', () => {
  it('knows common passwords in any case', () => {
    for (const p of ['123456', 'password', 'qwerty', 'iloveyou', 'PASSWORD1', 'Dragon']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    expect(isCommonPassword('Blue-Harbour-Lantern-42')).toBe(false);
  });

  it('accepts 8 to 128 characters that are not common, counting characters not bytes', () => {
    expect(() => assertStrongPassword('Blue-Harbour')).not.toThrow();
    // 128 characters, 232 bytes in UTF-8.
    const longest = `Blue-Harbour-Lantern-42 ${'ÿ'.repeat(104)}`;
    expect([...longest]).toHaveLength(128);
    expect(() => assertStrongPassword(longest)).not.toThrow();
    expect(() => assertStrongPassword('short')).toThrow(LENGTH_HINTS.short);
    expect(() => assertStrongPassword(`${longest}x`)).toThrow(LENGTH_HINTS.long);
    expect(() => assertStrongPassword('baseball')).toThrow(/commonly used password/);
    expect(() => assertStrongPassword(12345678)).toThrow(/must be a string/);
  });
});

/** The error a password gets, or null when it is accepted. */
function refusal(password: string, context?: PasswordContext): AppError | null {
  try {
    assertStrongPassword(password, context);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('password strength (zxcvbn)', () => {
  const player = { email: 'robin.hartley@example.com', name: 'Robin Hartley' };

  it('refuses the weak passwords the probe got through, with a hint of why', () => {
    for (const password of ['Summer2024!', 'welcome123', 'aaaaaaaa', '        ']) {
      const error = refusal(password, player);
      expect(error?.code, password).toBe('weak-password');
      // One sentence of why; the catalogue's words are the web app's (product.md).
      expect(error?.message, password).toMatch(/^[A-Z].{10,}\.$/);
      expect(error?.message, password).not.toContain('Password must be at least');
    }
  });

  it('explains in plain English why a password is weak', () => {
    expect(refusal('aaaaaaaa')?.message).toBe('Repeated characters like "aaa" are easy to guess.');
    expect(refusal('welcome123')?.message).toBe('This is a commonly used password.');
    expect(refusal('short')?.message).toBe('This one is shorter than 8 characters.');
  });

  it("refuses the player's own e-mail address, its local part and name", () => {
    for (const password of [
      player.email,
      'robin.hartley',
      'robin.hartley2024',
      'RobinHartley1',
      'robinhartley!',
    ]) {
      const error = refusal(password, player);
      expect(error?.code, password).toBe('weak-password');
      expect(error?.message, password).toBe('It is too close to your name or email address.');
    }
  });

  it('refuses the name of the game itself', () => {
    expect(refusal('FantasyFraudLeague1', player)?.code).toBe('weak-password');
  });

  it('accepts passwords that are hard to guess', () => {
    for (const password of [
      'Blue-Harbour-Lantern-42',
      'New-Granite-Orchard-7',
      'Copper-Kettle-Meadow-17',
      'Fresh-Meadow-Sparrow-3',
      'correct horse battery staple',
    ]) {
      expect(refusal(password, player), password).toBeNull();
    }
  });
});

describe("the game's own name", () => {
  it('is refused as a password in any order, case or spelling, and with a word or a year added (issue 26)', () => {
    for (const password of [
      'Fantasy Fraud League',
      'fantasy fraud league',
      'FANTASYFRAUDLEAGUE',
      'Fantasy-Fraud-League!',
      'Fraud League Fantasy',
      'fantasy fraud league 2026',
      'Fantasy Fraud League rocks',
    ]) {
      const error = refusal(password, {
        email: 'robin.hartley@example.com',
        name: 'Robin Hartley',
      });
      expect(error?.code, password).toBe('weak-password');
    }
    expect(refusal('Fantasy Fraud League')?.message).toBe(
      'It is made of the name of the game, which is the first thing anyone tries.',
    );
    // Strong passwords keep working, a word of the game among others included.
    for (const password of [
      'Blue-Harbour-Lantern-42',
      'correct horse battery staple',
      'Waffle-House-Tuesday-9',
    ])
      expect(refusal(password), password).toBeNull();
  });
});
