import { describe, expect, it } from 'vitest';
import { emailProblem, firstProblem, isEmailAddress, requiredProblem } from './form-check';

describe('form checks', () => {
  it('refuses what the server refuses as an e-mail address, and only that', () => {
    for (const bad of [
      '',
      '   ',
      'notanemail',
      'a@b',
      'a@b.c',
      '@example.com',
      'a b@example.com',
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
    for (const good of ['ada@example.com', ' Ada.Lovelace+ffl@mail.example.org ', "o'neil@ex.co"]) {
      expect(isEmailAddress(good), good).toBe(true);
    }
    expect(emailProblem('notanemail', 'Please enter a valid email.')).toBe(
      'Please enter a valid email.',
    );
    expect(emailProblem('ada@example.com', 'Please enter a valid email.')).toBeNull();
  });

  it('finds an empty field', () => {
    expect(requiredProblem('  ', 'Type it.')).toBe('Type it.');
    expect(requiredProblem(' x ', 'Type it.')).toBeNull();
  });

  it('reports the first problem in the order of the fields', () => {
    expect(
      firstProblem([
        ['email', null],
        ['password', 'Please enter your password.'],
        ['name', 'Too long.'],
      ]),
    ).toEqual({ fieldId: 'password', message: 'Please enter your password.' });
    expect(firstProblem([['email', null]])).toBeNull();
  });
});
